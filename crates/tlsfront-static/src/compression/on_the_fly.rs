//! On-the-fly compression (`compress_on_the_fly`, off by default): a compressible file with no
//! precompressed sibling the client would take is compressed for it, once per file version and
//! coding, and kept in the [`CompressedCache`].
//!
//! [`coding_to_compress`] is the pure decision; [`OnTheFly::compressed`] is the mechanism. Both
//! HTTP paths reach them through `site::answer`, so they answer alike; on the kTLS path the
//! compressed bytes go out with a plain write, not `sendfile`.
//!
//! Choices worth knowing:
//! - Siblings on disk come first: they cost no CPU and were made at the best levels. A file is
//!   compressed on the fly only when the client would otherwise get it as it is.
//! - Brotli (quality 5) or gzip (level 6), in the client's order, ties to brotli. With the
//!   cache, a hot page is compressed once, so the levels can be better than nginx's `gzip on`
//!   (level 1 by default, per request): brotli 5 is smaller than gzip 6, which is smaller
//!   than gzip 1. No zstd on the fly: every client that sends `zstd` accepts brotli or gzip.
//! - Only files from [`MIN_SIZE`] to [`MAX_SIZE`] bytes. Below, the response fits in one packet
//!   either way; above, compressing would hold a runtime thread too long, and such files are
//!   better compressed ahead of time (`tlsfront sites compress`). Larger files go out as they
//!   are, never streamed through a compressor.
//! - Never for a request with `Range` (it gets the file as it is: ranges of bytes made on the
//!   fly would not be stable), never for a type that is compressed already
//!   ([`is_compressible`]), never when the client does not accept brotli or gzip.
//! - Output that is not smaller than the file is not sent, and that verdict is kept too, so a
//!   file that does not shrink is not compressed again per request.

use std::fs::File;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::time::SystemTime;

use bytes::Bytes;
use tlsfront_metrics::{Counter, Exposition};
use tracing::debug;

use crate::compression::compressed_cache::{CompressedCache, CompressedKey};
use crate::compression::compressible::is_compressible;
use crate::compression::compressor;
use crate::files::docroot::FileMeta;
use crate::files::file_cache::{DocrootId, SETTLED};
use crate::request::encoding::{AcceptEncoding, Encoding};
use crate::request::planner::RequestFacts;
use crate::site::AnswerBody;

/// The codings made on the fly, in the server's order of preference.
pub const ON_THE_FLY_CODINGS: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];

/// Brotli's quality on the fly: 5 to 20 % smaller than gzip -6 (Caddy's test page, its CSS and
/// its JavaScript: 16.6/5.5/60.2 KB against 17.6/7.0/63.4 KB), and about as fast.
pub const BROTLI_QUALITY: u32 = 5;
/// gzip's level on the fly: zlib's default, a fifth to a quarter smaller than nginx's level 1
/// (17.6/7.0/63.4 KB against 23.3/9.5/79.7 KB for the same three files).
pub const GZIP_LEVEL: u32 = 6;

/// Smaller files go out as they are: with its headers the response fits in one TCP segment
/// either way, and the coding's framing and headers eat much of the saving (nginx compresses
/// from 20 bytes, Caddy from 512; Akamai from 860).
pub const MIN_SIZE: u64 = 1024;
/// Larger files go out as they are: compressing one holds a runtime thread for tens of
/// milliseconds with brotli 5 (once per file version, then it is kept), and a deploy can
/// compress it ahead of time instead.
pub const MAX_SIZE: u64 = 1 << 20;

/// The cache's bound when none is configured: room for a few thousand compressed pages and
/// assets, half what the plain file cache may hold.
pub const DEFAULT_CACHE_BYTES: u64 = 32 << 20;

/// The coding to compress a found file into on the fly, if any. `sibling_found`: a fresh
/// precompressed sibling the client accepts was found, and is served instead. Pure.
pub fn coding_to_compress(
    facts: &RequestFacts<'_>,
    file: &FileMeta,
    sibling_found: bool,
) -> Option<Encoding> {
    if sibling_found
        || facts.range.is_some()
        || !is_compressible(file.mime)
        || !(MIN_SIZE..=MAX_SIZE).contains(&file.len)
    {
        return None;
    }
    match AcceptEncoding::parse(facts.accept_encoding).preferred(&ON_THE_FLY_CODINGS) {
        Encoding::Identity => None,
        coding => Some(coding),
    }
}

/// The compressor and its cache, shared by every connection of a server.
#[derive(Debug)]
pub struct OnTheFly {
    cache: CompressedCache,
    pub metrics: CompressionMetrics,
}

impl OnTheFly {
    /// A compressor whose cache holds at most `cache_bytes`.
    pub fn new(cache_bytes: u64) -> Self {
        OnTheFly {
            cache: CompressedCache::new(cache_bytes),
            metrics: CompressionMetrics::default(),
        }
    }

