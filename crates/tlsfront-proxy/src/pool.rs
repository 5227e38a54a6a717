//! Kept-alive HTTP/1.1 connections to `http://`, `unix:` and (when ALPN picks HTTP/1.1)
//! `https://` upstreams, made by hyper's client and driven inside the request's own task.
//!
//! hyper-util's pooled client runs each upstream connection as a task of its own and hands it
//! every request through a channel, so a proxied request woke two tasks and crossed a channel
//! twice. Here the request's task polls hyper's connection itself: while it waits for the
//! response head, and then from the response body ([`super::ProxyBody`]) until the body ends,
//! when the connection goes back to its upstream's idle list. The HTTP/1.1 itself (writing the
//! request, reading the response, keep-alive) is hyper's.
//!
//! An idle connection can be closed by its upstream at any moment, also just after the pool
//! found it open. A request hyper had not yet started to write when it saw the close comes
//! back whole ([`SendError::NotSent`]), to go again on a new connection; once hyper took it,
//! it never goes twice.

use std::future::{poll_fn, Future};
use std::pin::Pin;
use std::sync::Mutex;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use http::{Request, Response};
use hyper::body::Incoming;
use hyper::client::conn::http1;
use hyper_util::rt::TokioIo;
use tracing::debug;

use super::body::RequestBody;
use super::client::ConnectError;
use super::stream::UpstreamStream;

type Connection = http1::Connection<TokioIo<UpstreamStream>, RequestBody>;

/// Why an exchange on a connection gave no response.
#[derive(Debug)]
pub enum SendError {
    /// The connection was closed before hyper began to write the request: nothing of it
    /// reached the upstream, and here it is, whole.
    NotSent(Box<Request<RequestBody>>, hyper::Error),
    /// The request was written, in part or whole; it must not go again.
    Failed(hyper::Error),
}

impl SendError {
    pub fn error(&self) -> &hyper::Error {
        match self {
            SendError::NotSent(_, error) | SendError::Failed(error) => error,
        }
    }
}

/// What came of one request on an HTTP/1.1 connection.
#[derive(Debug)]
pub enum Exchange {
    /// The response head, and the HTTP/1.1 connection to drive for its body and keep after
    /// (none for HTTP/2 and upgrades, whose connections run as tasks of their own).
    Answered(Response<Incoming>, Option<UpstreamConnection>),
    /// Nothing of the request reached the upstream: here it is, whole, for another address.
    NotSent(Box<Request<RequestBody>>, ConnectError),
    /// The request was written, in part or whole: it must not go again.
    Failed(hyper::Error),
}

/// Sends a request on `connection`. When a kept-alive (`reused`) connection turns out closed
/// before anything was written, the request goes once more, on a new connection from
/// `reconnect`: the upstream closing an idle connection is not its failure.
pub async fn send_resending<F, Fut>(
    mut connection: UpstreamConnection,
    reused: bool,
    request: Request<RequestBody>,
    reconnect: F,
) -> Exchange
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<UpstreamConnection, ConnectError>>,
{
    let (request, closed) = match connection.send(request).await {
        Ok(response) => return Exchange::Answered(response, Some(connection)),
        Err(SendError::Failed(err)) => return Exchange::Failed(err),
        Err(SendError::NotSent(request, err)) if !reused => {
            return Exchange::NotSent(request, ConnectError::ClosedBeforeSending(err))
        }
        Err(SendError::NotSent(request, err)) => (request, err),
    };
    drop(connection);
    // Boxed: the rare path's state would otherwise sit in every request's future.
    Box::pin(resend(request, closed, reconnect)).await
}

/// The request again, on a new connection.
async fn resend<F, Fut>(
    request: Box<Request<RequestBody>>,
    closed: hyper::Error,
    reconnect: F,
) -> Exchange
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<UpstreamConnection, ConnectError>>,
{
    debug!(error = %closed, "a kept-alive upstream connection was closed before the request went out; sending it on a new connection");
    let mut fresh = match reconnect().await {
        Ok(fresh) => fresh,
        Err(err) => return Exchange::NotSent(request, err),
    };
    match fresh.send(*request).await {
        Ok(response) => Exchange::Answered(response, Some(fresh)),
        Err(SendError::Failed(err)) => Exchange::Failed(err),
        Err(SendError::NotSent(request, err)) => {
            Exchange::NotSent(request, ConnectError::ClosedBeforeSending(err))
        }
    }
}

