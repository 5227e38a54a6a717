//! One case's exchange on the wire: a TLS connection to the proxy, the case's bytes or frames
//! written, and what came back, per request.

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::time::Duration;

use rustls::{ClientConnection, StreamOwned};

use super::case::{fill, Case, H2Frame, Send, Step};
use crate::raw_h2::{self, Frame, StreamEnd};
use crate::TlsClient;

/// How long the client waits for the proxy at any one point before it gives up on it.
const PATIENCE: Duration = Duration::from_secs(5);

type Tls = StreamOwned<ClientConnection, TcpStream>;

/// What one request came to, from the client's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Got {
    /// A final response: its status, its `X-Seen` header (the upstream's name for what it
    /// answered), the interim statuses before it, and an HTTP/2 reset that followed it.
    Response {
        status: u16,
        seen: Option<String>,
        interim: Vec<u16>,
        reset: Option<u32>,
    },
    /// HTTP/2: RST_STREAM with this code, or GOAWAY with this code.
    Reset(u32),
    GoAway(u32),
    /// No answer: the connection ended, or stayed silent, or never came up.
    Nothing(String),
}

/// Where the case runs, and how to reach it.
#[derive(Debug, Clone)]
pub struct Target {
    pub addr: SocketAddr,
    pub ca_pem: String,
}

/// Runs a case's exchange; returns what came back, per request (HTTP/1.1: every final
/// response in order, then how the connection ended).
pub fn run(target: &Target, case: &Case) -> Vec<Got> {
    let port = target.addr.port();
    match &case.send {
        Send::Http1(steps) => {
            let steps: Vec<Filled> = steps
                .iter()
                .map(|step| Filled::from_step(step, case.name, port))
                .collect();
            let heads: Vec<bool> = case
                .answers
                .iter()
                .map(|a| matches!(a, super::case::Answer::Forwarded { method: "HEAD", .. }))
                .collect();
            let final_count = case
                .answers
                .iter()
                .filter(|a| !matches!(a, super::case::Answer::Unanswered))
                .count();
            http1(target, case.host, &steps, &heads, final_count)
        }
        Send::Http2(frames) => http2(target, case.host, frames, case.name, port),
    }
}

/// A request the victim sends after every case, on a new connection for the other tenant.
pub fn victim(target: &Target, case_name: &str) -> Got {
    let text = format!(
        "GET /victim/{case_name} HTTP/1.1\r\nHost: {host}\r\nX-Case: victim:{case_name}\r\n\r\n",
        host = super::case::VICTIM_HOST
    );
    let got = http1(
        target,
        super::case::VICTIM_HOST,
        &[Filled::Write(text.into_bytes())],
        &[false],
        1,
    );
    got.into_iter()
        .next()
        .unwrap_or_else(|| Got::Nothing("no answer".into()))
}

/// A step with its placeholders filled.
enum Filled {
    Write(Vec<u8>),
    Read(usize),
    AwaitContinue,
    CloseWrite,
}

impl Filled {
    fn from_step(step: &Step, name: &str, port: u16) -> Filled {
        match step {
            Step::Write(text) => Filled::Write(fill(text, name, port).into_bytes()),
            Step::Read(count) => Filled::Read(*count),
            Step::AwaitContinue => Filled::AwaitContinue,
            Step::CloseWrite => Filled::CloseWrite,
        }
    }
}

fn connect(target: &Target, host: &str, alpn: &[u8]) -> Result<Tls, Got> {
    TlsClient::new(&target.ca_pem)
        .alpn(&[alpn])
        .io_timeout(PATIENCE)
        .connect(target.addr, Some(host))
        .map(|outcome| outcome.stream)
        .map_err(|err| Got::Nothing(format!("no TLS session: {err}")))
}

