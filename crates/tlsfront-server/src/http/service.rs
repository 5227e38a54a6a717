//! The hyper adapter: a hyper request in, the planner's answer out as a hyper response; and the
//! same answer rendered as raw HTTP/1.1 bytes for the kTLS path.
//!
//! For the two to match byte for byte, the HTTP/1 connection must be built with
//! `hyper::server::conn::http1::Builder::new()` plus `.auto_date_header(false)` (the plan
//! carries its own `date`), and without `.title_case_headers(true)` or
//! `.preserve_header_case(true)`. Then hyper writes the status line with the same reason
//! phrases as [`reason`], the plan's headers in order and as given, and, when the connection
//! will close after this response (the client sent `Connection: close`, or keep-alive is off),
//! one `connection: close` after them. HTTP/1.0 clients get an `HTTP/1.0` status line from
//! hyper; [`write_http1_head`] speaks HTTP/1.1 only.

use std::time::SystemTime;

use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use http::{Request, Response, StatusCode, Version};
use tracing::error;

use super::body::StaticBody;
use super::planner::{reason, Plan, PlannedBody, RequestFacts};
use super::site::{answer, Answer, AnswerBody, Site};

/// Answers one request from the site's docroot. No yield before it: with the single-threaded
/// runtime on one core, yielding once per request was measured no better at 10, 100 or 500
/// keep-alive connections (BENCHMARKS.md, keep-alive analysis).
pub fn serve<B>(site: &Site, request: Request<B>) -> Response<StaticBody> {
    serve_at(site, &request, SystemTime::now())
}

/// The answer to a request refused before it was looked at (431: more headers than allowed).
pub fn refusal(status: u16, now: SystemTime) -> Response<StaticBody> {
    into_response(Answer {
        plan: super::planner::error_plan(status, now),
        body: None,
    })
}

/// [`serve`] with the clock passed in, so tests (and the parity test against the raw path)
/// get deterministic `date` headers.
pub fn serve_at<B>(site: &Site, request: &Request<B>, now: SystemTime) -> Response<StaticBody> {
    into_response(answer_request(site, request, now))
}

/// The answer to a parsed request, for either HTTP path: the request's facts are read the same
/// way for both.
pub fn answer_request<B>(site: &Site, request: &Request<B>, now: SystemTime) -> Answer {
    let mut storage = FactsStorage::default();
    let facts = request_facts(request, &site.session_host, &mut storage);
    answer(site, &facts, now)
}

/// Renders a plan's head exactly as hyper's HTTP/1.1 server writes it (with the builder
/// settings in the module doc): status line, headers in plan order, `connection: close` when
/// the connection closes after this response, blank line.
pub fn write_http1_head(plan: &Plan, keep_alive: bool, out: &mut Vec<u8>) {
    out.extend_from_slice(b"HTTP/1.1 ");
    out.extend_from_slice(plan.status.to_string().as_bytes());
    out.push(b' ');
    out.extend_from_slice(reason(plan.status).as_bytes());
    out.extend_from_slice(b"\r\n");
    for (name, value) in &plan.headers {
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    if !keep_alive {
        out.extend_from_slice(b"connection: close\r\n");
    }
    out.extend_from_slice(b"\r\n");
}

/// Owned strings some facts borrow from when the request's own bytes cannot be borrowed.
#[derive(Default)]
struct FactsStorage {
    target: String,
    if_none_match: String,
}

fn request_facts<'a, B>(
    request: &'a Request<B>,
    session_host: &'a str,
    storage: &'a mut FactsStorage,
) -> RequestFacts<'a> {
    let headers = request.headers();
    let uri = request.uri();
    let is_h2 = request.version() == Version::HTTP_2;
    let target = if is_h2 || (uri.scheme().is_none() && uri.authority().is_none()) {
        // Origin-form (HTTP/2 always is: hyper builds its URI from :scheme/:authority/:path).
        uri.path_and_query().map_or("/", |p| p.as_str())
    } else {
        // Absolute-form or authority-form: the planner checks the authority itself.
        storage.target = uri.to_string();
        storage.target.as_str()
    };
    let host_header = single(headers, &header::HOST);
    let host = if is_h2 {
        match (uri.authority().map(|a| a.as_str()), host_header) {
            // RFC 9113 §8.3.1: a Host that differs from :authority makes the request malformed.
            (Some(authority), Some(host)) if !authority.eq_ignore_ascii_case(host) => Some(""),
            (Some(authority), _) => Some(authority),
            (None, host) => host,
        }
    } else {
        host_header
    };
    RequestFacts {
        method: request.method().as_str(),
        path: target,
        host,
        session_host,
        if_none_match: joined(headers, &header::IF_NONE_MATCH, &mut storage.if_none_match),
        if_modified_since: single(headers, &header::IF_MODIFIED_SINCE),
        range: single(headers, &header::RANGE),
        if_range: single(headers, &header::IF_RANGE),
    }
}

/// A header that must appear at most once. Repeated or non-ASCII values become `""`, which the
/// planner reads as malformed (Host: 400; Range, If-Range, If-Modified-Since: ignored), while
/// still counting as present.
fn single<'a>(headers: &'a HeaderMap, name: &HeaderName) -> Option<&'a str> {
    let mut values = headers.get_all(name).iter();
    let first = values.next()?;
    if values.next().is_some() {
        return Some("");
    }
    Some(first.to_str().unwrap_or(""))
}

