//! The Redis store's change feed: tlsfront's own change channel and keyspace notifications.

use std::time::Duration;

use futures_util::stream::StreamExt;
use tracing::debug;

use super::{escape_glob, RedisStore};
use crate::changes::{channel, entry_of_name, receiver_stream, Change, ChangeStream, Sender};
use crate::host::HostName;
use crate::source::CertSource;

impl RedisStore {
    /// Follows the change channel and keyspace notifications on a connection of its own,
    /// reconnecting with backoff. Each time a subscription is in place (the first one included)
    /// it reports `Everything`, since changes may have been missed before it.
    pub(super) fn subscribe_changes(&self) -> ChangeStream {
        let (tx, rx) = channel();
        let store = self.clone();
        tokio::spawn(async move {
            let mut backoff = Duration::from_millis(100);
            loop {
                let mut subscribed = false;
                let result = store.follow_changes(&tx, &mut subscribed).await;
                if result.is_ok() || tx.is_closed() {
                    return;
                }
                if let Err(err) = result {
                    debug!(store = %store.describe(), error = %err, "change subscription lost; reconnecting");
                }
                backoff = if subscribed {
                    Duration::from_millis(100)
                } else {
                    (backoff * 2).min(Duration::from_secs(5))
                };
                tokio::time::sleep(backoff).await;
            }
        });
        receiver_stream(rx)
    }

    /// Whether Redis sends the keyspace notifications that reveal writes by other tools.
    /// `None` when Redis does not say (CONFIG disabled, as on some managed services).
    pub async fn keyspace_events_enabled(&self) -> Option<bool> {
        let mut connection = self
            .client()
            .get_multiplexed_async_connection()
            .await
            .ok()?;
        let reply: Vec<String> = ::redis::cmd("CONFIG")
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
    async fn follow_changes(&self, tx: &Sender, subscribed: &mut bool) -> ::redis::RedisResult<()> {
        let mut pubsub = self.client().get_async_pubsub().await?;
        let channel = self.changes_channel();
        let keyspace_prefix = format!("__keyspace@{}__:", self.db());
        pubsub.subscribe(&channel).await?;
        pubsub
            .psubscribe(format!("{keyspace_prefix}{}*", escape_glob(self.prefix())))
            .await?;
        *subscribed = true;
        if !tx.send(Change::Everything) {
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
        Err(::redis::RedisError::from((
            ::redis::ErrorKind::Io,
            "the subscription connection closed",
        )))
    }
}
