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
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, SystemTime};

use bytes::Bytes;
use tracing::debug;

use crate::files::docroot::FileMeta;
use crate::files::file_watch::{FileWatcher, Pending, Stale, Watched, Watching};
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
    /// Made at the first insert inside a tokio runtime; `Some(None)` if that failed, and then
    /// nothing is ever cached.
    watcher: OnceLock<Option<FileWatcher<CacheKey>>>,
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
            watcher: OnceLock::new(),
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
        let watcher = self.watcher.get()?.as_ref()?;
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
        let mut watching = self.watcher()?.lock()?;
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
        let watched = watching.watch(docroot, served, file, &suffixes)?;
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

    /// The watcher, made at the first call inside a tokio runtime.
    fn watcher(&self) -> Option<&FileWatcher<CacheKey>> {
        if let Some(watcher) = self.watcher.get() {
            return watcher.as_ref();
        }
        tokio::runtime::Handle::try_current().ok()?;
        let watcher = self.watcher.get_or_init(|| match FileWatcher::new() {
            Ok(watcher) => Some(watcher),
            Err(error) => {
                debug!(%error, "no inotify instance for the file cache: files are read from disk");
                None
            }
        });
        watcher.as_ref()
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
mod tests {
    use std::os::unix::fs::symlink;

    use tokio::io::AsyncWriteExt;
    use tokio::net::UnixStream;

    use super::*;

    fn meta(len: u64) -> FileMeta {
        FileMeta {
            len,
            modified: SystemTime::UNIX_EPOCH,
            inode: 0,
            mime: "text/plain",
        }
    }

    fn key(path: &str) -> CacheKey {
        CacheKey {
            docroot: DocrootId { dev: 1, ino: 2 },
            request: path.as_bytes().into(),
            encoding: Encoding::Identity,
        }
    }

    /// A docroot with a cache, and a socket pair standing for a client connection.
    struct Fixture {
        tmp: tempfile::TempDir,
        dir: File,
        cache: FileCache,
        client: UnixStream,
        server: UnixStream,
    }

    impl Fixture {
        fn new() -> Fixture {
            let tmp = tempfile::tempdir().unwrap();
            let dir = File::open(tmp.path()).unwrap();
            let (client, server) = UnixStream::pair().unwrap();
            Fixture {
                tmp,
                dir,
                cache: FileCache::default(),
                client,
                server,
            }
        }

        fn path(&self, name: &str) -> std::path::PathBuf {
            self.tmp.path().join(name)
        }

        fn write(&self, name: &str, content: &[u8]) {
            std::fs::write(self.path(name), content).unwrap();
        }

        /// Caches `name` as if it were read now plus `later` (so it counts as settled).
        fn cache(&self, name: &str, later: Duration) -> Option<Arc<CachedFile>> {
            let file = File::open(self.path(name)).unwrap();
            let len = file.metadata().unwrap().len();
            self.cache.insert(
                self.dir.as_raw_fd(),
                key(name),
                Path::new(name),
                &file,
                meta(len),
                SystemTime::now() + later,
            )
        }

        /// A request's bytes arrive after whatever was changed before: as on a connection,
        /// they reach this task through the reactor.
        async fn request_arrives(&mut self) {
            self.client.write_all(b"x").await.unwrap();
            self.server.readable().await.unwrap();
            let mut byte = [0u8; 2];
            assert_eq!(self.server.try_read(&mut byte).unwrap(), 1);
            // Empty now: the next `readable` waits for the reactor again.
            assert!(self.server.try_read(&mut byte).is_err());
        }

        /// What the next request is answered from memory with.
        async fn get(&mut self, name: &str) -> Option<Bytes> {
            self.request_arrives().await;
            self.cache
                .get(&key(name))
                .map(|cached| cached.content.clone())
        }
    }

    const LATER: Duration = Duration::from_secs(5);

    #[tokio::test]
    async fn a_settled_small_file_is_served_until_it_is_rewritten_in_place() {
        let mut f = Fixture::new();
        f.write("a.html", b"first");
        assert!(f.cache("a.html", LATER).is_some());
        assert_eq!(f.get("a.html").await.as_deref(), Some(&b"first"[..]));
        assert_eq!(f.get("a.html").await.as_deref(), Some(&b"first"[..]));

        // Same length, same second: only the write's event tells.
        f.write("a.html", b"secnd");
        assert_eq!(f.get("a.html").await, None);
        assert_eq!(f.get("a.html").await, None, "dropped, not just skipped");
        assert_eq!(f.cache("a.html", LATER).unwrap().content, &b"secnd"[..]);
        assert_eq!(f.get("a.html").await.as_deref(), Some(&b"secnd"[..]));
    }

    #[tokio::test]
    async fn a_replaced_or_removed_file_or_a_planted_symlink_is_not_served_from_memory() {
        let mut f = Fixture::new();
        f.write("a.html", b"page");
        f.write("other", b"other");
        f.cache("a.html", LATER).unwrap();
        std::fs::rename(f.path("other"), f.path("a.html")).unwrap();
        assert_eq!(f.get("a.html").await, None, "renamed over");

        f.cache("a.html", LATER).unwrap();
        std::fs::remove_file(f.path("a.html")).unwrap();
        assert_eq!(f.get("a.html").await, None, "removed");

        f.write("a.html", b"page");
        f.write("b.html", b"b");
        f.cache("a.html", LATER).unwrap();
        f.cache("b.html", LATER).unwrap();
        std::fs::remove_file(f.path("a.html")).unwrap();
        symlink("b.html", f.path("a.html")).unwrap();
        assert_eq!(
            f.get("a.html").await,
            None,
            "a symlink planted in its place"
        );
        assert_eq!(
            f.get("b.html").await.as_deref(),
            Some(&b"b"[..]),
            "a neighbour's events leave it cached"
        );
    }

    #[tokio::test]
    async fn a_file_knows_its_absent_siblings_until_one_appears_or_goes() {
        let mut f = Fixture::new();
        f.write("a.html", b"page");
        f.write("a.html.gz", b"gz");
        let cached = f.cache("a.html", LATER).unwrap();
        let absent = |cached: &CachedFile| {
            Encoding::CODINGS.map(|coding| cached.absent_siblings.contains(coding))
        };
        assert_eq!(absent(&cached), [true, true, false], "br, zst; not gz");
        assert!(f.get("a.html").await.is_some());
        f.write("a.html.br", b"br");
        assert_eq!(f.get("a.html").await, None, "a sibling created");
        assert_eq!(
            absent(&f.cache("a.html", LATER).unwrap()),
            [false, true, false]
        );
        std::fs::remove_file(f.path("a.html.gz")).unwrap();
        assert_eq!(f.get("a.html").await, None, "a sibling removed");

        // Siblings sit beside the name served, whatever symlinks it or its directories are.
        std::fs::create_dir(f.path("d")).unwrap();
        f.write("d/p.html", b"p");
        f.write("d/p.html.br", b"br");
        symlink("d/p.html", f.path("link.html")).unwrap();
        symlink("d", f.path("deep")).unwrap();
        assert_eq!(absent(&f.cache("link.html", LATER).unwrap()), [true; 3]);
        assert_eq!(
            absent(&f.cache("deep/p.html", LATER).unwrap()),
            [false, true, true]
        );
        f.write("link.html.zst", b"zst");
        assert_eq!(f.get("link.html").await, None, "beside the link");
        assert!(f.get("deep/p.html").await.is_some(), "not its sibling");
        f.write("d/p.html.gz", b"gz");
        assert_eq!(f.get("deep/p.html").await, None, "beside the target");
    }

    #[tokio::test]
    async fn a_symlinked_file_or_directory_is_dropped_when_its_target_changes() {
        let mut f = Fixture::new();
        std::fs::create_dir_all(f.path("x/y")).unwrap();
        f.write("x/y/page.html", b"old");
        symlink("x/y", f.path("deep")).unwrap();
        symlink("x/y/page.html", f.path("page.html")).unwrap();
        f.cache("deep/page.html", LATER).unwrap();
        f.cache("page.html", LATER).unwrap();
        assert_eq!(f.get("deep/page.html").await.as_deref(), Some(&b"old"[..]));

        // The directory the symlinks lead through is replaced: only `x` and the docroot see it.
        std::fs::rename(f.path("x"), f.path("x.old")).unwrap();
        std::fs::create_dir_all(f.path("x/y")).unwrap();
        f.write("x/y/page.html", b"new");
        assert_eq!(
            f.get("deep/page.html").await,
            None,
            "through a directory link"
        );
        assert_eq!(f.get("page.html").await, None, "through a file link");

        // The file a cached link names is rewritten in place.
        f.cache("page.html", LATER).unwrap();
        f.write("x/y/page.html", b"mod");
        assert_eq!(f.get("page.html").await, None);

        // The link itself is pointed elsewhere.
        f.write("other.html", b"other");
        f.cache("page.html", LATER).unwrap();
        std::fs::remove_file(f.path("page.html")).unwrap();
        symlink("other.html", f.path("page.html")).unwrap();
        assert_eq!(f.get("page.html").await, None);
    }

    #[tokio::test]
    async fn a_parent_directory_renamed_away_and_replaced_is_noticed() {
        let mut f = Fixture::new();
        std::fs::create_dir_all(f.path("d/e")).unwrap();
        f.write("d/e/page.html", b"old");
        f.cache("d/e/page.html", LATER).unwrap();
        std::fs::rename(f.path("d"), f.path("d.old")).unwrap();
        std::fs::create_dir_all(f.path("d/e")).unwrap();
        f.write("d/e/page.html", b"new");
        assert_eq!(f.get("d/e/page.html").await, None);
    }

    #[tokio::test]
    async fn a_path_leaving_the_docroot_even_to_come_back_is_not_cached() {
        let f = Fixture::new();
        std::fs::create_dir(f.path("d")).unwrap();
        f.write("page.html", b"page");
        symlink("../page.html", f.path("d/up.html")).unwrap();
        // Beneath the docroot, but through `..`: cached, and watched on the way.
        assert!(f.cache("d/up.html", LATER).is_some());
        let root = f.tmp.path().file_name().unwrap().to_str().unwrap();
        symlink(format!("../{root}/page.html"), f.path("out.html")).unwrap();
        assert!(f.cache("out.html", LATER).is_none());
        symlink(f.path("page.html"), f.path("absolute.html")).unwrap();
        assert!(f.cache("absolute.html", LATER).is_none());
    }

    #[tokio::test]
    async fn watches_are_released_with_their_entries() {
        let mut f = Fixture::new();
        f.write("a.html", b"a");
        f.cache("a.html", LATER).unwrap();
        assert_eq!(f.get("a.html").await.as_deref(), Some(&b"a"[..]));
        f.cache.entries.invalidate(&key("a.html"));
        f.cache.entries.run_pending_tasks();
        f.write("b.html", b"b");
        f.cache("b.html", LATER).unwrap();
        let watcher = f.cache.watcher.get().unwrap().as_ref().unwrap();
        // The docroot and b.html; a.html's watch is gone.
        assert_eq!(watcher.lock().unwrap().watch_count(), 2);
    }

    #[tokio::test]
    async fn fresh_or_large_files_are_streamed_not_cached() {
        let mut f = Fixture::new();
        f.write("fresh.html", b"just written");
        assert!(f.cache("fresh.html", Duration::ZERO).is_none());
        assert_eq!(f.get("fresh.html").await, None);

        f.write("big.bin", &vec![7u8; MAX_CACHED_FILE as usize + 1]);
        assert!(f.cache("big.bin", LATER).is_none());
    }

    #[test]
    fn outside_a_runtime_nothing_is_cached() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("a.html"), b"a").unwrap();
        let dir = File::open(tmp.path()).unwrap();
        let file = File::open(tmp.path().join("a.html")).unwrap();
        let cache = FileCache::default();
        let now = SystemTime::now() + LATER;
        let served = Path::new("a.html");
        let inserted = cache.insert(dir.as_raw_fd(), key("a.html"), served, &file, meta(1), now);
        assert!(inserted.is_none());
        assert!(cache.get(&key("a.html")).is_none());
    }
}
