//! `client_auth`, `client_ca` and `client_crl`: a host that asks its clients for a certificate
//! (mutual TLS).
//!
//! ```toml
//! client_auth = "required"          # or "optional": a client without one is served too
//! client_ca = """
//! -----BEGIN CERTIFICATE-----
//! ...
//! -----END CERTIFICATE-----
//! """
//! client_crl = """                  # optional: certificates the CA has revoked
//! -----BEGIN X509 CRL-----
//! ...
//! -----END X509 CRL-----
//! """
//! ```
//!
//! Checked when the entry is parsed: every CA makes a trust anchor, every CRL parses and was
//! issued by one of the CAs, and the verifier the handshake uses is built here, once, so that
//! nothing about it is found out during a handshake.
//!
//! Revocation: a CRL revokes what it lists, for the client's own certificate (the end entity);
//! a client whose CA gave no CRL is not refused for it. A CRL past its `nextUpdate` refuses
//! every client of its CA, as OpenSSL (and so nginx) does: the tenant must replace it in time.

use std::fmt;
use std::sync::Arc;

use aws_lc_rs::digest::{Context as Digest, SHA256};
use rustls::server::danger::ClientCertVerifier;
use rustls::server::WebPkiClientVerifier;
use rustls::RootCertStore;
use rustls_pki_types::pem::{PemObject, SectionKind};
use rustls_pki_types::{CertificateDer, CertificateRevocationListDer};
use x509_parser::prelude::{FromDer, X509Certificate};
use x509_parser::revocation_list::CertificateRevocationList;

use super::ca::{canonical_pem, parse_anchors};
use super::SiteError;

/// Most CRLs one `client_crl` may hold: one per CA of `client_ca`.
pub const MAX_CLIENT_CRLS: usize = 16;

/// Whether a client without a certificate is served.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClientAuthMode {
    /// A client must send a certificate that `client_ca` issued; the handshake fails otherwise.
    Required,
    /// A client may send one (then it must verify) or none.
    Optional,
}

impl ClientAuthMode {
    /// `required` or `optional`, as an entry writes it.
    pub fn parse(text: &str) -> Result<Self, SiteError> {
        match text {
            "required" => Ok(ClientAuthMode::Required),
            "optional" => Ok(ClientAuthMode::Optional),
            _ => Err(SiteError::ClientAuth {
                given: text.chars().take(40).collect(),
            }),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ClientAuthMode::Required => "required",
            ClientAuthMode::Optional => "optional",
        }
    }
}

/// A host's client-certificate policy, parsed and checked, with the verifier its handshakes
/// use. Equal when the mode, the CAs and the CRLs are the same.
#[derive(Clone)]
pub struct ClientAuth {
    pub mode: ClientAuthMode,
    anchors: Arc<[CertificateDer<'static>]>,
    crls: Arc<[CertificateRevocationListDer<'static>]>,
    verifier: Arc<dyn ClientCertVerifier>,
    /// SHA-256 over the mode, the CAs and the CRLs: what tells two policies apart.
    fingerprint: [u8; 32],
}

impl ClientAuth {
    /// The policy from an entry's three keys: `mode` is `client_auth`'s value, `ca_pem`
    /// `client_ca`'s, `crl_pem` `client_crl`'s.
    pub fn parse(mode: &str, ca_pem: &str, crl_pem: Option<&str>) -> Result<Self, SiteError> {
        let mode = ClientAuthMode::parse(mode)?;
        let (anchors, roots) =
            parse_anchors(ca_pem).map_err(|reason| SiteError::ClientCa { reason })?;
        let crls = match crl_pem {
            None => Vec::new(),
            Some(pem) => {
                parse_crls(pem, &anchors).map_err(|reason| SiteError::ClientCrl { reason })?
            }
        };
        let verifier = build_verifier(mode, roots, &crls)?;
        let mut digest = Digest::new(&SHA256);
        digest.update(mode.as_str().as_bytes());
        for item in anchors
            .iter()
            .map(|c| c.as_ref())
            .chain(crls.iter().map(|c| c.as_ref()))
        {
            digest.update(&(item.len() as u64).to_be_bytes());
            digest.update(item);
        }
        let mut fingerprint = [0; 32];
        fingerprint.copy_from_slice(digest.finish().as_ref());
        Ok(ClientAuth {
            mode,
            anchors: anchors.into(),
            crls: crls.into(),
            verifier,
            fingerprint,
        })
    }

    /// The verifier a handshake of the host uses: it asks for a certificate, names the CAs in
    /// its request, and checks the one it gets against them and the CRLs.
    pub fn verifier(&self) -> Arc<dyn ClientCertVerifier> {
        self.verifier.clone()
    }

    /// What a session made under this policy is bound to: a session ticket resumes only under
    /// the same mode, CAs and CRLs.
    pub fn fingerprint(&self) -> [u8; 32] {
        self.fingerprint
    }

    /// How many CAs and CRLs it holds, for listings.
    pub fn counts(&self) -> (usize, usize) {
        (self.anchors.len(), self.crls.len())
    }

    /// The entry's keys, as [`ClientAuth::parse`] reads them back.
    pub fn to_toml(&self) -> String {
        // Canonical PEM is base64 and dashes: nothing a multi-line string must escape.
        let mut text = format!(
            "client_auth = \"{}\"\nclient_ca = \"\"\"\n{}\"\"\"\n",
            self.mode.as_str(),
            canonical_pem("CERTIFICATE", &self.anchors)
        );
        if !self.crls.is_empty() {
            text.push_str(&format!(
                "client_crl = \"\"\"\n{}\"\"\"\n",
                canonical_pem("X509 CRL", &self.crls)
            ));
        }
        text
    }
}

impl PartialEq for ClientAuth {
    fn eq(&self, other: &Self) -> bool {
        self.fingerprint == other.fingerprint
    }
}

impl Eq for ClientAuth {}

impl fmt::Debug for ClientAuth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientAuth")
            .field("mode", &self.mode)
            .field("cas", &self.anchors.len())
            .field("crls", &self.crls.len())
            .finish_non_exhaustive()
    }
}

