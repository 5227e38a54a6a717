//! Session tickets: the keys they are sealed with, where those keys come from, and how they
//! turn. rustls only sees a `ProducesTickets` per host ([`HostTicketer`]).
//!
//! - `key.rs`: one key; `ring.rs`: the ring `[next, current, previous…]` and its rotation
//!   policy, as pure values; `live.rs`: the ring in use, swapped whole without a lock.
//! - `ticketer.rs`: the ticket format (AES-256-GCM, bound to the host) and the TLS 1.2
//!   connection's ticketer.
//! - `quic_keys.rs`: QUIC's Retry and stateless reset keys, derived from the same ring.
//! - Where keys come from ([`TicketKeySource`]): the store, shared by a fleet (`fleet.rs`,
//!   through the record of `record.rs`); this process alone, rotated in memory; or key files
//!   (`key_file.rs`), fixed.
//!
//! Keys never reach a disk (but for the key files an operator writes), a log, an error or a
//! metric. Handshakes never fail for them: without keys from the store, an instance makes its
//! own, and resumption degrades to full handshakes where keys differ.

mod fleet;
mod key;
mod key_file;
mod live;
mod metrics;
mod quic_keys;
mod record;
mod ring;
mod ticketer;

use std::sync::Arc;
use std::time::Duration;

use tlsfront_metrics::Exposition;
use tlsfront_store::{CertStore, Unsealer};
use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;
use tracing::{debug, warn};

pub use key::{KeyId, RandomFailed, TicketKey};
pub use key_file::{key_from_file_bytes, read_key_file, KeyFileError, KEY_FILE_SIZES};
pub use live::{KeyOrigin, LiveKeys};
pub use metrics::TicketMetrics;
pub use quic_keys::{FleetResetKey, FleetTokenKey};
pub use record::{decode as decode_record, encode as encode_record, ring_record, RecordError};
pub use ring::{ring_to_store, KeyRing, RingError, MAX_KEYS, PREVIOUS_KEYS};
pub use ticketer::{HostTicketer, Opened, Refused, Tls12Ticketer, MAX_TICKET_BYTES};

use self::fleet::FleetSync;
use self::metrics::unix_now;

/// Where ticket keys come from.
#[derive(Clone, Default)]
pub enum TicketKeySource {
    /// Each process makes its own and rotates them: sessions resume only on the instance that
    /// made them. The directory store's way.
    #[default]
    Process,
    /// Keys read from files (nginx's `ssl_session_ticket_key`): the first encrypts, all of
    /// them decrypt; they never rotate.
    Files(Vec<TicketKey>),
    /// The fleet's ring, kept in the store (Redis), rotated by one instance at a time.
    Store(Arc<dyn CertStore>),
}

impl std::fmt::Debug for TicketKeySource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TicketKeySource::Process => f.write_str("Process"),
            TicketKeySource::Files(keys) => f
                .debug_tuple("Files")
                .field(&keys.iter().map(|key| key.id).collect::<Vec<_>>())
                .finish(),
            TicketKeySource::Store(store) => f.debug_tuple("Store").field(store).finish(),
        }
    }
}

/// How session ticket keys are had and turned.
#[derive(Debug, Clone)]
pub struct TicketOptions {
    pub source: TicketKeySource,
    /// How long a key encrypts before the next one takes over.
    pub rotation: Duration,
}

impl Default for TicketOptions {
    fn default() -> Self {
        TicketOptions {
            source: TicketKeySource::Process,
            // Caddy's period: short enough that a stolen key reveals a day or so of sessions,
            // long enough that returning visitors resume.
            rotation: Duration::from_secs(12 * 60 * 60),
        }
    }
}

/// The ticket keys of one server: the keys in use, and what keeps them current.
pub struct TicketKeys {
    live: Arc<LiveKeys>,
    /// Woken when the store says the ring's record changed.
    changed: Arc<Notify>,
    sync: Sync,
}

enum Sync {
    Fixed,
    Process,
    Store(FleetSync),
}

impl TicketKeys {
    /// The keys `options` ask for. With the store, this process starts on keys of its own,
    /// until [`TicketKeys::run`] reads the fleet's.
    pub fn new(
        options: &TicketOptions,
        unsealer: Option<Arc<Unsealer>>,
    ) -> Result<Self, RandomFailed> {
        Self::new_inheriting(options, unsealer, None)
    }

