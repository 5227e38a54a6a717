//! The compressors, with the levels tlsfront uses them at: the best levels for siblings written
//! ahead of time (`tlsfront sites compress`), fast ones for responses compressed on the fly.
//! Mechanism only; which responses are compressed is decided elsewhere (`compressible`, the
//! planner).
//!
//! Both are pure-Rust crates: `brotli` (Dropbox's port of Google's encoder, the one
//! `async-compression` and reqwest build on) and `flate2` on `miniz_oxide`.

use std::io::{self, Read, Write};

use brotli::enc::BrotliEncoderParams;
use flate2::write::GzEncoder;
use flate2::Compression;

/// Brotli's best quality, for siblings made once at deploy time.
pub const BROTLI_BEST: u32 = 11;
/// gzip's best level (`gzip -9`), for siblings made once at deploy time.
pub const GZIP_BEST: u32 = 9;

/// Brotli's largest window: 4 MiB (`lgwin` 22, the reference encoder's default).
const BROTLI_MAX_WINDOW_BITS: i32 = 22;
/// Its smallest here: 64 KiB.
const BROTLI_MIN_WINDOW_BITS: i32 = 16;

/// Compresses everything `input` yields into `output` with brotli at `quality` (0 to 11);
/// `size_hint` (the input's length, or 0) lets the encoder size its tables to the input.
/// Returns the number of compressed bytes written.
pub fn brotli<R: Read, W: Write>(
    input: &mut R,
    output: &mut W,
    quality: u32,
    size_hint: u64,
) -> io::Result<usize> {
    let params = BrotliEncoderParams {
        quality: quality.min(BROTLI_BEST) as i32,
        lgwin: window_bits(size_hint),
        size_hint: usize::try_from(size_hint).unwrap_or(0),
        ..BrotliEncoderParams::default()
    };
    brotli::BrotliCompress(input, output, &params)
}

/// The window that covers an input of `size_hint` bytes (the largest when unknown): a window
/// no larger than the input compresses the same, with smaller tables to set up.
fn window_bits(size_hint: u64) -> i32 {
    if size_hint == 0 {
        return BROTLI_MAX_WINDOW_BITS;
    }
    let bits = 64 - i32::try_from(size_hint.leading_zeros()).unwrap_or(0);
    bits.clamp(BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS)
}

/// Compresses everything `input` yields into `output` as a gzip member at `level` (0 to 9),
/// without a file name or time in its header (the bytes depend on the content only). Returns
/// the number of compressed bytes written.
pub fn gzip<R: Read, W: Write>(input: &mut R, output: W, level: u32) -> io::Result<u64> {
    let mut encoder = GzEncoder::new(CountingWriter::new(output), Compression::new(level.min(9)));
    io::copy(input, &mut encoder)?;
    let counted = encoder.finish()?;
    Ok(counted.written)
}

/// `input` compressed in memory with brotli at `quality`.
pub fn brotli_bytes(input: &[u8], quality: u32) -> io::Result<Vec<u8>> {
    let mut output = Vec::with_capacity(input.len() / 3 + 64);
    brotli(&mut &input[..], &mut output, quality, input.len() as u64)?;
    Ok(output)
}

/// `input` compressed in memory with gzip at `level`.
pub fn gzip_bytes(input: &[u8], level: u32) -> io::Result<Vec<u8>> {
    let mut output = Vec::with_capacity(input.len() / 3 + 64);
    gzip(&mut &input[..], &mut output, level)?;
    Ok(output)
}

/// Counts the bytes that reach the inner writer.
struct CountingWriter<W> {
    inner: W,
    written: u64,
}

impl<W> CountingWriter<W> {
    fn new(inner: W) -> Self {
        CountingWriter { inner, written: 0 }
    }
}

impl<W: Write> Write for CountingWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(buf)?;
        self.written += written as u64;
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn page() -> Vec<u8> {
        let mut page = b"<!doctype html><title>t</title>".to_vec();
        for i in 0..400 {
            page.extend_from_slice(
                format!("<p class=\"row\">row {i} of the table</p>\n").as_bytes(),
            );
        }
        page
    }

    #[test]
    fn brotli_round_trips_and_shrinks() {
        let page = page();
        for quality in [1, 5, BROTLI_BEST] {
            let compressed = brotli_bytes(&page, quality).unwrap();
            assert!(
                compressed.len() * 5 < page.len(),
                "q{quality}: {}",
                compressed.len()
            );
            let mut decoded = Vec::new();
            brotli::Decompressor::new(&compressed[..], 4096)
                .read_to_end(&mut decoded)
                .unwrap();
            assert_eq!(decoded, page);
        }
    }

    #[test]
    fn gzip_round_trips_and_counts_what_it_wrote() {
        let page = page();
        for level in [1, 6, GZIP_BEST] {
            let mut compressed = Vec::new();
            let written = gzip(&mut &page[..], &mut compressed, level).unwrap();
            assert_eq!(written, compressed.len() as u64);
            assert!(
                compressed.len() * 5 < page.len(),
                "-{level}: {}",
                compressed.len()
            );
            let mut decoded = Vec::new();
            flate2::read::GzDecoder::new(&compressed[..])
                .read_to_end(&mut decoded)
                .unwrap();
            assert_eq!(decoded, page);
        }
    }

    #[test]
    fn the_window_covers_the_input() {
        assert_eq!(window_bits(0), 22);
        assert_eq!(window_bits(1000), 16);
        assert_eq!(window_bits(70_000), 17);
        assert_eq!(window_bits(1 << 20), 21);
        assert_eq!(window_bits(100 << 20), 22);
    }

    #[test]
    fn empty_input_is_a_valid_stream() {
        let mut decoded = Vec::new();
        let compressed = gzip_bytes(b"", 1).unwrap();
        flate2::read::GzDecoder::new(&compressed[..])
            .read_to_end(&mut decoded)
            .unwrap();
        assert!(decoded.is_empty());
        let compressed = brotli_bytes(b"", 5).unwrap();
        brotli::Decompressor::new(&compressed[..], 4096)
            .read_to_end(&mut decoded)
            .unwrap();
        assert!(decoded.is_empty());
    }
}
