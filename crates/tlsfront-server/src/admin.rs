//! The admin listener: plain HTTP, `/metrics` in the Prometheus text format and `/healthz`.
//! Bind it to a private address; it serves no host content.

use std::convert::Infallible;
use std::sync::Arc;

use bytes::Bytes;
use http_body_util::Full;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tlsfront_metrics::Exposition;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tracing::warn;

use crate::context::ServerContext;

/// Serves until `stop` is cancelled: after the server's drain, so that during the drain a load
/// balancer's health check still gets its answer (503 `draining`) instead of a refused connection.
pub(crate) async fn serve(listener: TcpListener, ctx: Arc<ServerContext>, stop: CancellationToken) {
    loop {
        let (tcp, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    warn!(error = %err, "admin accept failed");
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                    continue;
                }
            },
            _ = stop.cancelled() => return,
        };
        let ctx = ctx.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request: Request<hyper::body::Incoming>| {
                let ctx = ctx.clone();
                async move { Ok::<_, Infallible>(route(&request, &ctx)) }
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(tcp), service)
                .await;
        });
    }
}

fn route(request: &Request<hyper::body::Incoming>, ctx: &ServerContext) -> Response<Full<Bytes>> {
    let (status, content_type, body) = match request.uri().path() {
        "/metrics" => (
            StatusCode::OK,
            "text/plain; version=0.0.4; charset=utf-8",
            render_metrics(ctx),
        ),
        "/healthz" if ctx.shutdown.is_cancelled() => (
            StatusCode::SERVICE_UNAVAILABLE,
            "text/plain; charset=utf-8",
            "draining\n".to_owned(),
        ),
        "/healthz" => (
            StatusCode::OK,
            "text/plain; charset=utf-8",
            "ok\n".to_owned(),
        ),
        _ => (
            StatusCode::NOT_FOUND,
            "text/plain; charset=utf-8",
            "not found: try /metrics or /healthz\n".to_owned(),
        ),
    };
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    if let Ok(value) = content_type.parse() {
        response
            .headers_mut()
            .insert(hyper::header::CONTENT_TYPE, value);
    }
    response
}

/// All metrics, as `/metrics` serves them.
pub(crate) fn render_metrics(ctx: &ServerContext) -> String {
    let mut out = Exposition::new();
    ctx.metrics.render(&mut out);
    ctx.hosts.render_metrics(&mut out);
    ctx.proxy.render_metrics(&mut out);
    ctx.tickets.render_metrics(&mut out);
    ctx.reloads.render(&mut out);
    if let Some(on_demand) = &ctx.on_demand {
        on_demand.render_metrics(&mut out);
    }
    out.finish()
}
