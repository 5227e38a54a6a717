//! The key ring and its rotation policy, as values: which key encrypts, which keys still
//! decrypt, and when and how the ring turns. Pure: the clock and fresh keys are passed in.
//!
//! A ring holds `[next, current, previous…]`:
//! - `current` encrypts every new ticket;
//! - every key decrypts, `next` included: when one instance of a fleet rotates (`next` becomes
//!   `current`, a fresh `next` is made, the oldest key is dropped), every other instance already
//!   knows the new `current`, so no ticket fails to decrypt while the new ring propagates;
//! - a ticket lives as long as its key stays in the ring: [`PREVIOUS_KEYS`] rotations after the
//!   key stopped encrypting. That is the lifetime clients are told ([`KeyRing::lifetime`]), and
//!   what bounds how much a stolen key reveals.

use std::time::Duration;

use super::key::{KeyId, TicketKey};

/// Keys kept after they stop encrypting. With the default 12 h rotation a ticket then decrypts
/// for 24 to 36 h, a day's worth of returning visitors (Caddy keeps 4 keys rotated every 12 h;
/// rustls' own ticketer 2, rotated every 6 h).
pub const PREVIOUS_KEYS: usize = 2;

/// The most keys a ring may hold: next, current and the previous ones.
pub const MAX_KEYS: usize = 2 + PREVIOUS_KEYS;

/// The longest ticket lifetime TLS 1.3 allows (RFC 8446, 4.6.1).
const MAX_LIFETIME_SECS: u64 = 7 * 24 * 60 * 60;

/// A ring of ticket keys, and how far it has turned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyRing {
    /// Rotations since the ring was first made: the same number on every instance that holds
    /// the same ring, so metrics show whether a fleet agrees. Not secret.
    pub generation: u64,
    /// When `current` began encrypting, in Unix seconds.
    pub rotated_at: u64,
    next: TicketKey,
    current: TicketKey,
    previous: Vec<TicketKey>,
}

/// Why keys do not make a ring.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RingError {
    #[error("a ticket key ring holds 2 to {MAX_KEYS} keys, not {0}")]
    KeyCount(usize),
    #[error("two keys of the ring have the same id")]
    DuplicateId,
}

impl KeyRing {
    /// A new ring, made at `now`: `current` encrypts from now, `next` takes over at the first
    /// rotation.
    pub fn fresh(now: u64, next: TicketKey, current: TicketKey) -> Self {
        KeyRing {
            generation: 0,
            rotated_at: now,
            next,
            current,
            previous: Vec::new(),
        }
    }

    /// A ring from its keys in ring order, `[next, current, previous…]`, as a store record
    /// holds it.
    pub fn from_keys(
        generation: u64,
        rotated_at: u64,
        keys: Vec<TicketKey>,
    ) -> Result<Self, RingError> {
        if !(2..=MAX_KEYS).contains(&keys.len()) {
            return Err(RingError::KeyCount(keys.len()));
        }
        for (index, key) in keys.iter().enumerate() {
            if keys[..index].iter().any(|earlier| earlier.id == key.id) {
                return Err(RingError::DuplicateId);
            }
        }
        let mut keys = keys.into_iter();
        let (Some(next), Some(current)) = (keys.next(), keys.next()) else {
            return Err(RingError::KeyCount(0));
        };
        Ok(KeyRing {
            generation,
            rotated_at,
            next,
            current,
            previous: keys.collect(),
        })
    }

    /// A ring of fixed keys that never rotates, such as key files give: the first encrypts,
    /// the others only decrypt.
    pub fn fixed(now: u64, encrypting: TicketKey, decrypting: Vec<TicketKey>) -> Self {
        KeyRing {
            generation: 0,
            rotated_at: now,
            // The encrypting key stands as `next` too: nothing ever rotates it in.
            next: encrypting.clone(),
            current: encrypting,
            previous: decrypting,
        }
    }

    /// The key that encrypts new tickets.
    pub fn current(&self) -> &TicketKey {
        &self.current
    }

