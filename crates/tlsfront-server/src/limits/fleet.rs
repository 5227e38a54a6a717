//! Per-host rates counted across a fleet (`limits.fleet_counting`), approximately and never on
//! the request path.
//!
//! Each instance keeps its own token buckets and takes requests and handshakes from them as
//! always. Once a second a task adds each limited host's demand of the last second (what it
//! took and what it refused) to a counter in the store (Redis: one `INCRBY` and one `GET` per
//! host, pipelined), and reads the fleet's demand in the window before. When the fleet asked
//! for more than the host's limit, this instance's bucket is narrowed to its part of the
//! demand: an instance that saw a tenth of the fleet's requests gets a tenth of the limit.
//!
//! What is exact and what is not: each instance's own bucket is exact; the fleet's total is
//! known a second or two late, and a host's shares follow its demand with that lag, so a burst
//! that starts at once on every instance gets through up to N times the limit for a second or
//! two (N instances) before the shares narrow; an instance that starts seeing a host's
//! requests after the others keeps at least [`MIN_SHARE`] of the limit meanwhile. Connection
//! counts and requests in flight stay per instance.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use futures_util::stream::{self, StreamExt};
use tlsfront_store::{error_chain, WindowCounters};
use tokio_util::sync::CancellationToken;
use tracing::debug;

/// The window demand is counted in, and how often it is shared.
pub const WINDOW: Duration = Duration::from_secs(1);
/// A full share, in thousandths.
pub const FULL_SHARE: u32 = 1000;
/// The least share an instance keeps: a host's traffic moving to it is not cut to nothing while
/// the counts catch up.
pub const MIN_SHARE: u32 = 50;
/// Most hosts shared per second: the busiest are; a store round trip each, pipelined.
const MAX_HOSTS_PER_ROUND: usize = 1000;
/// Counters asked for at once.
const CONCURRENT: usize = 32;

/// One rate of one host, as the fleet shares it: the demand since the last round, what was
/// added last round, the limit in force, and this instance's share of it.
#[derive(Debug)]
pub struct SharedRate {
    demand: AtomicU64,
    added: AtomicU64,
    limit: AtomicU32,
    share: AtomicU32,
}

impl Default for SharedRate {
    fn default() -> Self {
        SharedRate {
            demand: AtomicU64::new(0),
            added: AtomicU64::new(0),
            limit: AtomicU32::new(0),
            share: AtomicU32::new(FULL_SHARE),
        }
    }
}

impl SharedRate {
    /// Notes one request (or handshake) asked for under `limit` per second, and returns the
    /// rate this instance may grant now: the limit, or its share of it.
    pub fn asked(&self, limit: u32) -> u32 {
        self.demand.fetch_add(1, Ordering::Relaxed);
        self.limit.store(limit, Ordering::Relaxed);
        scaled(limit, self.share.load(Ordering::Relaxed))
    }

    /// Whether there is anything to share: demand now, or an addition last round whose share
    /// should come back when demand stopped.
    fn active(&self) -> bool {
        self.demand.load(Ordering::Relaxed) > 0 || self.added.load(Ordering::Relaxed) > 0
    }
}

/// `limit` narrowed to `share` thousandths, at least 1.
fn scaled(limit: u32, share: u32) -> u32 {
    let scaled = u64::from(limit) * u64::from(share) / u64::from(FULL_SHARE);
    u32::try_from(scaled).unwrap_or(u32::MAX).max(1)
}

/// This instance's share, in thousandths, given its demand in the last whole window and the
/// fleet's: all of the limit while the fleet asked for no more than it, else its part of the
/// demand, never below [`MIN_SHARE`].
pub fn share_of(limit_per_window: u64, own_demand: u64, fleet_demand: u64) -> u32 {
    if fleet_demand <= limit_per_window || fleet_demand == 0 {
        return FULL_SHARE;
    }
    let share = own_demand.saturating_mul(u64::from(FULL_SHARE)) / fleet_demand;
    u32::try_from(share)
        .unwrap_or(FULL_SHARE)
        .clamp(MIN_SHARE, FULL_SHARE)
}

