//! The fleet's key ring as the store keeps it: the record `tls/ticket-keys/ring`, sealed with
//! the sealing key when one is configured (as private keys are), plain otherwise.
//!
//! ```text
//! "TFTK" | version 1 | generation (u64) | rotated_at (u64, Unix seconds) | key count (u8)
//!   then per key, in ring order [next, current, previous…]:
//!   id (8 bytes) | created (u64, Unix seconds) | secret (32 bytes)
//! ```
//!
//! Integers are big-endian. Store bytes are untrusted: decoding checks every length and
//! count, and never panics. With a sealing key, a record that is not sealed is refused: whoever
//! can write Redis but not read the sealing key must not be able to choose the keys that seal
//! every session's secrets.

use tlsfront_store::seal::is_sealed;
use tlsfront_store::source::{Record, RecordKind};
use tlsfront_store::{SealError, Unsealer};
use zeroize::Zeroizing;

use super::key::{KeyId, TicketKey, KEY_ID_LEN, SECRET_LEN};
use super::ring::{KeyRing, RingError, MAX_KEYS};

const MAGIC: &[u8; 4] = b"TFTK";
const VERSION: u8 = 1;
const HEADER_LEN: usize = MAGIC.len() + 1 + 8 + 8 + 1;
const KEY_LEN: usize = KEY_ID_LEN + 8 + SECRET_LEN;

/// The record the fleet's ring lives in.
pub fn ring_record() -> Record {
    // `ring` is a valid record name.
    Record::new(RecordKind::TicketKeys, "ring").expect("a valid record name")
}

