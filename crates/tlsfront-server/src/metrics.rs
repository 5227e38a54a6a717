//! What the connection path counts. Rendered with the certificate layer's metrics on the admin
//! listener's `/metrics`.

use rustls::{HandshakeKind, ProtocolVersion};
use tlsfront_metrics::{Counter, Exposition, Gauge, Histogram, LATENCY_BOUNDS};

use crate::fairness::ShedReason;

/// How a handshake ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandshakeOutcome {
    /// The handshake completed.
    Ok,
    /// The SNI name is not in the store, and no default host is configured.
    UnknownSni,
    /// No SNI, or an invalid one (an IP literal, bad characters), and no default host.
    MissingSni,
    /// A legal name the store cannot hold (longer than the directory store's file names
    /// allow), and no default host: refused before any lookup, gate question or order.
    UnstorableName,
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
    /// An ACME CA validating a TLS-ALPN-01 challenge (`acme-tls/1`): answered, then closed.
    AcmeChallenge,
    /// The host's queue for the CPU was full: closed before any crypto (`fairness`).
    Shed,
    /// A limit refused it: the host's handshake rate, or a connection limit (`limits`).
    Limited,
    /// Still sending its PROXY header or ClientHello when the room for those was full: closed,
    /// the oldest first, for a newer connection (`unfinished_hellos`).
    HelloCrowdedOut,
}

impl HandshakeOutcome {
    const ALL: [HandshakeOutcome; 13] = [
        HandshakeOutcome::Ok,
        HandshakeOutcome::UnknownSni,
        HandshakeOutcome::MissingSni,
        HandshakeOutcome::UnstorableName,
        HandshakeOutcome::BadMaterial,
        HandshakeOutcome::StoreError,
        HandshakeOutcome::TlsError,
        HandshakeOutcome::Timeout,
        HandshakeOutcome::ClientClosed,
        HandshakeOutcome::AcmeChallenge,
        HandshakeOutcome::Shed,
        HandshakeOutcome::Limited,
        HandshakeOutcome::HelloCrowdedOut,
    ];

    pub fn label(self) -> &'static str {
        match self {
            HandshakeOutcome::Ok => "ok",
            HandshakeOutcome::UnknownSni => "unknown_sni",
            HandshakeOutcome::MissingSni => "missing_or_invalid_sni",
            HandshakeOutcome::UnstorableName => "unstorable_name",
            HandshakeOutcome::BadMaterial => "bad_material",
            HandshakeOutcome::StoreError => "store_error",
            HandshakeOutcome::TlsError => "tls_error",
            HandshakeOutcome::Timeout => "timeout",
            HandshakeOutcome::ClientClosed => "client_closed",
            HandshakeOutcome::AcmeChallenge => "acme_challenge",
            HandshakeOutcome::Shed => "shed",
            HandshakeOutcome::Limited => "limited",
            HandshakeOutcome::HelloCrowdedOut => "hello_crowded_out",
        }
    }
}

/// Where work was shed by the fair gate (`fairness`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShedStage {
    /// Before a handshake's crypto: the connection is closed.
    Handshake,
    /// Before a connection's next read: the connection is closed.
    Request,
}

impl ShedStage {
    const ALL: [ShedStage; 2] = [ShedStage::Handshake, ShedStage::Request];

    pub fn label(self) -> &'static str {
        match self {
            ShedStage::Handshake => "handshake",
            ShedStage::Request => "request",
        }
    }
}

/// Labels of `tlsfront_handshakes_completed_total`: the protocol version...
pub const COMPLETED_VERSIONS: [&str; 2] = ["1.3", "1.2"];
/// ...and how the session was made: a full handshake, one that needed a HelloRetryRequest
/// first (the client guessed a key share we do not take), or a resumed session.
pub const COMPLETED_KINDS: [&str; 3] = ["full", "full_hello_retry", "resumed"];

/// Connection-path counters.
#[derive(Debug)]
pub struct ServerMetrics {
    handshakes: [Counter; HandshakeOutcome::ALL.len()],
    /// Completed handshakes by version and kind, `COMPLETED_KINDS.len()` per version.
    completed: [Counter; COMPLETED_VERSIONS.len() * COMPLETED_KINDS.len()],
    pub handshake_seconds: Histogram,
    pub default_host_served: Counter,
    pub open_connections: Gauge,
    pub handshakes_in_progress: Gauge,
    requests_by_class: [Counter; 5],
    pub response_body_bytes: Counter,
    pub http2_connections: Counter,
    pub http1_connections: Counter,
    pub store_changes: Counter,
    /// kTLS connections by kernel cipher, in `KernelCipher::ALL` order.
    ktls_connections: [Counter; 3],
    /// Hand-offs that failed after committing, by reason label.
    ktls_handoff_failures: [Counter; HANDOFF_REASONS.len()],
    /// Connections kept in user space although kTLS is on, by reason label.
    ktls_skipped: [Counter; SKIP_REASONS.len()],
    /// kTLS connections closed on a record the kernel path cannot follow, by kind.
    ktls_closed_on_record: [Counter; CONTROL_RECORDS.len()],
    pub sendfile_bytes: Counter,
    /// Connections from a `proxy_protocol_from` peer closed for a bad or missing PROXY header.
    proxy_headers_refused: [Counter; PROXY_HEADER_REFUSALS.len()],
    /// Plain-HTTP requests, in [`PLAIN_HTTP_STATUSES`] order.
    plain_http: [Counter; PLAIN_HTTP_STATUSES.len()],
    /// Work the fair gate shed, by stage and reason (`ShedStage::ALL` × two reasons).
    shed: [Counter; 4],
}

