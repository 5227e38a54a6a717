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

use std::collections::{HashMap, HashSet, VecDeque};
use std::ffi::CString;
use std::fs::File;
use std::hash::Hash;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::task::{Context, Poll, Waker};

use inotify::{EventMask, Inotify, WatchDescriptor, WatchMask, Watches};
use tokio::io::unix::AsyncFd;
use tracing::debug;

/// Events on a directory the path resolves through: its names and its own fate.
fn directory_mask() -> WatchMask {
    WatchMask::CREATE
        | WatchMask::DELETE
        | WatchMask::MOVED_FROM
        | WatchMask::MOVED_TO
        | WatchMask::ATTRIB
        | WatchMask::DELETE_SELF
        | WatchMask::MOVE_SELF
        | WatchMask::ONLYDIR
}

/// Events on a cached file: its bytes, times, permissions, links, and its own fate.
fn file_mask() -> WatchMask {
    WatchMask::MODIFY
        | WatchMask::ATTRIB
        | WatchMask::CLOSE_WRITE
        | WatchMask::DELETE_SELF
        | WatchMask::MOVE_SELF
}

/// Events about the watched inode itself, even when they carry no name.
fn self_events() -> EventMask {
    EventMask::DELETE_SELF | EventMask::MOVE_SELF | EventMask::IGNORED
}

/// The kernel's own limit on symlinks followed in one resolution (`MAXSYMLINKS`).
const MAX_SYMLINKS: usize = 40;

/// One inotify instance, registered with the tokio reactor, and what its watches are for.
pub(super) struct FileWatcher<K> {
    /// The inotify fd's readiness, as the reactor sees it. Declared before `state`, which owns
    /// the fd: fields drop in order, so the reactor forgets the fd before it is closed.
    readiness: AsyncFd<InotifyFd>,
    state: Mutex<WatchState<K>>,
    /// Set once the watch limit was reported, so a full table is logged once, not per file.
    limit_reported: AtomicBool,
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

/// What each watch is for.
struct WatchTable<K> {
    watches: HashMap<i32, Watch>,
    keys: HashMap<u64, K>,
    next_id: u64,
}

struct Watch {
    /// The kernel's descriptor, to remove the watch with.
    descriptor: WatchDescriptor,
    references: usize,
    /// Entries made stale by any event on the watch that names no child, or by a self event.
    holders: HashSet<u64>,
    /// Entries made stale by an event naming that child.
    by_name: HashMap<Box<[u8]>, HashSet<u64>>,
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
                table: WatchTable {
                    watches: HashMap::new(),
                    keys: HashMap::new(),
                    next_id: 0,
                },
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

