//! A value that goes up and down, and the guard that takes it back down.

use std::sync::atomic::{AtomicI64, Ordering};

/// A value that goes up and down, such as open connections.
#[derive(Debug, Default)]
pub struct Gauge(AtomicI64);

impl Gauge {
    pub const fn new() -> Self {
        Gauge(AtomicI64::new(0))
    }

    pub fn inc(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    pub fn dec(&self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }

    pub fn get(&self) -> i64 {
        self.0.load(Ordering::Relaxed)
    }

    /// Increments now, and decrements when the guard drops.
    pub fn track(&self) -> GaugeGuard<'_> {
        self.inc();
        GaugeGuard(self)
    }
}

/// Decrements its gauge on drop.
#[derive(Debug)]
pub struct GaugeGuard<'a>(&'a Gauge);

impl Drop for GaugeGuard<'_> {
    fn drop(&mut self) {
        self.0.dec();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gauge_guard_decrements_on_drop() {
        let gauge = Gauge::new();
        {
            let _guard = gauge.track();
            assert_eq!(gauge.get(), 1);
        }
        assert_eq!(gauge.get(), 0);
    }
}
