//! The Redis store's change feed: tlsfront's own change channel and keyspace notifications.
//!
//! The subscription is made where the topology says changes happen ([`RedisStore::follow_changes`]);
//! reading its messages is the same everywhere ([`RedisStore::relay_changes`]).

use std::sync::Arc;
use std::time::Duration;

use futures_util::stream::StreamExt;
use redis::{Client, Msg, RedisResult};
use tracing::debug;

use super::link::Topology;
use super::{escape_glob, RedisStore};
use crate::changes::{
    change_of_key, change_of_message, channel, receiver_stream, Change, ChangeStream, FeedState,
    Sender,
};
use crate::source::CertSource;

impl RedisStore {
    /// Follows the change channel and keyspace notifications on connections of their own,
    /// reconnecting with backoff. Each time a subscription is in place (the first one included)
    /// it reports `Everything`, since changes may have been missed before it. Returns the
    /// stream and the state the status page shows.
    pub(super) fn subscribe_changes(&self) -> (ChangeStream, Arc<FeedState>) {
        let (tx, rx) = channel();
        let state = tx.state();
        let store = self.clone();
        tokio::spawn(async move {
            let mut backoff = Duration::from_millis(100);
            loop {
                let mut subscribed = false;
                let result = store.follow_changes(&tx, &mut subscribed).await;
                if result.is_ok() || tx.is_closed() {
                    return;
                }
                tx.reconnecting();
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
        (receiver_stream(rx), state)
    }

    /// Whether Redis sends the keyspace notifications that reveal writes by other tools.
    /// `None` when Redis does not say (CONFIG disabled, as on some managed services).
    pub async fn keyspace_events_enabled(&self) -> Option<bool> {
        match &self.topology {
            Topology::Single(client) => keyspace_events_enabled(client).await,
            Topology::Sentinel(_) => self.sentinel_keyspace_events_enabled().await,
            Topology::Cluster(cluster) => cluster.keyspace_events_enabled().await,
        }
    }

    /// Ok(()) when the receiver is gone; Err when a connection failed.
    async fn follow_changes(&self, tx: &Sender, subscribed: &mut bool) -> RedisResult<()> {
        match &self.topology {
            Topology::Single(client) => {
                let pubsub = self.subscribe_on(client).await?;
                *subscribed = true;
                if !tx.in_place() {
                    return Ok(());
                }
                self.relay_changes(pubsub.into_on_message(), tx).await
            }
            Topology::Sentinel(_) => self.follow_sentinel_changes(tx, subscribed).await,
            Topology::Cluster(cluster) => {
                self.follow_cluster_changes(cluster, tx, subscribed).await
            }
        }
    }

    /// A pub/sub connection to one server, subscribed to the change channel and to the
    /// keyspace notifications of the store's keys.
    pub(super) async fn subscribe_on(&self, client: &Client) -> RedisResult<redis::aio::PubSub> {
        let mut pubsub = client.get_async_pubsub().await?;
        let channel = self.changes_channel();
        pubsub.subscribe(&channel).await?;
        pubsub
            .psubscribe(format!(
                "{}{}*",
                self.keyspace_prefix(),
                escape_glob(self.prefix())
            ))
            .await?;
        debug!(%channel, "following store changes");
        Ok(pubsub)
    }

    /// Passes each message's entry on until the messages end (an Err: the connection closed)
    /// or the receiver is gone (Ok).
    pub(super) async fn relay_changes(
        &self,
        mut messages: impl futures_util::Stream<Item = Msg> + Unpin,
        tx: &Sender,
    ) -> RedisResult<()> {
        let keyspace_prefix = self.keyspace_prefix();
        while let Some(message) = messages.next().await {
            if let Some(change) = self.change_in(&message, &keyspace_prefix) {
                if !tx.send(change) {
                    return Ok(());
                }
            }
        }
        Err(redis::RedisError::from((
            redis::ErrorKind::Io,
            "the subscription connection closed",
        )))
    }

    pub(super) fn keyspace_prefix(&self) -> String {
        format!("__keyspace@{}__:", self.db())
    }

    /// The entry or record a message names: a keyspace notification's key, or the change
    /// channel's payload.
    fn change_in(&self, message: &Msg, keyspace_prefix: &str) -> Option<Change> {
        if message.from_pattern() {
            message
                .get_channel_name()
                .strip_prefix(keyspace_prefix)
                .and_then(|key| key.strip_prefix(self.prefix()))
                .and_then(change_of_key)
        } else {
            std::str::from_utf8(message.get_payload_bytes())
                .ok()
                .and_then(change_of_message)
        }
    }
}

/// Whether one server sends the keyspace notifications the change feed follows.
pub(super) async fn keyspace_events_enabled(client: &Client) -> Option<bool> {
    let mut connection = client.get_multiplexed_async_connection().await.ok()?;
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
