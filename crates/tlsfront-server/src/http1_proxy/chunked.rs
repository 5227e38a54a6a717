//! The chunked transfer coding of a request body (RFC 9112 §7.1), decoded as its bytes arrive:
//! pure, over whatever part of the body is in the buffer.
//!
//! Strict where a lenient reading could split one request into two: the size is hex digits
//! alone (no sign, no `0x`, no more than 64 bits), every line ends with CRLF (a bare LF or CR is
//! an error, in a chunk extension too), and a chunk's data must be followed by CRLF at once.
//! Extensions are skipped and trailer fields dropped, each bounded in size.

/// The most bytes of chunk extensions, and of trailer fields, one body may carry (hyper's
/// bound for extensions): enough for any real use, and a cap on what a peer makes us scan.
const MAX_EXTRA_BYTES: usize = 16 * 1024;

/// Where the decoder is in the body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// The chunk size's digits; `digits` so far.
    Size {
        size: u64,
        digits: u8,
    },
    /// Spaces or tabs after the size.
    SizeSpace {
        size: u64,
    },
    /// A chunk extension, up to its CR.
    Extension {
        size: u64,
    },
    /// The LF that ends the size line.
    SizeLf {
        size: u64,
    },
    /// The chunk's data, `left` bytes still to come.
    Data {
        left: u64,
    },
    DataCr,
    DataLf,
    /// The start of a trailer line, or the final CRLF.
    TrailerStart,
    /// Inside a trailer line, up to its CR.
    Trailer,
    TrailerLf,
    /// The final CRLF's LF.
    EndLf,
    End,
}

/// Why a chunked body is malformed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ChunkError {
    #[error("a chunk size is not a hexadecimal number of at most 64 bits")]
    Size,
    #[error("a chunk line does not end with CRLF")]
    LineEnd,
    #[error("chunk extensions or trailer fields are too large")]
    TooLarge,
}

/// What one call to [`ChunkedDecoder::decode`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decoded {
    /// Bytes of the input consumed (data included).
    pub consumed: usize,
    /// Body data: `input[start..start + len]`.
    pub data: Option<(usize, usize)>,
}

/// A chunked body's decoder, fed the bytes that follow the request head.
#[derive(Debug, Clone)]
pub struct ChunkedDecoder {
    state: State,
    extra_bytes: usize,
}

impl Default for ChunkedDecoder {
    fn default() -> Self {
        ChunkedDecoder {
            state: State::Size { size: 0, digits: 0 },
            extra_bytes: 0,
        }
    }
}

impl ChunkedDecoder {
    /// Whether the last chunk and the trailer section have been read.
    pub fn is_done(&self) -> bool {
        self.state == State::End
    }

    /// Decodes from the start of `input`, stopping after the first data it finds (so the
    /// caller can pass it on) or at the body's end; consumes everything when neither comes.
    /// Never reads past the body's end: what follows is the next request.
    pub fn decode(&mut self, input: &[u8]) -> Result<Decoded, ChunkError> {
        let mut at = 0;
        while at < input.len() && self.state != State::End {
            if let State::Data { left } = self.state {
                let available = (input.len() - at) as u64;
                let len = left.min(available);
                let rest = left - len;
                self.state = if rest == 0 {
                    State::DataCr
                } else {
                    State::Data { left: rest }
                };
                // `len` is at most `available`, a usize.
                let len = len as usize;
                return Ok(Decoded {
                    consumed: at + len,
                    data: Some((at, len)),
                });
            }
            self.state = self.step(input[at])?;
            at += 1;
        }
        Ok(Decoded {
            consumed: at,
            data: None,
        })
    }

    /// The state after one byte of a control line.
    fn step(&mut self, byte: u8) -> Result<State, ChunkError> {
        Ok(match self.state {
            State::Size { size, digits } => match (hex_value(byte), byte) {
                (Some(value), _) => {
                    if digits == 16 {
                        return Err(ChunkError::Size);
                    }
                    State::Size {
                        size: size << 4 | u64::from(value),
                        digits: digits + 1,
                    }
                }
                (None, _) if digits == 0 => return Err(ChunkError::Size),
                (None, b' ' | b'\t') => State::SizeSpace { size },
                (None, b';') => State::Extension { size },
                (None, b'\r') => State::SizeLf { size },
                (None, b'\n') => return Err(ChunkError::LineEnd),
                (None, _) => return Err(ChunkError::Size),
            },
            State::SizeSpace { size } => match byte {
                b' ' | b'\t' => State::SizeSpace { size },
                b';' => State::Extension { size },
                b'\r' => State::SizeLf { size },
                _ => return Err(ChunkError::Size),
            },
            State::Extension { size } => match byte {
                b'\r' => State::SizeLf { size },
                b'\n' => return Err(ChunkError::LineEnd),
                _ => {
                    self.count_extra()?;
                    State::Extension { size }
                }
            },
            State::SizeLf { size } => match (byte, size) {
                (b'\n', 0) => State::TrailerStart,
                (b'\n', left) => State::Data { left },
                _ => return Err(ChunkError::LineEnd),
            },
            State::DataCr => expect(byte, b'\r', State::DataLf)?,
            State::DataLf => expect(byte, b'\n', State::Size { size: 0, digits: 0 })?,
            State::TrailerStart => match byte {
                b'\r' => State::EndLf,
                b'\n' => return Err(ChunkError::LineEnd),
                _ => {
                    self.count_extra()?;
                    State::Trailer
                }
            },
            State::Trailer => match byte {
                b'\r' => State::TrailerLf,
                b'\n' => return Err(ChunkError::LineEnd),
                _ => {
                    self.count_extra()?;
                    State::Trailer
                }
            },
            State::TrailerLf => expect(byte, b'\n', State::TrailerStart)?,
            State::EndLf => expect(byte, b'\n', State::End)?,
            // Handled by the caller.
            State::Data { .. } | State::End => self.state,
        })
    }

