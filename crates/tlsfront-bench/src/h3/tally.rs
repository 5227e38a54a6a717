//! What a run counts, shared by its tasks: responses by class, body bytes, handshakes, and
//! failures by their first line (a few kinds, each counted).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use serde::Serialize;

/// Failures kept by kind up to this many kinds; later kinds are counted as "other".
const KINDS: usize = 16;

#[derive(Debug, Default)]
pub struct Tally {
    pub ok: AtomicU64,
    pub not_2xx: AtomicU64,
    pub failed: AtomicU64,
    pub body_bytes: AtomicU64,
    pub handshakes: AtomicU64,
    errors: Mutex<BTreeMap<String, u64>>,
}

/// The counts, once the run is over.
#[derive(Debug, Serialize)]
pub struct Counts {
    pub ok: u64,
    pub not_2xx: u64,
    pub failed: u64,
    pub body_bytes: u64,
    pub handshakes: u64,
    pub errors: BTreeMap<String, u64>,
}

impl Tally {
    /// A response: 2xx counts as ok, anything else apart.
    pub fn response(&self, status: u16, bytes: u64) {
        let counter = if (200..300).contains(&status) {
            &self.ok
        } else {
            &self.not_2xx
        };
        counter.fetch_add(1, Ordering::Relaxed);
        self.body_bytes.fetch_add(bytes, Ordering::Relaxed);
    }

    pub fn handshake(&self) {
        self.handshakes.fetch_add(1, Ordering::Relaxed);
    }

    /// A failure, counted by its error chain's text (bounded in kinds and length).
    pub fn failure(&self, error: &anyhow::Error) {
        self.failed.fetch_add(1, Ordering::Relaxed);
        let mut kind: String = format!("{error:#}").chars().take(160).collect();
        // A poisoned lock only means another task panicked while counting; the counts stand.
        let mut errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        if errors.len() >= KINDS && !errors.contains_key(&kind) {
            kind = "other".to_owned();
        }
        *errors.entry(kind).or_insert(0) += 1;
    }

    pub fn counts(&self) -> Counts {
        Counts {
            ok: self.ok.load(Ordering::Relaxed),
            not_2xx: self.not_2xx.load(Ordering::Relaxed),
            failed: self.failed.load(Ordering::Relaxed),
            body_bytes: self.body_bytes.load(Ordering::Relaxed),
            handshakes: self.handshakes.load(Ordering::Relaxed),
            errors: self
                .errors
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_counted_by_kind_and_bounded() {
        let tally = Tally::default();
        for i in 0..40 {
            tally.failure(&anyhow::anyhow!("kind {}", i % 20));
        }
        tally.response(200, 612);
        tally.response(404, 10);
        let counts = tally.counts();
        assert_eq!(counts.failed, 40);
        assert_eq!(counts.errors.len(), KINDS + 1);
        assert_eq!(counts.errors.values().sum::<u64>(), 40);
        assert_eq!((counts.ok, counts.not_2xx, counts.body_bytes), (1, 1, 622));
    }
}
