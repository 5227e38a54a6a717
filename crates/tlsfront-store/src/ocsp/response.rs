//! An OCSP response (RFC 6960 §4.2.1) read into its parts, without judging it yet: judging is
//! `verify.rs`. Only the `id-pkix-ocsp-basic` response type is understood.

use super::der::{self, DerError, Element, Reader};

/// `id-pkix-ocsp-basic`, 1.3.6.1.5.5.7.48.1.1, as DER content.
const OCSP_BASIC: &[u8] = &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x01];

/// Why bytes are not an OCSP response we can use. Carries no bytes of the response.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResponseFormError {
    #[error("not a DER OCSP response")]
    Der(#[from] DerError),
    /// The responder answered with an error status (1 malformedRequest, 2 internalError,
    /// 3 tryLater, 5 sigRequired, 6 unauthorized).
    #[error("the responder answered with status {0} instead of successful (0)")]
    Unsuccessful(u8),
    #[error("a successful response without response bytes")]
    NoResponseBytes,
    #[error("the response type is not id-pkix-ocsp-basic")]
    NotBasic,
    #[error("the response names a certificate status other than good, revoked or unknown")]
    BadCertStatus,
}

/// A certificate's status as the responder states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CertStatus {
    Good,
    Revoked,
    Unknown,
}

/// A SingleResponse's CertID: which certificate it speaks of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CertIdParts<'a> {
    /// The hash algorithm's OID content (SHA-1 or SHA-256 are the ones we accept).
    pub hash_oid: &'a [u8],
    pub issuer_name_hash: &'a [u8],
    pub issuer_key_hash: &'a [u8],
    /// The serial number's INTEGER content.
    pub serial: &'a [u8],
}

/// One SingleResponse.
#[derive(Debug, Clone)]
pub struct SingleResponse<'a> {
    pub cert_id: CertIdParts<'a>,
    pub status: CertStatus,
    /// Unix seconds.
    pub this_update: i64,
    /// Unix seconds; `None` when the responder gave none.
    pub next_update: Option<i64>,
}

/// A BasicOCSPResponse's parts.
#[derive(Debug, Clone)]
pub struct BasicResponse<'a> {
    /// The signed bytes: the whole `tbsResponseData` element.
    pub tbs: &'a [u8],
    pub produced_at: i64,
    pub responses: Vec<SingleResponse<'a>>,
    /// The signature algorithm's OID content.
    pub signature_oid: &'a [u8],
    /// The signature's bits (after the unused-bits byte).
    pub signature: &'a [u8],
    /// Certificates the responder sent, DER (a delegated responder's certificate).
    pub certs: Vec<&'a [u8]>,
}

/// Reads a DER OCSPResponse: it must be successful and basic.
pub fn parse_response(bytes: &[u8]) -> Result<BasicResponse<'_>, ResponseFormError> {
    let mut outer = Reader::new(bytes);
    let mut response = outer.nested(der::SEQUENCE)?;
    outer.finish()?;
    let status = response.expect(der::ENUMERATED)?;
    let status = match status.content {
        [value] => *value,
        _ => return Err(DerError::BadLength.into()),
    };
    if status != 0 {
        return Err(ResponseFormError::Unsuccessful(status));
    }
    let mut explicit = response
        .optional(0xa0)?
        .map(|element| Reader::new(element.content))
        .ok_or(ResponseFormError::NoResponseBytes)?;
    let mut response_bytes = explicit.nested(der::SEQUENCE)?;
    explicit.finish()?;
    response.finish()?;
    if response_bytes.expect(der::OID)?.content != OCSP_BASIC {
        return Err(ResponseFormError::NotBasic);
    }
    let basic = response_bytes.expect(der::OCTET_STRING)?.content;
    response_bytes.finish()?;
    parse_basic(basic)
}

