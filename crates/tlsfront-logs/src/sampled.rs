//! One kind of line, written at most once per interval, however often it happens.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often a sampled line of one kind may be written: well under the promised one line per
/// second per kind, and soon enough that an operator watching the log sees a new kind of
/// trouble within seconds (the first line of a kind is written at once).
pub const SAMPLE_INTERVAL: Duration = Duration::from_secs(10);

/// The gate of one kind of log line (one value per kind, often a `static`): the first time it
/// is asked, and then at most once per interval, it lets a line through and says how many were
/// held back since the last one; the rest of the time it counts.
///
/// It holds no text: the caller writes the line it was let through for, with the count,
/// e.g. `warn!(suppressed, "...")`. The metric beside it counts every occurrence; the line
/// only shows that they happen and what one looked like.
#[derive(Debug)]
pub struct SampledLine {
    interval: Duration,
    /// When the last line was let through.
    last: Mutex<Option<Instant>>,
    /// Occurrences held back since then.
    held_back: AtomicU64,
}

impl SampledLine {
    /// A gate that lets one line through per `interval`.
    pub const fn new(interval: Duration) -> Self {
        SampledLine {
            interval,
            last: Mutex::new(None),
            held_back: AtomicU64::new(0),
        }
    }

    /// One occurrence at `now`: `Some(held back)` when its line is to be written, with the
    /// number of occurrences held back since the previous line; `None` when it is held back.
    /// Never waits: an occurrence that meets another being decided at the same moment is held
    /// back.
    pub fn admit(&self, now: Instant) -> Option<u64> {
        let Ok(mut last) = self.last.try_lock() else {
            self.held_back.fetch_add(1, Ordering::Relaxed);
            return None;
        };
        let due = match *last {
            None => true,
            // A clock that went backwards (a caller's mistake) lets the line through, rather
            // than holding every line back until it catches up.
            Some(at) => now
                .checked_duration_since(at)
                .is_none_or(|since| since >= self.interval),
        };
        if !due {
            self.held_back.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        *last = Some(now);
        Some(self.held_back.swap(0, Ordering::Relaxed))
    }

    /// [`SampledLine::admit`] at the present moment.
    pub fn admit_now(&self) -> Option<u64> {
        self.admit(Instant::now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_per_interval_and_it_says_how_many_were_held_back() {
        let gate = SampledLine::new(Duration::from_secs(10));
        let start = Instant::now();
        let at = |secs: f64| start + Duration::from_secs_f64(secs);
        assert_eq!(gate.admit(at(0.0)), Some(0), "the first line goes at once");
        let held = (1..=999).filter(|i| gate.admit(at(f64::from(*i) * 0.009)).is_some());
        assert_eq!(
            held.count(),
            0,
            "a flood within the interval writes nothing more"
        );
        assert_eq!(gate.admit(at(9.99)), None);
        assert_eq!(gate.admit(at(10.0)), Some(1000));
        assert_eq!(gate.admit(at(15.0)), None);
        // A quiet spell: the next occurrence is written at once, with what was held back.
        assert_eq!(gate.admit(at(300.0)), Some(1));
        assert_eq!(gate.admit(at(310.0)), Some(0));
    }

    #[test]
    fn kinds_are_gated_apart() {
        let (key_update, accept) = (
            SampledLine::new(SAMPLE_INTERVAL),
            SampledLine::new(SAMPLE_INTERVAL),
        );
        let now = Instant::now();
        assert_eq!(key_update.admit(now), Some(0));
        assert_eq!(accept.admit(now), Some(0));
        assert_eq!(key_update.admit(now), None);
        assert_eq!(accept.admit(now), None);
    }

    #[test]
    fn a_clock_that_goes_back_does_not_silence_the_kind() {
        let gate = SampledLine::new(Duration::from_secs(10));
        let now = Instant::now() + Duration::from_secs(100);
        assert_eq!(gate.admit(now), Some(0));
        assert_eq!(gate.admit(now - Duration::from_secs(50)), Some(0));
    }

    #[test]
    fn a_gate_can_be_a_static() {
        static GATE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
        assert!(GATE.admit_now().is_some());
        assert!(GATE.admit_now().is_none());
    }
}
