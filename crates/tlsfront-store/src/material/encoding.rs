//! The two encodings a store may hold a pair in: PEM (text) or DER (binary), told apart by
//! their first bytes, so a store needs no other key or file name for DER.
//!
//! DER is chosen only when the bytes are exactly DER: a SEQUENCE whose stated lengths fill the
//! value to its last byte (for a chain, one SEQUENCE per certificate, end to end). Anything
//! else is read as PEM, so a PEM file keeps the errors it always had.

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};

use super::MaterialError;

/// The tag every certificate and private key structure starts with.
const TAG_SEQUENCE: u8 = 0x30;

/// A certificate chain, leaf first, from PEM or from concatenated DER certificates.
pub(crate) fn chain_from_bytes(
    bytes: &[u8],
    file: &str,
) -> Result<Vec<CertificateDer<'static>>, MaterialError> {
    let chain = match der_elements(bytes) {
        Some(elements) => elements
            .into_iter()
            .map(|der| CertificateDer::from(der.to_vec()))
            .collect(),
        None => CertificateDer::pem_slice_iter(bytes)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|source| MaterialError::CertPem {
                file: file.to_owned(),
                source,
            })?,
    };
    if chain.is_empty() {
        return Err(MaterialError::NoCertificate {
            file: file.to_owned(),
        });
    }
    Ok(chain)
}

/// A private key from PEM, or from DER (PKCS#8, SEC1 or PKCS#1, told apart by their fields).
pub(crate) fn key_from_bytes(
    bytes: &[u8],
    file: &str,
) -> Result<PrivateKeyDer<'static>, MaterialError> {
    if is_der(bytes) {
        return PrivateKeyDer::try_from(bytes)
            .map(|key| key.clone_key())
            .map_err(|reason| MaterialError::KeyDer {
                file: file.to_owned(),
                reason,
            });
    }
    PrivateKeyDer::from_pem_slice(bytes).map_err(|source| MaterialError::KeyPem {
        file: file.to_owned(),
        source,
    })
}

/// Whether the key is an EC key: SEC1, or PKCS#8 whose algorithm is id-ecPublicKey.
pub(crate) fn is_ec_key(key: &PrivateKeyDer<'_>) -> bool {
    match key {
        PrivateKeyDer::Sec1(_) => true,
        PrivateKeyDer::Pkcs8(pkcs8) => {
            pkcs8_algorithm(pkcs8.secret_pkcs8_der()) == Some(ID_EC_PUBLIC_KEY)
        }
        _ => false,
    }
}

/// The DER of OID 1.2.840.10045.2.1, id-ecPublicKey (RFC 5480).
const ID_EC_PUBLIC_KEY: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];

/// The algorithm OID of a PKCS#8 PrivateKeyInfo: SEQUENCE { INTEGER version,
/// SEQUENCE { OID algorithm, ... }, ... } (RFC 5208).
fn pkcs8_algorithm(der: &[u8]) -> Option<&[u8]> {
    let (info, _) = tlv(der, TAG_SEQUENCE)?;
    let (_version, rest) = tlv(info, TAG_INTEGER)?;
    let (algorithm, _) = tlv(rest, TAG_SEQUENCE)?;
    let (oid, _) = tlv(algorithm, TAG_OID)?;
    Some(oid)
}

const TAG_INTEGER: u8 = 0x02;
const TAG_OID: u8 = 0x06;

/// The content of the element `bytes` starts with, when its tag is `tag`, and what follows it.
fn tlv(bytes: &[u8], tag: u8) -> Option<(&[u8], &[u8])> {
    if bytes.first() != Some(&tag) {
        return None;
    }
    let total = element_length(bytes)?;
    let header = element_header_length(bytes)?;
    let (element, rest) = bytes.split_at_checked(total)?;
    Some((element.get(header..)?, rest))
}

/// The certificates the bytes start with, PEM or DER, as far as they parse (for listings and
/// summaries; validation uses [`chain_from_bytes`], which refuses what does not parse).
pub fn leading_certificates(bytes: &[u8]) -> Vec<CertificateDer<'static>> {
    match der_elements(bytes) {
        Some(elements) => elements
            .into_iter()
            .map(|der| CertificateDer::from(der.to_vec()))
            .collect(),
        None => CertificateDer::pem_slice_iter(bytes)
            .map_while(Result::ok)
            .collect(),
    }
}

/// Whether the bytes are DER rather than PEM: one or more SEQUENCEs end to end.
pub fn is_der(bytes: &[u8]) -> bool {
    der_elements(bytes).is_some()
}

/// The bytes split into DER SEQUENCEs (tag and length included), when they are nothing else.
fn der_elements(bytes: &[u8]) -> Option<Vec<&[u8]>> {
    let mut elements = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        let length = sequence_length(rest)?;
        let (element, after) = rest.split_at_checked(length)?;
        elements.push(element);
        rest = after;
    }
    (!elements.is_empty()).then_some(elements)
}

/// The whole length (header included) of the SEQUENCE `bytes` starts with, when its header is
/// well formed (definite length, at most four length bytes, no longer than `bytes`).
fn sequence_length(bytes: &[u8]) -> Option<usize> {
    if bytes.first() != Some(&TAG_SEQUENCE) {
        return None;
    }
    element_length(bytes)
}

/// The length of the element's tag and length bytes.
fn element_header_length(bytes: &[u8]) -> Option<usize> {
    let first = *bytes.get(1)?;
    Some(if first < 0x80 {
        2
    } else {
        2 + usize::from(first & 0x7f)
    })
}

