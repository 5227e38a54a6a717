//! A small DER reader: just enough for OCSP responses, which come from a responder (a peer) and
//! so are read with a bound on every length and no recursion beyond the structure we expect.

/// Why bytes are not the DER we expected. Carries no bytes of the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DerError {
    #[error("the bytes end inside an element")]
    Truncated,
    #[error("an element's length is not in DER's shortest form, or too long")]
    BadLength,
    #[error("expected tag {expected:#04x}, found {found:#04x}")]
    UnexpectedTag { expected: u8, found: u8 },
    #[error("bytes follow the last element")]
    TrailingBytes,
    #[error("a time is not a GeneralizedTime of the form YYYYMMDDHHMMSSZ")]
    BadTime,
}

pub(crate) const SEQUENCE: u8 = 0x30;
pub(crate) const OCTET_STRING: u8 = 0x04;
pub(crate) const INTEGER: u8 = 0x02;
pub(crate) const ENUMERATED: u8 = 0x0a;
pub(crate) const OID: u8 = 0x06;
pub(crate) const BIT_STRING: u8 = 0x03;
pub(crate) const GENERALIZED_TIME: u8 = 0x18;
pub(crate) const NULL: u8 = 0x05;

/// One element: its tag, its content, and its whole encoding (tag and length included).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Element<'a> {
    pub tag: u8,
    pub content: &'a [u8],
    pub raw: &'a [u8],
}

/// Reads elements one after another from a slice.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Reader { rest: bytes }
    }

    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    /// The tag of the next element, if any.
    pub fn peek_tag(&self) -> Option<u8> {
        self.rest.first().copied()
    }

    /// The next element, whatever its tag.
    pub fn any(&mut self) -> Result<Element<'a>, DerError> {
        let (&tag, after_tag) = self.rest.split_first().ok_or(DerError::Truncated)?;
        let (&first, mut after_len) = after_tag.split_first().ok_or(DerError::Truncated)?;
        let length = if first < 0x80 {
            usize::from(first)
        } else {
            let count = usize::from(first & 0x7f);
            // Four length bytes are more than any OCSP response needs (the store's limit is 1 MiB).
            if count == 0 || count > 4 || after_len.len() < count {
                return Err(DerError::BadLength);
            }
            let (bytes, rest) = after_len.split_at(count);
            after_len = rest;
            if bytes[0] == 0 {
                return Err(DerError::BadLength);
            }
            let length = bytes
                .iter()
                .fold(0usize, |acc, &byte| (acc << 8) | usize::from(byte));
            if length < 0x80 {
                return Err(DerError::BadLength);
            }
            length
        };
        if after_len.len() < length {
            return Err(DerError::Truncated);
        }
        let (content, rest) = after_len.split_at(length);
        let header = self.rest.len() - after_len.len();
        let raw = &self.rest[..header + length];
        self.rest = rest;
        Ok(Element { tag, content, raw })
    }

    /// The next element, which must have tag `tag`.
    pub fn expect(&mut self, tag: u8) -> Result<Element<'a>, DerError> {
        let element = self.any()?;
        if element.tag != tag {
            return Err(DerError::UnexpectedTag {
                expected: tag,
                found: element.tag,
            });
        }
        Ok(element)
    }

    /// The next element if it has tag `tag`; otherwise nothing is read.
    pub fn optional(&mut self, tag: u8) -> Result<Option<Element<'a>>, DerError> {
        if self.peek_tag() == Some(tag) {
            self.expect(tag).map(Some)
        } else {
            Ok(None)
        }
    }

    /// The content of a SEQUENCE (or any constructed element with `tag`), as a reader.
    pub fn nested(&mut self, tag: u8) -> Result<Reader<'a>, DerError> {
        self.expect(tag).map(|element| Reader::new(element.content))
    }

    /// Fails unless everything was read.
    pub fn finish(self) -> Result<(), DerError> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(DerError::TrailingBytes)
        }
    }
}

