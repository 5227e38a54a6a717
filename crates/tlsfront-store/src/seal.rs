//! Private keys sealed at rest with AES-256-GCM, unsealed only in memory.
//!
//! A sealed key replaces the PEM key in the store with a PEM block of its own:
//!
//! ```text
//! -----BEGIN TLSFRONT SEALED PRIVATE KEY-----
//! base64( version=1 (1 byte) | key id (8 bytes) | nonce (12 bytes) | ciphertext | tag (16 bytes) )
//! -----END TLSFRONT SEALED PRIVATE KEY-----
//! ```
//!
//! - The plaintext is the key's original PEM text.
//! - The key id is the first 8 bytes of SHA-256 over the sealing key, so a wrong sealing key is
//!   reported as such rather than as a corrupt entry.
//! - The additional authenticated data is `tlsfront-sealed-key-v1`, the entry name and the key's
//!   slot suffix, separated by NUL bytes: a sealed key copied to another host, or to another slot,
//!   does not unseal.
//!
//! The sealing key file holds 32 random bytes written as 64 hex digits (`openssl rand -hex 32`).

use std::path::Path;

use aws_lc_rs::aead::{Aad, LessSafeKey, Nonce, UnboundKey, AES_256_GCM, NONCE_LEN};
use aws_lc_rs::digest;
use aws_lc_rs::rand::{SecureRandom, SystemRandom};
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;

use crate::host::HostName;
use crate::material::Slot;
use crate::source::Record;

const BEGIN: &str = "-----BEGIN TLSFRONT SEALED PRIVATE KEY-----";
const END: &str = "-----END TLSFRONT SEALED PRIVATE KEY-----";
const VERSION: u8 = 1;
const KEY_ID_LEN: usize = 8;
const TAG_LEN: usize = 16;
const AAD_LABEL: &[u8] = b"tlsfront-sealed-key-v1";

/// Why sealing or unsealing failed. Never holds key bytes.
#[derive(Debug, thiserror::Error)]
pub enum SealError {
    #[error("the key is sealed, but no sealing key was given (--seal-key)")]
    NoKeyConfigured,
    #[error("the sealed key is malformed: {0}")]
    Malformed(&'static str),
    #[error("the sealed key has format version {0}; this tlsfront reads version 1")]
    UnknownVersion(u8),
    #[error(
        "the key was sealed with sealing key id {found}, but the sealing key given has id {ours}"
    )]
    WrongSealingKey { found: String, ours: String },
    #[error(
        "the sealed key does not authenticate: it was altered, or sealed for another host or slot"
    )]
    Unauthentic,
    #[error("cannot read the sealing key file {path}")]
    ReadKeyFile {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the sealing key file {path} must hold exactly 64 hex digits (32 bytes)")]
    BadKeyFile { path: String },
    #[error("the system random generator failed")]
    Random,
}

/// Whether a stored key value is sealed.
pub fn is_sealed(key_value: &[u8]) -> bool {
    key_value.trim_ascii_start().starts_with(BEGIN.as_bytes())
}

/// Seals and unseals keys with one AES-256-GCM sealing key.
pub struct Unsealer {
    key: LessSafeKey,
    key_id: [u8; KEY_ID_LEN],
}

impl std::fmt::Debug for Unsealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Unsealer {{ key_id: {} }}", hex(&self.key_id))
    }
}

