//! The directory store's change feed: inotify.
//!
//! Two kinds of watch, so that the cost follows the cache, not the store:
//! - on the directory, only its names: a file created, renamed, linked or removed. Setting
//!   this up costs the same for ten hosts or a million;
//! - on the files of each entry the cache holds ([`FileWatches`]), its pairs and its site
//!   entry: a write closed, a permission change, for tools that rewrite a file in place (`cp`,
//!   `acme.sh`, `lego`, an editor).
//!
//! A watch on the directory for in-place writes too would cover every file at once, but the
//! kernel then flags every cached name in the directory when the watch is added: about 80 ms
//! for 200,000 names (100,000 hosts), on the core the server runs on.
//!
//! Opening and reading a file raise no event, so the server's own reads cost nothing here.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use inotify::{EventMask, Inotify, WatchDescriptor, WatchMask, Watches};
use tracing::{debug, info, warn};

use crate::changes::{
    channel, entry_of_name, receiver_stream, Change, ChangeFeed, Sender, WatchedEntries,
};
use crate::host::HostName;
use crate::material::Slot;
use crate::site::SITE_SUFFIX;

/// Events on the directory: its names changed.
fn directory_mask() -> WatchMask {
    WatchMask::MOVED_TO
        | WatchMask::MOVED_FROM
        | WatchMask::CREATE
        | WatchMask::DELETE
        | WatchMask::DELETE_SELF
        | WatchMask::MOVE_SELF
}

/// Events on one file of a cached entry: its bytes or its permissions changed in place.
fn file_mask() -> WatchMask {
    WatchMask::CLOSE_WRITE | WatchMask::ATTRIB
}

/// The watches on the files of the entries the cache holds.
struct FileWatches {
    root: PathBuf,
    state: Mutex<WatchState>,
}

struct WatchState {
    watches: Watches,
    /// Set when the feed stopped: nobody reads the events any more, so no watch is added.
    closed: bool,
    entry_of: HashMap<WatchDescriptor, HostName>,
    descriptors_of: HashMap<HostName, Vec<WatchDescriptor>>,
}

impl std::fmt::Debug for FileWatches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let entries = self.state.lock().map_or(0, |s| s.descriptors_of.len());
        f.debug_struct("FileWatches")
            .field("root", &self.root)
            .field("entries", &entries)
            .finish()
    }
}

impl WatchedEntries for FileWatches {
    /// Watches the files `entry` has now (whichever slots exist, and its site entry), replacing
    /// its earlier watches. A file that cannot be watched (the watch limit reached) is logged at
    /// debug: its in-place writes then show after the cache TTL. A file created later is
    /// reported by the directory watch, and the cache's reload watches it then.
    fn watch(&self, entry: &HostName) {
        let suffixes = Slot::ALL
            .iter()
            .flat_map(|slot| [slot.cert_suffix(), slot.key_suffix(), slot.ocsp_suffix()])
            .chain([SITE_SUFFIX]);
        self.watch_suffixes(entry, suffixes);
    }

    /// Watches only the files the entry was just read with: the other names would each cost a
    /// failed `inotify_add_watch` on every cache miss, and a file created later is reported by
    /// the directory watch, after which the cache watches the entry whole.
    fn watch_present(&self, entry: &HostName, suffixes: &[&'static str]) {
        self.watch_suffixes(entry, suffixes.iter().copied());
    }

    /// Stops watching `entry`'s files.
    fn unwatch(&self, entry: &HostName) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        for descriptor in state.descriptors_of.remove(entry).unwrap_or_default() {
            state.entry_of.remove(&descriptor);
            let _ = state.watches.remove(descriptor);
        }
    }
}

