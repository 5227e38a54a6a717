//! A latency histogram with fixed bucket bounds, and the bounds most latencies are counted in.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// A latency histogram in seconds with fixed bucket bounds.
#[derive(Debug)]
pub struct Histogram {
    pub(crate) bounds: &'static [f64],
    pub(crate) buckets: Box<[AtomicU64]>,
    pub(crate) sum_nanos: AtomicU64,
    pub(crate) count: AtomicU64,
}

/// Bounds for store lookups and handshakes: from 100 µs to 5 s.
pub const LATENCY_BOUNDS: &[f64] = &[
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

impl Histogram {
    pub fn new(bounds: &'static [f64]) -> Self {
        Histogram {
            bounds,
            buckets: bounds.iter().map(|_| AtomicU64::new(0)).collect(),
            sum_nanos: AtomicU64::new(0),
            count: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        if let Some(index) = self.bounds.iter().position(|bound| seconds <= *bound) {
            self.buckets[index].fetch_add(1, Ordering::Relaxed);
        }
        self.sum_nanos.fetch_add(
            elapsed.as_nanos().min(u64::MAX as u128) as u64,
            Ordering::Relaxed,
        );
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }
}
