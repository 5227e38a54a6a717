//! The fleet's ticket keys, kept in the store: read at start, on every change the store
//! announces, and every few seconds; rotated by whichever instance takes the store's lock when
//! the ring is due.
//!
//! When the store cannot be reached (or its record cannot be read: sealed with a key this
//! instance lacks), the instance keeps the keys it has, and turns them itself when they are
//! due: it promotes `next`, as the fleet would, so its tickets still open on instances that
//! rotated in the store. Once the store answers again, the stored ring is taken.
//!
//! The store is the server's store followed through its health
//! ([`tlsfront_store::StoreHealth::follow`]): while the host cache (or anyone) has found it
//! down, reads fail at once without asking, and a read that finds it unreachable marks it down
//! for everyone. The outage is reported by that health, once; here a failure of
//! [`FailureScope::Store`] is only counted and logged at debug. What is this reader's alone (a
//! record it cannot use, an entry too large) is logged at `warn` once per run of failures.

use std::sync::Arc;
use std::time::Duration;

use tlsfront_store::source::FailureScope;
use tlsfront_store::{error_chain, CertStore, StoreError, Unsealer};
use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;
use tracing::{debug, info, warn};

use super::key::TicketKey;
use super::live::{KeyOrigin, LiveKeys};
use super::metrics::{unix_now, KeyRecordFailure};
use super::record::{decode, encode, ring_record, RecordError};
use super::ring::{ring_to_store, KeyRing};
use super::MIN_WAIT;

/// How often the record is read when no change is announced: an instance that missed a change
/// message (a keyspace notification off, a subscription being re-made) catches up this fast.
const CHECK_EVERY: Duration = Duration::from_secs(5);

/// The rotation lock: one instance rotates at a time. Its name holds an underscore, which no
/// host name does, so it never meets an on-demand issuance's lock on a name.
const LOCK_NAME: &str = "tls_ticket_keys";

/// How long the lock is held at most: a rotation is two reads and a write.
const LOCK_LEASE: Duration = Duration::from_secs(10);

/// Keeps an instance's keys in step with the fleet's ring in the store.
pub(super) struct FleetSync {
    live: Arc<LiveKeys>,
    store: Arc<dyn CertStore>,
    unsealer: Option<Arc<Unsealer>>,
    changed: Arc<Notify>,
}

/// Why the stored ring was not read.
enum ReadFailure {
    Store(StoreError),
    Record(RecordError),
}

/// Whether a store failure is the store's outage, which its health reports.
fn is_outage(err: &StoreError) -> bool {
    err.scope() == FailureScope::Store
}

impl FleetSync {
    pub fn new(
        live: Arc<LiveKeys>,
        store: Arc<dyn CertStore>,
        unsealer: Option<Arc<Unsealer>>,
        changed: Arc<Notify>,
    ) -> Self {
        FleetSync {
            live,
            store,
            unsealer,
            changed,
        }
    }

    /// Follows the stored ring until `shutdown`.
    pub async fn run(&self, shutdown: &CancellationToken) {
        let mut reported = false;
        loop {
            self.sync_once(&mut reported).await;
            let due_in = self.live.ring().0.due_in(unix_now(), self.live.period);
            let wait = due_in.clamp(MIN_WAIT, CHECK_EVERY);
            tokio::select! {
                _ = self.changed.notified() => {}
                _ = tokio::time::sleep(wait) => {}
                _ = shutdown.cancelled() => return,
            }
        }
    }

    /// One look at the store: take its ring, rotate it when due, or make the first one.
    /// `reported` says whether this run of failed looks was logged at `warn` already, so it is
    /// logged once, and its end too.
    async fn sync_once(&self, reported: &mut bool) {
        let now = unix_now();
        let stored = self.read().await;
        match stored {
            Ok(stored) => {
                if std::mem::take(reported) {
                    info!("the session ticket keys' record is readable again");
                }
                let due = match &stored {
                    Some(ring) => {
                        self.adopt(ring);
                        ring.rotation_due(now, self.live.period)
                    }
                    None => true,
                };
                if due {
                    self.rotate(now).await;
                }
            }
            Err(ReadFailure::Record(err)) if err.replaceable() => {
                *reported = false;
                self.live.metrics.failures.inc(KeyRecordFailure::Record);
                warn!(error = %error_chain(&err), "replacing the session ticket keys' record");
                self.rotate(now).await;
            }
            Err(failure) => {
                self.report(&failure, reported);
                self.rotate_locally_if_due(now);
            }
        }
    }

    /// The stored ring, if any.
    async fn read(&self) -> Result<Option<KeyRing>, ReadFailure> {
        let value = self
            .store
            .fetch_record(&ring_record())
            .await
            .map_err(ReadFailure::Store)?;
        value
            .map(|value| decode(&value, self.unsealer.as_deref()))
            .transpose()
            .map_err(ReadFailure::Record)
    }

