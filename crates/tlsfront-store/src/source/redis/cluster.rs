//! Redis Cluster (`redis+cluster://HOST:PORT[,HOST:PORT…]`, [`url`]): the store's keys spread
//! over the cluster's slots as they are (no hash tags: the ngx_mruby layout), so one host's
//! keys usually live on different primaries.
//!
//! - **Commands** go through redis-rs's cluster connection, made on first use (a server starts
//!   while the cluster is down) and made again at most every [`RETRY_PAUSE`] after a failure,
//!   so lookups fail at once while the cluster is unreachable instead of queueing.
//! - **Lookups** stay one MGET: redis-rs splits a multi-slot MGET into one MGET per slot and
//!   sends them all at once, so a lookup waits for its slowest node, not for the sum.
//! - **Writes** cannot be one MULTI across slots: the keys are set and deleted with split
//!   MSET/DEL sent at once, then the change is published ([`ClusterLink::write`]). A reader may
//!   see a new certificate with its old key for a moment; validation refuses that pair and
//!   keeps serving the old one, and the change message that follows makes it load the new one.
//! - **Listings** SCAN every primary in turn ([`ClusterLink::scan`]).
//! - **Changes**: keyspace notifications stay on the node where the write happened, so every
//!   primary is followed, and the set of primaries is read again periodically (`feed.rs`).

mod feed;
mod nodes;
mod url;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::future::{join_all, try_join, try_join_all};
use redis::aio::MultiplexedConnection;
use redis::cluster::ClusterClientBuilder;
use redis::cluster_async::ClusterConnection;
use redis::cluster_routing::{Route, RoutingInfo, SingleNodeRoutingInfo, SlotAddr};
use redis::{
    AsyncConnectionConfig, Client, Cmd, ConnectionAddr, ConnectionInfo, ErrorKind,
    IntoConnectionInfo, RedisConnectionInfo, RedisError, RedisResult,
};
use tokio::sync::Mutex as AsyncMutex;

use self::nodes::{all_addresses, serving_primaries, Primary};
use self::url::{parse_cluster_url, ClusterUrl, NodeAddress};
use super::link::Routed;
use super::scan::ScanCursor;
use super::writes::{set_expiring, Writes};
use super::RedisOptions;

pub(super) use self::url::{describe_cluster_url, is_cluster_url};

/// How long after a failed attempt to reach the cluster commands fail at once, without trying
/// again: a lookup then fails in microseconds, and one attempt at a time probes the cluster.
const RETRY_PAUSE: Duration = Duration::from_millis(500);

/// How long one node may take to connect and answer a topology question (`CLUSTER NODES`,
/// `CONFIG GET`): a node on the local network answers in well under a millisecond.
const NODE_TIMEOUT: Duration = Duration::from_secs(1);

/// A cluster as its URL names it: seed nodes and the credentials every node shares, and the
/// nodes seen at the last reading of the topology (asked first next time, since seeds may
/// have left).
#[derive(Clone)]
pub(super) struct ClusterTopology {
    shared: Arc<TopologyShared>,
}

struct TopologyShared {
    url: ClusterUrl,
    seen: Mutex<Vec<NodeAddress>>,
}

impl ClusterTopology {
    /// Reads a cluster URL. Nothing connects yet.
    pub(super) fn parse(url: &str) -> RedisResult<Self> {
        let url = parse_cluster_url(url)?;
        Ok(ClusterTopology {
            shared: Arc::new(TopologyShared {
                url,
                seen: Mutex::new(Vec::new()),
            }),
        })
    }

    /// The connection commands go through; it connects on first use.
    pub(super) fn link(&self, options: &RedisOptions) -> RedisResult<ClusterLink> {
        let seeds: Vec<ConnectionInfo> = self
            .shared
            .url
            .seeds
            .iter()
            .map(|seed| self.node_info(seed))
            .collect::<RedisResult<_>>()?;
        let client = ClusterClientBuilder::new(seeds)
            .connection_timeout(options.connect_timeout)
            .response_timeout(options.response_timeout)
            // A redirection or a reconnection is retried soon, within the response deadline
            // (redis-rs's default first wait, 1.28 s, is longer than the whole deadline).
            .retries(3)
            .min_retry_wait(10)
            .max_retry_wait(200)
            .build()?;
        Ok(ClusterLink {
            shared: Arc::new(LinkShared {
                client,
                connect_deadline: options.connect_timeout + options.response_timeout,
                state: AsyncMutex::new(LinkState::Idle),
            }),
        })
    }

    /// The serving primaries, from the first node that answers `CLUSTER NODES`: the nodes
    /// seen last time, then the seeds.
    async fn primaries(&self) -> RedisResult<Vec<Primary>> {
        self.read_topology(&mut None).await
    }

