//! How a proxied HTTP/1.1 message is framed: the request body's length from its head (the
//! rules hyper's server applied before, kept so that the smuggling cases answer as they did),
//! and the response head as the client gets it. Pure.

use std::io::Write as _;

use http::header::{self, HeaderMap, HeaderValue};
use http::{Method, StatusCode, Version};

/// How a request's body is delimited (RFC 9112 §6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestFraming {
    /// No body.
    Empty,
    /// `Content-Length` bytes.
    Length(u64),
    /// The chunked coding.
    Chunked,
}

/// A request head's framing, and whether the connection may carry another request after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestFacts {
    pub framing: RequestFraming,
    pub keep_alive: bool,
    /// `Expect: 100-continue`: a `100 Continue` goes out when the body is first wanted.
    pub expect_continue: bool,
}

/// Reads a request head's framing, as hyper's server did: `Transfer-Encoding` only in
/// HTTP/1.1 and only with `chunked` last (else 400), where it overrides `Content-Length`
/// (which is removed, and the connection closes after the answer, RFC 9112 §6.1);
/// `Content-Length` digits only, repeats allowed only when equal (else 400).
pub fn request_facts(version: Version, headers: &mut HeaderMap) -> Result<RequestFacts, u16> {
    let http11 = version == Version::HTTP_11;
    let mut keep_alive = http11;
    let mut chunked = None;
    for value in headers.get_all(header::TRANSFER_ENCODING) {
        if !http11 {
            return Err(400);
        }
        chunked = Some(last_coding_is_chunked(value));
    }
    let mut length = None;
    for value in headers.get_all(header::CONTENT_LENGTH) {
        if chunked.is_some() {
            break;
        }
        let parsed = content_length(value).ok_or(400u16)?;
        if length.is_some_and(|known| known != parsed) {
            return Err(400);
        }
        length = Some(parsed);
    }
    let framing = match (chunked, length) {
        (Some(false), _) => return Err(400),
        (Some(true), _) => {
            if headers.remove(header::CONTENT_LENGTH).is_some() {
                keep_alive = false;
            }
            RequestFraming::Chunked
        }
        (None, Some(0) | None) => RequestFraming::Empty,
        (None, Some(length)) => RequestFraming::Length(length),
    };
    if lists_token(headers, header::CONNECTION, "close") {
        keep_alive = false;
    }
    let expect_continue = headers
        .get(header::EXPECT)
        .is_some_and(|value| value.as_bytes().eq_ignore_ascii_case(b"100-continue"));
    Ok(RequestFacts {
        framing,
        keep_alive,
        expect_continue,
    })
}

/// How a response body goes to the client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResponseFraming {
    /// No body is sent (HEAD, 1xx, 204, 304), whatever the head says.
    Bodiless,
    /// Its `Content-Length`.
    Length,
    Chunked,
    /// Until the connection closes (an HTTP/1.0 client and a body of unknown length).
    UntilClose,
}

/// What the response's writer needs to know of its request.
#[derive(Debug, Clone, Copy)]
pub struct ResponseContext<'a> {
    pub method: &'a Method,
    pub version: Version,
    /// Whether the request allows another one after it (its framing, its `Connection`, the
    /// server not draining).
    pub keep_alive: bool,
}

/// What the head said about the rest of the exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrittenHead {
    pub framing: ResponseFraming,
    /// Whether the connection closes after the response.
    pub close: bool,
}

/// Writes a response head to `out`. `exact` is the body's length when known (its size hint),
/// for a response without `Content-Length`. Adds `date` when the response has none, and
/// `connection: close` when the connection will close.
pub fn write_response_head(
    status: StatusCode,
    headers: &HeaderMap,
    exact: Option<u64>,
    request: ResponseContext<'_>,
    date: impl FnOnce() -> String,
    out: &mut Vec<u8>,
) -> WrittenHead {
    let bodiless = *request.method == Method::HEAD
        || status.is_informational()
        || status == StatusCode::NO_CONTENT
        || status == StatusCode::NOT_MODIFIED;
    let length_allowed = !status.is_informational()
        && status != StatusCode::NO_CONTENT
        && status != StatusCode::NOT_MODIFIED;
    let has_length = headers.contains_key(header::CONTENT_LENGTH);
    let framing = match (bodiless, has_length, exact) {
        (true, ..) => ResponseFraming::Bodiless,
        (false, true, _) | (false, false, Some(_)) => ResponseFraming::Length,
        (false, false, None) if request.version == Version::HTTP_11 => ResponseFraming::Chunked,
        (false, false, None) => ResponseFraming::UntilClose,
    };
    let close = !request.keep_alive
        || framing == ResponseFraming::UntilClose
        || lists_token(headers, header::CONNECTION, "close");
    out.extend_from_slice(b"HTTP/1.1 ");
    out.extend_from_slice(status.as_str().as_bytes());
    out.push(b' ');
    out.extend_from_slice(status.canonical_reason().unwrap_or("").as_bytes());
    out.extend_from_slice(b"\r\n");
    for (name, value) in headers {
        if name == header::CONTENT_LENGTH && !length_allowed {
            continue;
        }
        header_line(out, name.as_str(), value.as_bytes());
    }
    if !headers.contains_key(header::DATE) {
        header_line(out, "date", date().as_bytes());
    }
    match (framing, has_length, exact) {
        // An empty body without a length says 0 (hyper's implicit zero), so that a keep-alive
        // client is not left waiting; a HEAD's answer without one says none.
        (ResponseFraming::Length, false, Some(len)) => {
            let _ = write!(out, "content-length: {len}\r\n");
        }
        (ResponseFraming::Chunked, ..) => out.extend_from_slice(b"transfer-encoding: chunked\r\n"),
        _ => {}
    }
    if close
        && !headers.contains_key(header::CONNECTION)
        && status != StatusCode::SWITCHING_PROTOCOLS
    {
        out.extend_from_slice(b"connection: close\r\n");
    }
    out.extend_from_slice(b"\r\n");
    WrittenHead { framing, close }
}

