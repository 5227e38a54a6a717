//! `[health_check]`: an optional active check of each of a site's upstream addresses, as the
//! entry states it, with its defaults and bounds.
//!
//! ```toml
//! [health_check]
//! path = "/healthz"      # GET, expects 2xx
//! interval = "5s"
//! timeout = "2s"
//! unhealthy_after = 3    # consecutive failures
//! healthy_after = 2      # consecutive successes
//! host = "status.internal"  # the Host sent; the address's host by default
//! ```

use std::time::Duration;

use serde::Deserialize;

use super::upstream_url::{canonical_host, split_host_port};
use super::SiteError;

/// nginx Plus and HAProxy check `/` when told no path: every application answers it.
pub const DEFAULT_PATH: &str = "/";
/// A dead address is out within 15 s (three misses), for one small request per 5 s per address.
pub const DEFAULT_INTERVAL: Duration = Duration::from_secs(5);
/// Twice what a healthy application takes on a busy day; never longer than the interval.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(2);
/// HAProxy's `fall 3`: one lost packet or slow answer does not take an address out.
pub const DEFAULT_UNHEALTHY_AFTER: u32 = 3;
/// HAProxy's `rise 2`: an application that is restarting comes back once it stays up.
pub const DEFAULT_HEALTHY_AFTER: u32 = 2;

/// Checks more often than this load an application for nothing.
const MIN_INTERVAL: Duration = Duration::from_secs(1);
/// An address checked less often than hourly is not being checked.
const MAX_INTERVAL: Duration = Duration::from_secs(3600);
/// Past this many in a row, a change of state would take minutes to show.
const MAX_IN_A_ROW: u32 = 100;
const MAX_PATH_BYTES: usize = 1024;

/// A site's health check, validated; equal specs share one checker per address.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HealthCheck {
    /// Origin form, `/` first, a query allowed.
    pub path: String,
    pub interval: Duration,
    pub timeout: Duration,
    pub unhealthy_after: u32,
    pub healthy_after: u32,
    /// The `Host` sent; `None` sends the address's own host (`localhost` for a Unix socket).
    pub host: Option<String>,
}

impl Default for HealthCheck {
    fn default() -> Self {
        HealthCheck {
            path: DEFAULT_PATH.to_owned(),
            interval: DEFAULT_INTERVAL,
            timeout: DEFAULT_TIMEOUT,
            unhealthy_after: DEFAULT_UNHEALTHY_AFTER,
            healthy_after: DEFAULT_HEALTHY_AFTER,
            host: None,
        }
    }
}

/// The table's shape: every key optional, unknown keys refused.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct HealthCheckFile {
    path: Option<String>,
    interval: Option<String>,
    timeout: Option<String>,
    unhealthy_after: Option<u32>,
    healthy_after: Option<u32>,
    host: Option<String>,
}

impl HealthCheck {
    /// Checks the table and fills in the defaults.
    pub(super) fn from_file(file: HealthCheckFile) -> Result<Self, SiteError> {
        let bad = |key: &'static str, reason: &'static str| SiteError::HealthCheck { key, reason };
        let mut check = HealthCheck::default();
        if let Some(path) = file.path {
            check.path = valid_path(&path).map_err(|reason| bad("path", reason))?;
        }
        if let Some(interval) = file.interval {
            check.interval = parse_duration(&interval).map_err(|reason| bad("interval", reason))?;
            if !(MIN_INTERVAL..=MAX_INTERVAL).contains(&check.interval) {
                return Err(bad("interval", "it must be from 1s to 1h"));
            }
            check.timeout = check.timeout.min(check.interval);
        }
        if let Some(timeout) = file.timeout {
            check.timeout = parse_duration(&timeout).map_err(|reason| bad("timeout", reason))?;
            if check.timeout.is_zero() || check.timeout > check.interval {
                return Err(bad(
                    "timeout",
                    "it must be longer than zero and no longer than the interval",
                ));
            }
        }
        let in_a_row = |value: Option<u32>, default: u32, key| match value {
            None => Ok(default),
            Some(n) if (1..=MAX_IN_A_ROW).contains(&n) => Ok(n),
            Some(_) => Err(bad(key, "it must be from 1 to 100")),
        };
        check.unhealthy_after = in_a_row(
            file.unhealthy_after,
            DEFAULT_UNHEALTHY_AFTER,
            "unhealthy_after",
        )?;
        check.healthy_after = in_a_row(file.healthy_after, DEFAULT_HEALTHY_AFTER, "healthy_after")?;
        if let Some(host) = file.host {
            check.host = Some(valid_host(&host).map_err(|reason| bad("host", reason))?);
        }
        Ok(check)
    }

