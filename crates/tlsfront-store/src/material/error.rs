//! Why a host's material was refused: one variant per check, each naming the file at fault.

use rustls::pki_types::pem;
use rustls::SignatureAlgorithm;

use crate::host::HostName;
use crate::seal::SealError;
use crate::site::SiteError;

/// Why a host's material was refused. The messages name what is wrong, never key bytes.
#[derive(Debug, thiserror::Error)]
pub enum MaterialError {
    #[error("the store entry holds no certificate")]
    Empty,
    #[error("{file} is missing while {other} exists")]
    HalfPair { file: String, other: String },
    #[error("{file}: the PEM does not parse")]
    CertPem {
        file: String,
        #[source]
        source: pem::Error,
    },
    #[error("{file}: no CERTIFICATE block")]
    NoCertificate { file: String },
    #[error("{file}: certificate {index} of the chain does not parse")]
    CertParse {
        file: String,
        index: usize,
        #[source]
        source: x509_parser::nom::Err<x509_parser::error::X509Error>,
    },
    #[error("{file}: no private key block, or its PEM does not parse")]
    KeyPem {
        file: String,
        #[source]
        source: pem::Error,
    },
    #[error("{file}: the DER is no private key ({reason})")]
    KeyDer { file: String, reason: &'static str },
    #[error("{file}: the key is sealed and does not unseal: {source}")]
    Unseal {
        file: String,
        #[source]
        source: SealError,
    },
    #[error("{file}: the private key is not a usable ECDSA or RSA key")]
    KeyUnusable {
        file: String,
        #[source]
        source: rustls::Error,
    },
    #[error("{file}: only ECDSA and RSA keys are served, this one is {algorithm:?}")]
    KeyTypeUnsupported {
        file: String,
        algorithm: SignatureAlgorithm,
    },
    #[error("{key_file}: the private key does not match the certificate in {cert_file}")]
    KeyMismatch { cert_file: String, key_file: String },
    #[error("{file}: the certificate does not cover {name} (it names: {names})")]
    NameNotCovered {
        file: String,
        name: HostName,
        names: String,
    },
    #[error("{file}: the certificate expired at {not_after}")]
    Expired { file: String, not_after: String },
    #[error("{file}: the certificate is not valid before {not_before}")]
    NotYetValid { file: String, not_before: String },
    #[error(
        "{file}: the chain is out of order: certificate {index} was not issued by the one after it"
    )]
    ChainOutOfOrder { file: String, index: usize },
    #[error("{file} and {other} both hold an {kind} pair; a host has one pair per key type")]
    DuplicateKind {
        file: String,
        other: String,
        kind: &'static str,
    },
    #[error("{file}: {source}")]
    Site {
        file: String,
        #[source]
        source: SiteError,
    },
    #[error("{file} holds an {found} pair, but its name says {slot}")]
    WrongSlot {
        file: String,
        found: &'static str,
        slot: &'static str,
    },
}
