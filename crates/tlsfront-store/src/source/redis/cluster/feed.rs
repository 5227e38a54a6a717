//! The change feed in a cluster.
//!
//! - **Keyspace notifications** are sent only by the node where a write happened, so every
//!   serving primary is followed, each on a pub/sub connection of its own.
//! - **The change channel** is classic pub/sub: Redis Cluster passes a `PUBLISH` on any node
//!   to every node, so following it on one primary is enough (sharded pub/sub would spare
//!   the cluster bus that broadcast, but its channel lives on the primary serving its slot,
//!   which a feed would have to follow through reshardings and failovers; a certificate
//!   change is rare, so the broadcast costs nothing that matters).
//! - **The topology** is read again every [`TOPOLOGY_CHECK`] and whenever a subscription
//!   ends. When the serving primaries change (a failover, a primary added or removed), every
//!   subscription is made again on the new set, and `Everything` is reported, since writes
//!   on a new primary may have been missed before it was followed.

use std::time::Duration;

use futures_util::future::ready;
use futures_util::stream::{self, BoxStream, StreamExt};
use redis::{Msg, RedisError, RedisResult};
use tracing::debug;

use super::url::NodeAddress;
use super::{ClusterTopology, NODE_TIMEOUT};
use crate::changes::Sender;
use crate::source::redis::{escape_glob, RedisStore};

/// How often the feed reads the cluster's topology to find primaries it does not follow yet.
/// A write on a new primary may go unseen this long (the cache reloads everything once the
/// new primary is followed), and each instance asks one node once per period.
const TOPOLOGY_CHECK: Duration = Duration::from_secs(2);

impl RedisStore {
    /// Follows every serving primary's keyspace notifications, and the change channel on one
    /// of them, until a subscription ends or the primaries change (Err: the caller subscribes
    /// again) or the receiver is gone (Ok).
    pub(in crate::source::redis) async fn follow_cluster_changes(
        &self,
        cluster: &ClusterTopology,
        tx: &Sender,
        subscribed: &mut bool,
    ) -> RedisResult<()> {
        let primaries = cluster.primaries().await?;
        let followed: Vec<NodeAddress> = primaries
            .iter()
            .map(|primary| primary.address.clone())
            .collect();
        let mut feeds: Vec<BoxStream<'static, Option<Msg>>> = Vec::new();
        for (index, address) in followed.iter().enumerate() {
            let client = cluster.node_client(address)?;
            let subscribing = async {
                if index == 0 {
                    self.subscribe_on(&client).await
                } else {
                    let mut pubsub = client.get_async_pubsub().await?;
                    pubsub.psubscribe(self.keyspace_pattern()).await?;
                    Ok(pubsub)
                }
            };
            let pubsub = tokio::time::timeout(NODE_TIMEOUT, subscribing)
                .await
                .map_err(|_| {
                    RedisError::from((
                        redis::ErrorKind::Io,
                        "a cluster node did not take the subscription in time",
                        address.to_string(),
                    ))
                })??;
            // `None` marks the end of one node's messages: the connection closed.
            feeds.push(
                pubsub
                    .into_on_message()
                    .map(Some)
                    .chain(stream::once(ready(None)))
                    .boxed(),
            );
        }
        debug!(
            primaries = followed.len(),
            "following the cluster's keyspace notifications"
        );
        feeds.push(topology_changes(cluster.clone(), followed).boxed());
        *subscribed = true;
        if !tx.in_place() {
            return Ok(());
        }
        // Until the first `None`: one node's connection closed, or the primaries changed.
        let messages = stream::select_all(feeds)
            .take_while(|message| ready(message.is_some()))
            .filter_map(ready)
            .boxed();
        self.relay_changes(messages, tx).await
    }

    /// The keyspace notifications of the store's keys (as `subscribe_on` follows them).
    fn keyspace_pattern(&self) -> String {
        format!("{}{}*", self.keyspace_prefix(), escape_glob(self.prefix()))
    }
}

/// Yields `None` once the serving primaries are no longer `followed`, asking one node (the
/// same while it answers). A reading that fails (no node answers) changes nothing: the
/// subscriptions end by themselves if their nodes are gone.
fn topology_changes(
    cluster: ClusterTopology,
    followed: Vec<NodeAddress>,
) -> impl futures_util::Stream<Item = Option<Msg>> {
    stream::once(async move {
        let mut asked = None;
        loop {
            tokio::time::sleep(TOPOLOGY_CHECK).await;
            let Ok(primaries) = cluster.read_topology(&mut asked).await else {
                continue;
            };
            let now: Vec<&NodeAddress> = primaries.iter().map(|primary| &primary.address).collect();
            if now.iter().copied().ne(followed.iter()) {
                debug!(
                    before = followed.len(),
                    now = now.len(),
                    "the cluster's primaries changed; subscribing again"
                );
                return None;
            }
        }
    })
}
