//! What the proxy counts, per upstream address (never per host): requests by status class,
//! failures by kind, time to the response head, connections opened and requests in flight.

use std::sync::Arc;

use tlsfront_metrics::{Counter, Exposition, Gauge, Histogram, LATENCY_BOUNDS};

use super::upstreams::Upstream;

/// Why a request to an upstream failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpstreamFailure {
    /// Connecting failed: refused, unreachable, or past the connect timeout.
    Connect,
    /// No response head within the response timeout.
    Timeout,
    /// The connection failed after the request was sent (reset, bad response).
    Response,
}

impl UpstreamFailure {
    const ALL: [UpstreamFailure; 3] = [
        UpstreamFailure::Connect,
        UpstreamFailure::Timeout,
        UpstreamFailure::Response,
    ];

    fn label(self) -> &'static str {
        match self {
            UpstreamFailure::Connect => "connect",
            UpstreamFailure::Timeout => "timeout",
            UpstreamFailure::Response => "response",
        }
    }
}

/// One upstream address's counters.
#[derive(Debug)]
pub struct UpstreamStats {
    responses_by_class: [Counter; 5],
    failures: [Counter; UpstreamFailure::ALL.len()],
    pub response_seconds: Histogram,
    pub connections_opened: Counter,
    pub in_flight: Gauge,
}

impl Default for UpstreamStats {
    fn default() -> Self {
        UpstreamStats {
            responses_by_class: Default::default(),
            failures: Default::default(),
            response_seconds: Histogram::new(LATENCY_BOUNDS),
            connections_opened: Counter::new(),
            in_flight: Gauge::new(),
        }
    }
}

impl UpstreamStats {
    pub fn response(&self, status: u16) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        self.responses_by_class[class].inc();
    }

    pub fn failure(&self, failure: UpstreamFailure) {
        self.failures[failure as usize].inc();
    }
}

/// Writes every upstream's metrics.
pub fn render(upstreams: &[Arc<Upstream>], out: &mut Exposition) {
    const CLASSES: [&str; 5] = ["1xx", "2xx", "3xx", "4xx", "5xx"];
    let labels: Vec<[(&str, &str); 1]> = upstreams
        .iter()
        .map(|u| [("upstream", u.label.as_ref())])
        .collect();
    let mut responses = Vec::new();
    let mut failures = Vec::new();
    let mut with_class: Vec<[(&str, &str); 2]> = Vec::new();
    let mut with_kind: Vec<[(&str, &str); 2]> = Vec::new();
    for upstream in upstreams {
        for class in CLASSES {
            with_class.push([("upstream", upstream.label.as_ref()), ("class", class)]);
        }
        for failure in UpstreamFailure::ALL {
            with_kind.push([
                ("upstream", upstream.label.as_ref()),
                ("kind", failure.label()),
            ]);
        }
    }
    for (index, upstream) in upstreams.iter().enumerate() {
        for (class, counter) in upstream.stats.responses_by_class.iter().enumerate() {
            responses.push((&with_class[index * 5 + class][..], counter.get()));
        }
        for (kind, counter) in upstream.stats.failures.iter().enumerate() {
            failures.push((&with_kind[index * 3 + kind][..], counter.get()));
        }
    }
    out.counter(
        "tlsfront_upstream_responses_total",
        "Responses from each upstream address, by status class.",
        &responses,
    );
    out.counter(
        "tlsfront_upstream_failures_total",
        "Requests an upstream address failed: connect (refused or timed out), timeout (no response head in time), response (the connection failed after sending).",
        &failures,
    );
    let each = |value: fn(&Upstream) -> u64| -> Vec<(&[(&str, &str)], u64)> {
        upstreams
            .iter()
            .zip(&labels)
            .map(|(u, l)| (&l[..], value(u)))
            .collect()
    };
    out.counter(
        "tlsfront_upstream_connections_opened_total",
        "Connections opened to each upstream address; far fewer than its responses means the keep-alive pool is reused.",
        &each(|u| u.stats.connections_opened.get()),
    );
    let in_flight: Vec<(&[(&str, &str)], i64)> = upstreams
        .iter()
        .zip(&labels)
        .map(|(u, l)| (&l[..], u.stats.in_flight.get()))
        .collect();
    out.gauge(
        "tlsfront_upstream_requests_in_flight",
        "Requests sent to each upstream address and not yet answered with a response head.",
        &in_flight,
    );
    out.gauge(
        "tlsfront_upstream_up",
        "1 while an upstream address takes connections and passes its health checks, 0 while it is taken out and probed, or a health check finds it unhealthy.",
        &upstreams
            .iter()
            .zip(&labels)
            .map(|(u, l)| (&l[..], i64::from(u.is_up_and_healthy())))
            .collect::<Vec<_>>(),
    );
    let series: Vec<(&[(&str, &str)], &Histogram)> = upstreams
        .iter()
        .zip(&labels)
        .map(|(u, l)| (&l[..], &u.stats.response_seconds))
        .collect();
    out.histograms(
        "tlsfront_upstream_response_seconds",
        "Time from sending a request to an upstream address to its response head.",
        &series,
    );
}
