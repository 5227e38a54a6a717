//! What the connection path counts. Rendered with the certificate layer's metrics on the admin
//! listener's `/metrics`.

use rustls::{HandshakeKind, ProtocolVersion};
use tlsfront_metrics::{Counter, Counters, Exposition, Gauge, Histogram, LATENCY_BOUNDS};

use crate::fairness::ShedReason;
use crate::ktls::KernelCipher;

mod reload;
pub(crate) use reload::ReloadMetrics;
pub use reload::ReloadOutcome;
pub use tlsfront_metrics::StatusClass;

tlsfront_metrics::label! {
    /// How a handshake ended.
    pub enum HandshakeOutcome: "outcome" {
        /// The handshake completed.
        Ok => "ok",
        /// The SNI name is not in the store, and no default host is configured.
        UnknownSni => "unknown_sni",
        /// No SNI, or an invalid one (an IP literal, bad characters), and no default host.
        MissingSni => "missing_or_invalid_sni",
        /// A legal name the store cannot hold (longer than the directory store's file names
        /// allow), and no default host: refused before any lookup, gate question or order.
        UnstorableName => "unstorable_name",
        /// The host's material is bad (parse, key mismatch, name, expiry).
        BadMaterial => "bad_material",
        /// The store failed or timed out, and the host was not cached.
        StoreError => "store_error",
        /// The client's hello or handshake was malformed or incompatible with the policy.
        TlsError => "tls_error",
        /// The host asks for client certificates, and the client sent none where one is
        /// required, or one that did not verify (unknown CA, expired, revoked).
        ClientCertificate => "client_certificate",
        /// The handshake did not finish within its deadline.
        Timeout => "timeout",
        /// The client went away before finishing.
        ClientClosed => "client_closed",
        /// An ACME CA validating a TLS-ALPN-01 challenge (`acme-tls/1`): answered, then closed.
        AcmeChallenge => "acme_challenge",
        /// The host's queue for the CPU was full: closed before any crypto (`fairness`).
        Shed => "shed",
        /// A limit refused it: the host's handshake rate, or a connection limit (`limits`).
        Limited => "limited",
        /// Still sending its PROXY header or ClientHello when the room for those was full:
        /// closed, the oldest first, for a newer connection (`unfinished_hellos`).
        HelloCrowdedOut => "hello_crowded_out",
        /// The client offers no TLS version its host serves (a host with `min_tls = "1.3"`,
        /// a client without TLS 1.3; or a client older than TLS 1.2): refused with the
        /// `protocol_version` alert.
        ProtocolVersion => "protocol_version",
    }
}

tlsfront_metrics::label! {
    /// Where work was shed by the fair gate (`fairness`).
    pub enum ShedStage: "stage" {
        /// Before a handshake's crypto: the connection is closed.
        Handshake => "handshake",
        /// Before a connection's next read: the connection is closed.
        Request => "request",
    }
}

tlsfront_metrics::label! {
    /// How a QUIC connection's start ended (docs/src/http3.md).
    pub enum QuicOutcome: "outcome" {
        /// Its handshake completed and its host admitted it.
        Ok => "ok",
        /// Sent a Retry first: its address was not validated while handshakes were many.
        Retry => "retry",
        /// Refused by a client's or its host's limit.
        Limited => "limited",
        /// Refused as the fair gate had no turn free at once (the client has TCP, whose
        /// handshakes wait their host's turn).
        Shed => "shed",
        /// The handshake failed: no host cached for its name (the miss path), a name with no
        /// host to serve it, or a TLS or QUIC error.
        Failed => "failed",
        /// The handshake deadline passed.
        Timeout => "timeout",
    }
}

tlsfront_metrics::label! {
    /// QUIC datagrams across an upgrade (docs/src/http3.md, "Signals").
    pub enum QuicForwarding: "outcome" {
        /// Sent to the previous process, whose connection it belongs to.
        Forwarded => "forwarded",
        /// For the previous process, but dropped: the forwarding socket was full.
        Dropped => "dropped",
        /// Received from the new process, for a connection of this one.
        Received => "received",
    }
}

tlsfront_metrics::label! {
    /// The protocol version of a completed handshake.
    pub enum CompletedVersion: "version" {
        Tls13 => "1.3",
        Tls12 => "1.2",
    }
}

