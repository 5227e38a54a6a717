//! Redis Sentinel (`redis+sentinel://`): commands go to the primary the sentinels name, and the
//! store follows a failover by itself.
//!
//! - **Finding the primary:** each sentinel in turn is asked `SENTINEL get-master-addr-by-name
//!   SERVICE`; one multiplexed connection is made to the answer, and `ROLE` must say `master`.
//!   Every clone of the link shares what was found (a `watch` channel).
//! - **Losing it:** a command that finds the connection gone, or gets a reply only a demoted or
//!   starting server gives (READONLY, LOADING, MASTERDOWN), forgets the primary; the next command
//!   asks the sentinels again. No command waits for a failover: while the sentinels name no
//!   usable primary, each fails after one round of questions, and the cache keeps serving what it
//!   holds.
//! - **Following a failover:** a task follows the sentinels' `+switch-master` channel
//!   ([`switches`]), on one sentinel at a time, and moves to a promoted primary as soon as it is
//!   announced, even while the old one is still up.
//! - **Change feed:** the subscription moves to each new primary ([`changes`]).
//!
//! Logs: one `warn` when the primary is lost, one `info` with the address of each primary found.

mod changes;
mod switches;
mod url;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use redis::aio::MultiplexedConnection;
use redis::{
    AsyncConnectionConfig, Client, ConnectionAddr, ErrorKind, IntoConnectionInfo,
    RedisConnectionInfo, RedisError, RedisResult, ServerErrorKind, Value,
};
use tokio::sync::{watch, Mutex};
use tracing::{debug, info, warn};

use self::url::address_text;
pub(crate) use self::url::{is_sentinel_url, SentinelUrl};
use super::link::Routed;
use super::RedisOptions;

/// A host and port, as the sentinels name a server.
pub(super) type Address = (String, u16);

/// The connection to whichever server the sentinels name as primary. Clones share it.
#[derive(Clone)]
pub(super) struct SentinelLink {
    shared: Arc<Shared>,
}

struct Shared {
    url: SentinelUrl,
    /// For logs: the URL without passwords.
    described: String,
    connect_timeout: Duration,
    response_timeout: Duration,
    /// The primary in use; `None` before the first command and after it is lost.
    primary: watch::Sender<Option<Primary>>,
    /// Held while asking the sentinels, so concurrent commands ask once.
    resolving: Mutex<()>,
    /// How many times the sentinels have been asked (or a switch adopted), so a command that
    /// waited on someone else's failed attempt fails at once instead of asking again.
    attempts: AtomicU64,
    /// Numbers each primary found, so a failure on an old connection never forgets a new one.
    generations: AtomicU64,
    /// Whether the `+switch-master` follower runs (it starts with the first command).
    following_switches: AtomicBool,
}

/// A primary found through the sentinels.
#[derive(Clone)]
pub(super) struct Primary {
    pub(super) address: Address,
    connection: MultiplexedConnection,
    generation: u64,
}

impl SentinelLink {
    /// Prepares the link; nothing connects until the first command.
    pub(super) fn new(url: SentinelUrl, options: &RedisOptions) -> Self {
        SentinelLink {
            shared: Arc::new(Shared {
                described: url.describe(),
                url,
                connect_timeout: options.connect_timeout,
                response_timeout: options.response_timeout,
                primary: watch::Sender::new(None),
                resolving: Mutex::new(()),
                attempts: AtomicU64::new(0),
                generations: AtomicU64::new(0),
                following_switches: AtomicBool::new(false),
            }),
        }
    }

    pub(super) fn db(&self) -> i64 {
        self.shared.url.db
    }