fn http1(
    target: &Target,
    host: &str,
    steps: &[Filled],
    heads: &[bool],
    final_count: usize,
) -> Vec<Got> {
    let tls = match connect(target, host, b"http/1.1") {
        Ok(tls) => tls,
        Err(got) => return vec![got],
    };
    let mut exchange = Http1 {
        tls,
        reader: Responses::default(),
        heads,
        got: Vec::new(),
        interim: Vec::new(),
    };
    let mut closed_write = false;
    let mut ended = None;
    for step in steps {
        ended = match step {
            Filled::Write(bytes) => exchange
                .tls
                .write_all(bytes)
                .and_then(|()| exchange.tls.flush())
                .err()
                .map(|err| format!("writing: {err}")),
            Filled::Read(count) => exchange.read_until(*count),
            Filled::AwaitContinue => exchange.await_continue(),
            Filled::CloseWrite => {
                closed_write = true;
                close_write(&mut exchange.tls);
                None
            }
        };
        if ended.is_some() {
            break;
        }
    }
    if ended.is_none() {
        ended = exchange.read_until(final_count);
    }
    if ended.is_none() {
        // Whatever else comes before the connection ends is an answer nobody asked for.
        if !closed_write {
            close_write(&mut exchange.tls);
        }
        ended = exchange.read_until(usize::MAX);
    }
    let mut got = exchange.got;
    got.push(Got::Nothing(ended.unwrap_or_else(|| "closed".into())));
    got
}

/// An HTTP/1.1 exchange in progress.
struct Http1<'a> {
    tls: Tls,
    reader: Responses,
    /// Whether each request, in order, is a HEAD (its response has no body).
    heads: &'a [bool],
    got: Vec<Got>,
    /// Interim statuses read since the last final response.
    interim: Vec<u16>,
}

impl Http1<'_> {
    /// Reads until `count` final responses have come; says how the connection ended if it
    /// did first.
    fn read_until(&mut self, count: usize) -> Option<String> {
        while self.got.len() < count {
            let head_only = self.heads.get(self.got.len()).copied().unwrap_or(false);
            match self.reader.next(&mut self.tls, head_only) {
                // 101 is final: the connection is no longer HTTP after it.
                Ok((status, _)) if status < 200 && status != 101 => self.interim.push(status),
                Ok((status, seen)) => self.got.push(Got::Response {
                    status,
                    seen,
                    interim: std::mem::take(&mut self.interim),
                    reset: None,
                }),
                Err(end) => return Some(end),
            }
            // After a 101 the connection is a tunnel: nothing more is HTTP.
            if matches!(self.got.last(), Some(Got::Response { status: 101, .. })) {
                return Some("switched protocols".into());
            }
        }
        None
    }

    fn await_continue(&mut self) -> Option<String> {
        match self.reader.next(&mut self.tls, false) {
            Ok((100, _)) => None,
            Ok((status, seen)) => {
                self.got.push(Got::Response {
                    status,
                    seen,
                    interim: Vec::new(),
                    reset: None,
                });
                Some("a final response instead of 100 Continue".into())
            }
            Err(end) => Some(end),
        }
    }
}

/// Sends close_notify and shuts the socket for writing; the server sees the end of the
/// client's bytes.
fn close_write(tls: &mut Tls) {
    tls.conn.send_close_notify();
    while tls.conn.wants_write() {
        if tls.conn.write_tls(&mut tls.sock).is_err() {
            break;
        }
    }
    let _ = tls.sock.shutdown(Shutdown::Write);
}

fn http2(target: &Target, host: &str, frames: &[H2Frame], name: &str, port: u16) -> Vec<Got> {
    let mut tls = match connect(target, host, b"h2") {
        Ok(tls) => tls,
        Err(got) => return vec![got],
    };
    if tls.conn.alpn_protocol() != Some(b"h2") {
        return vec![Got::Nothing("the server did not choose h2".into())];
    }
    let bytes = |text: &str| fill(text, name, port).into_bytes();
    let mut streams = Vec::new();
    let frames: Vec<Frame> = frames
        .iter()
        .map(|frame| match frame {
            H2Frame::Headers {
                stream,
                fields,
                end_stream,
            } => {
                if !streams.contains(stream) {
                    streams.push(*stream);
                }
                let fields: Vec<(Vec<u8>, Vec<u8>)> =
                    fields.iter().map(|(n, v)| (bytes(n), bytes(v))).collect();
                Frame::headers(*stream, &fields, *end_stream)
            }
            H2Frame::Data {
                stream,
                text,
                end_stream,
            } => Frame::data(*stream, &bytes(text), *end_stream),
        })
        .collect();
    let ends = raw_h2::exchange(&mut tls, &frames, &streams);
    close_write(&mut tls);
    ends.into_iter()
        .map(|end| match end {
            StreamEnd::Response {
                status,
                fields,
                reset,
                ..
            } => Got::Response {
                status,
                seen: fields
                    .iter()
                    .find(|(name, _)| name == "x-seen")
                    .map(|(_, value)| value.clone()),
                interim: Vec::new(),
                reset,
            },
            StreamEnd::Reset(code) => Got::Reset(code),
            StreamEnd::GoAway(code) => Got::GoAway(code),
            StreamEnd::Unanswered(why) => Got::Nothing(why),
        })
        .collect()
}

