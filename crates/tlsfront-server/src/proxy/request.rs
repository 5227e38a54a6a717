//! One attempt's request and connection: the request as an upstream gets it, and the
//! connection it goes out on.

use http::request::Parts;
use http::{header, HeaderValue, Request, Response, Uri, Version};
use hyper::body::Incoming;
use tlsfront_certs::UpstreamProtocol;

use super::body::{ClientBody, RequestBody};
use super::client;
use super::pool::UpstreamConnection;
use super::upstreams::Upstream;

/// A request body before an attempt: nothing, or the client's body.
#[derive(Debug)]
pub(super) enum Outgoing {
    Empty,
    Body(Box<ClientBody>),
}

/// A connection ready for one request.
pub(super) enum Connected {
    Http1(UpstreamConnection),
    Upgrade(hyper::client::conn::http1::SendRequest<RequestBody>),
    H2(client::H2Sender),
}

impl Connected {
    /// Sends the request; an HTTP/1.1 connection comes back with the response, to be driven
    /// while its body streams and kept alive after.
    pub(super) async fn send(
        self,
        request: Request<RequestBody>,
    ) -> (
        Result<Response<Incoming>, hyper::Error>,
        Option<UpstreamConnection>,
    ) {
        match self {
            Connected::Http1(mut connection) => {
                let response = connection.send(request).await;
                (response, Some(connection))
            }
            Connected::Upgrade(mut sender) => (sender.send_request(request).await, None),
            Connected::H2(mut sender) => (sender.send_request(request).await, None),
        }
    }
}

/// The request as the upstream gets it, its headers already rewritten: HTTP/1.1 in origin form
/// (`GET /path?q`, RFC 9112 §3.2.1: an absolute-form target makes Go, nginx and others take
/// the host from it and ignore `Host`), or HTTP/2 with the admitted host as `:authority` and
/// no `host` field (RFC 9113 §8.3.1).
pub(super) fn upstream_request(
    upstream: &Upstream,
    parts: &mut Parts,
    host: &HeaderValue,
    body: Outgoing,
) -> Option<Request<RequestBody>> {
    let path = parts
        .uri
        .path_and_query()
        .cloned()
        .unwrap_or_else(|| http::uri::PathAndQuery::from_static("/"));
    let mut uri = http::uri::Parts::default();
    let mut headers = std::mem::take(&mut parts.headers);
    let version = match upstream.url.protocol() {
        UpstreamProtocol::Http1 => Version::HTTP_11,
        UpstreamProtocol::H2c => {
            uri.scheme = Some(http::uri::Scheme::HTTP);
            uri.authority = Some(host.to_str().ok()?.parse().ok()?);
            headers.remove(header::HOST);
            Version::HTTP_2
        }
    };
    uri.path_and_query = Some(path);
    let body = match body {
        Outgoing::Empty => RequestBody::Empty,
        Outgoing::Body(body) => RequestBody::Client(body),
    };
    let mut request = Request::new(body);
    *request.method_mut() = parts.method.clone();
    *request.uri_mut() = Uri::from_parts(uri).ok()?;
    *request.version_mut() = version;
    *request.headers_mut() = headers;
    Some(request)
}
