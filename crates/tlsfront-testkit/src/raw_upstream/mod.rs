//! A raw recording upstream: a plain TCP server on a loopback port that keeps every byte each
//! connection sent, parses requests strictly ([`strict`]) and answers each complete one with
//! `200` and a body that names it, so a test can tell which client got which answer.
//!
//! Unlike [`TestUpstream`](crate::TestUpstream), which is hyper and so forgives what hyper
//! forgives, this one names every framing two parsers could read differently AMBIGUOUS,
//! answers it `400` and closes. It speaks HTTP/1.1 with keep-alive: one connection may carry
//! many requests, as a proxy's pooled connections do.
//!
//! Each answer is `200 OK` with `X-Seen: seq=N case=TAG target=T` and a Content-Length body
//! saying the same (none for HEAD). `N` counts the requests this upstream has seen, `TAG` is
//! the request's `X-Case` header. A request with an `Upgrade` header, or whose path ends in
//! `/reply-101`, is answered as an application that switches (or a hostile one that switches
//! unasked): `101 Switching Protocols`, then at once a `200` nobody asked for
//! (`X-Seen: poison`), then HTTP/1.1 as before on the same connection. A proxy that reuses
//! that connection, or tunnels what it should not, hands the poison to someone, and whatever
//! it tunnels is parsed and recorded as requests.

mod strict;

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use strict::{parse_body, parse_head, BodyParse, Framing, Head, HeadParse};

/// A request as the upstream saw it.
#[derive(Debug, Clone)]
pub struct SeenRequest {
    /// This upstream's count of requests, from 1, in the order they were answered or ended.
    pub seq: u64,
    /// Which connection carried it (its index in [`RawUpstream::connections`]).
    pub connection: usize,
    pub method: String,
    pub target: String,
    pub version: String,
    /// Each header line as sent, without its line end.
    pub header_lines: Vec<Vec<u8>>,
    /// The body's bytes (de-chunked), or as much as arrived.
    pub body: Vec<u8>,
    pub state: SeenState,
}

/// How far a request got.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeenState {
    /// Framed without doubt and whole: answered 200.
    Complete,
    /// Framed so that parsers could disagree (the reason): answered 400, connection closed.
    Ambiguous(String),
    /// The connection ended before the request was whole.
    Incomplete,
}

/// Everything one connection sent.
#[derive(Debug, Clone, Default)]
pub struct ConnectionLog {
    pub received: Vec<u8>,
    pub open: bool,
    /// Bytes of a request not yet whole are waiting.
    pub mid_request: bool,
}

/// The upstream, serving on threads of its own until dropped.
#[derive(Debug)]
pub struct RawUpstream {
    addr: SocketAddr,
    shared: Arc<Shared>,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    stopping: AtomicBool,
}

#[derive(Debug, Default)]
struct State {
    next_seq: u64,
    requests: Vec<SeenRequest>,
    connections: Vec<ConnectionLog>,
    /// Each open connection's socket (by connection index), to shut when the upstream stops.
    sockets: Vec<Option<TcpStream>>,
}

impl SeenRequest {
    /// Each header's name and trimmed value, lossily decoded.
    pub fn fields(&self) -> Vec<(String, String)> {
        strict::fields(&self.header_lines)
    }

    /// The values of every header named `name` (case-insensitive).
    pub fn values(&self, name: &str) -> Vec<String> {
        strict::values(&self.header_lines, name)
    }

    /// The `X-Case` header, which names the test case that sent the request.
    pub fn case_tag(&self) -> Option<String> {
        self.values("x-case").into_iter().next()
    }
}

impl RawUpstream {
    /// Starts on a free loopback port.
    pub fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port for the upstream");
        let addr = listener.local_addr().expect("a bound address");
        let shared = Arc::new(Shared::default());
        let accepting = shared.clone();
        std::thread::spawn(move || accept_loop(listener, accepting));
        RawUpstream { addr, shared }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Every request seen so far, in the order they were answered or ended.
    pub fn requests(&self) -> Vec<SeenRequest> {
        self.state().requests.clone()
    }

    /// How many requests have been recorded so far.
    pub fn request_count(&self) -> usize {
        self.state().requests.len()
    }

    /// Every connection so far, in the order they were accepted.
    pub fn connections(&self) -> Vec<ConnectionLog> {
        self.state().connections.clone()
    }

    /// Waits until no connection holds part of a request (a proxy that gave up on one closes
    /// its connection, which records it as incomplete), at most `bound`. Says whether that
    /// happened.
    pub fn settle(&self, bound: Duration) -> bool {
        let deadline = Instant::now() + bound;
        loop {
            if !self.state().connections.iter().any(|c| c.mid_request) {
                return true;
            }
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.shared.state.lock().expect("upstream state lock")
    }
}

impl Drop for RawUpstream {
    fn drop(&mut self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        // Wakes the accept loop so that it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        for socket in self.state().sockets.iter().flatten() {
            let _ = socket.shutdown(Shutdown::Both);
        }
    }
}

