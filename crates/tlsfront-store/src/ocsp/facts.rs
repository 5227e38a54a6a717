//! What a certificate says about OCSP: where its responder is (Authority Information Access),
//! whether it demands a staple (the TLS Feature extension, "Must-Staple"), and the request
//! that asks its responder about it.

use x509_parser::extensions::{GeneralName, ParsedExtension};
use x509_parser::prelude::X509Certificate;

use super::der::{self, Reader};
use super::verify::{parse_cert, sha1_cert_id, StapleError};

/// id-ad-ocsp, 1.3.6.1.5.5.7.48.1, as OID content.
const ACCESS_OCSP: &[u8] = &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01];
/// id-pe-tlsfeature, 1.3.6.1.5.5.7.1.24 (RFC 7633), as OID content.
const TLS_FEATURE: &[u8] = &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01, 0x18];
/// The TLS extension number of status_request, as the TLS Feature extension lists it.
const STATUS_REQUEST: u8 = 5;

/// A certificate's OCSP facts, read once when it is loaded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OcspFacts {
    /// The first `http://` OCSP responder the certificate names; `None` when it names none
    /// (nothing is then fetched, and nothing stapled).
    pub responder_url: Option<String>,
    /// Whether the certificate lists status_request in its TLS Feature extension: clients may
    /// then refuse it without a staple, so we never serve it without one.
    pub must_staple: bool,
}

impl OcspFacts {
    /// Reads the facts from a parsed certificate.
    pub fn of(cert: &X509Certificate<'_>) -> Self {
        let mut facts = OcspFacts::default();
        for extension in cert.extensions() {
            if extension.oid.as_bytes() == TLS_FEATURE {
                facts.must_staple = lists_status_request(extension.value);
            }
            if let ParsedExtension::AuthorityInfoAccess(access) = extension.parsed_extension() {
                facts.responder_url = access
                    .iter()
                    .filter(|description| description.access_method.as_bytes() == ACCESS_OCSP)
                    .find_map(|description| match description.access_location {
                        // Only plain HTTP: OCSP over HTTPS would need OCSP to check its own
                        // responder (RFC 6960 A.1 uses HTTP).
                        GeneralName::URI(uri) if uri.starts_with("http://") => Some(uri.to_owned()),
                        _ => None,
                    });
            }
        }
        facts
    }
}

/// The DER OCSPRequest for `leaf` (issued by `issuer`), with a SHA-1 CertID and no nonce, so a
/// responder may answer from its cache (as CAs' responders do).
pub fn ocsp_request(leaf: &[u8], issuer: &[u8]) -> Result<Vec<u8>, StapleError> {
    let leaf = parse_cert(leaf)?;
    let issuer = parse_cert(issuer)?;
    let (name_hash, key_hash, serial) = sha1_cert_id(&leaf, &issuer);
    let sha1 = [der::encode(der::OID, SHA1_OID), der::encode(der::NULL, &[])].concat();
    let cert_id = [
        der::encode(der::SEQUENCE, &sha1),
        der::encode(der::OCTET_STRING, &name_hash),
        der::encode(der::OCTET_STRING, &key_hash),
        der::encode(der::INTEGER, &serial),
    ]
    .concat();
    let request = der::encode(der::SEQUENCE, &der::encode(der::SEQUENCE, &cert_id));
    let request_list = der::encode(der::SEQUENCE, &request);
    let tbs_request = der::encode(der::SEQUENCE, &request_list);
    Ok(der::encode(der::SEQUENCE, &tbs_request))
}

const SHA1_OID: &[u8] = &[0x2b, 0x0e, 0x03, 0x02, 0x1a];

/// Whether a TLS Feature extension's value (SEQUENCE OF INTEGER) lists status_request.
fn lists_status_request(value: &[u8]) -> bool {
    let mut outer = Reader::new(value);
    let Ok(mut list) = outer.nested(der::SEQUENCE) else {
        return false;
    };
    while let Ok(feature) = list.expect(der::INTEGER) {
        if feature.content == [STATUS_REQUEST] {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_status_request_in_a_tls_feature_list() {
        assert!(lists_status_request(&[0x30, 0x03, 0x02, 0x01, 0x05]));
        assert!(lists_status_request(&[
            0x30, 0x06, 0x02, 0x01, 0x11, 0x02, 0x01, 0x05
        ]));
        assert!(!lists_status_request(&[0x30, 0x03, 0x02, 0x01, 0x11]));
        assert!(!lists_status_request(&[0x30]));
        assert!(!lists_status_request(&[]));
    }
}
