//! Validating one pair: its chain and key parsed from PEM or DER (the key unsealed when the
//! store holds it sealed), or taken from [`ParsedMaterial`] when other bytes just like them
//! were parsed before; then, every time, the key's type and slot, the key matched against the
//! certificate, the names it covers, its validity period and the chain's order.

use std::borrow::Cow;
use std::sync::Arc;

use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, UnixTime};
use rustls::sign::{CertifiedKey, SigningKey};
use rustls::SignatureAlgorithm;
use x509_parser::prelude::{FromDer, X509Certificate};
use x509_parser::public_key::PublicKey;

use super::encoding::{chain_from_bytes, is_ec_key, key_from_bytes};
use super::parsed::{content_hash, ParsedChain, ParsedKey, ParsedMaterial};
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
    validate_pair_with(name, pair, now, provider, unsealer, leniency, None)
}

/// [`validate_pair`], taking the parsed chain and key from `parsed` when it holds them (and
/// keeping them there when it does not). Only parsing is shared: every check that involves the
/// host, its slot or the time runs here on every call.
pub(crate) fn validate_pair_with(
    name: &HostName,
    pair: &StoredPair,
    now: UnixTime,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
    leniency: Leniency,
    parsed: Option<&ParsedMaterial>,
) -> Result<ValidatedPair, MaterialError> {
    let cert_file = || format!("{name}{}", pair.slot.cert_suffix());
    let key_file = || format!("{name}{}", pair.slot.key_suffix());

    let chain = chain_of(&pair.cert_pem, &cert_file, parsed)?;
    let key = key_of(name, pair, &key_file, provider, unsealer, parsed)?;
    check_slot(pair.slot, key.kind, &key_file)?;

    let summary = match &chain.summary {
        Some(summary) if key.spki.as_deref() == Some(chain.leaf_spki.as_slice()) => summary,
        _ => {
            return Err(MaterialError::KeyMismatch {
                cert_file: cert_file(),
                key_file: key_file(),
            })
        }
    };
    if !covers(&summary.dns_names, name) {
        return Err(MaterialError::NameNotCovered {
            file: cert_file(),
            name: name.clone(),
            names: summary.dns_names.join(", "),
        });
    }
    if !leniency.allow_out_of_validity {
        check_validity(summary, now, &cert_file)?;
    }
    if let Some(index) = chain.out_of_order_at {
        return Err(MaterialError::ChainOutOfOrder {
            file: cert_file(),
            index,
        });
    }

    Ok(ValidatedPair {
        kind: key.kind,
        slot: pair.slot,
        certified_key: Arc::new(CertifiedKey::new(
            chain.chain.clone(),
            key.signing_key.clone(),
        )),
        summary: summary.clone(),
        ocsp: PairOcsp::new(chain.ocsp.clone()),
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

/// The pair's chain, parsed, or as `parsed` holds it for these bytes.
fn chain_of(
    bytes: &[u8],
    file: &dyn Fn() -> String,
    parsed: Option<&ParsedMaterial>,
) -> Result<Arc<ParsedChain>, MaterialError> {
    let Some(parsed) = parsed else {
        return parse_chain(bytes, &file()).map(Arc::new);
    };
    let hash = content_hash(bytes);
    if let Some(chain) = parsed.chain(&hash) {
        return Ok(chain);
    }
    let chain = Arc::new(parse_chain(bytes, &file())?);
    parsed.keep_chain(hash, chain.clone());
    Ok(chain)
}

/// The pair's private key, loaded for signing, or as `parsed` holds it for these bytes.
fn key_of(
    name: &HostName,
    pair: &StoredPair,
    file: &dyn Fn() -> String,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
    parsed: Option<&ParsedMaterial>,
) -> Result<Arc<ParsedKey>, MaterialError> {
    let plain = unsealed_key_pem(name, pair, unsealer)?;
    let Some(parsed) = parsed else {
        return load_key(&plain, &file(), provider).map(Arc::new);
    };
    let hash = content_hash(&plain);
    if let Some(key) = parsed.key(&hash) {
        return Ok(key);
    }
    let key = Arc::new(load_key(&plain, &file(), provider)?);
    parsed.keep_key(hash, key.clone());
    Ok(key)
}

/// A private key loaded for signing, with its type and public key.
fn load_key(
    bytes: &[u8],
    file: &str,
    provider: &CryptoProvider,
) -> Result<ParsedKey, MaterialError> {
    let key = key_from_bytes(bytes, file)?;
    let signing_key =
        load_signing_key(key, provider).map_err(|source| MaterialError::KeyUnusable {
            file: file.to_owned(),
            source,
        })?;
    let kind = match signing_key.algorithm() {
        SignatureAlgorithm::ECDSA => KeyKind::Ecdsa,
        SignatureAlgorithm::RSA => KeyKind::Rsa,
        algorithm => {
            return Err(MaterialError::KeyTypeUnsupported {
                file: file.to_owned(),
                algorithm,
            });
        }
    };
    let spki = signing_key.public_key().map(|spki| spki.to_vec());
    Ok(ParsedKey {
        signing_key,
        kind,
        spki,
    })
}

/// The key loaded for signing. An EC key goes straight to aws-lc-rs's ECDSA loader (the
/// provider the server is built on): the generic loader (rustls' `any_supported_type`) tries
/// RSA first, and aws-lc parses and checks a whole EC key, one P-256 scalar multiplication,
/// before it finds it is not RSA, so an ECDSA key cost two. Every other key goes to the
/// provider's loader.
fn load_signing_key(
    key: PrivateKeyDer<'static>,
    provider: &CryptoProvider,
) -> Result<Arc<dyn SigningKey>, rustls::Error> {
    if is_ec_key(&key) {
        return rustls::crypto::aws_lc_rs::sign::any_ecdsa_type(&key);
    }
    provider.key_provider.load_private_key(key)
}

/// The key's type must suit the pair's slot: any in the plain slot, its own in a typed one.
fn check_slot(slot: Slot, kind: KeyKind, file: &dyn Fn() -> String) -> Result<(), MaterialError> {
    if slot != Slot::Plain && slot != Slot::typed(kind) {
        return Err(MaterialError::WrongSlot {
            file: file(),
            found: kind.as_str(),
            slot: if slot == Slot::Rsa { "RSA" } else { "ECDSA" },
        });
    }
    Ok(())
}

/// Whether `now` is within the certificate's validity period.
fn check_validity(
    summary: &CertSummary,
    now: UnixTime,
    file: &dyn Fn() -> String,
) -> Result<(), MaterialError> {
    let now = now.as_secs() as i64;
    if now > summary.not_after {
        return Err(MaterialError::Expired {
            file: file(),
            not_after: summary.not_after_text(),
        });
    }
    if now < summary.not_before {
        return Err(MaterialError::NotYetValid {
            file: file(),
            not_before: summary.not_before_text(),
        });
    }
    Ok(())
}

/// A chain parsed and checked as far as its bytes alone allow: every certificate parses, the
/// leaf's key, summary and OCSP facts, and the chain's order.
fn parse_chain(bytes: &[u8], file: &str) -> Result<ParsedChain, MaterialError> {
    let chain = chain_from_bytes(bytes, file)?;
    for (index, cert) in chain.iter().enumerate().skip(1) {
        parse_x509(cert, file, index)?;
    }
    let leaf = parse_x509(&chain[0], file, 0)?;
    let summary = leaf_kind(&leaf).map(|kind| CertSummary::of(&leaf, &chain[0], kind));
    let out_of_order_at = chain_out_of_order_at(&leaf, &chain, file)?;
    let leaf_spki = leaf.public_key().raw.to_vec();
    let ocsp = OcspFacts::of(&leaf);
    drop(leaf);
    Ok(ParsedChain {
        chain,
        leaf_spki,
        summary,
        ocsp,
        out_of_order_at,
    })
}

/// The type of the leaf's key, when it is one we serve.
fn leaf_kind(leaf: &X509Certificate<'_>) -> Option<KeyKind> {
    match leaf.public_key().parsed().ok()? {
        PublicKey::EC(_) => Some(KeyKind::Ecdsa),
        PublicKey::RSA(_) => Some(KeyKind::Rsa),
        _ => None,
    }
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

/// The first certificate not issued by the one after it, if any.
fn chain_out_of_order_at(
    leaf: &X509Certificate<'_>,
    chain: &[CertificateDer<'static>],
    file: &str,
) -> Result<Option<usize>, MaterialError> {
    let mut issuer_of_previous = leaf.issuer().as_raw().to_vec();
    for (index, der) in chain.iter().enumerate().skip(1) {
        let cert = parse_x509(der, file, index)?;
        if cert.subject().as_raw() != issuer_of_previous.as_slice() {
            return Ok(Some(index - 1));
        }
        issuer_of_previous = cert.issuer().as_raw().to_vec();
    }
    Ok(None)
}
