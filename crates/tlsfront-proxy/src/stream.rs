//! The byte stream under one upstream connection: TCP, a Unix socket, or TLS over TCP. One
//! enum rather than a boxed trait object, so that a connection costs no allocation and no
//! dynamic call beyond its TLS session's own box.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpStream, UnixStream};
use tokio_rustls::client::TlsStream;

/// A connected upstream.
#[derive(Debug)]
pub enum UpstreamStream {
    Tcp(TcpStream),
    Unix(UnixStream),
    /// Boxed: a TLS session is most of a kilobyte and moves with the connection.
    Tls(Box<TlsStream<TcpStream>>),
    /// An in-memory pipe, for tests that must close a connection at an exact moment.
    #[cfg(test)]
    Memory(tokio::io::DuplexStream),
}

impl UpstreamStream {
    /// Whether the upstream picked HTTP/2 by ALPN (TLS only).
    pub fn negotiated_h2(&self) -> bool {
        match self {
            UpstreamStream::Tls(tls) => tls.get_ref().1.alpn_protocol() == Some(b"h2"),
            _ => false,
        }
    }
}

macro_rules! each {
    ($self:ident, $stream:ident => $body:expr) => {
        match $self.get_mut() {
            UpstreamStream::Tcp($stream) => $body,
            UpstreamStream::Unix($stream) => $body,
            UpstreamStream::Tls($stream) => $body,
            #[cfg(test)]
            UpstreamStream::Memory($stream) => $body,
        }
    };
}

impl AsyncRead for UpstreamStream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        each!(self, stream => Pin::new(stream).poll_read(cx, buf))
    }
}

impl AsyncWrite for UpstreamStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        each!(self, stream => Pin::new(stream).poll_write(cx, buf))
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        each!(self, stream => Pin::new(stream).poll_write_vectored(cx, bufs))
    }

    fn is_write_vectored(&self) -> bool {
        match self {
            UpstreamStream::Tcp(stream) => stream.is_write_vectored(),
            UpstreamStream::Unix(stream) => stream.is_write_vectored(),
            UpstreamStream::Tls(stream) => stream.is_write_vectored(),
            #[cfg(test)]
            UpstreamStream::Memory(stream) => stream.is_write_vectored(),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        each!(self, stream => Pin::new(stream).poll_flush(cx))
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        each!(self, stream => Pin::new(stream).poll_shutdown(cx))
    }
}