/// One upstream address's idle connections, most recently used last.
#[derive(Debug, Default)]
pub struct IdleConnections(Mutex<Vec<Idle>>);

#[derive(Debug)]
struct Idle {
    connection: UpstreamConnection,
    since: Instant,
}

/// A connection to an upstream, and the sending half hyper gives for it.
#[derive(Debug)]
pub struct UpstreamConnection {
    sender: http1::SendRequest<RequestBody>,
    /// `None` once hyper's connection has ended. Boxed: it is most of a kilobyte, and moves
    /// between the idle list, the request and its response body.
    connection: Option<Pin<Box<Connection>>>,
}

impl IdleConnections {
    /// An idle connection that is still open and ready, if there is one.
    pub async fn reuse(&self, keepalive: Duration) -> Option<UpstreamConnection> {
        while let Some(idle) = self.pop() {
            if idle.since.elapsed() > keepalive {
                continue;
            }
            let mut connection = idle.connection;
            // One poll reads any close the upstream sent while the connection was idle.
            if poll_fn(|cx| Poll::Ready(connection.drive(cx))).await && connection.sender.is_ready()
            {
                return Some(connection);
            }
        }
        None
    }

    /// Keeps a connection whose exchange is over, when hyper says it can take another.
    pub fn put_back(&self, mut connection: UpstreamConnection, cx: &mut Context<'_>, max: usize) {
        if !(connection.drive(cx) && connection.sender.is_ready()) {
            return;
        }
        let mut idle = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < max {
            idle.push(Idle {
                connection,
                since: Instant::now(),
            });
        }
    }

    fn pop(&self) -> Option<Idle> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).pop()
    }
}

impl UpstreamConnection {
    /// hyper's HTTP/1.1 client over a new connection, polled until it can take a request.
    pub async fn handshake(stream: UpstreamStream) -> Result<Self, ConnectError> {
        let (mut sender, connection) = http1::Builder::new()
            .handshake(TokioIo::new(stream))
            .await
            .map_err(ConnectError::Handshake)?;
        let mut connection = Some(Box::pin(connection));
        // hyper's sender becomes ready once its connection has been polled.
        poll_fn(|cx| {
            if let Some(running) = connection.as_mut() {
                if let Poll::Ready(result) = running.as_mut().poll(cx) {
                    connection = None;
                    result.map_err(ConnectError::Handshake)?;
                }
            }
            sender.poll_ready(cx).map_err(ConnectError::Handshake)
        })
        .await?;
        Ok(UpstreamConnection { sender, connection })
    }

    /// Sends a request and drives the connection until the response head is in.
    pub async fn send(
        &mut self,
        request: Request<RequestBody>,
    ) -> Result<Response<Incoming>, SendError> {
        let mut response = std::pin::pin!(self.sender.try_send_request(request));
        let answered = poll_fn(|cx| {
            if let Poll::Ready(result) = response.as_mut().poll(cx) {
                return Poll::Ready(result);
            }
            // When the connection ends first, the response future fails on its next poll.
            if !self.drive(cx) {
                return response.as_mut().poll(cx);
            }
            Poll::Pending
        })
        .await;
        answered.map_err(|mut err| match err.take_message() {
            Some(request) => SendError::NotSent(Box::new(request), err.into_error()),
            None => SendError::Failed(err.into_error()),
        })
    }

