//! An HTTP/2 client for the large-file tests: the `h2` crate's client over rustls, with the
//! flow-control windows it announces chosen by the test, and a socket whose reading can be
//! stopped while the connection stays open (a client that stops reading).

use std::io;
use std::net::SocketAddr;
use std::os::fd::{AsRawFd, RawFd};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use h2::client::SendRequest;
use h2::RecvStream;
use http::{Request, Response};
use rustls::pki_types::ServerName;
use tlsfront_testkit::TlsClient;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

/// How long one step of a client may wait for the server before the test fails.
pub const STEP_TIMEOUT: Duration = Duration::from_secs(60);

/// The flow-control windows a client announces.
#[derive(Debug, Clone, Copy)]
pub struct Windows {
    /// SETTINGS_INITIAL_WINDOW_SIZE: what each stream may receive before the client releases it.
    pub stream: u32,
    /// The connection's window, shared by its streams.
    pub connection: u32,
}

/// One HTTP/2 connection to the server.
pub struct H2Connection {
    send: SendRequest<Bytes>,
    /// Stops the client reading its socket when set: the server's writes then fill the
    /// socket's buffers and wait.
    reading_stopped: Arc<AtomicBool>,
    /// The TCP socket under TLS, to ask the kernel what waits in its receive queue.
    socket: RawFd,
    /// Drives the connection; aborted when the connection is dropped.
    driver: tokio::task::JoinHandle<()>,
}

impl H2Connection {
    /// Connects to `addr` as `host` over TLS with ALPN `h2`, announcing `windows`.
    pub async fn connect(
        client: &TlsClient,
        addr: SocketAddr,
        host: &str,
        windows: Windows,
    ) -> Self {
        let tcp = TcpStream::connect(addr).await.unwrap();
        let socket = tcp.as_raw_fd();
        let reading_stopped = Arc::new(AtomicBool::new(false));
        let io = StoppableReads {
            io: tcp,
            stopped: reading_stopped.clone(),
        };
        let name = ServerName::try_from(host.to_owned()).unwrap();
        let tls = TlsConnector::from(client.config(true))
            .connect(name, io)
            .await
            .unwrap();
        assert_eq!(tls.get_ref().1.alpn_protocol(), Some(&b"h2"[..]));
        let (send, connection) = h2::client::Builder::new()
            .initial_window_size(windows.stream)
            .initial_connection_window_size(windows.connection)
            .handshake::<_, Bytes>(tls)
            .await
            .unwrap();
        let driver = tokio::spawn(async move {
            // Ends with an error when the test drops the connection; nothing to report then.
            let _ = connection.await;
        });
        H2Connection {
            send,
            reading_stopped,
            socket,
            driver,
        }
    }

    /// Sends `GET path` and waits for the response head.
    pub async fn get(&self, host: &str, path: &str) -> Response<RecvStream> {
        let request = Request::get(format!("https://{host}{path}"))
            .body(())
            .unwrap();
        let mut send = self.send.clone().ready().await.unwrap();
        let (response, _) = send.send_request(request, true).unwrap();
        tokio::time::timeout(STEP_TIMEOUT, response)
            .await
            .expect("the response head came in time")
            .unwrap()
    }

    /// From now on the client reads nothing from its socket, and releases no window.
    pub fn stop_reading(&self) {
        self.reading_stopped.store(true, Ordering::SeqCst);
    }

    /// Bytes that arrived on the socket and wait in its receive queue (FIONREAD).
    pub fn queued_bytes(&self) -> u64 {
        let mut queued: libc::c_int = 0;
        // SAFETY: FIONREAD writes one c_int through the pointer, which points to a live
        // c_int; `socket` stays open while `self.driver` owns the stream.
        let result = unsafe { libc::ioctl(self.socket, libc::FIONREAD, &mut queued) };
        assert_eq!(result, 0, "FIONREAD: {}", io::Error::last_os_error());
        queued as u64
    }
}

impl Drop for H2Connection {
    fn drop(&mut self) {
        self.driver.abort();
    }
}

/// Reads a response body to its end, releasing each piece's window as it is taken, and calls
/// `received` with the length of each piece. Returns the bytes read.
pub async fn read_body(mut body: RecvStream, mut received: impl FnMut(u64)) -> u64 {
    let mut total = 0u64;
    loop {
        let piece = tokio::time::timeout(STEP_TIMEOUT, body.data())
            .await
            .expect("the body went on in time");
        let Some(piece) = piece else { break };
        let piece = piece.unwrap();
        body.flow_control().release_capacity(piece.len()).unwrap();
        total += piece.len() as u64;
        received(piece.len() as u64);
    }
    total
}

/// A socket whose reads can be stopped for good: once stopped, a read waits forever (the
/// connection is then only dropped). Writes go on.
struct StoppableReads {
    io: TcpStream,
    stopped: Arc<AtomicBool>,
}

impl AsyncRead for StoppableReads {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.stopped.load(Ordering::SeqCst) {
            // No waker is kept: the reads never resume.
            return Poll::Pending;
        }
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl AsyncWrite for StoppableReads {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, data)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}