    /// Watches every directory `served` resolves through beneath `docroot`, and the file it
    /// ends on, which must be `file`. `None` when the path cannot be watched: it leaves the
    /// docroot through a symlink, no longer names `file`, or the watch limit is reached.
    ///
    /// Each `<name><suffix>` beside the served path's last name (`page.html.br` beside
    /// `page.html`, in the directory `served` names it in, before any symlink it is) is
    /// watched by name too, and [`Watched::neighbour_absent`] tells which did not exist.
    pub(super) fn watch<S: AsRef<[u8]>>(
        &mut self,
        docroot: RawFd,
        served: &Path,
        file: &File,
        neighbour_suffixes: &[S],
    ) -> Option<Watched> {
        let mut watched = Watched {
            id: self.state.table.next_id,
            watches: Vec::new(),
            names: Vec::new(),
            absent_neighbours: Vec::new(),
        };
        self.state.table.next_id += 1;
        match self.walk(docroot, served, file, neighbour_suffixes, &mut watched) {
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
        let state = &mut self.state.table;
        for wd in &watched.watches {
            if let Some(watch) = state.watches.get_mut(wd) {
                watch.holders.insert(watched.id);
            }
        }
        for (wd, name) in &watched.names {
            if let Some(watch) = state.watches.get_mut(wd) {
                watch
                    .by_name
                    .entry(name.clone())
                    .or_default()
                    .insert(watched.id);
            }
        }
        state.keys.insert(watched.id, key);
    }

    /// Drops what `watched` holds; a watch nobody holds any more is removed from the kernel.
    pub(super) fn release(&mut self, watched: &Watched) {
        let WatchState { kernel, table, .. } = &mut *self.state;
        let state = table;
        state.keys.remove(&watched.id);
        for (wd, name) in &watched.names {
            if let Some(watch) = state.watches.get_mut(wd) {
                if let Some(ids) = watch.by_name.get_mut(name) {
                    ids.remove(&watched.id);
                    if ids.is_empty() {
                        watch.by_name.remove(name);
                    }
                }
            }
        }
        for wd in &watched.watches {
            // A watch the kernel already dropped (`IN_IGNORED`) is gone from the map.
            let Some(watch) = state.watches.get_mut(wd) else {
                continue;
            };
            watch.holders.remove(&watched.id);
            watch.references -= 1;
            if watch.references == 0 {
                if let Some(watch) = state.watches.remove(wd) {
                    // A descriptor the kernel dropped meanwhile only makes the call fail.
                    let _ = kernel.remove(watch.descriptor);
                }
            }
        }
    }

    /// How many watches are held now.
    #[cfg(test)]
    pub(super) fn watch_count(&self) -> usize {
        self.state.table.watches.len()
    }

    /// Resolves `served` name by name, watching as it goes. `Ok(false)`: not cacheable.
    fn walk<S: AsRef<[u8]>>(
        &mut self,
        docroot: RawFd,
        served: &Path,
        file: &File,
        neighbour_suffixes: &[S],
        watched: &mut Watched,
    ) -> io::Result<bool> {
        let root_wd = self.add_watch(docroot, directory_mask(), watched)?;
        // The directories the resolution stands in, the docroot first; `..` pops one.
        let mut directories: Vec<(RawFd, i32)> = vec![(docroot, root_wd)];
        let mut opened: Vec<OwnedFd> = Vec::new();
        let mut names: VecDeque<Box<[u8]>> = components(served.as_os_str().as_bytes()).collect();
        let mut symlinks = 0;
        // How many names at the front of `names` came from symlinks' targets: the rest are
        // `served`'s own.
        let mut from_symlinks = 0usize;
        while let Some(name) = names.pop_front() {
            let own_last_name = from_symlinks == 0 && names.is_empty();
            from_symlinks = from_symlinks.saturating_sub(1);
            match &*name {
                b"." => continue,
                // Leaving the docroot is refused, as `RESOLVE_BENEATH` does.
                b".." if directories.len() == 1 => return Ok(false),
                b".." => {
                    directories.pop();
                    continue;
                }
                _ => {}
            }
            let &(directory, directory_wd) = directories.last().unwrap_or(&(docroot, root_wd));
            watched.names.push((directory_wd, name.clone()));
            if own_last_name {
                // Siblings are named after `served`, so they sit beside this name, here.
                note_neighbours(directory, directory_wd, &name, neighbour_suffixes, watched);
            }
            let found = open_path(directory, &name)?;
            let stat = fstat(found.as_raw_fd())?;
            match stat.st_mode & libc::S_IFMT {
                libc::S_IFLNK => {
                    symlinks += 1;
                    let target = read_link(found.as_raw_fd())?;
                    if symlinks > MAX_SYMLINKS || target.first() == Some(&b'/') {
                        return Ok(false);
                    }
                    for name in components(&target).collect::<Vec<_>>().into_iter().rev() {
                        names.push_front(name);
                        from_symlinks += 1;
                    }
                }
                libc::S_IFDIR => {
                    let wd = self.add_watch(found.as_raw_fd(), directory_mask(), watched)?;
                    directories.push((found.as_raw_fd(), wd));
                    opened.push(found);
                }
                libc::S_IFREG if names.is_empty() => {
                    self.add_watch(found.as_raw_fd(), file_mask(), watched)?;
                    // The walk must end on the inode that was opened and will be read.
                    let opened_file = fstat(file.as_raw_fd())?;
                    return Ok(
                        (stat.st_dev, stat.st_ino) == (opened_file.st_dev, opened_file.st_ino)
                    );
                }
                _ => return Ok(false),
            }
        }
        Ok(false)
    }

    /// Watches the inode `target` refers to, taking one reference on its watch.
    fn add_watch(
        &mut self,
        target: RawFd,
        mask: WatchMask,
        watched: &mut Watched,
    ) -> io::Result<i32> {
        // The fd's magic link names exactly the inode resolved, whatever happened to its path.
        let descriptor = (self.state.kernel).add(format!("/proc/self/fd/{target}"), mask)?;
        let wd = descriptor.get_watch_descriptor_id();
        // Watching an inode already watched returns its descriptor again: count references.
        let watch = (self.state.table.watches.entry(wd)).or_insert_with(|| Watch {
            descriptor,
            references: 0,
            holders: HashSet::new(),
            by_name: HashMap::new(),
        });
        watch.references += 1;
        watched.watches.push(wd);
        Ok(wd)
    }
}

impl<K> WatchTable<K> {
    /// Makes stale what one event concerns.
    fn apply(&mut self, event: &Event<'_>, stale: &mut impl FnMut(Stale<'_, K>)) {
        if event.mask.contains(EventMask::Q_OVERFLOW) {
            return stale(Stale::Everything);
        }
        let Some(watch) = self.watches.get(&event.wd) else {
            return;
        };
        let ids = match event.name {
            Some(name) if !event.mask.intersects(self_events()) => watch.by_name.get(name),
            _ => Some(&watch.holders),
        };
        for id in ids.into_iter().flatten() {
            if let Some(key) = self.keys.get(id) {
                stale(Stale::Entry(key));
            }
        }
        // The kernel dropped the watch (its inode is gone, or its file system unmounted).
        if event.mask.contains(EventMask::IGNORED) {
            self.watches.remove(&event.wd);
        }
    }
}

/// One inotify event, as read.
#[derive(Debug, PartialEq, Eq)]
struct Event<'a> {
    wd: i32,
    mask: EventMask,
    /// Empty when the event is about the watch itself.
    name: Option<&'a [u8]>,
}

