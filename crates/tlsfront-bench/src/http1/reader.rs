//! Reading responses off a stream: a reused receive buffer, the head parsed with `parse_head`,
//! then exactly the announced body, however the bytes are split across reads.

use std::io;
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt};

use super::{parse_head, BodyLength, HttpError, MAX_HEAD_BYTES};

/// A response read in full.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub head_bytes: u64,
    pub body_bytes: u64,
    pub close: bool,
}

/// Reading a response failed.
#[derive(Debug)]
pub enum ReadError {
    Http(HttpError),
    Io(io::Error),
    /// A single read took longer than the read timeout.
    Timeout,
}

impl From<HttpError> for ReadError {
    fn from(error: HttpError) -> Self {
        Self::Http(error)
    }
}

/// A receive buffer reused for every response on a connection (and across connections).
pub struct RecvBuffer {
    data: Box<[u8]>,
    start: usize,
    end: usize,
}

impl RecvBuffer {
    /// `capacity` must be at least `MAX_HEAD_BYTES` so any acceptable head fits.
    pub fn new(capacity: usize) -> Self {
        Self {
            data: vec![0; capacity.max(MAX_HEAD_BYTES)].into_boxed_slice(),
            start: 0,
            end: 0,
        }
    }

    /// Forgets buffered bytes; used when a new connection starts.
    pub fn clear(&mut self) {
        self.start = 0;
        self.end = 0;
    }

    fn filled(&self) -> &[u8] {
        &self.data[self.start..self.end]
    }

    fn consume(&mut self, count: usize) {
        self.start += count;
        if self.start == self.end {
            self.clear();
        }
    }

    async fn fill<R: AsyncRead + Unpin>(
        &mut self,
        stream: &mut R,
        read_timeout: Option<Duration>,
    ) -> Result<usize, ReadError> {
        if self.end == self.data.len() && self.start > 0 {
            self.data.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
        }
        let read = stream.read(&mut self.data[self.end..]);
        let result = match read_timeout {
            Some(limit) => tokio::time::timeout(limit, read)
                .await
                .map_err(|_| ReadError::Timeout)?,
            None => read.await,
        };
        let count = match result {
            Ok(count) => count,
            // A peer that closes without close_notify: an EOF like any other for HTTP framing.
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => 0,
            Err(e) => return Err(ReadError::Io(e)),
        };
        self.end += count;
        Ok(count)
    }
}

/// Reads one response: the head, then exactly the body it announces, which is passed to
/// `on_body` piece by piece and discarded. Bytes after the body stay in `buf`.
/// `read_timeout` limits each read; without it the caller bounds the whole call.
pub async fn read_response<R: AsyncRead + Unpin>(
    stream: &mut R,
    buf: &mut RecvBuffer,
    read_timeout: Option<Duration>,
    mut on_body: impl FnMut(&[u8]),
) -> Result<Response, ReadError> {
    let head = loop {
        if let Some(head) = parse_head(buf.filled())? {
            break head;
        }
        if buf.filled().len() >= MAX_HEAD_BYTES {
            return Err(HttpError::HeadTooLarge.into());
        }
        if buf.fill(stream, read_timeout).await? == 0 {
            let error = if buf.filled().is_empty() {
                HttpError::EofBeforeResponse
            } else {
                HttpError::EofInHead
            };
            return Err(error.into());
        }
    };
    buf.consume(head.head_len);
    let mut body_bytes: u64 = 0;
    loop {
        let buffered = buf.filled();
        let take = match head.content_length {
            BodyLength::Exact(length) => {
                // Bounded by `buffered.len()`, so the conversion back to usize is lossless.
                (length - body_bytes).min(buffered.len() as u64) as usize
            }
            BodyLength::UntilClose => buffered.len(),
        };
        if take > 0 {
            on_body(&buffered[..take]);
            buf.consume(take);
            body_bytes += take as u64;
        }
        if head.content_length == BodyLength::Exact(body_bytes) {
            break;
        }
        if buf.fill(stream, read_timeout).await? == 0 {
            if head.content_length == BodyLength::UntilClose {
                break;
            }
            return Err(HttpError::EofInBody.into());
        }
    }
    Ok(Response {
        status: head.status,
        head_bytes: head.head_len as u64,
        body_bytes,
        close: head.close,
    })
}

