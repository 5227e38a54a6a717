//! tlsfront's HTTP/1.1 server for static sites: `httparse` for the request head, `write(2)`
//! for the response head, `sendfile(2)` for file bodies on kernel-TLS sockets.
//!
//! It is the one HTTP/1.1 server: on kernel-TLS sockets, and over rustls in user space
//! (`session/http1_path.rs`). It answers through the same [`answer_request`] and
//! [`write_http1_head`] as the HTTP/2 path (`h2`), so every path sends the same head for the
//! same request. It serves GET and HEAD without request bodies: a request that carries a body
//! is answered, then the connection is closed.
//!
//! Between requests it holds no buffer at all: it waits for the socket to become readable
//! first, and only then takes a read buffer, in a boxed state that is freed before it waits
//! again, so an idle keep-alive connection costs its TLS state and a few hundred bytes of ours.

use std::fs::File;
use std::future::Future;
use std::io;
use std::mem::MaybeUninit;
use std::time::{Duration, SystemTime};

use http::{HeaderName, HeaderValue, Method, Request, Uri, Version};
use tlsfront_static::http1_head::write_http1_head;
use tlsfront_static::planner::{error_plan, PlannedBody};
use tlsfront_static::request_facts::answer_request;
use tlsfront_static::response::memory_range;
use tlsfront_static::site::{Answer, AnswerBody, StaticSite};
use tokio_util::sync::CancellationToken;

use crate::drain::FIRST_REQUEST_WHEN_DRAINING;
use crate::http1_buffers::BurstBuffers;
use crate::http1_clock::RequestClock;

/// What the raw path needs from a socket.
pub trait RawTransport {
    /// How much room a read needs (a kTLS read must hold a whole record).
    const READ_BYTES: usize;
    /// Waits until a read would make progress, holding no buffer while it waits.
    fn readable(&mut self) -> impl Future<Output = io::Result<()>>;
    /// Reads some bytes; 0 at the end of the stream.
    fn read(&mut self, buf: &mut [u8]) -> impl Future<Output = io::Result<usize>>;
    /// Reads some bytes onto the end of `buffer`, with room for at least
    /// [`READ_BYTES`](Self::READ_BYTES); returns how many, 0 at the end of the stream. This one
    /// zeroes the room first, for [`read`](Self::read); a transport that can read into a
    /// vector's spare capacity does so instead (a 4 KiB `memset` per request saved).
    fn read_appending(&mut self, buffer: &mut Vec<u8>) -> impl Future<Output = io::Result<usize>> {
        async move {
            let filled = buffer.len();
            buffer.resize(filled + Self::READ_BYTES, 0);
            let read = self.read(&mut buffer[filled..]).await;
            buffer.truncate(filled + read.as_ref().map_or(0, |read| *read));
            read
        }
    }
    /// Writes all of `data`. It may wait for [`flush`](Self::flush), or for the connection's
    /// close, to leave.
    fn write_all(&mut self, data: &[u8]) -> impl Future<Output = io::Result<()>>;
    /// Sends what was written.
    fn flush(&mut self) -> impl Future<Output = io::Result<()>>;
    /// Sends `len` bytes of `file` from `offset`; returns the bytes sent.
    fn send_file(
        &mut self,
        file: File,
        offset: u64,
        len: u64,
    ) -> impl Future<Output = io::Result<u64>>;
}

/// Limits for the HTTP/1.1 server, the server's own.
#[derive(Debug, Clone)]
pub struct RawLimits {
    pub max_header_bytes: usize,
    pub max_headers: usize,
    pub idle_timeout: Duration,
    /// The clock for `date` headers (tests fix it).
    pub clock: fn() -> SystemTime,
    /// Whether each exchange's elapsed time is measured (for the access log); without it no
    /// time is taken but the one clock reading per request (`http1_clock`).
    pub timed: bool,
}