impl Unsealer {
    /// Reads a sealing key file: 64 hex digits, surrounding white space ignored.
    pub fn from_key_file(path: &Path) -> Result<Self, SealError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| SealError::ReadKeyFile {
            path: shown.clone(),
            source,
        })?;
        let bytes = parse_hex(text.trim()).ok_or(SealError::BadKeyFile {
            path: shown.clone(),
        })?;
        let key: [u8; 32] = bytes
            .try_into()
            .map_err(|_| SealError::BadKeyFile { path: shown })?;
        Ok(Self::from_key_bytes(&key))
    }

    pub fn from_key_bytes(key: &[u8; 32]) -> Self {
        // 32 bytes is exactly an AES-256 key, so this cannot fail.
        let unbound = UnboundKey::new(&AES_256_GCM, key).expect("a 32-byte AES-256 key");
        let hash = digest::digest(&digest::SHA256, key);
        let mut key_id = [0u8; KEY_ID_LEN];
        key_id.copy_from_slice(&hash.as_ref()[..KEY_ID_LEN]);
        Unsealer {
            key: LessSafeKey::new(unbound),
            key_id,
        }
    }

    /// The public id of this sealing key: 16 hex digits.
    pub fn key_id(&self) -> String {
        hex(&self.key_id)
    }

    /// Seals a PEM private key for `entry`'s `slot`.
    pub fn seal(&self, entry: &HostName, slot: Slot, key_pem: &[u8]) -> Result<Vec<u8>, SealError> {
        self.seal_with(aad(entry, slot), key_pem)
    }

    /// Seals a shared record's value (an ACME account's key), bound to the record's path: a
    /// sealed value copied to another record does not unseal.
    pub fn seal_record(&self, record: &Record, value: &[u8]) -> Result<Vec<u8>, SealError> {
        self.seal_with(record_aad(record), value)
    }

    /// Unseals what [`Unsealer::seal_record`] sealed for `record`.
    pub fn unseal_record(&self, record: &Record, sealed: &[u8]) -> Result<Vec<u8>, SealError> {
        self.unseal_with(record_aad(record), sealed)
    }

    fn seal_with(&self, aad: Vec<u8>, key_pem: &[u8]) -> Result<Vec<u8>, SealError> {
        let mut nonce = [0u8; NONCE_LEN];
        SystemRandom::new()
            .fill(&mut nonce)
            .map_err(|_| SealError::Random)?;
        let mut body = key_pem.to_vec();
        self.key
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce),
                Aad::from(aad),
                &mut body,
            )
            .map_err(|_| SealError::Random)?;
        let mut blob = Vec::with_capacity(1 + KEY_ID_LEN + NONCE_LEN + body.len());
        blob.push(VERSION);
        blob.extend_from_slice(&self.key_id);
        blob.extend_from_slice(&nonce);
        blob.extend_from_slice(&body);
        let encoded = BASE64.encode(&blob);
        let mut pem = String::with_capacity(encoded.len() + 100);
        pem.push_str(BEGIN);
        pem.push('\n');
        for line in encoded.as_bytes().chunks(64) {
            // base64 output is ASCII, so every chunk is valid UTF-8.
            pem.push_str(std::str::from_utf8(line).expect("base64 is ASCII"));
            pem.push('\n');
        }
        pem.push_str(END);
        pem.push('\n');
        Ok(pem.into_bytes())
    }

    /// Unseals a sealed key for `entry`'s `slot`, giving back its PEM text.
    pub fn unseal(
        &self,
        entry: &HostName,
        slot: Slot,
        sealed: &[u8],
    ) -> Result<Vec<u8>, SealError> {
        self.unseal_with(aad(entry, slot), sealed)
    }

    fn unseal_with(&self, aad: Vec<u8>, sealed: &[u8]) -> Result<Vec<u8>, SealError> {
        let text = std::str::from_utf8(sealed).map_err(|_| SealError::Malformed("not text"))?;
        let inner = text
            .trim()
            .strip_prefix(BEGIN)
            .and_then(|rest| rest.strip_suffix(END))
            .ok_or(SealError::Malformed("missing BEGIN or END line"))?;
        let compact: String = inner.chars().filter(|c| !c.is_ascii_whitespace()).collect();
        let blob = BASE64
            .decode(compact)
            .map_err(|_| SealError::Malformed("bad base64"))?;
        if blob.len() < 1 + KEY_ID_LEN + NONCE_LEN + TAG_LEN {
            return Err(SealError::Malformed("too short"));
        }
        if blob[0] != VERSION {
            return Err(SealError::UnknownVersion(blob[0]));
        }
        let (key_id, rest) = blob[1..].split_at(KEY_ID_LEN);
        if key_id != self.key_id {
            return Err(SealError::WrongSealingKey {
                found: hex(key_id),
                ours: self.key_id(),
            });
        }
        let (nonce, body) = rest.split_at(NONCE_LEN);
        let nonce = Nonce::try_assume_unique_for_key(nonce)
            .map_err(|_| SealError::Malformed("bad nonce"))?;
        let mut body = body.to_vec();
        let plain = self
            .key
            .open_in_place(nonce, Aad::from(aad), &mut body)
            .map_err(|_| SealError::Unauthentic)?;
        Ok(plain.to_vec())
    }
}

