//! A read-side wrapper that follows TLS record framing, so that rustls can be stopped exactly at a
//! record boundary before the session is handed to the kernel.
//!
//! After the handshake, rustls may already hold bytes of the client's next records. Everything
//! it has decrypted can be drained as plaintext; but a record it has only partly read would be
//! lost, as the kernel must see whole records. Once [`RecordBoundary::stop_at_boundary`] is set,
//! reads end (a 0-byte read) at the next record boundary, having completed any partial record.
//! Until then it passes reads through untouched, only counting record lengths.

use std::io;
use std::os::fd::{AsRawFd, RawFd};
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::tls::record_framing::Framing;

/// A stream whose reads can be made to stop at a TLS record boundary.
#[derive(Debug)]
pub struct RecordBoundary<IO> {
    io: IO,
    framing: Framing,
    stop_at_boundary: bool,
}

impl<IO> RecordBoundary<IO> {
    pub fn new(io: IO) -> Self {
        RecordBoundary {
            io,
            framing: Framing::default(),
            stop_at_boundary: false,
        }
    }

    /// From now on, reads end at the next record boundary.
    pub fn stop_at_boundary(&mut self) {
        self.stop_at_boundary = true;
    }

    pub fn get_ref(&self) -> &IO {
        &self.io
    }

    pub fn into_inner(self) -> IO {
        self.io
    }
}

impl<IO: AsRawFd> AsRawFd for RecordBoundary<IO> {
    fn as_raw_fd(&self) -> RawFd {
        self.io.as_raw_fd()
    }
}

impl<IO: AsyncRead + Unpin> AsyncRead for RecordBoundary<IO> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if !this.stop_at_boundary {
            let before = buf.filled().len();
            let result = Pin::new(&mut this.io).poll_read(cx, buf);
            if let Poll::Ready(Ok(())) = &result {
                this.framing.advance(&buf.filled()[before..]);
            }
            return result;
        }
        let limit = this.framing.until_boundary().min(buf.remaining());
        if limit == 0 {
            // At a boundary: an end-of-stream as far as rustls is concerned.
            return Poll::Ready(Ok(()));
        }
        let mut bounded = vec![0u8; limit];
        let mut bounded_buf = ReadBuf::new(&mut bounded);
        let result = Pin::new(&mut this.io).poll_read(cx, &mut bounded_buf);
        if let Poll::Ready(Ok(())) = &result {
            let read = bounded_buf.filled();
            this.framing.advance(read);
            buf.put_slice(read);
        }
        result
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for RecordBoundary<IO> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().io).poll_write(cx, data)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tls::record_framing::tests::record;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn a_stopped_stream_completes_the_partial_record_then_ends() {
        let (mut client, server) = tokio::io::duplex(4096);
        let mut stream = RecordBoundary::new(server);
        let first = record(10);
        let second = record(20);
        client.write_all(&first[..8]).await.unwrap();
        let mut buf = [0u8; 64];
        let read = stream.read(&mut buf).await.unwrap();
        assert_eq!(read, 8);
        stream.stop_at_boundary();
        client
            .write_all(&[&first[8..], &second[..]].concat())
            .await
            .unwrap();
        let mut rest = Vec::new();
        loop {
            let read = stream.read(&mut buf).await.unwrap();
            if read == 0 {
                break;
            }
            rest.extend_from_slice(&buf[..read]);
        }
        assert_eq!(rest, &first[8..], "stops at the end of the first record");
        let mut next = vec![0u8; second.len()];
        stream.into_inner().read_exact(&mut next).await.unwrap();
        assert_eq!(next, second, "the next record is left for the kernel");
    }
}