    /// The serving primaries, asked on `asked` while it answers, otherwise on the first node
    /// that does (seen last time, then the seeds), which `asked` then keeps for next time: a
    /// periodic reading reuses one connection.
    async fn read_topology(
        &self,
        asked: &mut Option<MultiplexedConnection>,
    ) -> RedisResult<Vec<Primary>> {
        if let Some(connection) = asked {
            match self.primaries_on(connection).await {
                Ok(primaries) => return Ok(primaries),
                Err(_) => *asked = None,
            }
        }
        let mut candidates = self.seen_nodes();
        for seed in &self.shared.url.seeds {
            if !candidates.contains(seed) {
                candidates.push(seed.clone());
            }
        }
        let mut last_error = None;
        for node in &candidates {
            let attempt = async {
                let mut connection = self.connect_to(node).await?;
                let primaries = self.primaries_on(&mut connection).await?;
                Ok::<_, RedisError>((connection, primaries))
            };
            match attempt.await {
                Ok((connection, primaries)) => {
                    *asked = Some(connection);
                    return Ok(primaries);
                }
                Err(err) => last_error = Some(err),
            }
        }
        Err(last_error.unwrap_or_else(|| {
            RedisError::from((ErrorKind::Io, "no cluster node to ask for the topology"))
        }))
    }

    /// `CLUSTER NODES` on one node: the serving primaries, remembering every node's address.
    async fn primaries_on(
        &self,
        connection: &mut MultiplexedConnection,
    ) -> RedisResult<Vec<Primary>> {
        let text: String = redis::cmd("CLUSTER")
            .arg("NODES")
            .query_async(connection)
            .await?;
        let primaries = serving_primaries(&text);
        if primaries.is_empty() {
            return Err(RedisError::from((
                ErrorKind::Client,
                "a node knows no primary serving slots: is the cluster made?",
            )));
        }
        self.remember(all_addresses(&text));
        Ok(primaries)
    }

    /// Whether every serving primary sends the keyspace notifications the change feed
    /// follows: `Some(false)` if one does not, `None` if one does not say (or none answers).
    pub(super) async fn keyspace_events_enabled(&self) -> Option<bool> {
        let primaries = self.primaries().await.ok()?;
        let answers = join_all(primaries.iter().map(|primary| async move {
            let client = self.node_client(&primary.address).ok()?;
            tokio::time::timeout(
                NODE_TIMEOUT,
                super::subscribe::keyspace_events_enabled(&client),
            )
            .await
            .ok()
            .flatten()
        }))
        .await;
        if answers.contains(&Some(false)) {
            Some(false)
        } else if answers.iter().all(|answer| *answer == Some(true)) {
            Some(true)
        } else {
            None
        }
    }

    /// A client for one node, with the URL's credentials and TLS.
    fn node_client(&self, node: &NodeAddress) -> RedisResult<Client> {
        Client::open(self.node_info(node)?)
    }

    fn node_info(&self, node: &NodeAddress) -> RedisResult<ConnectionInfo> {
        let url = &self.shared.url;
        let addr = match url.tls {
            None => ConnectionAddr::Tcp(node.host.clone(), node.port),
            Some(insecure) => ConnectionAddr::TcpTls {
                host: node.host.clone(),
                port: node.port,
                insecure,
                tls_params: None,
            },
        };
        let mut settings = RedisConnectionInfo::default();
        if let Some(username) = &url.username {
            settings = settings.set_username(username);
        }
        if let Some(password) = &url.password {
            settings = settings.set_password(password);
        }
        Ok(addr.into_connection_info()?.set_redis_settings(settings))
    }

    async fn connect_to(&self, node: &NodeAddress) -> RedisResult<MultiplexedConnection> {
        let config = AsyncConnectionConfig::new()
            .set_connection_timeout(Some(NODE_TIMEOUT))
            .set_response_timeout(Some(NODE_TIMEOUT));
        self.node_client(node)?
            .get_multiplexed_async_connection_with_config(&config)
            .await
    }

