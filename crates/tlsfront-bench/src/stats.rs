//! Counters and HDR histograms. Connections record into the shard of the thread they run on, so
//! with one runtime thread there is one shard and its lock is never contended; the shards are
//! merged once, when the run ends.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use hdrhistogram::Histogram;
use rustls::client::ClientConnection;
use rustls::HandshakeKind;
use serde::Serialize;

use crate::failure::{ErrorCounts, Failure};
use crate::http1::Response;
use crate::sessions::Origin;

/// Latencies are recorded in microseconds, from 1 µs to an hour, to 3 significant figures.
const LATENCY_MAX_US: u64 = 3_600_000_000;
const LATENCY_SIGNIFICANT_FIGURES: u8 = 3;

/// Everything one shard has counted.
#[derive(Debug, Clone)]
pub struct Shard {
    pub handshakes: HandshakeCounts,
    /// Complete responses, any status.
    pub requests: u64,
    /// Complete responses with a 2xx status.
    pub requests_ok: u64,
    pub body_bytes: u64,
    /// Response heads and bodies (plaintext).
    pub response_bytes: u64,
    /// TLS bytes read and written on the sockets.
    pub wire_read: u64,
    pub wire_written: u64,
    /// Per request: from connect (handshake mode) or from writing the request (keep-alive mode)
    /// to the last body byte.
    pub request_latency: Histogram<u64>,
    /// From TCP connected to TLS handshake complete.
    pub handshake_latency: Histogram<u64>,
    /// The TCP connect alone.
    pub connect_latency: Histogram<u64>,
    /// Paced runs: how late each start began after its scheduled time (a busy client, or every
    /// in-flight slot taken).
    pub start_lag: Histogram<u64>,
    pub errors: ErrorCounts,
    /// With --resumption: what each new connection offered and whether it resumed.
    pub resumption: ResumptionCounts,
    /// Handshakes per target (index as in `--connect`).
    pub targets: Vec<TargetCounts>,
    /// Unlike everything above, counted over every connection of the run, warm-up included,
    /// so a keep-alive run whose connections all opened during the warm-up still shows it.
    pub negotiated: Negotiated,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct HandshakeCounts {
    pub total: u64,
    pub full: u64,
    /// Full handshakes that needed a HelloRetryRequest (the server wanted another key share).
    pub hello_retry: u64,
    pub resumed: u64,
}

/// Where the session a new connection offered came from, and whether the server took it.
/// "Same target": the session was issued by the server the connection went to; "other": by
/// another of the `--connect` targets.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ResumptionCounts {
    /// Connections that offered no session (a host's first connection, or its sessions all
    /// taken by connections still in flight).
    pub not_offered: u64,
    pub offered_same_target: u64,
    pub resumed_same_target: u64,
    pub offered_other_target: u64,
    pub resumed_other_target: u64,
    /// TLS 1.3 tickets the servers sent, over all connections.
    pub tls13_tickets_received: u64,
}

/// Handshakes on one target.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct TargetCounts {
    pub handshakes: u64,
    pub resumed: u64,
}

/// A new connection's facts the resumption counts need.
#[derive(Debug, Clone, Copy)]
pub struct NewConnection {
    /// The target it went to.
    pub target: usize,
    /// Who issued the session its ClientHello offered, if it offered one.
    pub offered_from: Option<Origin>,
}

/// What the server chose, counted per handshake, by rustls name.
#[derive(Debug, Clone, Default)]
pub struct Negotiated {
    pub versions: Tally,
    pub cipher_suites: Tally,
    pub kx_groups: Tally,
    pub alpn: Tally,
}