    /// Lets hyper move bytes; false once the connection has ended (closed or failed).
    pub fn drive(&mut self, cx: &mut Context<'_>) -> bool {
        let Some(connection) = self.connection.as_mut() else {
            return false;
        };
        match connection.as_mut().poll(cx) {
            Poll::Pending => true,
            Poll::Ready(_) => {
                self.connection = None;
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    use http_body::Body as _;
    use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};

    use super::*;

    fn get(path: &str) -> Request<RequestBody> {
        Request::get(path)
            .header("host", "app.test")
            .body(RequestBody::Empty)
            .unwrap()
    }

    /// Reads one request head from an in-memory upstream's end; empty when it was closed.
    async fn read_head(server: &mut DuplexStream) -> String {
        let mut head = Vec::new();
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n\r\n") {
            if server.read(&mut byte).await.unwrap() == 0 {
                break;
            }
            head.push(byte[0]);
        }
        String::from_utf8(head).unwrap()
    }

    /// Answers requests on an in-memory connection, keeping it open, until `count` were read;
    /// gives back the upstream's end and the request lines it read.
    async fn answer(mut server: DuplexStream, count: usize) -> (DuplexStream, Vec<String>) {
        let mut lines = Vec::new();
        for _ in 0..count {
            let head = read_head(&mut server).await;
            lines.push(head.lines().next().unwrap_or_default().to_owned());
            server
                .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
                .await
                .unwrap();
        }
        (server, lines)
    }

    async fn connection(client: DuplexStream) -> UpstreamConnection {
        UpstreamConnection::handshake(UpstreamStream::Memory(client))
            .await
            .unwrap()
    }

    /// Reads a response body to its end, driving its connection, and puts the connection back.
    async fn finish(
        idle: &IdleConnections,
        response: Response<Incoming>,
        connection: UpstreamConnection,
    ) {
        let mut body = response.into_body();
        let mut connection = Some(connection);
        poll_fn(|cx| loop {
            if let Some(connection) = connection.as_mut() {
                connection.drive(cx);
            }
            match Pin::new(&mut body).poll_frame(cx) {
                Poll::Ready(Some(frame)) => drop(frame.unwrap()),
                Poll::Ready(None) => {
                    if let Some(connection) = connection.take() {
                        idle.put_back(connection, cx, 8);
                    }
                    return Poll::Ready(());
                }
                Poll::Pending => return Poll::Pending,
            }
        })
        .await;
    }

    /// The race this guards against: the pool's check at checkout (`reuse`) finds a kept-alive
    /// connection open, and the upstream closes it right after, before the request is written.
    /// Over TCP that window is microseconds wide; an in-memory upstream closes exactly inside
    /// it, between `reuse` and the send. Without the resend, the client got 502.
    #[tokio::test]
    async fn a_kept_alive_connection_closed_after_the_check_resends_on_a_new_one() {
        let idle = IdleConnections::default();
        let (client, server) = tokio::io::duplex(4096);
        let first = tokio::spawn(answer(server, 1));
        let mut kept = connection(client).await;
        let response = kept.send(get("/one")).await.unwrap();
        finish(&idle, response, kept).await;
        let (server, seen) = first.await.unwrap();
        assert_eq!(seen, ["GET /one HTTP/1.1"]);

        let reused = idle
            .reuse(Duration::from_secs(60))
            .await
            .expect("the connection is open at the pool's check");
        drop(server);
        let (client, server) = tokio::io::duplex(4096);
        let second = tokio::spawn(answer(server, 1));
        let exchange = send_resending(reused, true, get("/two"), || async {
            Ok(connection(client).await)
        })
        .await;
        let Exchange::Answered(response, _) = exchange else {
            panic!("{exchange:?}")
        };
        assert_eq!(response.status(), 200);
        assert_eq!(second.await.unwrap().1, ["GET /two HTTP/1.1"]);
    }

    /// Once the upstream has read a request, it never goes twice, even when the upstream then
    /// closes without an answer.
    #[tokio::test]
    async fn a_request_the_upstream_read_is_never_sent_again() {
        let (client, mut server) = tokio::io::duplex(4096);
        let upstream = tokio::spawn(async move {
            let head = read_head(&mut server).await;
            drop(server);
            head
        });
        let reconnected = AtomicBool::new(false);
        let exchange = send_resending(connection(client).await, true, get("/once"), || async {
            reconnected.store(true, Ordering::Relaxed);
            Err(ConnectError::Timeout(Duration::ZERO))
        })
        .await;
        assert!(matches!(exchange, Exchange::Failed(_)), "{exchange:?}");
        assert!(!reconnected.load(Ordering::Relaxed));
        assert!(upstream
            .await
            .unwrap()
            .starts_with("GET /once HTTP/1.1\r\n"));
    }

    /// A new connection closed before the request went out gives the request back, for the
    /// next address; only a kept-alive one is tried again at the same address.
    #[tokio::test]
    async fn a_new_connection_closed_at_once_gives_the_request_back() {
        let (client, server) = tokio::io::duplex(4096);
        let fresh = connection(client).await;
        drop(server);
        let exchange = send_resending(fresh, false, get("/back"), || async {
            Err(ConnectError::Timeout(Duration::ZERO))
        })
        .await;
        let Exchange::NotSent(request, ConnectError::ClosedBeforeSending(_)) = exchange else {
            panic!("{exchange:?}")
        };
        assert_eq!(request.uri().path(), "/back");
    }
}
