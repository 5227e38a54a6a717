//! What the connection path counts. Rendered with the certificate layer's metrics on the admin
//! listener's `/metrics`.

use tlsfront_metrics::{Counter, Exposition, Gauge, Histogram, LATENCY_BOUNDS};

/// How a handshake ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandshakeOutcome {
    /// The handshake completed.
    Ok,
    /// The SNI name is not in the store, and no default host is configured.
    UnknownSni,
    /// No SNI, or an invalid one (an IP literal, bad characters), and no default host.
    MissingSni,
    /// The host's material is bad (parse, key mismatch, name, expiry).
    BadMaterial,
    /// The store failed or timed out, and the host was not cached.
    StoreError,
    /// The client's hello or handshake was malformed or incompatible with the policy.
    TlsError,
    /// The handshake did not finish within its deadline.
    Timeout,
    /// The client went away before finishing.
    ClientClosed,
}

impl HandshakeOutcome {
    const ALL: [HandshakeOutcome; 8] = [
        HandshakeOutcome::Ok,
        HandshakeOutcome::UnknownSni,
        HandshakeOutcome::MissingSni,
        HandshakeOutcome::BadMaterial,
        HandshakeOutcome::StoreError,
        HandshakeOutcome::TlsError,
        HandshakeOutcome::Timeout,
        HandshakeOutcome::ClientClosed,
    ];

    pub fn label(self) -> &'static str {
        match self {
            HandshakeOutcome::Ok => "ok",
            HandshakeOutcome::UnknownSni => "unknown_sni",
            HandshakeOutcome::MissingSni => "missing_or_invalid_sni",
            HandshakeOutcome::BadMaterial => "bad_material",
            HandshakeOutcome::StoreError => "store_error",
            HandshakeOutcome::TlsError => "tls_error",
            HandshakeOutcome::Timeout => "timeout",
            HandshakeOutcome::ClientClosed => "client_closed",
        }
    }
}

/// Connection-path counters.
#[derive(Debug)]
pub struct ServerMetrics {
    handshakes: [Counter; HandshakeOutcome::ALL.len()],
    pub handshake_seconds: Histogram,
    pub default_host_served: Counter,
    pub open_connections: Gauge,
    pub handshakes_in_progress: Gauge,
    requests_by_class: [Counter; 5],
    pub response_body_bytes: Counter,
    pub http2_connections: Counter,
    pub http1_connections: Counter,
    pub store_changes: Counter,
}

impl Default for ServerMetrics {
    fn default() -> Self {
        ServerMetrics {
            handshakes: Default::default(),
            handshake_seconds: Histogram::new(LATENCY_BOUNDS),
            default_host_served: Counter::new(),
            open_connections: Gauge::new(),
            handshakes_in_progress: Gauge::new(),
            requests_by_class: Default::default(),
            response_body_bytes: Counter::new(),
            http2_connections: Counter::new(),
            http1_connections: Counter::new(),
            store_changes: Counter::new(),
        }
    }
}

impl ServerMetrics {
    pub fn handshake(&self, outcome: HandshakeOutcome) {
        let index = HandshakeOutcome::ALL
            .iter()
            .position(|o| *o == outcome)
            .unwrap_or(0);
        self.handshakes[index].inc();
    }

    pub fn handshakes(&self, outcome: HandshakeOutcome) -> u64 {
        let index = HandshakeOutcome::ALL
            .iter()
            .position(|o| *o == outcome)
            .unwrap_or(0);
        self.handshakes[index].get()
    }

    pub fn request(&self, status: u16, body_bytes: u64) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        self.requests_by_class[class].inc();
        self.response_body_bytes.add(body_bytes);
    }

    pub fn render(&self, out: &mut Exposition) {
        let outcomes: Vec<([(&str, &str); 1], u64)> = HandshakeOutcome::ALL
            .iter()
            .zip(self.handshakes.iter())
            .map(|(outcome, count)| ([("outcome", outcome.label())], count.get()))
            .collect();
        let samples: Vec<(&[(&str, &str)], u64)> =
            outcomes.iter().map(|(l, v)| (&l[..], *v)).collect();
        out.counter(
            "tlsfront_handshakes_total",
            "TLS handshakes by outcome.",
            &samples,
        );
        out.histogram(
            "tlsfront_handshake_seconds",
            "Time from accept to a completed handshake, store lookup included.",
            &self.handshake_seconds,
        );
        out.counter(
            "tlsfront_default_host_handshakes_total",
            "Handshakes served with the default host's certificate (unknown, missing or invalid SNI).",
            &[(&[], self.default_host_served.get())],
        );
        out.gauge(
            "tlsfront_connections_open",
            "Client connections open now.",
            &[(&[], self.open_connections.get())],
        );
        out.gauge(
            "tlsfront_handshakes_in_progress",
            "Handshakes under way now.",
            &[(&[], self.handshakes_in_progress.get())],
        );
        let classes = ["1xx", "2xx", "3xx", "4xx", "5xx"];
        let class_labels: Vec<[(&str, &str); 1]> =
            classes.iter().map(|c| [("class", *c)]).collect();
        let class_samples: Vec<(&[(&str, &str)], u64)> = class_labels
            .iter()
            .zip(self.requests_by_class.iter())
            .map(|(labels, count)| (&labels[..], count.get()))
            .collect();
        out.counter(
            "tlsfront_requests_total",
            "HTTP requests by status class.",
            &class_samples,
        );
        out.counter(
            "tlsfront_response_body_bytes_total",
            "Response body bytes sent.",
            &[(&[], self.response_body_bytes.get())],
        );
        out.counter(
            "tlsfront_store_changes_total",
            "Store change notifications applied (an entry written or removed, or a resync).",
            &[(&[], self.store_changes.get())],
        );
        out.counter(
            "tlsfront_http_connections_total",
            "TLS connections by HTTP protocol chosen with ALPN.",
            &[
                (&[("protocol", "http/1.1")], self.http1_connections.get()),
                (&[("protocol", "h2")], self.http2_connections.get()),
            ],
        );
    }
}
