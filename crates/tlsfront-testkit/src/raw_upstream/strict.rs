//! The raw upstream's HTTP/1.1 request parser: strict, so that any framing two parsers could
//! read differently is named rather than guessed at.
//!
//! A head is split leniently (on LF, one CR before it dropped) so that whatever arrived can be
//! recorded, then judged strictly: CRLF line ends only, no obs-fold, no NUL or other control
//! bytes in a value, a token for every name, httparse's agreement on the whole head, at most one
//! `Content-Length` (digits only), at most one `Transfer-Encoding` and then exactly `chunked`,
//! never both, never `Transfer-Encoding` in HTTP/1.0. A chunked body is judged as strictly: a
//! chunk size of hex digits alone (no extensions, no spaces), CRLF after each chunk's data, no
//! framing header among the trailers. Anything else makes the request AMBIGUOUS.

/// The longest head the upstream waits for.
const MAX_HEAD_BYTES: usize = 64 * 1024;
/// The longest chunk-size line.
const MAX_CHUNK_LINE: usize = 1024;

/// A request head as it arrived.
#[derive(Debug, Clone)]
pub struct Head {
    pub method: String,
    pub target: String,
    pub version: String,
    /// Each header line as sent, without its line end.
    pub lines: Vec<Vec<u8>>,
    /// The bytes the head took, its blank line included.
    pub length: usize,
    pub framing: Framing,
    /// Why the head's framing cannot be trusted, when it cannot.
    pub ambiguity: Option<String>,
}

/// How a request's body is delimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framing {
    None,
    Length(u64),
    Chunked,
}

/// What the bytes so far hold.
#[derive(Debug)]
pub enum HeadParse {
    /// No blank line yet.
    Partial,
    Done(Head),
}

/// A body read from the bytes after its head.
#[derive(Debug)]
pub enum BodyParse {
    Partial,
    Done { body: Vec<u8>, used: usize },
    Ambiguous(String),
}

impl Head {
    /// The values of every header named `name` (case-insensitive).
    pub fn values(&self, name: &str) -> Vec<String> {
        values(&self.lines, name)
    }
}

/// Each header line's name and value (value trimmed, lossily decoded).
pub fn fields(lines: &[Vec<u8>]) -> Vec<(String, String)> {
    lines.iter().filter_map(|line| split_field(line)).collect()
}

/// The values of every header line named `name` (case-insensitive).
pub fn values(lines: &[Vec<u8>], name: &str) -> Vec<String> {
    fields(lines)
        .into_iter()
        .filter(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v)
        .collect()
}

/// Parses the head at the start of `buffer`.
pub fn parse_head(buffer: &[u8]) -> HeadParse {
    let Some(length) = head_end(buffer) else {
        if buffer.len() > MAX_HEAD_BYTES {
            let mut head = lenient_head(buffer, buffer.len());
            head.ambiguity = Some("a head over 64 KiB".into());
            return HeadParse::Done(head);
        }
        return HeadParse::Partial;
    };
    let mut head = lenient_head(buffer, length);
    head.ambiguity = strict_problem(&buffer[..length], &head).err();
    if head.ambiguity.is_none() {
        match framing(&head) {
            Ok(framing) => head.framing = framing,
            Err(reason) => head.ambiguity = Some(reason),
        }
    }
    HeadParse::Done(head)
}

/// Parses a body framed as `framing` at the start of `buffer`.
pub fn parse_body(framing: Framing, buffer: &[u8]) -> BodyParse {
    match framing {
        Framing::None => BodyParse::Done {
            body: Vec::new(),
            used: 0,
        },
        Framing::Length(length) => match usize::try_from(length) {
            Ok(length) if buffer.len() >= length => BodyParse::Done {
                body: buffer[..length].to_vec(),
                used: length,
            },
            _ => BodyParse::Partial,
        },
        Framing::Chunked => parse_chunked(buffer),
    }
}

/// Where the head ends: after the first empty line (CRLF or a bare LF, judged later).
fn head_end(buffer: &[u8]) -> Option<usize> {
    let mut line_start = 0;
    for (at, byte) in buffer.iter().enumerate() {
        if *byte != b'\n' {
            continue;
        }
        let line = &buffer[line_start..at];
        if line_start > 0 && (line.is_empty() || line == b"\r") {
            return Some(at + 1);
        }
        line_start = at + 1;
    }
    None
}

fn lenient_head(buffer: &[u8], length: usize) -> Head {
    let text = &buffer[..length];
    let mut lines = text
        .split(|b| *b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line).to_vec())
        .filter(|line| !line.is_empty());
    let request_line = lines.next().unwrap_or_default();
    let mut parts = request_line.split(|b| *b == b' ');
    let mut part = || String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let (method, target, version) = (part(), part(), part());
    Head {
        method,
        target,
        version,
        lines: lines.collect(),
        length,
        framing: Framing::None,
        ambiguity: None,
    }
}

