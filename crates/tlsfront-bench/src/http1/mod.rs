//! The minimal HTTP/1.1 client the generator needs: write a GET into a reused buffer, parse a
//! response head, read exactly the body the head announces. No per-request allocation.

mod reader;

pub use reader::{read_response, ReadError, RecvBuffer, Response};

/// A response head larger than this is refused; real ones are a few hundred bytes.
pub const MAX_HEAD_BYTES: usize = 16 * 1024;
/// More response headers than this is refused as malformed.
const MAX_HEADERS: usize = 64;

/// Why a response could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HttpError {
    HeadTooLarge,
    MalformedHead,
    BadContentLength,
    /// Chunked (or any) transfer coding: the servers we measure send Content-Length.
    TransferEncodingUnsupported,
    EofBeforeResponse,
    EofInHead,
    EofInBody,
}

impl HttpError {
    pub fn name(self) -> &'static str {
        match self {
            Self::HeadTooLarge => "head_too_large",
            Self::MalformedHead => "malformed_head",
            Self::BadContentLength => "bad_content_length",
            Self::TransferEncodingUnsupported => "transfer_encoding_unsupported",
            Self::EofBeforeResponse => "eof_before_response",
            Self::EofInHead => "eof_in_head",
            Self::EofInBody => "eof_in_body",
        }
    }
}

/// How the body's end is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyLength {
    Exact(u64),
    UntilClose,
}

/// What the generator needs from a response head.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResponseHead {
    pub status: u16,
    pub head_len: usize,
    pub content_length: BodyLength,
    /// The server will close the connection after this response.
    pub close: bool,
}

/// Writes `GET path` for `host` into `out`, replacing its contents.
pub fn write_request(out: &mut Vec<u8>, path: &str, host: &str, close: bool) {
    out.clear();
    out.extend_from_slice(b"GET ");
    out.extend_from_slice(path.as_bytes());
    out.extend_from_slice(b" HTTP/1.1\r\nHost: ");
    out.extend_from_slice(host.as_bytes());
    out.extend_from_slice(b"\r\nUser-Agent: tlsfront-bench\r\nAccept: */*\r\n");
    if close {
        out.extend_from_slice(b"Connection: close\r\n");
    }
    out.extend_from_slice(b"\r\n");
}

/// Parses a response head from the start of `bytes`; `Ok(None)` means more bytes are needed.
pub fn parse_head(bytes: &[u8]) -> Result<Option<ResponseHead>, HttpError> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut response = httparse::Response::new(&mut headers);
    let head_len = match response.parse(bytes) {
        Ok(httparse::Status::Complete(len)) => len,
        Ok(httparse::Status::Partial) => return Ok(None),
        Err(_) => return Err(HttpError::MalformedHead),
    };
    let status = response.code.ok_or(HttpError::MalformedHead)?;
    let mut close = response.version == Some(0);
    let mut content_length: Option<u64> = None;
    for header in response.headers.iter() {
        if header.name.eq_ignore_ascii_case("content-length") {
            let value = parse_content_length(header.value)?;
            if content_length.is_some_and(|earlier| earlier != value) {
                return Err(HttpError::BadContentLength);
            }
            content_length = Some(value);
        } else if header.name.eq_ignore_ascii_case("transfer-encoding") {
            return Err(HttpError::TransferEncodingUnsupported);
        } else if header.name.eq_ignore_ascii_case("connection") {
            for token in header.value.split(|b| *b == b',') {
                let token = token.trim_ascii();
                if token.eq_ignore_ascii_case(b"close") {
                    close = true;
                } else if token.eq_ignore_ascii_case(b"keep-alive") {
                    close = false;
                }
            }
        }
    }
    let content_length = match status {
        // Informational responses are not followed by what we asked for; give up on the
        // connection rather than track them.
        100..=199 => {
            close = true;
            BodyLength::Exact(0)
        }
        204 | 304 => BodyLength::Exact(0),
        _ => match content_length {
            Some(length) => BodyLength::Exact(length),
            None => {
                close = true;
                BodyLength::UntilClose
            }
        },
    };
    Ok(Some(ResponseHead {
        status,
        head_len,
        content_length,
        close,
    }))
}

fn parse_content_length(value: &[u8]) -> Result<u64, HttpError> {
    let digits = value.trim_ascii();
    if digits.is_empty() || digits.len() > 19 || !digits.iter().all(u8::is_ascii_digit) {
        return Err(HttpError::BadContentLength);
    }
    // At most 19 ASCII digits, so this fits in u64 and the UTF-8 check cannot fail.
    std::str::from_utf8(digits)
        .ok()
        .and_then(|text| text.parse().ok())
        .ok_or(HttpError::BadContentLength)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_bytes() {
        let mut out = b"stale".to_vec();
        write_request(&mut out, "/index.html", "h1.bench.test", true);
        assert_eq!(
            out,
            b"GET /index.html HTTP/1.1\r\nHost: h1.bench.test\r\nUser-Agent: tlsfront-bench\r\n\
              Accept: */*\r\nConnection: close\r\n\r\n"
        );
    }

    #[test]
    fn heads() {
        let head = parse_head(b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello")
            .unwrap()
            .unwrap();
        assert_eq!(head.status, 200);
        assert_eq!(head.content_length, BodyLength::Exact(5));
        assert!(!head.close);
        assert_eq!(parse_head(b"HTTP/1.1 200 OK\r\nContent-Len").unwrap(), None);
        let head = parse_head(b"HTTP/1.1 404 NF\r\nConnection: Close\r\nContent-Length: 0\r\n\r\n");
        assert!(head.unwrap().unwrap().close);
        let head = parse_head(b"HTTP/1.0 200 OK\r\n\r\n").unwrap().unwrap();
        assert_eq!(
            (head.content_length, head.close),
            (BodyLength::UntilClose, true)
        );
        let head = parse_head(b"HTTP/1.1 304 NM\r\nContent-Length: 99\r\n\r\n")
            .unwrap()
            .unwrap();
        assert_eq!(head.content_length, BodyLength::Exact(0));
        let chunked = parse_head(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        assert_eq!(chunked, Err(HttpError::TransferEncodingUnsupported));
        let bad = parse_head(b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n");
        assert_eq!(bad, Err(HttpError::BadContentLength));
        let twice =
            parse_head(b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n");
        assert_eq!(twice, Err(HttpError::BadContentLength));
        assert_eq!(
            parse_head(b"HTTP/1.1 abc\r\n\r\n"),
            Err(HttpError::MalformedHead)
        );
    }
}
