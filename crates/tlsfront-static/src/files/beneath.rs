//! Opening a path beneath a directory fd, and nowhere else: `openat2(2)` with
//! `RESOLVE_BENEATH`, or, on kernels before 5.6, a walk that opens each component with
//! `O_NOFOLLOW`. The kernel enforces the boundary; nothing here trusts the path alone.

use std::ffi::{CString, OsStr};
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once `openat2` answered `ENOSYS`, so later lookups go straight to the walk.
static OPENAT2_MISSING: AtomicBool = AtomicBool::new(false);

/// How many times an `openat2` that raced a rename (`EAGAIN`) is retried before giving up.
const OPENAT2_RETRIES: usize = 3;

/// How a path is resolved beneath the directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Strategy {
    /// `openat2` with `RESOLVE_BENEATH`: symlinks that stay inside are followed.
    Openat2,
    /// Component by component with `O_NOFOLLOW`: any symlink is refused.
    WalkNoFollow,
}

impl Strategy {
    /// `openat2`, unless this kernel has already shown it lacks it.
    pub(super) fn preferred() -> Strategy {
        if OPENAT2_MISSING.load(Ordering::Relaxed) {
            Strategy::WalkNoFollow
        } else {
            Strategy::Openat2
        }
    }
}

/// Opens `relative` beneath `dir`. An `openat2` that turns out to be missing (`ENOSYS`) falls
/// back to the walk, now and for every later lookup.
pub(super) fn open_beneath(dir: RawFd, relative: &Path, strategy: Strategy) -> io::Result<File> {
    match strategy {
        Strategy::Openat2 => match openat2_beneath(dir, relative) {
            Err(e) if e.raw_os_error() == Some(libc::ENOSYS) => {
                OPENAT2_MISSING.store(true, Ordering::Relaxed);
                walk_no_follow(dir, relative)
            }
            other => other,
        },
        Strategy::WalkNoFollow => walk_no_follow(dir, relative),
    }
}

/// Flags for the final open: read-only; O_NONBLOCK so a fifo cannot block the thread; O_NOCTTY
/// so a terminal device cannot become ours.
const FILE_FLAGS: libc::c_int =
    libc::O_RDONLY | libc::O_CLOEXEC | libc::O_NOCTTY | libc::O_NONBLOCK;

fn openat2_beneath(dir: RawFd, relative: &Path) -> io::Result<File> {
    let c_path = relative_c_path(relative)?;
    // SAFETY: `open_how` is plain integers, for which all-zero is valid (and means "none").
    // libc marks it non-exhaustive, so it cannot be built with a struct literal.
    let mut how: libc::open_how = unsafe { std::mem::zeroed() };
    how.flags = FILE_FLAGS as u64;
    how.resolve = libc::RESOLVE_BENEATH | libc::RESOLVE_NO_MAGICLINKS;
    let mut attempts = 0;
    loop {
        // SAFETY: `c_path` and `how` are valid for the duration of the call, and the size
        // passed is the size of the struct passed.
        let ret = unsafe {
            libc::syscall(
                libc::SYS_openat2,
                dir,
                c_path.as_ptr(),
                &how as *const libc::open_how,
                std::mem::size_of::<libc::open_how>(),
            )
        };
        if ret >= 0 {
            // SAFETY: the syscall returned a new fd that nothing else owns; fds fit a c_int.
            return Ok(unsafe { File::from_raw_fd(ret as RawFd) });
        }
        let err = io::Error::last_os_error();
        match err.raw_os_error() {
            Some(libc::EINTR) => continue,
            Some(libc::EAGAIN) if attempts < OPENAT2_RETRIES => attempts += 1,
            _ => return Err(err),
        }
    }
}

/// The fallback for kernels without `openat2`: each component opened with `O_NOFOLLOW`, so a
/// symlink anywhere fails with `ELOOP`.
fn walk_no_follow(dir: RawFd, relative: &Path) -> io::Result<File> {
    let components: Vec<&OsStr> = relative.iter().collect();
    let Some((last, parents)) = components.split_last() else {
        return open_component(dir, Path::new(".").as_os_str(), FILE_FLAGS);
    };
    let mut current: Option<OwnedFd> = None;
    for name in parents {
        let at = current.as_ref().map_or(dir, |fd| fd.as_raw_fd());
        // O_PATH: walking through a directory needs search permission only, as in openat2.
        let flags = libc::O_PATH | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC;
        match open_component(at, name, flags) {
            Ok(file) => current = Some(file.into()),
            // O_DIRECTORY is checked before O_NOFOLLOW, so a symlink in the middle says
            // ENOTDIR; tell it apart so it is refused as a symlink, like the last component.
            Err(err) if err.raw_os_error() == Some(libc::ENOTDIR) && is_symlink(at, name) => {
                return Err(io::Error::from_raw_os_error(libc::ELOOP))
            }
            Err(err) => return Err(err),
        }
    }
    let at = current.as_ref().map_or(dir, |fd| fd.as_raw_fd());
    open_component(at, last, FILE_FLAGS | libc::O_NOFOLLOW)
}

fn open_component(at: RawFd, name: &OsStr, flags: libc::c_int) -> io::Result<File> {
    // RequestPath never yields these, but the walk is only safe if that holds, so check.
    let bytes = name.as_bytes();
    if bytes.is_empty() || bytes == b".." || bytes.contains(&b'/') {
        return Err(io::Error::from_raw_os_error(libc::EXDEV));
    }
    let c_name = CString::new(bytes).map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))?;
    loop {
        // SAFETY: `c_name` is a valid NUL-terminated string that outlives the call.
        let fd = unsafe { libc::openat(at, c_name.as_ptr(), flags) };
        if fd >= 0 {
            // SAFETY: `openat` just returned this fd and nothing else owns it.
            return Ok(unsafe { File::from_raw_fd(fd) });
        }
        let err = io::Error::last_os_error();
        if err.raw_os_error() != Some(libc::EINTR) {
            return Err(err);
        }
    }
}

fn is_symlink(at: RawFd, name: &OsStr) -> bool {
    let Ok(c_name) = CString::new(name.as_bytes()) else {
        return false;
    };
    // SAFETY: `stat` is plain integers, for which all-zero is a valid value.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: `c_name` is a valid NUL-terminated string and `stat` a valid, writable `stat`;
    // both outlive the call.
    let ret = unsafe { libc::fstatat(at, c_name.as_ptr(), &mut stat, libc::AT_SYMLINK_NOFOLLOW) };
    ret == 0 && stat.st_mode & libc::S_IFMT == libc::S_IFLNK
}

fn relative_c_path(relative: &Path) -> io::Result<CString> {
    let relative: PathBuf = if relative.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        relative.to_path_buf()
    };
    CString::new(relative.into_os_string().into_vec())
        .map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))
}
