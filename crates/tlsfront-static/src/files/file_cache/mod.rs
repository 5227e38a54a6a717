//! Small static files kept in memory for the user-space HTTP path.
//!
//! Serving a small file from disk costs four syscalls (`openat2`, `fstat`, `pread`, `close`),
//! two thirds of a kept-alive request's syscalls. A cached file costs none: freshness is kept
//! by change notification (`file_watch`). Each entry watches its file and every
//! directory its path resolves through, and any event that could make the path name other
//! content (a write, a rename over it, its removal, a symlink planted or changed on the way, a
//! directory renamed or replaced) drops the entry before the next request is answered. The
//! cache never widens what can be served: an entry only ever holds a file that was opened
//! beneath its docroot (`openat2` with `RESOLVE_BENEATH`), and a path that leaves the docroot
//! through a symlink, even to come back, is not cached at all.
//!
//! # Why the next request cannot see stale content, without a syscall
//!
//! The kernel queues the inotify event inside the writer's `write`/`rename`/`unlink`, and
//! marks the inotify fd ready in epoll then. Request bytes that arrive after that mark their
//! socket ready later, and epoll's ready list is first in, first out: the tokio reactor sets
//! the inotify fd's readiness in the same turn, or an earlier one, as the socket's, before it
//! wakes the connection's task. [`FileCache::get`] reads that readiness flag (no syscall); if
//! it is set, it drains every event and drops what they name before answering.
//!
//! The drain holds a mutex from its first read until it has cleared the readiness after
//! `EAGAIN`: otherwise one thread could find the fd empty and clear the readiness while another
//! has read events but not yet dropped their entries, and a third would then trust the cache.
//! [`FileCache::insert`] holds the same mutex from adding the watches to publishing the entry,
//! so no event about it can be read (and lost) before the entry is there to be dropped.
//!
//! The one gap: tokio keeps a socket's readiness after a read that filled the whole buffer, so
//! the next read of that connection goes straight to the socket without an epoll turn. Request
//! bytes read that way (a client keeping more than a buffer's worth in flight) can be answered
//! from memory until the reactor's next turn, at most one scheduler tick later.
//!
//! A file's entry also records which precompressed siblings (`<name>.br`, `.zst`, `.gz`) did
//! not exist once its directory was watched, and those names are watched with it: creating
//! one is an event that drops the entry, so while it lives a request needs no sibling lookup
//! to know they are still absent.
//!
//! Only files that have not changed for [`SETTLED`] are cached: a file being written now could
//! be read half-way while its timestamps still say it is complete.
//!
//! A cache made outside a tokio runtime caches nothing until it is used inside one; the runtime
//! must have IO enabled. If a watch cannot be added (the `fs.inotify.max_user_watches` limit),
//! that file is streamed from disk, never served stale.
//!
//! The kTLS path does not use this cache: its bodies go out with `sendfile` from the file.

use std::fs::File;
use std::io;
use std::os::fd::{AsFd, AsRawFd, RawFd};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use bytes::Bytes;

use crate::files::docroot::FileMeta;
use crate::files::file_watch::{LazyWatcher, Pending, Reach, Stale, Watched, Watching};
use crate::request::encoding::Encoding;
use crate::request::precompressed::AbsentSiblings;

/// Files larger than this are streamed from disk, never cached: one chunk of a file body.
pub const MAX_CACHED_FILE: u64 = 64 * 1024;

/// Bytes of file content held at most: thousands of small pages and assets, a small part of
/// what a server's page cache holds anyway.
const CAPACITY_BYTES: u64 = 64 << 20;

/// A file modified or changed this recently is not cached yet (it may still be being written).
pub const SETTLED: Duration = Duration::from_secs(1);

