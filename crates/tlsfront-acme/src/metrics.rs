//! What on-demand issuance counts: gate answers, refusals, orders and their failures by reason,
//! handshakes waiting for a certificate, renewals and challenges answered. No per-name labels:
//! names go to the log, one line per order.

use std::time::Duration;

use tlsfront_metrics::{Counter, Counters, Exposition, Histogram};

use crate::gate::{Source, Verdict};
use crate::issue::FailureReason;

/// Seconds a handshake may wait for a certificate: tenths of a second to the longest bound.
const WAIT_BOUNDS: &[f64] = &[0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0];

tlsfront_metrics::label! {
    /// Why a name was not issued for before any order.
    pub enum RefusalReason: "reason" {
        /// The store cannot hold the name (the directory store's file names are too short).
        Unstorable => "unstorable",
        NotPublic => "not_public",
        Denied => "denied",
        BackingOff => "backing_off",
    }
}

tlsfront_metrics::label! {
    /// How a handshake's wait for a certificate ended.
    pub enum WaitOutcome: "outcome" {
        Issued => "issued",
        Failed => "failed",
        /// The bound passed; issuance goes on in the background.
        TimedOut => "timed_out",
    }
}

tlsfront_metrics::label! {
    /// A challenge type, as counted when answered.
    pub enum ChallengeAnswered: "type" {
        Http01 => "http-01",
        TlsAlpn01 => "tls-alpn-01",
    }
}

tlsfront_metrics::label! {
    /// The gate's answer.
    enum Answer: "answer" {
        Allowed => "allowed",
        Denied => "denied",
    }
}

tlsfront_metrics::label! {
    /// Whether the gate's answer came from its cache.
    enum Cached: "cached" {
        No => "false",
        Yes => "true",
    }
}

tlsfront_metrics::label! {
    /// How a renewal ended.
    enum RenewalOutcome: "outcome" {
        Issued => "issued",
        Failed => "failed",
    }
}

/// On-demand issuance's counters.
pub struct AcmeMetrics {
    gate: Counters<(Answer, Source, Cached)>,
    refused: Counters<RefusalReason>,
    orders_issued: Counter,
    order_failures: Counters<FailureReason>,
    waits: Counters<WaitOutcome>,
    pub wait_seconds: Histogram,
    /// Orders another instance (or task) was already placing: waited for instead.
    pub joined_fleet_order: Counter,
    renewals: Counters<RenewalOutcome>,
    challenges: Counters<ChallengeAnswered>,
}

impl Default for AcmeMetrics {
    fn default() -> Self {
        AcmeMetrics {
            gate: Counters::default(),
            refused: Counters::default(),
            orders_issued: Counter::new(),
            order_failures: Counters::default(),
            waits: Counters::default(),
            wait_seconds: Histogram::new(WAIT_BOUNDS),
            joined_fleet_order: Counter::new(),
            renewals: Counters::default(),
            challenges: Counters::default(),
        }
    }
}

impl AcmeMetrics {
    pub fn gate_answer(&self, verdict: Verdict, cached: bool) {
        let (answer, source) = match verdict {
            Verdict::Allowed(source) => (Answer::Allowed, source),
            Verdict::Denied(source) => (Answer::Denied, source),
        };
        let cached = if cached { Cached::Yes } else { Cached::No };
        self.gate.inc((answer, source, cached));
    }

    pub fn refused(&self, reason: RefusalReason) {
        self.refused.inc(reason);
    }

    pub fn order_done(&self, result: Result<(), FailureReason>, renewal: bool) {
        match (result, renewal) {
            (Ok(()), false) => self.orders_issued.inc(),
            (Ok(()), true) => self.renewals.inc(RenewalOutcome::Issued),
            (Err(reason), renewal) => {
                self.order_failures.inc(reason);
                if renewal {
                    self.renewals.inc(RenewalOutcome::Failed);
                }
            }
        }
    }

    pub fn waited(&self, outcome: WaitOutcome, waited: Duration) {
        self.waits.inc(outcome);
        self.wait_seconds.observe(waited);
    }

    pub fn challenge_answered(&self, challenge: ChallengeAnswered) {
        self.challenges.inc(challenge);
    }

    pub fn render(&self, out: &mut Exposition) {
        out.counters(
            "tlsfront_acme_gate_answers_total",
            "On-demand gate answers, by answer, who gave it (allow_list, ask, error, nobody), and whether it was cached.",
            &self.gate,
        );
        out.counters(
            "tlsfront_acme_refused_total",
            "Names not issued for before any order, by reason.",
            &self.refused,
        );
        out.total(
            "tlsfront_acme_orders_total",
            "Certificates issued on demand (new names; renewals are counted apart).",
            &self.orders_issued,
        );
        out.counters(
            "tlsfront_acme_order_failures_total",
            "Orders and renewals that failed, by reason.",
            &self.order_failures,
        );
        out.counters(
            "tlsfront_acme_handshake_waits_total",
            "Handshakes that waited for an on-demand certificate, by outcome.",
            &self.waits,
        );
        out.histogram(
            "tlsfront_acme_handshake_wait_seconds",
            "How long handshakes waited for an on-demand certificate.",
            &self.wait_seconds,
        );
        out.total(
            "tlsfront_acme_joined_orders_total",
            "New names whose order another instance or task was placing, waited for instead of ordered again.",
            &self.joined_fleet_order,
        );
        out.counters(
            "tlsfront_acme_renewals_total",
            "Renewals of certificates issued on demand, by outcome.",
            &self.renewals,
        );
        out.counters(
            "tlsfront_acme_challenges_answered_total",
            "ACME challenges answered to a CA, by type.",
            &self.challenges,
        );
    }
}
