//! Whether a request may go to an application at all, and in what shape: pure, before any
//! upstream is contacted.
//!
//! A request is refused when it names another tenant (421), names no host or two (400), uses a
//! method a reverse proxy does not pass (`CONNECT`, `TRACE`: 405), asks `*` of anything but
//! `OPTIONS` (400), frames its body with a coding the proxy cannot undo (`Transfer-Encoding`
//! other than `chunked` alone: 501, as RFC 9112 §6.1 asks; hyper would pass the coded bytes
//! on as the body), or declares a body larger than the site takes (413). What passes gets the one `Host` the application will see, and
//! whether it is a WebSocket upgrade: the only protocol switch the proxy carries. `h2c` and
//! every other `Upgrade` are dropped, so that no client can turn its session into a raw tunnel
//! to an application (the "h2c smuggling" attack).

use http::header::{self, HeaderMap, HeaderValue};
use http::request::Parts;
use http::{Method, StatusCode, Version};

use super::websocket::is_h2_websocket;
use tlsfront_static::host::{names_authority, request_host};

/// A request that may go upstream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Admitted {
    /// The `Host` the application gets: the session's host, with the port the client named.
    pub host: HeaderValue,
    /// A WebSocket handshake: HTTP/1.1 `GET` with `Connection: upgrade` and
    /// `Upgrade: websocket`, or HTTP/2's extended `CONNECT` with `:protocol websocket`
    /// (RFC 8441).
    pub websocket: bool,
}

/// What one site allows a request to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestRules {
    /// The largest request body, declared or streamed.
    pub max_body_bytes: u64,
}

/// Admits or refuses a request. `session_host` is the TLS session's host (lower-case, no
/// trailing dot); `host_value` is the same as a header value, for the common request that
/// names no port; `declared_length` is the body's length when the request states one
/// (`Content-Length`, or zero when it has no body).
pub fn admit(
    parts: &Parts,
    session_host: &str,
    host_value: &HeaderValue,
    declared_length: Option<u64>,
    rules: RequestRules,
) -> Result<Admitted, StatusCode> {
    let authority = parts.uri.authority().map(|a| a.as_str());
    let port = request_host(parts.version, authority, &parts.headers, session_host)?;
    let h2_websocket = is_h2_websocket(parts);
    if (parts.method == Method::CONNECT && !h2_websocket) || parts.method == Method::TRACE {
        return Err(StatusCode::METHOD_NOT_ALLOWED);
    }
    // RFC 9112 §3.2.4 and RFC 9113 §8.3.1: `*` is the target of OPTIONS alone.
    if parts.uri.path() == "*" && parts.method != Method::OPTIONS {
        return Err(StatusCode::BAD_REQUEST);
    }
    // RFC 9112 §3.2.3: authority form (`GET a.example:443`) is CONNECT's alone.
    let authority_form = parts.uri.scheme().is_none() && parts.uri.authority().is_some();
    if authority_form && !names_authority(parts.version) {
        return Err(StatusCode::BAD_REQUEST);
    }
    transfer_codings(&parts.headers)?;
    if declared_length.is_some_and(|length| length > rules.max_body_bytes) {
        return Err(StatusCode::PAYLOAD_TOO_LARGE);
    }
    let host = match port {
        None => host_value.clone(),
        // A host name and digits are visible ASCII.
        Some(port) => HeaderValue::from_str(&format!("{session_host}:{port}"))
            .map_err(|_| StatusCode::BAD_REQUEST)?,
    };
    Ok(Admitted {
        host,
        websocket: h2_websocket || is_websocket_upgrade(parts),
    })
}

/// `GET`, HTTP/1.1, `Connection` listing `upgrade`, and one `Upgrade` value: `websocket`.
fn is_websocket_upgrade(parts: &Parts) -> bool {
    parts.version == Version::HTTP_11
        && parts.method == Method::GET
        && connection_lists_upgrade(&parts.headers)
        && only_websocket(&parts.headers)
}

/// `Transfer-Encoding` is absent, or exactly `chunked`: any other coding is one the proxy
/// would have to undo (501), and `chunked` twice is malformed (400).
fn transfer_codings(headers: &HeaderMap) -> Result<(), StatusCode> {
    let mut chunked = 0;
    for value in headers.get_all(header::TRANSFER_ENCODING) {
        let text = value.to_str().map_err(|_| StatusCode::BAD_REQUEST)?;
        for coding in text.split(',').map(str::trim) {
            if !coding.eq_ignore_ascii_case("chunked") {
                return Err(StatusCode::NOT_IMPLEMENTED);
            }
            chunked += 1;
        }
    }
    match chunked {
        0 | 1 => Ok(()),
        _ => Err(StatusCode::BAD_REQUEST),
    }
}

fn connection_lists_upgrade(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::CONNECTION)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|token| token.trim().eq_ignore_ascii_case("upgrade"))
}