/// A GeneralizedTime's content (`YYYYMMDDHHMMSSZ`, as RFC 5280 requires) as Unix seconds.
pub(crate) fn generalized_time(content: &[u8]) -> Result<i64, DerError> {
    if content.len() != 15 || content[14] != b'Z' {
        return Err(DerError::BadTime);
    }
    let digits = |range: std::ops::Range<usize>| -> Result<u32, DerError> {
        content[range].iter().try_fold(0u32, |acc, &byte| {
            if byte.is_ascii_digit() {
                Ok(acc * 10 + u32::from(byte - b'0'))
            } else {
                Err(DerError::BadTime)
            }
        })
    };
    let year = i32::try_from(digits(0..4)?).map_err(|_| DerError::BadTime)?;
    let month = u8::try_from(digits(4..6)?).map_err(|_| DerError::BadTime)?;
    let month = time::Month::try_from(month).map_err(|_| DerError::BadTime)?;
    let day = u8::try_from(digits(6..8)?).map_err(|_| DerError::BadTime)?;
    let hour = u8::try_from(digits(8..10)?).map_err(|_| DerError::BadTime)?;
    let minute = u8::try_from(digits(10..12)?).map_err(|_| DerError::BadTime)?;
    let second = u8::try_from(digits(12..14)?).map_err(|_| DerError::BadTime)?;
    let date = time::Date::from_calendar_date(year, month, day).map_err(|_| DerError::BadTime)?;
    let time = time::Time::from_hms(hour, minute, second).map_err(|_| DerError::BadTime)?;
    Ok(time::PrimitiveDateTime::new(date, time)
        .assume_utc()
        .unix_timestamp())
}

/// Encodes one element (for the OCSP request we send).
pub(crate) fn encode(tag: u8, content: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(content.len() + 6);
    out.push(tag);
    let length = content.len();
    if length < 0x80 {
        // Fits in one byte: checked just above.
        out.push(length as u8);
    } else {
        let bytes = length.to_be_bytes();
        let skip = bytes.iter().take_while(|&&byte| byte == 0).count();
        out.push(0x80 | (bytes.len() - skip) as u8);
        out.extend_from_slice(&bytes[skip..]);
    }
    out.extend_from_slice(content);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_encodes() {
        for length in [0usize, 1, 127, 128, 255, 256, 70_000] {
            let content = vec![7u8; length];
            let encoded = encode(SEQUENCE, &content);
            let mut reader = Reader::new(&encoded);
            let element = reader.expect(SEQUENCE).expect("own encoding reads back");
            assert_eq!(element.content.len(), length);
            assert_eq!(element.raw, &encoded[..]);
            assert!(reader.finish().is_ok());
        }
    }

    #[test]
    fn refuses_non_minimal_and_truncated_lengths() {
        assert_eq!(
            Reader::new(&[0x30, 0x81, 0x05, 0, 0, 0, 0, 0]).any().err(),
            Some(DerError::BadLength)
        );
        assert_eq!(
            Reader::new(&[0x30, 0x82, 0x00, 0x90]).any().err(),
            Some(DerError::BadLength)
        );
        assert_eq!(
            Reader::new(&[0x30, 0x05, 0]).any().err(),
            Some(DerError::Truncated)
        );
        assert_eq!(
            Reader::new(&[0x30, 0x85, 1, 1, 1, 1, 1]).any().err(),
            Some(DerError::BadLength)
        );
        assert_eq!(Reader::new(&[0x30]).any().err(), Some(DerError::Truncated));
    }

    #[test]
    fn reads_generalized_time() {
        assert_eq!(generalized_time(b"19700101000000Z"), Ok(0));
        assert_eq!(generalized_time(b"20261128171727Z"), Ok(1_795_886_247));
        assert_eq!(generalized_time(b"20261328171727Z"), Err(DerError::BadTime));
        assert_eq!(generalized_time(b"2026112817172Z"), Err(DerError::BadTime));
        assert_eq!(generalized_time(b"20261128171727+"), Err(DerError::BadTime));
    }
}