    /// The primary in use, found through the sentinels if none is known. Never waits for a
    /// failover: when the sentinels name no usable primary, this fails.
    pub(super) async fn primary(&self) -> RedisResult<Primary> {
        if let Some(primary) = self.current() {
            return Ok(primary);
        }
        self.follow_switches();
        let attempts = self.shared.attempts.load(Ordering::Acquire);
        let _resolving = self.shared.resolving.lock().await;
        if let Some(primary) = self.current() {
            return Ok(primary);
        }
        if self.shared.attempts.load(Ordering::Acquire) != attempts {
            // Someone asked the sentinels while this command waited, and found nothing usable.
            return Err(RedisError::from((
                ErrorKind::Io,
                "no Redis primary is known: the sentinels were just asked",
            )));
        }
        let found = self.find_primary().await;
        self.shared.attempts.fetch_add(1, Ordering::AcqRel);
        match found {
            Ok((address, connection)) => Ok(self.publish(address, connection)),
            Err(err) => {
                debug!(store = %self.shared.described, error = %err, "no usable Redis primary");
                Err(err)
            }
        }
    }

    /// Forgets `primary` if it is still the one in use and `err` says it may no longer be the
    /// primary; the next command asks the sentinels again.
    pub(super) fn note_failure(&self, primary: &Primary, err: &RedisError) {
        if calls_for_new_primary(err) {
            self.forget(primary, err);
        }
    }

    /// Moves to the primary a `+switch-master` message (or a sentinel asked after a gap)
    /// names, unless it is the one in use already.
    pub(super) async fn adopt(&self, address: Address) {
        let _resolving = self.shared.resolving.lock().await;
        let current = self.current();
        if current.as_ref().is_some_and(|p| p.address == address) {
            return;
        }
        let connected = self.connect_primary(&address).await;
        self.shared.attempts.fetch_add(1, Ordering::AcqRel);
        match (connected, current) {
            (Ok(connection), current) => {
                if let Some(old) = current {
                    warn!(store = %self.shared.described, primary = %address_text(&old.address.0, old.address.1), "the sentinels moved the Redis primary away from this server");
                }
                self.publish(address, connection);
            }
            (Err(err), Some(old)) => self.forget(&old, &err),
            (Err(err), None) => {
                debug!(store = %self.shared.described, error = %err, "the announced Redis primary is not usable yet")
            }
        }
    }

    /// Asks the sentinels which server is primary, and moves there if it is not the one in use:
    /// after following the switches was interrupted, one may have been missed.
    pub(super) async fn check_with_sentinels(&self) {
        if let Ok(address) = self.ask_sentinels().await {
            self.adopt(address).await;
        }
    }

    /// Waits until a primary is known, for at most `limit`.
    pub(super) async fn wait_for_primary(&self, limit: Duration) {
        let mut primary = self.shared.primary.subscribe();
        let _ = tokio::time::timeout(limit, primary.wait_for(Option::is_some)).await;
    }

    /// Returns once a primary other than `primary` is in use.
    pub(super) async fn until_moved_from(&self, primary: &Primary) {
        let mut current = self.shared.primary.subscribe();
        let moved = current
            .wait_for(|current| {
                current
                    .as_ref()
                    .is_some_and(|c| c.address != primary.address)
            })
            .await
            .is_ok();
        if !moved {
            // The link is gone, so nothing will move: wait for ever, as the caller's other
            // branch decides.
            std::future::pending::<()>().await;
        }
    }

    /// A client for a data server, with the URL's login and database.
    pub(super) fn data_client(&self, address: &Address) -> RedisResult<Client> {
        let url = &self.shared.url;
        let mut settings = RedisConnectionInfo::default().set_db(url.db);
        if let Some(username) = &url.username {
            settings = settings.set_username(username);
        }
        if let Some(password) = &url.password {
            settings = settings.set_password(password);
        }
        client_for(address, settings)
    }

    /// A client for the `index`th sentinel, with the sentinels' login.
    fn sentinel_client(&self, index: usize) -> RedisResult<Client> {
        let url = &self.shared.url;
        let address = &url.sentinels[index % url.sentinels.len()];
        // Sentinels know fewer commands than data servers; skip the library's CLIENT SETINFO.
        let mut settings = RedisConnectionInfo::default().set_skip_set_lib_name();
        if let Some(username) = &url.sentinel_username {
            settings = settings.set_username(username);
        }
        if let Some(password) = &url.sentinel_password {
            settings = settings.set_password(password);
        }
        client_for(address, settings)
    }

