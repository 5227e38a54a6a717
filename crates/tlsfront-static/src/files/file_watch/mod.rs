//! Change notification for the [`crate::files::file_cache`]: inotify watches on each cached file and
//! on every directory its path resolves through, and the drain that turns their events into
//! invalidations.
//!
//! What can make a path stop naming the content that was read, and what sees it:
//! - the file's bytes, times or permissions change: a watch on the file itself (`IN_MODIFY`,
//!   `IN_ATTRIB`, `IN_CLOSE_WRITE`), and `IN_DELETE_SELF` / `IN_MOVE_SELF`;
//! - a name the resolution looked up is created, removed, renamed or replaced (the file's own
//!   name, a directory's, a symlink's): a name event in the directory that holds it
//!   (`IN_CREATE`, `IN_DELETE`, `IN_MOVED_FROM`, `IN_MOVED_TO`, and `IN_ATTRIB` for a child's
//!   permissions). Symlinks never change in place, only by their name being replaced;
//! - a directory on the way is moved, removed or loses its search permission: its own
//!   `IN_MOVE_SELF`, `IN_DELETE_SELF`, `IN_ATTRIB`.
//!
//! The path is resolved here one name at a time, as the kernel does, so that every directory
//! the resolution passes through is watched, including those a symlink leads through
//! (`a -> x/y` goes through `x` and `x/y`, and a rename of `x` shows only in their parent and
//! in `x` itself). A watch on a directory is added before the next name is looked up in it,
//! and the file's watch before its content is read, so no change can fall between the two.
//! The walk ends on the very inode that was opened beneath the docroot, or nothing is cached.
//!
//! Not seen: a file system mounted over a directory on the way (inotify reports no mounts).
//! Mounting inside a served docroot while serving is not supported.
//!
//! Here: the inotify instance and its drain. The walk that adds the watches is `walk.rs` (its
//! syscalls in `sys.rs`), and what each watch is for, with the events read, is `table.rs`.

mod sys;
mod table;
mod walk;

use std::hash::Hash;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, RawFd};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::task::{Context, Poll, Waker};

use inotify::{Inotify, Watches};
use tokio::io::unix::AsyncFd;
use tracing::debug;

use table::{Event, WatchTable};
pub(super) use walk::Reach;

/// One inotify instance, registered with the tokio reactor, and what its watches are for.
pub(super) struct FileWatcher<K> {
    /// The inotify fd's readiness, as the reactor sees it. Declared before `state`, which owns
    /// the fd: fields drop in order, so the reactor forgets the fd before it is closed.
    readiness: AsyncFd<InotifyFd>,
    state: Mutex<WatchState<K>>,
    /// Set once the watch limit was reported, so a full table is logged once, not per file.
    limit_reported: AtomicBool,
}

/// A cache's [`FileWatcher`], made at the first [`LazyWatcher::made_now`] inside a tokio
/// runtime (the inotify fd needs its reactor). If no inotify instance can be had, there is none
/// for good, and the cache holds nothing: its users read from disk.
pub(super) struct LazyWatcher<K> {
    cell: OnceLock<Option<FileWatcher<K>>>,
    /// What goes without a watcher then, for the one debug line.
    without: &'static str,
}

impl<K: Clone + Eq + Hash> LazyWatcher<K> {
    pub(super) fn new(without: &'static str) -> Self {
        LazyWatcher {
            cell: OnceLock::new(),
            without,
        }
    }

    /// The watcher if one was made already; never makes one (the lookup path).
    pub(super) fn made(&self) -> Option<&FileWatcher<K>> {
        self.cell.get()?.as_ref()
    }

    /// The watcher, made now if this is the first call inside a tokio runtime (the insert path).
    pub(super) fn made_now(&self) -> Option<&FileWatcher<K>> {
        if let Some(watcher) = self.cell.get() {
            return watcher.as_ref();
        }
        tokio::runtime::Handle::try_current().ok()?;
        self.cell
            .get_or_init(|| match FileWatcher::new() {
                Ok(watcher) => Some(watcher),
                Err(error) => {
                    debug!(%error, "no inotify instance: {}", self.without);
                    None
                }
            })
            .as_ref()
    }
}