/// Frames one piece of response body data.
pub fn write_body_data(framing: ResponseFraming, data: &[u8], out: &mut Vec<u8>) {
    match framing {
        ResponseFraming::Bodiless => {}
        ResponseFraming::Length | ResponseFraming::UntilClose => out.extend_from_slice(data),
        ResponseFraming::Chunked if data.is_empty() => {}
        ResponseFraming::Chunked => {
            let _ = write!(out, "{:x}\r\n", data.len());
            out.extend_from_slice(data);
            out.extend_from_slice(b"\r\n");
        }
    }
}

/// Ends a response body.
pub fn write_body_end(framing: ResponseFraming, out: &mut Vec<u8>) {
    if framing == ResponseFraming::Chunked {
        out.extend_from_slice(b"0\r\n\r\n");
    }
}

fn header_line(out: &mut Vec<u8>, name: &str, value: &[u8]) {
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(b": ");
    out.extend_from_slice(value);
    out.extend_from_slice(b"\r\n");
}

/// `Content-Length`: digits alone, at most 64 bits (no sign, no list, no white space inside).
fn content_length(value: &HeaderValue) -> Option<u64> {
    let bytes = value.as_bytes();
    if bytes.is_empty() || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(bytes).ok()?.parse().ok()
}

/// Whether a `Transfer-Encoding` value's last coding is `chunked`.
fn last_coding_is_chunked(value: &HeaderValue) -> bool {
    value
        .to_str()
        .ok()
        .and_then(|text| text.rsplit(',').next())
        .is_some_and(|last| last.trim().eq_ignore_ascii_case("chunked"))
}

