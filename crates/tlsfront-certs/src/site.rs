//! A host's site entry: how its requests are served, stored beside its certificate as
//! `<host>.site`, so that a fleet shares it and a change arrives through the same change feed.
//!
//! The entry is a small TOML document, one of:
//!
//! ```toml
//! # Proxied to its application, balanced round robin over the addresses:
//! upstreams = ["http://10.0.0.5:8080", "http://10.0.0.6:8080"]
//! ```
//!
//! ```toml
//! # The same, taking request bodies up to 10 MiB (the server's default otherwise):
//! upstreams = ["http://10.0.0.5:8080"]
//! max_request_body_bytes = 10485760
//! ```
//!
//! ```toml
//! # Served from its docroot, even when the server has a default upstream:
//! static = true
//! ```
//!
//! Any entry may also carry a `[limits]` table ([`crate::site_limits`]); an entry with only
//! that table is served as a host without an entry is.
//!
//! A host without an entry is served by the server's default upstreams when it has some, and
//! from its docroot otherwise. A wildcard entry's site (`*.example.com.site`) serves every host
//! its certificate serves. Parsing is pure and runs once, when the entry is loaded; an entry
//! that does not parse fails its host alone, like bad certificate material.

use std::fmt;
use std::net::IpAddr;

use serde::Deserialize;

use crate::host::HostName;
use crate::site_limits::{LimitsTable, SiteLimits};

/// The suffix after `<host>` of a site entry's file or key.
pub const SITE_SUFFIX: &str = ".site";

/// Most upstream addresses one site may list: more is a typo or a generated list gone wrong,
/// and round robin over them stays cheap.
pub const MAX_UPSTREAMS: usize = 64;

/// A host's site entry: how its requests are served, and its own limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteEntry {
    pub serving: SiteServing,
    pub limits: SiteLimits,
}

/// How a host's requests are served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteServing {
    /// As a host without an entry: by the server's default upstreams, or from its docroot.
    /// (An entry that only sets limits.)
    Default,
    /// From the host's docroot, even when the server has default upstreams.
    Static,
    /// By its application.
    Proxy(ProxyEntry),
}

/// A proxied host's entry: its upstreams and what it takes from clients.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProxyEntry {
    /// In round-robin order. Never empty.
    pub upstreams: Vec<UpstreamUrl>,
    /// The largest request body; `None` takes the server's default.
    pub max_request_body_bytes: Option<u64>,
}

impl ProxyEntry {
    /// An entry with these upstreams and the server's defaults for everything else.
    pub fn to(upstreams: Vec<UpstreamUrl>) -> Self {
        ProxyEntry {
            upstreams,
            max_request_body_bytes: None,
        }
    }
}

/// The protocol tlsfront speaks to an upstream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UpstreamProtocol {
    /// `http://`: HTTP/1.1 over TCP, with a keep-alive pool.
    Http1,
    /// `h2c://`: HTTP/2 over TCP with prior knowledge; one connection carries many streams.
    H2c,
}

impl UpstreamProtocol {
    pub fn scheme(self) -> &'static str {
        match self {
            UpstreamProtocol::Http1 => "http",
            UpstreamProtocol::H2c => "h2c",
        }
    }
}

/// One upstream address: `http://10.0.0.5:8080`, `h2c://app.internal:9000`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UpstreamUrl {
    protocol: UpstreamProtocol,
    /// `host:port`, an IPv6 host in brackets: what the `Host` of a connection to it would be.
    authority: String,
}

