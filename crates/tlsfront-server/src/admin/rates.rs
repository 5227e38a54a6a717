//! Rates over the last minute, for the status page's JSON: counters sampled every few seconds
//! into a short ring, and a rate from the oldest sample still in the window to now. The page's
//! own script computes its live rates from the counters between two polls; these are for a
//! script that reads the JSON once.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use serde::Serialize;

/// How often the counters are sampled.
pub(crate) const SAMPLE_EVERY: Duration = Duration::from_secs(5);
/// The span rates are computed over: a minute smooths bursts and still shows a change within
/// one sampling period.
pub(crate) const WINDOW: Duration = Duration::from_secs(60);

/// The shortest span a rate is given for: over less, a handful of handshakes just after
/// start-up would read as thousands per second.
const MIN_SPAN: Duration = Duration::from_secs(1);

/// The counters a rate is computed from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Sample {
    pub handshakes: u64,
    pub requests: u64,
}

/// Per-second rates over a recent window.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct Rates {
    /// The seconds the rates span: up to a minute, less just after start-up.
    pub window_seconds: f64,
    pub handshakes_per_second: f64,
    pub requests_per_second: f64,
}

/// The samples of the last [`WINDOW`], oldest first.
#[derive(Debug, Default)]
pub(crate) struct RateWindow {
    samples: VecDeque<(Instant, Sample)>,
}

impl RateWindow {
    /// Adds a sample taken at `at`, and forgets those that the window no longer needs: the
    /// oldest kept is the last one at least [`WINDOW`] old.
    pub(crate) fn push(&mut self, at: Instant, sample: Sample) {
        self.samples.push_back((at, sample));
        while self
            .samples
            .get(1)
            .is_some_and(|(second, _)| at.saturating_duration_since(*second) >= WINDOW)
        {
            self.samples.pop_front();
        }
    }

    /// The rates from the oldest sample to `current`, taken at `now`; `None` before the first
    /// sample, or less than [`MIN_SPAN`] after it.
    pub(crate) fn rates(&self, now: Instant, current: Sample) -> Option<Rates> {
        let (at, oldest) = self.samples.front()?;
        let span = now.saturating_duration_since(*at);
        if span < MIN_SPAN {
            return None;
        }
        let seconds = span.as_secs_f64();
        // Counters only grow; a smaller one would be a bug, and is shown as no traffic.
        let per_second = |now: u64, then: u64| now.saturating_sub(then) as f64 / seconds;
        Some(Rates {
            window_seconds: seconds,
            handshakes_per_second: per_second(current.handshakes, oldest.handshakes),
            requests_per_second: per_second(current.requests, oldest.requests),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(handshakes: u64, requests: u64) -> Sample {
        Sample {
            handshakes,
            requests,
        }
    }

    #[test]
    fn rates_span_from_the_oldest_sample_to_now() {
        let start = Instant::now();
        let mut window = RateWindow::default();
        assert_eq!(window.rates(start, sample(0, 0)), None);
        window.push(start, sample(0, 0));
        assert_eq!(
            window.rates(start, sample(0, 0)),
            None,
            "no time has passed"
        );
        let rates = window
            .rates(start + Duration::from_secs(10), sample(50, 200))
            .unwrap();
        assert_eq!(rates.window_seconds, 10.0);
        assert_eq!(rates.handshakes_per_second, 5.0);
        assert_eq!(rates.requests_per_second, 20.0);
    }

    #[test]
    fn the_window_keeps_about_a_minute() {
        let start = Instant::now();
        let mut window = RateWindow::default();
        for i in 0..40u64 {
            window.push(start + SAMPLE_EVERY * i as u32, sample(i * 10, i));
        }
        let last = start + SAMPLE_EVERY * 39;
        let rates = window.rates(last, sample(390, 39)).unwrap();
        assert_eq!(rates.window_seconds, WINDOW.as_secs_f64());
        assert_eq!(rates.handshakes_per_second, 2.0);
        assert!(window.samples.len() <= (WINDOW.as_secs() / SAMPLE_EVERY.as_secs()) as usize + 1);
    }
}
