//! `tlsfront sites compress DIR`: writes `<file>.br` and `<file>.gz` beside a docroot's
//! compressible files, at the best levels, so the server sends them instead of the file to
//! clients that accept them (docs/src/configuration.md: "Compression") at no CPU cost per request.
//!
//! Choices worth knowing:
//! - Only brotli and gzip: every browser that accepts zstd accepts brotli too, and brotli at
//!   quality 11 is smaller than zstd at any level on text; siblings made by other tools
//!   (`zstd -19`) are still served.
//! - A sibling gets the original's modification time, so the server sees it as not older than
//!   the file; a file changed while it was compressed is newer than its sibling, which the
//!   server then ignores, so nothing stale is ever served.
//! - Written to a hidden temporary file beside it, then renamed: a reader sees the old sibling
//!   or the whole new one, never a part.
//! - Symlinks beneath DIR are not followed (DIR itself may be one, as a deploy's `current`
//!   often is), and dot-files are skipped but for `.well-known/`, as the server never serves
//!   them.

use std::fs::{File, FileTimes, Metadata};
use std::io::{self, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::Context as _;
use clap::Args;
use rayon::prelude::*;
use tlsfront_static::compressible::is_compressible;
use tlsfront_static::compressor::{self, BROTLI_BEST, GZIP_BEST};
use tlsfront_static::mime::mime_for;

/// Below this many bytes a file is left alone: the encodings' own framing (gzip's is 18
/// bytes) eats most of what would be saved, and the response fits in one packet either way.
const DEFAULT_MIN_SIZE: u64 = 256;

/// `tlsfront sites compress`.
#[derive(Debug, Args)]
#[command(
    long_about = "Write precompressed siblings for a docroot: FILE.br (brotli, quality 11) and \
FILE.gz (gzip -9) beside each compressible file (HTML, CSS, JavaScript, JSON, SVG, XML, WASM, \
text, TTF/OTF fonts; never images, video, audio, archives or WOFF fonts).\n\n\
The server sends a sibling instead of the file to a client that accepts its encoding, as long \
as the sibling is not older than the file; each sibling gets its file's modification time. A \
sibling that would not be smaller than its file is not written (and an older one left from a \
previous version of the file is removed). Siblings already up to date are kept unless --force. \
Symlinks beneath DIR are not followed; dot-files are skipped except .well-known/.\n\n\
Run it after each deploy: the files are compressed in parallel, and a summary is printed.",
    after_help = "Exit codes: 0 done; 1 some files could not be compressed (each is named); 2 \
the command could not run (DIR is not a directory)."
)]
pub struct CompressArgs {
    /// The directory to compress: one host's docroot, or the sites directory holding them all.
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,

    /// Rewrite siblings even when they are already up to date.
    #[arg(long)]
    pub force: bool,

    /// Leave files smaller than this many bytes alone.
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MIN_SIZE)]
    pub min_size: u64,
}

/// Compresses every candidate beneath `args.dir` and prints what was done.
pub fn run(args: &CompressArgs) -> anyhow::Result<ExitCode> {
    let root = &args.dir;
    let metadata =
        std::fs::metadata(root).with_context(|| format!("cannot read {}", root.display()))?;
    anyhow::ensure!(metadata.is_dir(), "{} is not a directory", root.display());

    let summary = Summary::default();
    let mut candidates = Vec::new();
    collect(root, args.min_size, &mut candidates, &summary);
    candidates.par_iter().for_each(|(path, metadata)| {
        for encoding in Encoding::ALL {
            let outcome = write_sibling(path, metadata, encoding, args.force);
            summary.record(path, metadata.len(), encoding, outcome);
        }
    });
    summary.print(candidates.len());
    Ok(crate::certs::exit_code(
        summary.failed.load(Ordering::Relaxed) > 0,
    ))
}

/// The siblings this command writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    const ALL: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];

    fn suffix(self) -> &'static str {
        match self {
            Encoding::Brotli => ".br",
            Encoding::Gzip => ".gz",
        }
    }
}

/// The suffixes of precompressed siblings, never compressed again.
const SIBLING_SUFFIXES: [&str; 3] = [".br", ".gz", ".zst"];

/// What happened to one sibling.
#[derive(Debug)]
enum Outcome {
    Wrote {
        compressed: u64,
    },
    UpToDate,
    /// Not written: it would not be smaller. `removed_stale` when an older sibling was removed.
    WouldNotShrink {
        removed_stale: bool,
    },
    Failed(io::Error),
}

/// The regular files beneath `dir` worth compressing, with their metadata, not following
/// symlinks.
fn collect(dir: &Path, min_size: u64, found: &mut Vec<(PathBuf, Metadata)>, summary: &Summary) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => return summary.failure(dir, &error),
    };
    for entry in entries {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => return summary.failure(dir, &error),
        };
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') && name != ".well-known" {
            continue;
        }
        let path = entry.path();
        // `DirEntry::metadata` does not follow symlinks.
        let metadata = match entry.metadata() {
            Ok(metadata) => metadata,
            Err(error) => {
                summary.failure(&path, &error);
                continue;
            }
        };
        if metadata.is_dir() {
            collect(&path, min_size, found, summary);
        } else if metadata.is_file()
            && !SIBLING_SUFFIXES.iter().any(|suffix| name.ends_with(suffix))
            && is_compressible(mime_for(&path))
        {
            if metadata.len() < min_size {
                summary.too_small.fetch_add(1, Ordering::Relaxed);
            } else {
                found.push((path, metadata));
            }
        }
    }
}

