//! The planner's answer as a hyper response, for the user-space path.

use std::borrow::Cow;
use std::time::SystemTime;

use http::header::{HeaderName, HeaderValue};
use http::{Request, Response, StatusCode};
use tracing::error;

use crate::request::planner::PlannedBody;
use crate::request::request_facts::answer_request;
use crate::site::{Answer, AnswerBody, StaticSite};
use crate::wire::body::StaticBody;

/// Answers one request from the site's docroot. No yield before it: with the single-threaded
/// runtime on one core, yielding once per request was measured no better at 10, 100 or 500
/// keep-alive connections (BENCHMARKS.md, keep-alive analysis).
pub fn serve<B>(site: &StaticSite, request: Request<B>) -> Response<StaticBody> {
    serve_at(site, &request, SystemTime::now())
}

/// The answer to a request refused before it was looked at (431: more headers than allowed).
pub fn refusal(status: u16, now: SystemTime) -> Response<StaticBody> {
    into_response(Answer {
        plan: crate::request::planner::error_plan(status, now),
        body: None,
    })
}

/// [`serve`] with the clock passed in, so tests (and the parity test against the raw path)
/// get deterministic `date` headers.
pub fn serve_at<B>(
    site: &StaticSite,
    request: &Request<B>,
    now: SystemTime,
) -> Response<StaticBody> {
    into_response(answer_request(site, request, now))
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
        let value = match value {
            Cow::Borrowed(text) => HeaderValue::try_from(text),
            Cow::Owned(text) => HeaderValue::try_from(text),
        };
        let Ok(value) = value else {
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
pub fn memory_range(bytes: &bytes::Bytes, offset: u64, len: u64) -> Option<bytes::Bytes> {
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
    use crate::request::planner::HEADER_ORDER;

    #[test]
    fn header_names_are_valid_static_names() {
        for name in HEADER_ORDER {
            assert_eq!(HeaderName::from_static(name).as_str(), name);
        }
    }
}
