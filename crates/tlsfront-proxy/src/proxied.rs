//! One proxied request's answer: the upstream's, or a short one of our own (a limit, a
//! failure), and which upstream gave it.

use std::sync::Arc;
use std::time::Duration;

use http::{header, HeaderValue, Response, StatusCode};
use tlsfront_static::retry_after_seconds;

use super::upstreams::Upstream;
use super::ProxyBody;

/// One proxied request's answer, and which upstream gave it.
#[derive(Debug)]
pub struct Proxied {
    pub response: Response<ProxyBody>,
    /// The upstream that answered or failed; `None` when the request never left.
    pub upstream: Option<Arc<Upstream>>,
    /// The upstream's own status; `None` when it gave none (the status is then ours).
    pub upstream_status: Option<u16>,
}

impl Proxied {
    /// A request a limit refused: 429 with `Retry-After` for a rate (`retry_after` is when to
    /// come back), 503 when no place among the host's requests in flight came free in time.
    pub fn limited(retry_after: Option<Duration>) -> Proxied {
        let status = match retry_after {
            Some(_) => StatusCode::TOO_MANY_REQUESTS,
            None => StatusCode::SERVICE_UNAVAILABLE,
        };
        let mut proxied = Proxied::ours(status, None);
        if let Some(wait) = retry_after {
            proxied.response.headers_mut().insert(
                header::RETRY_AFTER,
                HeaderValue::from(retry_after_seconds(wait)),
            );
        }
        proxied
    }

    /// A request head with more header fields than a session takes: 431.
    pub fn too_many_headers() -> Proxied {
        Proxied::ours(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, None)
    }

    /// An answer of our own: a short plain-text body saying what happened.
    pub(super) fn ours(status: StatusCode, upstream: Option<Arc<Upstream>>) -> Proxied {
        let text = match status {
            StatusCode::BAD_GATEWAY => {
                "502 Bad Gateway: the site's application could not be reached or failed.\n"
            }
            StatusCode::GATEWAY_TIMEOUT => {
                "504 Gateway Timeout: the site's application did not answer in time.\n"
            }
            StatusCode::MISDIRECTED_REQUEST => tlsfront_static::host::MISDIRECTED_TEXT,
            StatusCode::PAYLOAD_TOO_LARGE => {
                "413 Content Too Large: the request body is larger than this site takes.\n"
            }
            StatusCode::METHOD_NOT_ALLOWED => "405 Method Not Allowed\n",
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => "431 Request Header Fields Too Large\n",
            StatusCode::NOT_IMPLEMENTED => {
                "501 Not Implemented: the request's transfer coding is not supported.\n"
            }
            StatusCode::TOO_MANY_REQUESTS => {
                "429 Too Many Requests: this site takes fewer requests a second; retry later.\n"
            }
            StatusCode::SERVICE_UNAVAILABLE => {
                "503 Service Unavailable: the site's application is busy with other requests.\n"
            }
            _ => "400 Bad Request\n",
        };
        let mut response = Response::new(ProxyBody::text(text));
        *response.status_mut() = status;
        response.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        Proxied {
            response,
            upstream,
            upstream_status: None,
        }
    }
}
