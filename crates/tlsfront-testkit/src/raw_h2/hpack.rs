//! HPACK (RFC 7541) as far as a raw test client needs it. Encoding writes every field as a
//! literal without indexing, name and value as raw bytes (no Huffman), so a field can carry
//! what an HTTP/2 library would refuse to send: upper-case names, CR, LF or NUL in a value, a
//! pseudo-header after a regular one. Decoding reads whatever a server sends: the static and
//! dynamic tables, table size updates, Huffman strings.

use std::collections::VecDeque;

use super::huffman;

/// One header field: name and value, as bytes.
pub type Field = (Vec<u8>, Vec<u8>);

/// Why a header block does not decode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HpackError(pub String);

/// Encodes `fields` in order, each as a literal without indexing and with a new name.
pub fn encode(fields: &[Field]) -> Vec<u8> {
    let mut block = Vec::new();
    for (name, value) in fields {
        // 0000 0000: literal header field without indexing, new name (RFC 7541 §6.2.2).
        block.push(0);
        encode_string(name, &mut block);
        encode_string(value, &mut block);
    }
    block
}

/// A decoder, with the dynamic table one connection's header blocks share.
#[derive(Debug)]
pub struct Decoder {
    table: VecDeque<Field>,
    size: usize,
    max_size: usize,
}

impl Default for Decoder {
    fn default() -> Self {
        Decoder {
            table: VecDeque::new(),
            size: 0,
            // SETTINGS_HEADER_TABLE_SIZE's initial value (RFC 9113 §6.5.2).
            max_size: 4096,
        }
    }
}

impl Decoder {
    /// Decodes one whole header block into its fields, in order.
    pub fn decode(&mut self, mut block: &[u8]) -> Result<Vec<Field>, HpackError> {
        let mut fields = Vec::new();
        while let Some(&first) = block.first() {
            if first & 0x80 != 0 {
                let index = integer(&mut block, 7)?;
                fields.push(self.entry(index)?);
            } else if first & 0xc0 == 0x40 {
                let field = self.literal(&mut block, 6)?;
                self.insert(field.clone());
                fields.push(field);
            } else if first & 0xe0 == 0x20 {
                let size = integer(&mut block, 5)?;
                if size > 4096 {
                    return Err(HpackError(format!("table size {size} over the limit")));
                }
                self.max_size = size;
                self.evict();
            } else {
                // 0000 (without indexing) or 0001 (never indexed): both 4-bit prefixes.
                fields.push(self.literal(&mut block, 4)?);
            }
        }
        Ok(fields)
    }

    fn literal(&self, block: &mut &[u8], prefix: u8) -> Result<Field, HpackError> {
        let index = integer(block, prefix)?;
        let name = if index == 0 {
            string(block)?
        } else {
            self.entry(index)?.0
        };
        Ok((name, string(block)?))
    }

    fn entry(&self, index: usize) -> Result<Field, HpackError> {
        if index == 0 {
            return Err(HpackError("index 0".into()));
        }
        if let Some((name, value)) = STATIC_TABLE.get(index - 1) {
            return Ok((name.as_bytes().to_vec(), value.as_bytes().to_vec()));
        }
        self.table
            .get(index - 1 - STATIC_TABLE.len())
            .cloned()
            .ok_or_else(|| HpackError(format!("index {index} beyond the tables")))
    }

    fn insert(&mut self, field: Field) {
        self.size += entry_size(&field);
        self.table.push_front(field);
        self.evict();
    }

    fn evict(&mut self) {
        while self.size > self.max_size {
            match self.table.pop_back() {
                Some(field) => self.size -= entry_size(&field),
                None => break,
            }
        }
    }
}

/// An entry's size: its octets plus 32 (RFC 7541 §4.1).
fn entry_size((name, value): &Field) -> usize {
    name.len() + value.len() + 32
}

fn encode_string(bytes: &[u8], out: &mut Vec<u8>) {
    encode_integer(bytes.len(), 7, 0, out);
    out.extend_from_slice(bytes);
}

/// An integer with an N-bit prefix (RFC 7541 §5.1); `flags` fills the bits above it.
fn encode_integer(mut value: usize, prefix: u8, flags: u8, out: &mut Vec<u8>) {
    let max = (1usize << prefix) - 1;
    if value < max {
        out.push(flags | value as u8);
        return;
    }
    out.push(flags | max as u8);
    value -= max;
    while value >= 128 {
        out.push((value % 128) as u8 | 0x80);
        value /= 128;
    }
    out.push(value as u8);
}

