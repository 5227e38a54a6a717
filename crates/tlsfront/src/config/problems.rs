//! The one collector every section reports its problems to, so that a configuration with
//! several mistakes is refused once, with all of them, and the helpers the sections share.

use std::fmt::Display;
use std::net::SocketAddr;
use std::time::Duration;

use anyhow::{bail, Context};

/// Problems found while validating, reported together by [`Problems::finish`].
#[derive(Debug, Default)]
pub(super) struct Problems(Vec<String>);

impl Problems {
    /// Keeps the value, or records the error (with its causes) and gives `None`.
    pub fn check<T>(&mut self, result: anyhow::Result<T>) -> Option<T> {
        result.map_err(|err| self.0.push(format!("{err:#}"))).ok()
    }

    pub fn add(&mut self, problem: String) {
        self.0.push(problem);
    }

    /// `given` parsed as a duration, or `default` when nothing was given or it does not parse
    /// (a problem then).
    pub fn duration(&mut self, key: &str, given: Option<&str>, default: Duration) -> Duration {
        given
            .and_then(|text| self.check(parse_duration(key, text)))
            .unwrap_or(default)
    }

    pub fn at_least<N: PartialOrd + Display>(&mut self, key: &str, value: N, least: N) {
        if value < least {
            self.add(format!("{key} must be at least {least}, not {value}"));
        }
    }

    pub fn longer_than_zero(&mut self, key: &str, value: Duration) {
        if value.is_zero() {
            self.add(format!("{key} must be longer than zero"));
        }
    }

    /// `Ok` when nothing was found; otherwise one error listing every problem.
    pub fn finish(self) -> anyhow::Result<()> {
        if self.0.is_empty() {
            return Ok(());
        }
        let list: Vec<String> = self.0.iter().map(|p| format!("  - {p}")).collect();
        bail!(
            "the configuration has {} problem(s):\n{}",
            self.0.len(),
            list.join("\n")
        )
    }
}

/// The flag when it was given, else the file's value: flags override the file.
pub(super) fn flag_or_file<'a>(
    flag: &'a Option<String>,
    file: &'a Option<String>,
) -> Option<&'a str> {
    flag.as_deref().or(file.as_deref())
}

/// A repeatable flag when it was given at least once, else the file's list: the flags replace
/// the file's list, they do not add to it. `None` when neither says anything.
pub(super) fn flags_or_file<'a>(
    flags: &'a [String],
    file: &'a Option<Vec<String>>,
) -> Option<&'a [String]> {
    if flags.is_empty() {
        file.as_deref()
    } else {
        Some(flags)
    }
}

pub(super) fn parse_addr(key: &str, text: &str) -> anyhow::Result<SocketAddr> {
    text.parse()
        .with_context(|| format!("{key}: {text:?} is not an address like 0.0.0.0:443 or [::]:443"))
}

pub(super) fn parse_duration(key: &str, text: &str) -> anyhow::Result<Duration> {
    humantime::parse_duration(text)
        .with_context(|| format!("{key}: {text:?} is not a duration like 500ms, 30s or 5m"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_is_listed_under_one_count() {
        assert!(Problems::default().finish().is_ok());
        let mut problems = Problems::default();
        problems.at_least("limits.max_headers", 2, 8);
        problems.longer_than_zero("cache.ttl", Duration::ZERO);
        problems.check(parse_addr("admin", "nowhere"));
        let err = problems.finish().unwrap_err().to_string();
        assert_eq!(
            err,
            "the configuration has 3 problem(s):\n  \
             - limits.max_headers must be at least 8, not 2\n  \
             - cache.ttl must be longer than zero\n  \
             - admin: \"nowhere\" is not an address like 0.0.0.0:443 or [::]:443: \
             invalid socket address syntax"
        );
    }

    #[test]
    fn a_duration_that_does_not_parse_is_a_problem_and_keeps_the_default() {
        let mut problems = Problems::default();
        let default = Duration::from_secs(5);
        assert_eq!(problems.duration("cache.ttl", None, default), default);
        assert_eq!(
            problems.duration("cache.ttl", Some("90s"), default),
            Duration::from_secs(90)
        );
        assert_eq!(
            problems.duration("cache.ttl", Some("soon"), default),
            default
        );
        let err = problems.finish().unwrap_err().to_string();
        assert!(err.contains("1 problem(s)"), "{err}");
        assert!(
            err.contains("cache.ttl: \"soon\" is not a duration"),
            "{err}"
        );
    }
}