/// The first reason the head is not strictly well-formed.
fn strict_problem(head: &[u8], parsed: &Head) -> Result<(), String> {
    for (at, byte) in head.iter().enumerate() {
        if *byte == b'\n' && (at == 0 || head[at - 1] != b'\r') {
            return Err("a bare LF line end".into());
        }
        if *byte == b'\r' && head.get(at + 1) != Some(&b'\n') {
            return Err("a bare CR".into());
        }
    }
    let request_line = head.split(|b| *b == b'\r').next().unwrap_or_default();
    let parts: Vec<&[u8]> = request_line.split(|b| *b == b' ').collect();
    let well_formed = parts.len() == 3
        && is_token(parts[0])
        && !parts[1].is_empty()
        && parts[1].iter().all(|b| (0x21..=0x7e).contains(b))
        && (parts[2] == b"HTTP/1.1" || parts[2] == b"HTTP/1.0");
    if !well_formed {
        return Err("a malformed request line".into());
    }
    for line in &parsed.lines {
        field_problem(line)?;
    }
    let mut fields = [httparse::EMPTY_HEADER; 256];
    let mut request = httparse::Request::new(&mut fields);
    match request.parse(head) {
        Ok(httparse::Status::Complete(used)) if used == head.len() => Ok(()),
        Ok(_) => Err("httparse reads another head length".into()),
        Err(err) => Err(format!("httparse refuses the head: {err}")),
    }
}

/// The first reason one header line (or trailer line) is not strictly well-formed.
fn field_problem(line: &[u8]) -> Result<(), String> {
    if line.first().is_some_and(|b| *b == b' ' || *b == b'\t') {
        return Err("obs-fold (a line that starts with white space)".into());
    }
    let Some(colon) = line.iter().position(|b| *b == b':') else {
        return Err("a header line without a colon".into());
    };
    if !is_token(&line[..colon]) {
        return Err(format!(
            "a malformed header name {:?}",
            String::from_utf8_lossy(&line[..colon])
        ));
    }
    for byte in &line[colon + 1..] {
        match byte {
            0 => return Err("NUL in a header value".into()),
            b'\t' | b' ' | 0x21..=0x7e | 0x80..=0xff => {}
            other => return Err(format!("control byte {other:#04x} in a header value")),
        }
    }
    Ok(())
}

/// How the body is delimited, or why that cannot be told.
fn framing(head: &Head) -> Result<Framing, String> {
    let lengths = head.values("content-length");
    let encodings = head.values("transfer-encoding");
    match (lengths.len(), encodings.len()) {
        (0, 0) => Ok(Framing::None),
        (_, 1..) if !lengths.is_empty() => Err("both Content-Length and Transfer-Encoding".into()),
        (0, 1) if head.version == "HTTP/1.0" => Err("Transfer-Encoding in HTTP/1.0".into()),
        (0, 1) if encodings[0] == "chunked" => Ok(Framing::Chunked),
        (0, 1) => Err(format!("Transfer-Encoding {:?}", encodings[0])),
        (0, _) => Err("repeated Transfer-Encoding".into()),
        (1, 0) => {
            let value = &lengths[0];
            let digits =
                !value.is_empty() && value.len() <= 18 && value.bytes().all(|b| b.is_ascii_digit());
            match value.parse() {
                Ok(length) if digits => Ok(Framing::Length(length)),
                _ => Err(format!("Content-Length {value:?}")),
            }
        }
        _ => Err("repeated Content-Length".into()),
    }
}

fn parse_chunked(buffer: &[u8]) -> BodyParse {
    let mut body = Vec::new();
    let mut at = 0;
    loop {
        let Some(line) = crlf_line(&buffer[at..]) else {
            return too_long_or_partial(&buffer[at..], "chunk-size line");
        };
        let size_text = &buffer[at..at + line];
        at += line + 2;
        if size_text.contains(&b';') {
            return BodyParse::Ambiguous("a chunk extension".into());
        }
        let hex = !size_text.is_empty()
            && size_text.len() <= 15
            && size_text.iter().all(u8::is_ascii_hexdigit);
        let size = std::str::from_utf8(size_text)
            .ok()
            .and_then(|text| usize::from_str_radix(text, 16).ok());
        let Some(size) = size.filter(|_| hex) else {
            return BodyParse::Ambiguous(format!(
                "chunk size {:?}",
                String::from_utf8_lossy(size_text)
            ));
        };
        if size == 0 {
            return parse_trailers(buffer, at, body);
        }
        if buffer.len() < at + size + 2 {
            return BodyParse::Partial;
        }
        body.extend_from_slice(&buffer[at..at + size]);
        at += size;
        if &buffer[at..at + 2] != b"\r\n" {
            return BodyParse::Ambiguous("chunk data not followed by CRLF".into());
        }
        at += 2;
    }
}

