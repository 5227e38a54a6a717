//! A TCP socket whose TLS records the kernel encrypts and decrypts. Data is written with plain
//! `write(2)` and `sendfile(2)`; it is read with `recvmsg(2)`, which also reports the record
//! type, so alerts and post-handshake messages (a TLS 1.3 KeyUpdate) are seen, not mistaken
//! for data.

use std::fs::File;
use std::io;
use std::os::fd::AsRawFd;

use tokio::io::{AsyncWriteExt, Interest};
use tokio::net::TcpStream;

use super::crypto_info::KernelCipher;
use super::sys;
use crate::metrics::KtlsClosed;

const RECORD_ALERT: u8 = 21;
const RECORD_HANDSHAKE: u8 = 22;
const RECORD_APPLICATION_DATA: u8 = 23;
const HANDSHAKE_KEY_UPDATE: u8 = 24;
const ALERT_CLOSE_NOTIFY: u8 = 0;
/// The largest TLS record plaintext: a read buffer this size always holds a whole record.
pub const MAX_RECORD: usize = 16 * 1024;

/// Why a kTLS read ended other than with data or a clean close.
#[derive(Debug, thiserror::Error)]
pub enum KtlsReadError {
    #[error("reading from the kTLS socket")]
    Io(#[from] io::Error),
    #[error("the client sent a TLS 1.3 KeyUpdate, which this kernel's TLS cannot follow")]
    KeyUpdate,
    #[error("the client sent a fatal alert ({0})")]
    Alert(u8),
    #[error("the client sent an unexpected TLS record (type {record_type}, first byte {first})")]
    UnexpectedRecord { record_type: u8, first: u8 },
}

impl KtlsReadError {
    /// How `tlsfront_ktls_closed_total` counts it.
    pub fn kind(&self) -> KtlsClosed {
        match self {
            KtlsReadError::Io(_) => KtlsClosed::Io,
            KtlsReadError::KeyUpdate => KtlsClosed::KeyUpdate,
            KtlsReadError::Alert(_) => KtlsClosed::Alert,
            KtlsReadError::UnexpectedRecord { .. } => KtlsClosed::UnexpectedRecord,
        }
    }
}

/// A connection after its TLS session was handed to the kernel.
#[derive(Debug)]
pub struct KtlsConnection {
    tcp: TcpStream,
    /// Plaintext rustls had already decrypted at the hand-off, read before the socket.
    drained: Vec<u8>,
    drained_at: usize,
    pub cipher: KernelCipher,
    pub tls13: bool,
}

impl KtlsConnection {
    pub(crate) fn new(tcp: TcpStream, drained: Vec<u8>, cipher: KernelCipher, tls13: bool) -> Self {
        KtlsConnection {
            tcp,
            drained,
            drained_at: 0,
            cipher,
            tls13,
        }
    }

    /// Waits until [`read`](Self::read) would make progress: plaintext left from the hand-off,
    /// or bytes on the socket.
    pub async fn readable(&self) -> io::Result<()> {
        if self.drained_at < self.drained.len() {
            return Ok(());
        }
        self.tcp.readable().await
    }

    /// Reads application data; 0 means the client closed (close_notify, or the TCP stream ended).
    /// `buf` should hold [`MAX_RECORD`] bytes, so that no record is ever split.
    pub async fn read(&mut self, buf: &mut [u8]) -> Result<usize, KtlsReadError> {
        if self.drained_at < self.drained.len() {
            let pending = &self.drained[self.drained_at..];
            let taken = pending.len().min(buf.len());
            buf[..taken].copy_from_slice(&pending[..taken]);
            self.drained_at += taken;
            if self.drained_at == self.drained.len() {
                self.drained = Vec::new();
                self.drained_at = 0;
            }
            return Ok(taken);
        }
        let fd = self.tcp.as_raw_fd();
        let (record_type, read) = self
            .tcp
            .async_io(Interest::READABLE, || sys::recv_record(fd, buf))
            .await?;
        match (record_type, buf.get(..read).unwrap_or_default()) {
            // A TCP end of stream also reads as 0 bytes of application data.
            (RECORD_APPLICATION_DATA, _) => Ok(read),
            (RECORD_ALERT, [_, ALERT_CLOSE_NOTIFY, ..]) => Ok(0),
            (RECORD_ALERT, [_, description, ..]) => Err(KtlsReadError::Alert(*description)),
            (RECORD_HANDSHAKE, [HANDSHAKE_KEY_UPDATE, ..]) if self.tls13 => {
                Err(KtlsReadError::KeyUpdate)
            }
            (record_type, bytes) => Err(KtlsReadError::UnexpectedRecord {
                record_type,
                first: bytes.first().copied().unwrap_or(0),
            }),
        }
    }

    /// Writes all of `data`; the kernel frames and encrypts it.
    pub async fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
        self.tcp.write_all(data).await
    }

    /// Sends `len` bytes of `file` from `offset` with `sendfile(2)`; the kernel encrypts them on
    /// the way out, and they never pass through user space. Returns the bytes sent.
    pub async fn sendfile_all(&mut self, file: &File, offset: u64, len: u64) -> io::Result<u64> {
        sys::sendfile_all(&self.tcp, file, offset, len).await
    }

    /// Sends close_notify, then closes the write side. Errors are ignored: the connection is
    /// ending anyway.
    pub async fn close(mut self) {
        let fd = self.tcp.as_raw_fd();
        const WARNING: u8 = 1;
        let _ = self
            .tcp
            .async_io(Interest::WRITABLE, || {
                sys::send_record(fd, RECORD_ALERT, &[WARNING, ALERT_CLOSE_NOTIFY])
            })
            .await;
        let _ = self.tcp.shutdown().await;
    }
}
