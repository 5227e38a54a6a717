//! Locks and windowed counters kept in this process: what the directory store offers in place
//! of Redis's, since a directory has no owner to arbitrate between processes. Everyone using
//! one store value (and its clones) shares them.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::WindowCounts;

/// Locks by name, each held by a token until its lease ends; counters by name and window.
#[derive(Debug, Default)]
pub(crate) struct LocalCoordination {
    locks: Mutex<HashMap<String, (String, Instant)>>,
    /// By name: the window counted, its count, and the count of the window before it.
    counters: Mutex<HashMap<String, (u64, u64, u64)>>,
}

impl LocalCoordination {
    pub(crate) fn try_lock(&self, name: &str, token: &str, lease: Duration) -> bool {
        let now = Instant::now();
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        // Expired leases are dropped as they are met: the map holds live locks and the odd
        // stale one, never more than the names locked at once plus those.
        locks.retain(|_, (_, until)| *until > now);
        if locks.contains_key(name) {
            return false;
        }
        locks.insert(name.to_owned(), (token.to_owned(), now + lease));
        true
    }

    pub(crate) fn extend_lock(&self, name: &str, token: &str, lease: Duration) -> bool {
        let now = Instant::now();
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        match locks.get_mut(name) {
            Some((holder, until)) if holder == token && *until > now => {
                *until = now + lease;
                true
            }
            _ => false,
        }
    }

    pub(crate) fn unlock(&self, name: &str, token: &str) {
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        if locks.get(name).is_some_and(|(holder, _)| holder == token) {
            locks.remove(name);
        }
    }

    pub(crate) fn count_in_window(&self, name: &str, window: Duration) -> u64 {
        self.add_in_window(name, 1, window).current
    }

    /// Adds `n` in the current window; the counts of this window and the one before.
    pub(crate) fn add_in_window(&self, name: &str, n: u64, window: Duration) -> WindowCounts {
        let index = window_index(SystemTime::now(), window);
        let mut counters = self.counters.lock().unwrap_or_else(PoisonError::into_inner);
        let counter = counters.entry(name.to_owned()).or_insert((index, 0, 0));
        let (counted_window, count, before) = counter;
        if *counted_window != index {
            *before = if *counted_window + 1 == index {
                *count
            } else {
                0
            };
            *counted_window = index;
            *count = 0;
        }
        *count += n;
        WindowCounts {
            current: *count,
            previous: *before,
        }
    }
}

/// Which fixed window of length `window` (since the Unix epoch) `now` falls in. Every process
/// agrees on the windows, so a fleet's counters line up.
pub(crate) fn window_index(now: SystemTime, window: Duration) -> u64 {
    let since_epoch = now.duration_since(UNIX_EPOCH).unwrap_or_default();
    since_epoch.as_millis() as u64 / (window.as_millis() as u64).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_is_held_by_one_token_until_released_or_its_lease_ends() {
        let local = LocalCoordination::default();
        let lease = Duration::from_secs(60);
        assert!(local.try_lock("a.example", "one", lease));
        assert!(!local.try_lock("a.example", "two", lease));
        assert!(local.try_lock("b.example", "two", lease));
        assert!(!local.extend_lock("a.example", "two", lease));
        assert!(local.extend_lock("a.example", "one", lease));
        local.unlock("a.example", "two");
        assert!(!local.try_lock("a.example", "two", lease));
        local.unlock("a.example", "one");
        assert!(local.try_lock("a.example", "two", Duration::ZERO));
        // A lease of zero has ended at once: the lock is free again, and cannot be extended.
        assert!(!local.extend_lock("a.example", "two", lease));
        assert!(local.try_lock("a.example", "three", lease));
    }

    #[test]
    fn counters_count_within_their_window() {
        let local = LocalCoordination::default();
        let hour = Duration::from_secs(3600);
        let first = local.count_in_window("orders", hour);
        let second = local.count_in_window("orders", hour);
        // Unless the window turned between the two calls, the second counts on.
        assert!(second == first + 1 || second == 1);
        assert_eq!(local.count_in_window("other", hour), 1);
        let at = |secs| UNIX_EPOCH + Duration::from_secs(secs);
        assert_eq!(window_index(at(0), hour), 0);
        assert_eq!(window_index(at(3599), hour), 0);
        assert_eq!(window_index(at(3600), hour), 1);
    }
}
