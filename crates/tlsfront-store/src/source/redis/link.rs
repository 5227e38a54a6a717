//! How the Redis store reaches Redis: which servers a `--certs` URL names ([`Topology`]), and
//! the connection every command goes through ([`Link`]).
//!
//! - `redis://`, `rediss://`, `redis+unix://`: one server, through one multiplexed connection
//!   that is re-made by the next command after it is lost.
//! - `redis+sentinel://`: the primary that Redis Sentinel names, followed through failovers
//!   (`sentinel.rs`).
//! - `redis+cluster://`, `rediss+cluster://`: a Redis Cluster, through redis-rs's cluster
//!   connection (`cluster.rs`).
//!
//! Every command goes through [`Link`], whatever the topology, so lookups, writes and records
//! are written once. Only subscriptions (`subscribe.rs`) differ by topology.

use std::future::Future;
use std::time::Duration;

use redis::aio::{ConnectionLike, ConnectionManager, ConnectionManagerConfig};
use redis::{Client, Cmd, IntoConnectionInfo, Pipeline, RedisFuture, RedisResult, Value};

use super::cluster::{is_cluster_url, ClusterLink, ClusterTopology};
use super::sentinel::{is_sentinel_url, SentinelLink, SentinelUrl};
use super::RedisOptions;

/// The servers a store URL names, before anything connects.
#[derive(Clone)]
pub(super) enum Topology {
    /// One server (it may be a replica's primary that never fails over, or a proxy).
    Single(Client),
    /// The primary a set of sentinels names for a service.
    Sentinel(SentinelUrl),
    /// A Redis Cluster, found from its seed nodes.
    Cluster(ClusterTopology),
}

impl Topology {
    /// Reads a store URL. Nothing connects yet.
    pub(super) fn parse(url: &str) -> Result<Self, redis::RedisError> {
        if is_sentinel_url(url) {
            return Ok(Topology::Sentinel(SentinelUrl::parse(url)?));
        }
        if is_cluster_url(url) {
            return Ok(Topology::Cluster(ClusterTopology::parse(url)?));
        }
        let info = url.into_connection_info()?;
        Ok(Topology::Single(Client::open(info)?))
    }

    /// The database commands run in (always 0 in a cluster).
    pub(super) fn db(&self) -> i64 {
        match self {
            Topology::Single(client) => client.get_connection_info().redis_settings().db(),
            Topology::Sentinel(url) => url.db,
            Topology::Cluster(_) => 0,
        }
    }

    /// The connection commands go through. Connecting is lazy: the first command connects.
    pub(super) fn link(&self, options: &RedisOptions) -> Result<Link, redis::RedisError> {
        match self {
            Topology::Single(client) => {
                let config = ConnectionManagerConfig::new()
                    .set_connection_timeout(Some(options.connect_timeout))
                    .set_response_timeout(Some(options.response_timeout))
                    // Fail fast while Redis is away: the cache keeps serving what it holds,
                    // and the next lookup tries again.
                    .set_number_of_retries(1)
                    .set_max_delay(Duration::from_millis(200));
                let manager = ConnectionManager::new_lazy_with_config(client.clone(), config)?;
                Ok(Link::Single(manager))
            }
            Topology::Sentinel(url) => Ok(Link::Sentinel(SentinelLink::new(url.clone(), options))),
            Topology::Cluster(cluster) => Ok(Link::Cluster(cluster.link(options)?)),
        }
    }
}

/// The connection every store command goes through.
#[derive(Clone)]
pub(super) enum Link {
    Single(ConnectionManager),
    Sentinel(SentinelLink),
    Cluster(ClusterLink),
}

/// A topology that picks the connection each command goes on (the primary Sentinel names, a
/// cluster's connection) and hears how the command went. [`Link`] forwards every command
/// through it, so the forwarding is written once.
pub(super) trait Routed: Sync {
    type Connection: ConnectionLike + Send;
    /// What the link needs to know afterwards about the connection a command went on.
    type Route: Send;

    /// The connection the next command goes on.
    fn pick(&self) -> impl Future<Output = RedisResult<(Self::Connection, Self::Route)>> + Send;

    /// Passes a command's reply on, after noting what it says about the route.
    fn settled<T>(&self, route: &Self::Route, reply: RedisResult<T>) -> RedisResult<T>;
}

/// Sends a command (or a pipeline) on the connection `link` picks.
fn routed<'a, R, T, F, Sent>(link: &'a R, send: F) -> RedisFuture<'a, T>
where
    R: Routed,
    T: Send + 'a,
    F: FnOnce(R::Connection) -> Sent + Send + 'a,
    Sent: Future<Output = RedisResult<T>> + Send + 'a,
{
    Box::pin(async move {
        let (connection, route) = link.pick().await?;
        let reply = send(connection).await;
        link.settled(&route, reply)
    })
}

impl ConnectionLike for Link {
    fn req_packed_command<'a>(&'a mut self, cmd: &'a Cmd) -> RedisFuture<'a, Value> {
        match self {
            Link::Single(connection) => connection.req_packed_command(cmd),
            Link::Sentinel(link) => routed(link, move |mut connection| async move {
                connection.req_packed_command(cmd).await
            }),
            Link::Cluster(link) => routed(link, move |mut connection| async move {
                connection.req_packed_command(cmd).await
            }),
        }
    }

    fn req_packed_commands<'a>(
        &'a mut self,
        pipeline: &'a Pipeline,
        offset: usize,
        count: usize,
    ) -> RedisFuture<'a, Vec<Value>> {
        match self {
            Link::Single(connection) => connection.req_packed_commands(pipeline, offset, count),
            Link::Sentinel(link) => routed(link, move |mut connection| async move {
                connection
                    .req_packed_commands(pipeline, offset, count)
                    .await
            }),
            Link::Cluster(link) => routed(link, move |mut connection| async move {
                connection
                    .req_packed_commands(pipeline, offset, count)
                    .await
            }),
        }
    }

    fn get_db(&self) -> i64 {
        match self {
            Link::Single(connection) => connection.get_db(),
            Link::Sentinel(link) => link.db(),
            Link::Cluster(_) => 0,
        }
    }
}