/// The whole length (header included) of the element `bytes` starts with, whatever its tag,
/// under the same rules as [`sequence_length`].
fn element_length(bytes: &[u8]) -> Option<usize> {
    let (_tag, rest) = bytes.split_first()?;
    let (&first, rest) = rest.split_first()?;
    let (content, header) = if first < 0x80 {
        (usize::from(first), 2)
    } else {
        let count = usize::from(first & 0x7f);
        if count == 0 || count > 4 {
            return None;
        }
        let length_bytes = rest.get(..count)?;
        let content = length_bytes
            .iter()
            .fold(0usize, |length, &byte| (length << 8) | usize::from(byte));
        (content, 2 + count)
    };
    let total = header.checked_add(content)?;
    (total <= bytes.len()).then_some(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{GeneratedKey, GeneratedPair, OcspExtensions, TestCa, Validity};

    fn issue(name: &str) -> GeneratedPair {
        let ca = TestCa::generate("encoding test").expect("ca");
        ca.issue(
            &[name],
            GeneratedKey::EcdsaP256,
            Validity::days_from_now(30),
        )
        .expect("issued")
    }

    /// A leaf and its issuer.
    fn issue_chain(name: &str) -> GeneratedPair {
        let ca = TestCa::generate("encoding test").expect("ca");
        let key = GeneratedKey::EcdsaP256.key_pair().expect("key");
        let ocsp = OcspExtensions {
            responder_url: Some("http://ocsp.example".into()),
            ..OcspExtensions::default()
        };
        ca.issue_with_ocsp(&[name], &key, Validity::days_from_now(30), &ocsp)
            .expect("issued")
    }

    fn pem_blocks(pem: &str) -> Vec<Vec<u8>> {
        CertificateDer::pem_slice_iter(pem.as_bytes())
            .map(|der| der.expect("pem").to_vec())
            .collect()
    }

    #[test]
    fn a_der_chain_reads_as_the_pem_one() {
        let issued = issue_chain("der.example.com");
        let blocks = pem_blocks(&issued.cert_pem);
        assert!(blocks.len() >= 2, "a leaf and its issuer");
        let der: Vec<u8> = blocks.concat();
        let from_der = chain_from_bytes(&der, "x.crt").expect("der chain");
        let from_pem = chain_from_bytes(issued.cert_pem.as_bytes(), "x.crt").expect("pem");
        assert_eq!(from_der, from_pem);
        assert!(is_der(&der));
        assert!(!is_der(issued.cert_pem.as_bytes()));
    }

    #[test]
    fn a_der_key_reads_as_the_pem_one() {
        let issued = issue("key.example.com");
        let pem_key = key_from_bytes(issued.key_pem.as_bytes(), "x.key").expect("pem key");
        let der = pem_key.secret_der().to_vec();
        let der_key = key_from_bytes(&der, "x.key").expect("der key");
        assert_eq!(der_key.secret_der(), pem_key.secret_der());
    }

    #[test]
    fn ec_keys_are_told_from_rsa_keys() {
        for (key, ec) in [
            (GeneratedKey::EcdsaP256, true),
            (GeneratedKey::EcdsaP384, true),
            (GeneratedKey::Rsa2048, false),
        ] {
            let pem = key.key_pair().expect("key").serialize_pem();
            let der = key_from_bytes(pem.as_bytes(), "x.key").expect("key");
            assert!(matches!(der, PrivateKeyDer::Pkcs8(_)));
            assert_eq!(is_ec_key(&der), ec, "{key:?}");
        }
        let sec1 = PrivateKeyDer::Sec1(vec![0x30, 0x00].into());
        assert!(is_ec_key(&sec1));
        let pkcs1 = PrivateKeyDer::Pkcs1(vec![0x30, 0x00].into());
        assert!(!is_ec_key(&pkcs1));
    }

    #[test]
    fn truncated_or_trailing_der_is_not_der() {
        let issued = issue("cut.example.com");
        let der = pem_blocks(&issued.cert_pem).concat();
        assert!(!is_der(&der[..der.len() - 1]));
        let mut trailing = der.clone();
        trailing.push(b'\n');
        assert!(!is_der(&trailing));
        // Neither is DER, so each is read as PEM and refused as PEM.
        assert!(matches!(
            chain_from_bytes(&der[..der.len() - 1], "x.crt"),
            Err(MaterialError::NoCertificate { .. })
        ));
    }

    #[test]
    fn odd_headers_are_refused_without_panicking() {
        for bytes in [
            &[][..],
            &[0x30][..],
            &[0x30, 0x80][..],
            &[0x30, 0x85, 1, 1, 1, 1, 1][..],
            &[0x30, 0x84, 0xff, 0xff, 0xff, 0xff][..],
            &[0x30, 0x82, 0x01][..],
            &[0x31, 0x00][..],
        ] {
            assert!(!is_der(bytes), "{bytes:?}");
            assert!(chain_from_bytes(bytes, "x.crt").is_err());
            assert!(key_from_bytes(bytes, "x.key").is_err());
        }
        for bytes in [&[0x30, 0x03, 0x02, 0x01][..], &[0x30, 0x81][..], &[][..]] {
            assert_eq!(pkcs8_algorithm(bytes), None);
        }
        // Well-formed DER that is no key: refused as DER.
        assert!(matches!(
            key_from_bytes(&[0x30, 0x03, 0x02, 0x01, 0x05], "x.key"),
            Err(MaterialError::KeyDer { .. })
        ));
    }
}
