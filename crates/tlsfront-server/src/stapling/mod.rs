//! OCSP stapling: what a handshake sends of a pair's staple (`served.rs`), when a response is
//! fetched (`plan.rs`), how a responder is asked (`fetch.rs`), and the background task that
//! does it under a fleet lock and stores what passes (`task.rs`).
//!
//! Responses live in the store beside the pairs (`<host>.ocsp`), so one instance fetches and
//! the whole fleet staples; the checks are `tlsfront_store::ocsp`'s. Nothing here runs on the
//! handshake path except [`ServedPair::for_now`], a clock read and a comparison.

mod fetch;
mod plan;
mod served;
mod task;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tlsfront_metrics::{Counter, Counters, Exposition};

pub use fetch::{fetch_response, FetchError, MAX_RESPONSE_BYTES};
pub use plan::{fetch_due, Backoff, FIRST_RETRY_SECS, MAX_RETRY_SECS};
pub use served::{staple_choice, PairStapling, ServedPair, StapleChoice};
pub use task::run;

/// How the fetcher runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaplingOptions {
    /// Whether responses are fetched at all. Stored responses are stapled either way.
    pub fetch: bool,
    /// How often the cached hosts are looked at for responses that are due.
    pub check_every: Duration,
    /// The deadline of one fetch: connecting, asking and reading the answer.
    pub fetch_timeout: Duration,
}

impl Default for StaplingOptions {
    fn default() -> Self {
        StaplingOptions {
            fetch: true,
            // A Must-Staple host loaded without a staple is refused until its first fetch, so
            // the walk is frequent; it only reads the cache.
            check_every: Duration::from_secs(10),
            // Responders answer from caches in milliseconds; past ten seconds one is down, and
            // the backoff takes over.
            fetch_timeout: Duration::from_secs(10),
        }
    }
}

tlsfront_metrics::label! {
    /// How one due fetch ended.
    pub enum FetchOutcome: "outcome" {
        /// A good response was checked and stored.
        Stored => "stored",
        /// Another instance had stored a response that is not due yet.
        FreshInStore => "fresh_in_store",
        /// Another instance holds the pair's fetch lock.
        Busy => "busy",
        /// The responder says the certificate is revoked: nothing stapled.
        Revoked => "revoked",
        /// The answer failed its checks (unknown, expired, not signed by the issuer, malformed).
        Invalid => "invalid",
        /// The responder could not be reached or answered with an HTTP error.
        Unreachable => "unreachable",
        /// The responder did not answer within the deadline.
        Timeout => "timeout",
        /// The store failed (the lock, the read or the write).
        StoreFailed => "store_failed",
    }
}

/// Stapling's counters, without per-host labels.
#[derive(Debug, Default)]
pub struct StaplingMetrics {
    pub fetches: Counters<FetchOutcome>,
    /// Handshakes refused because a Must-Staple certificate had no current staple.
    pub must_staple_refused: Counter,
}

impl StaplingMetrics {
    pub fn render(&self, out: &mut Exposition) {
        out.counters(
            "tlsfront_ocsp_fetches_total",
            "OCSP responses fetched for stapling, by outcome: stored, fresh_in_store, busy, revoked, invalid, unreachable, timeout, store_failed.",
            &self.fetches,
        );
        out.total(
            "tlsfront_ocsp_must_staple_refused_total",
            "Handshakes refused because the chosen certificate is Must-Staple and has no current OCSP staple.",
            &self.must_staple_refused,
        );
    }
}

/// Now, in Unix seconds.
pub fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_secs()).unwrap_or(i64::MAX)
        })
}
