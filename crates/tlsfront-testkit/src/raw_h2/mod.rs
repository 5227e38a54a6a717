//! A raw HTTP/2 client: frames written byte by byte, header blocks encoded by [`hpack`]'s
//! minimal encoder, so a test can send what a well-behaved HTTP/2 library refuses to
//! (upper-case names, connection-specific headers, a content-length its DATA contradicts).
//! It reads the server's answers back per stream: a response, a reset, or a GOAWAY.

pub mod hpack;
mod huffman;

use std::collections::BTreeMap;
use std::io::{self, Read, Write};

/// The client connection preface (RFC 9113 §3.4).
pub const PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

pub const DATA: u8 = 0x0;
pub const HEADERS: u8 = 0x1;
pub const RST_STREAM: u8 = 0x3;
pub const SETTINGS: u8 = 0x4;
pub const PING: u8 = 0x6;
pub const GOAWAY: u8 = 0x7;
pub const WINDOW_UPDATE: u8 = 0x8;
pub const CONTINUATION: u8 = 0x9;

pub const END_STREAM: u8 = 0x1;
pub const ACK: u8 = 0x1;
pub const END_HEADERS: u8 = 0x4;

/// The largest frame payload a peer must accept (SETTINGS_MAX_FRAME_SIZE's initial value).
const MAX_FRAME: usize = 16_384;

/// One frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub kind: u8,
    pub flags: u8,
    pub stream: u32,
    pub payload: Vec<u8>,
}

impl Frame {
    /// The frame's bytes: the 9-byte header, then the payload.
    pub fn encode(&self) -> Vec<u8> {
        let length = self.payload.len() as u32;
        let mut out = length.to_be_bytes()[1..].to_vec();
        out.push(self.kind);
        out.push(self.flags);
        out.extend_from_slice(&(self.stream & 0x7fff_ffff).to_be_bytes());
        out.extend_from_slice(&self.payload);
        out
    }

    /// A HEADERS frame carrying `fields`, encoded as literals.
    pub fn headers(stream: u32, fields: &[hpack::Field], end_stream: bool) -> Frame {
        Frame {
            kind: HEADERS,
            flags: END_HEADERS | if end_stream { END_STREAM } else { 0 },
            stream,
            payload: hpack::encode(fields),
        }
    }

    pub fn data(stream: u32, bytes: &[u8], end_stream: bool) -> Frame {
        Frame {
            kind: DATA,
            flags: if end_stream { END_STREAM } else { 0 },
            stream,
            payload: bytes.to_vec(),
        }
    }

    /// SETTINGS with no parameters: the initial values stand.
    pub fn settings() -> Frame {
        Frame {
            kind: SETTINGS,
            flags: 0,
            stream: 0,
            payload: Vec::new(),
        }
    }

    pub fn goaway(last_stream: u32, code: u32) -> Frame {
        let mut payload = last_stream.to_be_bytes().to_vec();
        payload.extend_from_slice(&code.to_be_bytes());
        Frame {
            kind: GOAWAY,
            flags: 0,
            stream: 0,
            payload,
        }
    }

    fn window_update(stream: u32, increment: u32) -> Frame {
        Frame {
            kind: WINDOW_UPDATE,
            flags: 0,
            stream,
            payload: increment.to_be_bytes().to_vec(),
        }
    }

    /// The first four payload bytes as a number: RST_STREAM's error code.
    fn code(&self) -> u32 {
        self.word(0)
    }

    fn word(&self, at: usize) -> u32 {
        let mut bytes = [0u8; 4];
        if let Some(slice) = self.payload.get(at..at + 4) {
            bytes.copy_from_slice(slice);
        }
        u32::from_be_bytes(bytes)
    }
}

