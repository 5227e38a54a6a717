//! Whether an OCSP response may be stapled to a certificate now: it speaks of this certificate,
//! says good, is current, and is signed by the issuer or by a responder the issuer delegated to.
//! A pure function of the bytes, the two certificates and the time.

use aws_lc_rs::{digest, signature};
use x509_parser::prelude::{FromDer, X509Certificate};
use x509_parser::public_key::PublicKey;
use x509_parser::x509::SubjectPublicKeyInfo;

use super::response::{parse_response, CertIdParts, CertStatus, ResponseFormError};

/// How far ahead of our clock a responder's `thisUpdate` may be: clocks differ a little.
pub const CLOCK_SKEW_SECS: i64 = 300;

/// A response that passed every check, with the times that decide when it is refreshed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerifiedStaple {
    /// Unix seconds.
    pub produced_at: i64,
    /// Unix seconds.
    pub this_update: i64,
    /// Unix seconds; never stapled at or after it.
    pub next_update: i64,
}

impl VerifiedStaple {
    /// When a fresh response should be fetched: half way through this one's validity.
    pub fn refresh_at(&self) -> i64 {
        self.this_update + (self.next_update - self.this_update) / 2
    }
}

/// Why a response may not be stapled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StapleError {
    #[error("the response is malformed or unsuccessful")]
    Form(#[from] ResponseFormError),
    #[error("the certificate chain has no issuer certificate to check the response against")]
    NoIssuer,
    #[error("a certificate does not parse")]
    CertParse,
    #[error("the response says nothing about this certificate")]
    NotForThisCertificate,
    #[error("the certificate is revoked")]
    Revoked,
    #[error("the responder does not know the certificate")]
    Unknown,
    #[error("the response is not valid before {this_update} (Unix seconds)")]
    NotYetValid { this_update: i64 },
    #[error("the response expired at {next_update} (Unix seconds)")]
    Expired { next_update: i64 },
    #[error("the response has no nextUpdate, so it cannot be known to be current")]
    NoNextUpdate,
    #[error("the response's signature algorithm or the signer's key type is not supported")]
    UnsupportedAlgorithm,
    #[error("the response is not signed by the issuer or by a responder it delegated to")]
    BadSignature,
}

/// Checks `response` (DER) for `leaf`, issued by `issuer` (both DER), at `now` (Unix seconds).
pub fn verify_staple(
    response: &[u8],
    leaf: &[u8],
    issuer: &[u8],
    now: i64,
) -> Result<VerifiedStaple, StapleError> {
    let basic = parse_response(response)?;
    let leaf = parse_cert(leaf)?;
    let issuer = parse_cert(issuer)?;

    let single = basic
        .responses
        .iter()
        .find(|single| names_certificate(&single.cert_id, &leaf, &issuer))
        .ok_or(StapleError::NotForThisCertificate)?;

    let signer_ok = check_signature(
        issuer.public_key(),
        basic.signature_oid,
        basic.tbs,
        basic.signature,
    )
    .is_ok()
        || basic
            .certs
            .iter()
            .any(|der| delegated_signer_ok(der, &issuer, now, &basic));
    if !signer_ok {
        return Err(StapleError::BadSignature);
    }

    match single.status {
        CertStatus::Good => {}
        CertStatus::Revoked => return Err(StapleError::Revoked),
        CertStatus::Unknown => return Err(StapleError::Unknown),
    }
    if single.this_update > now + CLOCK_SKEW_SECS {
        return Err(StapleError::NotYetValid {
            this_update: single.this_update,
        });
    }
    let next_update = single.next_update.ok_or(StapleError::NoNextUpdate)?;
    if now >= next_update {
        return Err(StapleError::Expired { next_update });
    }
    Ok(VerifiedStaple {
        produced_at: basic.produced_at,
        this_update: single.this_update,
        next_update,
    })
}

/// The CertID fields for `leaf` under `issuer`, hashed with SHA-1 as `openssl ocsp` and most
/// responders expect: (issuerNameHash, issuerKeyHash, serial).
pub(crate) fn sha1_cert_id(
    leaf: &X509Certificate<'_>,
    issuer: &X509Certificate<'_>,
) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let algorithm = &digest::SHA1_FOR_LEGACY_USE_ONLY;
    (
        digest::digest(algorithm, issuer.subject().as_raw())
            .as_ref()
            .to_vec(),
        digest::digest(algorithm, &issuer.public_key().subject_public_key.data)
            .as_ref()
            .to_vec(),
        leaf.raw_serial().to_vec(),
    )
}

pub(crate) fn parse_cert(der: &[u8]) -> Result<X509Certificate<'_>, StapleError> {
    X509Certificate::from_der(der)
        .map(|(_, cert)| cert)
        .map_err(|_| StapleError::CertParse)
}