/// The inotify fd's number, for the reactor: the fd itself is [`WatchState::inotify`]'s.
struct InotifyFd(RawFd);

impl AsRawFd for InotifyFd {
    fn as_raw_fd(&self) -> RawFd {
        self.0
    }
}

/// The watches an entry holds, from [`Watching::watch`] until [`Watching::release`].
#[derive(Debug)]
pub(super) struct Watched {
    id: u64,
    /// One reference on each, in the order taken (a watch can appear twice).
    watches: Vec<i32>,
    /// The names the resolution looked up, each in the directory of the watch given, and
    /// the neighbours' names beside the file's.
    names: Vec<(i32, Box<[u8]>)>,
    /// For each neighbour suffix given to [`Watching::watch`], in its order: whether no such
    /// name existed once its directory was watched (so its creation is an event).
    absent_neighbours: Vec<bool>,
}

impl Watched {
    /// Whether `<name><suffix>` (the neighbour suffix at `index`) was absent beside the file
    /// when it was watched: while the entry holding this is live, it still is.
    pub(super) fn neighbour_absent(&self, index: usize) -> bool {
        self.absent_neighbours.get(index).copied().unwrap_or(false)
    }
}

/// What an event made stale.
pub(super) enum Stale<'a, K> {
    Entry(&'a K),
    /// Events were lost (the queue overflowed) or could not be read: nothing can be trusted.
    Everything,
}

/// Whether events are waiting, as the reactor last saw it.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Pending {
    Nothing,
    Events,
    /// The runtime the fd was registered with is gone: events can no longer be noticed.
    Unknown,
}

/// The watcher's state, locked: draining, watching and releasing happen under it.
pub(super) struct Watching<'a, K> {
    watcher: &'a FileWatcher<K>,
    state: MutexGuard<'a, WatchState<K>>,
}

struct WatchState<K> {
    /// Read for events (under the lock, which `drain` holds).
    inotify: Inotify,
    /// Adds and removes watches on the same instance.
    kernel: Watches,
    table: WatchTable<K>,
}

impl<K> std::fmt::Debug for FileWatcher<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FileWatcher")
            .field("inotify", &self.readiness.get_ref().0)
            .finish()
    }
}

impl<K: Clone + Eq + Hash> FileWatcher<K> {
    /// A new inotify instance on the current tokio runtime, which must have IO enabled.
    pub(super) fn new() -> io::Result<Self> {
        // Non-blocking and close-on-exec.
        let inotify = Inotify::init()?;
        let fd = InotifyFd(inotify.as_raw_fd());
        // SAFETY: the fd is `inotify`'s, which goes into `state` and so outlives `readiness`
        // (fields drop in order): it stays open for as long as the reactor has it.
        let readiness =
            unsafe { AsyncFd::register_with_interest(fd, tokio::io::Interest::READABLE) }
                .map_err(|err| err.into_parts().1)?;
        Ok(FileWatcher {
            readiness,
            state: Mutex::new(WatchState {
                kernel: inotify.watches(),
                inotify,
                table: WatchTable::new(),
            }),
            limit_reported: AtomicBool::new(false),
        })
    }

    /// Whether the reactor has seen the fd readable since it was last drained. No syscall:
    /// this reads tokio's readiness flag. Registering the no-op waker is harmless, as nobody
    /// waits on this fd.
    pub(super) fn pending(&self) -> Pending {
        let mut cx = Context::from_waker(Waker::noop());
        match self.readiness.poll_read_ready(&mut cx) {
            Poll::Pending => Pending::Nothing,
            Poll::Ready(Ok(_)) => Pending::Events,
            Poll::Ready(Err(_)) => Pending::Unknown,
        }
    }