    /// The table as [`HealthCheck::from_file`] reads it back: every key, defaults included.
    pub(super) fn to_toml(&self) -> String {
        let mut text = format!(
            "\n[health_check]\npath = \"{}\"\ninterval = \"{}\"\ntimeout = \"{}\"\nunhealthy_after = {}\nhealthy_after = {}\n",
            self.path,
            humantime::format_duration(self.interval),
            humantime::format_duration(self.timeout),
            self.unhealthy_after,
            self.healthy_after,
        );
        if let Some(host) = &self.host {
            text.push_str(&format!("host = \"{host}\"\n"));
        }
        text
    }
}

fn parse_duration(text: &str) -> Result<Duration, &'static str> {
    humantime::parse_duration(text).map_err(|_| "it is not a duration like 500ms, 5s or 1m")
}

/// Visible ASCII (no quote or backslash, so it needs no escaping anywhere), `/` first, no
/// fragment.
fn valid_path(path: &str) -> Result<String, &'static str> {
    if !path.starts_with('/') {
        return Err("it must start with /, as in /healthz");
    }
    if path.len() > MAX_PATH_BYTES {
        return Err("it is longer than 1024 bytes");
    }
    if !path
        .bytes()
        .all(|byte| byte.is_ascii_graphic() && !matches!(byte, b'"' | b'\\' | b'#'))
    {
        return Err("it may hold visible ASCII only, without \", \\ or #");
    }
    Ok(path.to_owned())
}

/// A host name or IP address, with a port if one is given, in canonical form.
fn valid_host(host: &str) -> Result<String, &'static str> {
    let (name, port) = split_host_port(host).ok_or("the port is not a number from 1 to 65535")?;
    let name = canonical_host(name)?;
    Ok(match port {
        Some(port) => format!("{name}:{port}"),
        None => name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(toml: &str) -> Result<HealthCheck, SiteError> {
        HealthCheck::from_file(toml::from_str(toml).map_err(SiteError::Syntax)?)
    }

    #[test]
    fn an_empty_table_takes_every_default() {
        let check = from("").unwrap();
        assert_eq!(check, HealthCheck::default());
        assert_eq!(check.path, "/");
        assert_eq!(check.interval, Duration::from_secs(5));
        assert_eq!(check.timeout, Duration::from_secs(2));
        assert_eq!((check.unhealthy_after, check.healthy_after), (3, 2));
        // A short interval shortens the default timeout with it.
        assert_eq!(
            from("interval = \"1s\"").unwrap().timeout,
            Duration::from_secs(1)
        );
    }

    #[test]
    fn every_key_is_read_and_written_back() {
        let check = from(
            "path = \"/healthz?deep=1\"\ninterval = \"1m 30s\"\ntimeout = \"750ms\"\nunhealthy_after = 5\nhealthy_after = 1\nhost = \"Status.Internal:8080\"",
        )
        .unwrap();
        assert_eq!(check.path, "/healthz?deep=1");
        assert_eq!(check.interval, Duration::from_secs(90));
        assert_eq!(check.timeout, Duration::from_millis(750));
        assert_eq!(check.host.as_deref(), Some("status.internal:8080"));
        let written = check.to_toml();
        let table = written
            .trim_start()
            .strip_prefix("[health_check]\n")
            .unwrap();
        assert_eq!(from(table).unwrap(), check);
    }

    #[test]
    fn each_bad_key_is_named() {
        for (toml, key) in [
            ("path = \"healthz\"", "path"),
            ("path = \"/a b\"", "path"),
            ("path = \"/a#b\"", "path"),
            ("interval = \"soon\"", "interval"),
            ("interval = \"100ms\"", "interval"),
            ("interval = \"2h\"", "interval"),
            ("timeout = \"0s\"", "timeout"),
            ("interval = \"2s\"\ntimeout = \"3s\"", "timeout"),
            ("unhealthy_after = 0", "unhealthy_after"),
            ("healthy_after = 101", "healthy_after"),
            ("host = \"a_b.example\"", "host"),
            ("host = \"a.example:0\"", "host"),
        ] {
            match from(toml) {
                Err(SiteError::HealthCheck { key: named, .. }) => assert_eq!(named, key, "{toml}"),
                other => panic!("{toml}: {other:?}"),
            }
        }
        assert!(matches!(from("paths = \"/\""), Err(SiteError::Syntax(_))));
        assert!(matches!(
            from("healthy_after = -1"),
            Err(SiteError::Syntax(_))
        ));
    }
}
