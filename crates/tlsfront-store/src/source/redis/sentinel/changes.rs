//! The change feed under Sentinel: the subscription is made on the primary in use and made
//! again on each new one, whether the old one died or was demoted and stays up. Each new
//! subscription reports `Everything`, so cached hosts are read again from the new primary.

use std::collections::HashMap;
use std::time::Duration;

use redis::RedisResult;
use tracing::debug;

use super::super::link::Link;
use super::super::subscribe::keyspace_events_enabled;
use super::super::RedisStore;
use super::{address_text, SentinelLink};
use crate::changes::Sender;

/// How long the subscription waits for a primary before asking the sentinels itself. A
/// failover's announcement ends the wait at once.
const PRIMARY_WAIT: Duration = Duration::from_secs(1);

impl RedisStore {
    /// Follows changes on whichever server is primary, until the receiver is gone (Ok).
    pub(in super::super) async fn follow_sentinel_changes(
        &self,
        tx: &Sender,
        subscribed: &mut bool,
    ) -> RedisResult<()> {
        let link = self.sentinel_link()?;
        while !tx.is_closed() {
            let primary = match link.primary().await {
                Ok(primary) => primary,
                Err(_) => {
                    link.wait_for_primary(PRIMARY_WAIT).await;
                    continue;
                }
            };
            let limit = link.shared.connect_timeout + link.shared.response_timeout;
            let client = link.data_client(&primary.address)?;
            let pubsub = match tokio::time::timeout(limit, self.subscribe_on(&client)).await {
                Ok(Ok(pubsub)) => pubsub,
                Ok(Err(err)) => {
                    link.note_failure(&primary, &err);
                    debug!(store = %self.described, error = %err, "cannot subscribe on the Redis primary");
                    tokio::time::sleep(PRIMARY_WAIT).await;
                    continue;
                }
                Err(_) => {
                    debug!(store = %self.described, "the Redis primary did not take the subscription in time");
                    continue;
                }
            };
            *subscribed = true;
            debug!(primary = %address_text(&primary.address.0, primary.address.1), "following store changes on the Redis primary");
            if !tx.in_place() {
                return Ok(());
            }
            tokio::select! {
                relayed = self.relay_changes(pubsub.into_on_message(), tx) => match relayed {
                    Ok(()) => return Ok(()),
                    // The primary's connection closed: it may be gone.
                    Err(err) => link.note_failure(&primary, &err),
                },
                () = link.until_moved_from(&primary) => {
                    debug!("the Redis primary changed; subscribing on the new one");
                }
            }
            tx.reconnecting();
        }
        Ok(())
    }

    /// Whether the primary and every replica the sentinels know send keyspace notifications
    /// (a replica becomes primary in a failover). `Some(false)` if any server says no; `None`
    /// if the primary does not say. Replicas that cannot be reached are not counted.
    pub(in super::super) async fn sentinel_keyspace_events_enabled(&self) -> Option<bool> {
        let link = self.sentinel_link().ok()?;
        let primary = link.primary().await.ok()?;
        let on_primary = keyspace_events_enabled(&link.data_client(&primary.address).ok()?).await;
        let mut everywhere = on_primary;
        for replica in link.replicas().await {
            let Ok(client) = link.data_client(&replica) else {
                continue;
            };
            if keyspace_events_enabled(&client).await == Some(false) {
                everywhere = Some(false);
            }
        }
        everywhere
    }

    fn sentinel_link(&self) -> RedisResult<&SentinelLink> {
        match &self.connection {
            Link::Sentinel(link) => Ok(link),
            // Topology::Sentinel always makes a Link::Sentinel; anything else is a bug here.
            _ => Err(redis::RedisError::from((
                redis::ErrorKind::Client,
                "a Sentinel store without a Sentinel link",
            ))),
        }
    }
}

impl SentinelLink {
    /// The replicas the first sentinel that answers knows for the service (none if none answers).
    async fn replicas(&self) -> Vec<super::Address> {
        for index in 0..self.shared.url.sentinels.len() {
            let Ok(client) = self.sentinel_client(index) else {
                continue;
            };
            let Ok(Ok(mut connection)) = tokio::time::timeout(
                self.shared.connect_timeout,
                client.get_multiplexed_async_connection_with_config(&self.connection_config()),
            )
            .await
            else {
                continue;
            };
            let replicas: RedisResult<Vec<HashMap<String, String>>> = redis::cmd("SENTINEL")
                .arg("replicas")
                .arg(&self.shared.url.service)
                .query_async(&mut connection)
                .await;
            if let Ok(replicas) = replicas {
                return replicas.iter().filter_map(replica_address).collect();
            }
        }
        Vec::new()
    }
}

/// A replica's address from its `SENTINEL replicas` fields, unless it is down.
fn replica_address(fields: &HashMap<String, String>) -> Option<super::Address> {
    let flags = fields.get("flags").map(String::as_str).unwrap_or("");
    if flags
        .split(',')
        .any(|flag| matches!(flag, "s_down" | "o_down" | "disconnected"))
    {
        return None;
    }
    let host = fields.get("ip")?;
    let port = fields.get("port")?.parse().ok()?;
    Some((host.clone(), port))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replicas_that_are_down_are_left_out() {
        let replica = |flags: &str| {
            HashMap::from([
                ("ip".to_owned(), "10.0.0.7".to_owned()),
                ("port".to_owned(), "6380".to_owned()),
                ("flags".to_owned(), flags.to_owned()),
            ])
        };
        assert_eq!(
            replica_address(&replica("slave")),
            Some(("10.0.0.7".to_owned(), 6380))
        );
        assert_eq!(replica_address(&replica("s_down,slave")), None);
        assert_eq!(replica_address(&replica("slave,disconnected")), None);
        assert_eq!(replica_address(&HashMap::new()), None);
    }
}