    /// Locks the state; `None` if a thread panicked while holding it (events it had read may
    /// never have been applied, so the cache must stop answering).
    pub(super) fn lock(&self) -> Option<Watching<'_, K>> {
        let state = self.state.lock().ok()?;
        Some(Watching {
            watcher: self,
            state,
        })
    }
}

impl<K: Clone + Eq + Hash> Watching<'_, K> {
    /// Reads every event queued, applying each batch before reading the next, until the fd
    /// is empty; then clears the readiness. Holding the lock through it keeps another thread
    /// from clearing the readiness between this one's read and its invalidations.
    pub(super) fn drain(&mut self, mut stale: impl FnMut(Stale<'_, K>)) {
        let watcher = self.watcher;
        let mut cx = Context::from_waker(Waker::noop());
        let mut guard = match watcher.readiness.poll_read_ready(&mut cx) {
            Poll::Ready(Ok(guard)) => guard,
            Poll::Pending => return,
            Poll::Ready(Err(_)) => return stale(Stale::Everything),
        };
        let WatchState { inotify, table, .. } = &mut *self.state;
        let mut buffer = [0u8; 4096];
        loop {
            // `try_io` clears the readiness when the read says `EAGAIN`.
            let read = guard.try_io(|_| {
                for event in inotify.read_events(&mut buffer)? {
                    table.apply(&Event::from(&event), &mut stale);
                }
                Ok(())
            });
            match read {
                Err(_would_block) => return,
                Ok(Ok(())) => {}
                Ok(Err(error)) if error.kind() == io::ErrorKind::Interrupted => {}
                Ok(Err(error)) => {
                    debug!(%error, "reading file cache change events failed");
                    return stale(Stale::Everything);
                }
            }
        }
    }

    /// Watches every directory `served` resolves through beneath `docroot`, and the file (or
    /// directory) it ends on, which must be `target`'s inode. `None` when the path cannot be
    /// watched: it leaves the docroot through a symlink (unless `reach` is
    /// [`Reach::Anywhere`]), no longer names `target`, or the watch limit is reached.
    ///
    /// Each `<name><suffix>` beside the served path's last name (`page.html.br` beside
    /// `page.html`, in the directory `served` names it in, before any symlink it is) is
    /// watched by name too, and [`Watched::neighbour_absent`] tells which did not exist.
    pub(super) fn watch<S: AsRef<[u8]>>(
        &mut self,
        docroot: RawFd,
        served: &Path,
        target: BorrowedFd<'_>,
        (neighbour_suffixes, reach): (&[S], Reach),
    ) -> Option<Watched> {
        let mut watched = Watched {
            id: self.state.table.next_id(),
            watches: Vec::new(),
            names: Vec::new(),
            absent_neighbours: Vec::new(),
        };
        match self.walk(
            docroot,
            served,
            target,
            (neighbour_suffixes, reach),
            &mut watched,
        ) {
            Ok(true) => return Some(watched),
            Ok(false) => {}
            Err(error) if error.raw_os_error() == Some(libc::ENOSPC) => {
                if !self.watcher.limit_reported.swap(true, Ordering::Relaxed) {
                    debug!(
                        "inotify watch limit reached (fs.inotify.max_user_watches): files that cannot be watched are read from disk"
                    );
                }
            }
            Err(error) => debug!(path = ?served, %error, "cannot watch a file for the cache"),
        }
        self.release(&watched);
        None
    }

    /// Makes `watched` live: its events now make `key` stale.
    pub(super) fn register(&mut self, watched: &Watched, key: K) {
        self.state.table.register(watched, key);
    }

    /// Drops what `watched` holds; a watch nobody holds any more is removed from the kernel.
    pub(super) fn release(&mut self, watched: &Watched) {
        let WatchState { kernel, table, .. } = &mut *self.state;
        table.release(watched, kernel);
    }

    /// How many watches are held now.
    #[cfg(test)]
    pub(super) fn watch_count(&self) -> usize {
        self.state.table.watch_count()
    }
}