    fn connection_config(&self) -> AsyncConnectionConfig {
        AsyncConnectionConfig::new()
            .set_connection_timeout(Some(self.shared.connect_timeout))
            .set_response_timeout(Some(self.shared.response_timeout))
    }

    fn current(&self) -> Option<Primary> {
        self.shared.primary.borrow().clone()
    }

    /// The primary's address from the sentinels, and a connection to it that `ROLE` confirms.
    async fn find_primary(&self) -> RedisResult<(Address, MultiplexedConnection)> {
        let address = self.ask_sentinels().await?;
        let connection = self.connect_primary(&address).await?;
        Ok((address, connection))
    }

    /// Asks each sentinel in turn, until one names a primary.
    async fn ask_sentinels(&self) -> RedisResult<Address> {
        let url = &self.shared.url;
        let mut last_error = None;
        for index in 0..url.sentinels.len() {
            match self.ask_sentinel(index).await {
                Ok(Some(address)) => return Ok(address),
                Ok(None) => {
                    last_error = Some(RedisError::from((
                        ErrorKind::MasterNameNotFoundBySentinel,
                        "the sentinel does not monitor this service",
                    )))
                }
                Err(err) => last_error = Some(err),
            }
        }
        let kind = last_error
            .as_ref()
            .map_or(ErrorKind::EmptySentinelList, RedisError::kind);
        let last = last_error.map(|err| err.to_string()).unwrap_or_default();
        // The sentinels' own errors never hold a password.
        Err(RedisError::from((
            kind,
            "no sentinel named the primary",
            format!(
                "asked {} sentinel(s) for service {:?}; the last one: {last}",
                url.sentinels.len(),
                url.service
            ),
        )))
    }

    async fn ask_sentinel(&self, index: usize) -> RedisResult<Option<Address>> {
        let client = self.sentinel_client(index)?;
        let mut connection = client
            .get_multiplexed_async_connection_with_config(&self.connection_config())
            .await?;
        redis::cmd("SENTINEL")
            .arg("get-master-addr-by-name")
            .arg(&self.shared.url.service)
            .query_async(&mut connection)
            .await
    }

    /// Connects to `address` and checks that it is a primary (a sentinel's answer may be stale).
    async fn connect_primary(&self, address: &Address) -> RedisResult<MultiplexedConnection> {
        let client = self.data_client(address)?;
        let mut connection = client
            .get_multiplexed_async_connection_with_config(&self.connection_config())
            .await?;
        let role: Vec<Value> = redis::cmd("ROLE").query_async(&mut connection).await?;
        if !is_primary_role(&role) {
            return Err(RedisError::from((
                ErrorKind::Server(ServerErrorKind::ReadOnly),
                "the server the sentinels name is not a primary (yet)",
                address_text(&address.0, address.1),
            )));
        }
        Ok(connection)
    }

    fn publish(&self, address: Address, connection: MultiplexedConnection) -> Primary {
        let primary = Primary {
            generation: self.shared.generations.fetch_add(1, Ordering::AcqRel) + 1,
            address,
            connection,
        };
        info!(store = %self.shared.described, primary = %address_text(&primary.address.0, primary.address.1), "Redis primary found");
        self.shared.primary.send_replace(Some(primary.clone()));
        primary
    }

    fn forget(&self, primary: &Primary, err: &RedisError) {
        let forgotten = self.shared.primary.send_if_modified(|current| {
            let same = current
                .as_ref()
                .is_some_and(|c| c.generation == primary.generation);
            if same {
                *current = None;
            }
            same
        });
        if forgotten {
            warn!(store = %self.shared.described, primary = %address_text(&primary.address.0, primary.address.1), error = %err, "Redis primary lost; asking the sentinels for the new one");
        }
    }

    /// Starts following the sentinels' `+switch-master` announcements, once per link.
    fn follow_switches(&self) {
        if !self.shared.following_switches.swap(true, Ordering::AcqRel) {
            tokio::spawn(switches::follow(Arc::downgrade(&self.shared)));
        }
    }
}