/// Reads one frame.
pub fn read_frame(reader: &mut impl Read) -> io::Result<Frame> {
    let mut header = [0u8; 9];
    reader.read_exact(&mut header)?;
    let length = u32::from_be_bytes([0, header[0], header[1], header[2]]) as usize;
    if length > MAX_FRAME {
        return Err(io::Error::other(format!("a frame of {length} bytes")));
    }
    let mut payload = vec![0u8; length];
    reader.read_exact(&mut payload)?;
    Ok(Frame {
        kind: header[3],
        flags: header[4],
        stream: u32::from_be_bytes([header[5], header[6], header[7], header[8]]) & 0x7fff_ffff,
        payload,
    })
}

/// How one stream ended, from the client's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamEnd {
    /// A final response: its status, its fields, its body, and the reset that followed it
    /// before the body ended, if one did.
    Response {
        status: u16,
        fields: Vec<(String, String)>,
        body: Vec<u8>,
        reset: Option<u32>,
    },
    /// RST_STREAM with this error code before any final response.
    Reset(u32),
    /// GOAWAY (with its error code) left the stream unanswered.
    GoAway(u32),
    /// The connection closed, or went silent, first.
    Unanswered(String),
}

/// Sends the preface, an empty SETTINGS and `frames`, then reads until every stream in
/// `streams` has ended, the server sent GOAWAY, or the connection closed or timed out (by the
/// socket's read timeout). Acknowledges the server's SETTINGS and PINGs and opens windows for
/// what it receives. Returns each stream's end, in the order of `streams`.
pub fn exchange(io: &mut (impl Read + Write), frames: &[Frame], streams: &[u32]) -> Vec<StreamEnd> {
    let mut bytes = PREFACE.to_vec();
    bytes.extend(Frame::settings().encode());
    for frame in frames {
        bytes.extend(frame.encode());
    }
    let mut state = Exchange::default();
    let written = io.write_all(&bytes).and_then(|()| io.flush());
    if let Err(err) = written {
        state.ended_by = Some(format!("writing: {err}"));
    }
    while state.ended_by.is_none() && !streams.iter().all(|s| state.ended(*s)) {
        match read_frame(io) {
            Ok(frame) => {
                let reply = state.take(frame);
                if !reply.is_empty() && io.write_all(&reply).and_then(|()| io.flush()).is_err() {
                    state.ended_by = Some("the connection closed".into());
                }
            }
            Err(err) if err.kind() == io::ErrorKind::UnexpectedEof => {
                state.ended_by = Some("the connection closed".into())
            }
            Err(err) => state.ended_by = Some(format!("reading: {err}")),
        }
    }
    let _ = io.write_all(&Frame::goaway(0, 0).encode());
    let _ = io.flush();
    streams.iter().map(|stream| state.end_of(*stream)).collect()
}

/// What the server said so far.
#[derive(Debug, Default)]
struct Exchange {
    decoder: hpack::Decoder,
    streams: BTreeMap<u32, Stream>,
    /// A header block still waiting for its CONTINUATION frames.
    block: Option<(u32, u8, Vec<u8>)>,
    goaway: Option<(u32, u32)>,
    ended_by: Option<String>,
}

#[derive(Debug, Default)]
struct Stream {
    status: Option<u16>,
    fields: Vec<(String, String)>,
    body: Vec<u8>,
    reset: Option<u32>,
    ended: bool,
}