impl<'a> From<&inotify::Event<&'a std::ffi::OsStr>> for Event<'a> {
    fn from(event: &inotify::Event<&'a std::ffi::OsStr>) -> Self {
        Event {
            wd: event.wd.get_watch_descriptor_id(),
            mask: event.mask,
            name: event
                .name
                .map(|name| name.as_bytes())
                .filter(|n| !n.is_empty()),
        }
    }
}

/// Records each `<name><suffix>` in `directory` (watched as `directory_wd`) as a name the
/// entry depends on, and whether it exists. The directory's watch is already in place, so a
/// name found absent here that appears later is an event.
fn note_neighbours<S: AsRef<[u8]>>(
    directory: RawFd,
    directory_wd: i32,
    name: &[u8],
    suffixes: &[S],
    watched: &mut Watched,
) {
    for suffix in suffixes {
        let neighbour: Box<[u8]> = [name, suffix.as_ref()].concat().into();
        // Only "no such name" is absence; anything else is looked up per request, as before.
        let absent = matches!(
            open_path(directory, &neighbour),
            Err(error) if error.raw_os_error() == Some(libc::ENOENT)
        );
        watched.names.push((directory_wd, neighbour));
        watched.absent_neighbours.push(absent);
    }
}

fn components(path: &[u8]) -> impl Iterator<Item = Box<[u8]>> + '_ {
    path.split(|b| *b == b'/')
        .filter(|name| !name.is_empty())
        .map(Box::from)
}

/// Opens `name` in `directory` without following it, for watching or reading its link.
fn open_path(directory: RawFd, name: &[u8]) -> io::Result<OwnedFd> {
    let name = CString::new(name).map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))?;
    loop {
        // SAFETY: `name` is a valid C string that outlives the call.
        let fd = unsafe {
            libc::openat(
                directory,
                name.as_ptr(),
                libc::O_PATH | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            )
        };
        if fd >= 0 {
            // SAFETY: openat just returned this fd and nothing else owns it.
            return Ok(unsafe { OwnedFd::from_raw_fd(fd) });
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

fn fstat(fd: RawFd) -> io::Result<libc::stat> {
    // SAFETY: `stat` is plain integers, for which all-zero is a valid value.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: `stat` is a valid, writable struct that outlives the call.
    if unsafe { libc::fstat(fd, &mut stat) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(stat)
}

/// The target of the symlink `link` (an `O_PATH` fd of the link itself).
fn read_link(link: RawFd) -> io::Result<Vec<u8>> {
    let mut target = vec![0u8; libc::PATH_MAX as usize];
    // SAFETY: `c""` is a valid C string; `target` is writable for the length passed.
    let len =
        unsafe { libc::readlinkat(link, c"".as_ptr(), target.as_mut_ptr().cast(), target.len()) };
    if len < 0 {
        return Err(io::Error::last_os_error());
    }
    // Non-negative and at most the buffer's length.
    target.truncate(len as usize);
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_overflow_makes_everything_stale_and_names_select_their_entries() {
        // A real descriptor, for the table's bookkeeping; nothing reads its events here.
        let inotify = Inotify::init().unwrap();
        let directory = tempfile::tempdir().unwrap();
        let descriptor = (inotify.watches())
            .add(directory.path(), WatchMask::CREATE)
            .unwrap();
        let wd = descriptor.get_watch_descriptor_id();
        let mut state = WatchTable {
            watches: HashMap::new(),
            keys: HashMap::from([(1, "a"), (2, "b")]),
            next_id: 3,
        };
        let mut watch = Watch {
            descriptor,
            references: 2,
            holders: HashSet::from([1, 2]),
            by_name: HashMap::new(),
        };
        watch
            .by_name
            .insert(Box::from(&b"a"[..]), HashSet::from([1]));
        state.watches.insert(wd, watch);
        let mut seen: Vec<&'static str> = Vec::new();
        let mut record = |stale: Stale<'_, &'static str>| {
            seen.push(match stale {
                Stale::Entry(key) => key,
                Stale::Everything => "*",
            })
        };
        let overflow = Event {
            wd: -1,
            mask: EventMask::Q_OVERFLOW,
            name: None,
        };
        state.apply(&overflow, &mut record);
        let named = Event {
            wd,
            mask: EventMask::DELETE,
            name: Some(b"a"),
        };
        state.apply(&named, &mut record);
        let other_name = Event {
            wd,
            mask: EventMask::CREATE,
            name: Some(b"c"),
        };
        state.apply(&other_name, &mut record);
        let unknown_watch = Event {
            wd: wd + 1,
            mask: EventMask::MODIFY,
            name: None,
        };
        state.apply(&unknown_watch, &mut record);
        let ignored = Event {
            wd,
            mask: EventMask::IGNORED,
            name: None,
        };
        state.apply(&ignored, &mut record);
        seen[2..].sort();
        assert_eq!(seen, ["*", "a", "a", "b"]);
        assert!(state.watches.is_empty(), "IN_IGNORED forgets the watch");
    }
}
