//! The plain-HTTP listener (`--listen-http`, off by default): every request is sent on to
//! HTTPS, which users expect of a front end. A `GET` or `HEAD` gets 301; any other method 308,
//! so that a form posted to `http://` is posted again, not turned into a `GET`.
//!
//! The target is the pure [`redirect_target`]: the request's own host (a host name, checked; an
//! IP address or a malformed Host gets 400) and path, on the HTTPS listener's port.
//!
//! A host whose site entry says `redirect_http = false` (or every host without a say, when the
//! server's `redirect_http` is false) is not redirected: its plain-HTTP requests get 403 and a
//! text saying it is served over HTTPS only, so that a client that sent a secret over plain
//! HTTP (an API token, say) fails where its author sees it, rather than being silently sent
//! on. Nothing is served over plain HTTP. Whether a host is redirected takes its site entry
//! from the host cache, as a handshake does (one store lookup per host at a time, under the
//! lookup deadline; unknown names remembered); a host the cache cannot answer for takes the
//! server's setting.
//!
//! With on-demand issuance on, ACME HTTP-01 challenges (`/.well-known/acme-challenge/TOKEN`)
//! are answered here, from the store, so any instance answers for an order any instance
//! placed: 200 with the key authorization, or 404 for a token no order waits on.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use bytes::Bytes;
use http::{header, HeaderValue, Method, Request, Response, StatusCode};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use tlsfront_acme::{OnDemand, HTTP01_PREFIX};
use tlsfront_store::{HostName, Resolution};
use tokio::net::TcpStream;

use crate::context::ServerContext;
use crate::drain::{serve_http1_until_shutdown, RequestSeen};
use crate::idle::IdleTimeout;
use crate::metrics::PlainHttpAnswer;
use crate::tls::host_policy::redirects_http;

/// Serves one plain-HTTP connection until the client is done or the server shuts down.
/// Requests are sent to `https_port`, the HTTPS listener's.
pub(crate) async fn serve_connection(
    tcp: TcpStream,
    peer: SocketAddr,
    ctx: Arc<ServerContext>,
    https_port: Option<u16>,
) {
    let io = TokioIo::new(IdleTimeout::new(tcp, ctx.options.idle_timeout));
    let service_ctx = ctx.clone();
    let seen = RequestSeen::default();
    let service_seen = seen.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        service_seen.mark();
        let ctx = service_ctx.clone();
        async move {
            let answer = match acme_token(&request, &ctx) {
                Some((on_demand, token)) => acme_answer(on_demand, token).await,
                None => answer(&request, https_port, &ctx).await,
            };
            if let Some(counted) = PlainHttpAnswer::of(answer.status()) {
                ctx.metrics.plain_http(counted);
            }
            Ok::<_, Infallible>(answer)
        }
    });
    let connection = http1::Builder::new()
        .header_read_timeout(None)
        .max_buf_size(ctx.options.max_header_bytes)
        .max_headers(ctx.options.max_headers)
        .serve_connection(io, service);
    let result = serve_http1_until_shutdown(connection, &ctx.shutdown, &seen).await;
    if let Err(err) = result {
        tracing::trace!(%peer, error = %err, "plain-HTTP connection ended with an error");
    }
}

/// The HTTP-01 token a request asks for, when on-demand issuance is on.
fn acme_token<'a>(
    request: &'a Request<Incoming>,
    ctx: &'a ServerContext,
) -> Option<(&'a OnDemand, &'a str)> {
    let on_demand = ctx.on_demand.as_ref()?;
    let token = request.uri().path().strip_prefix(HTTP01_PREFIX)?;
    Some((on_demand, token))
}

async fn acme_answer(on_demand: &OnDemand, token: &str) -> Response<Full<Bytes>> {
    match on_demand.http01_answer(token).await {
        Some(key_authorization) => {
            let mut response = Response::new(Full::new(Bytes::from(key_authorization)));
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/octet-stream"),
            );
            response
        }
        None => text(StatusCode::NOT_FOUND, "404 Not Found: no such challenge\n"),
    }
}