/// Counts for a handful of static names; a linear scan beats hashing for so few.
#[derive(Debug, Clone, Default)]
pub struct Tally(Vec<(&'static str, u64)>);

impl Tally {
    pub fn bump(&mut self, name: &'static str) {
        self.add(name, 1);
    }

    pub fn to_map(&self) -> BTreeMap<&'static str, u64> {
        self.0.iter().copied().collect()
    }

    fn add(&mut self, name: &'static str, count: u64) {
        match self.0.iter_mut().find(|(known, _)| *known == name) {
            Some((_, total)) => *total += count,
            None => self.0.push((name, count)),
        }
    }

    fn merge(&mut self, other: &Self) {
        for (name, count) in &other.0 {
            self.add(name, *count);
        }
    }
}

impl Default for Shard {
    fn default() -> Self {
        Self {
            handshakes: HandshakeCounts::default(),
            requests: 0,
            requests_ok: 0,
            body_bytes: 0,
            response_bytes: 0,
            wire_read: 0,
            wire_written: 0,
            request_latency: latency_histogram(),
            handshake_latency: latency_histogram(),
            connect_latency: latency_histogram(),
            start_lag: latency_histogram(),
            errors: ErrorCounts::default(),
            resumption: ResumptionCounts::default(),
            targets: Vec::new(),
            negotiated: Negotiated::default(),
        }
    }
}

impl Shard {
    pub fn record_handshake(
        &mut self,
        connection: &ClientConnection,
        new: NewConnection,
        connect_time: Duration,
        handshake_time: Duration,
    ) {
        self.handshakes.total += 1;
        let resumed = connection.handshake_kind() == Some(HandshakeKind::Resumed);
        match connection.handshake_kind() {
            Some(HandshakeKind::Resumed) => self.handshakes.resumed += 1,
            Some(HandshakeKind::FullWithHelloRetryRequest) => self.handshakes.hello_retry += 1,
            _ => self.handshakes.full += 1,
        }
        self.record_resumption(new, resumed);
        self.resumption.tls13_tickets_received += u64::from(connection.tls13_tickets_received());
        record_latency(&mut self.connect_latency, connect_time);
        record_latency(&mut self.handshake_latency, handshake_time);
    }

    fn record_resumption(&mut self, new: NewConnection, resumed: bool) {
        if self.targets.len() <= new.target {
            self.targets.resize(new.target + 1, TargetCounts::default());
        }
        let target = &mut self.targets[new.target];
        target.handshakes += 1;
        target.resumed += u64::from(resumed);
        let r = &mut self.resumption;
        match new.offered_from {
            None => r.not_offered += 1,
            Some(Origin::Target(from)) if from == new.target => {
                r.offered_same_target += 1;
                r.resumed_same_target += u64::from(resumed);
            }
            // A session of unknown origin cannot have come from this connection's target.
            Some(_) => {
                r.offered_other_target += 1;
                r.resumed_other_target += u64::from(resumed);
            }
        }
    }

    /// Counts what the server chose on a new connection.
    pub fn record_negotiated(&mut self, connection: &ClientConnection) {
        let n = &mut self.negotiated;
        n.versions.bump(
            connection
                .protocol_version()
                .and_then(|v| v.as_str())
                .unwrap_or("none"),
        );
        n.cipher_suites.bump(
            connection
                .negotiated_cipher_suite()
                .and_then(|s| s.suite().as_str())
                .unwrap_or("none"),
        );
        n.kx_groups.bump(
            connection
                .negotiated_key_exchange_group()
                .and_then(|g| g.name().as_str())
                .unwrap_or("none"),
        );
        n.alpn.bump(match connection.alpn_protocol() {
            None => "none",
            Some(b"http/1.1") => "http/1.1",
            Some(b"h2") => "h2",
            Some(_) => "other",
        });
    }

    pub fn record_response(&mut self, response: &Response, latency: Duration) {
        self.requests += 1;
        self.body_bytes += response.body_bytes;
        self.response_bytes += response.head_bytes + response.body_bytes;
        record_latency(&mut self.request_latency, latency);
        if (200..300).contains(&response.status) {
            self.requests_ok += 1;
        } else {
            self.errors.record(&Failure::HttpStatus(response.status));
        }
    }

    /// A paced start began `lag` after its scheduled time.
    pub fn record_start_lag(&mut self, lag: Duration) {
        record_latency(&mut self.start_lag, lag);
    }

    pub fn record_wire(&mut self, (read, written): (u64, u64)) {
        self.wire_read += read;
        self.wire_written += written;
    }

    fn merge(&mut self, other: &Self) {
        let h = &mut self.handshakes;
        h.total += other.handshakes.total;
        h.full += other.handshakes.full;
        h.hello_retry += other.handshakes.hello_retry;
        h.resumed += other.handshakes.resumed;
        self.requests += other.requests;
        self.requests_ok += other.requests_ok;
        self.body_bytes += other.body_bytes;
        self.response_bytes += other.response_bytes;
        self.wire_read += other.wire_read;
        self.wire_written += other.wire_written;
        // Every histogram has the same bounds, so adding cannot fail.
        let _ = self.request_latency.add(&other.request_latency);
        let _ = self.handshake_latency.add(&other.handshake_latency);
        let _ = self.connect_latency.add(&other.connect_latency);
        let _ = self.start_lag.add(&other.start_lag);
        self.errors.merge(&other.errors);
        let r = &mut self.resumption;
        let o = &other.resumption;
        r.not_offered += o.not_offered;
        r.offered_same_target += o.offered_same_target;
        r.resumed_same_target += o.resumed_same_target;
        r.offered_other_target += o.offered_other_target;
        r.resumed_other_target += o.resumed_other_target;
        r.tls13_tickets_received += o.tls13_tickets_received;
        if self.targets.len() < other.targets.len() {
            self.targets
                .resize(other.targets.len(), TargetCounts::default());
        }
        for (mine, theirs) in self.targets.iter_mut().zip(&other.targets) {
            mine.handshakes += theirs.handshakes;
            mine.resumed += theirs.resumed;
        }
        self.negotiated.versions.merge(&other.negotiated.versions);
        self.negotiated
            .cipher_suites
            .merge(&other.negotiated.cipher_suites);
        self.negotiated.kx_groups.merge(&other.negotiated.kx_groups);
        self.negotiated.alpn.merge(&other.negotiated.alpn);
    }
}

/// One shard per runtime thread.
pub struct StatsShards {
    shards: Box<[Mutex<Shard>]>,
}

impl StatsShards {
    pub fn new(count: usize) -> Self {
        Self {
            shards: (0..count.max(1))
                .map(|_| Mutex::new(Shard::default()))
                .collect(),
        }
    }

    /// Runs `record` on the calling thread's shard.
    pub fn with<R>(&self, record: impl FnOnce(&mut Shard) -> R) -> R {
        let index = SHARD_INDEX.with(|index| *index) % self.shards.len();
        // A panic while recording leaves plain counters behind, still worth reporting.
        let mut shard = self.shards[index]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        record(&mut shard)
    }

    pub fn merged(&self) -> Shard {
        let mut total = Shard::default();
        for shard in self.shards.iter() {
            total.merge(&shard.lock().unwrap_or_else(PoisonError::into_inner));
        }
        total
    }
}

/// Percentiles of one latency histogram, in microseconds.
#[derive(Debug, Clone, Serialize)]
pub struct LatencySummary {
    pub count: u64,
    pub min_us: u64,
    pub mean_us: f64,
    pub p50_us: u64,
    pub p90_us: u64,
    pub p99_us: u64,
    pub p999_us: u64,
    pub max_us: u64,
}

impl LatencySummary {
    pub fn of(histogram: &Histogram<u64>) -> Self {
        Self {
            count: histogram.len(),
            min_us: histogram.min(),
            mean_us: (histogram.mean() * 10.0).round() / 10.0,
            p50_us: histogram.value_at_quantile(0.50),
            p90_us: histogram.value_at_quantile(0.90),
            p99_us: histogram.value_at_quantile(0.99),
            p999_us: histogram.value_at_quantile(0.999),
            max_us: histogram.max(),
        }
    }
}

static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static SHARD_INDEX: usize = NEXT_SHARD.fetch_add(1, Ordering::Relaxed);
}