/// Writes one sibling of `path`, unless it is up to date or would not shrink.
fn write_sibling(path: &Path, original: &Metadata, encoding: Encoding, force: bool) -> Outcome {
    let mut sibling = path.as_os_str().to_owned();
    sibling.push(encoding.suffix());
    let sibling = PathBuf::from(sibling);
    let modified = match original.modified() {
        Ok(modified) => modified,
        Err(error) => return Outcome::Failed(error),
    };
    let existing = std::fs::symlink_metadata(&sibling).ok();
    let existing_modified = existing.as_ref().and_then(|m| m.modified().ok());
    if !force && existing_modified.is_some_and(|sibling| sibling >= modified) {
        return Outcome::UpToDate;
    }
    match compress_to_temporary(path, original, encoding) {
        Ok(Some((temporary, compressed))) => {
            let times = FileTimes::new()
                .set_modified(modified)
                .set_accessed(modified);
            let renamed = temporary
                .as_file()
                .set_times(times)
                .and_then(|()| temporary.persist(&sibling).map_err(|e| e.error));
            match renamed {
                Ok(_) => Outcome::Wrote { compressed },
                Err(error) => Outcome::Failed(error),
            }
        }
        Ok(None) => {
            // An older sibling would be ignored by the server anyway; removing it keeps the
            // docroot from suggesting otherwise.
            let stale = existing_modified.is_some_and(|sibling| sibling < modified);
            let removed_stale = stale && std::fs::remove_file(&sibling).is_ok();
            Outcome::WouldNotShrink { removed_stale }
        }
        Err(error) => Outcome::Failed(error),
    }
}

/// `path` compressed into a temporary file beside it, with the original's permissions, or
/// `None` when the result is not smaller than the original.
fn compress_to_temporary(
    path: &Path,
    original: &Metadata,
    encoding: Encoding,
) -> io::Result<Option<(tempfile::NamedTempFile, u64)>> {
    let directory = path.parent().unwrap_or(Path::new("."));
    // Hidden (`.tmp…`): the server never serves a dot-file, so a crash leaves nothing served.
    let temporary = tempfile::NamedTempFile::new_in(directory)?;
    let mut input = BufReader::new(File::open(path)?);
    let mut output = BufWriter::new(temporary.as_file());
    let compressed = match encoding {
        Encoding::Brotli => {
            compressor::brotli(&mut input, &mut output, BROTLI_BEST, original.len())? as u64
        }
        Encoding::Gzip => compressor::gzip(&mut input, &mut output, GZIP_BEST)?,
    };
    output.flush()?;
    drop(output);
    if compressed >= original.len() {
        return Ok(None);
    }
    temporary
        .as_file()
        .set_permissions(original.permissions())?;
    // Durable before the rename makes it visible: a crash must not leave an empty sibling
    // that the server would take for the file's compressed bytes.
    temporary.as_file().sync_data()?;
    Ok(Some((temporary, compressed)))
}

/// Counts, shared by the parallel workers.
#[derive(Default)]
struct Summary {
    brotli: Written,
    gzip: Written,
    up_to_date: AtomicU64,
    would_not_shrink: AtomicU64,
    removed_stale: AtomicU64,
    too_small: AtomicU64,
    failed: AtomicU64,
}

/// The siblings of one encoding written in this run.
#[derive(Default)]
struct Written {
    siblings: AtomicU64,
    original_bytes: AtomicU64,
    compressed_bytes: AtomicU64,
}

impl Summary {
    fn record(&self, path: &Path, original: u64, encoding: Encoding, outcome: Outcome) {
        let written = match encoding {
            Encoding::Brotli => &self.brotli,
            Encoding::Gzip => &self.gzip,
        };
        match outcome {
            Outcome::Wrote { compressed } => {
                written.siblings.fetch_add(1, Ordering::Relaxed);
                written
                    .original_bytes
                    .fetch_add(original, Ordering::Relaxed);
                written
                    .compressed_bytes
                    .fetch_add(compressed, Ordering::Relaxed);
            }
            Outcome::UpToDate => {
                self.up_to_date.fetch_add(1, Ordering::Relaxed);
            }
            Outcome::WouldNotShrink { removed_stale } => {
                self.would_not_shrink.fetch_add(1, Ordering::Relaxed);
                if removed_stale {
                    self.removed_stale.fetch_add(1, Ordering::Relaxed);
                }
            }
            Outcome::Failed(error) => self.failure(path, &error),
        }
    }

    fn failure(&self, path: &Path, error: &io::Error) {
        eprintln!("tlsfront: cannot compress {}: {error}", path.display());
        self.failed.fetch_add(1, Ordering::Relaxed);
    }

    fn print(&self, candidates: usize) {
        let load = |counter: &AtomicU64| counter.load(Ordering::Relaxed);
        println!("{candidates} compressible files");
        for (name, written) in [("brotli", &self.brotli), ("gzip", &self.gzip)] {
            println!(
                "{name}: wrote {} siblings, {} bytes -> {} bytes",
                load(&written.siblings),
                load(&written.original_bytes),
                load(&written.compressed_bytes),
            );
        }
        println!(
            "skipped: {} siblings up to date, {} that would not shrink ({} stale ones \
             removed), {} files under the minimum size; {} failures",
            load(&self.up_to_date),
            load(&self.would_not_shrink),
            load(&self.removed_stale),
            load(&self.too_small),
            load(&self.failed),
        );
    }
}