#[cfg(test)]
mod tests {
    use std::pin::Pin;
    use std::task::{Context, Poll};

    use tokio::io::ReadBuf;

    use super::*;

    /// Hands out `step` bytes per read, then EOF.
    struct Trickle {
        data: Vec<u8>,
        position: usize,
        step: usize,
    }

    impl AsyncRead for Trickle {
        fn poll_read(
            mut self: Pin<&mut Self>,
            _: &mut Context<'_>,
            buf: &mut ReadBuf<'_>,
        ) -> Poll<io::Result<()>> {
            let end = (self.position + self.step).min(self.data.len());
            let count = (end - self.position).min(buf.remaining());
            let start = self.position;
            buf.put_slice(&self.data[start..start + count]);
            self.position += count;
            Poll::Ready(Ok(()))
        }
    }

    async fn read_all(data: &[u8], step: usize) -> Vec<Result<Response, String>> {
        let mut stream = Trickle {
            data: data.to_vec(),
            position: 0,
            step,
        };
        let mut buf = RecvBuffer::new(0);
        let mut results = Vec::new();
        loop {
            let mut body = Vec::new();
            let result = read_response(&mut stream, &mut buf, None, |b| body.extend_from_slice(b))
                .await
                .map_err(|e| format!("{e:?}"));
            let stop = result.is_err();
            if let Ok(response) = &result {
                assert_eq!(response.body_bytes, body.len() as u64);
            }
            results.push(result);
            if stop {
                return results;
            }
        }
    }

    #[tokio::test]
    async fn responses_survive_one_byte_reads() {
        let wire = b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello\
                     HTTP/1.1 503 Busy\r\nContent-Length: 3\r\nConnection: close\r\n\r\nbye";
        for step in [1, 2, 7, 4096] {
            let results = read_all(wire, step).await;
            assert_eq!(results.len(), 3, "step {step}");
            let first = results[0].as_ref().unwrap();
            assert_eq!(
                (first.status, first.body_bytes, first.close),
                (200, 5, false)
            );
            assert_eq!(first.head_bytes, 38);
            let second = results[1].as_ref().unwrap();
            assert_eq!(
                (second.status, second.body_bytes, second.close),
                (503, 3, true)
            );
            assert!(results[2]
                .as_ref()
                .unwrap_err()
                .contains("EofBeforeResponse"));
        }
    }

    #[tokio::test]
    async fn early_close_is_reported_where_it_happened() {
        let results = read_all(b"HTTP/1.1 200 OK\r\nContent-Le", 3).await;
        assert!(results[0].as_ref().unwrap_err().contains("EofInHead"));
        let results = read_all(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", 3).await;
        assert!(results[0].as_ref().unwrap_err().contains("EofInBody"));
        let results = read_all(b"HTTP/1.0 200 OK\r\n\r\nuntil the end", 4).await;
        assert_eq!(results[0].as_ref().unwrap().body_bytes, 13);
    }

    #[tokio::test]
    async fn bodies_larger_than_the_buffer() {
        let mut wire = b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n".to_vec();
        wire.extend(std::iter::repeat_n(b'x', 100_000));
        let results = read_all(&wire, 6000).await;
        assert_eq!(results[0].as_ref().unwrap().body_bytes, 100_000);
    }

    #[tokio::test]
    async fn oversized_heads_are_refused() {
        let mut wire = b"HTTP/1.1 200 OK\r\nX-Padding: ".to_vec();
        wire.extend(std::iter::repeat_n(b'a', MAX_HEAD_BYTES));
        wire.extend_from_slice(b"\r\n\r\n");
        let results = read_all(&wire, 1000).await;
        assert!(results[0].as_ref().unwrap_err().contains("HeadTooLarge"));
    }
}
