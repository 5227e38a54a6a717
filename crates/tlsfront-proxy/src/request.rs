//! One attempt's request and connection: the request as an upstream gets it, and the
//! connection it goes out on.

use std::future::Future;

use futures_util::future::Either;
use http::request::Parts;
use http::{header, HeaderValue, Request, Response, Uri, Version};
use hyper::body::Incoming;
use tlsfront_store::UpstreamProtocol;

use super::body::RequestBody;
use super::client::{self, ConnectError};
use super::pool::{send_resending, Exchange, UpstreamConnection};
use super::upstreams::Upstream;

/// A connection ready for one request.
pub(super) enum Connected {
    /// An HTTP/1.1 connection, and whether it was kept alive from an earlier request.
    Http1(UpstreamConnection, bool),
    Upgrade(hyper::client::conn::http1::SendRequest<RequestBody>),
    H2(client::H2Sender),
}

impl Connected {
    pub(super) fn is_h2(&self) -> bool {
        matches!(self, Connected::H2(_))
    }

    /// Sends the request. An HTTP/1.1 connection comes back with the response, to be driven
    /// while its body streams and kept alive after; a kept-alive one that turns out closed
    /// before the request went out is replaced by one from `reconnect`. Not an `async fn`:
    /// each kind of connection's future holds only what it needs, so the request's future,
    /// which hyper's server keeps allocated for each connection's life, stays small.
    pub(super) fn send<F, Fut>(
        self,
        request: Request<RequestBody>,
        reconnect: F,
    ) -> impl Future<Output = Exchange>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<UpstreamConnection, ConnectError>>,
    {
        match self {
            Connected::Http1(connection, reused) => {
                Either::Left(send_resending(connection, reused, request, reconnect))
            }
            Connected::Upgrade(mut sender) => Either::Right(Either::Left(async move {
                answered(sender.send_request(request).await)
            })),
            Connected::H2(mut sender) => Either::Right(Either::Right(async move {
                answered(sender.send_request(request).await)
            })),
        }
    }
}

/// An HTTP/2 or upgrade exchange's outcome: their connections run as tasks of their own.
fn answered(result: Result<Response<Incoming>, hyper::Error>) -> Exchange {
    match result {
        Ok(response) => Exchange::Answered(response, None),
        Err(err) => Exchange::Failed(err),
    }
}

/// The request as the upstream gets it, its headers already rewritten: HTTP/1.1 in origin form
/// (`GET /path?q`, RFC 9112 §3.2.1: an absolute-form target makes Go, nginx and others take
/// the host from it and ignore `Host`), or, on an HTTP/2 connection (`h2`), with the admitted
/// host as `:authority` and no `host` field (RFC 9113 §8.3.1).
pub(super) fn upstream_request(
    upstream: &Upstream,
    parts: &mut Parts,
    host: &HeaderValue,
    body: RequestBody,
    h2: bool,
) -> Option<Request<RequestBody>> {
    let path = parts
        .uri
        .path_and_query()
        .cloned()
        .unwrap_or_else(|| http::uri::PathAndQuery::from_static("/"));
    let mut uri = http::uri::Parts::default();
    let mut headers = std::mem::take(&mut parts.headers);
    let version = if h2 {
        uri.scheme = Some(match upstream.url.protocol() {
            UpstreamProtocol::Https => http::uri::Scheme::HTTPS,
            _ => http::uri::Scheme::HTTP,
        });
        uri.authority = Some(host.to_str().ok()?.parse().ok()?);
        headers.remove(header::HOST);
        headers.remove(header::TRANSFER_ENCODING);
        Version::HTTP_2
    } else {
        // A body of unknown length is sent chunked whatever the method: hyper's client would
        // send a GET's or a HEAD's without framing, that is, drop it.
        if let RequestBody::Client(body) = &body {
            if http_body::Body::size_hint(body.as_ref()).exact().is_none() {
                headers.insert(
                    header::TRANSFER_ENCODING,
                    HeaderValue::from_static("chunked"),
                );
            }
        }
        Version::HTTP_11
    };
    uri.path_and_query = Some(path);
    let mut request = Request::new(body);
    *request.method_mut() = parts.method.clone();
    *request.uri_mut() = Uri::from_parts(uri).ok()?;
    *request.version_mut() = version;
    *request.headers_mut() = headers;
    Some(request)
}

/// Puts a request that never went out back into `parts` (the headers `upstream_request` took)
/// and gives back its body, for the next address.
pub(super) fn unsent(parts: &mut Parts, request: Request<RequestBody>) -> RequestBody {
    let (sent_parts, body) = request.into_parts();
    parts.headers = sent_parts.headers;
    body
}
