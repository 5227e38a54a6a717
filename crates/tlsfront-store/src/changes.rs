//! Change notifications: which store entries changed, so a running server reloads or forgets
//! them and the next handshake reads the new material. The cache TTL is the fallback for a
//! missed one.
//!
//! Beside host entries, a feed reports the shared records it sees change ([`Change::Record`]):
//! the server follows the ticket keys' record that way.
//!
//! This module is the vocabulary every store's feed speaks ([`Change`], [`ChangeFeed`]); each
//! store's own feed lives beside it: `source/dir/watch.rs` (inotify on the certificate
//! directory) and `source/redis/subscribe.rs` (the `<prefix>tlsfront:changes` channel that
//! tlsfront's own writers publish on, and keyspace notifications, which catch a plain `SET` by
//! any other tool when Redis has them enabled).
//!
//! Both set up in the background, so a server serves at once whatever the store's size. Once a
//! watch or subscription is in place, it reports [`Change::Everything`], so whatever was cached
//! before it could see changes is read again. Only that: the feed notes when it said so
//! ([`FeedState::missed_before`]), and an entry read after that moment is up to date (any later
//! change is reported after the `Everything`), however late the server gets to the signal.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime};

use futures_util::stream::{BoxStream, StreamExt};
use tokio::sync::mpsc;

use crate::host::HostName;
use crate::material::Slot;
use crate::site::SITE_SUFFIX;
use crate::source::Record;

/// Changes queued between the store's watcher and the server: past this many, they collapse
/// into one [`Change::Everything`].
const QUEUE: usize = 4096;

/// What changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// One store entry (a host or a wildcard) was written or removed.
    Entry(HostName),
    /// A shared record ([`crate::source::records`]) was written or removed.
    Record(Record),
    /// Notifications may have been missed (a reconnect, an overflow): read again everything
    /// cached, and forget every name remembered as unknown, that was read before the feed sent
    /// it ([`FeedState::missed_before`]).
    Everything,
}

/// A stream of changes; it ends when the watcher cannot go on.
pub type ChangeStream = BoxStream<'static, Change>;

/// A store's change feed, opened once, before anything is cached.
pub struct ChangeFeed {
    pub changes: ChangeStream,
    /// For a feed that watches only what the cache holds (the directory store's per-file
    /// watches): the cache tells it which entries those are. `None` when the feed sees every
    /// entry's changes anyway (Redis).
    pub watched_entries: Option<Arc<dyn WatchedEntries>>,
    /// Whether the watch or subscription is in place, for the status page and `/metrics`.
    pub state: Arc<FeedState>,
}

impl std::fmt::Debug for ChangeFeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChangeFeed")
            .field("watches_entries", &self.watched_entries.is_some())
            .field("state", &self.state.phase())
            .finish()
    }
}

/// The entries a feed watches one by one. Neither call fails: an entry that cannot be watched
/// shows its in-place changes after the cache TTL.
pub trait WatchedEntries: Send + Sync {
    /// The cache now holds `entry`: report in-place changes to its files from now on.
    fn watch(&self, entry: &HostName);
    /// [`watch`](Self::watch), when the entry was just read and these are the suffixes of the
    /// files (or keys) it has: a feed that watches file by file may watch only these, since a
    /// file created later is reported as a new name and the cache then watches the entry
    /// whole. The default watches the entry whole.
    fn watch_present(&self, entry: &HostName, suffixes: &[&'static str]) {
        let _ = suffixes;
        self.watch(entry);
    }
    /// The cache let `entry` go.
    fn unwatch(&self, entry: &HostName);
}

/// The entry a store key or file name belongs to: `a.example.crt.rsa` -> `a.example`, and
/// `a.example.site` (its site entry) -> `a.example`.
pub fn entry_of_name(name: &str) -> Option<HostName> {
    // The pairs' suffixes are tried first: `shop.site.crt` is host `shop.site`'s certificate,
    // not a site entry.
    Slot::ALL
        .iter()
        .flat_map(|slot| [slot.cert_suffix(), slot.key_suffix(), slot.ocsp_suffix()])
        .chain([SITE_SUFFIX])
        .find_map(|suffix| name.strip_suffix(suffix))
        .and_then(|stem| HostName::parse_store_name(stem).ok())
}

/// What a changed store key (after the prefix) or file name belongs to: a host's entry, by one
/// of its keys, or a shared record, by its path. `None` for anything else.
pub fn change_of_key(key: &str) -> Option<Change> {
    match Record::from_path(key) {
        Some(record) => Some(Change::Record(record)),
        None => entry_of_name(key).map(Change::Entry),
    }
}

/// What a message on a store's change channel names: a host's entry, by its name, or a shared
/// record, by its path. `None` for anything else.
pub fn change_of_message(payload: &str) -> Option<Change> {
    match Record::from_path(payload) {
        Some(record) => Some(Change::Record(record)),
        None => HostName::parse_store_name(payload).ok().map(Change::Entry),
    }
}

/// Where a feed is in its life. There is no per-host detail here, only the one watch or
/// subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedPhase {
    /// Opened; the watch or subscription is being set up.
    Starting,
    /// The watch or subscription is in place: changes arrive within about a second.
    Following,
    /// The subscription was lost (Redis went away, a failover) and is being made again;
    /// meanwhile changes show after the cache TTL, or when it is back (it reloads every cached
    /// host then).
    Reconnecting,
    /// The feed ended for good (the directory was removed, inotify failed): changes show after
    /// the cache TTL only.
    Stopped,
}

