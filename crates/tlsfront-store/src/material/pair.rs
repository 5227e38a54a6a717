//! Validating one pair: its chain and key parsed (the key unsealed when the store holds it
//! sealed), the key's type and slot, the key matched against the certificate, the names it
//! covers, its validity period and the chain's order.

use std::borrow::Cow;
use std::sync::Arc;

use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, UnixTime};
use rustls::sign::{CertifiedKey, SigningKey};
use rustls::SignatureAlgorithm;
use x509_parser::prelude::{FromDer, X509Certificate};

use super::{covers, KeyKind, Leniency, MaterialError, PairOcsp, Slot, StoredPair, ValidatedPair};
use crate::host::HostName;
use crate::ocsp::OcspFacts;
use crate::seal::{SealError, Unsealer};
use crate::summary::CertSummary;

/// Validates one pair for the store entry `name`.
pub fn validate_pair(
    name: &HostName,
    pair: &StoredPair,
    now: UnixTime,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
    leniency: Leniency,
) -> Result<ValidatedPair, MaterialError> {
    let cert_file = format!("{name}{}", pair.slot.cert_suffix());
    let key_file = format!("{name}{}", pair.slot.key_suffix());

    let chain = parse_chain(&pair.cert_pem, &cert_file)?;
    let (signing_key, kind) = load_signing_key(name, pair, &key_file, provider, unsealer)?;

    let leaf = parse_x509(&chain[0], &cert_file, 0)?;
    let key_spki = signing_key.public_key();
    if key_spki.as_deref() != Some(leaf.public_key().raw) {
        return Err(MaterialError::KeyMismatch {
            cert_file,
            key_file,
        });
    }
    let summary = CertSummary::of(&leaf, &chain[0], kind);
    if !covers(&summary.dns_names, name) {
        return Err(MaterialError::NameNotCovered {
            file: cert_file,
            name: name.clone(),
            names: summary.dns_names.join(", "),
        });
    }
    if !leniency.allow_out_of_validity {
        check_validity(&summary, now, &cert_file)?;
    }
    check_chain_order(&leaf, &chain, &cert_file)?;
    let ocsp = PairOcsp::new(OcspFacts::of(&leaf));
    drop(leaf);

    Ok(ValidatedPair {
        kind,
        slot: pair.slot,
        certified_key: Arc::new(CertifiedKey::new(chain, signing_key)),
        summary,
        ocsp,
    })
}

/// A pair's private key as plain PEM: unsealed with `unsealer` when the store holds it sealed.
pub fn unsealed_key_pem<'a>(
    name: &HostName,
    pair: &'a StoredPair,
    unsealer: Option<&Unsealer>,
) -> Result<Cow<'a, [u8]>, MaterialError> {
    if !crate::seal::is_sealed(&pair.key_pem) {
        return Ok(Cow::Borrowed(&pair.key_pem));
    }
    let unseal_error = |source| MaterialError::Unseal {
        file: format!("{name}{}", pair.slot.key_suffix()),
        source,
    };
    let unsealer = unsealer.ok_or_else(|| unseal_error(SealError::NoKeyConfigured))?;
    unsealer
        .unseal(name, pair.slot, &pair.key_pem)
        .map(Cow::Owned)
        .map_err(unseal_error)
}

/// The pair's private key, loaded for signing, and its type, which must suit the pair's slot.
fn load_signing_key(
    name: &HostName,
    pair: &StoredPair,
    key_file: &str,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
) -> Result<(Arc<dyn SigningKey>, KeyKind), MaterialError> {
    let key = parse_key(name, pair, key_file, unsealer)?;
    let signing_key = provider
        .key_provider
        .load_private_key(key)
        .map_err(|source| MaterialError::KeyUnusable {
            file: key_file.to_owned(),
            source,
        })?;
    let kind = match signing_key.algorithm() {
        SignatureAlgorithm::ECDSA => KeyKind::Ecdsa,
        SignatureAlgorithm::RSA => KeyKind::Rsa,
        algorithm => {
            return Err(MaterialError::KeyTypeUnsupported {
                file: key_file.to_owned(),
                algorithm,
            });
        }
    };
    if pair.slot != Slot::Plain && pair.slot != Slot::typed(kind) {
        return Err(MaterialError::WrongSlot {
            file: key_file.to_owned(),
            found: kind.as_str(),
            slot: if pair.slot == Slot::Rsa {
                "RSA"
            } else {
                "ECDSA"
            },
        });
    }
    Ok((signing_key, kind))
}

/// Whether `now` is within the certificate's validity period.
fn check_validity(summary: &CertSummary, now: UnixTime, file: &str) -> Result<(), MaterialError> {
    let now = now.as_secs() as i64;
    if now > summary.not_after {
        return Err(MaterialError::Expired {
            file: file.to_owned(),
            not_after: summary.not_after_text(),
        });
    }
    if now < summary.not_before {
        return Err(MaterialError::NotYetValid {
            file: file.to_owned(),
            not_before: summary.not_before_text(),
        });
    }
    Ok(())
}

fn parse_chain(pem: &[u8], file: &str) -> Result<Vec<CertificateDer<'static>>, MaterialError> {
    let chain = CertificateDer::pem_slice_iter(pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|source| MaterialError::CertPem {
            file: file.to_owned(),
            source,
        })?;
    if chain.is_empty() {
        return Err(MaterialError::NoCertificate {
            file: file.to_owned(),
        });
    }
    for (index, cert) in chain.iter().enumerate().skip(1) {
        parse_x509(cert, file, index)?;
    }
    Ok(chain)
}

fn parse_key(
    name: &HostName,
    pair: &StoredPair,
    file: &str,
    unsealer: Option<&Unsealer>,
) -> Result<PrivateKeyDer<'static>, MaterialError> {
    let key_pem = unsealed_key_pem(name, pair, unsealer)?;
    PrivateKeyDer::from_pem_slice(&key_pem).map_err(|source| MaterialError::KeyPem {
        file: file.to_owned(),
        source,
    })
}

fn parse_x509<'a>(
    der: &'a CertificateDer<'_>,
    file: &str,
    index: usize,
) -> Result<X509Certificate<'a>, MaterialError> {
    X509Certificate::from_der(der)
        .map(|(_, cert)| cert)
        .map_err(|source| MaterialError::CertParse {
            file: file.to_owned(),
            index,
            source,
        })
}

fn check_chain_order(
    leaf: &X509Certificate<'_>,
    chain: &[CertificateDer<'static>],
    file: &str,
) -> Result<(), MaterialError> {
    let mut issuer_of_previous = leaf.issuer().as_raw().to_vec();
    for (index, der) in chain.iter().enumerate().skip(1) {
        let cert = parse_x509(der, file, index)?;
        if cert.subject().as_raw() != issuer_of_previous.as_slice() {
            return Err(MaterialError::ChainOutOfOrder {
                file: file.to_owned(),
                index: index - 1,
            });
        }
        issuer_of_previous = cert.issuer().as_raw().to_vec();
    }
    Ok(())
}