async fn answer(
    request: &Request<Incoming>,
    https_port: Option<u16>,
    ctx: &ServerContext,
) -> Response<Full<Bytes>> {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|value| value.to_str().ok());
    let path = request.uri().path_and_query().map_or("/", |pq| pq.as_str());
    let target = redirect_target(host, path, https_port)
        .and_then(|target| HeaderValue::from_str(&target).ok());
    let (Some(location), Some(name)) = (target, host.and_then(host_name)) else {
        return text(
            StatusCode::BAD_REQUEST,
            "400 Bad Request: a Host header naming a host is needed\n",
        );
    };
    if !redirected(&name, ctx).await {
        return text(
            StatusCode::FORBIDDEN,
            "403 Forbidden: this site is served over HTTPS only\n",
        );
    }
    let status = if request.method() == Method::GET || request.method() == Method::HEAD {
        StatusCode::MOVED_PERMANENTLY
    } else {
        StatusCode::PERMANENT_REDIRECT
    };
    let mut response = text(status, "This site is served over HTTPS.\n");
    response.headers_mut().insert(header::LOCATION, location);
    response
}

/// Whether plain HTTP for `name` is redirected: its site entry's `redirect_http`, from the
/// host cache, or the server's. A name the store cannot hold is not asked about (as in a
/// handshake).
async fn redirected(name: &HostName, ctx: &ServerContext) -> bool {
    let server = &ctx.options.tls_policy;
    if ctx.hosts.source().can_hold(name).is_err() {
        return redirects_http(None, server);
    }
    match ctx.hosts.resolve(name).await {
        Resolution::Found(host_tls) => redirects_http(Some(&host_tls.policy), server),
        Resolution::Unknown | Resolution::Failed(_) => redirects_http(None, server),
    }
}

/// Where a plain-HTTP request is sent: `https://HOST[:PORT]PATH`, the port left out when it is
/// 443. `None` when the Host is missing, not a host name (an IP address, say), or the path is
/// not origin-form.
pub fn redirect_target(host: Option<&str>, path: &str, https_port: Option<u16>) -> Option<String> {
    let name = host_name(host?)?;
    if !path.starts_with('/') {
        return None;
    }
    let port = match https_port {
        Some(443) | None => String::new(),
        Some(port) => format!(":{port}"),
    };
    Some(format!("https://{name}{port}{path}"))
}

/// The host name a Host header names (`name` or `name:port`); `None` for an IP address or
/// anything that is not a host name.
fn host_name(host: &str) -> Option<HostName> {
    // The client's port is the plain listener's, not the HTTPS one.
    let name = match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    if name.parse::<IpAddr>().is_ok() || name.starts_with('[') {
        return None;
    }
    HostName::parse(name).ok()
}

fn text(status: StatusCode, body: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(body.as_bytes())));
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_go_to_the_same_host_and_path_over_https() {
        for (host, path, port, target) in [
            ("a.example", "/", Some(443), "https://a.example/"),
            (
                "A.Example.:80",
                "/x?y=1",
                Some(443),
                "https://a.example/x?y=1",
            ),
            (
                "a.example:8080",
                "/x",
                Some(8443),
                "https://a.example:8443/x",
            ),
            ("a.example", "/", None, "https://a.example/"),
        ] {
            assert_eq!(
                redirect_target(Some(host), path, port).as_deref(),
                Some(target),
                "{host} {path}"
            );
        }
    }

    #[test]
    fn no_host_name_no_redirect() {
        for host in [
            None,
            Some(""),
            Some("127.0.0.1"),
            Some("127.0.0.1:80"),
            Some("[::1]:80"),
            Some("a b.example"),
            Some("a.example:x"),
            Some("evil.example/@a.example"),
        ] {
            assert_eq!(redirect_target(host, "/", Some(443)), None, "{host:?}");
        }
        assert_eq!(redirect_target(Some("a.example"), "*", Some(443)), None);
    }
}