/// A list header, whose lines may be split (RFC 9110 §5.3): the lines joined with `, `.
fn joined<'a>(
    headers: &'a HeaderMap,
    name: &HeaderName,
    storage: &'a mut String,
) -> Option<&'a str> {
    let mut values = headers.get_all(name).iter();
    let first = values.next()?;
    let rest: Vec<&HeaderValue> = values.collect();
    if rest.is_empty() {
        return Some(first.to_str().unwrap_or(""));
    }
    for value in std::iter::once(first).chain(rest) {
        if !storage.is_empty() {
            storage.push_str(", ");
        }
        // A line that is not visible ASCII poisons the list with a tag that cannot parse, and
        // an unparsable list never yields a 304.
        storage.push_str(value.to_str().unwrap_or("\u{1}"));
    }
    Some(storage.as_str())
}

fn into_response(answer: Answer) -> Response<StaticBody> {
    let Answer { plan, body } = answer;
    let body = match (plan.body, body) {
        (PlannedBody::Empty, _) => StaticBody::empty(),
        (PlannedBody::Text(text), _) => StaticBody::text(text),
        (PlannedBody::File { offset, len }, Some(AnswerBody::File(file))) => {
            StaticBody::file(file, offset, len)
        }
        (PlannedBody::File { offset, len }, Some(AnswerBody::Memory(bytes))) => {
            match memory_range(&bytes, offset, len) {
                Some(range) => StaticBody::bytes(range),
                None => {
                    error!(
                        status = plan.status,
                        "bug: plan has a range outside the cached file"
                    );
                    return bare_internal_error();
                }
            }
        }
        (PlannedBody::File { .. }, None) => {
            error!(
                status = plan.status,
                "bug: plan has a file body but no file was opened"
            );
            return bare_internal_error();
        }
    };
    let Ok(status) = StatusCode::from_u16(plan.status) else {
        error!(status = plan.status, "bug: plan has an invalid status");
        return bare_internal_error();
    };
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.reserve(plan.headers.len());
    for (name, value) in plan.headers {
        let Ok(value) = HeaderValue::try_from(value) else {
            error!(
                header = name,
                "bug: plan has a header value that is not visible ASCII"
            );
            return bare_internal_error();
        };
        // Names come from the planner's HEADER_ORDER: static, lower-case tokens (tested), so
        // from_static cannot panic. Appending keeps the plan's order on the wire.
        headers.append(HeaderName::from_static(name), value);
    }
    response
}

/// `len` bytes from `offset`, if the bytes hold them.
pub(crate) fn memory_range(bytes: &bytes::Bytes, offset: u64, len: u64) -> Option<bytes::Bytes> {
    let start = usize::try_from(offset).ok()?;
    let end = start.checked_add(usize::try_from(len).ok()?)?;
    (end <= bytes.len()).then(|| bytes.slice(start..end))
}

fn bare_internal_error() -> Response<StaticBody> {
    let mut response = Response::new(StaticBody::empty());
    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::planner::HEADER_ORDER;

    #[test]
    fn header_names_are_valid_static_names() {
        for name in HEADER_ORDER {
            assert_eq!(HeaderName::from_static(name).as_str(), name);
        }
    }

    #[test]
    fn http1_head_bytes() {
        let plan = Plan {
            status: 404,
            headers: vec![
                ("date", "D".to_string()),
                ("content-length", "10".to_string()),
            ],
            body: PlannedBody::Text("not found\n"),
        };
        let mut out = Vec::new();
        write_http1_head(&plan, true, &mut out);
        assert_eq!(
            out,
            b"HTTP/1.1 404 Not Found\r\ndate: D\r\ncontent-length: 10\r\n\r\n"
        );
        out.clear();
        write_http1_head(
            &Plan {
                status: 200,
                ..plan
            },
            false,
            &mut out,
        );
        assert_eq!(
            out,
            b"HTTP/1.1 200 OK\r\ndate: D\r\ncontent-length: 10\r\nconnection: close\r\n\r\n"
        );
    }

    fn facts_of(request: &Request<()>) -> (String, Option<String>, Option<String>) {
        let mut storage = FactsStorage::default();
        let facts = request_facts(request, "a.example", &mut storage);
        (
            facts.path.to_string(),
            facts.host.map(str::to_string),
            facts.if_none_match.map(str::to_string),
        )
    }

    #[test]
    fn facts_from_hyper_requests() {
        let h1 = Request::get("/a?b")
            .header("host", "a.example")
            .body(())
            .unwrap();
        assert_eq!(
            facts_of(&h1),
            ("/a?b".into(), Some("a.example".into()), None)
        );

        let absolute = Request::get("https://a.example/x").header("host", "a.example");
        let absolute = absolute.body(()).unwrap();
        assert_eq!(facts_of(&absolute).0, "https://a.example/x");

        let two_hosts = Request::get("/")
            .header("host", "a.example")
            .header("host", "b");
        assert_eq!(
            facts_of(&two_hosts.body(()).unwrap()).1,
            Some(String::new())
        );

        let h2 = Request::get("https://a.example/x?y").version(Version::HTTP_2);
        assert_eq!(
            facts_of(&h2.body(()).unwrap()),
            ("/x?y".into(), Some("a.example".into()), None)
        );
        let h2_mismatch = Request::get("https://a.example/x")
            .version(Version::HTTP_2)
            .header("host", "b.example");
        assert_eq!(
            facts_of(&h2_mismatch.body(()).unwrap()).1,
            Some(String::new())
        );
        let h2_host_only = Request::get("/x")
            .version(Version::HTTP_2)
            .header("host", "a.example");
        assert_eq!(
            facts_of(&h2_host_only.body(()).unwrap()).1,
            Some("a.example".into())
        );

        let split = Request::get("/")
            .header("if-none-match", "\"a\"")
            .header("if-none-match", "\"b\"");
        assert_eq!(
            facts_of(&split.body(()).unwrap()).2,
            Some("\"a\", \"b\"".into())
        );
    }
}
