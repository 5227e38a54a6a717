//! One upstream address as a site entry or `--default-upstream` names it, parsed to one
//! canonical form: `http://10.0.0.5:8080`, `h2c://app.internal:9000`, `https://app.example`,
//! `unix:/run/app.sock`.

use std::fmt;
use std::net::IpAddr;
use std::path::Path;

use super::{SiteError, MAX_UPSTREAMS};
use crate::host::HostName;

/// The longest socket path Linux takes: `sun_path` is 108 bytes with its terminating NUL.
const MAX_SOCKET_PATH: usize = 107;

/// The protocol tlsfront speaks to an upstream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UpstreamProtocol {
    /// `http://`: HTTP/1.1 over TCP, with a keep-alive pool.
    Http1,
    /// `h2c://`: HTTP/2 over TCP with prior knowledge; one connection carries many streams.
    H2c,
    /// `https://`: TLS over TCP, then HTTP/2 when the upstream picks `h2` by ALPN (one shared
    /// connection) or HTTP/1.1 (the keep-alive pool).
    Https,
    /// `unix:/path`: HTTP/1.1 over a Unix socket, with a keep-alive pool.
    Unix,
}

impl UpstreamProtocol {
    pub fn scheme(self) -> &'static str {
        match self {
            UpstreamProtocol::Http1 => "http",
            UpstreamProtocol::H2c => "h2c",
            UpstreamProtocol::Https => "https",
            UpstreamProtocol::Unix => "unix",
        }
    }

    /// The port a URL of this scheme means when it names none.
    fn default_port(self) -> u16 {
        match self {
            UpstreamProtocol::Https => 443,
            _ => 80,
        }
    }
}

/// Where an upstream is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpstreamAddress<'a> {
    /// `host:port`, an IPv6 host in brackets, resolved when it is a name.
    Tcp(&'a str),
    /// An absolute socket path.
    Unix(&'a Path),
}

/// One upstream address: `http://10.0.0.5:8080`, `h2c://app.internal:9000`,
/// `https://app.example:443`, `unix:/run/app.sock`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UpstreamUrl {
    protocol: UpstreamProtocol,
    /// `host:port`, an IPv6 host in brackets (what the `Host` of a connection to it would be);
    /// the socket's absolute path for `unix:`.
    target: String,
}

impl UpstreamUrl {
    /// Parses `scheme://host[:port][/]` (port 80, or 443 for `https`) or `unix:/absolute/path`.
    /// A path (but a socket's), query, user or any other scheme is refused, so that what is
    /// stored is what is used.
    pub fn parse(text: &str) -> Result<Self, SiteError> {
        let bad = |reason: &'static str| SiteError::Upstream {
            url: text.chars().take(200).collect(),
            reason,
        };
        if let Some(path) = text.strip_prefix("unix:") {
            return parse_socket_path(path)
                .map_err(bad)
                .map(|path| UpstreamUrl {
                    protocol: UpstreamProtocol::Unix,
                    target: path.to_owned(),
                });
        }
        let (scheme, rest) = text.split_once("://").ok_or_else(|| {
            bad("it has no scheme; write http://, h2c:// or https://HOST:PORT, or unix:/PATH")
        })?;
        let protocol = match scheme {
            "http" => UpstreamProtocol::Http1,
            "h2c" => UpstreamProtocol::H2c,
            "https" => UpstreamProtocol::Https,
            _ => return Err(bad("the scheme is none of http, h2c, https and unix")),
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
        let host = canonical_host(host).map_err(bad)?;
        let port = port.unwrap_or(protocol.default_port());
        Ok(UpstreamUrl {
            protocol,
            target: format!("{host}:{port}"),
        })
    }

    pub fn protocol(&self) -> UpstreamProtocol {
        self.protocol
    }

    /// Where to connect.
    pub fn address(&self) -> UpstreamAddress<'_> {
        match self.protocol {
            UpstreamProtocol::Unix => UpstreamAddress::Unix(Path::new(&self.target)),
            _ => UpstreamAddress::Tcp(&self.target),
        }
    }

    /// `host:port`, an IPv6 host in brackets; `None` for a Unix socket.
    pub fn authority(&self) -> Option<&str> {
        match self.protocol {
            UpstreamProtocol::Unix => None,
            _ => Some(&self.target),
        }
    }

    /// The host alone, an IPv6 one without its brackets: the name a TLS upstream's
    /// certificate must cover. `None` for a Unix socket.
    pub fn host(&self) -> Option<&str> {
        let authority = self.authority()?;
        // The canonical form always has a port, after the last ':'.
        let host = authority
            .rsplit_once(':')
            .map_or(authority, |(host, _)| host);
        Some(
            host.strip_prefix('[')
                .and_then(|h| h.strip_suffix(']'))
                .unwrap_or(host),
        )
    }
}

