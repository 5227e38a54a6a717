//! The hosts being shed or limited right now, for the status page: a Space-Saving sketch
//! (Metwally et al.) of at most [`TRACKED`] names per window, so a flood of a million names
//! costs the same memory as one. A name counted often in the window is in it with a count at
//! most its true count plus the smallest count kept (the sketch's error, shown beside it).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Names tracked per window.
const TRACKED: usize = 32;
/// How long a window lasts: "now", for an operator looking at a flood.
pub const WINDOW: Duration = Duration::from_secs(10);

/// What was refused of one host in a window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub host: Arc<str>,
    /// Refusals counted (an over-estimate by at most `error`).
    pub count: u64,
    pub error: u64,
    /// The limit or queue that refused it most recently.
    pub last_reason: &'static str,
}

#[derive(Debug)]
struct Window {
    started: Instant,
    entries: HashMap<Arc<str>, Refused>,
}

impl Window {
    fn new(now: Instant) -> Self {
        Window {
            started: now,
            entries: HashMap::with_capacity(TRACKED),
        }
    }

    fn record(&mut self, host: &str, reason: &'static str) {
        if let Some(entry) = self.entries.get_mut(host) {
            entry.count += 1;
            entry.last_reason = reason;
            return;
        }
        if self.entries.len() < TRACKED {
            let host: Arc<str> = Arc::from(host);
            self.entries.insert(
                host.clone(),
                Refused {
                    host,
                    count: 1,
                    error: 0,
                    last_reason: reason,
                },
            );
            return;
        }
        // Space-Saving: the new name takes the place of the smallest, inheriting its count.
        let Some(smallest) = self
            .entries
            .values()
            .min_by_key(|entry| entry.count)
            .map(|entry| entry.host.clone())
        else {
            return;
        };
        if let Some(evicted) = self.entries.remove(&smallest) {
            let host: Arc<str> = Arc::from(host);
            self.entries.insert(
                host.clone(),
                Refused {
                    host,
                    count: evicted.count + 1,
                    error: evicted.count,
                    last_reason: reason,
                },
            );
        }
    }

    fn top(&self, n: usize) -> Vec<Refused> {
        let mut all: Vec<Refused> = self.entries.values().cloned().collect();
        all.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.host.cmp(&b.host)));
        all.truncate(n);
        all
    }
}

/// The current window and the one before it.
#[derive(Debug)]
pub struct RefusedHosts {
    windows: Mutex<(Window, Option<Window>)>,
}

impl RefusedHosts {
    pub fn new(now: Instant) -> Self {
        RefusedHosts {
            windows: Mutex::new((Window::new(now), None)),
        }
    }

    /// Counts one refusal of `host`.
    pub fn record(&self, host: &str, reason: &'static str, now: Instant) {
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        roll(&mut windows, now);
        windows.0.record(host, reason);
    }

    /// The `n` hosts refused most in the last full window, or in this one if it has more.
    pub fn top(&self, n: usize, now: Instant) -> Vec<Refused> {
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        roll(&mut windows, now);
        let current = windows.0.top(n);
        match &windows.1 {
            Some(previous) => {
                let previous = previous.top(n);
                let total = |list: &[Refused]| list.iter().map(|r| r.count).sum::<u64>();
                if total(&previous) > total(&current) {
                    previous
                } else {
                    current
                }
            }
            None => current,
        }
    }
}

fn roll(windows: &mut (Window, Option<Window>), now: Instant) {
    let age = now.saturating_duration_since(windows.0.started);
    if age < WINDOW {
        return;
    }
    let fresh = Window::new(now);
    let finished = std::mem::replace(&mut windows.0, fresh);
    // A window that ended long ago says nothing about now.
    windows.1 = (age < 2 * WINDOW).then_some(finished);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heaviest_hosts_stand_out_of_a_flood_of_names() {
        let now = Instant::now();
        let refused = RefusedHosts::new(now);
        for n in 0..10_000 {
            refused.record(&format!("random{n}.example"), "host_queue_full", now);
            if n % 10 == 0 {
                refused.record("flooded.example", "request_rate", now);
            }
        }
        let top = refused.top(3, now);
        assert_eq!(&*top[0].host, "flooded.example", "{top:?}");
        assert!(top[0].count >= 1000);
        assert_eq!(top[0].last_reason, "request_rate");
    }

    #[test]
    fn old_windows_are_forgotten() {
        let now = Instant::now();
        let refused = RefusedHosts::new(now);
        refused.record("a.example", "handshake_rate", now);
        assert_eq!(
            refused.top(5, now + WINDOW + Duration::from_secs(1)).len(),
            1
        );
        assert!(refused.top(5, now + 3 * WINDOW).is_empty());
    }
}
