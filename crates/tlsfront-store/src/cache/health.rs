//! Whether the store answers: one state per store, which every user of the store shares, so that
//! an outage is found by whoever meets it first and reported once, by this module.
//!
//! A lookup that finds the store unreachable (Redis does not answer, a lookup passes its
//! deadline) marks it down; from then on, lookups for uncached hosts fail at once instead of
//! each waiting the lookup deadline while holding a handshake slot. One background probe (the
//! store's [`CertSource::check`]) marks it up again, or a lookup that is sent anyway (a change
//! notification, a preload) and gets an answer.
//!
//! The host cache keeps the state with its lookups. The store's other users (the fleet's ticket
//! keys, on-demand issuance's records, locks and counters) reach the store through
//! [`StoreHealth::follow`] (`following.rs`): while the state says down their calls fail at once
//! with [`StoreError::Down`], and a call that finds the store unreachable moves the same state,
//! so they never report an outage of their own; they log their failures at debug, knowing by
//! the error's type ([`crate::source::FailureScope::Store`]) that this module reported it.
//!
//! The state is one counter, even while the store is up and odd while it is down, moved on by
//! one at each change. A lookup notes the counter when it starts and may only change the state
//! it saw: one that began before an outage and ends after it cannot start a new one or end the
//! next.
//!
//! An outage is logged twice, when it starts and when it ends, never per lookup. Reports of new
//! outages are rate-limited: one that starts within [`REPORT_INTERVAL`] of the last reported one
//! is reported only if it lasts that long, so a flapping store costs a few lines a minute.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant, SystemTime};

use tracing::{info, warn};

use crate::error_chain::error_chain;
use crate::source::{CertSource, FailureScope, StoreError};

/// How long a probe waits for the store until the cache says otherwise (its lookup deadline).
const DEFAULT_PROBE_TIMEOUT: Duration = Duration::from_secs(1);

/// Least time between two reports of an outage starting.
pub(crate) const REPORT_INTERVAL: Duration = Duration::from_secs(10);
/// The first probe follows this soon after the store was found down; the delay then doubles.
const FIRST_PROBE: Duration = Duration::from_millis(100);
/// The longest wait between probes: a store that is back is used again within a second.
const MAX_PROBE_INTERVAL: Duration = Duration::from_secs(1);

/// The store's state, shared by every lookup, every other user of the store, and the probe.
#[derive(Debug)]
pub struct StoreHealth {
    /// The store this is the health of, which the probe checks.
    source: Arc<dyn CertSource>,
    /// The probe's deadline, in milliseconds: the cache's lookup deadline.
    probe_timeout_ms: AtomicU64,
    /// Even while the store answers, odd while it is down; one more at each change.
    state: AtomicU64,
    /// Lookups that failed at once during the current outage.
    failed_at_once: AtomicU64,
    log: Mutex<OutageLog>,
    /// The last read that the store answered, and the last that failed, for the status page.
    last_reads: Mutex<LastReads>,
}

/// The last store reads, as the status page shows them ([`super::StoreStatus`]).
#[derive(Debug, Default, Clone)]
pub(crate) struct LastReads {
    /// Unix seconds of the last lookup or probe the store answered (found or not).
    pub answered_at: Option<u64>,
    /// Unix seconds of the last lookup or probe that failed, and why.
    pub failed_at: Option<u64>,
    pub error: Option<String>,
}

/// What the outage reports need to remember.
#[derive(Debug, Default)]
struct OutageLog {
    /// When an outage was last reported as starting.
    last_report: Option<Instant>,
    /// Outages since then that ended before they were reported.
    unreported: u64,
    current: Option<Outage>,
}

#[derive(Debug)]
struct Outage {
    /// The state this outage is.
    state: u64,
    started: Instant,
    reported: bool,
    /// Why the store was found down, for a report made later.
    error: String,
}

impl StoreHealth {
    /// The health of `source`, found up until a lookup or a call finds it otherwise. Make one
    /// per store, and give it to the cache and every other user of the store.
    pub fn new(source: Arc<dyn CertSource>) -> Arc<Self> {
        Arc::new(StoreHealth {
            source,
            probe_timeout_ms: AtomicU64::new(DEFAULT_PROBE_TIMEOUT.as_millis() as u64),
            state: AtomicU64::new(0),
            failed_at_once: AtomicU64::new(0),
            log: Mutex::default(),
            last_reads: Mutex::default(),
        })
    }

    /// The store this is the health of.
    pub fn source(&self) -> &Arc<dyn CertSource> {
        &self.source
    }

    /// Whether the store is known to be down: a call now would only wait for it.
    pub fn is_down(&self) -> bool {
        is_down(self.observe())
    }

    /// Asks the store now whether it answers (its [`CertSource::check`], under the probe's
    /// deadline), as a lookup would: an outage found here is reported, once, and probed, like
    /// any other. For a start-up check, which must not report an outage of its own. Returns
    /// whether the store answered.
    pub async fn check_now(self: &Arc<Self>) -> bool {
        let seen = self.observe();
        let timeout = self.probe_timeout();
        let err = match tokio::time::timeout(timeout, self.source.check()).await {
            Ok(Ok(())) => {
                self.note_answer();
                self.answered(seen);
                return true;
            }
            Ok(Err(err)) => err,
            Err(_) => StoreError::Timeout {
                store: self.source.describe(),
                timeout,
            },
        };
        self.note_failure(error_chain(&err));
        if err.scope() == FailureScope::Store {
            self.store_unreachable(seen, &err);
        }
        false
    }

    /// The state now, for a lookup or call to note when it starts.
    pub(crate) fn observe(&self) -> u64 {
        self.state.load(Ordering::Acquire)
    }