tlsfront_metrics::label! {
    /// How a session was made: a full handshake, one that needed a HelloRetryRequest first
    /// (the client guessed a key share we do not take), or a resumed session.
    pub enum CompletedKind: "kind" {
        Full => "full",
        FullHelloRetry => "full_hello_retry",
        Resumed => "resumed",
    }
}

tlsfront_metrics::label! {
    /// What the plain-HTTP listener answers.
    pub enum PlainHttpAnswer: "status" {
        /// To HTTPS, for GET and HEAD.
        MovedPermanently => "301",
        /// To HTTPS, for other methods.
        PermanentRedirect => "308",
        /// No host name to redirect to.
        BadRequest => "400",
        /// The host is not redirected (`redirect_http = false`): refused, HTTPS only.
        Forbidden => "403",
    }
}

impl PlainHttpAnswer {
    /// The answer `status` is, if it is one of these (an ACME challenge's answer is not).
    pub fn of(status: http::StatusCode) -> Option<Self> {
        match status {
            http::StatusCode::MOVED_PERMANENTLY => Some(PlainHttpAnswer::MovedPermanently),
            http::StatusCode::PERMANENT_REDIRECT => Some(PlainHttpAnswer::PermanentRedirect),
            http::StatusCode::BAD_REQUEST => Some(PlainHttpAnswer::BadRequest),
            http::StatusCode::FORBIDDEN => Some(PlainHttpAnswer::Forbidden),
            _ => None,
        }
    }
}

tlsfront_metrics::label! {
    /// Why a committed kTLS hand-off failed.
    pub enum HandoffFailure: "reason" {
        Flush => "flush",
        Drain => "drain",
        DrainTimeout => "drain_timeout",
        Secrets => "secrets",
        CryptoInfo => "crypto_info",
        Ulp => "ulp",
        SetKey => "set_key",
    }
}

tlsfront_metrics::label! {
    /// Why a connection stayed in user-space TLS although kTLS is on.
    pub enum KtlsSkip: "reason" {
        H2 => "h2",
        CipherUnsupported => "cipher_unsupported",
    }
}

tlsfront_metrics::label! {
    /// What closed a kTLS connection that the kernel path cannot follow.
    pub enum KtlsClosed: "kind" {
        KeyUpdate => "key_update",
        Alert => "alert",
        UnexpectedRecord => "unexpected_record",
        Io => "io",
    }
}

tlsfront_metrics::label! {
    /// Why a connection from a `proxy_protocol_from` peer was closed for its PROXY header.
    pub enum ProxyHeaderRefusal: "reason" {
        Missing => "missing",
        Malformed => "malformed",
        TooLarge => "too_large",
    }
}

/// Connection-path counters.
#[derive(Debug)]
pub struct ServerMetrics {
    handshakes: Counters<HandshakeOutcome>,
    completed: Counters<(CompletedVersion, CompletedKind)>,
    pub handshake_seconds: Histogram,
    pub default_host_served: Counter,
    pub open_connections: Gauge,
    pub handshakes_in_progress: Gauge,
    requests_by_class: Counters<StatusClass>,
    pub response_body_bytes: Counter,
    pub http2_connections: Counter,
    pub http1_connections: Counter,
    /// QUIC connections that reached HTTP/3 (docs/src/http3.md).
    pub http3_connections: Counter,
    /// Requests received over HTTP/3 (a request stream whose head was read).
    pub http3_requests: Counter,
    /// QUIC connections in their HTTP/3 session now.
    pub quic_connections_open: Gauge,
    quic_connections: Counters<QuicOutcome>,
    quic_forwarding: Counters<QuicForwarding>,
    pub store_changes: Counter,
    ktls_connections: Counters<KernelCipher>,
    /// Hand-offs that failed after committing.
    ktls_handoff_failures: Counters<HandoffFailure>,
    /// Connections kept in user space although kTLS is on.
    ktls_skipped: Counters<KtlsSkip>,
    /// kTLS connections closed on a record the kernel path cannot follow.
    ktls_closed_on_record: Counters<KtlsClosed>,
    pub sendfile_bytes: Counter,
    proxy_headers_refused: Counters<ProxyHeaderRefusal>,
    plain_http: Counters<PlainHttpAnswer>,
    /// Work the fair gate shed.
    shed: Counters<(ShedStage, ShedReason)>,
}

