//! Small static files kept in memory for the user-space HTTP path.
//!
//! Serving a small file costs four syscalls (`openat2`, `fstat`, `pread`, `close`), two thirds
//! of a kept-alive request's syscalls. A cached file costs one: a `statx` of the path it was
//! served from, whose identity (device, inode, size, modification and change times) must still
//! match what was read. Any change to the file, a rename over it, its removal, or a symlink
//! planted in its place changes that identity, and the request takes the full path again. So
//! the cache is never stale, and it never widens what can be served: an entry only ever holds a
//! file that was opened beneath its docroot (`openat2` with `RESOLVE_BENEATH`), and is only
//! served while the path still names that very inode.
//!
//! Only files that have not changed for [`SETTLED`] are cached: a file being written now could
//! be read half-way while its timestamps still say it is complete.
//!
//! The kTLS path does not use this cache: its bodies go out with `sendfile` from the file.

use std::ffi::CString;
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use bytes::Bytes;

use super::docroot::FileMeta;

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

/// One request path beneath one docroot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CacheKey {
    pub docroot: DocrootId,
    /// The request's path relative to the docroot, with its trailing `/` (which selects the
    /// directory's index page).
    pub request: Box<[u8]>,
}

/// A cached file: what the planner needs, the content, and the identity it was read with.
#[derive(Debug)]
pub struct CachedFile {
    pub meta: FileMeta,
    pub content: Bytes,
    /// The path, relative to the docroot, the content was read from (`dir/index.html` for a
    /// request of `dir/`).
    served: CString,
    identity: Identity,
}

/// What must not change for a cached file to be served.
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
        FileCache {
            entries: moka::sync::Cache::builder()
                .max_capacity(CAPACITY_BYTES)
                .weigher(|key: &CacheKey, value: &Arc<CachedFile>| {
                    let bytes = value.content.len() + key.request.len() + 256;
                    u32::try_from(bytes).unwrap_or(u32::MAX)
                })
                .build(),
        }
    }
}

impl FileCache {
    /// How many files are held now.
    pub fn cached_files(&self) -> u64 {
        self.entries.run_pending_tasks();
        self.entries.entry_count()
    }

    /// The cached file for a request, if it is cached and its path still names the very file
    /// that was read.
    pub fn get(&self, docroot: RawFd, key: &CacheKey) -> Option<Arc<CachedFile>> {
        let cached = self.entries.get(key)?;
        match identity_at(docroot, &cached.served) {
            Ok(now) if now == cached.identity => Some(cached),
            _ => {
                self.entries.invalidate(key);
                None
            }
        }
    }

    /// Reads a file that was just opened beneath the docroot and caches it, if it is small and
    /// settled; returns the cached entry, or `None` when the file is to be streamed instead.
    pub fn insert(
        &self,
        key: CacheKey,
        served: &Path,
        file: &File,
        meta: FileMeta,
        now: SystemTime,
    ) -> Option<Arc<CachedFile>> {
        if meta.len > MAX_CACHED_FILE {
            return None;
        }
        let before = identity_of(file).ok()?;
        if !settled(&before, now) || before.size != meta.len {
            return None;
        }
        let mut content = vec![0u8; meta.len as usize];
        file.read_exact_at(&mut content, 0).ok()?;
        // The content belongs to the identity only if nothing changed while it was read.
        if identity_of(file).ok()? != before {
            return None;
        }
        let entry = Arc::new(CachedFile {
            meta,
            content: Bytes::from(content),
            served: CString::new(served.as_os_str().as_bytes()).ok()?,
            identity: before,
        });
        self.entries.insert(key, entry.clone());
        Some(entry)
    }
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
    statx(file.as_raw_fd(), c"", libc::AT_EMPTY_PATH)
}

fn identity_at(docroot: RawFd, path: &CString) -> io::Result<Identity> {
    // Follows symlinks, as the open did: the inode found must be the one that was read.
    statx(docroot, path, 0)
}

