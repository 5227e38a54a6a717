//! The response body for static answers: nothing, a static text, or a byte range of an open
//! file, always with an exact length so hyper writes the plan's `content-length` and never
//! chunks.

use std::fs::File;
use std::future::Future;
use std::io;
use std::os::unix::fs::FileExt;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};

use bytes::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::task::JoinHandle;

/// File bodies go out in chunks of this size.
pub const CHUNK_BYTES: u64 = 64 * 1024;

/// A static response body with an exact length.
#[derive(Debug)]
pub struct StaticBody {
    kind: Kind,
    /// Bytes still to be yielded.
    remaining: u64,
    /// Whether `is_end_stream` may say "empty" before the first poll. Not for an empty file
    /// range: hyper's HTTP/1 encoder skips a `content-length: 0` it finds in place for a body
    /// it was told is empty and appends its own after every other header (after a
    /// `connection: close`, too), which would break byte-identity with the raw path.
    empty_known_early: bool,
}

/// What a body holds, for a server that writes it itself: the HTTP/2 path sends a file as the
/// client's flow-control window allows, not as fast as it can be read.
#[derive(Debug)]
pub enum BodySource {
    Empty,
    /// A static text, or a cached file's range.
    Memory(Bytes),
    File(FileRange),
}

/// A file's range not yet sent, read in chunks the way [`StaticBody`] reads them: on the
/// blocking pool, one chunk ahead of the one being sent.
#[derive(Debug)]
pub struct FileRange {
    chunks: FileChunks,
    remaining: u64,
}

impl FileRange {
    /// Bytes not yet returned by [`FileRange::next_chunk`].
    pub fn remaining(&self) -> u64 {
        self.remaining
    }

    /// The length of the next chunk.
    pub fn next_len(&self) -> u64 {
        self.remaining.min(CHUNK_BYTES)
    }

    /// The next chunk; an error when the file shrank or could not be read. Only called while
    /// bytes remain.
    pub async fn next_chunk(&mut self) -> io::Result<Bytes> {
        let remaining = self.remaining;
        let chunk = std::future::poll_fn(|cx| self.chunks.poll_next(cx, remaining)).await?;
        self.remaining -= chunk.len() as u64;
        Ok(chunk)
    }
}

#[derive(Debug)]
enum Kind {
    Done,
    /// Bytes in memory: a static text, or a cached file's range.
    Memory(Bytes),
    File(FileChunks),
}

#[derive(Debug)]
struct FileChunks {
    file: Arc<File>,
    offset: u64,
    /// The read of the next chunk, started while the previous one is on its way out.
    pending: Option<JoinHandle<io::Result<Bytes>>>,
}

impl StaticBody {
    /// No body: HEAD, 304.
    pub fn empty() -> StaticBody {
        StaticBody {
            kind: Kind::Done,
            remaining: 0,
            empty_known_early: true,
        }
    }

    /// A static text.
    pub fn text(text: &'static str) -> StaticBody {
        StaticBody {
            kind: Kind::Memory(Bytes::from_static(text.as_bytes())),
            remaining: text.len() as u64,
            empty_known_early: true,
        }
    }

    /// Bytes in memory: a range of a cached file. Like a file range, an empty one is not
    /// announced as empty before the first poll.
    pub fn bytes(bytes: Bytes) -> StaticBody {
        StaticBody {
            remaining: bytes.len() as u64,
            kind: Kind::Memory(bytes),
            empty_known_early: false,
        }
    }

    /// The bytes the body has not yielded yet.
    pub fn into_source(self) -> BodySource {
        match self.kind {
            _ if self.remaining == 0 => BodySource::Empty,
            Kind::Done => BodySource::Empty,
            Kind::Memory(bytes) => BodySource::Memory(bytes),
            // `offset` and `remaining` name the bytes not yielded yet, and a read in flight is
            // for the first of them.
            Kind::File(chunks) => BodySource::File(FileRange {
                chunks,
                remaining: self.remaining,
            }),
        }
    }

    /// `len` bytes of `file` from `offset`. If the file turns out shorter than that (it was
    /// truncated after it was looked up), the body fails, and hyper drops the connection rather
    /// than send fewer bytes than `content-length` promised.
    pub fn file(file: File, offset: u64, len: u64) -> StaticBody {
        StaticBody {
            kind: Kind::File(FileChunks {
                file: Arc::new(file),
                offset,
                pending: None,
            }),
            remaining: len,
            empty_known_early: false,
        }
    }
}