/// Labels of `tlsfront_plain_http_requests_total`: what the plain-HTTP listener answers.
pub const PLAIN_HTTP_STATUSES: [&str; 3] = ["301", "308", "400"];

/// Labels of `tlsfront_ktls_handoff_failures_total`.
pub const HANDOFF_REASONS: [&str; 7] = [
    "flush",
    "drain",
    "drain_timeout",
    "secrets",
    "crypto_info",
    "ulp",
    "set_key",
];
/// Labels of `tlsfront_ktls_skipped_total`.
pub const SKIP_REASONS: [&str; 2] = ["h2", "cipher_unsupported"];
/// Labels of `tlsfront_ktls_closed_total`.
pub const CONTROL_RECORDS: [&str; 4] = ["key_update", "alert", "unexpected_record", "io"];
/// Labels of `tlsfront_proxy_header_refused_total`.
pub const PROXY_HEADER_REFUSALS: [&str; 3] = ["missing", "malformed", "too_large"];

impl Default for ServerMetrics {
    fn default() -> Self {
        ServerMetrics {
            handshakes: Default::default(),
            completed: Default::default(),
            handshake_seconds: Histogram::new(LATENCY_BOUNDS),
            default_host_served: Counter::new(),
            open_connections: Gauge::new(),
            handshakes_in_progress: Gauge::new(),
            requests_by_class: Default::default(),
            response_body_bytes: Counter::new(),
            http2_connections: Counter::new(),
            http1_connections: Counter::new(),
            store_changes: Counter::new(),
            ktls_connections: Default::default(),
            ktls_handoff_failures: Default::default(),
            ktls_skipped: Default::default(),
            ktls_closed_on_record: Default::default(),
            sendfile_bytes: Counter::new(),
            proxy_headers_refused: Default::default(),
            plain_http: Default::default(),
            shed: Default::default(),
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

    /// Counts a completed handshake by its version and kind (full or resumed), as rustls
    /// reports them once it is done.
    pub fn completed_handshake(
        &self,
        version: Option<ProtocolVersion>,
        kind: Option<HandshakeKind>,
    ) {
        let version = match version {
            Some(ProtocolVersion::TLSv1_2) => 1,
            _ => 0,
        };
        let kind = match kind {
            Some(HandshakeKind::Resumed) => 2,
            Some(HandshakeKind::FullWithHelloRetryRequest) => 1,
            Some(HandshakeKind::Full) | None => 0,
        };
        self.completed[version * COMPLETED_KINDS.len() + kind].inc();
    }

    /// HTTP requests answered, whatever their status.
    pub fn requests(&self) -> u64 {
        self.requests_by_class.iter().map(Counter::get).sum()
    }

    /// Connections handed to kernel TLS, whatever their cipher.
    pub fn ktls_connections(&self) -> u64 {
        self.ktls_connections.iter().map(Counter::get).sum()
    }

    /// Handshakes that failed: every outcome but `ok` and an ACME challenge answered.
    pub fn failed_handshakes(&self) -> u64 {
        HandshakeOutcome::ALL
            .iter()
            .zip(&self.handshakes)
            .filter(|(outcome, _)| {
                !matches!(
                    outcome,
                    HandshakeOutcome::Ok | HandshakeOutcome::AcmeChallenge
                )
            })
            .map(|(_, count)| count.get())
            .sum()
    }

    /// Work the fair gate shed, every stage and reason.
    pub fn shed_total(&self) -> u64 {
        self.shed.iter().map(Counter::get).sum()
    }

    /// Counts work the fair gate shed.
    pub fn shed(&self, stage: ShedStage, reason: ShedReason) {
        let reason = usize::from(reason == ShedReason::AllFull);
        let stage = usize::from(stage == ShedStage::Request);
        self.shed[stage * 2 + reason].inc();
    }

    pub fn request(&self, status: u16, body_bytes: u64) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        self.requests_by_class[class].inc();
        self.response_body_bytes.add(body_bytes);
    }

    pub fn ktls_connection(&self, cipher: crate::ktls::KernelCipher) {
        let index = crate::ktls::KernelCipher::ALL
            .iter()
            .position(|c| *c == cipher)
            .unwrap_or(0);
        self.ktls_connections[index].inc();
    }

    pub fn ktls_handoff_failure(&self, reason: &str) {
        count_label(&self.ktls_handoff_failures, &HANDOFF_REASONS, reason);
    }

    pub fn ktls_skipped(&self, reason: &str) {
        count_label(&self.ktls_skipped, &SKIP_REASONS, reason);
    }

    pub fn ktls_closed(&self, kind: &str) {
        count_label(&self.ktls_closed_on_record, &CONTROL_RECORDS, kind);
    }

    pub fn proxy_header_refused(&self, reason: &str) {
        count_label(&self.proxy_headers_refused, &PROXY_HEADER_REFUSALS, reason);
    }

    /// Counts one answer of the plain-HTTP listener.
    pub fn plain_http(&self, status: u16) {
        let label = status.to_string();
        if let Some(index) = PLAIN_HTTP_STATUSES.iter().position(|s| *s == label) {
            self.plain_http[index].inc();
        }
    }

    pub fn render(&self, out: &mut Exposition) {
        let ciphers: Vec<[(&str, &str); 1]> = crate::ktls::KernelCipher::ALL
            .iter()
            .map(|c| [("cipher", c.label())])
            .collect();
        labelled(
            out,
            "tlsfront_ktls_connections_total",
            "Connections handed to kernel TLS, by cipher.",
            &ciphers,
            &self.ktls_connections,
        );
        let reasons: Vec<[(&str, &str); 1]> =
            HANDOFF_REASONS.iter().map(|r| [("reason", *r)]).collect();
        labelled(
            out,
            "tlsfront_ktls_handoff_failures_total",
            "kTLS hand-offs that failed after committing; the connection was closed.",
            &reasons,
            &self.ktls_handoff_failures,
        );
        let skipped: Vec<[(&str, &str); 1]> =
            SKIP_REASONS.iter().map(|r| [("reason", *r)]).collect();
        labelled(
            out,
            "tlsfront_ktls_skipped_total",
            "Connections kept in user-space TLS although kTLS is on, by reason.",
            &skipped,
            &self.ktls_skipped,
        );
        let records: Vec<[(&str, &str); 1]> =
            CONTROL_RECORDS.iter().map(|r| [("kind", *r)]).collect();
        labelled(out, "tlsfront_ktls_closed_total", "kTLS connections closed on something the kernel path cannot follow (a TLS 1.3 KeyUpdate, an alert, an unexpected record, a read error).", &records, &self.ktls_closed_on_record);
        out.counter(
            "tlsfront_sendfile_bytes_total",
            "Response body bytes sent with sendfile(2) on kTLS sockets.",
            &[(&[], self.sendfile_bytes.get())],
        );
        let statuses: Vec<[(&str, &str); 1]> = PLAIN_HTTP_STATUSES
            .iter()
            .map(|s| [("status", *s)])
            .collect();
        labelled(
            out,
            "tlsfront_plain_http_requests_total",
            "Requests on the plain-HTTP listener, by answer: 301 and 308 to HTTPS, 400 without a host name.",
            &statuses,
            &self.plain_http,
        );
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
        let shed: Vec<([(&str, &str); 2], u64)> = ShedStage::ALL
            .iter()
            .flat_map(|stage| {
                [ShedReason::FlowFull, ShedReason::AllFull]
                    .map(|reason| [("stage", stage.label()), ("reason", reason.label())])
            })
            .zip(self.shed.iter())
            .map(|(labels, count)| (labels, count.get()))
            .collect();
        let samples: Vec<(&[(&str, &str)], u64)> = shed.iter().map(|(l, v)| (&l[..], *v)).collect();
        out.counter(
            "tlsfront_shed_total",
            "Work shed because its host's queue for the CPU, or every queue, was full; the connection was closed.",
            &samples,
        );
        let completed: Vec<([(&str, &str); 2], u64)> = COMPLETED_VERSIONS
            .iter()
            .flat_map(|version| {
                COMPLETED_KINDS
                    .iter()
                    .map(move |kind| [("version", *version), ("kind", *kind)])
            })
            .zip(self.completed.iter())
            .map(|(labels, count)| (labels, count.get()))
            .collect();
        let samples: Vec<(&[(&str, &str)], u64)> =
            completed.iter().map(|(l, v)| (&l[..], *v)).collect();
        out.counter(
            "tlsfront_handshakes_completed_total",
            "Completed TLS handshakes (outcome=\"ok\" above) by protocol version and kind: full, full after a HelloRetryRequest, or resumed from a session ticket or session ID.",
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
        let refusals: Vec<[(&str, &str); 1]> = PROXY_HEADER_REFUSALS
            .iter()
            .map(|r| [("reason", *r)])
            .collect();
        labelled(
            out,
            "tlsfront_proxy_header_refused_total",
            "Connections from a proxy_protocol_from peer closed for a missing, malformed or too large PROXY header.",
            &refusals,
            &self.proxy_headers_refused,
        );
    }
}

fn count_label(counters: &[Counter], labels: &[&str], label: &str) {
    if let Some(index) = labels.iter().position(|l| *l == label) {
        counters[index].inc();
    }
}

fn labelled(
    out: &mut Exposition,
    name: &str,
    help: &str,
    labels: &[[(&str, &str); 1]],
    counters: &[Counter],
) {
    let samples: Vec<(&[(&str, &str)], u64)> = labels
        .iter()
        .zip(counters)
        .map(|(l, c)| (&l[..], c.get()))
        .collect();
    out.counter(name, help, &samples);
}
