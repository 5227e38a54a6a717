//! Which headers go to the upstream and which come back: pure functions over header maps.
//!
//! - Hop-by-hop headers (RFC 9110 §7.6.1: `Connection`, those it names, and the fixed list)
//!   belong to one connection and are never forwarded, either way. An HTTP/1.1 Upgrade is the
//!   one exception: the request keeps `Connection: upgrade` and `Upgrade`, so that the upstream
//!   can switch protocols, and the 101 answer keeps them for the client.
//! - The upstream learns who asked: `X-Forwarded-For` (appended to what a client sent, as
//!   nginx's `$proxy_add_x_forwarded_for` does), `X-Forwarded-Proto: https`,
//!   `X-Forwarded-Host`, and `Forwarded` (RFC 7239, appended likewise).
//! - The application gets exactly one `Host`: the session's host, with the port the client
//!   named ([`super::admit`]). It serves many custom domains and tells them apart by it, so no
//!   other value a client wrote (a second `Host`, an absolute-form target's) may reach it.
//! - What a proxy must stop never passes: `Proxy` (httpoxy: CGI-style applications read it as
//!   `HTTP_PROXY`), header names with underscores (CGI, WSGI and PHP read `X_Forwarded_For`
//!   as `X-Forwarded-For`; kept only when the operator says so), `Expect` (the proxy answers
//!   `100 Continue` itself when it reads the body), and the framing headers
//!   (`Content-Length`, `Transfer-Encoding`): the body is framed anew for the upstream from
//!   what was actually received.
//! - A client's `Client-Cert` and `Client-Cert-Chain` never pass: when the session verified a
//!   client certificate (the host's `client_auth`), this proxy sets them (RFC 9440), and an
//!   application may trust them only because no client can.

use std::net::{IpAddr, SocketAddr};

use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use http::header::{self, HeaderMap, HeaderName, HeaderValue};

/// The hop-by-hop headers every message sheds, besides those `Connection` names. `Trailer`
/// stays: it announces end-to-end trailer fields, and hyper's HTTP/1.1 encoder sends only the
/// trailers it announces. `TE` goes, except `TE: trailers` (see [`request_headers`]).
const HOP_BY_HOP: [HeaderName; 7] = [
    header::CONNECTION,
    HeaderName::from_static("keep-alive"),
    HeaderName::from_static("proxy-connection"),
    header::PROXY_AUTHENTICATE,
    header::PROXY_AUTHORIZATION,
    header::TE,
    header::TRANSFER_ENCODING,
];

const X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");
const X_FORWARDED_PROTO: HeaderName = HeaderName::from_static("x-forwarded-proto");
const X_FORWARDED_HOST: HeaderName = HeaderName::from_static("x-forwarded-host");
const FORWARDED: HeaderName = HeaderName::from_static("forwarded");
const PROXY: HeaderName = HeaderName::from_static("proxy");
/// RFC 9440: the client's certificate, and the chain it sent with it, as the TLS session
/// verified them. Only this proxy may say them: a client's own are always removed.
const CLIENT_CERT: HeaderName = HeaderName::from_static("client-cert");
const CLIENT_CERT_CHAIN: HeaderName = HeaderName::from_static("client-cert-chain");

/// How a request's headers are rewritten, beyond what is always done.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HeaderRules {
    /// Pass header names with underscores (`X_Custom`), which are dropped by default.
    pub pass_underscores: bool,
}

/// What a connection tells the upstream about its client, made once per connection: most
/// requests then add their forwarding headers without formatting or allocating anything.
#[derive(Debug)]
pub struct ClientFacts {
    /// The address as `X-Forwarded-For` lists it.
    ip: String,
    x_forwarded_for: HeaderValue,
    /// This proxy's `Forwarded` element, for the session's host.
    forwarded: HeaderValue,
    /// `Client-Cert` and `Client-Cert-Chain` (none when the client sent no chain beyond its
    /// own certificate), when the session verified a client certificate.
    client_certificate: Option<(HeaderValue, Option<HeaderValue>)>,
}

impl ClientFacts {
    /// `session_host` is the TLS session's host: lower-case, no port, no trailing dot.
    pub fn new(client: SocketAddr, session_host: &str) -> Self {
        let ip = client_ip(client);
        let text = ip.to_string();
        // An IP address and a host name (checked at load) are visible ASCII.
        let header = |value: &str| {
            HeaderValue::from_str(value).unwrap_or_else(|_| HeaderValue::from_static("unknown"))
        };
        ClientFacts {
            x_forwarded_for: header(&text),
            forwarded: header(&forwarded_element(ip, session_host)),
            ip: text,
            client_certificate: None,
        }
    }

