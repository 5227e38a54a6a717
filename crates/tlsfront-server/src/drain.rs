//! Serving a hyper connection until it ends or the server drains: on shutdown, the connection
//! is asked to finish the requests in flight and close, and is polled until it has.

use std::error::Error as StdError;
use std::future::Future;
use std::pin::{pin, Pin};
use std::time::Duration;

use hyper::body::{Body, Incoming};
use hyper::rt::{Read, Write};
use hyper::server::conn::{http1, http2};
use hyper::service::HttpService;
use tokio_util::sync::CancellationToken;

/// A hyper server connection that can be asked to finish what it is doing and close.
pub(crate) trait Graceful: Future {
    fn graceful_shutdown(self: Pin<&mut Self>);
}

/// Polls `connection` to its end; once `shutdown` is cancelled, shuts it down gracefully
/// first.
pub(crate) async fn serve_until_shutdown<C: Graceful>(
    connection: C,
    shutdown: &CancellationToken,
) -> C::Output {
    let mut connection = pin!(connection);
    tokio::select! {
        result = connection.as_mut() => result,
        _ = shutdown.cancelled() => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    }
}

/// How long a connection that has had no request yet may wait for its first one once the
/// server drains. Its client completed a handshake and is sending that request (an upgrade's
/// hand-over, or a drain, caught it in between): a few seconds cover a slow link, and a socket
/// a browser opened ahead and never uses does not hold the drain for longer.
pub(crate) const FIRST_REQUEST_WHEN_DRAINING: Duration = Duration::from_secs(5);

/// Whether an HTTP/1 connection's client has sent a request yet: its service marks it.
#[derive(Debug, Clone, Default)]
pub(crate) struct RequestSeen(CancellationToken);

impl RequestSeen {
    pub fn mark(&self) {
        self.0.cancel();
    }
}

/// [`serve_until_shutdown`] for an HTTP/1 connection whose service marks `seen`: a connection
/// that has had no request when the drain begins is given its first (within
/// [`FIRST_REQUEST_WHEN_DRAINING`]) before it is asked to close, so that a client that
/// connected before the drain is answered rather than cut off. (hyper closes an HTTP/1
/// connection that has no request in progress at once; HTTP/2's GOAWAY tells the client which
/// requests to send again, so it needs none of this.)
pub(crate) async fn serve_http1_until_shutdown<C: Graceful>(
    connection: C,
    shutdown: &CancellationToken,
    seen: &RequestSeen,
) -> C::Output {
    let mut connection = pin!(connection);
    tokio::select! {
        result = connection.as_mut() => return result,
        _ = shutdown.cancelled() => {}
    }
    if !seen.0.is_cancelled() {
        tokio::select! {
            result = connection.as_mut() => return result,
            _ = seen.0.cancelled() => {}
            _ = tokio::time::sleep(FIRST_REQUEST_WHEN_DRAINING) => {}
        }
    }
    connection.as_mut().graceful_shutdown();
    connection.await
}

impl<I, B, S> Graceful for http1::Connection<I, S>
where
    S: HttpService<Incoming, ResBody = B>,
    S::Error: Into<Box<dyn StdError + Send + Sync>>,
    I: Read + Write + Unpin,
    B: Body + 'static,
    B::Error: Into<Box<dyn StdError + Send + Sync>>,
{
    fn graceful_shutdown(self: Pin<&mut Self>) {
        http1::Connection::graceful_shutdown(self);
    }
}

impl<I, B, S> Graceful for http1::UpgradeableConnection<I, S>
where
    S: HttpService<Incoming, ResBody = B>,
    S::Error: Into<Box<dyn StdError + Send + Sync>>,
    I: Read + Write + Unpin + Send + 'static,
    B: Body + 'static,
    B::Error: Into<Box<dyn StdError + Send + Sync>>,
{
    fn graceful_shutdown(self: Pin<&mut Self>) {
        http1::UpgradeableConnection::graceful_shutdown(self);
    }
}

impl<I, B, S, E> Graceful for http2::Connection<I, S, E>
where
    S: HttpService<Incoming, ResBody = B>,
    S::Error: Into<Box<dyn StdError + Send + Sync>>,
    I: Read + Write + Unpin,
    B: Body + 'static,
    B::Error: Into<Box<dyn StdError + Send + Sync>>,
    E: hyper::rt::bounds::Http2ServerConnExec<S::Future, B>,
{
    fn graceful_shutdown(self: Pin<&mut Self>) {
        http2::Connection::graceful_shutdown(self);
    }
}