impl FeedPhase {
    const ALL: [FeedPhase; 4] = [
        FeedPhase::Starting,
        FeedPhase::Following,
        FeedPhase::Reconnecting,
        FeedPhase::Stopped,
    ];

    pub fn label(self) -> &'static str {
        match self {
            FeedPhase::Starting => "starting",
            FeedPhase::Following => "following",
            FeedPhase::Reconnecting => "reconnecting",
            FeedPhase::Stopped => "stopped",
        }
    }
}

/// A feed's phase, set by the feed and read by the status page: three atomics, written only
/// when the watch or subscription comes or goes, never per change.
#[derive(Debug)]
pub struct FeedState {
    /// An index into [`FeedPhase::ALL`].
    phase: AtomicU8,
    /// Unix seconds of the last phase change.
    since: AtomicU64,
    /// Times the feed lost its subscription after following.
    reconnects: AtomicU64,
    /// When the feed last sent [`Change::Everything`].
    missed_at: Mutex<Option<Instant>>,
}

impl Default for FeedState {
    fn default() -> Self {
        FeedState {
            phase: AtomicU8::new(0),
            since: AtomicU64::new(unix_now()),
            reconnects: AtomicU64::new(0),
            missed_at: Mutex::new(None),
        }
    }
}

impl FeedState {
    pub fn phase(&self) -> FeedPhase {
        let index = usize::from(self.phase.load(Ordering::Relaxed));
        FeedPhase::ALL
            .get(index)
            .copied()
            .unwrap_or(FeedPhase::Stopped)
    }

    /// Unix seconds since which the feed has been in its phase.
    pub fn since_unix(&self) -> u64 {
        self.since.load(Ordering::Relaxed)
    }

    /// Times the feed lost its subscription after following.
    pub fn reconnects(&self) -> u64 {
        self.reconnects.load(Ordering::Relaxed)
    }

    /// For a [`Change::Everything`] being applied: changes may have been missed before this
    /// moment (when the feed last sent one, its watch or subscription in place), so what was
    /// read from the store before it is read again; what was read after it is up to date. Now,
    /// if the feed never sent one.
    pub fn missed_before(&self) -> Instant {
        let noted = self.missed_at.lock().ok().and_then(|at| *at);
        noted.unwrap_or_else(Instant::now)
    }

    fn note_missed(&self) {
        if let Ok(mut at) = self.missed_at.lock() {
            *at = Some(Instant::now());
        }
    }