/// Why a stored record gives no ring. Never holds key bytes.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("the ticket key record is sealed, and no sealing key was given (--seal-key)")]
    SealedWithoutKey,
    #[error("the ticket key record cannot be unsealed")]
    Unseal(#[source] SealError),
    #[error(
        "the ticket key record is not sealed although a sealing key is configured; it is not used"
    )]
    NotSealed,
    #[error("the ticket key record has format version {0}; this tlsfront reads version {VERSION}")]
    NewerFormat(u8),
    #[error("the ticket key record is malformed: {0}")]
    Malformed(&'static str),
    #[error("the ticket key record holds no valid ring")]
    Ring(#[from] RingError),
    #[error("the ticket key ring cannot be sealed")]
    Seal(#[source] SealError),
}

impl RecordError {
    /// Whether the instance that rotates may overwrite the record with a good ring. Not when
    /// another instance may read it fine: one with the sealing key this one lacks, or a newer
    /// tlsfront.
    pub fn replaceable(&self) -> bool {
        match self {
            RecordError::NotSealed | RecordError::Malformed(_) | RecordError::Ring(_) => true,
            RecordError::Unseal(SealError::Unauthentic | SealError::Malformed(_)) => true,
            RecordError::SealedWithoutKey
            | RecordError::Unseal(_)
            | RecordError::NewerFormat(_)
            | RecordError::Seal(_) => false,
        }
    }
}

/// The record's value for `ring`, sealed when `unsealer` is given.
pub fn encode(ring: &KeyRing, unsealer: Option<&Unsealer>) -> Result<Vec<u8>, RecordError> {
    let keys: Vec<&TicketKey> = ring.keys().collect();
    let mut plain = Zeroizing::new(Vec::with_capacity(HEADER_LEN + keys.len() * KEY_LEN));
    plain.extend_from_slice(MAGIC);
    plain.push(VERSION);
    plain.extend_from_slice(&ring.generation.to_be_bytes());
    plain.extend_from_slice(&ring.rotated_at.to_be_bytes());
    // A ring holds at most MAX_KEYS keys.
    plain.push(keys.len() as u8);
    for key in keys {
        plain.extend_from_slice(&key.id.0);
        plain.extend_from_slice(&key.created.to_be_bytes());
        plain.extend_from_slice(key.secret());
    }
    match unsealer {
        Some(unsealer) => unsealer
            .seal_record(&ring_record(), &plain)
            .map_err(RecordError::Seal),
        None => Ok(plain.to_vec()),
    }
}

/// The ring a record's value holds.
pub fn decode(value: &[u8], unsealer: Option<&Unsealer>) -> Result<KeyRing, RecordError> {
    let plain = match (unsealer, is_sealed(value)) {
        (Some(unsealer), true) => Zeroizing::new(
            unsealer
                .unseal_record(&ring_record(), value)
                .map_err(RecordError::Unseal)?,
        ),
        (None, true) => return Err(RecordError::SealedWithoutKey),
        (Some(_), false) => return Err(RecordError::NotSealed),
        (None, false) => Zeroizing::new(value.to_vec()),
    };
    parse(&plain)
}

fn parse(plain: &[u8]) -> Result<KeyRing, RecordError> {
    let mut reader = Reader(plain);
    if reader.take(MAGIC.len())? != MAGIC {
        return Err(RecordError::Malformed("not a ticket key ring"));
    }
    let version = reader.take(1)?[0];
    if version != VERSION {
        return Err(RecordError::NewerFormat(version));
    }
    let generation = reader.u64()?;
    let rotated_at = reader.u64()?;
    let count = usize::from(reader.take(1)?[0]);
    if count > MAX_KEYS {
        return Err(RingError::KeyCount(count).into());
    }
    let mut keys = Vec::with_capacity(count);
    for _ in 0..count {
        let mut id = [0u8; KEY_ID_LEN];
        id.copy_from_slice(reader.take(KEY_ID_LEN)?);
        let created = reader.u64()?;
        let mut secret = Zeroizing::new([0u8; SECRET_LEN]);
        secret.copy_from_slice(reader.take(SECRET_LEN)?);
        keys.push(TicketKey::from_parts(KeyId(id), secret, created));
    }
    if !reader.0.is_empty() {
        return Err(RecordError::Malformed("bytes after the last key"));
    }
    Ok(KeyRing::from_keys(generation, rotated_at, keys)?)
}

/// Reads a record front to back, refusing to read past its end.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, len: usize) -> Result<&'a [u8], RecordError> {
        if self.0.len() < len {
            return Err(RecordError::Malformed("too short"));
        }
        let (taken, rest) = self.0.split_at(len);
        self.0 = rest;
        Ok(taken)
    }

    fn u64(&mut self) -> Result<u64, RecordError> {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(self.take(8)?);
        Ok(u64::from_be_bytes(bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ring() -> KeyRing {
        let key = || TicketKey::generate(1_700_000_000).unwrap();
        KeyRing::fresh(1_700_000_000, key(), key())
            .rotated(1_700_043_200, key())
            .rotated(1_700_086_400, key())
    }

    #[test]
    fn a_ring_comes_back_whole_plain_or_sealed() {
        let ring = ring();
        let plain = encode(&ring, None).unwrap();
        assert_eq!(plain.len(), HEADER_LEN + 4 * KEY_LEN);
        assert_eq!(decode(&plain, None).unwrap(), ring);

        let unsealer = Unsealer::from_key_bytes(&[7; 32]);
        let sealed = encode(&ring, Some(&unsealer)).unwrap();
        assert!(is_sealed(&sealed));
        assert_eq!(decode(&sealed, Some(&unsealer)).unwrap(), ring);
    }

    #[test]
    fn sealing_decides_what_is_read_and_what_may_be_replaced() {
        let ring = ring();
        let unsealer = Unsealer::from_key_bytes(&[7; 32]);
        let sealed = encode(&ring, Some(&unsealer)).unwrap();
        let plain = encode(&ring, None).unwrap();

        let err = decode(&sealed, None).unwrap_err();
        assert!(matches!(err, RecordError::SealedWithoutKey) && !err.replaceable());
        let other = Unsealer::from_key_bytes(&[8; 32]);
        let err = decode(&sealed, Some(&other)).unwrap_err();
        assert!(
            !err.replaceable(),
            "another instance may hold the right key: {err}"
        );
        let err = decode(&plain, Some(&unsealer)).unwrap_err();
        assert!(matches!(err, RecordError::NotSealed) && err.replaceable());
        // A sealed value of another record does not unseal as this one.
        let account = Record::new(RecordKind::Account, "x").unwrap();
        let moved = unsealer.seal_record(&account, &plain).unwrap();
        let err = decode(&moved, Some(&unsealer)).unwrap_err();
        assert!(err.replaceable(), "{err}");
    }

    #[test]
    fn damaged_records_are_refused_without_panicking() {
        let plain = encode(&ring(), None).unwrap();
        for length in 0..plain.len() {
            let err = decode(&plain[..length], None).unwrap_err();
            assert!(err.replaceable(), "{length}: {err}");
        }
        let mut longer = plain.clone();
        longer.push(0);
        assert!(decode(&longer, None).is_err());
        let mut newer = plain.clone();
        newer[4] = 2;
        let err = decode(&newer, None).unwrap_err();
        assert!(matches!(err, RecordError::NewerFormat(2)) && !err.replaceable());
        let mut many = plain.clone();
        many[HEADER_LEN - 1] = 200;
        assert!(decode(&many, None).unwrap_err().replaceable());
        let mut one = plain[..HEADER_LEN + KEY_LEN].to_vec();
        one[HEADER_LEN - 1] = 1;
        assert!(decode(&one, None).is_err());
        assert!(decode(b"hello", None).is_err());
    }

    #[test]
    fn errors_never_show_key_bytes() {
        let plain = encode(&ring(), None).unwrap();
        let err = decode(&plain[..plain.len() - 1], None).unwrap_err();
        let shown = format!("{err} {err:?}");
        let secret: String = plain[HEADER_LEN + 16..HEADER_LEN + 24]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert!(!shown.contains(&secret), "{shown}");
    }
}