    /// Puts the stored ring in use, unless it already is.
    fn adopt(&self, stored: &KeyRing) {
        let (ours, origin) = self.live.ring();
        if origin == KeyOrigin::Store && ours == *stored {
            return;
        }
        debug!(
            generation = stored.generation,
            "using the fleet's session ticket keys"
        );
        self.live.install(stored.clone(), KeyOrigin::Store);
        self.live.metrics.updates.inc();
    }

    /// Writes a new ring (or the first one) under the rotation lock. Another instance that holds
    /// the lock is rotating: its write is announced, and read then.
    async fn rotate(&self, now: u64) {
        let Some(token) = lock_token() else {
            warn!("cannot rotate the session ticket keys: the system random generator failed");
            return;
        };
        match self.store.try_lock(LOCK_NAME, &token, LOCK_LEASE).await {
            Ok(true) => {}
            Ok(false) => return,
            Err(err) => {
                self.live.metrics.failures.inc(KeyRecordFailure::Store);
                debug!(error = %error_chain(&err), "cannot take the ticket key rotation lock");
                return;
            }
        }
        self.rotate_locked(now).await;
        if let Err(err) = self.store.unlock(LOCK_NAME, &token).await {
            // Its lease frees it soon.
            debug!(error = %error_chain(&err), "cannot release the ticket key rotation lock");
        }
    }

    /// Under the lock: reads the ring again (another instance may have rotated since the first
    /// read), and writes what [`ring_to_store`] says.
    async fn rotate_locked(&self, now: u64) {
        let stored = match self.read().await {
            Ok(stored) => stored,
            Err(ReadFailure::Record(err)) if err.replaceable() => None,
            Err(failure) => {
                self.report(&failure, &mut false);
                return;
            }
        };
        let fresh = match TicketKey::generate(now) {
            Ok(fresh) => fresh,
            Err(err) => {
                warn!(error = %err, "cannot make a session ticket key");
                return;
            }
        };
        let (ours, _) = self.live.ring();
        let Some(ring) = ring_to_store(stored.as_ref(), &ours, now, self.live.period, fresh) else {
            if let Some(stored) = &stored {
                self.adopt(stored);
            }
            return;
        };
        let value = match encode(&ring, self.unsealer.as_deref()) {
            Ok(value) => value,
            Err(err) => {
                warn!(error = %error_chain(&err), "cannot seal the session ticket keys");
                return;
            }
        };
        if let Err(err) = self.store.put_record(&ring_record(), &value, None).await {
            self.live.metrics.failures.inc(KeyRecordFailure::Store);
            if is_outage(&err) {
                debug!(error = %error_chain(&err), "cannot store the session ticket keys: the store is down");
            } else {
                warn!(error = %error_chain(&err), "cannot store the session ticket keys");
            }
            return;
        }
        let rotated = stored.is_some() || ours.rotation_due(now, self.live.period);
        if rotated {
            self.live.metrics.rotations.inc();
            info!(
                generation = ring.generation,
                "rotated the fleet's session ticket keys"
            );
        } else {
            info!("stored this instance's session ticket keys for the fleet");
        }
        self.live.install(ring, KeyOrigin::Store);
    }

    /// Without the store's ring, turns the one in use when it is due, as the fleet would.
    fn rotate_locally_if_due(&self, now: u64) {
        let (ours, _) = self.live.ring();
        if !ours.rotation_due(now, self.live.period) {
            return;
        }
        let Ok(fresh) = TicketKey::generate(now) else {
            return;
        };
        let turned = ours.rotated(now, fresh);
        warn!(
            generation = turned.generation,
            "rotated the session ticket keys in this process only: the store's ring cannot be read"
        );
        self.live.install(turned, KeyOrigin::Process);
        self.live.metrics.rotations.inc();
    }

    /// Counts a failed read. The store's outage is its health's to report: it is logged at
    /// debug. Any other failure is logged at `warn` the first time of a run of them.
    fn report(&self, failure: &ReadFailure, reported: &mut bool) {
        let (error, outage) = match failure {
            ReadFailure::Store(err) => {
                self.live.metrics.failures.inc(KeyRecordFailure::Store);
                (error_chain(err), is_outage(err))
            }
            ReadFailure::Record(err) => {
                self.live.metrics.failures.inc(KeyRecordFailure::Record);
                (error_chain(err), false)
            }
        };
        if outage {
            debug!(%error, "cannot read the session ticket keys' record: the store is down; the keys in use stay");
        } else if std::mem::replace(reported, true) {
            debug!(%error, "the session ticket keys' record still cannot be read");
        } else {
            warn!(%error, "cannot read the session ticket keys' record; the keys in use stay");
        }
    }
}

/// A random token that holds the rotation lock: only its holder extends or releases it.
fn lock_token() -> Option<String> {
    let mut token = [0u8; 16];
    aws_lc_rs::rand::fill(&mut token).ok()?;
    Some(token.iter().map(|byte| format!("{byte:02x}")).collect())
}
