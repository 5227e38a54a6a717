//! Reading a cluster URL, `redis+cluster://[[USER]:PASSWORD@]HOST:PORT[,HOST:PORT…][/0]`:
//! the seed nodes and the credentials every node shares. Nothing connects here.
//!
//! `rediss+cluster://…` speaks TLS to every node; `#insecure` at the end skips certificate
//! verification, as for `rediss://`.

use redis::{ErrorKind, RedisError};

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
    // The host list holds no '@', so the last one ends the credentials, whatever they hold.
    let (userinfo, rest) = match rest.rsplit_once('@') {
        Some((userinfo, rest)) => (Some(userinfo), rest),
        None => (None, rest),
    };
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
    let seeds = hosts
        .split(',')
        .map(str::trim)
        .filter(|seed| !seed.is_empty())
        .map(parse_seed)
        .collect::<Result<Vec<_>, _>>()?;
    if seeds.is_empty() {
        return Err(invalid(
            "a cluster URL names at least one node, as in redis+cluster://10.0.0.1:7000,10.0.0.2:7000",
        ));
    }
    let (username, password) = match userinfo {
        Some(userinfo) => credentials(userinfo)?,
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

/// `host:port`, `host` (port 6379), `[v6]:port` or `[v6]`.
fn parse_seed(seed: &str) -> Result<NodeAddress, RedisError> {
    let (host, port) = if let Some(bracketed) = seed.strip_prefix('[') {
        let (host, after) = bracketed
            .split_once(']')
            .ok_or_else(|| invalid_seed("an IPv6 address misses its ']'", seed))?;
        match after {
            "" => (host, None),
            _ => match after.strip_prefix(':') {
                Some(port) => (host, Some(port)),
                None => return Err(invalid_seed("junk after an IPv6 address", seed)),
            },
        }
    } else {
        match seed.rsplit_once(':') {
            Some((host, _)) if host.contains(':') => {
                return Err(invalid_seed(
                    "write an IPv6 address as [ADDRESS]:PORT",
                    seed,
                ))
            }
            Some((host, port)) => (host, Some(port)),
            None => (seed, None),
        }
    };
    if host.is_empty() {
        return Err(invalid_seed("a node needs a host", seed));
    }
    let port = match port {
        None => DEFAULT_PORT,
        Some(port) => port
            .parse::<u16>()
            .ok()
            .filter(|port| *port != 0)
            .ok_or_else(|| invalid_seed("a port is a number from 1 to 65535", seed))?,
    };
    Ok(NodeAddress {
        host: host.to_owned(),
        port,
    })
}

/// `user:password`, `:password` or `user`, percent-decoded; an empty part is none.
fn credentials(userinfo: &str) -> Result<(Option<String>, Option<String>), RedisError> {
    let (user, password) = match userinfo.split_once(':') {
        Some((user, password)) => (user, Some(password)),
        None => (userinfo, None),
    };
    let decode = |text: &str, what: &'static str| -> Result<Option<String>, RedisError> {
        let decoded = percent_decode(text).ok_or_else(|| invalid(what))?;
        Ok((!decoded.is_empty()).then_some(decoded))
    };
    Ok((
        decode(user, "the user name has a bad %-escape or is not UTF-8")?,
        match password {
            Some(password) => decode(password, "the password has a bad %-escape or is not UTF-8")?,
            None => None,
        },
    ))
}

/// Decodes `%XX` escapes; `None` for a broken escape or a result that is not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = text.get(index + 1..index + 3)?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            decoded.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(decoded).ok()
}

fn invalid(reason: &'static str) -> RedisError {
    RedisError::from((ErrorKind::InvalidClientConfig, reason))
}

/// A seed's text holds no credentials (they end at the '@'), so it may be shown.
fn invalid_seed(reason: &'static str, seed: &str) -> RedisError {
    RedisError::from((ErrorKind::InvalidClientConfig, reason, format!("{seed:?}")))
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
        assert!(reason("redis+cluster://h:0").contains("1 to 65535"));
        assert!(reason("redis+cluster://h:port").contains("1 to 65535"));
        assert!(reason("redis+cluster://::1:7000").contains("[ADDRESS]:PORT"));
        assert!(reason("redis+cluster://[::1").contains("']'"));
        assert!(reason("redis+cluster://h:7000#insecure").contains("rediss+cluster://"));
        assert!(reason("redis+cluster://h:7000?protocol=3").contains("no ?options"));
        assert!(reason("redis+cluster://:%zz@h:7000").contains("%-escape"));
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