/// One request and its answer, for metrics and the access log. It borrows the request's
/// method and path: nothing is copied for a log line that may be off.
#[derive(Debug, Clone)]
pub struct Exchange<'a> {
    pub method: &'a str,
    pub path: &'a str,
    pub status: u16,
    /// Body bytes sent, whether written or sent with sendfile.
    pub body_bytes: u64,
    /// Of those, the bytes that went out with sendfile.
    pub sendfile_bytes: u64,
    /// From the request's arrival to its answer written; zero unless [`RawLimits::timed`].
    pub elapsed: Duration,
}

/// Serves requests until the client closes, a request asks to close, the idle timeout passes or
/// `shutdown` is cancelled. Then the request in flight is finished first; a connection that has
/// had none yet is given its first (within [`FIRST_REQUEST_WHEN_DRAINING`]), so that a client
/// that connected before the drain is answered rather than cut off.
pub async fn serve_http1<T: RawTransport>(
    transport: &mut T,
    site: &StaticSite,
    limits: &RawLimits,
    shutdown: &CancellationToken,
    mut on_exchange: impl FnMut(&Exchange<'_>),
) -> io::Result<()> {
    let mut had_request = false;
    let mut clock = RequestClock::new(limits.clock, limits.idle_timeout);
    loop {
        // Idle: the connection holds this loop's small state and nothing else.
        tokio::select! {
            ready = transport.readable() => ready?,
            () = clock.idle_expired() => return Ok(()),
            // A kept-alive connection closes at once: its client sends a request that meets the
            // close again on a new connection, as HTTP clients do.
            _ = shutdown.cancelled(), if had_request => return Ok(()),
            _ = drained_for(shutdown, FIRST_REQUEST_WHEN_DRAINING), if !had_request => return Ok(()),
        }
        had_request = true;
        // Busy: the request buffer, the response head and the answer's state live in a box
        // that is freed before the connection waits again.
        let answered = Box::pin(answer_arrived(
            transport,
            site,
            limits,
            (shutdown, &mut clock),
            &mut on_exchange,
        ));
        if answered.await? == Next::Close {
            return Ok(());
        }
    }
}

/// Resolves `wait` after `shutdown` is cancelled.
pub(crate) async fn drained_for(shutdown: &CancellationToken, wait: Duration) {
    shutdown.cancelled().await;
    tokio::time::sleep(wait).await;
}

/// What a connection does once the requests that arrived are answered.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Wait for the next request.
    Wait,
    Close,
}

