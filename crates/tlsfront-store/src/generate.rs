//! Generated certificates for demos, tests and benchmarks: a throw-away CA that issues host
//! certificates. Never for production: the CA key is written next to the certificates.

use std::time::{Duration, SystemTime};

use rcgen::{
    BasicConstraints, CertificateParams, CustomExtension, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyUsagePurpose, RsaKeySize, PKCS_ECDSA_P256_SHA256, PKCS_ECDSA_P384_SHA384,
    PKCS_RSA_SHA256,
};
use time::OffsetDateTime;

use crate::material::KeyKind;

pub use rcgen::KeyPair;

/// Which key a generated certificate gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GeneratedKey {
    EcdsaP256,
    EcdsaP384,
    Rsa2048,
    Rsa4096,
}

impl GeneratedKey {
    pub fn kind(self) -> KeyKind {
        match self {
            GeneratedKey::EcdsaP256 | GeneratedKey::EcdsaP384 => KeyKind::Ecdsa,
            GeneratedKey::Rsa2048 | GeneratedKey::Rsa4096 => KeyKind::Rsa,
        }
    }

    /// A new key pair of this type.
    pub fn key_pair(self) -> Result<KeyPair, rcgen::Error> {
        match self {
            GeneratedKey::EcdsaP256 => KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256),
            GeneratedKey::EcdsaP384 => KeyPair::generate_for(&PKCS_ECDSA_P384_SHA384),
            GeneratedKey::Rsa2048 => KeyPair::generate_rsa_for(&PKCS_RSA_SHA256, RsaKeySize::_2048),
            GeneratedKey::Rsa4096 => KeyPair::generate_rsa_for(&PKCS_RSA_SHA256, RsaKeySize::_4096),
        }
    }
}

/// A PEM certificate chain and its PEM private key.
#[derive(Clone)]
pub struct GeneratedPair {
    pub cert_pem: String,
    pub key_pem: String,
}

impl std::fmt::Debug for GeneratedPair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GeneratedPair")
            .field("cert_pem", &self.cert_pem)
            .finish_non_exhaustive()
    }
}

/// When a generated certificate is valid.
#[derive(Debug, Clone, Copy)]
pub struct Validity {
    pub not_before: SystemTime,
    pub not_after: SystemTime,
}

impl Validity {
    /// From a day ago (clock skew) to `days` from now.
    pub fn days_from_now(days: u64) -> Self {
        let now = SystemTime::now();
        Validity {
            not_before: now - Duration::from_secs(86_400),
            not_after: now + Duration::from_secs(days * 86_400),
        }
    }

    /// Expired a day ago.
    pub fn expired() -> Self {
        let now = SystemTime::now();
        Validity {
            not_before: now - Duration::from_secs(30 * 86_400),
            not_after: now - Duration::from_secs(86_400),
        }
    }
}

/// A test certificate authority.
pub struct TestCa {
    issuer: Issuer<'static, KeyPair>,
    cert_pem: String,
    key_pem: String,
}

