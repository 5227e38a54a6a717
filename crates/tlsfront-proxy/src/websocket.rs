//! WebSockets over HTTP/2 (RFC 8441): a client's extended `CONNECT` with `:protocol
//! websocket` on an HTTP/2 stream becomes an HTTP/1.1 WebSocket handshake to the application,
//! and the application's `101` becomes the `200` that opens the stream as the socket. Then the
//! stream and the application's connection are joined byte for byte ([`super::tunnel`]).
//!
//! Pure: the request and response heads are rewritten here; the connection, the key's
//! randomness and the tunnel are the caller's.
//!
//! An application never sees HTTP/2's form: it gets the handshake of RFC 6455 §4.1 with a key
//! of the proxy's, and the proxy checks the application's `Sec-WebSocket-Accept` against that
//! key (§4.1, point 4 of the client's checks) before the client's stream opens.

use aws_lc_rs::digest;
use base64::Engine as _;
use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use http::{request, response, Method, StatusCode, Version};

/// RFC 6455 §1.3: the GUID every accept is made with.
const ACCEPT_GUID: &str = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

const SEC_WEBSOCKET_KEY: HeaderName = HeaderName::from_static("sec-websocket-key");
const SEC_WEBSOCKET_ACCEPT: HeaderName = HeaderName::from_static("sec-websocket-accept");
const SEC_WEBSOCKET_VERSION: HeaderName = HeaderName::from_static("sec-websocket-version");

/// Whether a request is RFC 8441's WebSocket: HTTP/2, `CONNECT`, `:protocol websocket`.
pub fn is_h2_websocket(parts: &request::Parts) -> bool {
    parts.version == Version::HTTP_2
        && parts.method == Method::CONNECT
        && parts
            .extensions
            .get::<hyper::ext::Protocol>()
            .is_some_and(|protocol| protocol.as_str().eq_ignore_ascii_case("websocket"))
}

/// Turns an extended `CONNECT`'s head into an HTTP/1.1 WebSocket handshake's, with `nonce`
/// (16 random bytes) as its key; returns the `Sec-WebSocket-Accept` the application must
/// answer with. `Connection` and `Upgrade` are the forwarding rules' to set.
pub fn handshake_request(parts: &mut request::Parts, nonce: [u8; 16]) -> String {
    parts.method = Method::GET;
    parts.version = Version::HTTP_11;
    parts.extensions.remove::<hyper::ext::Protocol>();
    let key = base64::engine::general_purpose::STANDARD.encode(nonce);
    let accept = accept_for(&key);
    let headers = &mut parts.headers;
    // A value of base64 characters is a valid header value.
    if let Ok(key) = HeaderValue::from_str(&key) {
        headers.insert(SEC_WEBSOCKET_KEY, key);
    }
    // RFC 8441 §5: the client sends the version; 13 is the only one there is.
    headers
        .entry(SEC_WEBSOCKET_VERSION)
        .or_insert(HeaderValue::from_static("13"));
    accept
}

/// The application's answer to the handshake, as the HTTP/2 client gets it: a `101` whose
/// accept matches becomes `200` (its `Sec-WebSocket-Protocol` and `-Extensions` kept, the
/// HTTP/1.1 switch's own fields dropped). Anything else is passed on as the answer it is,
/// without switching, except a `101` with a wrong accept, which is the application's error.
pub fn handshake_response(parts: &mut response::Parts, expected_accept: &str) -> Answer {
    if parts.status != StatusCode::SWITCHING_PROTOCOLS {
        return Answer::Refused;
    }
    let accepted = parts
        .headers
        .get(SEC_WEBSOCKET_ACCEPT)
        .is_some_and(|accept| accept.as_bytes() == expected_accept.as_bytes());
    if !accepted {
        return Answer::Invalid;
    }
    parts.status = StatusCode::OK;
    strip_switch(&mut parts.headers);
    Answer::Opened
}

/// What the application made of the handshake.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// It switched, with the right accept: the stream opens.
    Opened,
    /// It answered without switching (a 403, a 404): passed on, nothing opens.
    Refused,
    /// It switched with a wrong or missing accept: 502.
    Invalid,
}

/// The accept an HTTP/1.1 WebSocket handshake's `101` must carry, from the client's key;
/// `None` when it sent none (an application's `101` then cannot be right).
pub fn expected_accept(headers: &HeaderMap) -> Option<String> {
    let key = headers.get(SEC_WEBSOCKET_KEY)?.to_str().ok()?;
    Some(accept_for(key.trim()))
}

/// Whether an application's `101` to an HTTP/1.1 WebSocket handshake really switches to a
/// WebSocket: `Upgrade: websocket`, and the accept the client's key calls for (RFC 6455 §4.1).
/// Anything else is not passed on as a switch: a tunnel opens only for a WebSocket.
pub fn switched_to_websocket(headers: &HeaderMap, expected_accept: Option<&str>) -> bool {
    let upgrade = headers
        .get(header::UPGRADE)
        .is_some_and(|upgrade| upgrade.as_bytes().eq_ignore_ascii_case(b"websocket"));
    let accepted = match (headers.get(SEC_WEBSOCKET_ACCEPT), expected_accept) {
        (Some(accept), Some(expected)) => accept.as_bytes() == expected.as_bytes(),
        _ => false,
    };
    upgrade && accepted
}

