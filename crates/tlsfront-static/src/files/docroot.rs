//! A host's docroot: files are opened beneath its directory and never outside it.
//!
//! The kernel enforces the boundary. `openat2(2)` with `RESOLVE_BENEATH` resolves the path
//! relative to the docroot's directory fd and fails with `EXDEV` when `..` or a symlink would
//! leave it, so a symlink planted in the docroot cannot point at `/etc/passwd`. On kernels
//! without `openat2` (before 5.6) every component is opened one by one with `O_NOFOLLOW`, so any
//! symlink at all is refused: stricter, still correct.
//!
//! These are blocking syscalls, and they are called from async code directly, without
//! `spawn_blocking`: static files live in the page cache, and for a small file the hop to a
//! blocking thread and back costs more than the `open` and `fstat` themselves.

use std::fs::File;
use std::io;
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, OwnedFd, RawFd};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::files::beneath::{open_beneath, Strategy};
use crate::files::file_cache::DocrootId;
use crate::request::encoding::Encoding;
use crate::request::mime::mime_for;
use crate::request::path::RequestPath;
use crate::request::precompressed::sibling_path;

/// The file served for a request path that names a directory and ends with `/`.
pub const INDEX_FILE: &str = "index.html";

/// A docroot directory, held open so every lookup resolves against the same directory even if
/// the path to it is renamed or replaced meanwhile.
#[derive(Debug)]
pub struct Docroot {
    dir: OwnedFd,
    id: DocrootId,
}

impl AsFd for Docroot {
    fn as_fd(&self) -> BorrowedFd<'_> {
        self.dir.as_fd()
    }
}

/// What a lookup found. `Forbidden` (the path tried to leave the docroot, or was refused by
/// permissions) is told apart for logging only: the planner answers it exactly like `NotFound`.
#[derive(Debug)]
pub enum FileLookup {
    Found(OpenedFile),
    NotFound,
    Forbidden,
    /// The path names a directory but did not end with `/`: the caller redirects to `path/`.
    DirectoryWithoutSlash,
    /// The lookup failed for a reason that is ours, not the client's (out of fds, I/O error).
    Failed(io::Error),
}

/// An open regular file and the facts the planner needs about it.
#[derive(Debug)]
pub struct OpenedFile {
    pub file: File,
    pub meta: FileMeta,
    /// The path opened, relative to the docroot: the request's, or its `index.html`.
    pub served: PathBuf,
}

/// The metadata of a served file, as the planner sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileMeta {
    pub len: u64,
    pub modified: SystemTime,
    pub inode: u64,
    pub mime: &'static str,
}