    /// The cache, for its accounting.
    pub fn cache(&self) -> &CompressedCache {
        &self.cache
    }

    /// The found file's bytes in `coding`: kept from an earlier request, or compressed now.
    /// `None` when they are not smaller than the file, or the file could not be read whole and
    /// unchanged; the file is then sent as it is.
    pub fn compressed(
        &self,
        docroot: DocrootId,
        served: &Path,
        file: &FileMeta,
        body: &AnswerBody,
        coding: Encoding,
        now: SystemTime,
    ) -> Option<Bytes> {
        let key = CompressedKey {
            docroot,
            served: served.as_os_str().as_bytes().into(),
            inode: file.inode,
            len: file.len,
            modified: file.modified,
            encoding: coding,
        };
        if let Some(kept) = self.cache.get(&key) {
            self.metrics.cache_hits.inc();
            // Empty: kept as "does not shrink" (real output is never empty).
            return (!kept.is_empty()).then_some(kept);
        }
        let content = match body {
            AnswerBody::Memory(content) => content.clone(),
            AnswerBody::File(opened) => read_whole_unchanged(opened, file)?,
        };
        let compressed = match compress(&content, coding) {
            Ok(compressed) => compressed,
            Err(error) => {
                debug!(%error, ?coding, "compression on the fly failed; sent as it is");
                return None;
            }
        };
        self.metrics.compressed.inc();
        let shrank = compressed.len() < content.len();
        let compressed = if shrank {
            Bytes::from(compressed)
        } else {
            Bytes::new()
        };
        if settled(file, now) {
            self.cache.insert(key, compressed.clone());
        }
        shrank.then_some(compressed)
    }
}

/// Counters for `/metrics`, without per-host labels.
#[derive(Debug, Default)]
pub struct CompressionMetrics {
    /// Responses whose bytes were compressed for them.
    pub compressed: Counter,
    /// Responses whose compressed bytes (or the verdict that they do not shrink) were kept.
    pub cache_hits: Counter,
}

impl OnTheFly {
    /// Writes the counters and the cache's size in the Prometheus text format.
    pub fn render(&self, out: &mut Exposition) {
        out.counter(
            "tlsfront_compressed_on_the_fly_total",
            "Responses compressed on the fly (cache misses).",
            &[(&[], self.metrics.compressed.get())],
        );
        out.counter(
            "tlsfront_compression_cache_hits_total",
            "Responses whose on-the-fly compression was found in the compressed cache.",
            &[(&[], self.metrics.cache_hits.get())],
        );
        let held = i64::try_from(self.cache.weighted_bytes()).unwrap_or(i64::MAX);
        out.gauge(
            "tlsfront_compression_cache_bytes",
            "Bytes held by the cache of responses compressed on the fly (bounded by compress_cache_bytes).",
            &[(&[], held)],
        );
    }
}

fn compress(content: &[u8], coding: Encoding) -> std::io::Result<Vec<u8>> {
    match coding {
        Encoding::Gzip => compressor::gzip_bytes(content, GZIP_LEVEL),
        Encoding::Brotli => compressor::brotli_bytes(content, BROTLI_QUALITY),
        // Never asked for: coding_to_compress offers only ON_THE_FLY_CODINGS.
        Encoding::Zstd | Encoding::Identity => Err(std::io::Error::other(format!(
            "{} is not made on the fly",
            coding.token()
        ))),
    }
}

/// The whole file, if it still is what `meta` says after it was read (it may be rewritten
/// meanwhile: then the answer goes out from the file as it is).
fn read_whole_unchanged(file: &File, meta: &FileMeta) -> Option<Bytes> {
    // At most MAX_SIZE: checked by coding_to_compress.
    let mut content = vec![0u8; usize::try_from(meta.len).ok()?];
    file.read_exact_at(&mut content, 0).ok()?;
    let after = file.metadata().ok()?;
    let unchanged = after.len() == meta.len && after.modified().ok() == Some(meta.modified);
    unchanged.then(|| Bytes::from(content))
}