fn latency_histogram() -> Histogram<u64> {
    // Constant, valid bounds (low 1 <= high, high >= 2 * low, 3 significant figures).
    Histogram::new_with_bounds(1, LATENCY_MAX_US, LATENCY_SIGNIFICANT_FIGURES)
        .expect("constant histogram bounds are valid")
}

fn record_latency(histogram: &mut Histogram<u64>, latency: Duration) {
    let micros = u64::try_from(latency.as_micros()).unwrap_or(u64::MAX);
    histogram.saturating_record(micros.max(1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_merge() {
        let shards = StatsShards::new(3);
        let response = Response {
            status: 200,
            head_bytes: 10,
            body_bytes: 90,
            close: false,
        };
        shards.with(|s| s.record_response(&response, Duration::from_millis(2)));
        shards.with(|s| {
            s.record_response(
                &Response {
                    status: 500,
                    ..response
                },
                Duration::from_millis(4),
            )
        });
        let total = shards.merged();
        assert_eq!(
            (total.requests, total.requests_ok, total.response_bytes),
            (2, 1, 200)
        );
        assert_eq!(total.errors.http_status["5xx"], 1);
        let summary = LatencySummary::of(&total.request_latency);
        assert_eq!(summary.count, 2);
        assert!(summary.p50_us >= 1990 && summary.max_us >= 3990);
    }

    #[test]
    fn resumption_is_counted_by_where_the_session_came_from() {
        let shards = StatsShards::new(2);
        let new = |target, from: Option<usize>| NewConnection {
            target,
            offered_from: from.map(Origin::Target),
        };
        shards.with(|s| s.record_resumption(new(0, None), false));
        shards.with(|s| s.record_resumption(new(0, Some(0)), true));
        shards.with(|s| s.record_resumption(new(2, Some(0)), false));
        shards.with(|s| s.record_resumption(new(2, Some(1)), true));
        let total = shards.merged();
        let r = &total.resumption;
        assert_eq!(r.not_offered, 1);
        assert_eq!((r.offered_same_target, r.resumed_same_target), (1, 1));
        assert_eq!((r.offered_other_target, r.resumed_other_target), (2, 1));
        let per_target: Vec<(u64, u64)> = total
            .targets
            .iter()
            .map(|t| (t.handshakes, t.resumed))
            .collect();
        assert_eq!(per_target, [(2, 1), (0, 0), (2, 1)]);
    }

    #[test]
    fn tally_counts_names() {
        let mut tally = Tally::default();
        tally.bump("a");
        tally.bump("b");
        tally.bump("a");
        let mut other = Tally::default();
        other.bump("b");
        tally.merge(&other);
        assert_eq!(tally.to_map(), BTreeMap::from([("a", 2), ("b", 2)]));
    }
}
