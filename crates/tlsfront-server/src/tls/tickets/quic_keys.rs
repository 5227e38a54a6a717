//! QUIC's keys from the ticket key ring. Retry tokens and stateless reset tokens are made
//! with keys derived from the ring the session tickets use. A fleet shares that ring through
//! the store (or key files), and an upgrade hands it over, so every instance:
//!
//! - takes a Retry token that another instance made (a load balancer that sends a client's
//!   second Initial elsewhere costs it nothing);
//! - can end, with a stateless reset, a connection that another instance (or this one before
//!   a restart) lost: the client learns at once, rather than at its idle timeout.
//!
//! Each ring key gives its own pair of keys (HKDF-SHA256, a label per use). Tokens and resets
//! are made under the current key. A Retry token is opened under any key of the ring, so a
//! rotation between a Retry and the answer to it costs nothing. A reset token is only made
//! (quinn checks none), so a connection older than the last rotation cannot be reset by
//! another instance: it ends at its idle timeout, as without shared keys.
//!
//! The derived keys never leave this module, and are dropped with the ring they came from.

use std::sync::Arc;

use aws_lc_rs::{hkdf, hmac};
use quinn::crypto::{AeadKey, CryptoError, HandshakeTokenKey, HmacKey};

use super::key::TicketKey;
use super::live::LiveKeys;

/// The HKDF label of the Retry token keys.
const TOKEN_LABEL: &[u8] = b"tlsfront quic retry token";
/// The HKDF label of the stateless reset keys.
const RESET_LABEL: &[u8] = b"tlsfront quic stateless reset";

/// One ring key's QUIC keys.
pub(super) struct QuicKeys {
    token: hkdf::Prk,
    reset: hmac::Key,
}

impl QuicKeys {
    pub(super) fn of(key: &TicketKey) -> Self {
        let derive = |label: &[u8]| hkdf::Salt::new(hkdf::HKDF_SHA256, label).extract(key.secret());
        let reset = derive(RESET_LABEL);
        let reset = reset
            .expand(&[], hmac::HMAC_SHA256)
            // 32 bytes, far within HKDF-SHA256's bound of 8,160.
            .expect("an HMAC-SHA256 key from HKDF-SHA256");
        QuicKeys {
            token: derive(TOKEN_LABEL),
            reset: hmac::Key::from(reset),
        }
    }
}

/// Retry tokens under the ring's keys (module docs).
pub struct FleetTokenKey(pub Arc<LiveKeys>);

impl HandshakeTokenKey for FleetTokenKey {
    fn aead_from_hkdf(&self, random_bytes: &[u8]) -> Box<dyn AeadKey> {
        let prepared = self.0.prepared();
        let mut current = None;
        let mut others = Vec::new();
        for (id, keys) in &prepared.quic {
            let aead = keys.token.aead_from_hkdf(random_bytes);
            if *id == prepared.current {
                current = Some(aead);
            } else {
                others.push(aead);
            }
        }
        Box::new(RingAead { current, others })
    }
}

/// A token's AEAD key under each of the ring's keys: seals under the current one, opens
/// under any.
struct RingAead {
    /// `None` only if the ring lacked its current key, which a ring never does.
    current: Option<Box<dyn AeadKey>>,
    others: Vec<Box<dyn AeadKey>>,
}

impl AeadKey for RingAead {
    fn seal(&self, data: &mut Vec<u8>, additional_data: &[u8]) -> Result<(), CryptoError> {
        self.current
            .as_ref()
            .ok_or(CryptoError)?
            .seal(data, additional_data)
    }

    fn open<'a>(
        &self,
        data: &'a mut [u8],
        additional_data: &[u8],
    ) -> Result<&'a mut [u8], CryptoError> {
        // A failed open leaves the bytes unspecified: each key tries a copy.
        for key in self.current.iter().chain(&self.others) {
            let mut copy = data.to_vec();
            if let Ok(plain) = key.open(&mut copy, additional_data) {
                let len = plain.len();
                data[..len].copy_from_slice(&copy[..len]);
                return Ok(&mut data[..len]);
            }
        }
        Err(CryptoError)
    }
}

/// Stateless reset tokens under the ring's current key (module docs).
pub struct FleetResetKey(pub Arc<LiveKeys>);

impl HmacKey for FleetResetKey {
    fn sign(&self, data: &[u8], signature_out: &mut [u8]) {
        let prepared = self.0.prepared();
        if let Some((_, keys)) = prepared.quic.iter().find(|(id, _)| *id == prepared.current) {
            keys.reset.sign(data, signature_out);
        }
    }

    fn signature_len(&self) -> usize {
        hmac::HMAC_SHA256.digest_algorithm().output_len()
    }

    fn verify(&self, data: &[u8], signature: &[u8]) -> Result<(), CryptoError> {
        let prepared = self.0.prepared();
        prepared
            .quic
            .iter()
            .any(|(_, keys)| keys.reset.verify(data, signature).is_ok())
            .then_some(())
            .ok_or(CryptoError)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::tls::tickets::{KeyOrigin, KeyRing};

    fn ring(now: u64) -> KeyRing {
        KeyRing::fresh(
            now,
            TicketKey::generate(now).unwrap(),
            TicketKey::generate(now).unwrap(),
        )
    }

    fn live(ring: KeyRing) -> Arc<LiveKeys> {
        Arc::new(LiveKeys::new(
            ring,
            KeyOrigin::Store,
            Duration::from_secs(3600),
        ))
    }

    #[test]
    fn a_retry_token_opens_on_any_instance_with_the_ring_and_after_a_rotation() {
        let shared = ring(1_000);
        let (one, two) = (live(shared.clone()), live(shared.clone()));
        let random = [7u8; 32];
        let mut token = b"the address and the time".to_vec();
        FleetTokenKey(one)
            .aead_from_hkdf(&random)
            .seal(&mut token, b"")
            .unwrap();
        let opened = |keys: &Arc<LiveKeys>| {
            let mut copy = token.clone();
            FleetTokenKey(keys.clone())
                .aead_from_hkdf(&random)
                .open(&mut copy, b"")
                .map(|plain| plain.to_vec())
                .ok()
        };
        assert_eq!(
            opened(&two).as_deref(),
            Some(&b"the address and the time"[..])
        );
        // After a rotation, the former current key is still in the ring.
        two.install(
            shared.rotated(5_000, TicketKey::generate(5_000).unwrap()),
            KeyOrigin::Store,
        );
        assert!(opened(&two).is_some());
        // Another fleet's ring opens nothing.
        assert!(opened(&live(ring(1_000))).is_none());
    }

    #[test]
    fn instances_with_the_ring_make_the_same_reset_tokens() {
        let shared = ring(1_000);
        let token = |keys: Arc<LiveKeys>| {
            let key = FleetResetKey(keys);
            let mut out = vec![0u8; key.signature_len()];
            key.sign(b"connection id", &mut out);
            out
        };
        let first = token(live(shared.clone()));
        assert_eq!(first, token(live(shared.clone())));
        assert_ne!(first, token(live(ring(1_000))));
        assert_ne!(first, vec![0u8; 32]);
        assert!(FleetResetKey(live(shared))
            .verify(b"connection id", &first)
            .is_ok());
    }
}