/// Whether the file has not changed for [`SETTLED`]: one changed just now may still be being
/// written, and its bytes are compressed for this answer but not kept.
fn settled(file: &FileMeta, now: SystemTime) -> bool {
    now.duration_since(file.modified)
        .is_ok_and(|age| age > SETTLED)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const HTML: &str = "text/html; charset=utf-8";

    fn file(len: u64, mime: &'static str) -> FileMeta {
        FileMeta {
            len,
            modified: SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000),
            inode: 9,
            mime,
        }
    }

    fn facts<'a>(accept: Option<&'a str>, range: Option<&'a str>) -> RequestFacts<'a> {
        RequestFacts {
            method: "GET",
            path: "/page.html",
            accept_encoding: accept,
            range,
            ..RequestFacts::default()
        }
    }

    #[test]
    fn the_clients_coding_among_brotli_and_gzip() {
        let page = file(10_000, HTML);
        let chrome = "gzip, deflate, br, zstd";
        assert_eq!(
            coding_to_compress(&facts(Some(chrome), None), &page, false),
            Some(Encoding::Brotli)
        );
        let curl = "deflate, gzip";
        assert_eq!(
            coding_to_compress(&facts(Some(curl), None), &page, false),
            Some(Encoding::Gzip)
        );
        let prefers_gzip = "br;q=0.5, gzip";
        assert_eq!(
            coding_to_compress(&facts(Some(prefers_gzip), None), &page, false),
            Some(Encoding::Gzip)
        );
        // Only zstd, or nothing at all, or identity preferred: sent as it is.
        for accept in [
            Some("zstd"),
            None,
            Some(""),
            Some("identity"),
            Some("gzip;q=0"),
        ] {
            assert_eq!(
                coding_to_compress(&facts(accept, None), &page, false),
                None,
                "{accept:?}"
            );
        }
    }

    #[test]
    fn never_with_a_range_a_sibling_a_compressed_type_or_out_of_bounds() {
        let accept = Some("br, gzip");
        let page = file(10_000, HTML);
        assert_eq!(
            coding_to_compress(&facts(accept, Some("bytes=0-99")), &page, false),
            None
        );
        assert_eq!(coding_to_compress(&facts(accept, None), &page, true), None);
        for mime in [
            "image/png",
            "image/jpeg",
            "video/mp4",
            "font/woff2",
            "application/gzip",
        ] {
            let file = file(10_000, mime);
            assert_eq!(
                coding_to_compress(&facts(accept, None), &file, false),
                None,
                "{mime}"
            );
        }
        let svg = file(10_000, "image/svg+xml");
        assert!(coding_to_compress(&facts(accept, None), &svg, false).is_some());
        for len in [0, MIN_SIZE - 1, MAX_SIZE + 1] {
            let file = file(len, HTML);
            assert_eq!(
                coding_to_compress(&facts(accept, None), &file, false),
                None,
                "{len}"
            );
        }
        for len in [MIN_SIZE, MAX_SIZE] {
            let file = file(len, HTML);
            assert!(coding_to_compress(&facts(accept, None), &file, false).is_some());
        }
    }

    #[test]
    fn a_hot_page_is_compressed_once_and_an_incompressible_one_is_remembered() {
        let on_the_fly = OnTheFly::new(1 << 20);
        let docroot = DocrootId { dev: 1, ino: 2 };
        let content: Vec<u8> = (0..400)
            .flat_map(|i| format!("<p>row {i}</p>\n").into_bytes())
            .collect();
        let page = file(content.len() as u64, HTML);
        let body = AnswerBody::Memory(Bytes::from(content.clone()));
        let later = page.modified + Duration::from_secs(60);
        let served = Path::new("page.html");
        let first = on_the_fly
            .compressed(docroot, served, &page, &body, Encoding::Gzip, later)
            .unwrap();
        let again = on_the_fly
            .compressed(docroot, served, &page, &body, Encoding::Gzip, later)
            .unwrap();
        assert_eq!(first, again);
        assert_eq!(on_the_fly.metrics.compressed.get(), 1);
        assert_eq!(on_the_fly.metrics.cache_hits.get(), 1);
        let mut decoded = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&first[..]), &mut decoded)
            .unwrap();
        assert_eq!(decoded, content);

        // Just written: compressed, not kept.
        let fresh = page.modified + Duration::from_millis(10);
        let other = Path::new("other.html");
        on_the_fly.compressed(docroot, other, &page, &body, Encoding::Brotli, fresh);
        on_the_fly.compressed(docroot, other, &page, &body, Encoding::Brotli, fresh);
        assert_eq!(on_the_fly.metrics.compressed.get(), 3);

        // A linear congruential stream's high bytes: nothing to squeeze.
        let mut state: u64 = 1;
        let noise: Vec<u8> = (0..4000)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                (state >> 56) as u8
            })
            .collect();
        let noise_file = file(noise.len() as u64, HTML);
        let noise_body = AnswerBody::Memory(Bytes::from(noise));
        let noise_path = Path::new("noise.html");
        for _ in 0..2 {
            let result = on_the_fly.compressed(
                docroot,
                noise_path,
                &noise_file,
                &noise_body,
                Encoding::Gzip,
                later,
            );
            assert_eq!(result, None);
        }
        assert_eq!(
            on_the_fly.metrics.compressed.get(),
            4,
            "the verdict is kept"
        );
    }
}
