//! Ticket key files in nginx's `ssl_session_ticket_key` format (HAProxy's `tls-ticket-keys`
//! takes the same keys, base64 encoded, several to a file): 80 random bytes (48 in older
//! setups), made with `openssl rand 80 > ticket.key`, copied to every server, rotated by hand.
//!
//! The file's bytes are key material for HKDF-SHA256, which derives the key's id and its
//! AES-256-GCM secret: any 48 or 80 random bytes make a good key, and instances given the same
//! file derive the same key. The file's layout (nginx's key name, AES and HMAC keys) is not
//! used as such, so tickets are tlsfront's own: nginx and tlsfront sharing a file do not resume
//! each other's sessions.

use std::path::{Path, PathBuf};

use aws_lc_rs::hkdf::{KeyType, Salt, HKDF_SHA256};
use zeroize::Zeroizing;

use super::key::{KeyId, TicketKey, KEY_ID_LEN, SECRET_LEN};

/// The sizes nginx accepts: 80 bytes (AES-256), or 48 (AES-128, before nginx 1.11.8).
pub const KEY_FILE_SIZES: [usize; 2] = [80, 48];

const SALT: &[u8] = b"tlsfront ticket key file v1";

/// Why a key file cannot be used. Never holds the file's bytes.
#[derive(Debug, thiserror::Error)]
pub enum KeyFileError {
    #[error("cannot read the ticket key file {path}")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "the ticket key file {path} holds {size} bytes; it must hold 80 (or 48) random bytes, \
         as nginx's ssl_session_ticket_key: make one with `openssl rand 80 > FILE`"
    )]
    Size { path: PathBuf, size: usize },
    #[error("deriving a ticket key from {path} failed")]
    Derive { path: PathBuf },
}

/// Reads a key file and derives its key. `created` is when it is read (Unix seconds).
pub fn read_key_file(path: &Path, created: u64) -> Result<TicketKey, KeyFileError> {
    let bytes = std::fs::read(path)
        .map(Zeroizing::new)
        .map_err(|source| KeyFileError::Read {
            path: path.to_owned(),
            source,
        })?;
    key_from_file_bytes(path, &bytes, created)
}

/// The key the bytes of the key file at `path` give.
pub fn key_from_file_bytes(
    path: &Path,
    bytes: &[u8],
    created: u64,
) -> Result<TicketKey, KeyFileError> {
    if !KEY_FILE_SIZES.contains(&bytes.len()) {
        return Err(KeyFileError::Size {
            path: path.to_owned(),
            size: bytes.len(),
        });
    }
    let derive_failed = || KeyFileError::Derive {
        path: path.to_owned(),
    };
    let prk = Salt::new(HKDF_SHA256, SALT).extract(bytes);
    let mut id = [0u8; KEY_ID_LEN];
    prk.expand(&[b"key id".as_slice()], Len(KEY_ID_LEN))
        .and_then(|okm| okm.fill(&mut id))
        .map_err(|_| derive_failed())?;
    let mut secret = Zeroizing::new([0u8; SECRET_LEN]);
    prk.expand(&[b"aes-256-gcm key".as_slice()], Len(SECRET_LEN))
        .and_then(|okm| okm.fill(secret.as_mut()))
        .map_err(|_| derive_failed())?;
    Ok(TicketKey::from_parts(KeyId(id), secret, created))
}

/// An HKDF output length.
struct Len(usize);

impl KeyType for Len {
    fn len(&self) -> usize {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_file_gives_the_same_key_and_another_file_another() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, bytes: &[u8]| {
            let path = dir.path().join(name);
            std::fs::write(&path, bytes).unwrap();
            path
        };
        let a = write("a.key", &[1u8; 80]);
        let b = write("b.key", &[2u8; 80]);
        let short = write("short.key", &[1u8; 48]);
        let first = read_key_file(&a, 10).unwrap();
        assert_eq!(read_key_file(&a, 20).unwrap().id, first.id);
        assert_eq!(read_key_file(&a, 20).unwrap().secret(), first.secret());
        assert_ne!(read_key_file(&b, 10).unwrap().id, first.id);
        assert_ne!(read_key_file(&short, 10).unwrap().id, first.id);
    }

    #[test]
    fn a_wrong_size_or_an_unreadable_file_says_what_is_wrong() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ticket.key");
        std::fs::write(&path, [0u8; 64]).unwrap();
        let err = read_key_file(&path, 0).unwrap_err().to_string();
        assert!(
            err.contains("holds 64 bytes") && err.contains("openssl rand 80"),
            "{err}"
        );
        assert!(err.contains(&path.display().to_string()), "{err}");
        // A text file with a trailing newline is the usual mistake: 81 bytes.
        std::fs::write(&path, [b'a'; 81]).unwrap();
        assert!(read_key_file(&path, 0).is_err());
        let missing = dir.path().join("missing.key");
        let err = read_key_file(&missing, 0).unwrap_err();
        assert!(matches!(err, KeyFileError::Read { .. }), "{err}");
        assert!(err.to_string().contains("missing.key"), "{err}");
    }
}
