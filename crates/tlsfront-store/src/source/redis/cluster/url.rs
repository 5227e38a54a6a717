//! Reading a cluster URL, `redis+cluster://[[USER]:PASSWORD@]HOST:PORT[,HOST:PORT…][/0]`:
//! the seed nodes and the credentials every node shares. Nothing connects here.
//!
//! `rediss+cluster://…` speaks TLS to every node; `#insecure` at the end skips certificate
//! verification, as for `rediss://`.

use redis::{ErrorKind, RedisError};

use super::super::url_parts::{read_login, read_servers, split_login, UrlPartError};

/// The scheme of a cluster spoken to in plain TCP.
pub(in crate::source::redis) const PLAIN_SCHEME: &str = "redis+cluster://";
/// The scheme of a cluster spoken to in TLS.
pub(in crate::source::redis) const TLS_SCHEME: &str = "rediss+cluster://";

/// The port a seed without one is on: Redis's own.
const DEFAULT_PORT: u16 = 6379;

/// What a cluster URL says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::source::redis) struct ClusterUrl {
    pub username: Option<String>,
    pub password: Option<String>,
    /// The nodes asked for the cluster's layout, in the URL's order (at least one).
    pub seeds: Vec<NodeAddress>,
    /// `None` for plain TCP; `Some(insecure)` for TLS, `insecure` when certificates go unchecked.
    pub tls: Option<bool>,
}

/// A node's host (an IPv6 address without brackets) and port.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(in crate::source::redis) struct NodeAddress {
    pub host: String,
    pub port: u16,
}

impl std::fmt::Display for NodeAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.host.contains(':') {
            write!(f, "[{}]:{}", self.host, self.port)
        } else {
            write!(f, "{}:{}", self.host, self.port)
        }
    }
}

/// Whether `url` names a cluster (whether or not it then parses).
pub(in crate::source::redis) fn is_cluster_url(url: &str) -> bool {
    url.starts_with(PLAIN_SCHEME) || url.starts_with(TLS_SCHEME)
}

/// Reads a cluster URL. Errors name the part that is wrong, never the password.
pub(in crate::source::redis) fn parse_cluster_url(url: &str) -> Result<ClusterUrl, RedisError> {
    let (rest, tls) = if let Some(rest) = url.strip_prefix(TLS_SCHEME) {
        (rest, true)
    } else if let Some(rest) = url.strip_prefix(PLAIN_SCHEME) {
        (rest, false)
    } else {
        return Err(invalid(
            "a cluster URL starts with redis+cluster:// or rediss+cluster://",
        ));
    };
    // Split before the '/', '?' and '#' below, which a password may hold.
    let (login, rest) = split_login(rest);
    let (rest, fragment) = match rest.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (rest, None),
    };
    let insecure = match fragment {
        None => false,
        Some("insecure") if tls => true,
        Some("insecure") => {
            return Err(invalid(
                "#insecure is for TLS: use rediss+cluster://, or drop #insecure",
            ))
        }
        Some(_) => {
            return Err(invalid(
                "the only fragment a cluster URL takes is #insecure",
            ))
        }
    };
    if rest.contains('?') {
        return Err(invalid(
            "a cluster URL takes no ?options: the nodes' settings come from the cluster",
        ));
    }
    let (hosts, path) = match rest.split_once('/') {
        Some((hosts, path)) => (hosts, path),
        None => (rest, ""),
    };
    check_database(path)?;
    let seeds: Vec<NodeAddress> = read_servers(hosts, DEFAULT_PORT)
        .map_err(invalid_part)?
        .into_iter()
        .map(|(host, port)| NodeAddress { host, port })
        .collect();
    if seeds.is_empty() {
        return Err(invalid(
            "a cluster URL names at least one node, as in redis+cluster://10.0.0.1:7000,10.0.0.2:7000",
        ));
    }
    let (username, password) = match login {
        Some(login) => read_login(login).map_err(invalid_part)?,
        None => (None, None),
    };
    Ok(ClusterUrl {
        username,
        password,
        seeds,
        tls: tls.then_some(insecure),
    })
}

/// The URL without its password, for logs: `redis+cluster://10.0.0.1:7000,10.0.0.2:7000/0`.
pub(in crate::source::redis) fn describe_cluster_url(url: &str) -> String {
    match parse_cluster_url(url) {
        Ok(parsed) => {
            let scheme = if parsed.tls.is_some() {
                TLS_SCHEME
            } else {
                PLAIN_SCHEME
            };
            let seeds: Vec<String> = parsed.seeds.iter().map(ToString::to_string).collect();
            format!("{scheme}{}/0", seeds.join(","))
        }
        Err(_) => format!("{PLAIN_SCHEME}<unparsable URL>"),
    }
}

/// A cluster has database 0 only.
fn check_database(path: &str) -> Result<(), RedisError> {
    match path {
        "" | "0" => Ok(()),
        _ if path.parse::<u64>().is_ok() => Err(invalid(
            "Redis Cluster has database 0 only: drop the /DB from the URL, or use a key prefix (--redis-prefix) to share a cluster",
        )),
        _ => Err(invalid(
            "a cluster URL ends with the node list, or /0: nothing else may follow",
        )),
    }
}