fn only_websocket(headers: &HeaderMap) -> bool {
    let mut values = headers.get_all(header::UPGRADE).iter();
    match (values.next(), values.next()) {
        (Some(value), None) => value.as_bytes().eq_ignore_ascii_case(b"websocket"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use http::Request;

    use super::*;

    const RULES: RequestRules = RequestRules {
        max_body_bytes: 1000,
    };

    fn parts(method: &str, target: &str, version: Version, headers: &[(&str, &str)]) -> Parts {
        let mut request = Request::builder()
            .method(method)
            .uri(target)
            .version(version);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.body(()).unwrap().into_parts().0
    }

    fn admitted(parts: &Parts, declared: Option<u64>) -> Result<Admitted, u16> {
        let host = HeaderValue::from_static("a.example");
        admit(parts, "a.example", &host, declared, RULES).map_err(|s| s.as_u16())
    }

    fn get(target: &str, headers: &[(&str, &str)]) -> Parts {
        parts("GET", target, Version::HTTP_11, headers)
    }

    #[test]
    fn the_application_sees_the_sessions_host_with_the_clients_port() {
        let host = |parts: &Parts| admitted(parts, None).map(|a| a.host);
        assert_eq!(
            host(&get("/", &[("host", "A.EXAMPLE.")])),
            Ok("a.example".parse().unwrap())
        );
        assert_eq!(
            host(&get("/", &[("host", "a.example:8443")])),
            Ok("a.example:8443".parse().unwrap())
        );
        // Absolute form: the target decides; the Host line is ignored.
        assert_eq!(
            host(&get("https://a.example/x", &[("host", "b.example")])),
            Ok("a.example".parse().unwrap())
        );
        assert_eq!(
            host(&get("https://b.example/x", &[("host", "a.example")])),
            Err(421)
        );
        assert_eq!(
            host(&get("/", &[("host", "a.example"), ("host", "b.example")])),
            Err(400)
        );
        let h2 = parts(
            "GET",
            "https://a.example/",
            Version::HTTP_2,
            &[("host", "b.example")],
        );
        assert_eq!(host(&h2), Err(400));
    }

    #[test]
    fn methods_a_reverse_proxy_does_not_pass_are_refused() {
        let connect = parts(
            "CONNECT",
            "a.example:443",
            Version::HTTP_11,
            &[("host", "a.example")],
        );
        assert_eq!(admitted(&connect, None), Err(405));
        let trace = parts("TRACE", "/", Version::HTTP_11, &[("host", "a.example")]);
        assert_eq!(admitted(&trace, None), Err(405));
        // The host is judged first: another tenant learns nothing else.
        let trace = parts("TRACE", "/", Version::HTTP_11, &[("host", "b.example")]);
        assert_eq!(admitted(&trace, None), Err(421));
    }

    #[test]
    fn a_declared_body_over_the_limit_is_refused() {
        let post = parts("POST", "/", Version::HTTP_11, &[("host", "a.example")]);
        assert!(admitted(&post, Some(1000)).is_ok());
        assert_eq!(admitted(&post, Some(1001)), Err(413));
        assert!(
            admitted(&post, None).is_ok(),
            "chunked: judged as it streams"
        );
    }

    #[test]
    fn only_chunked_framing_and_only_options_of_star() {
        let post = |te: &[&str]| {
            let mut headers = vec![("host", "a.example")];
            headers.extend(te.iter().map(|value| ("transfer-encoding", *value)));
            admitted(&parts("POST", "/", Version::HTTP_11, &headers), None)
        };
        assert!(post(&["chunked"]).is_ok());
        assert!(post(&["Chunked"]).is_ok());
        assert_eq!(post(&["gzip, chunked"]), Err(501));
        assert_eq!(post(&["gzip", "chunked"]), Err(501));
        assert_eq!(post(&["chunked, chunked"]), Err(400));
        let star = |method: &str| {
            admitted(
                &parts(method, "*", Version::HTTP_11, &[("host", "a.example")]),
                None,
            )
        };
        assert!(star("OPTIONS").is_ok());
        assert_eq!(star("GET"), Err(400));
        let authority_form = parts(
            "GET",
            "a.example:443",
            Version::HTTP_11,
            &[("host", "a.example")],
        );
        assert_eq!(admitted(&authority_form, None), Err(400));
    }

    #[test]
    fn only_a_websocket_handshake_is_an_upgrade() {
        let upgrade = |method: &str, version: Version, headers: &[(&str, &str)]| {
            let mut all = vec![("host", "a.example")];
            all.extend_from_slice(headers);
            admitted(&parts(method, "/", version, &all), None)
                .unwrap()
                .websocket
        };
        let ws = [
            ("connection", "keep-alive, Upgrade"),
            ("upgrade", "WebSocket"),
        ];
        assert!(upgrade("GET", Version::HTTP_11, &ws));
        assert!(!upgrade("POST", Version::HTTP_11, &ws));
        assert!(!upgrade("GET", Version::HTTP_10, &ws));
        assert!(!upgrade(
            "GET",
            Version::HTTP_11,
            &[("connection", "upgrade"), ("upgrade", "h2c")]
        ));
        assert!(!upgrade(
            "GET",
            Version::HTTP_11,
            &[("connection", "upgrade"), ("upgrade", "websocket, h2c")]
        ));
        assert!(!upgrade(
            "GET",
            Version::HTTP_11,
            &[("upgrade", "websocket")]
        ));
        assert!(!upgrade(
            "GET",
            Version::HTTP_11,
            &[("connection", "upgrade")]
        ));
    }
}