    /// Every key, in ring order: `[next, current, previous…]`. A fixed ring lists its
    /// encrypting key once.
    pub fn keys(&self) -> impl Iterator<Item = &TicketKey> {
        let next = (self.next.id != self.current.id).then_some(&self.next);
        next.into_iter()
            .chain(std::iter::once(&self.current))
            .chain(self.previous.iter())
    }

    /// The ids of every key, in ring order.
    pub fn ids(&self) -> Vec<KeyId> {
        self.keys().map(|key| key.id).collect()
    }

    /// Whether the ring is due to turn at `now` (Unix seconds): `current` has encrypted for a
    /// whole `period`. A ring that claims to have turned more than a period in the future (a
    /// clock far ahead wrote it) is due too, so that it cannot stop rotation until then.
    pub fn rotation_due(&self, now: u64, period: Duration) -> bool {
        let period = period.as_secs().max(1);
        now >= self.rotated_at.saturating_add(period)
            || self.rotated_at > now.saturating_add(period)
    }

    /// How long from `now` until the ring is due to turn (zero when it is due).
    pub fn due_in(&self, now: u64, period: Duration) -> Duration {
        if self.rotation_due(now, period) {
            return Duration::ZERO;
        }
        let due_at = self.rotated_at.saturating_add(period.as_secs().max(1));
        Duration::from_secs(due_at.saturating_sub(now))
    }

    /// The ring turned once at `now`: `next` encrypts, `fresh` is the new `next`, the oldest
    /// key beyond [`PREVIOUS_KEYS`] is dropped.
    pub fn rotated(&self, now: u64, fresh: TicketKey) -> KeyRing {
        let mut previous = Vec::with_capacity(PREVIOUS_KEYS);
        previous.push(self.current.clone());
        previous.extend(self.previous.iter().cloned());
        previous.truncate(PREVIOUS_KEYS);
        KeyRing {
            generation: self.generation.saturating_add(1),
            rotated_at: now,
            next: fresh,
            current: self.next.clone(),
            previous,
        }
    }

    /// The ticket lifetime to tell clients, in seconds: how long a ticket made now is sure to
    /// decrypt, [`PREVIOUS_KEYS`] rotation periods, within TLS 1.3's seven days.
    pub fn lifetime(period: Duration) -> u32 {
        let secs = period
            .as_secs()
            .saturating_mul(PREVIOUS_KEYS as u64)
            .min(MAX_LIFETIME_SECS);
        // At most seven days' worth of seconds, which fits a u32.
        u32::try_from(secs).unwrap_or(u32::MAX)
    }
}

