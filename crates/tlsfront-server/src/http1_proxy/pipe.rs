//! A request body from the session to the proxy, one piece at a time: the proxy's side is a
//! [`Body`] ([`SessionBody`]); the session's side ([`BodySender`]) reads more of the body from
//! the client only when the proxy has asked for it and taken what came before. So an upload
//! is read at the upstream's pace, nothing beyond the body is read (the next request stays in
//! the buffer), and `Expect: 100-continue` is answered only when the body is wanted.

use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Waker};

use bytes::Bytes;
use http_body::{Body, Frame, SizeHint};

/// Why a client's request body stopped.
#[derive(Debug, thiserror::Error)]
pub enum SessionBodyError {
    #[error("the request body's chunked coding is malformed")]
    Chunked(#[from] super::chunked::ChunkError),
    #[error("the client closed its connection in the middle of the request body")]
    CutShort,
    #[error("reading the request body failed")]
    Io(#[from] std::io::Error),
}

/// The proxy's side: the body of one request.
#[derive(Debug)]
pub struct SessionBody {
    shared: Arc<Mutex<Slot>>,
    /// The bytes still to come, when the length was declared.
    left: Option<u64>,
    ended: bool,
}

/// The session's side.
#[derive(Debug)]
pub struct BodySender {
    shared: Arc<Mutex<Slot>>,
}

#[derive(Debug, Default)]
struct Slot {
    piece: Option<Result<Bytes, SessionBodyError>>,
    /// The body is complete: no piece will follow the one in the slot.
    done: bool,
    /// The proxy asked for a piece and the slot is empty.
    wanted: bool,
    body_dropped: bool,
    body_waker: Option<Waker>,
    sender_waker: Option<Waker>,
}

/// A body of `declared` bytes (`None` for chunked) and its sender.
pub fn channel(declared: Option<u64>) -> (SessionBody, BodySender) {
    let shared = Arc::new(Mutex::new(Slot::default()));
    let body = SessionBody {
        shared: shared.clone(),
        left: declared,
        ended: declared == Some(0),
    };
    (body, BodySender { shared })
}

/// The slot, even if a panic elsewhere poisoned its lock: its state stays consistent, as
/// every change to it is a single assignment.
fn lock(shared: &Mutex<Slot>) -> MutexGuard<'_, Slot> {
    shared
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl BodySender {
    /// Ready with `true` when the proxy wants the next piece, `false` when it dropped the
    /// body (it will read no more of it).
    pub fn poll_want(&mut self, cx: &mut Context<'_>) -> Poll<bool> {
        let mut slot = lock(&self.shared);
        if slot.body_dropped {
            return Poll::Ready(false);
        }
        if slot.wanted && slot.piece.is_none() {
            return Poll::Ready(true);
        }
        slot.sender_waker = Some(cx.waker().clone());
        Poll::Pending
    }

    /// Hands over one piece; `last` when the body ends with it.
    pub fn send(&mut self, piece: Result<Bytes, SessionBodyError>, last: bool) {
        let mut slot = lock(&self.shared);
        slot.piece = Some(piece);
        slot.done |= last;
        slot.wanted = false;
        if let Some(waker) = slot.body_waker.take() {
            waker.wake();
        }
    }

    /// Ends the body with no further piece.
    pub fn finish(&mut self) {
        let mut slot = lock(&self.shared);
        slot.done = true;
        if let Some(waker) = slot.body_waker.take() {
            waker.wake();
        }
    }
}

impl Body for SessionBody {
    type Data = Bytes;
    type Error = SessionBodyError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, SessionBodyError>>> {
        let this = self.get_mut();
        if this.ended {
            return Poll::Ready(None);
        }
        let mut slot = lock(&this.shared);
        if let Some(piece) = slot.piece.take() {
            if let (Ok(data), Some(left)) = (&piece, this.left.as_mut()) {
                *left = left.saturating_sub(data.len() as u64);
            }
            this.ended = piece.is_err() || (slot.done && slot.piece.is_none());
            return Poll::Ready(Some(piece.map(Frame::data)));
        }
        if slot.done {
            this.ended = true;
            return Poll::Ready(None);
        }
        slot.wanted = true;
        slot.body_waker = Some(cx.waker().clone());
        if let Some(waker) = slot.sender_waker.take() {
            waker.wake();
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        self.ended
    }

    fn size_hint(&self) -> SizeHint {
        match self.left {
            Some(left) => SizeHint::with_exact(left),
            None => SizeHint::default(),
        }
    }
}

impl Drop for SessionBody {
    fn drop(&mut self) {
        let mut slot = lock(&self.shared);
        slot.body_dropped = true;
        if let Some(waker) = slot.sender_waker.take() {
            waker.wake();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::task::Waker;

    use super::*;

    #[test]
    fn a_piece_is_read_only_when_wanted_and_the_end_follows_the_last() {
        let mut cx = Context::from_waker(Waker::noop());
        let (mut body, mut sender) = channel(Some(5));
        assert_eq!(sender.poll_want(&mut cx), Poll::Pending);
        assert!(Pin::new(&mut body).poll_frame(&mut cx).is_pending());
        assert_eq!(sender.poll_want(&mut cx), Poll::Ready(true));
        sender.send(Ok(Bytes::from_static(b"hel")), false);
        assert_eq!(sender.poll_want(&mut cx), Poll::Pending);
        let frame = Pin::new(&mut body).poll_frame(&mut cx);
        assert!(matches!(frame, Poll::Ready(Some(Ok(_)))));
        assert_eq!(body.size_hint().exact(), Some(2));
        assert!(Pin::new(&mut body).poll_frame(&mut cx).is_pending());
        sender.send(Ok(Bytes::from_static(b"lo")), true);
        assert!(matches!(
            Pin::new(&mut body).poll_frame(&mut cx),
            Poll::Ready(Some(Ok(_)))
        ));
        assert!(body.is_end_stream());
        assert!(matches!(
            Pin::new(&mut body).poll_frame(&mut cx),
            Poll::Ready(None)
        ));
        drop(body);
        assert_eq!(sender.poll_want(&mut cx), Poll::Ready(false));
    }

    #[test]
    fn an_empty_body_has_ended_before_it_is_read() {
        let (body, _sender) = channel(Some(0));
        assert!(body.is_end_stream());
        assert_eq!(body.size_hint().exact(), Some(0));
    }
}
