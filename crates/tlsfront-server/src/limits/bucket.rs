//! A token bucket: a rate with a burst of one second's worth. The arithmetic is pure; the
//! bucket keeps its state behind a lock, as one host's requests come from many connections.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What taking a token came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Take {
    Taken,
    /// Over the rate: the next token comes after this long.
    Limited {
        retry_after: Duration,
    },
}

/// Tokens at `rate` per second, at most `rate` kept.
#[derive(Debug)]
pub struct TokenBucket {
    state: Mutex<BucketState>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct BucketState {
    tokens: f64,
    at: Instant,
}

impl TokenBucket {
    /// A full bucket.
    pub fn new(now: Instant) -> Self {
        TokenBucket {
            state: Mutex::new(BucketState {
                tokens: f64::INFINITY,
                at: now,
            }),
        }
    }

    /// Takes a token at `rate` per second.
    pub fn take(&self, rate: u32, now: Instant) -> Take {
        let mut state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let (next, take) = take_from(*state, rate, now);
        *state = next;
        take
    }
}

/// The bucket after one take at `now`, and what the take came to. The bucket refills at
/// `rate` per second up to `rate` tokens (a burst of one second), so a limit of 100/s lets a
/// page's 100 requests through at once but not 200 in a second.
fn take_from(state: BucketState, rate: u32, now: Instant) -> (BucketState, Take) {
    let rate = f64::from(rate.max(1));
    let elapsed = now.saturating_duration_since(state.at).as_secs_f64();
    let tokens = (state.tokens + elapsed * rate).min(rate);
    if tokens >= 1.0 {
        return (
            BucketState {
                tokens: tokens - 1.0,
                at: now,
            },
            Take::Taken,
        );
    }
    let wait = Duration::from_secs_f64((1.0 - tokens) / rate);
    (
        BucketState { tokens, at: now },
        Take::Limited { retry_after: wait },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_of_one_second_then_the_rate() {
        let start = Instant::now();
        let bucket = TokenBucket::new(start);
        let taken = (0..15)
            .filter(|_| bucket.take(10, start) == Take::Taken)
            .count();
        assert_eq!(taken, 10, "a full bucket holds one second's worth");
        match bucket.take(10, start) {
            Take::Limited { retry_after } => {
                assert_eq!(retry_after, Duration::from_millis(100));
            }
            Take::Taken => panic!("the bucket is empty"),
        }
        // 250 ms later: two and a half tokens came back.
        let later = start + Duration::from_millis(250);
        let taken = (0..5)
            .filter(|_| bucket.take(10, later) == Take::Taken)
            .count();
        assert_eq!(taken, 2);
        // A long pause refills it to one second's worth, never more.
        let much_later = later + Duration::from_secs(60);
        let taken = (0..50)
            .filter(|_| bucket.take(10, much_later) == Take::Taken)
            .count();
        assert_eq!(taken, 10);
    }

    #[test]
    fn a_lower_rate_takes_effect_at_once() {
        let start = Instant::now();
        let bucket = TokenBucket::new(start);
        assert_eq!(bucket.take(1000, start), Take::Taken);
        // The limit came down (a site entry changed): the bucket holds at most the new burst.
        let taken = (0..10)
            .filter(|_| bucket.take(2, start) == Take::Taken)
            .count();
        assert_eq!(taken, 2);
    }
}
