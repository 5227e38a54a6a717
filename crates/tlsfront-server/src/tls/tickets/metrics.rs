//! What the ticket keys count, for `/metrics`: nothing secret (no key, no id), only how old
//! the encrypting key is, which ring generation is in use, and what happened to the ring and to
//! the tickets presented.

use std::time::SystemTime;

use tlsfront_metrics::{Counter, Counters, Exposition};

use super::live::LiveKeys;
use super::ticketer::Refused;

/// Counters of the ticket keys.
#[derive(Debug, Default)]
pub struct TicketMetrics {
    /// Rotations this instance made (in the store, or in its own memory).
    pub rotations: Counter,
    /// Rings read from the store and put in use (another instance's rotation, or the first
    /// read).
    pub updates: Counter,
    /// Ticket key record operations that failed.
    pub failures: Counters<KeyRecordFailure>,
    /// Tickets presented that did not open.
    pub refused: Counters<Refused>,
}

tlsfront_metrics::label! {
    /// Why an operation on the ticket key record failed.
    pub enum KeyRecordFailure: "reason" {
        /// A read, write or lock of the record that the store failed.
        Store => "store",
        /// A record that could not be used (sealed without a sealing key, or with another one;
        /// altered; not a ticket key ring).
        Record => "record",
    }
}

/// Renders the ticket key metrics of `keys`.
pub(super) fn render(keys: &LiveKeys, out: &mut Exposition) {
    let (ring, origin) = keys.ring();
    let now = unix_now();
    let age = now.saturating_sub(ring.rotated_at);
    out.gauge(
        "tlsfront_ticket_key_age_seconds",
        "Seconds since the key that encrypts session tickets began to (by the clock of the instance that rotated it in).",
        &[(&[], i64::try_from(age).unwrap_or(i64::MAX))],
    );
    out.gauge(
        "tlsfront_ticket_key_generation",
        "Rotations of the ticket key ring in use since it was made; instances sharing keys show the same number. The source label says where the keys come from: store (shared by the fleet), process (this process's own) or file.",
        &[(
            &[("source", origin.label())],
            i64::try_from(ring.generation).unwrap_or(i64::MAX),
        )],
    );
    let metrics = &keys.metrics;
    out.counter(
        "tlsfront_ticket_key_rotations_total",
        "Ticket key rotations made by this instance.",
        &[(&[], metrics.rotations.get())],
    );
    out.counter(
        "tlsfront_ticket_key_updates_total",
        "Ticket key rings read from the store and put in use.",
        &[(&[], metrics.updates.get())],
    );
    out.counters(
        "tlsfront_ticket_key_failures_total",
        "Ticket key record operations that failed: the store did not answer (store), or the record could not be used (record: sealed without or with another --seal-key, altered, or not a key ring). The keys in use stay.",
        &metrics.failures,
    );
    out.counters(
        "tlsfront_tickets_refused_total",
        "Session tickets presented that did not open, so the handshake was a full one: made under a key no longer (or never) in the ring, or altered, or made for another host.",
        &metrics.refused,
    );
}

/// Now, in Unix seconds (zero for a clock before 1970).
pub(super) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs())
        .unwrap_or(0)
}
