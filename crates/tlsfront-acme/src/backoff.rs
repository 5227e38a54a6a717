//! Failures back off per name: a name whose order failed is not ordered again until its delay
//! has passed, and each further failure doubles the delay, up to a cap. A name that cannot
//! validate then costs the CA a handful of orders a day, not one per handshake.
//!
//! With the defaults (5 minutes, doubling, capped at 6 hours), a name fails at most four times
//! in its first hour (at 0, 5, 15 and 35 minutes), below Let's Encrypt's five failed
//! validations per name per hour.

use std::time::{Duration, Instant};

use moka::sync::Cache;
use tlsfront_store::HostName;

/// How long a name waits after its `failures`-th failure in a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BackoffPolicy {
    /// The wait after a first failure.
    pub initial: Duration,
    /// The longest wait.
    pub max: Duration,
}

impl BackoffPolicy {
    /// `initial`, doubled for each failure after the first, capped at `max`.
    pub fn delay_after(&self, failures: u32) -> Duration {
        let doublings = failures.saturating_sub(1).min(30);
        self.initial
            .checked_mul(1u32 << doublings)
            .unwrap_or(self.max)
            .min(self.max)
    }
}

/// Names backing off: failures in a row, and until when. Bounded: a flood of failing names
/// (which the gate should have stopped) cannot grow it without end, and a name quiet for
/// twice the longest delay starts again from the first delay.
pub struct Backoffs {
    policy: BackoffPolicy,
    names: Cache<HostName, (u32, Instant)>,
}

impl Backoffs {
    pub fn new(policy: BackoffPolicy, capacity: u64) -> Self {
        Backoffs {
            policy,
            names: Cache::builder()
                .max_capacity(capacity)
                .time_to_live(policy.max.saturating_mul(2).max(Duration::from_secs(1)))
                .build(),
        }
    }

    /// How much longer `name` must wait, if it is backing off.
    pub fn remaining(&self, name: &HostName, now: Instant) -> Option<Duration> {
        let (_, until) = self.names.get(name)?;
        until.checked_duration_since(now).filter(|d| !d.is_zero())
    }

    /// Records a failure; returns how long the name now waits.
    pub fn failed(&self, name: &HostName, now: Instant) -> Duration {
        let failures = self.names.get(name).map_or(0, |(failures, _)| failures) + 1;
        let delay = self.policy.delay_after(failures);
        self.names.insert(name.clone(), (failures, now + delay));
        delay
    }

    /// Failures in a row so far.
    pub fn failures(&self, name: &HostName) -> u32 {
        self.names.get(name).map_or(0, |(failures, _)| failures)
    }

    /// Takes on a backoff another instance started (the fleet shares them through the store).
    pub fn adopt(&self, name: &HostName, failures: u32, until: Instant) {
        self.names.insert(name.clone(), (failures, until));
    }

    /// Forgets a name's failures once it has a certificate.
    pub fn succeeded(&self, name: &HostName) {
        self.names.invalidate(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: Duration = Duration::from_secs(60);

    #[test]
    fn delays_double_up_to_the_cap() {
        let policy = BackoffPolicy {
            initial: 5 * MINUTE,
            max: 360 * MINUTE,
        };
        let delays: Vec<u64> = (1..=9)
            .map(|n| policy.delay_after(n).as_secs() / 60)
            .collect();
        assert_eq!(delays, [5, 10, 20, 40, 80, 160, 320, 360, 360]);
        assert_eq!(policy.delay_after(u32::MAX), 360 * MINUTE);
    }

    #[test]
    fn the_defaults_stay_under_five_failures_per_name_per_hour() {
        let policy = BackoffPolicy {
            initial: 5 * MINUTE,
            max: 360 * MINUTE,
        };
        let mut at = Duration::ZERO;
        let mut failures_in_first_hour = 0;
        for n in 1.. {
            if at >= 60 * MINUTE {
                break;
            }
            failures_in_first_hour += 1;
            at += policy.delay_after(n);
        }
        assert_eq!(failures_in_first_hour, 4);
    }

    #[test]
    fn a_failed_name_waits_and_a_success_forgets_it() {
        let backoffs = Backoffs::new(
            BackoffPolicy {
                initial: MINUTE,
                max: 10 * MINUTE,
            },
            100,
        );
        let name = HostName::parse("a.example.com").unwrap();
        let now = Instant::now();
        assert_eq!(backoffs.remaining(&name, now), None);
        assert_eq!(backoffs.failed(&name, now), MINUTE);
        assert_eq!(backoffs.remaining(&name, now), Some(MINUTE));
        assert_eq!(backoffs.remaining(&name, now + MINUTE), None);
        assert_eq!(backoffs.failed(&name, now + MINUTE), 2 * MINUTE);
        backoffs.succeeded(&name);
        assert_eq!(backoffs.remaining(&name, now + MINUTE), None);
        assert_eq!(backoffs.failed(&name, now + MINUTE), MINUTE);
    }
}
