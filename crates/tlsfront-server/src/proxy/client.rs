//! The connections to upstreams, all made by hyper's client:
//!
//! - `http://` upstreams go through hyper-util's pooled client: connections are kept alive
//!   and reused, per address, up to a number of idle ones;
//! - `h2c://` upstreams get one HTTP/2 connection per address, which every request to it
//!   shares as a stream, made by hyper's `http2` client when the last one closed. The request
//!   keeps the client's host as its `:authority`, which a pooled client keyed by address
//!   would overwrite.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use http::{Request, Response, Uri};
use hyper::body::Incoming;
use hyper::client::conn::http2;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tracing::debug;

use super::body::RequestBody;
use super::upstreams::{Upstream, UpstreamRegistry};
use super::ProxyOptions;

/// The sending half of an upstream's HTTP/2 connection.
pub type H2Sender = http2::SendRequest<RequestBody>;

/// hyper's clients, shared by every host.
#[derive(Debug, Clone)]
pub struct Clients {
    http1: Client<CountingConnector, RequestBody>,
    connect_timeout: Duration,
}

impl Clients {
    pub fn new(options: &ProxyOptions, registry: Arc<UpstreamRegistry>) -> Self {
        let mut connector = HttpConnector::new();
        connector.set_nodelay(true);
        connector.set_connect_timeout(Some(options.connect_timeout));
        let http1 = Client::builder(TokioExecutor::new())
            .pool_timer(TokioTimer::new())
            .pool_idle_timeout(options.keepalive_timeout)
            .pool_max_idle_per_host(options.max_idle_per_upstream)
            .build(CountingConnector {
                inner: connector,
                registry,
            });
        Clients {
            http1,
            connect_timeout: options.connect_timeout,
        }
    }

    /// Sends a request to an `http://` upstream; its URI names the upstream's address.
    pub fn send_http1(
        &self,
        request: Request<RequestBody>,
    ) -> impl Future<Output = Result<Response<Incoming>, hyper_util::client::legacy::Error>> {
        self.http1.request(request)
    }

    /// The upstream's HTTP/2 connection, opened when there is none or the last one closed.
    pub async fn h2_sender(&self, upstream: &Upstream) -> Result<H2Sender, ConnectError> {
        let mut slot = upstream.h2.lock().await;
        if let Some(sender) = slot.as_ref() {
            if !sender.is_closed() {
                return Ok(sender.clone());
            }
        }
        let tcp = connect(upstream.url.authority(), self.connect_timeout).await?;
        let (sender, connection) = http2::Builder::new(TokioExecutor::new())
            .timer(TokioTimer::new())
            .handshake(TokioIo::new(tcp))
            .await
            .map_err(ConnectError::Handshake)?;
        let label = upstream.label.clone();
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                debug!(upstream = %label, error = %err, "HTTP/2 upstream connection ended");
            }
        });
        upstream.stats.connections_opened.inc();
        *slot = Some(sender.clone());
        Ok(sender)
    }
}

/// Connecting to an `h2c://` upstream failed.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    #[error("connecting failed")]
    Io(#[source] io::Error),
    #[error("no connection within {0:?}")]
    Timeout(Duration),
    #[error("the HTTP/2 handshake failed")]
    Handshake(#[source] hyper::Error),
}

/// A TCP connection to `authority` (resolved when it is a name), within `timeout`.
pub async fn connect(authority: &str, timeout: Duration) -> Result<TcpStream, ConnectError> {
    let tcp = tokio::time::timeout(timeout, TcpStream::connect(authority))
        .await
        .map_err(|_| ConnectError::Timeout(timeout))?
        .map_err(ConnectError::Io)?;
    tcp.set_nodelay(true).map_err(ConnectError::Io)?;
    Ok(tcp)
}

/// hyper-util's connector, counting each connection it opens against its upstream.
#[derive(Debug, Clone)]
pub struct CountingConnector {
    inner: HttpConnector,
    registry: Arc<UpstreamRegistry>,
}

impl tower_service::Service<Uri> for CountingConnector {
    type Response = <HttpConnector as tower_service::Service<Uri>>::Response;
    type Error = <HttpConnector as tower_service::Service<Uri>>::Error;
    type Future =
        Pin<Box<dyn Future<Output = Result<Self::Response, Self::Error>> + Send + 'static>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, uri: Uri) -> Self::Future {
        let upstream = uri
            .authority()
            .and_then(|authority| self.registry.http1(authority.as_str()));
        let connecting = self.inner.call(uri);
        Box::pin(async move {
            let connection = connecting.await?;
            if let Some(upstream) = upstream {
                upstream.stats.connections_opened.inc();
            }
            Ok(connection)
        })
    }
}