fn integer(block: &mut &[u8], prefix: u8) -> Result<usize, HpackError> {
    let truncated = || HpackError("a truncated integer".into());
    let (&first, rest) = block.split_first().ok_or_else(truncated)?;
    *block = rest;
    let max = (1usize << prefix) - 1;
    let mut value = usize::from(first) & max;
    if value < max {
        return Ok(value);
    }
    for shift in (0..).step_by(7).take(4) {
        let (&byte, rest) = block.split_first().ok_or_else(truncated)?;
        *block = rest;
        value += usize::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err(HpackError("an integer over 28 bits".into()))
}

fn string(block: &mut &[u8]) -> Result<Vec<u8>, HpackError> {
    let huffman = block.first().is_some_and(|b| b & 0x80 != 0);
    let length = integer(block, 7)?;
    if block.len() < length {
        return Err(HpackError("a truncated string".into()));
    }
    let (bytes, rest) = block.split_at(length);
    *block = rest;
    if huffman {
        huffman::decode(bytes).map_err(|err| HpackError(format!("Huffman: {}", err.0)))
    } else {
        Ok(bytes.to_vec())
    }
}

/// RFC 7541 Appendix A.
const STATIC_TABLE: [(&str, &str); 61] = [
    (":authority", ""),
    (":method", "GET"),
    (":method", "POST"),
    (":path", "/"),
    (":path", "/index.html"),
    (":scheme", "http"),
    (":scheme", "https"),
    (":status", "200"),
    (":status", "204"),
    (":status", "206"),
    (":status", "304"),
    (":status", "400"),
    (":status", "404"),
    (":status", "500"),
    ("accept-charset", ""),
    ("accept-encoding", "gzip, deflate"),
    ("accept-language", ""),
    ("accept-ranges", ""),
    ("accept", ""),
    ("access-control-allow-origin", ""),
    ("age", ""),
    ("allow", ""),
    ("authorization", ""),
    ("cache-control", ""),
    ("content-disposition", ""),
    ("content-encoding", ""),
    ("content-language", ""),
    ("content-length", ""),
    ("content-location", ""),
    ("content-range", ""),
    ("content-type", ""),
    ("cookie", ""),
    ("date", ""),
    ("etag", ""),
    ("expect", ""),
    ("expires", ""),
    ("from", ""),
    ("host", ""),
    ("if-match", ""),
    ("if-modified-since", ""),
    ("if-none-match", ""),
    ("if-range", ""),
    ("if-unmodified-since", ""),
    ("last-modified", ""),
    ("link", ""),
    ("location", ""),
    ("max-forwards", ""),
    ("proxy-authenticate", ""),
    ("proxy-authorization", ""),
    ("range", ""),
    ("referer", ""),
    ("refresh", ""),
    ("retry-after", ""),
    ("server", ""),
    ("set-cookie", ""),
    ("strict-transport-security", ""),
    ("transfer-encoding", ""),
    ("user-agent", ""),
    ("vary", ""),
    ("via", ""),
    ("www-authenticate", ""),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str, value: &str) -> Field {
        (name.as_bytes().to_vec(), value.as_bytes().to_vec())
    }

    #[test]
    fn what_is_encoded_decodes() {
        let fields = vec![
            field(":method", "GET"),
            field("X-Upper", "a\r\nb\0"),
            field("long", &"v".repeat(300)),
        ];
        assert_eq!(Decoder::default().decode(&encode(&fields)).unwrap(), fields);
    }

    #[test]
    fn rfc_7541_response_examples_decode() {
        // C.6.1 and C.6.2: responses with Huffman, sharing a dynamic table of 256 octets.
        let mut decoder = Decoder {
            max_size: 256,
            ..Decoder::default()
        };
        let first = [
            0x48, 0x82, 0x64, 0x02, 0x58, 0x85, 0xae, 0xc3, 0x77, 0x1a, 0x4b, 0x61, 0x96, 0xd0,
            0x7a, 0xbe, 0x94, 0x10, 0x54, 0xd4, 0x44, 0xa8, 0x20, 0x05, 0x95, 0x04, 0x0b, 0x81,
            0x66, 0xe0, 0x82, 0xa6, 0x2d, 0x1b, 0xff, 0x6e, 0x91, 0x9d, 0x29, 0xad, 0x17, 0x18,
            0x63, 0xc7, 0x8f, 0x0b, 0x97, 0xc8, 0xe9, 0xae, 0x82, 0xae, 0x43, 0xd3,
        ];
        let fields = decoder.decode(&first).unwrap();
        assert_eq!(fields[0], field(":status", "302"));
        assert_eq!(fields[3], field("location", "https://www.example.com"));
        let second = [0x48, 0x83, 0x64, 0x0e, 0xff, 0xc1, 0xc0, 0xbf];
        let fields = decoder.decode(&second).unwrap();
        assert_eq!(fields[0], field(":status", "307"));
        assert_eq!(fields[3], field("location", "https://www.example.com"));
    }
}
