//! The open-file limit: a slowloris of thousands of connections, or a flood of as many, needs a
//! descriptor each, more than the usual soft limit of 1,024. The hard limit is the most a
//! process may raise itself to without privileges.

use std::io;

/// Raises the soft open-file limit to the hard one; returns the limit now in force.
pub fn raise_limit() -> io::Result<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: `limit` is a valid, writable `rlimit` that getrlimit fills in.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return Err(io::Error::last_os_error());
    }
    if limit.rlim_cur < limit.rlim_max {
        let raised = libc::rlimit {
            rlim_cur: limit.rlim_max,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: `raised` is a valid `rlimit` that setrlimit only reads.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit = raised;
        }
    }
    Ok(limit.rlim_cur)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_is_at_least_what_it_was() {
        let first = raise_limit().unwrap();
        assert!(first > 0);
        assert_eq!(raise_limit().unwrap(), first);
    }
}
