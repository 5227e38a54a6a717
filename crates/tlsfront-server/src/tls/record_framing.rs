//! TLS record framing: where records begin and end in a byte stream, from their 5-byte
//! headers. The kTLS hand-off follows it to stop reading at a record boundary
//! (`ktls/record_boundary.rs`); the TLS session asks it how much of a record is still to come
//! (`tls/stream.rs`). It never looks inside a record.

const HEADER_LEN: usize = 5;

/// Where the byte stream is within TLS record framing.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Framing {
    header: [u8; HEADER_LEN],
    header_len: usize,
    payload_left: usize,
}

impl Framing {
    /// Follows the framing across bytes read from the wire.
    pub fn advance(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            if self.payload_left > 0 {
                let taken = self.payload_left.min(bytes.len());
                self.payload_left -= taken;
                bytes = &bytes[taken..];
                continue;
            }
            let taken = (HEADER_LEN - self.header_len).min(bytes.len());
            self.header[self.header_len..self.header_len + taken].copy_from_slice(&bytes[..taken]);
            self.header_len += taken;
            bytes = &bytes[taken..];
            if self.header_len == HEADER_LEN {
                self.payload_left =
                    usize::from(u16::from_be_bytes([self.header[3], self.header[4]]));
                self.header_len = 0;
            }
        }
    }

    /// Bytes left before the next record boundary; 0 at a boundary.
    pub fn until_boundary(&self) -> usize {
        match (self.header_len, self.payload_left) {
            (0, 0) => 0,
            (0, payload) => payload,
            (header, _) => HEADER_LEN - header,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// An application-data record with `payload_len` bytes of payload.
    pub(crate) fn record(payload_len: u16) -> Vec<u8> {
        let mut bytes = vec![23, 3, 3];
        bytes.extend_from_slice(&payload_len.to_be_bytes());
        bytes.extend(std::iter::repeat_n(0xAA, usize::from(payload_len)));
        bytes
    }

    #[test]
    fn framing_follows_records_split_anywhere() {
        let stream: Vec<u8> = [record(3), record(0), record(300)].concat();
        for split in 0..stream.len() {
            let mut framing = Framing::default();
            framing.advance(&stream[..split]);
            framing.advance(&stream[split..]);
            assert_eq!(framing.until_boundary(), 0, "split at {split}");
        }
        let mut framing = Framing::default();
        framing.advance(&stream[..2]);
        assert_eq!(framing.until_boundary(), 3);
        framing.advance(&stream[2..6]);
        assert_eq!(framing.until_boundary(), 2);
    }
}