fn parse_trailers(buffer: &[u8], mut at: usize, body: Vec<u8>) -> BodyParse {
    loop {
        let Some(line) = crlf_line(&buffer[at..]) else {
            return too_long_or_partial(&buffer[at..], "trailer line");
        };
        let field = &buffer[at..at + line];
        at += line + 2;
        if field.is_empty() {
            return BodyParse::Done { body, used: at };
        }
        if let Err(reason) = field_problem(field) {
            return BodyParse::Ambiguous(format!("trailer: {reason}"));
        }
        if let Some((name, _)) = split_field(field) {
            let framing = ["content-length", "transfer-encoding", "host"];
            if framing.iter().any(|n| name.eq_ignore_ascii_case(n)) {
                return BodyParse::Ambiguous(format!("{name} in the trailers"));
            }
        }
    }
}

/// The length of the line before the first CRLF.
fn crlf_line(bytes: &[u8]) -> Option<usize> {
    bytes.windows(2).position(|pair| pair == b"\r\n")
}

fn too_long_or_partial(rest: &[u8], what: &str) -> BodyParse {
    if rest.len() > MAX_CHUNK_LINE {
        BodyParse::Ambiguous(format!("a {what} over {MAX_CHUNK_LINE} bytes"))
    } else {
        BodyParse::Partial
    }
}

fn split_field(line: &[u8]) -> Option<(String, String)> {
    let colon = line.iter().position(|b| *b == b':')?;
    let value = String::from_utf8_lossy(&line[colon + 1..]);
    Some((
        String::from_utf8_lossy(&line[..colon]).into_owned(),
        value.trim_matches([' ', '\t']).to_owned(),
    ))
}

/// RFC 9110 §5.6.2 token.
fn is_token(bytes: &[u8]) -> bool {
    !bytes.is_empty()
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(text: &str) -> Head {
        match parse_head(text.as_bytes()) {
            HeadParse::Done(head) => head,
            HeadParse::Partial => panic!("partial: {text:?}"),
        }
    }

    #[test]
    fn clean_heads_are_framed() {
        let get = head("GET /a HTTP/1.1\r\nHost: a.test\r\n\r\nextra");
        assert_eq!((get.ambiguity, get.framing), (None, Framing::None));
        assert_eq!(get.length, "GET /a HTTP/1.1\r\nHost: a.test\r\n\r\n".len());
        let post = head("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\n");
        assert_eq!(post.framing, Framing::Length(5));
        let chunked = head("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n");
        assert_eq!(chunked.framing, Framing::Chunked);
        assert!(matches!(
            parse_head(b"GET / HTTP/1.1\r\nHost"),
            HeadParse::Partial
        ));
    }

    #[test]
    fn ambiguous_heads_are_named() {
        for text in [
            "POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: +5\r\n\r\n",
            "POST / HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked, identity\r\n\r\n",
            "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n",
            "GET / HTTP/1.1\r\nX-A: 1\r\n 2\r\n\r\n",
            "GET / HTTP/1.1\nHost: a\n\n",
            "GET / HTTP/1.1\r\nX-A: 1\rX-B: 2\r\n\r\n",
            "GET / HTTP/1.1\r\nX-A: 1\x002\r\n\r\n",
            "GET / HTTP/1.1\r\nX-A : 1\r\n\r\n",
            "GET  / HTTP/1.1\r\n\r\n",
        ] {
            assert!(head(text).ambiguity.is_some(), "{text:?}");
        }
    }

    #[test]
    fn chunked_bodies_are_strict() {
        let done = parse_body(Framing::Chunked, b"5\r\nhello\r\n0\r\nX-T: 1\r\n\r\nNEXT");
        assert!(
            matches!(done, BodyParse::Done { ref body, used } if body == b"hello" && used == 23),
            "{done:?}"
        );
        assert!(matches!(
            parse_body(Framing::Chunked, b"5\r\nhel"),
            BodyParse::Partial
        ));
        for bad in [
            &b"5;x=y\r\nhello\r\n0\r\n\r\n"[..],
            b"ffffffffffffffffff\r\n",
            b"-5\r\n",
            b"5 \r\nhello\r\n0\r\n\r\n",
            b"3\r\nhello\r\n0\r\n\r\n",
            b"0\r\nContent-Length: 5\r\n\r\n",
        ] {
            assert!(
                matches!(parse_body(Framing::Chunked, bad), BodyParse::Ambiguous(_)),
                "{:?}",
                String::from_utf8_lossy(bad)
            );
        }
    }
}
