//! Whether the store answers. A lookup that finds the store unreachable (Redis does not answer,
//! a lookup passes its deadline) marks it down; from then on, lookups for uncached hosts fail at
//! once instead of each waiting the lookup deadline while holding a handshake slot. One
//! background probe (the store's [`CertSource::check`]) marks it up again.
//!
//! An outage is logged twice, when it starts and when it ends, never per lookup. Reports of new
//! outages are rate-limited: one that starts within [`REPORT_INTERVAL`] of the last reported one
//! is reported only if it lasts that long, so a flapping store costs a few lines a minute.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use tracing::{info, warn};

use crate::error_chain::error_chain;
use crate::source::{CertSource, StoreError};

/// Least time between two reports of an outage starting.
pub(crate) const REPORT_INTERVAL: Duration = Duration::from_secs(10);
/// The first probe follows this soon after the store was found down; the delay then doubles.
const FIRST_PROBE: Duration = Duration::from_millis(100);
/// The longest wait between probes: a store that is back is used again within a second.
const MAX_PROBE_INTERVAL: Duration = Duration::from_secs(1);

/// The store's state, shared by every lookup and the probe.
#[derive(Debug, Default)]
pub(crate) struct StoreHealth {
    down: AtomicBool,
    /// Counts outages, so a probe knows when the outage it follows has ended and another begun.
    outages: AtomicU64,
    /// Lookups that failed at once during the current outage.
    failed_at_once: AtomicU64,
    reports: Mutex<Reports>,
}

#[derive(Debug, Default)]
struct Reports {
    /// When an outage was last reported as starting.
    last_down_report: Option<Instant>,
    /// Outages since then that ended before they were reported.
    unreported_outages: u64,
}

impl StoreHealth {
    /// Whether the store is known to be down: a lookup now would only wait for it.
    pub(crate) fn is_down(&self) -> bool {
        self.down.load(Ordering::Relaxed)
    }

    /// Counts a lookup that failed at once because the store is down.
    pub(crate) fn failed_at_once(&self) {
        self.failed_at_once.fetch_add(1, Ordering::Relaxed);
    }

    /// A lookup got an answer: the store is up. A probe that is running sees this and ends
    /// the outage.
    pub(crate) fn answered(&self) {
        if self.is_down() {
            self.down.store(false, Ordering::Relaxed);
        }
    }

    /// A lookup found the store unreachable. The first such lookup of an outage starts the
    /// probe, which reports the outage and ends it once the store answers again.
    pub(crate) fn store_unreachable(
        self: &Arc<Self>,
        source: &Arc<dyn CertSource>,
        error: &StoreError,
        probe_timeout: Duration,
    ) {
        if self
            .down
            .compare_exchange(false, true, Ordering::Relaxed, Ordering::Relaxed)
            .is_err()
        {
            return;
        }
        self.failed_at_once.store(0, Ordering::Relaxed);
        let error = error_chain(error);
        let outage = Outage {
            health: Arc::downgrade(self),
            number: self.outages.fetch_add(1, Ordering::Relaxed) + 1,
            source: source.clone(),
            started: Instant::now(),
            reported: self.report_start(source.as_ref(), &error, None),
            error,
        };
        tokio::spawn(outage.probe_until_up(probe_timeout));
    }

    /// Reports an outage starting, unless another was reported less than [`REPORT_INTERVAL`]
    /// ago. Returns whether it reported.
    fn report_start(
        &self,
        source: &dyn CertSource,
        error: &str,
        down_for: Option<Duration>,
    ) -> bool {
        let Ok(mut reports) = self.reports.lock() else {
            return false;
        };
        let now = Instant::now();
        if reports
            .last_down_report
            .is_some_and(|last| now.duration_since(last) < REPORT_INTERVAL)
        {
            return false;
        }
        reports.last_down_report = Some(now);
        let shorter_outages = std::mem::take(&mut reports.unreported_outages);
        warn!(
            store = %source.describe(),
            error,
            down_for_ms = down_for.map(|d| d.as_millis() as u64),
            shorter_outages,
            "store lookup failed: the store is down; uncached hosts fail at once until it answers again"
        );
        true
    }

    /// Whether outage `number` goes on: the store is down, and no lookup found it back since
    /// (which may have been followed by another outage).
    fn still_in(&self, number: u64) -> bool {
        self.is_down() && self.outages.load(Ordering::Relaxed) == number
    }

    /// Counts an outage that ended before it was reported.
    fn unreported_outage_ended(&self) {
        if let Ok(mut reports) = self.reports.lock() {
            reports.unreported_outages += 1;
        }
    }
}

/// One outage, from the lookup that found the store down to the probe that finds it back.
struct Outage {
    /// Weak: a cache that is dropped ends its probe.
    health: Weak<StoreHealth>,
    number: u64,
    source: Arc<dyn CertSource>,
    started: Instant,
    reported: bool,
    /// Why the store was found down, for a report made later.
    error: String,
}

impl Outage {
    /// Probes the store until it answers, or until a lookup finds it back first.
    async fn probe_until_up(mut self, probe_timeout: Duration) {
        let mut delay = FIRST_PROBE;
        loop {
            tokio::time::sleep(delay).await;
            let Some(health) = self.health.upgrade() else {
                return;
            };
            if health.still_in(self.number) {
                let probed = tokio::time::timeout(probe_timeout, self.source.check()).await;
                if let Ok(Ok(())) = probed {
                    health.answered();
                }
            }
            if !health.still_in(self.number) {
                self.end(&health);
                return;
            }
            if !self.reported && self.started.elapsed() >= REPORT_INTERVAL {
                // Not a short flap after all: report it now.
                let down_for = Some(self.started.elapsed());
                self.reported = health.report_start(self.source.as_ref(), &self.error, down_for);
            }
            delay = (delay * 2).min(MAX_PROBE_INTERVAL);
        }
    }

    fn end(&self, health: &StoreHealth) {
        if !self.reported {
            health.unreported_outage_ended();
            return;
        }
        info!(
            store = %self.source.describe(),
            down_for_ms = self.started.elapsed().as_millis() as u64,
            failed_at_once = health.failed_at_once.load(Ordering::Relaxed),
            "the store answers again; uncached hosts are looked up again"
        );
    }
}