impl UpstreamUrl {
    /// Parses `scheme://host[:port][/]`. The port defaults to 80; a path, query, user or any
    /// other scheme is refused, so that what is stored is what is used.
    pub fn parse(text: &str) -> Result<Self, SiteError> {
        let bad = |reason: &'static str| SiteError::Upstream {
            url: text.chars().take(200).collect(),
            reason,
        };
        let (scheme, rest) = text
            .split_once("://")
            .ok_or_else(|| bad("it has no scheme; write http://HOST:PORT or h2c://HOST:PORT"))?;
        let protocol = match scheme {
            "http" => UpstreamProtocol::Http1,
            "h2c" => UpstreamProtocol::H2c,
            "https" => return Err(bad(
                "TLS to upstreams is not supported yet; use http:// or h2c:// on a private network",
            )),
            _ => return Err(bad("the scheme is neither http nor h2c")),
        };
        let authority = rest.strip_suffix('/').unwrap_or(rest);
        if authority.is_empty() {
            return Err(bad("it has no host"));
        }
        if authority.contains(['/', '?', '#', '@']) {
            return Err(bad(
                "only scheme://host:port is taken: no path, query or user",
            ));
        }
        let (host, port) = split_host_port(authority)
            .ok_or_else(|| bad("the port is not a number from 1 to 65535"))?;
        let host = if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            match inner.parse::<IpAddr>() {
                Ok(IpAddr::V6(v6)) => format!("[{v6}]"),
                _ => return Err(bad("the bracketed host is not an IPv6 address")),
            }
        } else if let Ok(ip) = host.parse::<IpAddr>() {
            match ip {
                IpAddr::V4(v4) => v4.to_string(),
                IpAddr::V6(_) => return Err(bad("an IPv6 host must be in brackets")),
            }
        } else {
            HostName::parse(host)
                .map_err(|_| bad("the host is neither an IP address nor a host name"))?
                .to_string()
        };
        Ok(UpstreamUrl {
            protocol,
            authority: format!("{host}:{}", port.unwrap_or(80)),
        })
    }

    pub fn protocol(&self) -> UpstreamProtocol {
        self.protocol
    }

    /// `host:port`, an IPv6 host in brackets.
    pub fn authority(&self) -> &str {
        &self.authority
    }
}

impl fmt::Display for UpstreamUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}://{}", self.protocol.scheme(), self.authority)
    }
}