/// Whether a comma-separated header lists `token`.
fn lists_token(headers: &HeaderMap, name: header::HeaderName, token: &str) -> bool {
    headers.get_all(name).iter().any(|value| {
        value.to_str().is_ok_and(|text| {
            text.split(',')
                .any(|item| item.trim().eq_ignore_ascii_case(token))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(version: Version, lines: &[(&str, &str)]) -> Result<(RequestFacts, HeaderMap), u16> {
        let mut headers = HeaderMap::new();
        for (name, value) in lines {
            headers.append(
                header::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        request_facts(version, &mut headers).map(|facts| (facts, headers))
    }

    #[test]
    fn request_framing_follows_rfc_9112_as_hyper_did() {
        use RequestFraming::*;
        let v11 = Version::HTTP_11;
        let framing = |lines: &[(&str, &str)]| facts(v11, lines).map(|(f, _)| f.framing);
        assert_eq!(framing(&[]), Ok(Empty));
        assert_eq!(framing(&[("content-length", "0")]), Ok(Empty));
        assert_eq!(framing(&[("content-length", "5")]), Ok(Length(5)));
        assert_eq!(
            framing(&[("content-length", "5"), ("content-length", "5")]),
            Ok(Length(5))
        );
        assert_eq!(
            framing(&[("content-length", "5"), ("content-length", "6")]),
            Err(400)
        );
        for bad in ["+5", "5, 5", "-1", "99999999999999999999", "", " 5x"] {
            assert_eq!(framing(&[("content-length", bad)]), Err(400), "{bad:?}");
        }
        assert_eq!(framing(&[("transfer-encoding", "Chunked")]), Ok(Chunked));
        assert_eq!(
            framing(&[("transfer-encoding", "gzip, chunked")]),
            Ok(Chunked)
        );
        for bad in ["chunked, identity", "xchunked", "identity"] {
            assert_eq!(framing(&[("transfer-encoding", bad)]), Err(400), "{bad:?}");
        }
        let twice = [
            ("transfer-encoding", "chunked"),
            ("transfer-encoding", "identity"),
        ];
        assert_eq!(framing(&twice), Err(400));
        let te_http10 = facts(Version::HTTP_10, &[("transfer-encoding", "chunked")]);
        assert_eq!(te_http10.map(|(f, _)| f.framing), Err(400));
    }

    #[test]
    fn chunked_overrides_content_length_and_closes_after() {
        for lines in [
            [("content-length", "5"), ("transfer-encoding", "chunked")],
            [("transfer-encoding", "chunked"), ("content-length", "4")],
        ] {
            let (facts, headers) = facts(Version::HTTP_11, &lines).unwrap();
            assert_eq!(facts.framing, RequestFraming::Chunked);
            assert!(!facts.keep_alive);
            assert!(!headers.contains_key(header::CONTENT_LENGTH));
        }
    }

    #[test]
    fn keep_alive_and_expect() {
        let (plain, _) = facts(Version::HTTP_11, &[("expect", "100-Continue")]).unwrap();
        assert!(plain.keep_alive && plain.expect_continue);
        let (closing, _) = facts(Version::HTTP_11, &[("connection", "keep-alive, close")]).unwrap();
        assert!(!closing.keep_alive);
        let (http10, _) = facts(Version::HTTP_10, &[]).unwrap();
        assert!(!http10.keep_alive);
    }

    fn head(
        status: u16,
        headers: &[(&str, &str)],
        exact: Option<u64>,
        method: Method,
        version: Version,
    ) -> (String, WrittenHead) {
        let mut map = HeaderMap::new();
        for (name, value) in headers {
            map.append(
                header::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        let request = ResponseContext {
            method: &method,
            version,
            keep_alive: version == Version::HTTP_11,
        };
        let mut out = Vec::new();
        let status = StatusCode::from_u16(status).unwrap();
        let written = write_response_head(status, &map, exact, request, || "D".into(), &mut out);
        (String::from_utf8(out).unwrap(), written)
    }

    #[test]
    fn response_heads_frame_every_kind_of_body() {
        let v11 = Version::HTTP_11;
        let (text, written) = head(200, &[("content-length", "3")], Some(3), Method::GET, v11);
        assert_eq!(
            text,
            "HTTP/1.1 200 OK\r\ncontent-length: 3\r\ndate: D\r\n\r\n"
        );
        assert_eq!(written.framing, ResponseFraming::Length);
        let (text, written) = head(200, &[], None, Method::GET, v11);
        assert_eq!(
            text,
            "HTTP/1.1 200 OK\r\ndate: D\r\ntransfer-encoding: chunked\r\n\r\n"
        );
        assert!(!written.close);
        let (text, _) = head(502, &[], Some(7), Method::GET, v11);
        assert_eq!(
            text,
            "HTTP/1.1 502 Bad Gateway\r\ndate: D\r\ncontent-length: 7\r\n\r\n"
        );
        let (_, written) = head(200, &[], None, Method::GET, Version::HTTP_10);
        assert_eq!(written.framing, ResponseFraming::UntilClose);
        assert!(written.close);
    }

    #[test]
    fn bodiless_responses_keep_what_the_application_said() {
        let v11 = Version::HTTP_11;
        let (text, written) = head(200, &[("content-length", "9")], None, Method::HEAD, v11);
        assert_eq!(
            text,
            "HTTP/1.1 200 OK\r\ncontent-length: 9\r\ndate: D\r\n\r\n"
        );
        assert_eq!(written.framing, ResponseFraming::Bodiless);
        let (text, _) = head(200, &[], Some(0), Method::HEAD, v11);
        assert_eq!(text, "HTTP/1.1 200 OK\r\ndate: D\r\n\r\n");
        let (text, _) = head(204, &[("content-length", "0")], Some(0), Method::GET, v11);
        assert_eq!(text, "HTTP/1.1 204 No Content\r\ndate: D\r\n\r\n");
        let (text, _) = head(200, &[], Some(0), Method::GET, v11);
        assert_eq!(
            text,
            "HTTP/1.1 200 OK\r\ndate: D\r\ncontent-length: 0\r\n\r\n"
        );
        let closing = [("connection", "close")];
        let (text, written) = head(413, &closing, Some(0), Method::POST, v11);
        assert!(written.close);
        assert!(!text.contains("connection: close\r\nconnection"));
    }

    #[test]
    fn chunks_are_framed_and_ended() {
        let mut out = Vec::new();
        write_body_data(ResponseFraming::Chunked, b"hello world, hi!", &mut out);
        write_body_data(ResponseFraming::Chunked, b"", &mut out);
        write_body_end(ResponseFraming::Chunked, &mut out);
        assert_eq!(out, b"10\r\nhello world, hi!\r\n0\r\n\r\n");
    }
}