    /// [`TicketKeys::new`], starting on `inherited` (the ring of the process this one took
    /// over from) instead of fresh keys, so that its tickets still open here. Key files are
    /// read as configured, whatever was inherited.
    pub fn new_inheriting(
        options: &TicketOptions,
        unsealer: Option<Arc<Unsealer>>,
        inherited: Option<KeyRing>,
    ) -> Result<Self, RandomFailed> {
        let now = unix_now();
        let period = options.rotation;
        let own = || -> Result<KeyRing, RandomFailed> {
            if let Some(ring) = inherited.clone() {
                return Ok(ring);
            }
            Ok(KeyRing::fresh(
                now,
                TicketKey::generate(now)?,
                TicketKey::generate(now)?,
            ))
        };
        let changed = Arc::new(Notify::new());
        let (live, sync) = match &options.source {
            TicketKeySource::Files(keys) => {
                let mut keys = keys.iter().cloned();
                let ring = match keys.next() {
                    Some(first) => KeyRing::fixed(now, first, keys.collect()),
                    None => own()?,
                };
                let live = LiveKeys::new(ring, KeyOrigin::File, period);
                (Arc::new(live), Sync::Fixed)
            }
            TicketKeySource::Process => {
                let live = LiveKeys::new(own()?, KeyOrigin::Process, period);
                (Arc::new(live), Sync::Process)
            }
            TicketKeySource::Store(store) => {
                let live = Arc::new(LiveKeys::new(own()?, KeyOrigin::Process, period));
                let fleet = FleetSync::new(live.clone(), store.clone(), unsealer, changed.clone());
                (live, Sync::Store(fleet))
            }
        };
        Ok(TicketKeys {
            live,
            changed,
            sync,
        })
    }

    /// The keys in use.
    pub fn live(&self) -> &Arc<LiveKeys> {
        &self.live
    }

    /// The keys a successor process should start on: this process's own or the fleet's, not
    /// key files (the successor reads those itself, and they may have changed).
    pub fn for_successor(&self) -> Option<Arc<LiveKeys>> {
        match self.sync {
            Sync::Fixed => None,
            Sync::Process | Sync::Store(_) => Some(self.live.clone()),
        }
    }

    /// The store reported that the ring's record changed (or that changes may have been
    /// missed): read it now rather than at the next periodic check.
    pub fn store_changed(&self) {
        self.changed.notify_one();
    }

    /// Keeps the keys current until `shutdown`: reads and rotates the fleet's ring, or turns
    /// this process's own.
    pub async fn run(&self, shutdown: CancellationToken) {
        match &self.sync {
            Sync::Fixed => {}
            Sync::Process => rotate_in_process(&self.live, &shutdown).await,
            Sync::Store(fleet) => fleet.run(&shutdown).await,
        }
    }

    pub fn render_metrics(&self, out: &mut Exposition) {
        metrics::render(&self.live, out);
    }
}

impl std::fmt::Debug for TicketKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TicketKeys")
            .field("live", &self.live)
            .finish_non_exhaustive()
    }
}

/// The shortest wait between two looks at the clock, so that a ring due now (or a clock that
/// jumps) cannot make a loop spin.
const MIN_WAIT: Duration = Duration::from_millis(200);

/// Turns this process's own ring whenever it is due.
async fn rotate_in_process(live: &LiveKeys, shutdown: &CancellationToken) {
    loop {
        let now = unix_now();
        let (ring, _) = live.ring();
        if ring.rotation_due(now, live.period) {
            match TicketKey::generate(now) {
                Ok(fresh) => {
                    let turned = ring.rotated(now, fresh);
                    debug!(
                        generation = turned.generation,
                        "rotated this process's session ticket keys"
                    );
                    live.install(turned, KeyOrigin::Process);
                    live.metrics.rotations.inc();
                }
                Err(err) => {
                    warn!(error = %err, "cannot make a session ticket key; the current one stays")
                }
            }
        }
        let wait = live.ring().0.due_in(unix_now(), live.period).max(MIN_WAIT);
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = shutdown.cancelled() => return,
        }
    }
}
