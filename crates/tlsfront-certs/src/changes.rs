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
//! before it could see changes is read again.

use std::sync::Arc;

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
    /// cached, and forget every name remembered as unknown.
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
}

impl std::fmt::Debug for ChangeFeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChangeFeed")
            .field("watches_entries", &self.watched_entries.is_some())
            .finish()
    }
}

/// The entries a feed watches one by one. Neither call fails: an entry that cannot be watched
/// shows its in-place changes after the cache TTL.
pub trait WatchedEntries: Send + Sync {
    /// The cache now holds `entry`: report in-place changes to its files from now on.
    fn watch(&self, entry: &HostName);
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
        .flat_map(|slot| [slot.cert_suffix(), slot.key_suffix()])
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

/// Sends a change without blocking the watcher; a full queue becomes one `Everything`.
#[derive(Clone)]
pub(crate) struct Sender(mpsc::Sender<Change>);

impl Sender {
    /// Returns false once the receiving side is gone.
    pub(crate) fn send(&self, change: Change) -> bool {
        match self.0.try_send(change) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                // The server will read everything again; one more `Everything` is enough.
                let _ = self.0.try_send(Change::Everything);
                true
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Whether the receiving side is gone.
    pub(crate) fn is_closed(&self) -> bool {
        self.0.is_closed()
    }
}

pub(crate) fn channel() -> (Sender, mpsc::Receiver<Change>) {
    let (tx, rx) = mpsc::channel(QUEUE);
    (Sender(tx), rx)
}

/// The receiving end of a channel, as a stream that ends when every sender is gone.
pub(crate) fn receiver_stream(rx: mpsc::Receiver<Change>) -> ChangeStream {
    futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|change| (change, rx))
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
