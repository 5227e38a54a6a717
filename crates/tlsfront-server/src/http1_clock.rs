//! The HTTP/1.1 server's clock: one reading of the monotonic clock per request, taken when its
//! bytes arrive, and one idle deadline per connection.
//!
//! That one reading serves three things: the idle deadline runs from it, the access log's
//! elapsed time starts at it (when the log is on), and it tells whether the wall clock read
//! before is still in the same second, so the `date` a response carries is read from the wall
//! clock about once a second per connection, not per request.
//!
//! The deadline is one timer for the connection's whole life, moved lazily as in `idle.rs`:
//! when it fires, it is moved to the last arrival plus the idle time if that is still ahead.
//! Moving a timer in tokio's wheel on every read, or making one per read, costs more than the
//! check.

use std::pin::Pin;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::time::{Instant, Sleep};

/// A connection's clock and idle deadline.
#[derive(Debug)]
pub(crate) struct RequestClock {
    wall: fn() -> SystemTime,
    idle: Duration,
    /// When bytes last arrived (or the connection started).
    arrived: Instant,
    /// Fires at or before `arrived + idle`.
    deadline: Pin<Box<Sleep>>,
    /// The wall clock as read last, and until when it is still that second.
    wall_read: SystemTime,
    same_second_until: Instant,
}

impl RequestClock {
    pub(crate) fn new(wall: fn() -> SystemTime, idle: Duration) -> Self {
        let now = Instant::now();
        RequestClock {
            wall,
            idle,
            arrived: now,
            deadline: Box::pin(tokio::time::sleep_until(now + idle)),
            wall_read: UNIX_EPOCH,
            // Read at the first request.
            same_second_until: now,
        }
    }

    /// Notes that bytes arrived: the one clock reading of a request.
    pub(crate) fn arrived(&mut self) {
        self.arrived = Instant::now();
    }

    /// When bytes last arrived.
    pub(crate) fn last_arrival(&self) -> Instant {
        self.arrived
    }

    /// The wall clock at the last arrival, to the second: read again only once that second is
    /// over. Within the second it is the reading taken then, so a fixed clock (tests) reads
    /// exactly as given.
    pub(crate) fn wall_now(&mut self) -> SystemTime {
        if self.arrived >= self.same_second_until {
            self.wall_read = (self.wall)();
            let into_second = self
                .wall_read
                .duration_since(UNIX_EPOCH)
                .map_or(Duration::ZERO, |since| {
                    Duration::from_nanos(u64::from(since.subsec_nanos()))
                });
            self.same_second_until = self.arrived + (Duration::from_secs(1) - into_second);
        }
        self.wall_read
    }

    /// Resolves once no bytes have arrived for the idle time. Cancel-safe: it is raced with
    /// the connection's reads.
    pub(crate) async fn idle_expired(&mut self) {
        loop {
            self.deadline.as_mut().await;
            let due = self.arrived + self.idle;
            if due <= Instant::now() {
                return;
            }
            // Bytes arrived since the timer was set: wait for the rest of the idle time.
            self.deadline.as_mut().reset(due);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed() -> SystemTime {
        UNIX_EPOCH + Duration::new(1_700_000_000, 900_000_000)
    }

    #[tokio::test(start_paused = true)]
    async fn the_deadline_runs_from_the_last_arrival() {
        let mut clock = RequestClock::new(SystemTime::now, Duration::from_secs(10));
        for _ in 0..3 {
            tokio::time::advance(Duration::from_secs(6)).await;
            clock.arrived();
        }
        let started = Instant::now();
        clock.idle_expired().await;
        assert_eq!(Instant::now() - started, Duration::from_secs(10));
    }

    #[tokio::test(start_paused = true)]
    async fn the_wall_clock_is_read_once_a_second() {
        static READS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        fn counted() -> SystemTime {
            READS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            fixed()
        }
        let mut clock = RequestClock::new(counted, Duration::from_secs(10));
        // 0.9 s into its second: the reading holds for 0.1 s.
        for _ in 0..5 {
            clock.arrived();
            assert_eq!(clock.wall_now(), fixed());
            tokio::time::advance(Duration::from_millis(20)).await;
        }
        assert_eq!(READS.load(std::sync::atomic::Ordering::Relaxed), 1);
        clock.arrived();
        assert_eq!(clock.wall_now(), fixed());
        assert_eq!(READS.load(std::sync::atomic::Ordering::Relaxed), 2);
    }
}