/// Parses PEM text holding one to [`MAX_CLIENT_CRLS`] `X509 CRL` sections, each issued by one
/// of `anchors`.
fn parse_crls(
    pem: &str,
    anchors: &[CertificateDer<'static>],
) -> Result<Vec<CertificateRevocationListDer<'static>>, &'static str> {
    let mut crls = Vec::new();
    for section in <(SectionKind, Vec<u8>)>::pem_slice_iter(pem.as_bytes()) {
        match section {
            Ok((SectionKind::Crl, der)) => crls.push(CertificateRevocationListDer::from(der)),
            Ok(_) => return Err("it holds a PEM section other than X509 CRL"),
            Err(_) => return Err("it is not valid PEM"),
        }
    }
    if crls.is_empty() {
        return Err("it holds no -----BEGIN X509 CRL----- section; leave the key out for none");
    }
    if crls.len() > MAX_CLIENT_CRLS {
        return Err("it holds more than 16 CRLs");
    }
    let subjects: Vec<Vec<u8>> = anchors
        .iter()
        .filter_map(|der| X509Certificate::from_der(der).ok())
        .map(|(_, certificate)| certificate.subject().as_raw().to_vec())
        .collect();
    for crl in &crls {
        let Ok((_, parsed)) = CertificateRevocationList::from_der(crl) else {
            return Err("a CRL in it does not parse as an X.509 CRL");
        };
        if !subjects
            .iter()
            .any(|subject| subject == parsed.issuer().as_raw())
        {
            return Err("a CRL in it was not issued by any CA of client_ca");
        }
    }
    Ok(crls)
}

/// The handshake's verifier: the CAs as roots and as the names in the certificate request,
/// revocation of the client's own certificate by the CRLs.
fn build_verifier(
    mode: ClientAuthMode,
    roots: RootCertStore,
    crls: &[CertificateRevocationListDer<'static>],
) -> Result<Arc<dyn ClientCertVerifier>, SiteError> {
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let mut builder = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider)
        .with_crls(crls.iter().cloned())
        .only_check_end_entity_revocation()
        .allow_unknown_revocation_status()
        .enforce_revocation_expiration();
    if mode == ClientAuthMode::Optional {
        builder = builder.allow_unauthenticated();
    }
    builder.build().map_err(|_| SiteError::ClientCrl {
        reason: "the CAs and CRLs do not make a verifier (a CRL does not parse)",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{TestCa, Validity};

    #[test]
    fn a_policy_parses_round_trips_and_tells_its_changes_apart() {
        let ca = TestCa::generate("client CA").unwrap();
        let client = ca
            .issue_client("device-1", Validity::days_from_now(30))
            .unwrap();
        let crl = ca.revocation_list(&[client.serial]).unwrap();
        let required = ClientAuth::parse("required", ca.cert_pem(), None).unwrap();
        assert_eq!(required.counts(), (1, 0));
        let optional = ClientAuth::parse("optional", ca.cert_pem(), None).unwrap();
        let revoking = ClientAuth::parse("required", ca.cert_pem(), Some(&crl)).unwrap();
        assert_eq!(revoking.counts(), (1, 1));
        assert_ne!(required, optional);
        assert_ne!(required, revoking);
        assert!(required.verifier().client_auth_mandatory());
        assert!(!optional.verifier().client_auth_mandatory());
        assert_eq!(required.verifier().root_hint_subjects().len(), 1);
        for policy in [&required, &optional, &revoking] {
            let text = policy.to_toml();
            let table: toml::Table = toml::from_str(&text).unwrap();
            let again = ClientAuth::parse(
                table["client_auth"].as_str().unwrap(),
                table["client_ca"].as_str().unwrap(),
                table.get("client_crl").and_then(|v| v.as_str()),
            )
            .unwrap();
            assert_eq!(&again, policy, "{text}");
        }
    }

    #[test]
    fn bad_policies_are_refused_with_what_is_wrong() {
        let ca = TestCa::generate("client CA").unwrap();
        let other = TestCa::generate("another CA").unwrap();
        let crl = ca.revocation_list(&[]).unwrap();
        let others_crl = other.revocation_list(&[]).unwrap();
        let not_der = "-----BEGIN X509 CRL-----\nAAAA\n-----END X509 CRL-----\n";
        for (mode, ca_pem, crl_pem, says) in [
            (
                "sometimes",
                ca.cert_pem(),
                None,
                "client_auth = \"sometimes\"",
            ),
            ("required", "", None, "client_ca: it holds no"),
            (
                "required",
                ca.cert_pem(),
                Some(""),
                "client_crl: it holds no",
            ),
            (
                "required",
                ca.cert_pem(),
                Some(ca.cert_pem()),
                "other than X509 CRL",
            ),
            ("required", ca.cert_pem(), Some(not_der), "does not parse"),
            (
                "required",
                ca.cert_pem(),
                Some(others_crl.as_str()),
                "not issued by any CA",
            ),
        ] {
            let err = ClientAuth::parse(mode, ca_pem, crl_pem)
                .unwrap_err()
                .to_string();
            assert!(err.contains(says), "{mode} {crl_pem:?}: {err}");
        }
        ClientAuth::parse("required", ca.cert_pem(), Some(&crl)).unwrap();
    }
}