fn invalid(reason: &'static str) -> RedisError {
    RedisError::from((ErrorKind::InvalidClientConfig, reason))
}

/// A part's error names a server (which holds no login) or the part that is badly encoded.
fn invalid_part(err: UrlPartError) -> RedisError {
    RedisError::from((
        ErrorKind::InvalidClientConfig,
        "cannot read the redis+cluster:// URL",
        err.to_string(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(host: &str, port: u16) -> NodeAddress {
        NodeAddress {
            host: host.to_owned(),
            port,
        }
    }

    #[test]
    fn seeds_credentials_and_tls_are_read() {
        let parsed =
            parse_cluster_url("redis+cluster://:s3cret@10.0.0.1:7000,10.0.0.2:7001").unwrap();
        assert_eq!(
            parsed,
            ClusterUrl {
                username: None,
                password: Some("s3cret".into()),
                seeds: vec![node("10.0.0.1", 7000), node("10.0.0.2", 7001)],
                tls: None,
            }
        );
        let parsed =
            parse_cluster_url("rediss+cluster://app:p%40ss@cache:7000/0#insecure").unwrap();
        assert_eq!(parsed.username.as_deref(), Some("app"));
        assert_eq!(parsed.password.as_deref(), Some("p@ss"));
        assert_eq!(parsed.seeds, [node("cache", 7000)]);
        assert_eq!(parsed.tls, Some(true));
        assert_eq!(
            parse_cluster_url("rediss+cluster://cache:7000")
                .unwrap()
                .tls,
            Some(false)
        );
    }

    #[test]
    fn seeds_may_omit_the_port_or_be_ipv6() {
        let parsed = parse_cluster_url("redis+cluster://a, [::1]:7002,[fe80::1]/").unwrap();
        assert_eq!(
            parsed.seeds,
            [node("a", 6379), node("::1", 7002), node("fe80::1", 6379)]
        );
        assert_eq!(parsed.seeds[1].to_string(), "[::1]:7002");
    }

    #[test]
    fn an_unescaped_at_sign_stays_in_the_password() {
        let parsed = parse_cluster_url("redis+cluster://:a@b/c#d@h:7000").unwrap();
        assert_eq!(parsed.password.as_deref(), Some("a@b/c#d"));
        assert_eq!(parsed.seeds, [node("h", 7000)]);
    }

    #[test]
    fn other_databases_and_bad_parts_are_refused_clearly() {
        let reason = |url: &str| parse_cluster_url(url).unwrap_err().to_string();
        assert!(reason("redis+cluster://h:7000/3").contains("database 0 only"));
        assert!(reason("redis+cluster://h:7000/x").contains("nothing else may follow"));
        assert!(reason("redis+cluster://").contains("at least one node"));
        assert!(reason("redis+cluster://:pw@").contains("at least one node"));
        for bad in ["h:0", "h:port", "::1:7000", "[::1"] {
            let shown = reason(&format!("redis+cluster://{bad}"));
            assert!(
                shown.contains(&format!("bad server address {bad:?}")),
                "{shown}"
            );
        }
        assert!(reason("redis+cluster://h:7000#insecure").contains("rediss+cluster://"));
        assert!(reason("redis+cluster://h:7000?protocol=3").contains("no ?options"));
        assert!(reason("redis+cluster://:%zz@h:7000").contains("percent-encoding in the password"));
        assert!(reason("redis://h:7000").contains("redis+cluster://"));
    }

    #[test]
    fn errors_and_descriptions_never_hold_the_password() {
        for url in [
            "redis+cluster://:hunter2@h:7000/3",
            "redis+cluster://:hunter2@h:port",
            "redis+cluster://u:hunter2@[::1",
        ] {
            let err = parse_cluster_url(url).unwrap_err();
            assert!(!format!("{err} {err:?}").contains("hunter2"), "{url}");
        }
        assert_eq!(
            describe_cluster_url("redis+cluster://:hunter2@10.0.0.1:7000,[::1]:7001"),
            "redis+cluster://10.0.0.1:7000,[::1]:7001/0"
        );
        assert_eq!(
            describe_cluster_url("rediss+cluster://u:hunter2@h:7000#insecure"),
            "rediss+cluster://h:7000/0"
        );
        assert_eq!(
            describe_cluster_url("redis+cluster://:hunter2@h:7000/5"),
            "redis+cluster://<unparsable URL>"
        );
    }

    #[test]
    fn cluster_urls_are_told_apart() {
        assert!(is_cluster_url("redis+cluster://h:7000"));
        assert!(is_cluster_url("rediss+cluster://h:7000"));
        assert!(!is_cluster_url("redis://h:7000"));
        assert!(!is_cluster_url("redis+unix:///tmp/r.sock"));
    }
}