    /// The session verified this client certificate chain (DER, the client's own first): its
    /// requests carry it as RFC 9440 says, each certificate a structured-field byte sequence.
    pub fn with_client_certificate<C: AsRef<[u8]>>(mut self, chain: &[C]) -> Self {
        let sequence = |der: &C| format!(":{}:", BASE64.encode(der.as_ref()));
        // Base64 and colons are visible ASCII.
        let header = |text: String| HeaderValue::from_str(&text).ok();
        self.client_certificate = chain.split_first().and_then(|(own, rest)| {
            let chain = (!rest.is_empty())
                .then(|| header(rest.iter().map(sequence).collect::<Vec<_>>().join(", ")))
                .flatten();
            Some((header(sequence(own))?, chain))
        });
        self
    }
}

/// Rewrites a request's headers for the upstream: hop-by-hop headers out (but a WebSocket
/// handshake's own kept when `websocket` is set), what a proxy must stop out, the one `Host`
/// in, forwarding headers in. `host` is the admitted host ([`super::admit`]).
pub fn request_headers(
    headers: &mut HeaderMap,
    client: &ClientFacts,
    host: &HeaderValue,
    websocket: bool,
    rules: HeaderRules,
) {
    // `TE: trailers` says the client takes trailers; a gRPC upstream refuses a request
    // without it, and it is the one `TE` HTTP/2 allows.
    let takes_trailers = headers
        .get_all(header::TE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| coding.trim().eq_ignore_ascii_case("trailers"));
    strip_hop_by_hop(headers);
    for name in [
        PROXY,
        header::EXPECT,
        header::CONTENT_LENGTH,
        CLIENT_CERT,
        CLIENT_CERT_CHAIN,
    ] {
        headers.remove(name);
    }
    if !rules.pass_underscores {
        strip_underscored(headers);
    }
    if websocket {
        headers.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
        headers.insert(header::UPGRADE, HeaderValue::from_static("websocket"));
    }
    if takes_trailers {
        headers.insert(header::TE, HeaderValue::from_static("trailers"));
    }
    headers.insert(header::HOST, host.clone());
    append(
        headers,
        X_FORWARDED_FOR,
        &client.x_forwarded_for,
        &client.ip,
    );
    headers.insert(X_FORWARDED_PROTO, HeaderValue::from_static("https"));
    headers.insert(X_FORWARDED_HOST, host.clone());
    let forwarded = client.forwarded.to_str().unwrap_or("");
    append(headers, FORWARDED, &client.forwarded, forwarded);
    if let Some((certificate, chain)) = &client.client_certificate {
        headers.insert(CLIENT_CERT, certificate.clone());
        if let Some(chain) = chain {
            headers.insert(CLIENT_CERT_CHAIN, chain.clone());
        }
    }
}

/// Rewrites an upstream's response headers for the client: hop-by-hop headers out, but a
/// 101's `Connection`/`Upgrade` kept when the request asked to upgrade.
pub fn response_headers(headers: &mut HeaderMap, switching_protocols: bool) {
    // RFC 9112 §6.3: Transfer-Encoding overrides Content-Length; hyper read the body by the
    // former, and the latter would frame it wrongly for the client (the body is framed anew).
    if headers.contains_key(header::TRANSFER_ENCODING) {
        headers.remove(header::CONTENT_LENGTH);
    }
    let upgrade_to = if switching_protocols {
        headers.get(header::UPGRADE).cloned()
    } else {
        None
    };
    strip_hop_by_hop(headers);
    // `Upgrade` on anything but a 101 is an offer the proxy cannot keep (RFC 9110 §7.8).
    headers.remove(header::UPGRADE);
    if let Some(protocol) = upgrade_to {
        headers.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
        headers.insert(header::UPGRADE, protocol);
    }
}

/// Removes `Connection`, every header it names, and the fixed hop-by-hop list (`Upgrade`
/// included; callers put it back where it belongs).
fn strip_hop_by_hop(headers: &mut HeaderMap) {
    // Most messages carry none: one pass over the few headers there are is cheaper than a
    // hash lookup per name on the list.
    let any = headers
        .keys()
        .any(|name| name == header::UPGRADE || HOP_BY_HOP.contains(name));
    if !any {
        return;
    }
    let named: Vec<HeaderName> = headers
        .get_all(header::CONNECTION)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|token| HeaderName::from_bytes(token.trim().as_bytes()).ok())
        .collect();
    for name in named {
        // The Host is replaced by the admitted one anyway.
        headers.remove(name);
    }
    for name in &HOP_BY_HOP {
        headers.remove(name);
    }
    headers.remove(header::UPGRADE);
}