/// Reads and answers requests until every byte received is answered (the connection waits
/// again) or the connection is to close.
async fn answer_arrived<T: RawTransport>(
    transport: &mut T,
    site: &StaticSite,
    limits: &RawLimits,
    (shutdown, clock): (&CancellationToken, &mut RequestClock),
    on_exchange: &mut impl FnMut(&Exchange<'_>),
) -> io::Result<Next> {
    // Request bytes read and not yet answered, and the response being written: lent by the
    // thread for the burst, and given back (capacity kept) when it is answered.
    let mut buffers = BurstBuffers::lend();
    let BurstBuffers {
        request: buffer,
        response: head,
    } = &mut buffers;
    loop {
        let (request, head_len) = match parse_request_head(buffer, limits.max_headers) {
            None if buffer.len() > limits.max_header_bytes => {
                refuse(transport, 431, clock.wall_now(), on_exchange).await?;
                return Ok(Next::Close);
            }
            None => match read_more(transport, buffer, clock).await? {
                Next::Wait => continue,
                Next::Close => return Ok(Next::Close),
            },
            Some(Err(status)) => {
                refuse(transport, status, clock.wall_now(), on_exchange).await?;
                return Ok(Next::Close);
            }
            Some(Ok(parsed)) => parsed,
        };
        let keep_alive =
            wants_keep_alive(&request) && !has_body(&request) && !shutdown.is_cancelled();
        let answer = answer_request(site, &request, clock.wall_now());
        head.clear();
        head.reserve(HEAD_BYTES + inline_body_len(&answer));
        write_http1_head(&answer.plan, keep_alive, head);
        let status = answer.plan.status;
        let (body_bytes, sendfile_bytes) = write_answer(transport, head, answer).await?;
        if sendfile_bytes > 0 {
            // A body from disk may take a while: the idle time starts again after it.
            clock.arrived();
        }
        on_exchange(&Exchange {
            method: request.method().as_str(),
            path: request.uri().path(),
            status,
            body_bytes,
            sendfile_bytes,
            elapsed: match limits.timed {
                true => clock.last_arrival().elapsed(),
                false => Duration::ZERO,
            },
        });
        if !keep_alive {
            // The caller's close sends it, with the close_notify.
            return Ok(Next::Close);
        }
        transport.flush().await?;
        buffer.drain(..head_len);
        if buffer.is_empty() {
            return Ok(Next::Wait);
        }
    }
}

/// Room for a response head: every head this server writes fits.
const HEAD_BYTES: usize = 512;

/// The body bytes written with the head, in the same buffer: a text, or a cached file's range.
fn inline_body_len(answer: &Answer) -> usize {
    match (&answer.plan.body, &answer.body) {
        (PlannedBody::Text(text), _) => text.len(),
        (PlannedBody::File { len, .. }, Some(AnswerBody::Memory(_))) => {
            usize::try_from(*len).unwrap_or(0)
        }
        _ => 0,
    }
}

/// Reads more of a request into `buffer`, within the idle timeout: [`Next::Wait`] when bytes
/// came (the head is parsed again), [`Next::Close`] when the client closed or stayed silent.
async fn read_more<T: RawTransport>(
    transport: &mut T,
    buffer: &mut Vec<u8>,
    clock: &mut RequestClock,
) -> io::Result<Next> {
    let read = tokio::select! {
        read = transport.read_appending(buffer) => read?,
        () = clock.idle_expired() => return Ok(Next::Close),
    };
    clock.arrived();
    Ok(if read == 0 { Next::Close } else { Next::Wait })
}

/// Writes an answer whose head is in `head`, with its body: a text or a cached file's bytes
/// in the same write, a file from disk with [`RawTransport::send_file`]. Returns the body
/// bytes sent, and of those the ones sent from the file.
async fn write_answer<T: RawTransport>(
    transport: &mut T,
    head: &mut Vec<u8>,
    answer: Answer,
) -> io::Result<(u64, u64)> {
    match (&answer.plan.body, answer.body) {
        (PlannedBody::Text(text), _) => {
            head.extend_from_slice(text.as_bytes());
            transport.write_all(head).await?;
            Ok((text.len() as u64, 0))
        }
        (PlannedBody::File { offset, len }, Some(AnswerBody::File(file))) => {
            transport.write_all(head).await?;
            let sent = transport.send_file(file, *offset, *len).await?;
            Ok((sent, sent))
        }
        // Not on the kTLS path, whose site has no file cache; answered all the same.
        (PlannedBody::File { offset, len }, Some(AnswerBody::Memory(bytes))) => {
            let range = memory_range(&bytes, *offset, *len)
                .ok_or_else(|| io::Error::other("bug: plan has a range outside the cached file"))?;
            head.extend_from_slice(&range);
            transport.write_all(head).await?;
            Ok((range.len() as u64, 0))
        }
        _ => {
            transport.write_all(head).await?;
            Ok((0, 0))
        }
    }
}

/// Answers a request that cannot be parsed, then ends the connection. It is counted and logged
/// like any other request, with `-` for the method and path it did not have.
pub(crate) async fn refuse<T: RawTransport>(
    transport: &mut T,
    status: u16,
    now: SystemTime,
    on_exchange: &mut impl FnMut(&Exchange<'_>),
) -> io::Result<()> {
    let plan = error_plan(status, now);
    let mut head = Vec::new();
    write_http1_head(&plan, false, &mut head);
    let mut body_bytes = 0;
    if let PlannedBody::Text(text) = plan.body {
        head.extend_from_slice(text.as_bytes());
        body_bytes = text.len() as u64;
    }
    on_exchange(&Exchange {
        method: "-",
        path: "-",
        status,
        body_bytes,
        sendfile_bytes: 0,
        elapsed: Duration::ZERO,
    });
    transport.write_all(&head).await
}

/// Header slots kept on the stack: the default `max_headers` (100) fits.
const STACK_HEADERS: usize = 128;

/// Parses a request head from the start of `bytes`: `None` while it is incomplete, the request
/// and the head's length once it is whole, or the status to refuse it with (400, or 431 for too
/// many headers).
pub fn parse_request_head(
    bytes: &[u8],
    max_headers: usize,
) -> Option<Result<(Request<()>, usize), u16>> {
    // On the stack up to the default limit, and uninitialised: no allocation per request.
    let mut on_stack = [MaybeUninit::<httparse::Header<'_>>::uninit(); STACK_HEADERS];
    let mut on_heap = Vec::new();
    let headers = if max_headers <= STACK_HEADERS {
        &mut on_stack[..max_headers]
    } else {
        on_heap.resize(max_headers, MaybeUninit::uninit());
        &mut on_heap[..]
    };
    let mut request = httparse::Request::new(&mut []);
    match request.parse_with_uninit_headers(bytes, headers) {
        Ok(httparse::Status::Complete(head_len)) => {
            Some(to_http_request(&request).map(|r| (r, head_len)))
        }
        Ok(httparse::Status::Partial) => None,
        Err(httparse::Error::TooManyHeaders) => Some(Err(431)),
        Err(_) => Some(Err(400)),
    }
}

fn to_http_request(parsed: &httparse::Request<'_, '_>) -> Result<Request<()>, u16> {
    let method = Method::from_bytes(parsed.method.unwrap_or("").as_bytes()).map_err(|_| 400u16)?;
    let uri: Uri = parsed.path.unwrap_or("").parse().map_err(|_| 400u16)?;
    let version = match parsed.version {
        Some(0) => Version::HTTP_10,
        _ => Version::HTTP_11,
    };
    let mut request = Request::builder()
        .method(method)
        .uri(uri)
        .version(version)
        .body(())
        .map_err(|_| 400u16)?;
    let headers = request.headers_mut();
    for header in parsed.headers.iter() {
        let name = HeaderName::from_bytes(header.name.as_bytes()).map_err(|_| 400u16)?;
        let value = HeaderValue::from_bytes(header.value).map_err(|_| 400u16)?;
        headers.append(name, value);
    }
    Ok(request)
}

/// HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 is answered, then closed.
fn wants_keep_alive(request: &Request<()>) -> bool {
    if request.version() != Version::HTTP_11 {
        return false;
    }
    !request
        .headers()
        .get_all(http::header::CONNECTION)
        .iter()
        .any(|value| {
            value
                .to_str()
                .map(|v| v.split(',').any(|t| t.trim().eq_ignore_ascii_case("close")))
                .unwrap_or(false)
        })
}

/// A request body is never read; its bytes would be taken for the next request, so the
/// connection closes after the answer.
fn has_body(request: &Request<()>) -> bool {
    let headers = request.headers();
    headers.contains_key(http::header::TRANSFER_ENCODING)
        || headers
            .get(http::header::CONTENT_LENGTH)
            .map(|value| {
                value
                    .to_str()
                    .ok()
                    .and_then(|v| v.trim().parse::<u64>().ok())
                    != Some(0)
            })
            .unwrap_or(false)
}

#[cfg(feature = "test-support")]
pub use plain_tcp::PlainTcp;

#[cfg(feature = "test-support")]
mod plain_tcp {
    use std::fs::File;
    use std::io;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;

    use super::RawTransport;

    /// The raw path over a plain TCP socket, for tests only (the `test-support` feature): how
    /// they compare it with hyper on a machine without kernel TLS, with the same `sendfile(2)`
    /// loop the kTLS socket uses.
    #[derive(Debug)]
    pub struct PlainTcp(pub TcpStream);

    impl RawTransport for PlainTcp {
        const READ_BYTES: usize = 4096;

        async fn readable(&mut self) -> io::Result<()> {
            self.0.readable().await
        }

        async fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.0.read(buf).await
        }

        async fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
            AsyncWriteExt::write_all(&mut self.0, data).await
        }

        async fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }

        async fn send_file(&mut self, file: File, offset: u64, len: u64) -> io::Result<u64> {
            crate::ktls::sendfile_all(&self.0, &file, offset, len).await
        }
    }
}