impl Exchange {
    /// Takes one frame in; returns the bytes to answer it with.
    fn take(&mut self, frame: Frame) -> Vec<u8> {
        match frame.kind {
            SETTINGS if frame.flags & ACK == 0 => {
                return Frame {
                    kind: SETTINGS,
                    flags: ACK,
                    stream: 0,
                    payload: Vec::new(),
                }
                .encode()
            }
            PING if frame.flags & ACK == 0 => {
                return Frame {
                    flags: ACK,
                    ..frame
                }
                .encode()
            }
            HEADERS => {
                let mut block = frame.payload.clone();
                if let Err(reason) = strip_headers_extras(&mut block, frame.flags) {
                    self.ended_by = Some(reason);
                    return Vec::new();
                }
                self.block = Some((frame.stream, frame.flags, block));
                if frame.flags & END_HEADERS != 0 {
                    self.header_block_done();
                }
            }
            CONTINUATION => {
                if let Some((_, _, block)) = self.block.as_mut() {
                    block.extend_from_slice(&frame.payload);
                }
                if frame.flags & END_HEADERS != 0 {
                    self.header_block_done();
                }
            }
            DATA => {
                let stream = self.streams.entry(frame.stream).or_default();
                stream.body.extend_from_slice(&frame.payload);
                stream.ended |= frame.flags & END_STREAM != 0;
                if !frame.payload.is_empty() {
                    let increment = frame.payload.len() as u32;
                    let mut reply = Frame::window_update(0, increment).encode();
                    reply.extend(Frame::window_update(frame.stream, increment).encode());
                    return reply;
                }
            }
            RST_STREAM => {
                let stream = self.streams.entry(frame.stream).or_default();
                stream.reset = Some(frame.code());
                stream.ended = true;
            }
            GOAWAY => self.goaway = Some((frame.word(0) & 0x7fff_ffff, frame.word(4))),
            _ => {}
        }
        Vec::new()
    }

    fn header_block_done(&mut self) {
        let Some((id, flags, block)) = self.block.take() else {
            return;
        };
        let fields = match self.decoder.decode(&block) {
            Ok(fields) => fields,
            Err(err) => {
                self.ended_by = Some(format!("HPACK: {}", err.0));
                return;
            }
        };
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        let fields: Vec<(String, String)> =
            fields.iter().map(|(n, v)| (text(n), text(v))).collect();
        let status = fields
            .iter()
            .find(|(name, _)| name == ":status")
            .and_then(|(_, value)| value.parse::<u16>().ok());
        let stream = self.streams.entry(id).or_default();
        match status {
            // An interim response (100 Continue): the final one is still to come.
            Some(status) if status < 200 => {}
            Some(status) if stream.status.is_none() => {
                stream.status = Some(status);
                stream.fields = fields;
            }
            // Trailers.
            _ => {}
        }
        stream.ended |= flags & END_STREAM != 0;
    }

    fn ended(&self, id: u32) -> bool {
        let goaway_covers = self.goaway.is_some_and(|(last, _)| id > last);
        goaway_covers || self.streams.get(&id).is_some_and(|s| s.ended)
    }

    fn end_of(&self, id: u32) -> StreamEnd {
        let stream = self.streams.get(&id);
        match (stream, self.goaway) {
            (Some(s), _) if s.status.is_some() => StreamEnd::Response {
                status: s.status.unwrap_or_default(),
                fields: s.fields.clone(),
                body: s.body.clone(),
                reset: s.reset,
            },
            (
                Some(Stream {
                    reset: Some(code), ..
                }),
                _,
            ) => StreamEnd::Reset(*code),
            (_, Some((_, code))) => StreamEnd::GoAway(code),
            _ => StreamEnd::Unanswered(self.ended_by.clone().unwrap_or_else(|| "no answer".into())),
        }
    }
}

/// Removes a HEADERS frame's padding and priority fields, leaving the header block.
fn strip_headers_extras(payload: &mut Vec<u8>, flags: u8) -> Result<(), String> {
    const PADDED: u8 = 0x8;
    const PRIORITY: u8 = 0x20;
    if flags & PADDED != 0 {
        let pad = usize::from(*payload.first().ok_or("an empty padded HEADERS frame")?);
        if pad + 1 > payload.len() {
            return Err("padding longer than the HEADERS frame".into());
        }
        payload.truncate(payload.len() - pad);
        payload.remove(0);
    }
    if flags & PRIORITY != 0 {
        if payload.len() < 5 {
            return Err("a HEADERS frame too short for its priority".into());
        }
        payload.drain(..5);
    }
    Ok(())
}