/// Removes every header whose name has an underscore. Most requests have none, so the names
/// are only collected when one is seen.
fn strip_underscored(headers: &mut HeaderMap) {
    let underscored = |name: &HeaderName| name.as_str().contains('_');
    if !headers.keys().any(underscored) {
        return;
    }
    let names: Vec<HeaderName> = headers.keys().filter(|n| underscored(n)).cloned().collect();
    for name in names {
        headers.remove(name);
    }
}

/// The client's address as the upstream should see it: an IPv4 client reached over an IPv6
/// socket (`::ffff:a.b.c.d`) is written as IPv4.
fn client_ip(client: SocketAddr) -> IpAddr {
    match client.ip() {
        IpAddr::V6(v6) => v6
            .to_ipv4_mapped()
            .map(IpAddr::V4)
            .unwrap_or(IpAddr::V6(v6)),
        v4 => v4,
    }
}

/// One `Forwarded` element (RFC 7239 §4): IPv6 addresses are quoted and bracketed.
fn forwarded_element(ip: IpAddr, host: &str) -> String {
    let by = match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => format!("\"[{v6}]\""),
    };
    format!("for={by};host=\"{host}\";proto=https")
}

/// Appends `, text` to a list header the client sent, or sets it to `value` (which says
/// `text`); a value the client sent that is not visible ASCII is replaced rather than
/// extended.
fn append(headers: &mut HeaderMap, name: HeaderName, value: &HeaderValue, text: &str) {
    if !headers.contains_key(&name) {
        headers.insert(name, value.clone());
        return;
    }
    let joined = match headers
        .get_all(&name)
        .iter()
        .map(|v| v.to_str())
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(existing) => format!("{}, {text}", existing.join(", ")),
        Err(_) => text.to_owned(),
    };
    match HeaderValue::from_str(&joined) {
        Ok(joined) => headers.insert(name, joined),
        Err(_) => headers.insert(name, value.clone()),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        map
    }

    fn client() -> SocketAddr {
        "203.0.113.7:5000".parse().unwrap()
    }

    fn facts(client: SocketAddr) -> ClientFacts {
        ClientFacts::new(client, "a.example")
    }

    fn host() -> HeaderValue {
        HeaderValue::from_static("a.example")
    }

    #[test]
    fn hop_by_hop_headers_do_not_reach_the_upstream() {
        let mut map = headers(&[
            ("host", "a.example"),
            ("connection", "keep-alive, x-secret, Host"),
            ("keep-alive", "timeout=5"),
            ("x-secret", "1"),
            ("te", "gzip"),
            ("transfer-encoding", "chunked"),
            ("proxy-authorization", "Basic x"),
            ("upgrade", "websocket"),
            ("accept", "*/*"),
        ]);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            false,
            HeaderRules::default(),
        );
        for gone in [
            "connection",
            "keep-alive",
            "x-secret",
            "te",
            "transfer-encoding",
            "proxy-authorization",
            "upgrade",
        ] {
            assert!(!map.contains_key(gone), "{gone} was forwarded");
        }
        assert_eq!(map["host"], "a.example");
        assert_eq!(map["accept"], "*/*");

        let mut map = headers(&[("te", "gzip, trailers"), ("trailer", "x-checksum")]);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            false,
            HeaderRules::default(),
        );
        assert_eq!(map["te"], "trailers");
        assert_eq!(map["trailer"], "x-checksum");
    }

    #[test]
    fn client_certificates_come_from_the_session_alone() {
        let forged = [
            ("client-cert", ":Zm9yZ2Vk:"),
            ("client-cert-chain", ":Zm9yZ2Vk:"),
        ];
        // No verified certificate: what the client wrote is removed, nothing is added.
        let mut map = headers(&forged);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            false,
            HeaderRules::default(),
        );
        assert!(!map.contains_key("client-cert") && !map.contains_key("client-cert-chain"));
        // The session's own (bytes "own", then two more), as RFC 9440's byte sequences.
        let verified = facts(client()).with_client_certificate(&[b"own", b"ca1", b"ca2"]);
        let mut map = headers(&forged);
        request_headers(&mut map, &verified, &host(), false, HeaderRules::default());
        assert_eq!(map["client-cert"], ":b3du:");
        assert_eq!(map["client-cert-chain"], ":Y2Ex:, :Y2Ey:");
        assert_eq!(map.get_all("client-cert").iter().count(), 1);
        // A certificate sent alone has no chain to tell.
        let alone = facts(client()).with_client_certificate(&[b"own"]);
        let mut map = headers(&forged);
        request_headers(&mut map, &alone, &host(), false, HeaderRules::default());
        assert_eq!(map["client-cert"], ":b3du:");
        assert!(!map.contains_key("client-cert-chain"));
    }

    #[test]
    fn forwarding_headers_say_who_asked_and_extend_what_came() {
        let mut map = headers(&[
            ("host", "a.example"),
            ("x-forwarded-for", "198.51.100.1"),
            ("forwarded", "for=198.51.100.1"),
            ("x-forwarded-proto", "http"),
        ]);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            false,
            HeaderRules::default(),
        );
        assert_eq!(map["x-forwarded-for"], "198.51.100.1, 203.0.113.7");
        assert_eq!(map["x-forwarded-proto"], "https");
        assert_eq!(map["x-forwarded-host"], "a.example");
        assert_eq!(
            map["forwarded"],
            "for=198.51.100.1, for=203.0.113.7;host=\"a.example\";proto=https"
        );

        let mut map = HeaderMap::new();
        let v6: SocketAddr = "[2001:db8::1]:443".parse().unwrap();
        request_headers(&mut map, &facts(v6), &host(), false, HeaderRules::default());
        assert_eq!(map["x-forwarded-for"], "2001:db8::1");
        assert_eq!(
            map["forwarded"],
            "for=\"[2001:db8::1]\";host=\"a.example\";proto=https"
        );
        let mapped: SocketAddr = "[::ffff:192.0.2.9]:443".parse().unwrap();
        let mut map = HeaderMap::new();
        request_headers(
            &mut map,
            &facts(mapped),
            &host(),
            false,
            HeaderRules::default(),
        );
        assert_eq!(map["x-forwarded-for"], "192.0.2.9");
    }

    #[test]
    fn what_a_proxy_must_stop_never_reaches_the_application() {
        let mut map = headers(&[
            ("host", "A.EXAMPLE"),
            ("host", "b.example"),
            ("proxy", "http://evil.example:3128"),
            ("x_forwarded_for", "10.0.0.1"),
            ("x-custom_id", "7"),
            ("expect", "100-continue"),
            ("content-length", "5, 5"),
            ("upgrade", "h2c"),
            ("http2-settings", "AAMAAABkAAQAAP__"),
            ("connection", "Upgrade, HTTP2-Settings"),
        ]);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            false,
            HeaderRules::default(),
        );
        for gone in [
            "proxy",
            "x_forwarded_for",
            "x-custom_id",
            "expect",
            "content-length",
            "upgrade",
            "http2-settings",
            "connection",
        ] {
            assert!(!map.contains_key(gone), "{gone} was forwarded");
        }
        let hosts: Vec<_> = map.get_all("host").iter().collect();
        assert_eq!(hosts, ["a.example"]);
        assert_eq!(map["x-forwarded-for"], "203.0.113.7");

        let mut map = headers(&[("x-custom_id", "7")]);
        let keep = HeaderRules {
            pass_underscores: true,
        };
        request_headers(&mut map, &facts(client()), &host(), false, keep);
        assert_eq!(map["x-custom_id"], "7");
    }

    #[test]
    fn an_http2_request_gets_its_host_from_the_authority() {
        let mut map = headers(&[("accept", "*/*")]);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            false,
            HeaderRules::default(),
        );
        assert_eq!(map["host"], "a.example");
    }

    #[test]
    fn an_upgrade_keeps_its_own_headers_both_ways() {
        let mut map = headers(&[
            ("host", "a.example"),
            ("connection", "Upgrade, x-secret"),
            ("upgrade", "websocket"),
            ("x-secret", "1"),
            ("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ]);
        request_headers(
            &mut map,
            &facts(client()),
            &host(),
            true,
            HeaderRules::default(),
        );
        assert_eq!(map["connection"], "upgrade");
        assert_eq!(map["upgrade"], "websocket");
        assert!(!map.contains_key("x-secret"));
        assert!(map.contains_key("sec-websocket-key"));

        let mut answer = headers(&[
            ("connection", "upgrade"),
            ("upgrade", "websocket"),
            ("sec-websocket-accept", "x"),
        ]);
        response_headers(&mut answer, true);
        assert_eq!(answer["upgrade"], "websocket");
        assert_eq!(answer["connection"], "upgrade");

        let mut offer = headers(&[("connection", "upgrade"), ("upgrade", "h2c")]);
        response_headers(&mut offer, false);
        assert!(offer.is_empty());
    }
}
