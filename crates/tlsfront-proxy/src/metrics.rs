//! What the proxy counts, per upstream address (never per host): requests by status class,
//! failures by kind, time to the response head, connections opened and requests in flight.

use std::sync::Arc;

use tlsfront_metrics::{
    Counter, Counters, Exposition, Gauge, Histogram, StatusClass, LATENCY_BOUNDS,
};

use super::upstreams::Upstream;

tlsfront_metrics::label! {
    /// Why a request to an upstream failed.
    pub enum UpstreamFailure: "kind" {
        /// Connecting failed: refused, unreachable, or past the connect timeout.
        Connect => "connect",
        /// No response head within the response timeout.
        Timeout => "timeout",
        /// The connection failed after the request was sent (reset, bad response).
        Response => "response",
    }
}

/// One upstream address's counters.
#[derive(Debug)]
pub struct UpstreamStats {
    responses_by_class: Counters<StatusClass>,
    failures: Counters<UpstreamFailure>,
    pub response_seconds: Histogram,
    pub connections_opened: Counter,
    pub in_flight: Gauge,
}

impl Default for UpstreamStats {
    fn default() -> Self {
        UpstreamStats {
            responses_by_class: Counters::default(),
            failures: Counters::default(),
            response_seconds: Histogram::new(LATENCY_BOUNDS),
            connections_opened: Counter::new(),
            in_flight: Gauge::new(),
        }
    }
}

impl UpstreamStats {
    pub fn response(&self, status: u16) {
        self.responses_by_class.inc(StatusClass::of(status));
    }

    pub fn failure(&self, failure: UpstreamFailure) {
        self.failures.inc(failure);
    }
}

/// Writes every upstream's metrics.
pub fn render(upstreams: &[Arc<Upstream>], out: &mut Exposition) {
    let labels: Vec<[(&str, &str); 1]> = upstreams
        .iter()
        .map(|u| [("upstream", u.label.as_ref())])
        .collect();
    let responses: Vec<_> = (upstreams.iter().zip(&labels))
        .map(|(u, l)| (&l[..], &u.stats.responses_by_class))
        .collect();
    let failures: Vec<_> = (upstreams.iter().zip(&labels))
        .map(|(u, l)| (&l[..], &u.stats.failures))
        .collect();
    out.keyed_counters(
        "tlsfront_upstream_responses_total",
        "Responses from each upstream address, by status class.",
        &responses,
    );
    out.keyed_counters(
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
