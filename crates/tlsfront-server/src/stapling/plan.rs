//! When a pair's response is fetched: when it has no current staple, or its staple is half way
//! through its validity; after a failure, not before its backoff ends. Pure.

use tlsfront_store::PairOcsp;

/// The first wait after a failed fetch, in seconds: a responder that failed once is asked
/// again soon, so a short outage costs little of the staple's margin.
pub const FIRST_RETRY_SECS: i64 = 30;
/// The longest wait between two tries, in seconds. With staples valid for days (as CAs issue
/// them) and refreshed at half, an hour between tries leaves many tries before `nextUpdate`.
pub const MAX_RETRY_SECS: i64 = 3600;

/// A pair's failed fetches in a row, and when it may be tried again (Unix seconds).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Backoff {
    pub failures: u32,
    pub next_try: i64,
}

impl Backoff {
    /// One more failure at `now`: the wait doubles from [`FIRST_RETRY_SECS`] up to
    /// [`MAX_RETRY_SECS`], and never runs past half the time left on a current staple, so a
    /// staple is retried before it lapses.
    pub fn failed(self, now: i64, staple_until: Option<i64>) -> Backoff {
        let failures = self.failures.saturating_add(1);
        let doubling = FIRST_RETRY_SECS.saturating_mul(1 << (failures - 1).min(16));
        let mut wait = doubling.min(MAX_RETRY_SECS);
        if let Some(until) = staple_until {
            wait = wait.min(((until - now) / 2).max(FIRST_RETRY_SECS));
        }
        Backoff {
            failures,
            next_try: now + wait,
        }
    }
}

/// Whether to fetch a response for a pair at `now`.
pub fn fetch_due(ocsp: &PairOcsp, has_issuer: bool, backoff: Option<&Backoff>, now: i64) -> bool {
    let Some(due) = ocsp.refresh_due(now) else {
        return false;
    };
    has_issuer && due <= now && backoff.is_none_or(|backoff| backoff.next_try <= now)
}

#[cfg(test)]
mod tests {
    use tlsfront_store::ocsp::{OcspFacts, VerifiedStaple};
    use tlsfront_store::StapleState;

    use super::*;

    fn pair(staple: StapleState) -> PairOcsp {
        PairOcsp {
            facts: OcspFacts {
                responder_url: Some("http://ocsp.test/".to_owned()),
                must_staple: false,
            },
            staple,
        }
    }

    fn valid(this_update: i64, next_update: i64) -> StapleState {
        StapleState::Valid(VerifiedStaple {
            produced_at: this_update,
            this_update,
            next_update,
        })
    }

    #[test]
    fn due_without_a_staple_and_at_half_its_validity() {
        assert!(fetch_due(&pair(StapleState::Absent), true, None, 1000));
        let half_way = pair(valid(0, 1000));
        assert!(!fetch_due(&half_way, true, None, 499));
        assert!(fetch_due(&half_way, true, None, 500));
        assert!(fetch_due(&half_way, true, None, 2000), "expired is due");
    }

    #[test]
    fn never_due_without_a_responder_or_an_issuer() {
        let mut no_url = pair(StapleState::Absent);
        no_url.facts.responder_url = None;
        assert!(!fetch_due(&no_url, true, None, 0));
        assert!(!fetch_due(&pair(StapleState::Absent), false, None, 0));
    }

    #[test]
    fn backoff_doubles_to_its_bound_and_holds_fetches_back() {
        let mut backoff = Backoff::default();
        let mut waits = Vec::new();
        for _ in 0..10 {
            backoff = backoff.failed(0, None);
            waits.push(backoff.next_try);
        }
        assert_eq!(&waits[..4], &[30, 60, 120, 240]);
        assert_eq!(waits[9], MAX_RETRY_SECS);
        let absent = pair(StapleState::Absent);
        assert!(!fetch_due(
            &absent,
            true,
            Some(&backoff),
            MAX_RETRY_SECS - 1
        ));
        assert!(fetch_due(&absent, true, Some(&backoff), MAX_RETRY_SECS));
    }

    #[test]
    fn backoff_never_waits_past_half_the_staples_time_left() {
        let backoff = Backoff {
            failures: 20,
            next_try: 0,
        };
        assert_eq!(backoff.failed(0, Some(1000)).next_try, 500);
        assert_eq!(backoff.failed(0, Some(10)).next_try, FIRST_RETRY_SECS);
    }
}