    fn seen_nodes(&self) -> Vec<NodeAddress> {
        match self.shared.seen.lock() {
            Ok(seen) => seen.clone(),
            // A panic elsewhere while holding the list leaves it as it was: still usable.
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    fn remember(&self, nodes: Vec<NodeAddress>) {
        match self.shared.seen.lock() {
            Ok(mut seen) => *seen = nodes,
            Err(poisoned) => *poisoned.into_inner() = nodes,
        }
    }
}

/// The connection store commands go through in a cluster: redis-rs's cluster connection
/// (which routes each command by its keys and follows MOVED/ASK and failovers), made on
/// first use. Clones share it.
#[derive(Clone)]
pub(super) struct ClusterLink {
    shared: Arc<LinkShared>,
}

struct LinkShared {
    client: redis::cluster::ClusterClient,
    /// How long making the connection may take: connecting, then reading the slots.
    connect_deadline: Duration,
    state: AsyncMutex<LinkState>,
}

enum LinkState {
    Idle,
    Failed { at: Instant, error: RedisError },
    Connected(ClusterConnection),
}

impl ClusterLink {
    /// The cluster connection, made now if there is none. While an attempt is in progress,
    /// other callers wait for it; within [`RETRY_PAUSE`] of a failure they get that failure.
    async fn connection(&self) -> RedisResult<ClusterConnection> {
        let mut state = self.shared.state.lock().await;
        match &*state {
            LinkState::Connected(connection) => return Ok(connection.clone()),
            LinkState::Failed { at, error } if at.elapsed() < RETRY_PAUSE => {
                return Err(error.clone())
            }
            _ => {}
        }
        let attempt = tokio::time::timeout(
            self.shared.connect_deadline,
            self.shared.client.get_async_connection(),
        )
        .await
        .unwrap_or_else(|_| {
            Err(RedisError::from((
                ErrorKind::Io,
                "no cluster node answered in time",
            )))
        });
        match attempt {
            Ok(connection) => {
                *state = LinkState::Connected(connection.clone());
                Ok(connection)
            }
            Err(error) => {
                *state = LinkState::Failed {
                    at: Instant::now(),
                    error: error.clone(),
                };
                Err(error)
            }
        }
    }

    /// One SCAN step: `cursor` on one primary, reached through a slot it serves; then the
    /// next primary. The primaries are those serving slots when the listing starts, so a
    /// listing during a resharding or failover may miss or repeat keys.
    pub(super) async fn scan(
        &self,
        cursor: ScanCursor,
        pattern: &str,
        count: usize,
    ) -> RedisResult<(Option<ScanCursor>, Vec<Vec<u8>>)> {
        let mut connection = self.connection().await?;
        let slots = match cursor.slots {
            Some(slots) => slots,
            None => {
                let text: String = redis::cmd("CLUSTER")
                    .arg("NODES")
                    .query_async(&mut connection)
                    .await?;
                serving_primaries(&text)
                    .iter()
                    .map(|primary| primary.slot)
                    .collect()
            }
        };
        let Some(&slot) = slots.get(cursor.node) else {
            return Ok((None, Vec::new()));
        };
        let mut command = redis::cmd("SCAN");
        command
            .arg(cursor.cursor)
            .arg("MATCH")
            .arg(pattern)
            .arg("COUNT")
            .arg(count);
        let route = RoutingInfo::SingleNode(SingleNodeRoutingInfo::SpecificNode(Route::new(
            slot,
            SlotAddr::Master,
        )));
        let reply = connection.route_command(command, route).await?;
        let (next, keys): (u64, Vec<Vec<u8>>) = redis::from_redis_value(reply)?;
        let next = if next != 0 {
            Some(ScanCursor {
                cursor: next,
                slots: Some(slots),
                node: cursor.node,
            })
        } else if cursor.node + 1 < slots.len() {
            Some(ScanCursor {
                cursor: 0,
                slots: Some(slots),
                node: cursor.node + 1,
            })
        } else {
            None
        };
        Ok((next, keys))
    }

    /// A store write across slots: the sets and the deletes at once (redis-rs splits each by
    /// slot and sends the parts together), then, once all are done, the changed entries'
    /// names on `channel`. Not atomic: each slot's part lands on its own. Returns how many
    /// keys were deleted.
    pub(super) async fn write(&self, writes: &Writes<'_>, channel: &str) -> RedisResult<usize> {
        let connection = self.connection().await?;
        let sets = async {
            match writes.lifetime {
                _ if writes.sets.is_empty() => Ok(()),
                None => {
                    Cmd::mset(&writes.sets)
                        .query_async::<()>(&mut connection.clone())
                        .await
                }
                // MSET sets no expiry: one SET each, all at once.
                Some(lifetime) => try_join_all(writes.sets.iter().map(|(key, value)| {
                    let mut connection = connection.clone();
                    async move {
                        set_expiring(key, value, lifetime)
                            .query_async::<()>(&mut connection)
                            .await
                    }
                }))
                .await
                .map(drop),
            }
        };
        let deletes = async {
            if writes.deletes.is_empty() {
                return Ok(0);
            }
            Cmd::del(&writes.deletes)
                .query_async::<usize>(&mut connection.clone())
                .await
        };
        let ((), deleted) = try_join(sets, deletes).await?;
        if !writes.changed.is_empty() {
            // Every PUBLISH names the same channel, so one pipeline to its slot's node; Redis
            // Cluster passes a classic PUBLISH on to every node.
            let mut pipe = redis::pipe();
            for name in &writes.changed {
                pipe.publish(channel, *name).ignore();
            }
            pipe.query_async::<()>(&mut connection.clone()).await?;
        }
        Ok(deleted)
    }
}

impl Routed for ClusterLink {
    type Connection = ClusterConnection;
    type Route = ();

    async fn pick(&self) -> RedisResult<(ClusterConnection, ())> {
        Ok((self.connection().await?, ()))
    }

    /// redis-rs's cluster connection follows the cluster by itself.
    fn settled<T>(&self, (): &(), reply: RedisResult<T>) -> RedisResult<T> {
        reply
    }
}
