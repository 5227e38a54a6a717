//! What on-demand issuance counts: gate answers, refusals, orders and their failures by reason,
//! handshakes waiting for a certificate, renewals and challenges answered. No per-name labels:
//! names go to the log, one line per order.

use std::time::Duration;

use tlsfront_metrics::{Counter, Exposition, Histogram};

use crate::gate::{Source, Verdict};
use crate::issue::FailureReason;

/// Seconds a handshake may wait for a certificate: tenths of a second to the longest bound.
const WAIT_BOUNDS: &[f64] = &[0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0];

/// Why a name was not issued for before any order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalReason {
    /// The store cannot hold the name (the directory store's file names are too short).
    Unstorable,
    NotPublic,
    Denied,
    BackingOff,
}

impl RefusalReason {
    const ALL: [RefusalReason; 4] = [
        RefusalReason::Unstorable,
        RefusalReason::NotPublic,
        RefusalReason::Denied,
        RefusalReason::BackingOff,
    ];

    pub fn label(self) -> &'static str {
        match self {
            RefusalReason::Unstorable => "unstorable",
            RefusalReason::NotPublic => "not_public",
            RefusalReason::Denied => "denied",
            RefusalReason::BackingOff => "backing_off",
        }
    }
}

/// How a handshake's wait for a certificate ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaitOutcome {
    Issued,
    Failed,
    /// The bound passed; issuance goes on in the background.
    TimedOut,
}

impl WaitOutcome {
    const ALL: [WaitOutcome; 3] = [
        WaitOutcome::Issued,
        WaitOutcome::Failed,
        WaitOutcome::TimedOut,
    ];

    fn label(self) -> &'static str {
        match self {
            WaitOutcome::Issued => "issued",
            WaitOutcome::Failed => "failed",
            WaitOutcome::TimedOut => "timed_out",
        }
    }
}

/// A challenge type, as counted when answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeAnswered {
    Http01,
    TlsAlpn01,
}

const SOURCES: [Source; 4] = [
    Source::AllowList,
    Source::Ask,
    Source::Error,
    Source::Nobody,
];

/// On-demand issuance's counters.
pub struct AcmeMetrics {
    /// By allowed/denied, source, and whether the answer came from the cache.
    gate: [[[Counter; 2]; SOURCES.len()]; 2],
    refused: [Counter; RefusalReason::ALL.len()],
    orders_issued: Counter,
    order_failures: [Counter; FailureReason::ALL.len()],
    waits: [Counter; WaitOutcome::ALL.len()],
    pub wait_seconds: Histogram,
    /// Orders another instance (or task) was already placing: waited for instead.
    pub joined_fleet_order: Counter,
    renewals_issued: Counter,
    renewal_failures: Counter,
    challenges: [Counter; 2],
}

impl Default for AcmeMetrics {
    fn default() -> Self {
        AcmeMetrics {
            gate: Default::default(),
            refused: Default::default(),
            orders_issued: Counter::new(),
            order_failures: Default::default(),
            waits: Default::default(),
            wait_seconds: Histogram::new(WAIT_BOUNDS),
            joined_fleet_order: Counter::new(),
            renewals_issued: Counter::new(),
            renewal_failures: Counter::new(),
            challenges: Default::default(),
        }
    }
}

impl AcmeMetrics {
    pub fn gate_answer(&self, verdict: Verdict, cached: bool) {
        let (allowed, source) = match verdict {
            Verdict::Allowed(source) => (0, source),
            Verdict::Denied(source) => (1, source),
        };
        let source = SOURCES.iter().position(|s| *s == source).unwrap_or(0);
        self.gate[allowed][source][usize::from(cached)].inc();
    }

    pub fn refused(&self, reason: RefusalReason) {
        self.refused[reason as usize].inc();
    }

