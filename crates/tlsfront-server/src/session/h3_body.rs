//! An HTTP/3 request's body as an `http_body::Body` ([`H3Body`]): what the proxy takes from
//! any HTTP version (`tlsfront_proxy::ClientStream`), read from the request stream's DATA
//! frames, then its trailers.

use std::pin::Pin;
use std::task::{Context, Poll, Waker};

use bytes::{Buf, Bytes};
use h3::error::Code;
use h3::server::RequestStream;
use http::header::{self, HeaderMap};
use http_body::{Body, Frame, SizeHint};

/// The receiving half of an HTTP/3 request stream.
pub(crate) type RecvHalf = RequestStream<h3_quinn::RecvStream, Bytes>;

/// A request body read from its HTTP/3 stream.
pub(crate) struct H3Body {
    stream: RecvHalf,
    /// What [`H3Body::new`]'s look read (DATA, trailers, or the stream's error), yielded
    /// first.
    read_ahead: Option<Result<Frame<Bytes>, BodyError>>,
    /// What `content-length` says is still to come, when it says.
    remaining: Option<u64>,
    state: State,
    /// The last read of the stream is still pending. h3-quinn then holds the stream inside
    /// that read, and its `stop_sending` would panic (it unwraps the stream).
    read_pending: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Data,
    Trailers,
    Done,
}

impl H3Body {
    /// The body of the request whose `headers` are given. It looks once at what the stream
    /// already holds, without waiting: a request whose stream ended with its headers (a GET,
    /// almost always) then says at once that it has no body, so the proxy sends none.
    pub(crate) fn new(stream: RecvHalf, headers: &HeaderMap) -> Self {
        let mut body = H3Body {
            stream,
            read_ahead: None,
            remaining: declared_length(headers),
            state: State::Data,
            read_pending: false,
        };
        body.look_without_waiting();
        body
    }

    fn look_without_waiting(&mut self) {
        let mut cx = Context::from_waker(Waker::noop());
        if let Poll::Ready(Some(read)) = self.poll_next(&mut cx) {
            self.read_ahead = Some(read);
        }
    }

    fn poll_next(&mut self, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, BodyError>>> {
        let polled = self.poll_stream(cx);
        self.read_pending = polled.is_pending();
        polled
    }

    fn poll_stream(
        &mut self,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BodyError>>> {
        loop {
            match self.state {
                State::Data => match self.stream.poll_recv_data(cx) {
                    Poll::Pending => return Poll::Pending,
                    Poll::Ready(Ok(Some(mut data))) => {
                        let data = data.copy_to_bytes(data.remaining());
                        if let Some(remaining) = &mut self.remaining {
                            *remaining = remaining.saturating_sub(data.len() as u64);
                        }
                        return Poll::Ready(Some(Ok(Frame::data(data))));
                    }
                    Poll::Ready(Ok(None)) => self.state = State::Trailers,
                    Poll::Ready(Err(err)) => {
                        self.state = State::Done;
                        return Poll::Ready(Some(Err(BodyError(err))));
                    }
                },
                State::Trailers => {
                    let trailers = match self.stream.poll_recv_trailers(cx) {
                        Poll::Pending => return Poll::Pending,
                        Poll::Ready(trailers) => trailers,
                    };
                    self.state = State::Done;
                    return Poll::Ready(match trailers {
                        Ok(Some(trailers)) => Some(Ok(Frame::trailers(trailers))),
                        Ok(None) => None,
                        Err(err) => Some(Err(BodyError(err))),
                    });
                }
                State::Done => return Poll::Ready(None),
            }
        }
    }
}

impl Body for H3Body {
    type Data = Bytes;
    type Error = BodyError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BodyError>>> {
        let this = self.get_mut();
        if let Some(read) = this.read_ahead.take() {
            return Poll::Ready(Some(read));
        }
        this.poll_next(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.read_ahead.is_none() && self.state == State::Done
    }

    fn size_hint(&self) -> SizeHint {
        let ahead = match &self.read_ahead {
            Some(Ok(frame)) => frame.data_ref().map_or(0, |data| data.len() as u64),
            _ => 0,
        };
        match self.remaining {
            // The proxy checks what arrives against what was declared (`ClientBody`).
            Some(remaining) => SizeHint::with_exact(remaining + ahead),
            None if self.is_end_stream() => SizeHint::with_exact(0),
            None => SizeHint::default(),
        }
    }
}

/// `content-length`, when it is one well-formed number; the proxy refuses a request whose
/// body then disagrees.
fn declared_length(headers: &HeaderMap) -> Option<u64> {
    let mut values = headers.get_all(header::CONTENT_LENGTH).iter();
    match (values.next(), values.next()) {
        (Some(value), None) => value.to_str().ok()?.trim().parse().ok(),
        _ => None,
    }
}

/// A body dropped before its end (a static site reads none; an application may answer before
/// reading it all) asks the client to stop sending it with H3_NO_ERROR, as RFC 9114 §4.1.2
/// says, so that the client still takes the response. (quinn's own stop on drop says 0, which
/// is no HTTP/3 code, and a client may take it for an error.)
impl Drop for H3Body {
    fn drop(&mut self) {
        if self.state == State::Done {
            return;
        }
        if self.read_pending {
            // The read may have finished since: then the stream is back.
            let _ = self.poll_next(&mut Context::from_waker(Waker::noop()));
        }
        // Still inside a pending read, the stream is stopped by quinn when that read is
        // dropped (with 0); a client reads its response all the same.
        if !self.read_pending && self.state != State::Done {
            self.stream.stop_sending(Code::H3_NO_ERROR);
        }
    }
}

/// The request stream failed: the client reset it, or sent a malformed frame.
#[derive(Debug, thiserror::Error)]
#[error("HTTP/3 request body")]
pub(crate) struct BodyError(#[source] h3::error::StreamError);
