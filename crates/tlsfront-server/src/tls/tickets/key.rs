//! One ticket key: the public id every ticket made under it starts with, the AES-256-GCM secret,
//! and when it was made. The secret is zeroed when the key is dropped and never shown: `Debug`
//! prints the id and the time only.

use std::fmt;

use aws_lc_rs::aead::{LessSafeKey, UnboundKey, AES_256_GCM};
use zeroize::Zeroizing;

/// Bytes of a key id. Ids are random (or derived from a key file), and a ring holds a handful
/// of keys, so 8 bytes never collide in practice, and cost every ticket 8 bytes on the wire
/// rather than RFC 5077's 16.
pub const KEY_ID_LEN: usize = 8;

/// Bytes of a key's secret: an AES-256 key.
pub const SECRET_LEN: usize = 32;

/// A key's public id: it opens every ticket made under the key, so it is no secret.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeyId(pub [u8; KEY_ID_LEN]);

impl fmt::Debug for KeyId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in self.0 {
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}

/// One ticket key.
#[derive(Clone, PartialEq, Eq)]
pub struct TicketKey {
    pub id: KeyId,
    secret: Zeroizing<[u8; SECRET_LEN]>,
    /// When the key was made, in Unix seconds.
    pub created: u64,
}

/// The system's random generator failed: no key can be made.
#[derive(Debug, Clone, Copy, thiserror::Error)]
#[error("the system random generator failed")]
pub struct RandomFailed;

impl TicketKey {
    /// A new random key, made at `created` (Unix seconds).
    pub fn generate(created: u64) -> Result<Self, RandomFailed> {
        let mut id = [0u8; KEY_ID_LEN];
        let mut secret = Zeroizing::new([0u8; SECRET_LEN]);
        aws_lc_rs::rand::fill(&mut id).map_err(|_| RandomFailed)?;
        aws_lc_rs::rand::fill(secret.as_mut()).map_err(|_| RandomFailed)?;
        Ok(TicketKey {
            id: KeyId(id),
            secret,
            created,
        })
    }

    /// A key from its parts, as a store record or a key file holds them.
    pub fn from_parts(id: KeyId, secret: Zeroizing<[u8; SECRET_LEN]>, created: u64) -> Self {
        TicketKey {
            id,
            secret,
            created,
        }
    }

    /// The secret, for the store record's encoding only.
    pub(super) fn secret(&self) -> &[u8; SECRET_LEN] {
        &self.secret
    }

    /// The AEAD key tickets are sealed and opened with.
    pub(super) fn aead(&self) -> LessSafeKey {
        // A 32-byte secret is exactly an AES-256 key, so this cannot fail.
        let unbound =
            UnboundKey::new(&AES_256_GCM, self.secret.as_ref()).expect("a 32-byte AES-256 key");
        LessSafeKey::new(unbound)
    }
}

impl fmt::Debug for TicketKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TicketKey")
            .field("id", &self.id)
            .field("created", &self.created)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_random_and_debug_never_shows_the_secret() {
        let a = TicketKey::generate(7).unwrap();
        let b = TicketKey::generate(7).unwrap();
        assert_ne!(a.id, b.id);
        assert_ne!(a.secret(), b.secret());
        let shown = format!("{a:?}");
        assert!(shown.contains("created: 7"), "{shown}");
        let secret_hex: String = a.secret().iter().map(|b| format!("{b:02x}")).collect();
        assert!(!shown.contains(&secret_hex[..16]), "{shown}");
        assert!(!shown.contains(&format!("{:?}", a.secret())), "{shown}");
    }
}
