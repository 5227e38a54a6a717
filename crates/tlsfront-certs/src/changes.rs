//! Change notifications: which store entries changed, so a running server forgets them and the
//! next handshake reads the new material. The cache TTL is the fallback for a missed one.
//!
//! - Directory store: file-system notifications (inotify) on the certificate directory.
//! - Redis store: the `<prefix>tlsfront:changes` channel, which tlsfront's own writers publish
//!   each changed entry name on, and keyspace notifications (`__keyspace@<db>__:<prefix>*`),
//!   which catch a plain `SET` by any other tool when Redis has them enabled
//!   (`notify-keyspace-events` with `K`, `g` and `$`).

use std::time::Duration;

use futures_util::stream::{BoxStream, StreamExt};
use notify::{RecursiveMode, Watcher};
use tokio::sync::mpsc;
use tracing::{debug, info, warn};

use crate::host::HostName;
use crate::material::Slot;
use crate::source::redis::escape_glob;
use crate::source::{CertSource, DirStore, RedisStore};

/// Changes queued between the store's watcher and the server: past this many, they collapse
/// into one [`Change::Everything`].
const QUEUE: usize = 4096;

/// What changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// One store entry (a host or a wildcard) was written or removed.
    Entry(HostName),
    /// Notifications may have been missed (a reconnect, an overflow): forget everything.
    Everything,
}

/// A stream of changes; it ends when the watcher cannot go on.
pub type ChangeStream = BoxStream<'static, Change>;

/// The entry a store key or file name belongs to: `a.example.crt.rsa` -> `a.example`.
pub fn entry_of_name(name: &str) -> Option<HostName> {
    Slot::ALL
        .iter()
        .flat_map(|slot| [slot.cert_suffix(), slot.key_suffix()])
        .find_map(|suffix| name.strip_suffix(suffix))
        .and_then(|stem| HostName::parse_store_name(stem).ok())
}

/// Sends a change without blocking the watcher; a full queue becomes one `Everything`.
#[derive(Clone)]
struct Sender(mpsc::Sender<Change>);

impl Sender {
    /// Returns false once the receiving side is gone.
    fn send(&self, change: Change) -> bool {
        match self.0.try_send(change) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                // The server will forget everything; one more `Everything` is enough.
                let _ = self.0.try_send(Change::Everything);
                true
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }
}

fn channel() -> (Sender, mpsc::Receiver<Change>) {
    let (tx, rx) = mpsc::channel(QUEUE);
    (Sender(tx), rx)
}

impl DirStore {
    /// Watches the certificate directory with inotify. If the watch cannot be set up (no inotify,
    /// too many watches), the error is returned and the caller falls back on the cache TTL.
    pub fn watch(&self) -> notify::Result<ChangeStream> {
        let (tx, rx) = channel();
        let mut watcher =
            notify::recommended_watcher(move |event: notify::Result<notify::Event>| match event {
                Ok(event) if event.need_rescan() => {
                    tx.send(Change::Everything);
                }
                Ok(event) if !writes(&event.kind) => {}
                Ok(event) => {
                    for path in &event.paths {
                        if let Some(entry) = path
                            .file_name()
                            .and_then(|n| n.to_str())
                            .and_then(entry_of_name)
                        {
                            tx.send(Change::Entry(entry));
                        }
                    }
                }
                Err(err) => {
                    warn!(error = %err, "directory watch error; forgetting cached hosts");
                    tx.send(Change::Everything);
                }
            })?;
        watcher.watch(self.root(), RecursiveMode::NonRecursive)?;
        info!(dir = %self.root().display(), "watching the certificate directory for changes");
        // The watcher lives as long as the stream.
        let stream = futures_util::stream::unfold((rx, watcher), |(mut rx, watcher)| async move {
            let change = rx.recv().await?;
            Some((change, (rx, watcher)))
        });
        Ok(stream.boxed())
    }
}

