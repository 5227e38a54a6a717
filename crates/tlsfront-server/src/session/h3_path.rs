//! HTTP/3 on a QUIC connection, static or proxied, on the `h3` crate over quinn.
//!
//! Each request stream is answered in a task of its own (its head read there, so a slow
//! client holds up only its own stream): the head becomes a `Request<H3Body>`, the host's
//! [`AnswersRequests`] answers it in a turn of the host's flow at the fair gate
//! (`crate::fairness`), and the response goes back with `send_response`, a
//! `send_data` per body frame (a cached file or a text as one `Bytes`, a file read from disk a
//! chunk at a time), then `finish`. The connection's own task accepts streams and keeps h3's
//! control stream going; quinn bounds the streams a client may open at once.

use std::future::{poll_fn, Future as _};
use std::pin::pin;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

use bytes::Bytes;
use h3::error::Code;
use h3::server::{RequestResolver, RequestStream};
use http::{Request, Response};
use http_body::Body;
use http_body_util::BodyExt as _;
use tlsfront_proxy::BoxError;
use tokio_util::task::TaskTracker;

use super::h3_body::H3Body;
use super::host_service::AnswersRequests;
use super::Protocol;
use crate::context::ServerContext;
use crate::fairness::SessionTurns;
use crate::metrics::ShedStage;

/// H3_NO_ERROR (RFC 9114 §8.1): the connection closes after a drain.
const H3_NO_ERROR: quinn::VarInt = quinn::VarInt::from_u32(0x100);

type Resolver = RequestResolver<h3_quinn::Connection, Bytes>;
type SendHalf = RequestStream<h3_quinn::SendStream<Bytes>, Bytes>;

/// Serves the connection's requests until the client is done; on shutdown, sends GOAWAY and
/// finishes the requests already taken.
pub(super) async fn serve<S: AnswersRequests>(
    connection: quinn::Connection,
    service: Arc<S>,
    turns: SessionTurns,
    ctx: Arc<ServerContext>,
) {
    let peer = connection.remote_address();
    let built = h3::server::builder()
        .max_field_section_size(ctx.options.max_header_bytes as u64)
        .build::<_, Bytes>(h3_quinn::Connection::new(connection.clone()))
        .await;
    let mut h3 = match built {
        Ok(h3) => h3,
        Err(err) => {
            tracing::trace!(%peer, error = %err, "no HTTP/3 session");
            return;
        }
    };
    ctx.metrics.http3_connections.inc();
    let _open = ctx.metrics.quic_connections_open.track();
    // The requests being answered. After our GOAWAY, h3's accept() waits on until the client
    // closes (it ends by itself only after the client's GOAWAY), so the drain ends here,
    // when the requests taken are done.
    let requests = TaskTracker::new();
    let mut draining = false;
    // After our GOAWAY, the requests the client sent before it read it still come in.
    let grace = tokio::time::sleep(Duration::MAX);
    tokio::pin!(grace);
    loop {
        let next = tokio::select! {
            next = h3.accept() => next,
            _ = ctx.shutdown.cancelled(), if !draining => {
                // GOAWAY: the requests taken so far, and those already on their way (up to
                // the streams the client may open), are answered; the client sends the
                // others elsewhere (RFC 9114 §5.2: it knows they were not processed).
                draining = true;
                requests.close();
                let in_flight = ctx.options.max_concurrent_streams as usize;
                if h3.shutdown(in_flight).await.is_err() {
                    return;
                }
                let wait = (connection.rtt() * 2).max(DRAIN_GRACE_MIN);
                grace.as_mut().reset(tokio::time::Instant::now() + wait);
                continue;
            }
            () = async { (&mut grace).await; requests.wait().await }, if draining => {
                delivered(&connection).await;
                connection.close(H3_NO_ERROR, b"");
                return;
            }
        };
        match next {
            Ok(Some(resolver)) => {
                let (service, turns, ctx) = (service.clone(), turns.clone(), ctx.clone());
                requests.spawn(answer_stream(resolver, service, turns, ctx));
            }
            Ok(None) => return,
            Err(err) => {
                // Mostly a client that closed, or went idle past the timeout.
                tracing::trace!(%peer, error = %err, "HTTP/3 connection ended");
                return;
            }
        }
    }
}

/// The least a draining connection waits, after its GOAWAY, for the requests the client sent
/// before it read it: two round trips, at least this.
const DRAIN_GRACE_MIN: Duration = Duration::from_millis(100);

