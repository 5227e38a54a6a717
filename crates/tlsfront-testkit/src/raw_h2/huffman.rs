//! HPACK's Huffman code (RFC 7541 Appendix B), decoding only: a server's HTTP/2 responses use
//! it for most strings. The code is canonical (codes of one length are consecutive, in symbol
//! order, and shorter codes come first), so the code lengths alone define it.

/// Each symbol's code length in bits: 0-255 the bytes, 256 end-of-string (RFC 7541 Appendix B).
const CODE_LENGTHS: [u8; 257] = [
    13, 23, 28, 28, 28, 28, 28, 28, 28, 24, 30, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 30, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6, 5, 5,
    5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10, 13, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 8, 7, 8, 13, 19, 13, 14, 6, 15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6,
    6, 5, 6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28, 20, 22, 20, 20, 22, 22, 22, 23, 22,
    23, 23, 23, 23, 23, 24, 23, 24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24, 22,
    21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23, 21, 21, 22, 21, 23, 22, 23, 23, 20,
    22, 22, 22, 23, 22, 22, 23, 26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25, 19,
    21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27, 20, 24, 20, 21, 22, 21, 21, 23, 22,
    22, 25, 25, 24, 24, 26, 23, 26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26, 30,
];

/// The longest code.
const MAX_LENGTH: usize = 30;

/// A Huffman string that does not decode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuffmanError(pub &'static str);

/// Decodes a Huffman-coded string.
pub fn decode(bytes: &[u8]) -> Result<Vec<u8>, HuffmanError> {
    let table = Canonical::new();
    let mut out = Vec::with_capacity(bytes.len() * 8 / 5);
    let (mut code, mut length) = (0u32, 0usize);
    // Whether the bits since the last symbol are all ones (valid padding if fewer than 8).
    let mut all_ones = true;
    for byte in bytes {
        for shift in (0..8).rev() {
            let bit = u32::from((byte >> shift) & 1);
            code = (code << 1) | bit;
            length += 1;
            all_ones &= bit == 1;
            match table.symbol(code, length) {
                Some(256) => return Err(HuffmanError("end-of-string in a string")),
                Some(symbol) => {
                    out.push(symbol as u8);
                    (code, length, all_ones) = (0, 0, true);
                }
                None if length >= MAX_LENGTH => return Err(HuffmanError("no such code")),
                None => {}
            }
        }
    }
    if length >= 8 || !all_ones {
        return Err(HuffmanError("bad padding"));
    }
    Ok(out)
}

/// The canonical code's first code and first symbol position per length.
struct Canonical {
    /// Symbols sorted by (code length, symbol).
    sorted: Vec<u16>,
    /// For each length: the first code of that length, and where its symbols start in `sorted`.
    first: [(u32, usize); MAX_LENGTH + 1],
    count: [usize; MAX_LENGTH + 1],
}

impl Canonical {
    fn new() -> Self {
        let mut sorted: Vec<u16> = (0..257).collect();
        sorted.sort_by_key(|symbol| (CODE_LENGTHS[usize::from(*symbol)], *symbol));
        let mut count = [0usize; MAX_LENGTH + 1];
        for length in CODE_LENGTHS {
            count[usize::from(length)] += 1;
        }
        let mut first = [(0u32, 0usize); MAX_LENGTH + 1];
        let (mut code, mut index) = (0u32, 0usize);
        for length in 1..=MAX_LENGTH {
            code <<= 1;
            first[length] = (code, index);
            code += count[length] as u32;
            index += count[length];
        }
        Canonical {
            sorted,
            first,
            count,
        }
    }

    fn symbol(&self, code: u32, length: usize) -> Option<u16> {
        let (first_code, first_index) = *self.first.get(length)?;
        let offset = code.checked_sub(first_code)? as usize;
        (offset < self.count[length]).then(|| self.sorted[first_index + offset])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_7541_examples_decode() {
        // C.4.1: "www.example.com".
        let www = [
            0xf1, 0xe3, 0xc2, 0xe5, 0xf2, 0x3a, 0x6b, 0xa0, 0xab, 0x90, 0xf4, 0xff,
        ];
        assert_eq!(decode(&www).unwrap(), b"www.example.com");
        // C.4.2: "no-cache".
        assert_eq!(
            decode(&[0xa8, 0xeb, 0x10, 0x64, 0x9c, 0xbf]).unwrap(),
            b"no-cache"
        );
        // C.6.1: "302".
        assert_eq!(decode(&[0x64, 0x02]).unwrap(), b"302");
        assert!(decode(&[0x00]).is_err(), "padding of zeros");
    }
}