/// RFC 6455 §4.2.2: base64 of SHA-1 of the key and the GUID.
fn accept_for(key: &str) -> String {
    let digest = digest::digest(
        &digest::SHA1_FOR_LEGACY_USE_ONLY,
        format!("{key}{ACCEPT_GUID}").as_bytes(),
    );
    base64::engine::general_purpose::STANDARD.encode(digest.as_ref())
}

fn strip_switch(headers: &mut HeaderMap) {
    for name in [
        header::CONNECTION,
        header::UPGRADE,
        SEC_WEBSOCKET_ACCEPT,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
    ] {
        headers.remove(name);
    }
}

#[cfg(test)]
mod tests {
    use http::{Request, Response};

    use super::*;

    #[test]
    fn the_accept_is_rfc_6455s() {
        // RFC 6455 §1.3's example.
        assert_eq!(
            accept_for("dGhlIHNhbXBsZSBub25jZQ=="),
            "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
        );
    }

    #[test]
    fn an_extended_connect_becomes_a_handshake_and_its_101_a_200() {
        let mut request = Request::builder()
            .method(Method::CONNECT)
            .version(Version::HTTP_2)
            .uri("https://a.example/chat")
            .header("sec-websocket-protocol", "chat")
            .body(())
            .unwrap();
        request
            .extensions_mut()
            .insert(hyper::ext::Protocol::from_static("websocket"));
        let (mut parts, ()) = request.into_parts();
        assert!(is_h2_websocket(&parts));
        let accept = handshake_request(&mut parts, *b"the sample nonce");
        assert_eq!(parts.method, Method::GET);
        assert_eq!(
            parts.headers["sec-websocket-key"],
            "dGhlIHNhbXBsZSBub25jZQ=="
        );
        assert_eq!(parts.headers["sec-websocket-version"], "13");
        assert_eq!(accept, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");

        let switched = |accept: &str| {
            Response::builder()
                .status(101)
                .header("connection", "upgrade")
                .header("upgrade", "websocket")
                .header("sec-websocket-accept", accept)
                .header("sec-websocket-protocol", "chat")
                .body(())
                .unwrap()
                .into_parts()
                .0
        };
        let mut good = switched("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
        assert_eq!(handshake_response(&mut good, &accept), Answer::Opened);
        assert_eq!(good.status, StatusCode::OK);
        assert!(!good.headers.contains_key("upgrade"));
        assert!(!good.headers.contains_key("sec-websocket-accept"));
        assert_eq!(good.headers["sec-websocket-protocol"], "chat");
        let mut bad = switched("AAAA");
        assert_eq!(handshake_response(&mut bad, &accept), Answer::Invalid);
        let mut forbidden = Response::builder()
            .status(403)
            .body(())
            .unwrap()
            .into_parts()
            .0;
        assert_eq!(handshake_response(&mut forbidden, &accept), Answer::Refused);
    }

    #[test]
    fn an_http1_switch_must_be_to_a_websocket_with_the_right_accept() {
        let mut request = HeaderMap::new();
        request.insert(
            SEC_WEBSOCKET_KEY,
            HeaderValue::from_static("dGhlIHNhbXBsZSBub25jZQ=="),
        );
        let expected = expected_accept(&request);
        let answer = |upgrade: &'static str, accept: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::UPGRADE, HeaderValue::from_static(upgrade));
            headers.insert(SEC_WEBSOCKET_ACCEPT, HeaderValue::from_static(accept));
            headers
        };
        let right = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=";
        assert!(switched_to_websocket(
            &answer("WebSocket", right),
            expected.as_deref()
        ));
        assert!(!switched_to_websocket(
            &answer("h2c", right),
            expected.as_deref()
        ));
        assert!(!switched_to_websocket(
            &answer("websocket", "AAAA"),
            expected.as_deref()
        ));
        assert!(!switched_to_websocket(&answer("websocket", right), None));
        assert!(!switched_to_websocket(
            &HeaderMap::new(),
            expected.as_deref()
        ));
    }

    #[test]
    fn only_websocket_over_http2_is_an_h2_websocket() {
        let connect = |version, protocol: Option<&'static str>| {
            let mut request = Request::builder()
                .method(Method::CONNECT)
                .version(version)
                .uri("https://a.example/")
                .body(())
                .unwrap();
            if let Some(protocol) = protocol {
                request
                    .extensions_mut()
                    .insert(hyper::ext::Protocol::from_static(protocol));
            }
            is_h2_websocket(&request.into_parts().0)
        };
        assert!(connect(Version::HTTP_2, Some("websocket")));
        assert!(!connect(Version::HTTP_2, Some("connect-udp")));
        assert!(!connect(Version::HTTP_2, None));
        assert!(!connect(Version::HTTP_11, Some("websocket")));
    }
}
