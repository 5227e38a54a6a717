//! The directory store's changes: inotify on the certificate directory.
//!
//! Only events that change what a name holds are asked for (a write closed, a rename, a new
//! link, a removal, a permission change). Opening and reading a file raise no event, so the
//! server's own reads of certificates cost nothing here.

use std::ffi::OsStr;
use std::path::Path;

use inotify::{EventMask, Inotify, WatchMask};
use tracing::{info, warn};

use super::{channel, entry_of_name, receiver_stream, Change, ChangeStream, Sender};
use crate::source::DirStore;

/// Events that change what a name in the directory holds.
fn change_mask() -> WatchMask {
    WatchMask::CLOSE_WRITE
        | WatchMask::MOVED_TO
        | WatchMask::MOVED_FROM
        | WatchMask::CREATE
        | WatchMask::DELETE
        | WatchMask::ATTRIB
        | WatchMask::DELETE_SELF
        | WatchMask::MOVE_SELF
}

impl DirStore {
    /// Watches the certificate directory on a thread of its own. The stream reports
    /// `Everything` once the watch is in place; it ends if the watch cannot be set up or the
    /// directory itself goes away (the cache TTL is then the only refresh).
    pub fn watch(&self) -> ChangeStream {
        let (tx, rx) = channel();
        let root = self.root().to_path_buf();
        let spawned = std::thread::Builder::new()
            .name("tlsfront-dir-watch".into())
            .spawn(move || {
                if let Err(err) = watch_blocking(&root, &tx) {
                    warn!(dir = %root.display(), error = %err, "cannot watch the certificate directory; changes show after the cache TTL");
                }
            });
        if let Err(err) = spawned {
            warn!(error = %err, "cannot start the certificate directory watch");
        }
        receiver_stream(rx)
    }
}

/// Ok when the receiver is gone or the directory went away; Err when inotify failed.
fn watch_blocking(root: &Path, tx: &Sender) -> std::io::Result<()> {
    let mut inotify = Inotify::init()?;
    inotify.watches().add(root, change_mask())?;
    info!(dir = %root.display(), "watching the certificate directory for changes");
    if !tx.send(Change::Everything) {
        return Ok(());
    }
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        let events = inotify.read_events_blocking(&mut buffer)?;
        for event in events {
            let change = match classify(event.mask, event.name) {
                Classified::Ignore => continue,
                Classified::Change(change) => change,
                Classified::DirectoryGone => {
                    warn!(dir = %root.display(), "the certificate directory was removed or moved; changes show after the cache TTL");
                    return Ok(());
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
    use crate::host::HostName;

    fn entry(name: &str) -> Classified {
        Classified::Change(Change::Entry(HostName::parse_store_name(name).unwrap()))
    }

    #[test]
    fn events_map_to_entries_everything_or_nothing() {
        let close = EventMask::CLOSE_WRITE;
        let name = |n: &'static str| Some(OsStr::new(n));
        assert_eq!(classify(close, name("a.example.crt")), entry("a.example"));
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
    async fn a_write_in_the_directory_is_reported_and_a_read_is_not() {
        use futures_util::StreamExt;
        use std::time::Duration;

        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.example.crt"), "old").unwrap();
        let mut changes = DirStore::new(dir.path()).watch();
        async fn next(changes: &mut ChangeStream) -> Option<Change> {
            tokio::time::timeout(Duration::from_secs(5), changes.next())
                .await
                .ok()
                .flatten()
        }
        assert_eq!(next(&mut changes).await, Some(Change::Everything));

        // Reads raise nothing; the write after them is the next thing reported.
        std::fs::read(dir.path().join("a.example.crt")).unwrap();
        std::fs::write(dir.path().join("b.example.crt"), "new").unwrap();
        let b = Change::Entry(HostName::parse("b.example").unwrap());
        // A new file is created, then closed after writing: both name the entry.
        assert_eq!(next(&mut changes).await, Some(b.clone()));
        assert_eq!(next(&mut changes).await, Some(b));
    }
}