impl fmt::Display for UpstreamUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.protocol {
            UpstreamProtocol::Unix => write!(f, "unix:{}", self.target),
            _ => write!(f, "{}://{}", self.protocol.scheme(), self.target),
        }
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

/// The path of `unix:PATH`: absolute (a relative one would depend on the server's working
/// directory), a file (no trailing `/`), no query, and short enough for a socket address.
fn parse_socket_path(path: &str) -> Result<&str, &'static str> {
    if path.starts_with("//") {
        return Err("write unix:/PATH with one slash: unix:/run/app.sock");
    }
    if !path.starts_with('/') {
        return Err("the socket path must be absolute, as in unix:/run/app.sock; a relative path would depend on the server's working directory");
    }
    if path.contains(['?', '#']) {
        return Err("a unix: upstream is a socket path alone: no query");
    }
    if path.chars().any(char::is_control) {
        return Err("the socket path has a control character");
    }
    if path.ends_with('/') {
        return Err("the socket path names a directory, not a socket");
    }
    if path.len() > MAX_SOCKET_PATH {
        return Err("the socket path is longer than the 107 bytes a Unix socket address holds");
    }
    Ok(path)
}

/// An IP address or host name, in the form a canonical URL has: IPv6 in brackets, lower case.
pub(super) fn canonical_host(host: &str) -> Result<String, &'static str> {
    if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return match inner.parse::<IpAddr>() {
            Ok(IpAddr::V6(v6)) => Ok(format!("[{v6}]")),
            _ => Err("the bracketed host is not an IPv6 address"),
        };
    }
    match host.parse::<IpAddr>() {
        Ok(IpAddr::V4(v4)) => Ok(v4.to_string()),
        Ok(IpAddr::V6(_)) => Err("an IPv6 host must be in brackets"),
        Err(_) => HostName::parse(host)
            .map(|name| name.to_string())
            .map_err(|_| "the host is neither an IP address nor a host name"),
    }
}

/// `host:port` or `host` -> (host, port); `None` when the port is there but not 1..=65535.
pub(super) fn split_host_port(authority: &str) -> Option<(&str, Option<u16>)> {
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
            ("https://App.Example", "https://app.example:443"),
            ("https://10.0.0.5:8443/", "https://10.0.0.5:8443"),
            ("unix:/run/app.sock", "unix:/run/app.sock"),
        ] {
            assert_eq!(
                UpstreamUrl::parse(text).unwrap().to_string(),
                shown,
                "{text}"
            );
        }
        let url = UpstreamUrl::parse("h2c://10.0.0.5:81").unwrap();
        assert_eq!(url.protocol(), UpstreamProtocol::H2c);
        assert_eq!(url.authority(), Some("10.0.0.5:81"));
        assert_eq!(url.address(), UpstreamAddress::Tcp("10.0.0.5:81"));
        assert_eq!(url.host(), Some("10.0.0.5"));
        let v6 = UpstreamUrl::parse("https://[::1]").unwrap();
        assert_eq!(v6.protocol(), UpstreamProtocol::Https);
        assert_eq!(v6.authority(), Some("[::1]:443"));
        assert_eq!(v6.host(), Some("::1"));
        let unix = UpstreamUrl::parse("unix:/run/app.sock").unwrap();
        assert_eq!(unix.protocol(), UpstreamProtocol::Unix);
        assert_eq!(
            unix.address(),
            UpstreamAddress::Unix(Path::new("/run/app.sock"))
        );
        assert_eq!((unix.authority(), unix.host()), (None, None));
    }

    #[test]
    fn upstream_urls_that_would_mean_something_else_are_refused() {
        for text in [
            "127.0.0.1:8080",
            "ftp://10.0.0.5",
            "http://",
            "http://10.0.0.5:8080/app",
            "https://10.0.0.5/app",
            "http://user@10.0.0.5",
            "http://10.0.0.5:0",
            "http://10.0.0.5:65536",
            "http://10.0.0.5:port",
            "http://::1:80",
            "http://[10.0.0.5]:80",
            "http://a_b.example:80",
            "unix:",
            "unix:/run/",
            "unix:/run/app.sock?x=1",
            "unix:/run/app\n.sock",
            "unix://run/app.sock",
            "unix:/run/app.sock#frag",
        ] {
            assert!(UpstreamUrl::parse(text).is_err(), "{text}");
        }
        let long = format!("unix:/{}", "a".repeat(MAX_SOCKET_PATH));
        assert!(UpstreamUrl::parse(&long).is_err());
        let longest = format!("unix:/{}", "a".repeat(MAX_SOCKET_PATH - 1));
        assert!(UpstreamUrl::parse(&longest).is_ok());
    }

    #[test]
    fn a_relative_socket_path_is_refused_with_why() {
        let err = UpstreamUrl::parse("unix:run/app.sock").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("must be absolute"), "{text}");
        assert!(text.contains("unix:run/app.sock"), "{text}");
    }
}