    fn count_extra(&mut self) -> Result<(), ChunkError> {
        self.extra_bytes += 1;
        if self.extra_bytes > MAX_EXTRA_BYTES {
            return Err(ChunkError::TooLarge);
        }
        Ok(())
    }
}

fn expect(byte: u8, wanted: u8, next: State) -> Result<State, ChunkError> {
    if byte == wanted {
        Ok(next)
    } else {
        Err(ChunkError::LineEnd)
    }
}

fn hex_value(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        b'A'..=b'F' => Some(byte - b'A' + 10),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes `input` fed `step` bytes at a time: the data, and how many bytes were left
    /// after the body's end.
    fn decode_all(input: &[u8], step: usize) -> Result<(Vec<u8>, usize), ChunkError> {
        let mut decoder = ChunkedDecoder::default();
        let mut data = Vec::new();
        let mut pending: Vec<u8> = Vec::new();
        let mut fed = 0;
        while !decoder.is_done() {
            if pending.is_empty() || fed < input.len() {
                let end = (fed + step).min(input.len());
                pending.extend_from_slice(&input[fed..end]);
                fed = end;
            }
            let decoded = decoder.decode(&pending)?;
            if let Some((start, len)) = decoded.data {
                data.extend_from_slice(&pending[start..start + len]);
            }
            pending.drain(..decoded.consumed);
            if decoded.consumed == 0 && fed == input.len() && !decoder.is_done() {
                break;
            }
        }
        Ok((data, pending.len() + input.len() - fed))
    }

    #[test]
    fn decodes_chunks_extensions_and_trailers_in_any_split() {
        let body =
            b"5;name=value\r\nhello\r\n6 \t\r\n world\r\nA\r\n0123456789\r\n0\r\nX-T: 1\r\n\r\nGET";
        for step in [1, 2, 3, 7, body.len()] {
            let (data, left) = decode_all(body, step).unwrap();
            assert_eq!(data, b"hello world0123456789", "step {step}");
            assert_eq!(left, 3, "step {step}: the next request is left alone");
        }
    }

    #[test]
    fn refuses_what_could_split_a_request() {
        let cases: [(&[u8], ChunkError); 9] = [
            (b"5\nhello\r\n0\r\n\r\n", ChunkError::LineEnd),
            (b"5;x\nhello\r\n0\r\n\r\n", ChunkError::LineEnd),
            (b"3\r\nhello\r\n0\r\n\r\n", ChunkError::LineEnd),
            (b"0x5\r\nhello\r\n0\r\n\r\n", ChunkError::Size),
            (b"-5\r\nhello\r\n0\r\n\r\n", ChunkError::Size),
            (
                b"ffffffffffffffffff\r\nhello\r\n0\r\n\r\n",
                ChunkError::Size,
            ),
            (b"\r\n", ChunkError::Size),
            (b"0\r\n\n", ChunkError::LineEnd),
            (b"0\r\nX: 1\n\r\n", ChunkError::LineEnd),
        ];
        for (body, error) in cases {
            assert_eq!(
                decode_all(body, 1).unwrap_err(),
                error,
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }

    #[test]
    fn extensions_are_bounded() {
        let mut body = b"1;".to_vec();
        body.extend(std::iter::repeat_n(b'x', MAX_EXTRA_BYTES + 1));
        assert_eq!(decode_all(&body, 4096).unwrap_err(), ChunkError::TooLarge);
    }

    #[test]
    fn sixteen_hex_digits_fit() {
        let mut decoder = ChunkedDecoder::default();
        let decoded = decoder.decode(b"ffffffffffffffff\r\nab").unwrap();
        assert_eq!(decoded.data, Some((18, 2)));
    }
}