fn statx(dirfd: RawFd, path: &std::ffi::CStr, flags: libc::c_int) -> io::Result<Identity> {
    // SAFETY: statx is plain struct data; all-zero is a valid value.
    let mut buf: libc::statx = unsafe { std::mem::zeroed() };
    // SAFETY: `path` is a valid C string, `buf` is a valid, writable statx struct.
    let rc = unsafe {
        libc::statx(
            dirfd,
            path.as_ptr(),
            flags | libc::AT_STATX_SYNC_AS_STAT,
            libc::STATX_BASIC_STATS,
            &mut buf,
        )
    };
    if rc != 0 {
        return Err(io::Error::last_os_error());
    }
    if u32::from(buf.stx_mode) & libc::S_IFMT != libc::S_IFREG {
        return Err(io::Error::from_raw_os_error(libc::EISDIR));
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
        }
    }

    struct Fixture {
        tmp: tempfile::TempDir,
        dir: File,
        cache: FileCache,
    }

    impl Fixture {
        fn new() -> Fixture {
            let tmp = tempfile::tempdir().unwrap();
            let dir = File::open(tmp.path()).unwrap();
            Fixture {
                tmp,
                dir,
                cache: FileCache::default(),
            }
        }

        fn write(&self, name: &str, content: &[u8]) {
            std::fs::write(self.tmp.path().join(name), content).unwrap();
        }

        /// Caches `name` as if it were read now plus `later` (so it counts as settled).
        fn cache(&self, name: &str, later: Duration) -> Option<Arc<CachedFile>> {
            let file = File::open(self.tmp.path().join(name)).unwrap();
            let len = file.metadata().unwrap().len();
            self.cache.insert(
                key(name),
                Path::new(name),
                &file,
                meta(len),
                SystemTime::now() + later,
            )
        }

        fn get(&self, name: &str) -> Option<Bytes> {
            self.cache
                .get(self.dir.as_raw_fd(), &key(name))
                .map(|cached| cached.content.clone())
        }
    }

    const LATER: Duration = Duration::from_secs(5);

    #[test]
    fn a_settled_small_file_is_served_until_it_changes() {
        let f = Fixture::new();
        f.write("a.html", b"first");
        assert!(f.cache("a.html", LATER).is_some());
        assert_eq!(f.get("a.html").as_deref(), Some(&b"first"[..]));

        // Rewritten in place with the same length: its change time moves.
        std::thread::sleep(Duration::from_millis(20));
        f.write("a.html", b"secnd");
        assert_eq!(f.get("a.html"), None);
        // The miss dropped the entry; it is read again on the full path.
        assert_eq!(f.get("a.html"), None);
    }

    #[test]
    fn a_replaced_or_removed_file_or_a_planted_symlink_is_not_served_from_memory() {
        let f = Fixture::new();
        f.write("a.html", b"page");
        f.write("other", b"other");
        f.cache("a.html", LATER).unwrap();
        std::fs::rename(f.tmp.path().join("other"), f.tmp.path().join("a.html")).unwrap();
        assert_eq!(f.get("a.html"), None, "renamed over");

        f.cache("a.html", LATER).unwrap();
        std::fs::remove_file(f.tmp.path().join("a.html")).unwrap();
        assert_eq!(f.get("a.html"), None, "removed");

        f.write("a.html", b"page");
        f.cache("a.html", LATER).unwrap();
        std::fs::remove_file(f.tmp.path().join("a.html")).unwrap();
        symlink("/etc/passwd", f.tmp.path().join("a.html")).unwrap();
        assert_eq!(f.get("a.html"), None, "a symlink planted in its place");
    }

    #[test]
    fn fresh_or_large_files_are_streamed_not_cached() {
        let f = Fixture::new();
        f.write("fresh.html", b"just written");
        assert!(f.cache("fresh.html", Duration::ZERO).is_none());
        assert_eq!(f.get("fresh.html"), None);

        f.write("big.bin", &vec![7u8; MAX_CACHED_FILE as usize + 1]);
        assert!(f.cache("big.bin", LATER).is_none());
    }
}