impl Docroot {
    /// Opens the docroot directory. Fails if `path` is not a directory.
    pub fn open(path: &Path) -> io::Result<Docroot> {
        let dir = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_DIRECTORY)
            .open(path)?;
        let metadata = dir.metadata()?;
        Ok(Docroot {
            id: DocrootId {
                dev: metadata.dev(),
                ino: metadata.ino(),
            },
            dir: dir.into(),
        })
    }

    /// The directory as the kernel knows it.
    pub fn id(&self) -> DocrootId {
        self.id
    }

    /// The directory's descriptor, to resolve paths beneath it.
    pub fn raw_fd(&self) -> RawFd {
        self.dir.as_raw_fd()
    }

    /// Opens the file a normalised request path names, beneath the docroot.
    pub fn lookup(&self, path: &RequestPath) -> FileLookup {
        self.lookup_with(path, Strategy::preferred())
    }

    /// Opens the precompressed sibling in `coding` of a file a lookup opened as `served`
    /// (`page.html` -> `page.html.gz`), beneath the docroot with the same rules as any file.
    /// Anything but a regular file (a directory, a fifo) is `NotFound`.
    pub fn lookup_sibling(&self, served: &Path, coding: Encoding) -> FileLookup {
        self.lookup_sibling_with(served, coding, Strategy::preferred())
    }

    fn lookup_sibling_with(
        &self,
        served: &Path,
        coding: Encoding,
        strategy: Strategy,
    ) -> FileLookup {
        let Some(relative) = sibling_path(served, coding) else {
            return FileLookup::NotFound;
        };
        match self.open_regular_or_dir(&relative, strategy) {
            Ok(Opened::File(found)) => found,
            Ok(Opened::Directory) => FileLookup::NotFound,
            Err(outcome) => outcome,
        }
    }

    fn lookup_with(&self, path: &RequestPath, strategy: Strategy) -> FileLookup {
        let relative = path.relative();
        // A path ending in `/` nearly always names a directory and asks for its index page.
        // Opening `<path>/index.html` first serves it with one open and one fstat instead of
        // two of each (the directory, then its index), the commonest request of all (`GET /`).
        // Only "no such file here" falls through to the walk below, which then tells a missing
        // directory, a file named with a trailing `/` and a directory without an index apart;
        // any other outcome is the answer the walk would have reached through the same path.
        if path.trailing_slash() {
            match self.open_regular_or_dir(&relative.join(INDEX_FILE), strategy) {
                Ok(Opened::File(file)) => return file,
                // An `index.html` that is itself a directory is not a page.
                Ok(Opened::Directory) => return FileLookup::NotFound,
                Err(FileLookup::NotFound) => {}
                Err(outcome) => return outcome,
            }
        }
        let opened = match self.open_regular_or_dir(&relative, strategy) {
            Ok(opened) => opened,
            Err(outcome) => return outcome,
        };
        match opened {
            // `/file.txt/` names a directory that does not exist, as it would on any file system.
            Opened::File(_) if path.trailing_slash() => FileLookup::NotFound,
            Opened::File(file) => file,
            Opened::Directory if !path.trailing_slash() => FileLookup::DirectoryWithoutSlash,
            Opened::Directory => {
                match self.open_regular_or_dir(&relative.join(INDEX_FILE), strategy) {
                    Ok(Opened::File(file)) => file,
                    // An `index.html` that is itself a directory is not a page.
                    Ok(Opened::Directory) => FileLookup::NotFound,
                    Err(outcome) => outcome,
                }
            }
        }
    }

    /// Opens `relative` and classifies it; `Err` carries the final answer for anything that is
    /// neither a regular file nor a directory.
    fn open_regular_or_dir(
        &self,
        relative: &Path,
        strategy: Strategy,
    ) -> Result<Opened, FileLookup> {
        let file =
            open_beneath(self.dir.as_raw_fd(), relative, strategy).map_err(classify_open_error)?;
        let metadata = file.metadata().map_err(FileLookup::Failed)?;
        let file_type = metadata.file_type();
        if file_type.is_dir() {
            return Ok(Opened::Directory);
        }
        // Fifos, sockets and devices are never served; O_NONBLOCK kept the open from hanging.
        if !file_type.is_file() {
            return Err(FileLookup::NotFound);
        }
        let meta = FileMeta {
            len: metadata.len(),
            modified: metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            inode: metadata.ino(),
            mime: mime_for(relative),
        };
        Ok(Opened::File(FileLookup::Found(OpenedFile {
            file,
            meta,
            served: relative.to_path_buf(),
        })))
    }
}

enum Opened {
    File(FileLookup),
    Directory,
}