impl Routed for SentinelLink {
    type Connection = MultiplexedConnection;
    type Route = Primary;

    async fn pick(&self) -> RedisResult<(MultiplexedConnection, Primary)> {
        let primary = self.primary().await?;
        Ok((primary.connection.clone(), primary))
    }

    /// Forgets the primary if the reply says it may have changed.
    fn settled<T>(&self, primary: &Primary, reply: RedisResult<T>) -> RedisResult<T> {
        if let Err(err) = &reply {
            self.note_failure(primary, err);
        }
        reply
    }
}

fn client_for(address: &Address, settings: RedisConnectionInfo) -> RedisResult<Client> {
    let info = ConnectionAddr::Tcp(address.0.clone(), address.1)
        .into_connection_info()?
        .set_redis_settings(settings);
    Client::open(info)
}

/// Whether a `ROLE` reply is a primary's (`master`, offset, replicas).
fn is_primary_role(role: &[Value]) -> bool {
    match role.first() {
        Some(Value::BulkString(name)) => name.as_slice() == b"master",
        Some(Value::SimpleString(name)) => name == "master",
        _ => false,
    }
}

/// Whether a failed command means the server may no longer be the primary: the connection is
/// gone, or the server answers as a replica (READONLY), is loading a dataset (LOADING, as a
/// restarted primary does) or lost its own primary (MASTERDOWN). A reply timeout is not one:
/// a slow primary is still the primary, and a hung one is failed over by the sentinels, whose
/// announcement moves the link.
fn calls_for_new_primary(err: &RedisError) -> bool {
    let demoted = |kind: ErrorKind| {
        matches!(
            kind,
            ErrorKind::Server(
                ServerErrorKind::ReadOnly
                    | ServerErrorKind::BusyLoading
                    | ServerErrorKind::MasterDown
            )
        )
    };
    if err.is_connection_dropped() || err.is_connection_refusal() || demoted(err.kind()) {
        return true;
    }
    // A MULTI refused at queue time aborts with EXECABORT; the queued commands' errors say why.
    err.clone().into_server_errors().is_some_and(|errors| {
        errors
            .iter()
            .any(|(_, error)| error.kind().is_some_and(|kind| demoted(kind.into())))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server_error(reply: &[u8]) -> RedisError {
        match redis::parse_redis_value(reply) {
            Ok(Value::ServerError(error)) => error.into(),
            other => panic!("not a server error: {other:?}"),
        }
    }

    #[test]
    fn a_lost_connection_or_a_demoted_server_calls_for_a_new_primary() {
        let io = |kind| RedisError::from(std::io::Error::from(kind));
        assert!(calls_for_new_primary(&io(
            std::io::ErrorKind::ConnectionReset
        )));
        assert!(calls_for_new_primary(&io(
            std::io::ErrorKind::ConnectionRefused
        )));
        assert!(calls_for_new_primary(&io(
            std::io::ErrorKind::UnexpectedEof
        )));
        assert!(!calls_for_new_primary(&io(std::io::ErrorKind::TimedOut)));
        assert!(calls_for_new_primary(&server_error(
            b"-READONLY You can't write against a read only replica.\r\n"
        )));
        assert!(calls_for_new_primary(&server_error(
            b"-LOADING Redis is loading the dataset in memory\r\n"
        )));
        assert!(!calls_for_new_primary(&server_error(
            b"-WRONGTYPE Operation against a key holding the wrong kind of value\r\n"
        )));
        assert!(!calls_for_new_primary(&server_error(
            b"-ERR unknown command\r\n"
        )));
    }

    #[test]
    fn only_a_master_role_is_a_primary() {
        let bulk = |text: &str| Value::BulkString(text.as_bytes().to_vec());
        assert!(is_primary_role(&[
            bulk("master"),
            Value::Int(0),
            Value::Array(vec![])
        ]));
        assert!(!is_primary_role(&[bulk("slave"), bulk("127.0.0.1")]));
        assert!(!is_primary_role(&[bulk("sentinel")]));
        assert!(!is_primary_role(&[]));
    }
}