fn accept_loop(listener: TcpListener, shared: Arc<Shared>) {
    for tcp in listener.incoming() {
        if shared.stopping.load(Ordering::SeqCst) {
            return;
        }
        let Ok(tcp) = tcp else { continue };
        let _ = tcp.set_nodelay(true);
        let id = {
            let mut state = shared.state.lock().expect("upstream state lock");
            state.connections.push(ConnectionLog {
                open: true,
                ..ConnectionLog::default()
            });
            state.sockets.push(tcp.try_clone().ok());
            state.connections.len() - 1
        };
        let shared = shared.clone();
        std::thread::spawn(move || {
            Connection {
                tcp,
                id,
                shared: shared.clone(),
                buffer: Vec::new(),
                head: None,
            }
            .serve();
            let mut state = shared.state.lock().expect("upstream state lock");
            state.connections[id].open = false;
            state.connections[id].mid_request = false;
            // Dropping the last handle closes the socket: the peer sees the end.
            if let Some(socket) = state.sockets[id].take() {
                let _ = socket.shutdown(Shutdown::Both);
            }
        });
    }
}

/// One connection's requests, parsed as they arrive.
struct Connection {
    tcp: TcpStream,
    id: usize,
    shared: Arc<Shared>,
    /// Bytes received and not yet part of a request answered.
    buffer: Vec<u8>,
    /// A head already read whose body is still coming.
    head: Option<Head>,
}

/// What to do after the bytes so far.
enum Next {
    Read,
    Close,
}

impl Connection {
    fn serve(mut self) {
        let mut chunk = vec![0u8; 64 * 1024];
        loop {
            if let Next::Close = self.answer_what_is_whole() {
                return;
            }
            self.mark_mid_request();
            let read = match self.tcp.read(&mut chunk) {
                Ok(0) | Err(_) => 0,
                Ok(read) => read,
            };
            if read == 0 {
                self.record_unfinished();
                return;
            }
            self.buffer.extend_from_slice(&chunk[..read]);
            let mut state = self.shared.state.lock().expect("upstream state lock");
            state.connections[self.id]
                .received
                .extend_from_slice(&chunk[..read]);
        }
    }

    /// Answers every request the buffer holds whole.
    fn answer_what_is_whole(&mut self) -> Next {
        loop {
            let head = match self.head.take() {
                Some(head) => head,
                None => match parse_head(&self.buffer) {
                    HeadParse::Partial => return Next::Read,
                    HeadParse::Done(head) => {
                        self.buffer.drain(..head.length.min(self.buffer.len()));
                        if let Some(reason) = head.ambiguity.clone() {
                            return self.refuse(head, Vec::new(), reason);
                        }
                        let expects = head
                            .values("expect")
                            .iter()
                            .any(|v| v.eq_ignore_ascii_case("100-continue"));
                        if expects && head.framing != Framing::None {
                            let _ = self.tcp.write_all(b"HTTP/1.1 100 Continue\r\n\r\n");
                        }
                        head
                    }
                },
            };
            match parse_body(head.framing, &self.buffer) {
                BodyParse::Partial => {
                    self.head = Some(head);
                    return Next::Read;
                }
                BodyParse::Ambiguous(reason) => {
                    let body = std::mem::take(&mut self.buffer);
                    return self.refuse(head, body, reason);
                }
                BodyParse::Done { body, used } => {
                    self.buffer.drain(..used);
                    if let Next::Close = self.answer(head, body) {
                        return Next::Close;
                    }
                }
            }
        }
    }

    fn answer(&mut self, head: Head, body: Vec<u8>) -> Next {
        let closes = head
            .values("connection")
            .iter()
            .any(|v| v.eq_ignore_ascii_case("close"))
            || head.version == "HTTP/1.0";
        // An application that switches whenever asked, and a hostile one that switches unasked.
        let switches = !head.values("upgrade").is_empty()
            || head
                .target
                .split('?')
                .next()
                .is_some_and(|path| path.ends_with("/reply-101"));
        // A WebSocket application answers the handshake properly (RFC 6455 §4.2.2); anything
        // else that switches says h2c, as a hostile application would.
        let websocket_accept = strict::values(&head.lines, "sec-websocket-key")
            .into_iter()
            .next()
            .filter(|_| {
                head.values("upgrade")
                    .iter()
                    .any(|v| v.eq_ignore_ascii_case("websocket"))
            })
            .map(|key| {
                tokio_tungstenite::tungstenite::handshake::derive_accept_key(key.trim().as_bytes())
            });
        let (method, target) = (head.method.clone(), head.target.clone());
        let tag = strict::values(&head.lines, "x-case")
            .into_iter()
            .next()
            .unwrap_or_else(|| "-".into());
        let seq = self.record(head, body, SeenState::Complete);
        let seen = format!("seq={seq} case={tag} target={target}");
        let mut response = Vec::new();
        if switches {
            match websocket_accept {
                Some(accept) => response.extend_from_slice(
                    format!(
                        "HTTP/1.1 101 Switching Protocols\r\nConnection: upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Accept: {accept}\r\n\r\n"
                    )
                    .as_bytes(),
                ),
                None => response.extend_from_slice(
                    b"HTTP/1.1 101 Switching Protocols\r\nConnection: upgrade\r\nUpgrade: h2c\r\n\r\n",
                ),
            }
            response.extend_from_slice(&ok_response("poison", method == "HEAD", false));
        } else {
            response.extend_from_slice(&ok_response(&seen, method == "HEAD", closes));
        }
        if self.tcp.write_all(&response).is_err() || closes {
            let _ = self.tcp.shutdown(Shutdown::Both);
            return Next::Close;
        }
        Next::Read
    }

