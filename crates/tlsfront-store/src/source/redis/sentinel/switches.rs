//! Following the sentinels' `+switch-master` announcements, on one sentinel at a time: when the
//! one followed goes away, the next one in the URL is followed. A link's follower ends when the
//! last clone of the link is dropped.

use std::sync::Weak;
use std::time::Duration;

use futures_util::stream::StreamExt;
use redis::aio::PubSubStream;
use redis::RedisResult;
use tokio::sync::watch;
use tracing::debug;

use super::{Address, Primary, SentinelLink, Shared};

/// The channel sentinels announce a completed failover on.
const SWITCH_CHANNEL: &str = "+switch-master";

/// The pause after every sentinel failed to take the subscription, before trying them again.
const ROUND_PAUSE: Duration = Duration::from_secs(1);

/// Follows the announcements until the link is dropped.
pub(super) async fn follow(shared: Weak<Shared>) {
    let Some(mut link_alive) = shared.upgrade().map(|s| s.primary.subscribe()) else {
        return;
    };
    let mut next = 0usize;
    let mut failures = 0usize;
    loop {
        let Some(link) = shared.upgrade().map(|shared| SentinelLink { shared }) else {
            return;
        };
        let sentinels = link.shared.url.sentinels.len();
        let index = next % sentinels;
        next = next.wrapping_add(1);
        match link.subscribe_switches(index).await {
            Ok(messages) => {
                failures = 0;
                debug!(store = %link.shared.described, sentinel = index, "following the sentinels' failover announcements");
                // An announcement may have been missed while no sentinel was followed.
                link.check_with_sentinels().await;
                let service = link.shared.url.service.clone();
                drop(link);
                if !relay_switches(messages, &shared, &service, &mut link_alive).await {
                    return;
                }
                debug!(
                    sentinel = index,
                    "lost the sentinel followed for failovers; following another"
                );
            }
            Err(err) => {
                debug!(store = %link.shared.described, sentinel = index, error = %err, "cannot follow a sentinel's failover announcements");
                drop(link);
                failures += 1;
                if failures % sentinels == 0 {
                    let pause = tokio::time::sleep(ROUND_PAUSE);
                    tokio::select! {
                        () = pause => {}
                        () = link_dropped(&mut link_alive) => return,
                    }
                }
            }
        }
    }
}

impl SentinelLink {
    /// A subscription to the `index`th sentinel's `+switch-master` channel.
    async fn subscribe_switches(&self, index: usize) -> RedisResult<PubSubStream> {
        let client = self.sentinel_client(index)?;
        let limit = self.shared.connect_timeout + self.shared.response_timeout;
        let subscribed = tokio::time::timeout(limit, async {
            let mut pubsub = client.get_async_pubsub().await?;
            pubsub.subscribe(SWITCH_CHANNEL).await?;
            Ok(pubsub)
        })
        .await;
        match subscribed {
            Ok(result) => result.map(redis::aio::PubSub::into_on_message),
            Err(_) => Err(redis::RedisError::from((
                redis::ErrorKind::Io,
                "the sentinel did not take the subscription in time",
            ))),
        }
    }
}

/// Adopts each primary announced for `service`. False once the link is gone; true when the
/// sentinel's connection ended.
async fn relay_switches(
    mut messages: PubSubStream,
    shared: &Weak<Shared>,
    service: &str,
    link_alive: &mut watch::Receiver<Option<Primary>>,
) -> bool {
    loop {
        tokio::select! {
            message = messages.next() => {
                let Some(message) = message else { return true };
                let announced = std::str::from_utf8(message.get_payload_bytes())
                    .ok()
                    .and_then(|payload| switched_primary(payload, service));
                if let Some(address) = announced {
                    let Some(shared) = shared.upgrade() else { return false };
                    SentinelLink { shared }.adopt(address).await;
                }
            }
            () = link_dropped(link_alive) => return false,
        }
    }
}

/// Returns once the link's last clone is dropped (its primary channel closes).
async fn link_dropped(link_alive: &mut watch::Receiver<Option<Primary>>) {
    while link_alive.changed().await.is_ok() {}
}

/// The new primary a `+switch-master` payload announces for `service`:
/// `NAME OLD-IP OLD-PORT NEW-IP NEW-PORT`. `None` for another service or a payload that is not one.
fn switched_primary(payload: &str, service: &str) -> Option<Address> {
    let fields: Vec<&str> = payload.split(' ').collect();
    match fields.as_slice() {
        [name, _, _, host, port] if *name == service && !host.is_empty() => {
            Some(((*host).to_owned(), port.parse().ok()?))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_switch_names_the_new_primary_of_its_own_service() {
        assert_eq!(
            switched_primary("certs 10.0.0.5 6379 10.0.0.6 6380", "certs"),
            Some(("10.0.0.6".to_owned(), 6380))
        );
        assert_eq!(
            switched_primary("other 10.0.0.5 6379 10.0.0.6 6380", "certs"),
            None
        );
        assert_eq!(
            switched_primary("certs 10.0.0.5 6379 10.0.0.6", "certs"),
            None
        );
        assert_eq!(
            switched_primary("certs 10.0.0.5 6379 10.0.0.6 x", "certs"),
            None
        );
        assert_eq!(switched_primary("", "certs"), None);
    }
}