impl Body for StaticBody {
    type Data = Bytes;
    type Error = io::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, io::Error>>> {
        let this = self.get_mut();
        if this.remaining == 0 {
            this.kind = Kind::Done;
            return Poll::Ready(None);
        }
        let chunk = match &mut this.kind {
            Kind::Done => return Poll::Ready(None),
            Kind::Memory(bytes) => {
                let chunk = std::mem::take(bytes);
                this.kind = Kind::Done;
                Ok(chunk)
            }
            Kind::File(chunks) => ready!(chunks.poll_next(cx, this.remaining)),
        };
        match chunk {
            Ok(chunk) => {
                this.remaining -= chunk.len() as u64;
                if this.remaining == 0 {
                    this.kind = Kind::Done;
                }
                Poll::Ready(Some(Ok(Frame::data(chunk))))
            }
            Err(err) => {
                this.kind = Kind::Done;
                this.remaining = 0;
                Poll::Ready(Some(Err(err)))
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.remaining == 0 && (self.empty_known_early || matches!(self.kind, Kind::Done))
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.remaining)
    }
}

impl FileChunks {
    fn poll_next(&mut self, cx: &mut Context<'_>, remaining: u64) -> Poll<io::Result<Bytes>> {
        let want = remaining.min(CHUNK_BYTES);
        if self.pending.is_none() && remaining > CHUNK_BYTES {
            self.pending = spawn_read(Arc::clone(&self.file), self.offset, want);
        }
        let chunk = match &mut self.pending {
            Some(task) => {
                let joined = ready!(Pin::new(task).poll(cx));
                self.pending = None;
                joined.unwrap_or_else(|join| Err(io::Error::other(join)))
            }
            // A body of one chunk is read in place: the file was just opened and stat'ed, it
            // is in the page cache, and a hop to the blocking pool would cost more than the
            // read. (Also the fallback outside a tokio runtime.)
            None => read_exact_at(&self.file, self.offset, want),
        };
        let chunk = chunk?;
        self.offset += chunk.len() as u64;
        // Large files are read on the blocking pool, one chunk ahead of the one being sent,
        // so a cold 1 GiB download never stalls a runtime thread on the disk.
        let after = remaining - chunk.len() as u64;
        if after > 0 {
            self.pending = spawn_read(Arc::clone(&self.file), self.offset, after.min(CHUNK_BYTES));
        }
        Poll::Ready(Ok(chunk))
    }
}

/// Starts reading the next chunk on the blocking pool; `None` outside a tokio runtime, where
/// the next poll reads in place instead.
pub(crate) fn spawn_read(
    file: Arc<File>,
    offset: u64,
    len: u64,
) -> Option<JoinHandle<io::Result<Bytes>>> {
    let runtime = tokio::runtime::Handle::try_current().ok()?;
    Some(runtime.spawn_blocking(move || read_exact_at(&file, offset, len)))
}

fn read_exact_at(file: &File, offset: u64, len: u64) -> io::Result<Bytes> {
    // `len` is at most CHUNK_BYTES, so it fits in usize.
    let mut buf = vec![0u8; len as usize];
    let mut filled = 0usize;
    while filled < buf.len() {
        match file.read_at(&mut buf[filled..], offset + filled as u64) {
            Ok(0) => {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "static file shrank while it was being served",
                ))
            }
            Ok(n) => filled += n,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(err) => return Err(err),
        }
    }
    Ok(Bytes::from(buf))
}

#[cfg(test)]
mod tests {
    use http_body_util::BodyExt;

    use super::*;

    fn file_with(bytes: &[u8]) -> (tempfile::NamedTempFile, File) {
        let tmp = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(tmp.path(), bytes).unwrap();
        let file = File::open(tmp.path()).unwrap();
        (tmp, file)
    }

    async fn collect(body: StaticBody) -> io::Result<Vec<u8>> {
        Ok(body.collect().await?.to_bytes().to_vec())
    }

    #[tokio::test]
    async fn texts_and_empties() {
        let body = StaticBody::text("not found\n");
        assert_eq!(body.size_hint().exact(), Some(10));
        assert!(!body.is_end_stream());
        assert_eq!(collect(body).await.unwrap(), b"not found\n");
        let empty = StaticBody::empty();
        assert!(empty.is_end_stream());
        assert_eq!(empty.size_hint().exact(), Some(0));
        assert!(collect(empty).await.unwrap().is_empty());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn file_ranges_small_and_large() {
        let content: Vec<u8> = (0..(CHUNK_BYTES * 3 + 17))
            .map(|i| (i % 251) as u8)
            .collect();
        let (tmp, _) = file_with(&content);
        let total = content.len() as u64;
        let ranges = [
            (0, total),
            (0, 1),
            (5, 100),
            (1, CHUNK_BYTES),
            (1, CHUNK_BYTES + 1),
            (CHUNK_BYTES - 1, CHUNK_BYTES * 2 + 2),
            (total - 1, 1),
        ];
        for (offset, len) in ranges {
            let body = StaticBody::file(File::open(tmp.path()).unwrap(), offset, len);
            assert_eq!(body.size_hint().exact(), Some(len));
            let got = collect(body).await.unwrap();
            assert_eq!(
                got,
                &content[offset as usize..(offset + len) as usize],
                "{offset}+{len}"
            );
        }
    }

    #[tokio::test]
    async fn empty_file_range_is_not_reported_empty_before_polling() {
        let (_tmp, file) = file_with(b"");
        let body = StaticBody::file(file, 0, 0);
        assert!(!body.is_end_stream());
        assert_eq!(body.size_hint().exact(), Some(0));
        assert!(collect(body).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_file_shorter_than_promised_fails_the_body() {
        let (_tmp, file) = file_with(b"short");
        let body = StaticBody::file(file, 0, CHUNK_BYTES * 2);
        let err = collect(body).await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::UnexpectedEof);
    }
}