/// The cache, shared by every connection of a server.
pub struct FileCache {
    entries: moka::sync::Cache<CacheKey, Arc<CachedFile>>,
    /// Made at the first insert inside a tokio runtime; if that fails, nothing is ever cached.
    watcher: LazyWatcher<CacheKey>,
    /// Entries moka dropped, whose watches are released at the next drain or insert (the
    /// eviction listener may run while the watcher's lock is held, so it must not take it).
    evicted: Arc<Mutex<Vec<Arc<CachedFile>>>>,
}

impl std::fmt::Debug for FileCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FileCache")
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

/// A docroot directory, as the kernel knows it (device, inode): hosts whose docroots are the
/// same directory share entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DocrootId {
    pub dev: u64,
    pub ino: u64,
}

/// One request path beneath one docroot, in one coding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CacheKey {
    pub docroot: DocrootId,
    /// The request's path relative to the docroot, with its trailing `/` (which selects the
    /// directory's index page).
    pub request: Box<[u8]>,
    /// Identity for the file itself; a coding for its precompressed sibling, which is cached,
    /// watched and dropped like any file.
    pub encoding: Encoding,
}

/// A cached file: what the planner needs, the content, and the watches that keep it fresh.
#[derive(Debug)]
pub struct CachedFile {
    pub meta: FileMeta,
    pub content: Bytes,
    /// The path read, relative to the docroot (the request's, its `index.html`, or a
    /// sibling's), which names the file's siblings.
    pub served: PathBuf,
    /// For a file itself (identity), the codings it had no sibling in when it was cached: its
    /// directory's watch drops the entry when `<served>.br`, `.zst` or `.gz` appears, so
    /// while it is served from here no sibling lookup is needed for them.
    pub absent_siblings: AbsentSiblings,
    watched: Watched,
}

/// What must not change while a file is read for the cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Identity {
    dev_major: u32,
    dev_minor: u32,
    ino: u64,
    size: u64,
    mtime: (i64, u32),
    ctime: (i64, u32),
}

impl Default for FileCache {
    fn default() -> Self {
        let evicted: Arc<Mutex<Vec<Arc<CachedFile>>>> = Arc::default();
        let listener_evicted = evicted.clone();
        FileCache {
            entries: moka::sync::Cache::builder()
                .max_capacity(CAPACITY_BYTES)
                .weigher(|key: &CacheKey, value: &Arc<CachedFile>| {
                    let bytes = value.content.len()
                        + key.request.len()
                        + value.served.as_os_str().len()
                        + 256;
                    u32::try_from(bytes).unwrap_or(u32::MAX)
                })
                .eviction_listener(move |_key, value, _cause| {
                    if let Ok(mut evicted) = listener_evicted.lock() {
                        evicted.push(value);
                    }
                })
                .build(),
            watcher: LazyWatcher::new("files are read from disk, not cached"),
            evicted,
        }
    }
}

impl FileCache {
    /// How many files are held now.
    pub fn cached_files(&self) -> u64 {
        self.entries.run_pending_tasks();
        self.entries.entry_count()
    }

    /// The cached file for a request, if it is cached and nothing it depends on has changed.
    /// No syscall unless change events are waiting.
    pub fn get(&self, key: &CacheKey) -> Option<Arc<CachedFile>> {
        let watcher = self.watcher.made()?;
        match watcher.pending() {
            Pending::Nothing => {}
            Pending::Events => {
                let mut watching = watcher.lock()?;
                self.apply_changes(&mut watching);
            }
            Pending::Unknown => return None,
        }
        self.entries.get(key)
    }