    pub fn order_done(&self, result: Result<(), FailureReason>, renewal: bool) {
        match (result, renewal) {
            (Ok(()), false) => self.orders_issued.inc(),
            (Ok(()), true) => self.renewals_issued.inc(),
            (Err(reason), renewal) => {
                self.order_failures[reason as usize].inc();
                if renewal {
                    self.renewal_failures.inc();
                }
            }
        }
    }

    pub fn waited(&self, outcome: WaitOutcome, waited: Duration) {
        self.waits[outcome as usize].inc();
        self.wait_seconds.observe(waited);
    }

    pub fn challenge_answered(&self, challenge: ChallengeAnswered) {
        self.challenges[challenge as usize].inc();
    }

    pub fn render(&self, out: &mut Exposition) {
        let mut gate = Vec::new();
        for (a, answer) in ["allowed", "denied"].iter().enumerate() {
            for (s, source) in SOURCES.iter().enumerate() {
                for (c, cached) in ["false", "true"].iter().enumerate() {
                    gate.push((
                        a,
                        *answer,
                        source.label(),
                        *cached,
                        self.gate[a][s][c].get(),
                    ));
                }
            }
        }
        let labels: Vec<[(&str, &str); 3]> = gate
            .iter()
            .map(|(_, answer, source, cached, _)| {
                [
                    ("answer", *answer),
                    ("source", *source),
                    ("cached", *cached),
                ]
            })
            .collect();
        let samples: Vec<(&[(&str, &str)], u64)> = labels
            .iter()
            .zip(&gate)
            .map(|(labels, row)| (&labels[..], row.4))
            .collect();
        out.counter(
            "tlsfront_acme_gate_answers_total",
            "On-demand gate answers, by answer, who gave it (allow_list, ask, error, nobody), and whether it was cached.",
            &samples,
        );
        by_label(
            out,
            "tlsfront_acme_refused_total",
            "Names not issued for before any order, by reason.",
            "reason",
            &RefusalReason::ALL.map(RefusalReason::label),
            &self.refused,
        );
        out.counter(
            "tlsfront_acme_orders_total",
            "Certificates issued on demand (new names; renewals are counted apart).",
            &[(&[], self.orders_issued.get())],
        );
        by_label(
            out,
            "tlsfront_acme_order_failures_total",
            "Orders and renewals that failed, by reason.",
            "reason",
            &FailureReason::ALL.map(FailureReason::label),
            &self.order_failures,
        );
        by_label(
            out,
            "tlsfront_acme_handshake_waits_total",
            "Handshakes that waited for an on-demand certificate, by outcome.",
            "outcome",
            &WaitOutcome::ALL.map(WaitOutcome::label),
            &self.waits,
        );
        out.histogram(
            "tlsfront_acme_handshake_wait_seconds",
            "How long handshakes waited for an on-demand certificate.",
            &self.wait_seconds,
        );
        out.counter(
            "tlsfront_acme_joined_orders_total",
            "New names whose order another instance or task was placing, waited for instead of ordered again.",
            &[(&[], self.joined_fleet_order.get())],
        );
        out.counter(
            "tlsfront_acme_renewals_total",
            "Renewals of certificates issued on demand, by outcome.",
            &[
                (&[("outcome", "issued")], self.renewals_issued.get()),
                (&[("outcome", "failed")], self.renewal_failures.get()),
            ],
        );
        by_label(
            out,
            "tlsfront_acme_challenges_answered_total",
            "ACME challenges answered to a CA, by type.",
            "type",
            &["http-01", "tls-alpn-01"],
            &self.challenges,
        );
    }
}

fn by_label(
    out: &mut Exposition,
    name: &str,
    help: &str,
    key: &str,
    values: &[&str],
    counters: &[Counter],
) {
    let labels: Vec<[(&str, &str); 1]> = values.iter().map(|value| [(key, *value)]).collect();
    let samples: Vec<(&[(&str, &str)], u64)> = labels
        .iter()
        .zip(counters)
        .map(|(labels, counter)| (&labels[..], counter.get()))
        .collect();
    out.counter(name, help, &samples);
}