/// HTTP/1.1 responses read one after another from a connection.
#[derive(Default)]
struct Responses {
    buffer: Vec<u8>,
}

impl Responses {
    /// The next response's status and `X-Seen` header; its body is read and dropped.
    fn next(&mut self, tls: &mut Tls, head_only: bool) -> Result<(u16, Option<String>), String> {
        let head_end = loop {
            if let Some(at) = self.buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break at + 4;
            }
            self.fill(tls)?;
        };
        let head = String::from_utf8_lossy(&self.buffer[..head_end]).into_owned();
        self.buffer.drain(..head_end);
        let mut lines = head.split("\r\n");
        let status: u16 = lines
            .next()
            .and_then(|line| line.split(' ').nth(1))
            .and_then(|code| code.parse().ok())
            .ok_or_else(|| format!("not a response: {:?}", head.lines().next()))?;
        let fields: Vec<(String, String)> = lines
            .filter_map(|line| line.split_once(':'))
            .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
            .collect();
        let field = |name: &str| {
            fields
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
        };
        let no_body = head_only || status < 200 || status == 204 || status == 304;
        if !no_body {
            if field("transfer-encoding").is_some() {
                self.skip_chunked(tls)?;
            } else if let Some(length) = field("content-length") {
                let length: usize = length.parse().map_err(|_| "a bad Content-Length")?;
                while self.buffer.len() < length {
                    self.fill(tls)?;
                }
                self.buffer.drain(..length);
            } else {
                // Delimited by the end of the connection.
                while self.fill(tls).is_ok() {}
                self.buffer.clear();
            }
        }
        Ok((status, field("x-seen")))
    }

    fn skip_chunked(&mut self, tls: &mut Tls) -> Result<(), String> {
        loop {
            let line_end = loop {
                if let Some(at) = self.buffer.windows(2).position(|w| w == b"\r\n") {
                    break at;
                }
                self.fill(tls)?;
            };
            let size_text = String::from_utf8_lossy(&self.buffer[..line_end]).into_owned();
            let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
                .map_err(|_| format!("a bad chunk size {size_text:?}"))?;
            self.buffer.drain(..line_end + 2);
            if size == 0 {
                // Trailers, if any, end with an empty line.
                while !self.buffer.starts_with(b"\r\n") {
                    match self.buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                        Some(at) => {
                            self.buffer.drain(..at + 2);
                        }
                        None => self.fill(tls)?,
                    }
                }
                self.buffer.drain(..2);
                return Ok(());
            }
            while self.buffer.len() < size + 2 {
                self.fill(tls)?;
            }
            self.buffer.drain(..size + 2);
        }
    }

    /// Reads more bytes; the error says how the connection ended.
    fn fill(&mut self, tls: &mut Tls) -> Result<(), String> {
        let mut chunk = [0u8; 16 * 1024];
        match tls.read(&mut chunk) {
            Ok(0) => Err("closed".into()),
            Ok(read) => {
                self.buffer.extend_from_slice(&chunk[..read]);
                Ok(())
            }
            Err(err) if matches!(err.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                Err("silent (timed out)".into())
            }
            Err(err) if err.kind() == ErrorKind::UnexpectedEof => Err("closed".into()),
            Err(err) => Err(format!("closed ({err})")),
        }
    }
}