impl RedisStore {
    /// Follows the change channel and keyspace notifications on a connection of its own,
    /// reconnecting with backoff; after a reconnect it reports `Everything`, since changes may
    /// have been missed while it was away.
    ///
    /// Returns once the first subscription is in place (or has failed for up to a second), so a
    /// server that says it is serving does not miss a change made right after.
    pub async fn subscribe_changes(&self) -> ChangeStream {
        let (tx, rx) = channel();
        let (ready_tx, ready_rx) = tokio::sync::oneshot::channel();
        let store = self.clone();
        tokio::spawn(async move {
            let mut ready = Some(ready_tx);
            let mut subscribed_before = false;
            let mut backoff = Duration::from_millis(100);
            loop {
                let mut subscribed = false;
                let result = store
                    .follow_changes(&tx, subscribed_before, &mut ready, &mut subscribed)
                    .await;
                if result.is_ok() || tx.0.is_closed() {
                    return;
                }
                if let Err(err) = result {
                    debug!(store = %store.describe(), error = %err, "change subscription lost; reconnecting");
                }
                // Once a subscription has existed, every later one may have missed changes.
                subscribed_before |= subscribed;
                backoff = if subscribed {
                    Duration::from_millis(100)
                } else {
                    (backoff * 2).min(Duration::from_secs(5))
                };
                tokio::time::sleep(backoff).await;
            }
        });
        let _ = tokio::time::timeout(Duration::from_secs(1), ready_rx).await;
        futures_util::stream::unfold(rx, |mut rx| async move {
            rx.recv().await.map(|change| (change, rx))
        })
        .boxed()
    }

    /// Whether Redis sends the keyspace notifications that reveal writes by other tools.
    /// `None` when Redis does not say (CONFIG disabled, as on some managed services).
    pub async fn keyspace_events_enabled(&self) -> Option<bool> {
        let mut connection = self
            .client()
            .get_multiplexed_async_connection()
            .await
            .ok()?;
        let reply: Vec<String> = redis::cmd("CONFIG")
            .arg("GET")
            .arg("notify-keyspace-events")
            .query_async(&mut connection)
            .await
            .ok()?;
        let flags = reply.get(1)?;
        let keyspace = flags.contains('K');
        let strings = flags.contains('$') || flags.contains('A');
        let generic = flags.contains('g') || flags.contains('A');
        Some(keyspace && strings && generic)
    }

    /// Ok(()) when the receiver is gone; Err when the connection failed.
    async fn follow_changes(
        &self,
        tx: &Sender,
        reconnected: bool,
        ready: &mut Option<tokio::sync::oneshot::Sender<()>>,
        subscribed: &mut bool,
    ) -> redis::RedisResult<()> {
        let mut pubsub = self.client().get_async_pubsub().await?;
        let channel = self.changes_channel();
        let keyspace_prefix = format!("__keyspace@{}__:", self.db());
        pubsub.subscribe(&channel).await?;
        pubsub
            .psubscribe(format!("{keyspace_prefix}{}*", escape_glob(self.prefix())))
            .await?;
        *subscribed = true;
        if let Some(ready) = ready.take() {
            let _ = ready.send(());
        }
        if reconnected && !tx.send(Change::Everything) {
            return Ok(());
        }
        debug!(%channel, "following store changes");
        let mut messages = pubsub.on_message();
        while let Some(message) = messages.next().await {
            let name = if message.from_pattern() {
                message
                    .get_channel_name()
                    .strip_prefix(&keyspace_prefix)
                    .and_then(|key| key.strip_prefix(self.prefix()))
                    .and_then(entry_of_name)
            } else {
                std::str::from_utf8(message.get_payload_bytes())
                    .ok()
                    .and_then(|n| HostName::parse_store_name(n).ok())
            };
            if let Some(entry) = name {
                if !tx.send(Change::Entry(entry)) {
                    return Ok(());
                }
            }
        }
        Err(redis::RedisError::from((
            redis::ErrorKind::Io,
            "the subscription connection closed",
        )))
    }
}

/// Whether an event changed what a file holds. Opening and reading a file raises events too
/// (the server's own reads among them); those must not count as changes.
fn writes(kind: &notify::EventKind) -> bool {
    use notify::event::{EventKind, ModifyKind};
    match kind {
        EventKind::Create(_) | EventKind::Remove(_) => true,
        EventKind::Modify(ModifyKind::Metadata(_)) => false,
        EventKind::Modify(_) => true,
        EventKind::Access(_) | EventKind::Any | EventKind::Other => false,
    }
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
}