impl Default for ServerMetrics {
    fn default() -> Self {
        ServerMetrics {
            handshakes: Counters::default(),
            completed: Counters::default(),
            handshake_seconds: Histogram::new(LATENCY_BOUNDS),
            default_host_served: Counter::new(),
            open_connections: Gauge::new(),
            handshakes_in_progress: Gauge::new(),
            requests_by_class: Counters::default(),
            response_body_bytes: Counter::new(),
            http2_connections: Counter::new(),
            http1_connections: Counter::new(),
            http3_connections: Counter::new(),
            http3_requests: Counter::new(),
            quic_connections_open: Gauge::new(),
            quic_connections: Counters::default(),
            quic_forwarding: Counters::default(),
            store_changes: Counter::new(),
            ktls_connections: Counters::default(),
            ktls_handoff_failures: Counters::default(),
            ktls_skipped: Counters::default(),
            ktls_closed_on_record: Counters::default(),
            sendfile_bytes: Counter::new(),
            proxy_headers_refused: Counters::default(),
            plain_http: Counters::default(),
            shed: Counters::default(),
        }
    }
}

impl ServerMetrics {
    pub fn handshake(&self, outcome: HandshakeOutcome) {
        self.handshakes.inc(outcome);
    }

    pub fn handshakes(&self, outcome: HandshakeOutcome) -> u64 {
        self.handshakes.get(outcome)
    }

    /// Counts a completed handshake by its version and kind (full or resumed), as rustls
    /// reports them once it is done.
    pub fn completed_handshake(
        &self,
        version: Option<ProtocolVersion>,
        kind: Option<HandshakeKind>,
    ) {
        let version = match version {
            Some(ProtocolVersion::TLSv1_2) => CompletedVersion::Tls12,
            _ => CompletedVersion::Tls13,
        };
        let kind = match kind {
            Some(HandshakeKind::Resumed) => CompletedKind::Resumed,
            Some(HandshakeKind::FullWithHelloRetryRequest) => CompletedKind::FullHelloRetry,
            Some(HandshakeKind::Full) | None => CompletedKind::Full,
        };
        self.completed.inc((version, kind));
    }

    /// HTTP requests answered, whatever their status.
    pub fn requests(&self) -> u64 {
        self.requests_by_class.total()
    }

    /// Connections handed to kernel TLS, whatever their cipher.
    pub fn ktls_connections(&self) -> u64 {
        self.ktls_connections.total()
    }

    /// Handshakes that failed: every outcome but `ok` and an ACME challenge answered.
    pub fn failed_handshakes(&self) -> u64 {
        self.handshakes.total()
            - self.handshakes.get(HandshakeOutcome::Ok)
            - self.handshakes.get(HandshakeOutcome::AcmeChallenge)
    }

    /// Work the fair gate shed, every stage and reason.
    pub fn shed_total(&self) -> u64 {
        self.shed.total()
    }

    /// Counts work the fair gate shed.
    /// How a QUIC connection's start ended.
    pub fn quic_connection(&self, outcome: QuicOutcome) {
        self.quic_connections.inc(outcome);
    }

    pub fn shed(&self, stage: ShedStage, reason: ShedReason) {
        self.shed.inc((stage, reason));
    }

    pub fn request(&self, status: u16, body_bytes: u64) {
        self.requests_by_class.inc(StatusClass::of(status));
        self.response_body_bytes.add(body_bytes);
    }

    pub fn ktls_connection(&self, cipher: KernelCipher) {
        self.ktls_connections.inc(cipher);
    }

    pub fn ktls_handoff_failure(&self, reason: HandoffFailure) {
        self.ktls_handoff_failures.inc(reason);
    }

    pub fn ktls_skipped(&self, reason: KtlsSkip) {
        self.ktls_skipped.inc(reason);
    }

    pub fn ktls_closed(&self, kind: KtlsClosed) {
        self.ktls_closed_on_record.inc(kind);
    }

    pub fn proxy_header_refused(&self, reason: ProxyHeaderRefusal) {
        self.proxy_headers_refused.inc(reason);
    }

    /// Counts `n` QUIC datagrams that crossed an upgrade's forwarding, or were dropped there.
    pub fn quic_forwarding(&self, outcome: QuicForwarding, n: u64) {
        self.quic_forwarding.add(outcome, n);
    }

    /// How many QUIC datagrams crossed (or were dropped at) an upgrade's forwarding so far.
    pub fn quic_forwarded(&self, outcome: QuicForwarding) -> u64 {
        self.quic_forwarding.get(outcome)
    }

    /// Counts one answer of the plain-HTTP listener.
    pub fn plain_http(&self, answer: PlainHttpAnswer) {
        self.plain_http.inc(answer);
    }