impl FileWatches {
    /// Watches `entry`'s files with these suffixes (those that exist), replacing its earlier
    /// watches.
    fn watch_suffixes<'a>(&self, entry: &HostName, suffixes: impl Iterator<Item = &'a str>) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        if state.closed {
            return;
        }
        let mut descriptors = Vec::new();
        for suffix in suffixes {
            let path = self.root.join(format!("{entry}{suffix}"));
            match state.watches.add(&path, file_mask()) {
                Ok(descriptor) => descriptors.push(descriptor),
                Err(err) if err.kind() == io::ErrorKind::NotFound => {}
                Err(err) => {
                    debug!(path = %path.display(), error = %err, "cannot watch a store file; in-place writes to it show after the cache TTL")
                }
            }
        }
        for descriptor in &descriptors {
            state.entry_of.insert(descriptor.clone(), entry.clone());
        }
        let old = state
            .descriptors_of
            .insert(entry.clone(), descriptors.clone())
            .unwrap_or_default();
        for descriptor in old {
            if !descriptors.contains(&descriptor) {
                state.entry_of.remove(&descriptor);
                let _ = state.watches.remove(descriptor);
            }
        }
    }

    /// The feed stopped: removes every file watch, and adds none from now on.
    fn close(&self) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        state.closed = true;
        state.entry_of.clear();
        let descriptors: Vec<_> = state.descriptors_of.drain().flat_map(|(_, d)| d).collect();
        for descriptor in descriptors {
            let _ = state.watches.remove(descriptor);
        }
    }
    /// The entry a file watch belongs to; a watch the kernel dropped (its file is gone) is
    /// forgotten.
    fn entry_for(&self, descriptor: &WatchDescriptor, mask: EventMask) -> Option<HostName> {
        let mut state = self.state.lock().ok()?;
        if mask.contains(EventMask::IGNORED) {
            let entry = state.entry_of.remove(descriptor)?;
            if let Some(descriptors) = state.descriptors_of.get_mut(&entry) {
                descriptors.retain(|d| d != descriptor);
            }
            return None;
        }
        state.entry_of.get(descriptor).cloned()
    }
}

/// Opens the feed of the certificate directory at `root`. The inotify instance is made here,
/// so the cache can add file watches at once; the directory watch is set up, and events are
/// read, on a thread of its own. The stream reports `Everything` once the directory watch is
/// in place; it ends if that cannot be set up or the directory itself goes away (the cache TTL
/// is then the only refresh). `None` when inotify cannot be used at all.
pub(super) fn open_feed(root: &Path) -> Option<ChangeFeed> {
    let inotify = match Inotify::init() {
        Ok(inotify) => inotify,
        Err(err) => {
            warn!(dir = %root.display(), error = %err, "cannot watch the certificate directory; changes show after the cache TTL");
            return None;
        }
    };
    let files = Arc::new(FileWatches {
        root: root.to_path_buf(),
        state: Mutex::new(WatchState {
            watches: inotify.watches(),
            closed: false,
            entry_of: HashMap::new(),
            descriptors_of: HashMap::new(),
        }),
    });
    let (tx, rx) = channel();
    let state = tx.state();
    let (thread_root, thread_files) = (root.to_path_buf(), files.clone());
    let spawned = std::thread::Builder::new()
        .name("tlsfront-dir-watch".into())
        .spawn(move || {
            if let Err(err) = watch_blocking(inotify, &thread_root, &thread_files, &tx) {
                warn!(dir = %thread_root.display(), error = %err, "cannot watch the certificate directory; changes show after the cache TTL");
            }
            thread_files.close();
        });
    if let Err(err) = spawned {
        warn!(error = %err, "cannot start the certificate directory watch");
        return None;
    }
    Some(ChangeFeed {
        changes: receiver_stream(rx),
        watched_entries: Some(files),
        state,
    })
}

