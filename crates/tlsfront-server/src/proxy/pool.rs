//! Kept-alive HTTP/1.1 connections to `http://` upstreams, made by hyper's client and driven
//! inside the request's own task.
//!
//! hyper-util's pooled client runs each upstream connection as a task of its own and hands it
//! every request through a channel, so a proxied request woke two tasks and crossed a channel
//! twice. Here the request's task polls hyper's connection itself: while it waits for the
//! response head, and then from the response body ([`super::ProxyBody`]) until the body ends,
//! when the connection goes back to its upstream's idle list. The HTTP/1.1 itself (writing the
//! request, reading the response, keep-alive) is hyper's.

use std::future::{poll_fn, Future};
use std::pin::Pin;
use std::sync::Mutex;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use http::{Request, Response};
use hyper::body::Incoming;
use hyper::client::conn::http1;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

use super::body::RequestBody;
use super::client::{connect, ConnectError};

type Connection = http1::Connection<TokioIo<TcpStream>, RequestBody>;

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
    /// An idle connection that is still open and ready, or a new one to `authority`.
    pub async fn checkout(
        &self,
        authority: &str,
        connect_timeout: Duration,
        keepalive: Duration,
    ) -> Result<(UpstreamConnection, bool), ConnectError> {
        while let Some(idle) = self.pop() {
            if idle.since.elapsed() > keepalive {
                continue;
            }
            let mut connection = idle.connection;
            // One poll reads any close the upstream sent while the connection was idle.
            if poll_fn(|cx| Poll::Ready(connection.drive(cx))).await && connection.sender.is_ready()
            {
                return Ok((connection, true));
            }
        }
        let tcp = connect(authority, connect_timeout).await?;
        let (mut sender, connection) = http1::Builder::new()
            .handshake(TokioIo::new(tcp))
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
        Ok((UpstreamConnection { sender, connection }, false))
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
    /// Sends a request and drives the connection until the response head is in.
    pub async fn send(
        &mut self,
        request: Request<RequestBody>,
    ) -> Result<Response<Incoming>, hyper::Error> {
        let mut response = std::pin::pin!(self.sender.send_request(request));
        poll_fn(|cx| {
            if let Poll::Ready(result) = response.as_mut().poll(cx) {
                return Poll::Ready(result);
            }
            // When the connection ends first, the response future fails on its next poll.
            if !self.drive(cx) {
                return response.as_mut().poll(cx);
            }
            Poll::Pending
        })
        .await
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