    pub fn render(&self, out: &mut Exposition) {
        self.render_ktls(out);
        out.counters(
            "tlsfront_plain_http_requests_total",
            "Requests on the plain-HTTP listener, by answer: 301 and 308 to HTTPS, 400 without a host name.",
            &self.plain_http,
        );
        self.render_handshakes(out);
        out.gauge(
            "tlsfront_connections_open",
            "Client connections open now.",
            &[(&[], self.open_connections.get())],
        );
        out.counters(
            "tlsfront_quic_connections_total",
            "QUIC connections by how their start ended: ok, retry, limited, shed, failed (including a host not cached yet), timeout.",
            &self.quic_connections,
        );
        out.gauge(
            "tlsfront_quic_connections_open",
            "QUIC connections in their HTTP/3 session now (also in tlsfront_connections_open).",
            &[(&[], self.quic_connections_open.get())],
        );
        out.total(
            "tlsfront_http3_requests_total",
            "Requests received over HTTP/3 (also in tlsfront_requests_total).",
            &self.http3_requests,
        );
        out.counters(
            "tlsfront_quic_forwarded_datagrams_total",
            "QUIC datagrams across an upgrade: forwarded to the previous process, dropped as its forwarding socket was full, received from the new process.",
            &self.quic_forwarding,
        );
        out.counters(
            "tlsfront_requests_total",
            "HTTP requests by status class.",
            &self.requests_by_class,
        );
        out.total(
            "tlsfront_response_body_bytes_total",
            "Response body bytes sent.",
            &self.response_body_bytes,
        );
        out.total(
            "tlsfront_store_changes_total",
            "Store change notifications applied (an entry written or removed, or a resync).",
            &self.store_changes,
        );
        out.counter(
            "tlsfront_http_connections_total",
            "TLS connections by HTTP protocol chosen with ALPN.",
            &[
                (&[("protocol", "http/1.1")], self.http1_connections.get()),
                (&[("protocol", "h2")], self.http2_connections.get()),
                (&[("protocol", "h3")], self.http3_connections.get()),
            ],
        );
        out.counters(
            "tlsfront_proxy_header_refused_total",
            "Connections from a proxy_protocol_from peer closed for a missing, malformed or too large PROXY header.",
            &self.proxy_headers_refused,
        );
    }

    fn render_ktls(&self, out: &mut Exposition) {
        out.counters(
            "tlsfront_ktls_connections_total",
            "Connections handed to kernel TLS, by cipher.",
            &self.ktls_connections,
        );
        out.counters(
            "tlsfront_ktls_handoff_failures_total",
            "kTLS hand-offs that failed after committing; the connection was closed.",
            &self.ktls_handoff_failures,
        );
        out.counters(
            "tlsfront_ktls_skipped_total",
            "Connections kept in user-space TLS although kTLS is on, by reason.",
            &self.ktls_skipped,
        );
        out.counters("tlsfront_ktls_closed_total", "kTLS connections closed on something the kernel path cannot follow (a TLS 1.3 KeyUpdate, an alert, an unexpected record, a read error).", &self.ktls_closed_on_record);
        out.total(
            "tlsfront_sendfile_bytes_total",
            "Response body bytes sent with sendfile(2) on kTLS sockets.",
            &self.sendfile_bytes,
        );
    }

    fn render_handshakes(&self, out: &mut Exposition) {
        out.counters(
            "tlsfront_handshakes_total",
            "TLS handshakes by outcome.",
            &self.handshakes,
        );
        out.counters(
            "tlsfront_shed_total",
            "Work shed because its host's queue for the CPU, or every queue, was full; the connection was closed.",
            &self.shed,
        );
        out.counters(
            "tlsfront_handshakes_completed_total",
            "Completed TLS handshakes (outcome=\"ok\" above) by protocol version and kind: full, full after a HelloRetryRequest, or resumed from a session ticket or session ID.",
            &self.completed,
        );
        out.histogram(
            "tlsfront_handshake_seconds",
            "Time from accept to a completed handshake, store lookup included.",
            &self.handshake_seconds,
        );
        out.total(
            "tlsfront_default_host_handshakes_total",
            "Handshakes served with the default host's certificate (unknown, missing or invalid SNI).",
            &self.default_host_served,
        );
        out.gauge(
            "tlsfront_handshakes_in_progress",
            "Handshakes under way now.",
            &[(&[], self.handshakes_in_progress.get())],
        );
    }
}