/// SHA-1 (1.3.14.3.2.26) and SHA-256 (2.16.840.1.101.3.4.2.1), as OID content.
const SHA1_OID: &[u8] = &[0x2b, 0x0e, 0x03, 0x02, 0x1a];
const SHA256_OID: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01];

fn names_certificate(
    cert_id: &CertIdParts<'_>,
    leaf: &X509Certificate<'_>,
    issuer: &X509Certificate<'_>,
) -> bool {
    let algorithm = match cert_id.hash_oid {
        SHA1_OID => &digest::SHA1_FOR_LEGACY_USE_ONLY,
        SHA256_OID => &digest::SHA256,
        _ => return false,
    };
    let name_hash = digest::digest(algorithm, issuer.subject().as_raw());
    let key_hash = digest::digest(algorithm, &issuer.public_key().subject_public_key.data);
    cert_id.serial == leaf.raw_serial()
        && cert_id.issuer_name_hash == name_hash.as_ref()
        && cert_id.issuer_key_hash == key_hash.as_ref()
        && leaf.issuer().as_raw() == issuer.subject().as_raw()
}

/// Whether `der` is a responder certificate the issuer delegated OCSP signing to (RFC 6960
/// §4.2.2.2: issued by the issuer, with id-kp-OCSPSigning, valid now) and it signed the response.
fn delegated_signer_ok(
    der: &[u8],
    issuer: &X509Certificate<'_>,
    now: i64,
    basic: &super::response::BasicResponse<'_>,
) -> bool {
    let Ok(responder) = parse_cert(der) else {
        return false;
    };
    let eku_ok = matches!(
        responder.extended_key_usage(),
        Ok(Some(eku)) if eku.value.ocsp_signing
    );
    let validity = responder.validity();
    eku_ok
        && responder.issuer().as_raw() == issuer.subject().as_raw()
        && validity.not_before.timestamp() <= now
        && now <= validity.not_after.timestamp()
        && check_signature(
            issuer.public_key(),
            responder.signature_algorithm.algorithm.as_bytes(),
            responder.tbs_certificate.as_ref(),
            &responder.signature_value.data,
        )
        .is_ok()
        && check_signature(
            responder.public_key(),
            basic.signature_oid,
            basic.tbs,
            basic.signature,
        )
        .is_ok()
}

// Signature algorithm OIDs, as DER content.
const SHA256_WITH_RSA: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b];
const SHA384_WITH_RSA: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0c];
const SHA512_WITH_RSA: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0d];
const ECDSA_WITH_SHA256: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x02];
const ECDSA_WITH_SHA384: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x03];
const ED25519: &[u8] = &[0x2b, 0x65, 0x70];

/// Verifies `signature` over `message` by the key in `spki`, with the algorithm named by
/// `algorithm_oid`. SHA-1 signatures are refused: no current CA signs OCSP with them.
fn check_signature(
    spki: &SubjectPublicKeyInfo<'_>,
    algorithm_oid: &[u8],
    message: &[u8],
    signature_bytes: &[u8],
) -> Result<(), StapleError> {
    let key = spki
        .parsed()
        .map_err(|_| StapleError::UnsupportedAlgorithm)?;
    let algorithm: &dyn signature::VerificationAlgorithm = match (&key, algorithm_oid) {
        (PublicKey::RSA(_), SHA256_WITH_RSA) => &signature::RSA_PKCS1_2048_8192_SHA256,
        (PublicKey::RSA(_), SHA384_WITH_RSA) => &signature::RSA_PKCS1_2048_8192_SHA384,
        (PublicKey::RSA(_), SHA512_WITH_RSA) => &signature::RSA_PKCS1_2048_8192_SHA512,
        (PublicKey::EC(point), ECDSA_WITH_SHA256) if point.key_size() == 256 => {
            &signature::ECDSA_P256_SHA256_ASN1
        }
        (PublicKey::EC(point), ECDSA_WITH_SHA384) if point.key_size() == 256 => {
            &signature::ECDSA_P256_SHA384_ASN1
        }
        (PublicKey::EC(point), ECDSA_WITH_SHA256) if point.key_size() == 384 => {
            &signature::ECDSA_P384_SHA256_ASN1
        }
        (PublicKey::EC(point), ECDSA_WITH_SHA384) if point.key_size() == 384 => {
            &signature::ECDSA_P384_SHA384_ASN1
        }
        (_, ED25519) => &signature::ED25519,
        _ => return Err(StapleError::UnsupportedAlgorithm),
    };
    signature::UnparsedPublicKey::new(algorithm, &spki.subject_public_key.data)
        .verify(message, signature_bytes)
        .map_err(|_| StapleError::BadSignature)
}