/// Errors the client caused become `NotFound`/`Forbidden`; the rest are ours.
fn classify_open_error(err: io::Error) -> FileLookup {
    match err.raw_os_error() {
        Some(libc::ENOENT | libc::ENOTDIR | libc::ENAMETOOLONG | libc::ENXIO) => {
            FileLookup::NotFound
        }
        // EXDEV: left the docroot; ELOOP: a symlink (walk) or a loop; EACCES/EPERM: permissions.
        Some(libc::EXDEV | libc::ELOOP | libc::EACCES | libc::EPERM) => FileLookup::Forbidden,
        _ => FileLookup::Failed(err),
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStringExt;
    use std::os::unix::fs::symlink;

    use super::*;
    use crate::request::path::normalise_request_path;

    struct Fixture {
        tmp: tempfile::TempDir,
        root: Docroot,
    }

    /// A docroot beside a secret file it must never reach:
    ///
    /// ```text
    /// tmp/outside                  (secret)
    /// tmp/root/hello.txt
    /// tmp/root/page.html
    /// tmp/root/dir/index.html
    /// tmp/root/empty-dir/
    /// tmp/root/index-is-dir/index.html/
    /// tmp/root/passwd      -> /etc/passwd
    /// tmp/root/escape      -> ../outside
    /// tmp/root/escape-dir  -> ..
    /// tmp/root/inside      -> hello.txt
    /// tmp/root/inside-dir  -> dir
    /// tmp/root/link-index/index.html -> ../page.html
    /// tmp/root/fifo        (named pipe)
    /// ```
    fn fixture() -> Fixture {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("outside"), b"secret").unwrap();
        let root = tmp.path().join("root");
        std::fs::create_dir(&root).unwrap();
        std::fs::write(root.join("hello.txt"), b"hello").unwrap();
        std::fs::write(root.join("page.html"), b"<p>page</p>").unwrap();
        std::fs::create_dir(root.join("dir")).unwrap();
        std::fs::write(root.join("dir/index.html"), b"<p>dir</p>").unwrap();
        std::fs::create_dir(root.join("empty-dir")).unwrap();
        std::fs::create_dir_all(root.join("index-is-dir/index.html")).unwrap();
        symlink("/etc/passwd", root.join("passwd")).unwrap();
        symlink("../outside", root.join("escape")).unwrap();
        symlink("..", root.join("escape-dir")).unwrap();
        symlink("hello.txt", root.join("inside")).unwrap();
        symlink("dir", root.join("inside-dir")).unwrap();
        std::fs::create_dir(root.join("link-index")).unwrap();
        symlink("../page.html", root.join("link-index/index.html")).unwrap();
        let fifo = CString::new(root.join("fifo").into_os_string().into_vec()).unwrap();
        // SAFETY: test-only call with a valid C string.
        assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) }, 0);
        let root = Docroot::open(&root).unwrap();
        Fixture { tmp, root }
    }

    #[derive(Debug, PartialEq, Eq)]
    enum Seen {
        Found(&'static str, String),
        NotFound,
        Forbidden,
        DirectoryWithoutSlash,
    }

    fn look(root: &Docroot, raw: &str, strategy: Strategy) -> Seen {
        let path = normalise_request_path(raw).unwrap();
        match root.lookup_with(&path, strategy) {
            FileLookup::Found(mut opened) => {
                let mut body = String::new();
                io::Read::read_to_string(&mut opened.file, &mut body).unwrap();
                assert_eq!(opened.meta.len, body.len() as u64);
                Seen::Found(opened.meta.mime, body)
            }
            FileLookup::NotFound => Seen::NotFound,
            FileLookup::Forbidden => Seen::Forbidden,
            FileLookup::DirectoryWithoutSlash => Seen::DirectoryWithoutSlash,
            FileLookup::Failed(e) => panic!("{raw:?}: {e}"),
        }
    }

    fn found(mime: &'static str, body: &str) -> Seen {
        Seen::Found(mime, body.to_string())
    }

    const TEXT: &str = "text/plain; charset=utf-8";
    const HTML: &str = "text/html; charset=utf-8";

    #[test]
    fn openat2_serves_only_what_is_beneath() {
        let f = fixture();
        let cases = [
            ("/hello.txt", found(TEXT, "hello")),
            ("/page.html", found(HTML, "<p>page</p>")),
            ("/dir/", found(HTML, "<p>dir</p>")),
            ("/dir", Seen::DirectoryWithoutSlash),
            ("/", Seen::NotFound),
            ("/empty-dir/", Seen::NotFound),
            ("/index-is-dir/", Seen::NotFound),
            ("/missing", Seen::NotFound),
            ("/hello.txt/", Seen::NotFound),
            ("/hello.txt/x", Seen::NotFound),
            ("/missing/", Seen::NotFound),
            ("/fifo/", Seen::NotFound),
            ("/passwd", Seen::Forbidden),
            ("/passwd/", Seen::Forbidden),
            ("/escape", Seen::Forbidden),
            ("/escape/", Seen::Forbidden),
            ("/escape-dir/outside", Seen::Forbidden),
            ("/escape-dir/", Seen::Forbidden),
            // The type follows the name asked for, not the symlink's target.
            ("/inside", found("application/octet-stream", "hello")),
            ("/inside-dir/", found(HTML, "<p>dir</p>")),
            ("/inside-dir", Seen::DirectoryWithoutSlash),
            ("/link-index/", found(HTML, "<p>page</p>")),
            ("/fifo", Seen::NotFound),
        ];
        for (raw, expected) in cases {
            assert_eq!(look(&f.root, raw, Strategy::Openat2), expected, "{raw:?}");
        }
    }

    #[test]
    fn walk_fallback_refuses_every_symlink() {
        let f = fixture();
        let cases = [
            ("/hello.txt", found(TEXT, "hello")),
            ("/dir/", found(HTML, "<p>dir</p>")),
            ("/dir", Seen::DirectoryWithoutSlash),
            ("/empty-dir/", Seen::NotFound),
            ("/index-is-dir/", Seen::NotFound),
            ("/missing", Seen::NotFound),
            ("/missing/x", Seen::NotFound),
            ("/missing/", Seen::NotFound),
            ("/hello.txt/", Seen::NotFound),
            ("/hello.txt/x", Seen::NotFound),
            ("/escape/", Seen::Forbidden),
            ("/passwd", Seen::Forbidden),
            ("/escape", Seen::Forbidden),
            ("/escape-dir/outside", Seen::Forbidden),
            ("/inside", Seen::Forbidden),
            ("/inside-dir/", Seen::Forbidden),
            ("/link-index/", Seen::Forbidden),
            ("/fifo", Seen::NotFound),
        ];
        for (raw, expected) in cases {
            assert_eq!(
                look(&f.root, raw, Strategy::WalkNoFollow),
                expected,
                "{raw:?}"
            );
        }
    }

    #[test]
    fn public_lookup_matches_a_strategy() {
        let f = fixture();
        let path = normalise_request_path("/escape").unwrap();
        assert!(matches!(f.root.lookup(&path), FileLookup::Forbidden));
        let path = normalise_request_path("/hello.txt").unwrap();
        let FileLookup::Found(opened) = f.root.lookup(&path) else {
            panic!("hello.txt not found");
        };
        let metadata = std::fs::metadata(f.tmp.path().join("root/hello.txt")).unwrap();
        assert_eq!(opened.meta.inode, metadata.ino());
        assert_eq!(opened.meta.modified, metadata.modified().unwrap());
    }

    #[test]
    fn siblings_are_opened_beneath_the_docroot_only() {
        let f = fixture();
        let root = f.tmp.path().join("root");
        std::fs::write(root.join("page.html.gz"), b"gz").unwrap();
        std::fs::write(root.join("dir/index.html.br"), b"br").unwrap();
        std::fs::create_dir(root.join("page.html.zst")).unwrap();
        symlink("../outside", root.join("hello.txt.gz")).unwrap();
        let sibling = |served: &str, coding, strategy| match f.root.lookup_sibling_with(
            Path::new(served),
            coding,
            strategy,
        ) {
            FileLookup::Found(opened) => Seen::Found(opened.meta.mime, opened.meta.len.to_string()),
            FileLookup::NotFound => Seen::NotFound,
            FileLookup::Forbidden => Seen::Forbidden,
            other => panic!("{served}: {other:?}"),
        };
        for strategy in [Strategy::Openat2, Strategy::WalkNoFollow] {
            let gz = sibling("page.html", Encoding::Gzip, strategy);
            assert_eq!(gz, Seen::Found("application/gzip", "2".into()));
            let br = sibling("dir/index.html", Encoding::Brotli, strategy);
            assert!(
                matches!(br, Seen::Found(_, ref len) if len == "2"),
                "{br:?}"
            );
            let zst = sibling("page.html", Encoding::Zstd, strategy);
            assert_eq!(zst, Seen::NotFound, "a directory is not a sibling");
            let missing = sibling("page.html", Encoding::Brotli, strategy);
            assert_eq!(missing, Seen::NotFound);
            let escape = sibling("hello.txt", Encoding::Gzip, strategy);
            assert_eq!(
                escape,
                Seen::Forbidden,
                "a sibling leading out of the docroot"
            );
        }
    }

    #[test]
    fn open_refuses_a_file_as_docroot() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("f"), b"x").unwrap();
        let err = Docroot::open(&tmp.path().join("f")).unwrap_err();
        assert_eq!(err.raw_os_error(), Some(libc::ENOTDIR));
        assert!(Docroot::open(&tmp.path().join("nope")).is_err());
    }
}
