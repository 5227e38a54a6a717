//! What each inotify watch is for: which cache entries an event on it, or on one of the names
//! in its directory, makes stale; and the events as read from the inotify fd.

use std::collections::{HashMap, HashSet};

use std::os::unix::ffi::OsStrExt;

use inotify::{EventMask, WatchDescriptor, Watches};

use super::{Stale, Watched};

/// Events about the watched inode itself, even when they carry no name.
fn self_events() -> EventMask {
    EventMask::DELETE_SELF | EventMask::MOVE_SELF | EventMask::IGNORED
}

/// What each watch is for.
pub(super) struct WatchTable<K> {
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

impl<K> WatchTable<K> {
    pub(super) fn new() -> Self {
        WatchTable {
            watches: HashMap::new(),
            keys: HashMap::new(),
            next_id: 0,
        }
    }

    /// A new id for the entry whose watches are being taken.
    pub(super) fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Takes one reference on the watch `descriptor` names, for `watched`.
    pub(super) fn add(&mut self, descriptor: WatchDescriptor, watched: &mut Watched) -> i32 {
        let wd = descriptor.get_watch_descriptor_id();
        // Watching an inode already watched returns its descriptor again: count references.
        let watch = self.watches.entry(wd).or_insert_with(|| Watch {
            descriptor,
            references: 0,
            holders: HashSet::new(),
            by_name: HashMap::new(),
        });
        watch.references += 1;
        watched.watches.push(wd);
        wd
    }

    /// Makes `watched` live: its events now make `key` stale.
    pub(super) fn register(&mut self, watched: &Watched, key: K) {
        for wd in &watched.watches {
            if let Some(watch) = self.watches.get_mut(wd) {
                watch.holders.insert(watched.id);
            }
        }
        for (wd, name) in &watched.names {
            if let Some(watch) = self.watches.get_mut(wd) {
                watch
                    .by_name
                    .entry(name.clone())
                    .or_default()
                    .insert(watched.id);
            }
        }
        self.keys.insert(watched.id, key);
    }

    /// Drops what `watched` holds; a watch nobody holds any more is removed from `kernel`.
    pub(super) fn release(&mut self, watched: &Watched, kernel: &mut Watches) {
        self.keys.remove(&watched.id);
        for (wd, name) in &watched.names {
            if let Some(watch) = self.watches.get_mut(wd) {
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
            let Some(watch) = self.watches.get_mut(wd) else {
                continue;
            };
            watch.holders.remove(&watched.id);
            watch.references -= 1;
            if watch.references == 0 {
                if let Some(watch) = self.watches.remove(wd) {
                    // A descriptor the kernel dropped meanwhile only makes the call fail.
                    let _ = kernel.remove(watch.descriptor);
                }
            }
        }
    }

    /// How many watches are held now.
    #[cfg(test)]
    pub(super) fn watch_count(&self) -> usize {
        self.watches.len()
    }

    /// Makes stale what one event concerns.
    pub(super) fn apply(&mut self, event: &Event<'_>, stale: &mut impl FnMut(Stale<'_, K>)) {
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
pub(super) struct Event<'a> {
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

#[cfg(test)]
mod tests {
    use inotify::{Inotify, WatchMask};

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