    fn set(&self, phase: FeedPhase) {
        let index = FeedPhase::ALL.iter().position(|p| *p == phase).unwrap_or(0);
        let before = self.phase.swap(index as u8, Ordering::Relaxed);
        if usize::from(before) != index {
            self.since.store(unix_now(), Ordering::Relaxed);
            if phase == FeedPhase::Reconnecting && usize::from(before) == 1 {
                self.reconnects.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// Sends a change without blocking the watcher; a full queue becomes one `Everything`.
#[derive(Clone)]
pub(crate) struct Sender {
    tx: mpsc::Sender<Change>,
    state: Arc<FeedState>,
}

impl Sender {
    /// Returns false once the receiving side is gone. An `Everything` notes its moment first
    /// ([`FeedState::missed_before`]): whatever made it (an overflow) happened by now.
    pub(crate) fn send(&self, change: Change) -> bool {
        if change == Change::Everything {
            self.state.note_missed();
        }
        self.send_noted(change)
    }

    /// The watch or subscription is in place: the feed follows from now on, and what was read
    /// before now is read again (an `Everything`, noted as of this moment, before the phase
    /// says `following`: whoever sees it, and reads the store after, needs no reload).
    /// Returns false once the receiving side is gone.
    pub(crate) fn in_place(&self) -> bool {
        self.state.note_missed();
        self.following();
        self.send_noted(Change::Everything)
    }

    fn send_noted(&self, change: Change) -> bool {
        match self.tx.try_send(change) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                // The server will read everything again; one more `Everything` is enough.
                self.state.note_missed();
                let _ = self.tx.try_send(Change::Everything);
                true
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Whether the receiving side is gone.
    pub(crate) fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }

    /// The watch or subscription is in place.
    pub(crate) fn following(&self) {
        self.state.set(FeedPhase::Following);
    }

    /// The subscription was lost and is being made again.
    pub(crate) fn reconnecting(&self) {
        self.state.set(FeedPhase::Reconnecting);
    }

    /// The feed's state, for its [`ChangeFeed`].
    pub(crate) fn state(&self) -> Arc<FeedState> {
        self.state.clone()
    }
}

/// The receiving end of a channel; its feed's state is `Stopped` once every sender is gone.
pub(crate) struct Receiver {
    rx: mpsc::Receiver<Change>,
    state: Arc<FeedState>,
}

pub(crate) fn channel() -> (Sender, Receiver) {
    let (tx, rx) = mpsc::channel(QUEUE);
    let state = Arc::new(FeedState::default());
    (
        Sender {
            tx,
            state: state.clone(),
        },
        Receiver { rx, state },
    )
}

/// The receiving end of a channel, as a stream that ends when every sender is gone.
pub(crate) fn receiver_stream(receiver: Receiver) -> ChangeStream {
    futures_util::stream::unfold(receiver, |mut receiver| async move {
        match receiver.rx.recv().await {
            Some(change) => Some((change, receiver)),
            None => {
                receiver.state.set(FeedPhase::Stopped);
                None
            }
        }
    })
    .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_and_key_names_map_to_their_entry() {
        for (name, entry) in [
            ("a.example.crt", Some("a.example")),
            ("a.example.key.rsa", Some("a.example")),
            ("*.w.example.crt.ecdsa", Some("*.w.example")),
            ("a.example.site", Some("a.example")),
            ("*.w.example.site", Some("*.w.example")),
            ("shop.site.crt", Some("shop.site")),
            ("shop.site.site", Some("shop.site")),
            (".a.example.site.tmp-1-2", None),
            (".site", None),
            (".a.example.crt.tmp-1-2", None),
            ("notes.txt", None),
        ] {
            assert_eq!(
                entry_of_name(name).as_ref().map(HostName::as_str),
                entry,
                "{name}"
            );
        }
    }

    #[tokio::test]
    async fn a_feed_state_follows_its_watch() {
        let (tx, rx) = channel();
        let state = tx.state();
        assert_eq!(state.phase(), FeedPhase::Starting);
        tx.reconnecting();
        assert_eq!(state.reconnects(), 0, "never followed, so nothing was lost");
        tx.following();
        assert_eq!(state.phase(), FeedPhase::Following);
        tx.reconnecting();
        tx.reconnecting();
        assert_eq!(state.phase(), FeedPhase::Reconnecting);
        assert_eq!(state.reconnects(), 1);
        tx.following();
        drop(tx);
        let mut changes = receiver_stream(rx);
        assert_eq!(changes.next().await, None);
        assert_eq!(state.phase(), FeedPhase::Stopped);
    }

    #[tokio::test]
    async fn a_feed_in_place_notes_the_moment_before_it_says_so() {
        let (tx, rx) = channel();
        let state = tx.state();
        let before = Instant::now();
        assert!(tx.in_place());
        let after = Instant::now();
        assert_eq!(state.phase(), FeedPhase::Following);
        // Whoever sees `following` and reads the store after that read after the moment noted.
        let noted = state.missed_before();
        assert!(before <= noted && noted <= after);
        let mut changes = receiver_stream(rx);
        assert_eq!(changes.next().await, Some(Change::Everything));
        // Another `Everything` (an inotify overflow) notes its own moment, never an earlier one.
        assert!(tx.send(Change::Everything));
        assert!(state.missed_before() >= noted);
        assert_eq!(changes.next().await, Some(Change::Everything));
    }

    #[test]
    fn keys_and_messages_name_an_entry_or_a_record() {
        let entry = |name: &str| Some(Change::Entry(HostName::parse_store_name(name).unwrap()));
        let keys = crate::source::Record::new(crate::source::RecordKind::TicketKeys, "ring");
        let keys = Some(Change::Record(keys.unwrap()));
        assert_eq!(change_of_key("a.example.key.rsa"), entry("a.example"));
        assert_eq!(change_of_key("tls/ticket-keys/ring"), keys);
        // A key is a host's only with one of the entry's suffixes.
        assert_eq!(change_of_key("a.example"), None);
        assert_eq!(change_of_message("a.example"), entry("a.example"));
        assert_eq!(change_of_message("*.w.example"), entry("*.w.example"));
        assert_eq!(change_of_message("tls/ticket-keys/ring"), keys);
        for nothing in ["acme/lock/x", "a b", "", "tls/ticket-keys/"] {
            assert_eq!(change_of_key(nothing), None, "{nothing:?}");
            assert_eq!(change_of_message(nothing), None, "{nothing:?}");
        }
    }
}