    /// The probe's deadline from now on: the cache's lookup deadline.
    pub(crate) fn set_probe_timeout(&self, timeout: Duration) {
        let millis = u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX);
        self.probe_timeout_ms.store(millis, Ordering::Relaxed);
    }

    fn probe_timeout(&self) -> Duration {
        Duration::from_millis(self.probe_timeout_ms.load(Ordering::Relaxed))
    }

    /// Notes that a lookup or probe got the store's answer. One uncontended lock per store
    /// read, which a cache hit never makes.
    pub(crate) fn note_answer(&self) {
        if let Ok(mut last) = self.last_reads.lock() {
            last.answered_at = Some(unix_now());
        }
    }

    /// Notes a lookup or probe that failed, and why (a store's error names the store and the
    /// entry, never key bytes).
    pub(crate) fn note_failure(&self, error: String) {
        if let Ok(mut last) = self.last_reads.lock() {
            last.failed_at = Some(unix_now());
            last.error = Some(error);
        }
    }

    pub(crate) fn last_reads(&self) -> LastReads {
        self.last_reads
            .lock()
            .map(|last| last.clone())
            .unwrap_or_default()
    }

    /// Counts a lookup that failed at once because the store is down.
    pub(crate) fn failed_at_once(&self) {
        self.failed_at_once.fetch_add(1, Ordering::Relaxed);
    }

    /// A lookup that started in state `seen` got an answer: if the store was down then, and
    /// nothing has changed since, the outage is over.
    pub(crate) fn answered(&self, seen: u64) {
        if is_down(seen) && self.advance(seen) {
            self.outage_ended(seen);
        }
    }

    /// A lookup or call that started in state `seen` found the store unreachable: if the store
    /// was up then, and nothing has changed since, an outage starts, and a probe follows it.
    pub(crate) fn store_unreachable(self: &Arc<Self>, seen: u64, error: &StoreError) {
        if is_down(seen) || !self.advance(seen) {
            return;
        }
        let outage = seen + 1;
        self.failed_at_once.store(0, Ordering::Relaxed);
        self.outage_started(outage, error_chain(error));
        tokio::spawn(probe(Arc::downgrade(self), outage));
    }

    /// Moves from state `seen` to the next one; false when the state is no longer `seen`.
    fn advance(&self, seen: u64) -> bool {
        self.state
            .compare_exchange(seen, seen + 1, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
    }

    fn outage_started(&self, state: u64, error: String) {
        let Ok(mut log) = self.log.lock() else {
            return;
        };
        let mut outage = Outage {
            state,
            started: Instant::now(),
            reported: false,
            error,
        };
        log.report_start(self.source.as_ref(), &mut outage);
        log.current = Some(outage);
    }

    /// Reports the outage in `state` now if it was not reported when it started, because
    /// another had been just before, and it has lasted [`REPORT_INTERVAL`] since.
    fn report_if_lasting(&self, state: u64) {
        let Ok(mut log) = self.log.lock() else {
            return;
        };
        let Some(mut outage) = log.current.take() else {
            return;
        };
        if outage.state == state && !outage.reported && outage.started.elapsed() >= REPORT_INTERVAL
        {
            log.report_start(self.source.as_ref(), &mut outage);
        }
        log.current = Some(outage);
    }

    fn outage_ended(&self, state: u64) {
        let Ok(mut log) = self.log.lock() else {
            return;
        };
        let Some(outage) = log.current.take_if(|outage| outage.state == state) else {
            return;
        };
        if !outage.reported {
            log.unreported += 1;
            return;
        }
        info!(
            store = %self.source.describe(),
            down_for_ms = outage.started.elapsed().as_millis() as u64,
            failed_at_once = self.failed_at_once.load(Ordering::Relaxed),
            "the store answers again; uncached hosts are looked up again"
        );
    }
}

impl OutageLog {
    /// Reports `outage` as started, unless another was reported less than [`REPORT_INTERVAL`]
    /// ago.
    fn report_start(&mut self, source: &dyn CertSource, outage: &mut Outage) {
        let now = Instant::now();
        if self
            .last_report
            .is_some_and(|last| now.duration_since(last) < REPORT_INTERVAL)
        {
            return;
        }
        self.last_report = Some(now);
        outage.reported = true;
        let down_for = now.duration_since(outage.started);
        warn!(
            store = %source.describe(),
            error = %outage.error,
            down_for_ms = down_for.as_millis() as u64,
            shorter_outages = std::mem::take(&mut self.unreported),
            "store lookup failed: the store is down; uncached hosts fail at once until it answers again"
        );
    }
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

fn is_down(state: u64) -> bool {
    state % 2 == 1
}

/// Probes the store while outage `state` lasts, and ends it when the store answers. Ends on its
/// own when a lookup found the store back first, or when every user of the health is gone.
async fn probe(health: Weak<StoreHealth>, state: u64) {
    let mut delay = FIRST_PROBE;
    loop {
        tokio::time::sleep(delay).await;
        let Some(health) = health.upgrade() else {
            return;
        };
        if health.observe() != state {
            return;
        }
        let probe_timeout = health.probe_timeout();
        match tokio::time::timeout(probe_timeout, health.source.check()).await {
            Ok(Ok(())) => {
                health.note_answer();
                health.answered(state);
                return;
            }
            Ok(Err(err)) => health.note_failure(error_chain(&err)),
            Err(_) => health.note_failure(format!(
                "the store did not answer a probe within {probe_timeout:?}"
            )),
        }
        health.report_if_lasting(state);
        delay = (delay * 2).min(MAX_PROBE_INTERVAL);
    }
}
