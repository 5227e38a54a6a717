//! When a paced run's starts are due (`--rate`): the n-th start at n / rate seconds after the
//! run began, whatever happened to the starts before it (an open loop). Pure, so the pacing
//! is tested without a clock.

use std::time::Duration;

/// Start times at a fixed rate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Schedule {
    rate_per_s: f64,
}

/// Where a start falls, against the warm-up and the measured window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// Before the measured window: run, not counted.
    WarmUp,
    /// In the measured window: run and counted.
    Measured,
    /// At or past the window's end: the run issues no more starts.
    After,
}

impl Schedule {
    /// A schedule of `rate_per_s` starts a second; `None` unless the rate is positive and
    /// finite.
    pub fn new(rate_per_s: f64) -> Option<Self> {
        (rate_per_s.is_finite() && rate_per_s > 0.0).then_some(Self { rate_per_s })
    }

    /// When start `n` (from 0) is due, after the run began. Computed from `n`, never by adding
    /// intervals, so rounding never accumulates over a long run.
    pub fn offset(&self, n: u64) -> Duration {
        // Past about 2^53 starts the f64 loses units; no run lasts that long.
        Duration::try_from_secs_f64(n as f64 / self.rate_per_s).unwrap_or(Duration::MAX)
    }

    /// Where start `n` falls, for a run with `warmup` before a window of `duration` (`None`:
    /// the window never ends).
    pub fn slot(&self, n: u64, warmup: Duration, duration: Option<Duration>) -> Slot {
        let at = self.offset(n);
        if at < warmup {
            Slot::WarmUp
        } else if duration.is_some_and(|d| at >= warmup.saturating_add(d)) {
            Slot::After
        } else {
            Slot::Measured
        }
    }

    /// Starts due in a window of `duration` after a warm-up of `warmup`: what a paced run
    /// measures when nothing cuts it short.
    pub fn starts_in(&self, warmup: Duration, duration: Duration) -> u64 {
        let first = self.first_at_or_after(warmup);
        let end = self.first_at_or_after(warmup.saturating_add(duration));
        end - first
    }

    /// The first start due at or after `at`.
    fn first_at_or_after(&self, at: Duration) -> u64 {
        let mut n = (at.as_secs_f64() * self.rate_per_s).ceil() as u64;
        // The product may round either way; step to the exact answer.
        while n > 0 && self.offset(n - 1) >= at {
            n -= 1;
        }
        while self.offset(n) < at {
            n += 1;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn starts_are_evenly_spaced() {
        let every_50ms = Schedule::new(20.0).unwrap();
        assert_eq!(every_50ms.offset(0), Duration::ZERO);
        assert_eq!(every_50ms.offset(1), ms(50));
        assert_eq!(every_50ms.offset(20), ms(1000));
        let slow = Schedule::new(0.5).unwrap();
        assert_eq!(slow.offset(3), ms(6000));
        // No drift after many starts.
        let thirds = Schedule::new(3.0).unwrap();
        assert_eq!(thirds.offset(3_000_000), Duration::from_secs(1_000_000));
    }

    #[test]
    fn only_positive_finite_rates() {
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert!(Schedule::new(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn slots_against_warmup_and_window() {
        let s = Schedule::new(10.0).unwrap();
        let (warmup, window) = (ms(200), Some(ms(300)));
        let slots: Vec<Slot> = (0..6).map(|n| s.slot(n, warmup, window)).collect();
        assert_eq!(
            slots,
            [
                Slot::WarmUp,
                Slot::WarmUp,
                Slot::Measured,
                Slot::Measured,
                Slot::Measured,
                Slot::After
            ]
        );
        assert_eq!(s.slot(1_000_000, warmup, None), Slot::Measured);
    }

    #[test]
    fn starts_in_a_window() {
        let s = Schedule::new(20.0).unwrap();
        assert_eq!(s.starts_in(Duration::ZERO, Duration::from_secs(10)), 200);
        assert_eq!(s.starts_in(ms(1000), Duration::from_secs(10)), 200);
        // A window that falls between two starts holds none.
        assert_eq!(s.starts_in(ms(10), ms(30)), 0);
        assert_eq!(Schedule::new(3.0).unwrap().starts_in(ms(0), ms(1000)), 3);
        // It agrees with counting the slots one by one.
        let s = Schedule::new(7.3).unwrap();
        let (warmup, window) = (ms(450), ms(2_345));
        let counted = (0..100)
            .filter(|&n| s.slot(n, warmup, Some(window)) == Slot::Measured)
            .count() as u64;
        assert_eq!(s.starts_in(warmup, window), counted);
    }
}