/// What the instance that holds the fleet's rotation lock writes to the store, given the ring
/// stored now (`None`: none, or none that can be used) and the ring it serves with. `None` when
/// the stored ring is good as it is.
///
/// With nothing stored, the instance publishes its own ring (turned first if it is due), so the
/// tickets it issued before it could reach the store stay good across the fleet.
pub fn ring_to_store(
    stored: Option<&KeyRing>,
    ours: &KeyRing,
    now: u64,
    period: Duration,
    fresh: TicketKey,
) -> Option<KeyRing> {
    match stored {
        None if ours.rotation_due(now, period) => Some(ours.rotated(now, fresh)),
        None => Some(ours.clone()),
        Some(stored) if stored.rotation_due(now, period) => Some(stored.rotated(now, fresh)),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: Duration = Duration::from_secs(3600);

    fn key() -> TicketKey {
        TicketKey::generate(100).unwrap()
    }

    #[test]
    fn a_rotation_promotes_next_keeps_the_previous_keys_and_drops_the_oldest() {
        let (first_next, first_current) = (key(), key());
        let mut ring = KeyRing::fresh(1000, first_next.clone(), first_current.clone());
        assert_eq!(ring.current(), &first_current);
        assert_eq!(ring.ids(), [first_next.id, first_current.id]);

        let fresh = key();
        ring = ring.rotated(2000, fresh.clone());
        assert_eq!((ring.generation, ring.rotated_at), (1, 2000));
        assert_eq!(
            ring.current(),
            &first_next,
            "next encrypts after a rotation"
        );
        assert_eq!(ring.ids(), [fresh.id, first_next.id, first_current.id]);

        let mut history = vec![first_current.id, first_next.id, fresh.id];
        for turn in 2..6 {
            let fresh = key();
            ring = ring.rotated(1000 + turn * 1000, fresh.clone());
            history.push(fresh.id);
            assert_eq!(ring.generation, turn);
            // Newest first: next, current, then PREVIOUS_KEYS keys, the oldest gone.
            let expected: Vec<KeyId> = history.iter().rev().take(MAX_KEYS).copied().collect();
            assert_eq!(ring.ids(), expected);
        }
    }

    #[test]
    fn a_ring_is_due_a_period_after_it_turned_or_when_it_claims_a_far_future() {
        let ring = KeyRing::fresh(10_000, key(), key());
        assert!(!ring.rotation_due(10_000, HOUR));
        assert!(!ring.rotation_due(10_000 + 3599, HOUR));
        assert!(ring.rotation_due(10_000 + 3600, HOUR));
        assert_eq!(ring.due_in(10_000 + 600, HOUR), Duration::from_secs(3000));
        assert_eq!(ring.due_in(10_000 + 7200, HOUR), Duration::ZERO);
        // A little ahead (clock skew between instances) is not due; far ahead is.
        assert!(!ring.rotation_due(10_000 - 60, HOUR));
        assert!(ring.rotation_due(10_000 - 3601, HOUR));
        // A zero period cannot make a ring turn on every check.
        assert!(!ring.rotation_due(10_000, Duration::ZERO));
    }

    #[test]
    fn the_lifetime_is_the_previous_keys_periods_within_seven_days() {
        assert_eq!(KeyRing::lifetime(12 * HOUR), 24 * 3600);
        assert_eq!(KeyRing::lifetime(Duration::from_secs(3)), 6);
        assert_eq!(KeyRing::lifetime(30 * 24 * HOUR), 7 * 24 * 3600);
    }

    #[test]
    fn stored_keys_make_a_ring_only_in_number_and_with_distinct_ids() {
        let keys: Vec<TicketKey> = (0..MAX_KEYS).map(|_| key()).collect();
        let ring = KeyRing::from_keys(3, 50, keys.clone()).unwrap();
        assert_eq!(ring.current(), &keys[1]);
        assert_eq!(ring.ids(), keys.iter().map(|k| k.id).collect::<Vec<_>>());
        assert_eq!(
            KeyRing::from_keys(0, 0, keys[..1].to_vec()),
            Err(RingError::KeyCount(1))
        );
        let mut too_many = keys.clone();
        too_many.push(key());
        assert!(KeyRing::from_keys(0, 0, too_many).is_err());
        let twice = vec![keys[0].clone(), keys[1].clone(), keys[0].clone()];
        assert_eq!(KeyRing::from_keys(0, 0, twice), Err(RingError::DuplicateId));
    }

    #[test]
    fn a_fixed_ring_encrypts_with_its_first_key_and_never_lists_it_twice() {
        let (first, second) = (key(), key());
        let ring = KeyRing::fixed(5, first.clone(), vec![second.clone()]);
        assert_eq!(ring.current(), &first);
        assert_eq!(ring.ids(), [first.id, second.id]);
    }

    #[test]
    fn the_lock_holder_publishes_its_ring_when_none_is_stored_and_turns_a_due_one() {
        let ours = KeyRing::fresh(1000, key(), key());
        // Nothing stored: ours, as it is, or turned when due.
        assert_eq!(
            ring_to_store(None, &ours, 1100, HOUR, key()),
            Some(ours.clone())
        );
        let fresh = key();
        let turned = ring_to_store(None, &ours, 1000 + 3600, HOUR, fresh.clone()).unwrap();
        assert_eq!(turned, ours.rotated(1000 + 3600, fresh));
        // A stored ring that is not due stays; a due one turns, whatever ours is.
        let stored = KeyRing::fresh(2000, key(), key());
        assert_eq!(ring_to_store(Some(&stored), &ours, 2100, HOUR, key()), None);
        let fresh = key();
        let turned = ring_to_store(Some(&stored), &ours, 2000 + 3600, HOUR, fresh.clone());
        assert_eq!(turned, Some(stored.rotated(2000 + 3600, fresh)));
    }
}