/// A record's additional data: the label, `record`, and the record's path. No host entry is
/// named `record`, so a sealed key and a sealed record never unseal as each other.
fn record_aad(record: &Record) -> Vec<u8> {
    let mut aad = AAD_LABEL.to_vec();
    aad.push(0);
    aad.extend_from_slice(b"record");
    aad.push(0);
    aad.extend_from_slice(record.path().as_bytes());
    aad
}

fn aad(entry: &HostName, slot: Slot) -> Vec<u8> {
    let mut aad = AAD_LABEL.to_vec();
    aad.push(0);
    aad.extend_from_slice(entry.as_str().as_bytes());
    aad.push(0);
    aad.extend_from_slice(slot.key_suffix().as_bytes());
    aad
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn parse_hex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PEM: &[u8] = b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n";

    fn host(name: &str) -> HostName {
        HostName::parse_store_name(name).unwrap()
    }

    #[test]
    fn round_trips_and_binds_host_and_slot() {
        let unsealer = Unsealer::from_key_bytes(&[7; 32]);
        let sealed = unsealer.seal(&host("a.example"), Slot::Plain, PEM).unwrap();
        assert!(is_sealed(&sealed));
        assert!(!is_sealed(PEM));
        assert_eq!(
            unsealer
                .unseal(&host("a.example"), Slot::Plain, &sealed)
                .unwrap(),
            PEM
        );
        assert!(matches!(
            unsealer.unseal(&host("b.example"), Slot::Plain, &sealed),
            Err(SealError::Unauthentic)
        ));
        assert!(matches!(
            unsealer.unseal(&host("a.example"), Slot::Rsa, &sealed),
            Err(SealError::Unauthentic)
        ));
    }

    #[test]
    fn a_sealed_record_unseals_only_as_its_own_record() {
        use crate::source::RecordKind;
        let unsealer = Unsealer::from_key_bytes(&[7; 32]);
        let account = Record::new(RecordKind::Account, "abc").unwrap();
        let other = Record::new(RecordKind::Account, "abd").unwrap();
        let sealed = unsealer.seal_record(&account, b"{}").unwrap();
        assert_eq!(unsealer.unseal_record(&account, &sealed).unwrap(), b"{}");
        assert!(matches!(
            unsealer.unseal_record(&other, &sealed),
            Err(SealError::Unauthentic)
        ));
        assert!(matches!(
            unsealer.unseal(&host("record"), Slot::Plain, &sealed),
            Err(SealError::Unauthentic)
        ));
    }

    #[test]
    fn a_wrong_sealing_key_is_named() {
        let sealed = Unsealer::from_key_bytes(&[1; 32]).seal(&host("a.example"), Slot::Plain, PEM);
        let err = Unsealer::from_key_bytes(&[2; 32])
            .unseal(&host("a.example"), Slot::Plain, &sealed.unwrap())
            .unwrap_err();
        assert!(matches!(err, SealError::WrongSealingKey { .. }), "{err}");
    }

    #[test]
    fn malformed_blobs_are_errors_not_panics() {
        let unsealer = Unsealer::from_key_bytes(&[1; 32]);
        for bad in [
            format!("{BEGIN}\n{END}"),
            format!("{BEGIN}\n!!!!\n{END}"),
            format!("{BEGIN}\nAQ==\n{END}"),
            format!("{BEGIN}\n"),
            "garbage".to_owned(),
        ] {
            assert!(unsealer
                .unseal(&host("a.example"), Slot::Plain, bad.as_bytes())
                .is_err());
        }
    }

    #[test]
    fn reads_hex_key_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("seal.key");
        std::fs::write(&path, format!("{}\n", "ab".repeat(32))).unwrap();
        assert!(Unsealer::from_key_file(&path).is_ok());
        std::fs::write(&path, "abcd").unwrap();
        assert!(matches!(
            Unsealer::from_key_file(&path),
            Err(SealError::BadKeyFile { .. })
        ));
    }
}
