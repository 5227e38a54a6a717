//! A request body whose first frame was read ahead, to learn whether it has one at all.
//!
//! HTTP/2 and HTTP/3 end a request's body by ending its stream, which may come after the head
//! in a frame of its own (h3's clients end a GET's stream so). A body of unknown length goes to
//! an HTTP/1.1 upstream chunked: a GET would arrive with `transfer-encoding: chunked`, which
//! applications take for a body, and an upstream that answers without reading it closes its
//! connection with the final chunk unread, so its kernel resets the connection and the end of
//! the answer is lost. So a request whose method has no body by its semantics (GET, HEAD,
//! OPTIONS, DELETE, TRACE) is read ahead to its first frame before it goes upstream; a stream
//! that ends there has no body. Other methods stream at once: a gRPC client may send nothing
//! before the application's answer.

use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http::Method;
use http_body::{Body, Frame, SizeHint};
use http_body_util::BodyExt as _;

/// Whether a request with this method is read ahead to its first frame.
pub(crate) fn reads_ahead(method: &Method) -> bool {
    matches!(
        *method,
        Method::GET | Method::HEAD | Method::OPTIONS | Method::DELETE | Method::TRACE
    )
}

/// A body and the frame read from it ahead, given back first.
pub(crate) struct Peeked<B> {
    first: Option<Frame<Bytes>>,
    rest: B,
}

/// Reads `body` to its first frame that is not empty data: `Ok(None)` when it ends first.
pub(crate) async fn read_ahead<B>(mut body: B) -> Result<Option<Peeked<B>>, B::Error>
where
    B: Body<Data = Bytes> + Unpin,
{
    loop {
        match body.frame().await {
            None => return Ok(None),
            Some(Err(err)) => return Err(err),
            Some(Ok(frame)) if frame.data_ref().is_some_and(Bytes::is_empty) => {}
            Some(Ok(frame)) => {
                return Ok(Some(Peeked {
                    first: Some(frame),
                    rest: body,
                }))
            }
        }
    }
}

impl<B> Body for Peeked<B>
where
    B: Body<Data = Bytes> + Unpin,
{
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, B::Error>>> {
        let this = self.get_mut();
        if let Some(first) = this.first.take() {
            return Poll::Ready(Some(Ok(first)));
        }
        Pin::new(&mut this.rest).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.first.is_none() && self.rest.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        let first = self
            .first
            .as_ref()
            .and_then(Frame::data_ref)
            .map_or(0, |data| data.len() as u64);
        let rest = self.rest.size_hint();
        let mut hint = SizeHint::new();
        hint.set_lower(rest.lower() + first);
        if let Some(upper) = rest.upper() {
            hint.set_upper(upper + first);
        }
        hint
    }
}

#[cfg(test)]
mod tests {
    use http_body_util::{BodyExt as _, StreamBody};

    use super::*;

    fn body(frames: Vec<Frame<Bytes>>) -> impl Body<Data = Bytes, Error = std::io::Error> + Unpin {
        StreamBody::new(futures_util::stream::iter(frames.into_iter().map(Ok)))
    }

    #[tokio::test]
    async fn a_stream_that_ends_after_empty_frames_has_no_body() {
        let empty = body(vec![Frame::data(Bytes::new()), Frame::data(Bytes::new())]);
        assert!(read_ahead(empty).await.unwrap().is_none());
        assert!(read_ahead(body(Vec::new())).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_body_read_ahead_is_whole_and_in_order() {
        let frames = vec![
            Frame::data(Bytes::new()),
            Frame::data(Bytes::from_static(b"one ")),
            Frame::data(Bytes::from_static(b"two")),
        ];
        let peeked = read_ahead(body(frames)).await.unwrap().unwrap();
        assert!(!peeked.is_end_stream());
        let whole = peeked.collect().await.unwrap().to_bytes();
        assert_eq!(&whole[..], b"one two");
    }

    #[test]
    fn only_methods_without_a_body_are_read_ahead() {
        assert!(reads_ahead(&Method::GET) && reads_ahead(&Method::DELETE));
        assert!(!reads_ahead(&Method::POST) && !reads_ahead(&Method::CONNECT));
    }
}