    fn refuse(&mut self, head: Head, body: Vec<u8>, reason: String) -> Next {
        self.record(head, body, SeenState::Ambiguous(reason));
        let _ = self.tcp.write_all(
            b"HTTP/1.1 400 Bad Request\r\nX-Seen: ambiguous\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        );
        let _ = self.tcp.shutdown(Shutdown::Both);
        Next::Close
    }

    /// Records what was left when the connection ended: a head and part of its body, or part
    /// of a head.
    fn record_unfinished(&mut self) {
        if let Some(head) = self.head.take() {
            let body = std::mem::take(&mut self.buffer);
            self.record(head, body, SeenState::Incomplete);
        } else if !self.buffer.is_empty() {
            let mut padded = std::mem::take(&mut self.buffer);
            padded.extend_from_slice(b"\r\n\r\n");
            if let HeadParse::Done(head) = parse_head(&padded) {
                self.record(head, Vec::new(), SeenState::Incomplete);
            }
        }
    }

    fn record(&mut self, head: Head, body: Vec<u8>, state: SeenState) -> u64 {
        let mut shared = self.shared.state.lock().expect("upstream state lock");
        shared.next_seq += 1;
        let seq = shared.next_seq;
        shared.requests.push(SeenRequest {
            seq,
            connection: self.id,
            method: head.method,
            target: head.target,
            version: head.version,
            header_lines: head.lines,
            body,
            state,
        });
        seq
    }

    fn mark_mid_request(&self) {
        let mid = self.head.is_some() || !self.buffer.is_empty();
        let mut state = self.shared.state.lock().expect("upstream state lock");
        state.connections[self.id].mid_request = mid;
    }
}

/// A `200` whose header and body name what it answers.
fn ok_response(seen: &str, head_only: bool, closes: bool) -> Vec<u8> {
    let body = format!("{seen}\n");
    let mut response = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Seen: {seen}\r\nContent-Length: {}\r\n",
        body.len()
    );
    if closes {
        response.push_str("Connection: close\r\n");
    }
    response.push_str("\r\n");
    if !head_only {
        response.push_str(&body);
    }
    response.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exchange(upstream: &RawUpstream, bytes: &[u8]) -> String {
        let mut tcp = TcpStream::connect(upstream.addr()).unwrap();
        tcp.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        tcp.write_all(bytes).unwrap();
        tcp.shutdown(Shutdown::Write).unwrap();
        let mut answer = String::new();
        tcp.read_to_string(&mut answer).unwrap();
        answer
    }

    #[test]
    fn pipelined_requests_are_answered_and_recorded_in_order() {
        let upstream = RawUpstream::start();
        let answer = exchange(
            &upstream,
            b"POST /a HTTP/1.1\r\nHost: x\r\nX-Case: one\r\nTransfer-Encoding: chunked\r\n\r\n\
              5\r\nhello\r\n0\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\nX-Case: two\r\n\r\n",
        );
        assert!(
            answer.contains("X-Seen: seq=1 case=one target=/a\r\n"),
            "{answer}"
        );
        assert!(
            answer.contains("X-Seen: seq=2 case=two target=/b\r\n"),
            "{answer}"
        );
        assert!(upstream.settle(Duration::from_secs(5)));
        let seen = upstream.requests();
        assert_eq!(seen.len(), 2);
        assert_eq!(
            (seen[0].body.as_slice(), &seen[0].state),
            (&b"hello"[..], &SeenState::Complete)
        );
        assert_eq!(seen[1].case_tag().as_deref(), Some("two"));
        assert_eq!(seen[0].connection, seen[1].connection);
    }

    #[test]
    fn ambiguous_framing_is_refused_and_a_cut_request_recorded() {
        let upstream = RawUpstream::start();
        let answer = exchange(
            &upstream,
            b"POST /a HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        );
        assert!(answer.starts_with("HTTP/1.1 400 "), "{answer}");
        exchange(
            &upstream,
            b"POST /b HTTP/1.1\r\nContent-Length: 10\r\n\r\nhel",
        );
        assert!(upstream.settle(Duration::from_secs(5)));
        let seen = upstream.requests();
        assert!(matches!(seen[0].state, SeenState::Ambiguous(_)), "{seen:?}");
        assert_eq!(
            (seen[1].body.as_slice(), &seen[1].state),
            (&b"hel"[..], &SeenState::Incomplete)
        );
        assert_eq!(
            upstream.connections()[1].received,
            b"POST /b HTTP/1.1\r\nContent-Length: 10\r\n\r\nhel"
        );
    }
}