impl TestCa {
    /// A new CA with an ECDSA P-256 key, valid for ten years.
    pub fn generate(common_name: &str) -> Result<Self, rcgen::Error> {
        let key = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)?;
        let mut params = CertificateParams::new(Vec::<String>::new())?;
        params
            .distinguished_name
            .push(DnType::CommonName, common_name);
        params
            .distinguished_name
            .push(DnType::OrganizationName, "tlsfront test CA");
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        let validity = Validity::days_from_now(3650);
        params.not_before = OffsetDateTime::from(validity.not_before);
        params.not_after = OffsetDateTime::from(validity.not_after);
        let cert = params.self_signed(&key)?;
        let key_pem = key.serialize_pem();
        Ok(TestCa {
            cert_pem: cert.pem(),
            key_pem,
            issuer: Issuer::new(params, key),
        })
    }

    /// A CA from its PEM certificate and key, to issue more certificates under it.
    pub fn from_pem(cert_pem: &str, key_pem: &str) -> Result<Self, rcgen::Error> {
        let key = KeyPair::from_pem(key_pem)?;
        let issuer = Issuer::from_ca_cert_pem(cert_pem, key)?;
        Ok(TestCa {
            issuer,
            cert_pem: cert_pem.to_owned(),
            key_pem: key_pem.to_owned(),
        })
    }

    /// The CA certificate, for clients to trust.
    pub fn cert_pem(&self) -> &str {
        &self.cert_pem
    }

    /// The CA's private key, so later runs can issue under the same CA.
    pub fn key_pem(&self) -> &str {
        &self.key_pem
    }

    /// Issues a server certificate for `names` (DNS names, wildcards allowed).
    pub fn issue(
        &self,
        names: &[&str],
        key: GeneratedKey,
        validity: Validity,
    ) -> Result<GeneratedPair, rcgen::Error> {
        self.issue_for_key(names, &key.key_pair()?, validity)
    }

    /// Issues a server certificate for `names` with a key pair the caller already has: many
    /// hosts can share one key (benchmarks, where RSA key generation would dominate).
    pub fn issue_for_key(
        &self,
        names: &[&str],
        key_pair: &KeyPair,
        validity: Validity,
    ) -> Result<GeneratedPair, rcgen::Error> {
        self.issue_with_ocsp(names, key_pair, validity, &OcspExtensions::default())
    }

    /// Issues a server certificate that names an OCSP responder and may demand a staple. Its
    /// chain holds the CA certificate after the leaf, so a staple can be checked against it.
    pub fn issue_with_ocsp(
        &self,
        names: &[&str],
        key_pair: &KeyPair,
        validity: Validity,
        ocsp: &OcspExtensions,
    ) -> Result<GeneratedPair, rcgen::Error> {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        let mut params = CertificateParams::new(names.clone())?;
        params.distinguished_name = rcgen::DistinguishedName::new();
        if let Some(first) = names.first() {
            params
                .distinguished_name
                .push(DnType::CommonName, first.as_str());
        }
        params.key_usages = vec![
            KeyUsagePurpose::DigitalSignature,
            KeyUsagePurpose::KeyEncipherment,
        ];
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        params.use_authority_key_identifier_extension = true;
        params.not_before = OffsetDateTime::from(validity.not_before);
        params.not_after = OffsetDateTime::from(validity.not_after);
        params.custom_extensions = ocsp.extensions();
        let cert = params.signed_by(key_pair, &self.issuer)?;
        let mut cert_pem = cert.pem();
        if *ocsp != OcspExtensions::default() {
            cert_pem.push_str(&self.cert_pem);
        }
        Ok(GeneratedPair {
            cert_pem,
            key_pem: key_pair.serialize_pem(),
        })
    }

    /// Issues an OCSP responder certificate (id-kp-OCSPSigning): a responder the CA delegates
    /// to, as `openssl ocsp -rsigner` uses.
    pub fn issue_ocsp_responder(
        &self,
        common_name: &str,
        validity: Validity,
    ) -> Result<GeneratedPair, rcgen::Error> {
        let key_pair = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)?;
        let mut params = CertificateParams::new(Vec::<String>::new())?;
        params
            .distinguished_name
            .push(DnType::CommonName, common_name);
        params.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::OcspSigning];
        params.not_before = OffsetDateTime::from(validity.not_before);
        params.not_after = OffsetDateTime::from(validity.not_after);
        let cert = params.signed_by(&key_pair, &self.issuer)?;
        Ok(GeneratedPair {
            cert_pem: cert.pem(),
            key_pem: key_pair.serialize_pem(),
        })
    }
}

/// The OCSP extensions a generated certificate may carry.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OcspExtensions {
    /// An `http://` URL, written into Authority Information Access as the OCSP responder.
    pub responder_url: Option<String>,
    /// The TLS Feature extension listing status_request (RFC 7633, "Must-Staple").
    pub must_staple: bool,
}