fn parse_basic(bytes: &[u8]) -> Result<BasicResponse<'_>, ResponseFormError> {
    let mut outer = Reader::new(bytes);
    let mut basic = outer.nested(der::SEQUENCE)?;
    outer.finish()?;
    let tbs = basic.expect(der::SEQUENCE)?;
    let signature_oid = algorithm_oid(basic.expect(der::SEQUENCE)?)?;
    let signature = bit_string(basic.expect(der::BIT_STRING)?)?;
    let mut certs = Vec::new();
    if let Some(explicit) = basic.optional(0xa0)? {
        let mut explicit = Reader::new(explicit.content);
        let mut list = explicit.nested(der::SEQUENCE)?;
        explicit.finish()?;
        while !list.is_empty() {
            certs.push(list.expect(der::SEQUENCE)?.raw);
        }
    }
    basic.finish()?;

    let mut data = Reader::new(tbs.content);
    data.optional(0xa0)?; // version, v1 by default
    let responder = data.any()?;
    if responder.tag != 0xa1 && responder.tag != 0xa2 {
        return Err(DerError::UnexpectedTag {
            expected: 0xa1,
            found: responder.tag,
        }
        .into());
    }
    let produced_at = der::generalized_time(data.expect(der::GENERALIZED_TIME)?.content)?;
    let mut list = data.nested(der::SEQUENCE)?;
    let mut responses = Vec::new();
    while !list.is_empty() {
        responses.push(single_response(list.expect(der::SEQUENCE)?)?);
    }
    data.optional(0xa1)?; // responseExtensions (a nonce; we send none)
    data.finish()?;
    Ok(BasicResponse {
        tbs: tbs.raw,
        produced_at,
        responses,
        signature_oid,
        signature,
        certs,
    })
}

fn single_response(element: Element<'_>) -> Result<SingleResponse<'_>, ResponseFormError> {
    let mut single = Reader::new(element.content);
    let mut cert_id = single.nested(der::SEQUENCE)?;
    let hash_oid = algorithm_oid(cert_id.expect(der::SEQUENCE)?)?;
    let issuer_name_hash = cert_id.expect(der::OCTET_STRING)?.content;
    let issuer_key_hash = cert_id.expect(der::OCTET_STRING)?.content;
    let serial = cert_id.expect(der::INTEGER)?.content;
    cert_id.finish()?;
    let status = match single.any()?.tag {
        0x80 => CertStatus::Good,
        0xa1 => CertStatus::Revoked,
        0x82 => CertStatus::Unknown,
        _ => return Err(ResponseFormError::BadCertStatus),
    };
    let this_update = der::generalized_time(single.expect(der::GENERALIZED_TIME)?.content)?;
    let next_update = match single.optional(0xa0)? {
        Some(explicit) => {
            let mut explicit = Reader::new(explicit.content);
            let time = der::generalized_time(explicit.expect(der::GENERALIZED_TIME)?.content)?;
            explicit.finish()?;
            Some(time)
        }
        None => None,
    };
    single.optional(0xa1)?; // singleExtensions
    single.finish()?;
    Ok(SingleResponse {
        cert_id: CertIdParts {
            hash_oid,
            issuer_name_hash,
            issuer_key_hash,
            serial,
        },
        status,
        this_update,
        next_update,
    })
}

/// An AlgorithmIdentifier's OID content (its parameters, NULL or absent, are not needed).
fn algorithm_oid(element: Element<'_>) -> Result<&[u8], DerError> {
    let mut algorithm = Reader::new(element.content);
    let oid = algorithm.expect(der::OID)?.content;
    algorithm.optional(der::NULL)?;
    // Other parameters (RSA-PSS's) are left unread; such algorithms are refused by OID anyway.
    Ok(oid)
}

/// A BIT STRING's bits, which must be whole bytes (as signatures and keys are).
pub(crate) fn bit_string(element: Element<'_>) -> Result<&[u8], DerError> {
    match element.content.split_first() {
        Some((0, bits)) => Ok(bits),
        _ => Err(DerError::BadLength),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_status_is_reported_as_such() {
        // OCSPResponse { responseStatus tryLater (3) }, as responders send when overloaded.
        assert_eq!(
            parse_response(&[0x30, 0x03, 0x0a, 0x01, 0x03]).err(),
            Some(ResponseFormError::Unsuccessful(3))
        );
    }

    #[test]
    fn garbage_is_refused_without_panic() {
        for bytes in [
            &[][..],
            &[0x30],
            &[0x30, 0x00],
            &[0x30, 0x03, 0x0a, 0x01, 0x00],
            &[0x30, 0x03, 0x0a, 0x01, 0x00, 0x00],
            b"<html>not ocsp</html>",
        ] {
            assert!(parse_response(bytes).is_err());
        }
    }
}
