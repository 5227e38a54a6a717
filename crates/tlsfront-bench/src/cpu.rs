//! The generator's own CPU time and memory, from `getrusage(2)`, so a benchmark can show that
//! the client costs much less than the server it measures.

use std::time::Duration;

/// User and system CPU time of this whole process (all threads), and its peak RSS.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ProcessUsage {
    pub user: Duration,
    pub system: Duration,
    pub max_rss_bytes: u64,
}

impl ProcessUsage {
    /// The usage so far; zeros if the kernel refuses (it does not for RUSAGE_SELF).
    pub fn now() -> Self {
        let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
        // SAFETY: `usage` points to writable memory the size of `rusage`; getrusage fills it in
        // and reads nothing from it. Zeroed memory is a valid `rusage` even if it fails.
        let usage = unsafe {
            libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr());
            usage.assume_init()
        };
        Self {
            user: timeval(usage.ru_utime),
            system: timeval(usage.ru_stime),
            // Linux reports ru_maxrss in KiB.
            max_rss_bytes: u64::try_from(usage.ru_maxrss).unwrap_or(0) * 1024,
        }
    }

    /// CPU time used since `earlier` (peak RSS is kept from `self`).
    pub fn since(&self, earlier: &Self) -> Self {
        Self {
            user: self.user.saturating_sub(earlier.user),
            system: self.system.saturating_sub(earlier.system),
            max_rss_bytes: self.max_rss_bytes,
        }
    }

    pub fn total(&self) -> Duration {
        self.user + self.system
    }
}

fn timeval(value: libc::timeval) -> Duration {
    let seconds = u64::try_from(value.tv_sec).unwrap_or(0);
    let micros = u32::try_from(value.tv_usec).unwrap_or(0);
    Duration::from_secs(seconds) + Duration::from_micros(u64::from(micros))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_time_grows_with_work() {
        let before = ProcessUsage::now();
        let mut x: u64 = 1;
        let started = std::time::Instant::now();
        while started.elapsed() < Duration::from_millis(30) {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
        }
        let used = ProcessUsage::now().since(&before);
        assert!(used.total() > Duration::ZERO);
        assert!(used.max_rss_bytes > 0);
    }
}