/// Ok when the receiver is gone or the directory went away; Err when inotify failed.
fn watch_blocking(
    mut inotify: Inotify,
    root: &Path,
    files: &FileWatches,
    tx: &Sender,
) -> io::Result<()> {
    let directory = inotify.watches().add(root, directory_mask())?;
    info!(dir = %root.display(), "watching the certificate directory for changes");
    // Entries cached before now may have changed unseen: reloading them reads them again.
    if !tx.in_place() {
        return Ok(());
    }
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        let events = inotify.read_events_blocking(&mut buffer)?;
        for event in events {
            let change = if event.wd == directory {
                match classify(event.mask, event.name) {
                    Classified::Ignore => continue,
                    Classified::Change(change) => change,
                    Classified::DirectoryGone => {
                        warn!(dir = %root.display(), "the certificate directory was removed or moved; changes show after the cache TTL");
                        return Ok(());
                    }
                }
            } else if event.mask.contains(EventMask::Q_OVERFLOW) {
                Change::Everything
            } else {
                match files.entry_for(&event.wd, event.mask) {
                    Some(entry) => Change::Entry(entry),
                    None => continue,
                }
            };
            if !tx.send(change) {
                return Ok(());
            }
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
enum Classified {
    Ignore,
    Change(Change),
    DirectoryGone,
}

/// What one inotify event means for the cache.
fn classify(mask: EventMask, name: Option<&OsStr>) -> Classified {
    if mask.contains(EventMask::Q_OVERFLOW) {
        return Classified::Change(Change::Everything);
    }
    if mask.intersects(EventMask::DELETE_SELF | EventMask::MOVE_SELF | EventMask::IGNORED) {
        return Classified::DirectoryGone;
    }
    let Some(name) = name.and_then(OsStr::to_str) else {
        return Classified::Ignore;
    };
    if let Some(entry) = entry_of_name(name) {
        return Classified::Change(Change::Entry(entry));
    }
    // Kubernetes mounts a secret as symlinks through `..data`, which it swaps atomically to
    // update every file at once: the names that change are `..data` and `..<timestamp>`.
    if name.starts_with("..") {
        return Classified::Change(Change::Everything);
    }
    Classified::Ignore
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str) -> Classified {
        Classified::Change(Change::Entry(HostName::parse_store_name(name).unwrap()))
    }

    #[test]
    fn events_map_to_entries_everything_or_nothing() {
        let close = EventMask::CLOSE_WRITE;
        let name = |n: &'static str| Some(OsStr::new(n));
        assert_eq!(classify(close, name("a.example.crt")), entry("a.example"));
        assert_eq!(
            classify(EventMask::CREATE, name("a.example.site")),
            entry("a.example")
        );
        assert_eq!(
            classify(EventMask::MOVED_TO, name(".a.example.site.tmp-1-2")),
            Classified::Ignore
        );
        assert_eq!(
            classify(EventMask::MOVED_TO, name("*.w.example.key.rsa")),
            entry("*.w.example")
        );
        // tlsfront's own temporary files, and anything else that is not a store name.
        assert_eq!(
            classify(close, name(".a.example.crt.tmp-1-2")),
            Classified::Ignore
        );
        assert_eq!(classify(close, name("notes.txt")), Classified::Ignore);
        assert_eq!(
            classify(EventMask::MOVED_TO, name("..data")),
            Classified::Change(Change::Everything)
        );
        assert_eq!(
            classify(EventMask::Q_OVERFLOW, None),
            Classified::Change(Change::Everything)
        );
        assert_eq!(
            classify(EventMask::DELETE_SELF, None),
            Classified::DirectoryGone
        );
    }

    #[tokio::test]
    async fn new_names_and_in_place_writes_to_watched_entries_are_reported_and_reads_are_not() {
        use crate::changes::ChangeStream;
        use futures_util::StreamExt;
        use std::time::Duration;

        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.example.crt"), "old").unwrap();
        std::fs::write(dir.path().join("c.example.crt"), "old").unwrap();
        let feed = open_feed(dir.path()).unwrap();
        let mut changes = feed.changes;
        let watched = feed.watched_entries.unwrap();
        async fn next(changes: &mut ChangeStream) -> Option<Change> {
            tokio::time::timeout(Duration::from_secs(5), changes.next())
                .await
                .ok()
                .flatten()
        }
        assert_eq!(next(&mut changes).await, Some(Change::Everything));
        let entry = |name: &str| Change::Entry(HostName::parse(name).unwrap());

        // Reads raise nothing; a new name is the next thing reported.
        std::fs::read(dir.path().join("a.example.crt")).unwrap();
        std::fs::write(dir.path().join("b.example.crt"), "new").unwrap();
        assert_eq!(next(&mut changes).await, Some(entry("b.example")));

        // An in-place write is reported for an entry the cache holds (watched), and not for
        // one it does not hold.
        watched.watch(&HostName::parse("a.example").unwrap());
        std::fs::write(dir.path().join("c.example.crt"), "rewritten").unwrap();
        std::fs::write(dir.path().join("a.example.crt"), "rewritten").unwrap();
        assert_eq!(next(&mut changes).await, Some(entry("a.example")));

        // Once the cache lets it go, its in-place writes are not reported any more.
        watched.unwatch(&HostName::parse("a.example").unwrap());
        std::fs::write(dir.path().join("a.example.crt"), "again").unwrap();
        std::fs::rename(
            dir.path().join("b.example.crt"),
            dir.path().join("d.example.crt"),
        )
        .unwrap();
        assert_eq!(next(&mut changes).await, Some(entry("b.example")));
        assert_eq!(next(&mut changes).await, Some(entry("d.example")));
    }

    #[tokio::test]
    async fn a_cached_entrys_site_file_is_reported_whether_it_was_there_first_or_came_later() {
        use crate::changes::ChangeStream;
        use futures_util::StreamExt;
        use std::time::Duration;

        let dir = tempfile::tempdir().unwrap();
        for file in ["a.example.crt", "a.example.key", "a.example.site"] {
            std::fs::write(dir.path().join(file), "old").unwrap();
        }
        for file in ["b.example.crt", "b.example.key"] {
            std::fs::write(dir.path().join(file), "old").unwrap();
        }
        let feed = open_feed(dir.path()).unwrap();
        let mut changes = feed.changes;
        let watched = feed.watched_entries.unwrap();
        async fn next(changes: &mut ChangeStream) -> Option<Change> {
            tokio::time::timeout(Duration::from_secs(5), changes.next())
                .await
                .ok()
                .flatten()
        }
        assert_eq!(next(&mut changes).await, Some(Change::Everything));
        let a = HostName::parse("a.example").unwrap();
        let b = HostName::parse("b.example").unwrap();
        watched.watch(&a);
        watched.watch(&b);

        // The site file the entry had when it was cached: an in-place write is reported.
        std::fs::write(dir.path().join("a.example.site"), "static = true").unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(a.clone())));

        // A site file created after the entry was cached: its name is reported (the
        // directory watch); once the cache has reloaded the entry (and watched it again), an
        // in-place write to it is reported too.
        std::fs::write(dir.path().join("b.example.site"), "").unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(b.clone())));
        watched.watch(&b);
        std::fs::write(dir.path().join("b.example.site"), "static = true").unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(b.clone())));

        // Its removal is a name change, reported whether watched or not.
        std::fs::remove_file(dir.path().join("b.example.site")).unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(b)));
    }

    #[tokio::test]
    async fn watching_only_the_files_read_still_reports_their_writes_and_new_names() {
        use crate::changes::ChangeStream;
        use futures_util::StreamExt;
        use std::time::Duration;

        let dir = tempfile::tempdir().unwrap();
        for file in ["a.example.crt", "a.example.key"] {
            std::fs::write(dir.path().join(file), "old").unwrap();
        }
        let feed = open_feed(dir.path()).unwrap();
        let mut changes = feed.changes;
        let watched = feed.watched_entries.unwrap();
        async fn next(changes: &mut ChangeStream) -> Option<Change> {
            tokio::time::timeout(Duration::from_secs(5), changes.next())
                .await
                .ok()
                .flatten()
        }
        assert_eq!(next(&mut changes).await, Some(Change::Everything));
        let a = HostName::parse("a.example").unwrap();
        watched.watch_present(&a, &[".crt", ".key"]);
        std::fs::write(dir.path().join("a.example.key"), "rewritten").unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(a.clone())));
        // A file it did not have when read is a new name, reported by the directory watch.
        std::fs::write(dir.path().join("a.example.site"), "").unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(a.clone())));
        // Watched whole again (the cache's reload), its in-place writes are reported too.
        watched.watch(&a);
        std::fs::write(dir.path().join("a.example.site"), "static = true").unwrap();
        assert_eq!(next(&mut changes).await, Some(Change::Entry(a)));
    }
}