/// How long a draining connection must have sent no stream data and received no
/// acknowledgement before its responses count as delivered. While bytes are unacknowledged
/// quinn resends them after a probe timeout (about the RTT plus 25 ms, doubling after each
/// unanswered probe), so with a local-network RTT the gaps stay under 1 s until six probes in
/// a row went unanswered; the connection's RTT scales the wait beyond that (`delivered`).
const QUIET_BEFORE_CLOSE: Duration = Duration::from_secs(1);

/// Waits until the last responses' bytes have been acknowledged, or the client closed: a
/// request is "done" once its last bytes are in quinn's send buffer, and closing then would
/// drop them (up to the 1 MiB send window). h3-quinn does not lend its streams' `stopped()`,
/// which says when a stream's data is acknowledged, so this watches the connection instead:
/// delivered once it has neither sent stream data nor received an acknowledgement for a while.
async fn delivered(connection: &quinn::Connection) {
    let progress = |stats: quinn::ConnectionStats| (stats.frame_tx.stream, stats.frame_rx.acks);
    let mut last = progress(connection.stats());
    loop {
        let quiet = QUIET_BEFORE_CLOSE.max(connection.rtt() * 4);
        tokio::select! {
            _ = connection.closed() => return,
            () = tokio::time::sleep(quiet) => {}
        }
        let now = progress(connection.stats());
        if now == last {
            return;
        }
        last = now;
    }
}

/// Reads one request's head, answers it in its host's turn, and sends the answer.
async fn answer_stream<S: AnswersRequests>(
    resolver: Resolver,
    service: Arc<S>,
    turns: SessionTurns,
    ctx: Arc<ServerContext>,
) {
    let (request, stream) = match resolver.resolve_request().await {
        Ok(resolved) => resolved,
        Err(err) => {
            // A malformed head or a reset stream: h3 has already answered it with its error.
            tracing::debug!(error = %err, "HTTP/3 request head refused");
            return;
        }
    };
    ctx.metrics.http3_requests.inc();
    let (mut send, recv) = stream.split();
    // The answer's CPU work waits for its host's turn, as a TCP session's reads do: a flood
    // of one host's requests waits in that host's queue. Shed, the request is rejected
    // unprocessed, which tells the client it may send it again.
    let turn = match turns.gate.turn(&turns.flow, turns.client).await {
        Ok(turn) => turn,
        Err(reason) => {
            ctx.metrics.shed(ShedStage::Request, reason);
            ctx.tenancy.shed(&turns.flow, reason.label());
            send.stop_stream(Code::H3_REQUEST_REJECTED);
            return;
        }
    };
    let (head, ()) = request.into_parts();
    let body = H3Body::new(recv, &head.headers);
    let mut answer = pin!(service.answer(Request::from_parts(head, body), Protocol::Http3));
    // The turn covers the answer's first step (a static answer is all of it); it is given
    // back before anything waits (an upstream, the client's window).
    let first = poll_fn(|cx| Poll::Ready(answer.as_mut().poll(cx))).await;
    drop(turn);
    let response = match first {
        Poll::Ready(response) => response,
        Poll::Pending => answer.await,
    };
    send_response(&mut send, response).await;
}

/// Sends a response's head, its body frame by frame, and its trailers. A failure means the
/// client reset the stream or the connection is gone: there is no one left to tell. A body
/// that fails (a file that shrank, an upstream that broke off) resets the stream, so the
/// client never takes a short body for a whole one.
async fn send_response<B>(send: &mut SendHalf, response: Response<B>)
where
    B: Body<Data = Bytes, Error: Into<BoxError>>,
{
    let (head, body) = response.into_parts();
    if let Err(err) = send.send_response(Response::from_parts(head, ())).await {
        tracing::debug!(error = %err, "HTTP/3 response head not sent");
        return;
    }
    let mut body = pin!(body);
    loop {
        // The body's error becomes a `BoxError` at once: its own type need not be `Send`.
        let next: Option<Result<_, BoxError>> = body.frame().await.map(|f| f.map_err(Into::into));
        let Some(frame) = next else { break };
        let frame = match frame {
            Ok(frame) => frame,
            Err(err) => {
                let error = tlsfront_store::error_chain(err.as_ref());
                tracing::debug!(%error, "HTTP/3 response body ended early");
                send.stop_stream(Code::H3_INTERNAL_ERROR);
                return;
            }
        };
        let sent = match frame.into_data() {
            Ok(data) if data.is_empty() => Ok(()),
            Ok(data) => send.send_data(data).await,
            Err(frame) => match frame.into_trailers() {
                Ok(trailers) => send.send_trailers(trailers).await,
                Err(_) => Ok(()),
            },
        };
        if sent.is_err() {
            return;
        }
    }
    let _ = send.finish().await;
}