/// Why a site entry was refused. Says what is wrong and where, in the operator's words.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error(
        "the site entry is not valid TOML, or has a key other than upstreams, static, \
         max_request_body_bytes and [limits] (handshakes_per_second, requests_per_second, \
         connections, requests_in_flight)"
    )]
    Syntax(#[source] toml::de::Error),
    #[error("the site entry says neither upstreams = [...], static = true nor [limits]")]
    Empty,
    #[error("limits.{key} = 0 means nothing; leave the key out for the server's default")]
    ZeroLimit { key: &'static str },
    #[error("the site entry says both upstreams and static; a host is served one way")]
    Both,
    #[error("static = false means nothing; remove the entry, or list upstreams")]
    StaticFalse,
    #[error("upstreams is empty; list at least one, or remove the entry")]
    NoUpstreams,
    #[error("upstreams lists {count} addresses, more than {MAX_UPSTREAMS}")]
    TooManyUpstreams { count: usize },
    #[error("upstream {url:?}: {reason}")]
    Upstream { url: String, reason: &'static str },
    #[error("upstream {url} is listed twice")]
    DuplicateUpstream { url: String },
    #[error("{key} applies to a proxied site only; a static site takes no request bodies")]
    ProxyOnly { key: &'static str },
}

/// The file's shape: every key optional, unknown keys refused.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SiteFile {
    upstreams: Option<Vec<String>>,
    #[serde(rename = "static")]
    static_site: Option<bool>,
    max_request_body_bytes: Option<u64>,
    limits: Option<LimitsTable>,
}

impl SiteEntry {
    /// Served from the docroot, with no limit of its own.
    pub const STATIC: SiteEntry = SiteEntry {
        serving: SiteServing::Static,
        limits: SiteLimits::NONE,
    };

    /// Proxied to `proxy`'s upstreams, with no limit of its own.
    pub fn proxy(proxy: ProxyEntry) -> Self {
        SiteEntry {
            serving: SiteServing::Proxy(proxy),
            limits: SiteLimits::NONE,
        }
    }

    /// Parses and validates a stored entry.
    pub fn parse(bytes: &[u8]) -> Result<Self, SiteError> {
        let text = String::from_utf8_lossy(bytes);
        let file: SiteFile = toml::from_str(&text).map_err(SiteError::Syntax)?;
        let has_limits = file.limits.is_some();
        let limits = SiteLimits::try_from(file.limits.unwrap_or_default())
            .map_err(|key| SiteError::ZeroLimit { key })?;
        let serving = match (file.upstreams, file.static_site) {
            (None, None) if has_limits => SiteServing::Default,
            (None, None) => return Err(SiteError::Empty),
            (Some(_), Some(_)) => return Err(SiteError::Both),
            (None, Some(false)) => return Err(SiteError::StaticFalse),
            (None, Some(true)) => SiteServing::Static,
            (Some(urls), None) => SiteServing::Proxy(ProxyEntry {
                upstreams: parse_upstreams(&urls)?,
                max_request_body_bytes: file.max_request_body_bytes,
            }),
        };
        if !matches!(serving, SiteServing::Proxy(_)) && file.max_request_body_bytes.is_some() {
            return Err(SiteError::ProxyOnly {
                key: "max_request_body_bytes",
            });
        }
        Ok(SiteEntry { serving, limits })
    }

    /// The entry as it is stored: what [`SiteEntry::parse`] reads back to the same entry.
    pub fn to_toml(&self) -> String {
        let mut text = match &self.serving {
            SiteServing::Default => String::new(),
            SiteServing::Static => "static = true\n".to_owned(),
            SiteServing::Proxy(proxy) => {
                let quoted: Vec<String> = proxy
                    .upstreams
                    .iter()
                    .map(|url| format!("\"{url}\""))
                    .collect();
                let mut text = format!("upstreams = [{}]\n", quoted.join(", "));
                if let Some(max) = proxy.max_request_body_bytes {
                    text.push_str(&format!("max_request_body_bytes = {max}\n"));
                }
                text
            }
        };
        text.push_str(&self.limits.to_toml());
        text.trim_start_matches('\n').to_owned()
    }
}

/// Validates a list of upstream URLs: at least one, at most [`MAX_UPSTREAMS`], none twice.
pub fn parse_upstreams<S: AsRef<str>>(urls: &[S]) -> Result<Vec<UpstreamUrl>, SiteError> {
    if urls.is_empty() {
        return Err(SiteError::NoUpstreams);
    }
    if urls.len() > MAX_UPSTREAMS {
        return Err(SiteError::TooManyUpstreams { count: urls.len() });
    }
    let mut parsed: Vec<UpstreamUrl> = Vec::with_capacity(urls.len());
    for url in urls {
        let url = UpstreamUrl::parse(url.as_ref())?;
        if parsed.contains(&url) {
            return Err(SiteError::DuplicateUpstream {
                url: url.to_string(),
            });
        }
        parsed.push(url);
    }
    Ok(parsed)
}

/// `host:port` or `host` -> (host, port); `None` when the port is there but not 1..=65535.
fn split_host_port(authority: &str) -> Option<(&str, Option<u16>)> {
    // The last ':' after any closing bracket separates the port.
    let search_from = authority.rfind(']').unwrap_or(0);
    match authority[search_from..].rfind(':') {
        None => Some((authority, None)),
        Some(at) => {
            let at = search_from + at;
            let port: u16 = authority[at + 1..].parse().ok()?;
            (port != 0).then_some((&authority[..at], Some(port)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_urls_parse_to_one_canonical_form() {
        for (text, shown) in [
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
            ("http://App.Internal", "http://app.internal:80"),
            ("h2c://[::1]:9000", "h2c://[::1]:9000"),
            ("h2c://[0:0::1]:9000", "h2c://[::1]:9000"),
        ] {
            assert_eq!(
                UpstreamUrl::parse(text).unwrap().to_string(),
                shown,
                "{text}"
            );
        }
        let url = UpstreamUrl::parse("h2c://10.0.0.5:81").unwrap();
        assert_eq!(url.protocol(), UpstreamProtocol::H2c);
        assert_eq!(url.authority(), "10.0.0.5:81");
    }

    #[test]
    fn upstream_urls_that_would_mean_something_else_are_refused() {
        for text in [
            "127.0.0.1:8080",
            "https://10.0.0.5",
            "ftp://10.0.0.5",
            "http://",
            "http://10.0.0.5:8080/app",
            "http://user@10.0.0.5",
            "http://10.0.0.5:0",
            "http://10.0.0.5:65536",
            "http://10.0.0.5:port",
            "http://::1:80",
            "http://[10.0.0.5]:80",
            "http://a_b.example:80",
        ] {
            assert!(UpstreamUrl::parse(text).is_err(), "{text}");
        }
    }

    #[test]
    fn entries_parse_and_round_trip() {
        let proxy = SiteEntry::parse(b"upstreams = [\"http://10.0.0.5:8080\", \"h2c://10.0.0.6\"]")
            .unwrap();
        assert_eq!(
            proxy,
            SiteEntry::proxy(ProxyEntry::to(vec![
                UpstreamUrl::parse("http://10.0.0.5:8080").unwrap(),
                UpstreamUrl::parse("h2c://10.0.0.6:80").unwrap(),
            ]))
        );
        assert_eq!(SiteEntry::parse(proxy.to_toml().as_bytes()).unwrap(), proxy);
        let limited =
            SiteEntry::parse(b"upstreams = [\"http://10.0.0.5\"]\nmax_request_body_bytes = 1000")
                .unwrap();
        let SiteServing::Proxy(entry) = &limited.serving else {
            panic!("{limited:?}")
        };
        assert_eq!(entry.max_request_body_bytes, Some(1000));
        assert_eq!(
            SiteEntry::parse(limited.to_toml().as_bytes()).unwrap(),
            limited
        );
        assert_eq!(
            SiteEntry::parse(b"static = true").unwrap(),
            SiteEntry::STATIC
        );
        assert_eq!(
            SiteEntry::parse(SiteEntry::STATIC.to_toml().as_bytes()).unwrap(),
            SiteEntry::STATIC
        );
    }

    #[test]
    fn limits_ride_with_any_entry_and_round_trip() {
        let text = b"static = true\n\n[limits]\nrequests_per_second = 50\nconnections = 9\n";
        let entry = SiteEntry::parse(text).unwrap();
        assert_eq!(entry.serving, SiteServing::Static);
        assert_eq!(entry.limits.requests_per_second, Some(50));
        assert_eq!(entry.limits.connections, Some(9));
        assert_eq!(entry.limits.handshakes_per_second, None);
        assert_eq!(entry.to_toml().as_bytes(), text);
        // Limits alone: served as a host without an entry.
        let only = SiteEntry::parse(b"[limits]\nhandshakes_per_second = 5").unwrap();
        assert_eq!(only.serving, SiteServing::Default);
        assert_eq!(SiteEntry::parse(only.to_toml().as_bytes()).unwrap(), only);
        assert!(SiteEntry::parse(b"[limits]\nmax_request_body_bytes = 5").is_err());
        assert!(
            SiteEntry::parse(b"max_request_body_bytes = 5\n[limits]\nconnections = 1").is_err()
        );
    }

    #[test]
    fn bad_entries_say_what_is_wrong() {
        type Expected = fn(&SiteError) -> bool;
        let cases: [(&[u8], Expected); 12] = [
            (b"[limits]\nconnections = 0", |e| {
                matches!(e, SiteError::ZeroLimit { key: "connections" })
            }),
            (b"[limits]\nconnection = 5", |e| {
                matches!(e, SiteError::Syntax(_))
            }),
            (b"[limits]\nconnections = -5", |e| {
                matches!(e, SiteError::Syntax(_))
            }),
            (b"static = true\nmax_request_body_bytes = 5", |e| {
                matches!(e, SiteError::ProxyOnly { .. })
            }),
            (
                b"upstreams = [\"http://a.example\"]\nmax_request_body_bytes = -1",
                |e| matches!(e, SiteError::Syntax(_)),
            ),
            (b"", |e| matches!(e, SiteError::Empty)),
            (b"upstream = []", |e| matches!(e, SiteError::Syntax(_))),
            (b"\xff\xfe", |e| matches!(e, SiteError::Syntax(_))),
            (b"static = true\nupstreams = []", |e| {
                matches!(e, SiteError::Both)
            }),
            (b"static = false", |e| matches!(e, SiteError::StaticFalse)),
            (b"upstreams = []", |e| matches!(e, SiteError::NoUpstreams)),
            (
                b"upstreams = [\"http://a.example\", \"http://a.example:80\"]",
                |e| matches!(e, SiteError::DuplicateUpstream { .. }),
            ),
        ];
        for (bytes, expected) in cases {
            let err = SiteEntry::parse(bytes).unwrap_err();
            assert!(
                expected(&err),
                "{:?}: {err}",
                String::from_utf8_lossy(bytes)
            );
        }
        let many: Vec<String> = (1..=65)
            .map(|port| format!("http://10.0.0.5:{port}"))
            .collect();
        assert!(matches!(
            parse_upstreams(&many),
            Err(SiteError::TooManyUpstreams { count: 65 })
        ));
    }
}
