//! The keys in use now, shared by every host's ticketer and swapped whole when the ring turns:
//! a handshake reads them without a lock ([`arc_swap`]), and a rotation never waits for one.

use std::sync::Arc;
use std::time::Duration;

use arc_swap::ArcSwap;
use aws_lc_rs::aead::LessSafeKey;

use super::key::KeyId;
use super::metrics::TicketMetrics;
use super::quic_keys::QuicKeys;
use super::ring::KeyRing;

/// Where the keys in use come from, for metrics and logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyOrigin {
    /// The fleet's ring, read from the store.
    Store,
    /// Made by this process: the directory store, or a fleet whose store cannot be reached.
    Process,
    /// Key files (`--ticket-key-file`).
    File,
}

impl KeyOrigin {
    pub fn label(self) -> &'static str {
        match self {
            KeyOrigin::Store => "store",
            KeyOrigin::Process => "process",
            KeyOrigin::File => "file",
        }
    }
}

/// A ring ready for use: each key's AEAD key made once.
pub(super) struct Prepared {
    pub ring: KeyRing,
    pub origin: KeyOrigin,
    pub current: KeyId,
    /// Every key of the ring, `current` included.
    pub keys: Vec<(KeyId, LessSafeKey)>,
    /// Every key's QUIC keys (`quic_keys`).
    pub quic: Vec<(KeyId, QuicKeys)>,
}

impl Prepared {
    fn new(ring: KeyRing, origin: KeyOrigin) -> Self {
        Prepared {
            current: ring.current().id,
            keys: ring.keys().map(|key| (key.id, key.aead())).collect(),
            quic: ring.keys().map(|key| (key.id, QuicKeys::of(key))).collect(),
            ring,
            origin,
        }
    }

    /// The AEAD key for `id`, when the ring has it.
    pub fn key(&self, id: &[u8]) -> Option<&LessSafeKey> {
        self.keys
            .iter()
            .find(|(key_id, _)| key_id.0 == id)
            .map(|(_, key)| key)
    }
}

/// The keys in use, the rotation period, and the counters of everything done with them.
pub struct LiveKeys {
    prepared: ArcSwap<Prepared>,
    /// How often the ring turns; tickets are told they live [`KeyRing::lifetime`] of it.
    pub period: Duration,
    lifetime: u32,
    pub metrics: TicketMetrics,
}

impl LiveKeys {
    pub fn new(ring: KeyRing, origin: KeyOrigin, period: Duration) -> Self {
        LiveKeys {
            prepared: ArcSwap::from_pointee(Prepared::new(ring, origin)),
            period,
            lifetime: KeyRing::lifetime(period),
            metrics: TicketMetrics::default(),
        }
    }

    /// Puts `ring` in use for every ticket from now on.
    pub fn install(&self, ring: KeyRing, origin: KeyOrigin) {
        self.prepared.store(Arc::new(Prepared::new(ring, origin)));
    }

    /// The ring in use, and where it came from.
    pub fn ring(&self) -> (KeyRing, KeyOrigin) {
        let prepared = self.prepared.load();
        (prepared.ring.clone(), prepared.origin)
    }

    /// The ticket lifetime told to clients, in seconds.
    pub fn lifetime(&self) -> u32 {
        self.lifetime
    }

    pub(super) fn prepared(&self) -> arc_swap::Guard<Arc<Prepared>> {
        self.prepared.load()
    }
}

impl std::fmt::Debug for LiveKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let prepared = self.prepared.load();
        f.debug_struct("LiveKeys")
            .field("origin", &prepared.origin)
            .field("generation", &prepared.ring.generation)
            .field("current", &prepared.current)
            .field("period", &self.period)
            .finish_non_exhaustive()
    }
}
