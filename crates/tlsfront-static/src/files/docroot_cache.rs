//! Open docroots, held per host name so a connection opens nothing: without it every session
//! paid an `openat` and an `fstat` for its host's directory.
//!
//! Freshness works as the file cache's does (`file_cache`, with the same watcher): each entry
//! watches the sites directory and every directory its name resolves through (a docroot may be
//! a symlink within the sites directory), ending on the very directory held open. Renaming,
//! removing or replacing the docroot (or a symlink to it, or the sites directory itself) is an
//! event that drops the entry before the next session takes it, so the next session opens the
//! path afresh, exactly as if nothing were held. A docroot may be a symlink anywhere (the
//! bench's and many hosts' `<sites>/<host> -> /srv/www/...`): the walk then goes on from `/`,
//! watching every directory on the way. One whose path cannot be watched (a `..` above the
//! sites directory, or the watch limit reached) is opened per session, as before.
//!
//! The map is bounded ([`MAX_DOCROOTS`]): each entry holds a descriptor and its watches.

use std::os::fd::{AsFd, AsRawFd};
use std::path::Path;
use std::sync::{Arc, Mutex};

use crate::files::docroot::Docroot;
use crate::files::file_watch::{LazyWatcher, Pending, Reach, Stale, Watched, Watching};

/// Docroots held open at most: the hosts with sessions now, for all but the largest servers.
/// Each holds a descriptor, so this stays well below the usual descriptor limit.
pub const MAX_DOCROOTS: u64 = 1024;

/// Open docroots by their directory's name in the sites directory.
pub(super) struct DocrootCache {
    entries: moka::sync::Cache<Box<str>, Arc<HeldDocroot>>,
    /// Made at the first insert inside a tokio runtime; if that fails, nothing is held.
    watcher: LazyWatcher<Box<str>>,
    /// Entries moka dropped, whose watches are released at the next drain or insert.
    evicted: Arc<Mutex<Vec<Arc<HeldDocroot>>>>,
}

/// A docroot and the watches that keep it fresh.
#[derive(Debug)]
pub(super) struct HeldDocroot {
    pub(super) docroot: Arc<Docroot>,
    watched: Watched,
}

impl Default for DocrootCache {
    fn default() -> Self {
        let evicted: Arc<Mutex<Vec<Arc<HeldDocroot>>>> = Arc::default();
        let listener_evicted = evicted.clone();
        DocrootCache {
            entries: moka::sync::Cache::builder()
                .max_capacity(MAX_DOCROOTS)
                .eviction_listener(move |_name, value, _cause| {
                    if let Ok(mut evicted) = listener_evicted.lock() {
                        evicted.push(value);
                    }
                })
                .build(),
            watcher: LazyWatcher::new("each session opens its own docroot"),
            evicted,
        }
    }
}

impl std::fmt::Debug for DocrootCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DocrootCache")
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

impl DocrootCache {
    /// The docroot held for `name`, if nothing its path depends on has changed since it was
    /// opened. No syscall unless change events are waiting.
    pub(super) fn get(&self, name: &str) -> Option<Arc<Docroot>> {
        let watcher = self.watcher.made()?;
        match watcher.pending() {
            Pending::Nothing => {}
            Pending::Events => {
                let mut watching = watcher.lock()?;
                self.apply_changes(&mut watching);
            }
            Pending::Unknown => return None,
        }
        self.entries.get(name).map(|held| held.docroot.clone())
    }

    /// Holds `docroot`, just opened as `<sites>/<name>`, if its path can be watched: the walk
    /// from `sites` must end on the very directory opened.
    pub(super) fn insert(&self, sites: &Path, name: &str, docroot: &Arc<Docroot>) {
        let Some(watcher) = self.watcher.made_now() else {
            return;
        };
        let Some(mut watching) = watcher.lock() else {
            return;
        };
        self.apply_changes(&mut watching);
        // Opened here, on a miss only: the walk starts from the directory as it is now.
        let Ok(sites_dir) = std::fs::File::open(sites) else {
            return;
        };
        let Some(watched) = watching.watch::<&[u8]>(
            sites_dir.as_raw_fd(),
            Path::new(name),
            docroot.as_fd(),
            (&[], Reach::Anywhere),
        ) else {
            return;
        };
        let key: Box<str> = name.into();
        watching.register(&watched, key.clone());
        let held = Arc::new(HeldDocroot {
            docroot: docroot.clone(),
            watched,
        });
        self.entries.insert(key, held);
    }

    /// How many docroots are held now.
    #[cfg(test)]
    pub(super) fn held(&self) -> u64 {
        self.entries.run_pending_tasks();
        self.entries.entry_count()
    }

    /// Drops every entry the waiting events concern, then the watches of entries moka dropped.
    fn apply_changes(&self, watching: &mut Watching<'_, Box<str>>) {
        watching.drain(|stale| match stale {
            Stale::Entry(name) => self.entries.invalidate(name),
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