    /// Reads a file that was just opened beneath the docroot (as `served`, relative to
    /// `docroot`) and caches it, if it is small and settled and can be watched; returns the
    /// cached entry, or `None` when the file is to be streamed instead.
    pub fn insert(
        &self,
        docroot: RawFd,
        key: CacheKey,
        served: &Path,
        file: &File,
        meta: FileMeta,
        now: SystemTime,
    ) -> Option<Arc<CachedFile>> {
        if meta.len > MAX_CACHED_FILE {
            return None;
        }
        let mut watching = self.watcher.made_now()?.lock()?;
        self.apply_changes(&mut watching);
        // A file's own siblings are watched by name beside it; a sibling has none.
        let siblings: Vec<(Encoding, String)> = match key.encoding {
            Encoding::Identity => Encoding::CODINGS
                .into_iter()
                .filter_map(|coding| Some((coding, format!(".{}", coding.sibling_extension()?))))
                .collect(),
            _ => Vec::new(),
        };
        let suffixes: Vec<&str> = siblings.iter().map(|(_, suffix)| suffix.as_str()).collect();
        // Watched first, then read: a change after this point is an event.
        let watched = watching.watch(docroot, served, file.as_fd(), (&suffixes, Reach::Beneath))?;
        let Some(content) = read_settled(file, &meta, now) else {
            watching.release(&watched);
            return None;
        };
        watching.register(&watched, key.clone());
        let absent_siblings = siblings
            .iter()
            .enumerate()
            .filter(|&(index, _)| watched.neighbour_absent(index))
            .fold(AbsentSiblings::default(), |absent, (_, (coding, _))| {
                absent.with(*coding)
            });
        let entry = Arc::new(CachedFile {
            meta,
            content,
            served: served.to_path_buf(),
            absent_siblings,
            watched,
        });
        self.entries.insert(key, entry.clone());
        Some(entry)
    }

    /// Drops every entry the waiting events concern, then the watches of entries moka dropped.
    fn apply_changes(&self, watching: &mut Watching<'_, CacheKey>) {
        watching.drain(|stale| match stale {
            Stale::Entry(key) => self.entries.invalidate(key),
            Stale::Everything => self.entries.invalidate_all(),
        });
        let evicted = match self.evicted.lock() {
            Ok(mut evicted) => std::mem::take(&mut *evicted),
            Err(_) => return,
        };
        for entry in evicted {
            watching.release(&entry.watched);
        }
    }
}

/// The whole content, if the file is settled and did not change while it was read.
fn read_settled(file: &File, meta: &FileMeta, now: SystemTime) -> Option<Bytes> {
    let before = identity_of(file).ok()?;
    if !settled(&before, now) || before.size != meta.len {
        return None;
    }
    // At most MAX_CACHED_FILE, checked by the caller.
    let mut content = vec![0u8; meta.len as usize];
    file.read_exact_at(&mut content, 0).ok()?;
    // The content belongs to the identity only if nothing changed while it was read.
    if identity_of(file).ok()? != before {
        return None;
    }
    Some(Bytes::from(content))
}

/// Whether neither timestamp is within [`SETTLED`] of `now`.
fn settled(identity: &Identity, now: SystemTime) -> bool {
    let now = now
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let latest = identity.mtime.0.max(identity.ctime.0);
    // Whole seconds, rounded against caching: `latest` may be up to a second later than it reads.
    now - latest > SETTLED.as_secs() as i64
}

fn identity_of(file: &File) -> io::Result<Identity> {
    // SAFETY: statx is plain struct data; all-zero is a valid value.
    let mut buf: libc::statx = unsafe { std::mem::zeroed() };
    // SAFETY: the path is a valid C string, `buf` is a valid, writable statx struct.
    let rc = unsafe {
        libc::statx(
            file.as_raw_fd(),
            c"".as_ptr(),
            libc::AT_EMPTY_PATH | libc::AT_STATX_SYNC_AS_STAT,
            libc::STATX_BASIC_STATS,
            &mut buf,
        )
    };
    if rc != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(Identity {
        dev_major: buf.stx_dev_major,
        dev_minor: buf.stx_dev_minor,
        ino: buf.stx_ino,
        size: buf.stx_size,
        mtime: (buf.stx_mtime.tv_sec, buf.stx_mtime.tv_nsec),
        ctime: (buf.stx_ctime.tv_sec, buf.stx_ctime.tv_nsec),
    })
}

#[cfg(test)]
mod tests;