/// A host's rates to share in one round, under their counter names.
pub struct ToShare {
    pub counter: String,
    pub rate: Arc<SharedRate>,
}

/// Shares every active rate once a second until `stop`. `active` lists them each round.
pub async fn share_rounds(
    store: Arc<dyn WindowCounters>,
    active: impl Fn() -> Vec<ToShare>,
    stop: CancellationToken,
) {
    let mut ticks = tokio::time::interval(WINDOW);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = ticks.tick() => {}
            () = stop.cancelled() => return,
        }
        let mut rates: Vec<ToShare> = active()
            .into_iter()
            .filter(|shared| shared.rate.active())
            .collect();
        // The busiest first, when there are more than a round takes.
        rates.sort_by_key(|shared| std::cmp::Reverse(shared.rate.demand.load(Ordering::Relaxed)));
        rates.truncate(MAX_HOSTS_PER_ROUND);
        stream::iter(rates)
            .for_each_concurrent(CONCURRENT, |shared| share_one(&*store, shared))
            .await;
    }
}

async fn share_one(store: &dyn WindowCounters, shared: ToShare) {
    let rate = &shared.rate;
    let demand = rate.demand.swap(0, Ordering::Relaxed);
    match store.add_in_window(&shared.counter, demand, WINDOW).await {
        Ok(counts) => {
            let own = rate.added.swap(demand, Ordering::Relaxed);
            let limit = u64::from(rate.limit.load(Ordering::Relaxed));
            let window_limit = limit * WINDOW.as_secs().max(1);
            rate.share.store(
                share_of(window_limit, own, counts.previous),
                Ordering::Relaxed,
            );
        }
        Err(err) => {
            // The store's health is reported by the host cache; here, the instance keeps its
            // whole limit (each instance then lets through up to the limit), and tries again.
            rate.demand.fetch_add(demand, Ordering::Relaxed);
            rate.share.store(FULL_SHARE, Ordering::Relaxed);
            debug!(counter = %shared.counter, error = %error_chain(&err), "fleet counter not shared");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instance_gets_its_part_of_the_limit_when_the_fleet_asks_for_more() {
        // The fleet asked for no more than the limit: every instance may grant all of it.
        assert_eq!(share_of(100, 30, 90), FULL_SHARE);
        assert_eq!(share_of(100, 0, 0), FULL_SHARE);
        // Four instances asking alike for four times the limit: a quarter each.
        assert_eq!(share_of(100, 100, 400), 250);
        // One asking for most of it: most of the limit.
        assert_eq!(share_of(100, 900, 1000), 900);
        // One that saw none keeps the least share, for traffic that moves to it.
        assert_eq!(share_of(100, 0, 1000), MIN_SHARE);
        assert_eq!(scaled(100, 250), 25);
        assert_eq!(scaled(10, MIN_SHARE), 1, "never below one a second");
    }

    #[tokio::test]
    async fn rounds_share_demand_through_the_store() {
        let dir = tempfile::tempdir().unwrap();
        let store: Arc<dyn WindowCounters> = Arc::new(tlsfront_store::DirStore::new(dir.path()));
        let rate = Arc::new(SharedRate::default());
        for _ in 0..30 {
            assert_eq!(rate.asked(10), 10);
        }
        let shared = || ToShare {
            counter: "limits_requests_a.example".to_owned(),
            rate: rate.clone(),
        };
        share_one(&*store, shared()).await;
        assert_eq!(rate.demand.load(Ordering::Relaxed), 0);
        assert_eq!(rate.added.load(Ordering::Relaxed), 30);
        // A store that counts only this process (the directory's) sees only this demand: 30
        // asked against a limit of 10 a second leaves this instance the whole of it.
        let counts = store
            .add_in_window("limits_requests_a.example", 0, WINDOW)
            .await
            .unwrap();
        assert!(counts.current + counts.previous >= 30, "{counts:?}");
    }
}