impl OcspExtensions {
    fn extensions(&self) -> Vec<CustomExtension> {
        use crate::ocsp::der::{encode, INTEGER, OID, SEQUENCE};
        let mut extensions = Vec::new();
        if let Some(url) = &self.responder_url {
            // AccessDescription { id-ad-ocsp, uniformResourceIdentifier [6] IMPLICIT IA5String }
            let access_ocsp = [0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01];
            let description = [encode(OID, &access_ocsp), encode(0x86, url.as_bytes())].concat();
            let value = encode(SEQUENCE, &encode(SEQUENCE, &description));
            extensions.push(CustomExtension::from_oid_content(
                &[1, 3, 6, 1, 5, 5, 7, 1, 1],
                value,
            ));
        }
        if self.must_staple {
            let value = encode(SEQUENCE, &encode(INTEGER, &[5]));
            extensions.push(CustomExtension::from_oid_content(
                &[1, 3, 6, 1, 5, 5, 7, 1, 24],
                value,
            ));
        }
        extensions
    }
}

/// A client certificate for mutual TLS, with its serial number, which a CRL names.
#[derive(Clone)]
pub struct GeneratedClient {
    pub cert_pem: String,
    pub key_pem: String,
    pub serial: u64,
}

impl TestCa {
    /// Issues a client certificate (the `clientAuth` usage) for `common_name`, with an ECDSA
    /// P-256 key and a random serial number.
    pub fn issue_client(
        &self,
        common_name: &str,
        validity: Validity,
    ) -> Result<GeneratedClient, rcgen::Error> {
        let key_pair = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)?;
        let mut params = CertificateParams::new(Vec::<String>::new())?;
        params.distinguished_name = rcgen::DistinguishedName::new();
        params
            .distinguished_name
            .push(DnType::CommonName, common_name);
        params.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ClientAuth];
        params.use_authority_key_identifier_extension = true;
        let mut serial = [0u8; 8];
        aws_lc_rs::rand::fill(&mut serial).map_err(|_| rcgen::Error::RingUnspecified)?;
        // Positive and non-zero, as RFC 5280 asks of a serial number.
        serial[0] = (serial[0] & 0x7f) | 0x01;
        params.serial_number = Some(rcgen::SerialNumber::from_slice(&serial));
        params.not_before = OffsetDateTime::from(validity.not_before);
        params.not_after = OffsetDateTime::from(validity.not_after);
        let cert = params.signed_by(&key_pair, &self.issuer)?;
        Ok(GeneratedClient {
            cert_pem: cert.pem(),
            key_pem: key_pair.serialize_pem(),
            serial: u64::from_be_bytes(serial),
        })
    }

    /// A CRL (PEM) revoking the certificates with these serial numbers, current for a week.
    pub fn revocation_list(&self, serials: &[u64]) -> Result<String, rcgen::Error> {
        let now = SystemTime::now();
        let params = rcgen::CertificateRevocationListParams {
            this_update: OffsetDateTime::from(now - Duration::from_secs(3600)),
            next_update: OffsetDateTime::from(now + Duration::from_secs(7 * 86_400)),
            crl_number: rcgen::SerialNumber::from(1u64),
            issuing_distribution_point: None,
            revoked_certs: serials
                .iter()
                .map(|serial| rcgen::RevokedCertParams {
                    serial_number: rcgen::SerialNumber::from_slice(&serial.to_be_bytes()),
                    revocation_time: OffsetDateTime::from(now - Duration::from_secs(60)),
                    reason_code: None,
                    invalidity_date: None,
                })
                .collect(),
            key_identifier_method: rcgen::KeyIdMethod::Sha256,
        };
        params.signed_by(&self.issuer)?.pem()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::HostName;
    use crate::material::{validate_pair, Leniency, Slot, StoredPair};
    use rustls::pki_types::UnixTime;

    fn pair(generated: &GeneratedPair) -> StoredPair {
        StoredPair {
            slot: Slot::Plain,
            cert_pem: generated.cert_pem.clone().into(),
            key_pem: generated.key_pem.clone().into(),
        }
    }

    #[test]
    fn issued_certificates_validate_and_bad_ones_do_not() {
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        let ca = TestCa::generate("test").unwrap();
        let host = HostName::parse("a.example").unwrap();
        let now = UnixTime::now();
        let ok = ca
            .issue(
                &["a.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .unwrap();
        let validated =
            validate_pair(&host, &pair(&ok), now, &provider, None, Leniency::default()).unwrap();
        assert_eq!(validated.kind, KeyKind::Ecdsa);
        assert_eq!(validated.summary.dns_names, ["a.example"]);

        let rsa = ca
            .issue(
                &["a.example"],
                GeneratedKey::Rsa2048,
                Validity::days_from_now(30),
            )
            .unwrap();
        let validated = validate_pair(
            &host,
            &pair(&rsa),
            now,
            &provider,
            None,
            Leniency::default(),
        )
        .unwrap();
        assert_eq!(validated.summary.key_description, "RSA 2048");

        let other = ca
            .issue(
                &["b.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .unwrap();
        let err = validate_pair(
            &host,
            &pair(&other),
            now,
            &provider,
            None,
            Leniency::default(),
        )
        .unwrap_err();
        assert!(
            err.to_string().contains("does not cover a.example"),
            "{err}"
        );

        let mut mismatched = pair(&ok);
        mismatched.key_pem = other.key_pem.clone().into();
        let err = validate_pair(
            &host,
            &mismatched,
            now,
            &provider,
            None,
            Leniency::default(),
        )
        .unwrap_err();
        assert!(
            matches!(err, crate::MaterialError::KeyMismatch { .. }),
            "{err}"
        );

        let expired = ca
            .issue(&["a.example"], GeneratedKey::EcdsaP256, Validity::expired())
            .unwrap();
        let err = validate_pair(
            &host,
            &pair(&expired),
            now,
            &provider,
            None,
            Leniency::default(),
        )
        .unwrap_err();
        assert!(matches!(err, crate::MaterialError::Expired { .. }), "{err}");
        let lenient = Leniency {
            allow_out_of_validity: true,
        };
        assert!(validate_pair(&host, &pair(&expired), now, &provider, None, lenient).is_ok());
    }

    #[test]
    fn chains_must_be_in_order_and_pem_must_be_whole() {
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        let ca = TestCa::generate("test").unwrap();
        let host = HostName::parse("a.example").unwrap();
        let leaf = ca
            .issue(
                &["a.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .unwrap();
        let now = UnixTime::now();

        let mut chained = pair(&leaf);
        chained.cert_pem = format!("{}{}", leaf.cert_pem, ca.cert_pem()).into();
        assert!(validate_pair(&host, &chained, now, &provider, None, Leniency::default()).is_ok());

        let unrelated = TestCa::generate("other").unwrap();
        chained.cert_pem = format!("{}{}", leaf.cert_pem, unrelated.cert_pem()).into();
        let err =
            validate_pair(&host, &chained, now, &provider, None, Leniency::default()).unwrap_err();
        assert!(
            matches!(err, crate::MaterialError::ChainOutOfOrder { .. }),
            "{err}"
        );

        let mut truncated = pair(&leaf);
        truncated.cert_pem.truncate(truncated.cert_pem.len() / 2);
        let err = validate_pair(&host, &truncated, now, &provider, None, Leniency::default())
            .unwrap_err();
        assert!(matches!(err, crate::MaterialError::CertPem { .. }), "{err}");

        let mut garbage = pair(&leaf);
        garbage.key_pem = b"not a key".to_vec();
        let err =
            validate_pair(&host, &garbage, now, &provider, None, Leniency::default()).unwrap_err();
        assert!(matches!(err, crate::MaterialError::KeyPem { .. }), "{err}");
        assert!(!format!("{err:?}").contains("PRIVATE KEY"));
    }

    #[test]
    fn a_ca_reloaded_from_pem_issues_more() {
        let ca = TestCa::generate("test").unwrap();
        let again = TestCa::from_pem(ca.cert_pem(), ca.key_pem()).unwrap();
        let issued = again
            .issue(
                &["*.w.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(1),
            )
            .unwrap();
        assert!(issued.cert_pem.contains("BEGIN CERTIFICATE"));
    }
}
