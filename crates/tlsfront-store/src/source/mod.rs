//! Where certificates live: [`CertSource`] (reading hosts) and the roles beside it
//! ([`HostWrites`], [`SiteEntries`], [`Records`], [`Locks`], [`WindowCounters`]; all of them
//! together are a [`CertStore`]), and the two stores, each beside its change feed.
//!
//! Both stores use the same names for a host's entry (see [`Slot`]): `<host>.crt` and
//! `<host>.key`, plus `<host>.crt.rsa` / `<host>.key.rsa` or `<host>.crt.ecdsa` /
//! `<host>.key.ecdsa` for a second key type. A wildcard entry is named `*.example.com`.
//! Beside the pairs, an entry may have a site entry, `<host>.site`, saying how the host is
//! served ([`crate::site`]); it comes with the pairs in one lookup, and alone it makes no host.
//! So do the OCSP responses stapled to the pairs, `<host>.ocsp` (`.ocsp.rsa`, `.ocsp.ecdsa`
//! for the typed slots), which the server's fetcher writes ([`StapleWrites`]).

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::time::Duration;

use async_trait::async_trait;
use futures_util::stream::BoxStream;

use crate::changes::ChangeFeed;
use crate::host::HostName;
use crate::material::{Slot, StoredHost, StoredPair};
use crate::site::SiteEntry;

pub mod dir;
mod local;
#[cfg(any(test, feature = "test-support"))]
pub mod memory;
pub mod records;
pub mod redis;

pub use records::{InvalidRecordName, Record, RecordKind};

pub use dir::DirStore;
pub use redis::RedisStore;

/// The largest certificate chain or key a store entry may hold. Real chains are a few KiB; this
/// keeps a stray large file or value from costing memory.
pub const MAX_ITEM_BYTES: usize = 1 << 20;

/// Reading a certificate store (a directory, or Redis): everything the server needs.
#[async_trait]
pub trait CertSource: Send + Sync + fmt::Debug {
    /// What this store is, for logs: `dir:/etc/tlsfront/certs`, `redis://10.0.0.5:6379/0`.
    /// Never holds a password.
    fn describe(&self) -> String;

    /// `dir` or `redis`, for metrics and logs.
    fn kind(&self) -> &'static str;

    /// Whether the store can hold an entry named `name`, and why not ([`Unstorable`]). Every
    /// legal name, unless the store says otherwise: the Redis store holds them all; the
    /// directory store only names short enough for its file names
    /// ([`dir::LONGEST_NAME`]). A name a store cannot hold is refused before anything asks
    /// the store about it: the handshake gets `unrecognized_name`, and `tlsfront certs put`,
    /// `sites put`, `acme allow` and on-demand issuance refuse it with this error.
    fn can_hold(&self, name: &HostName) -> Result<(), Unstorable> {
        let _ = name;
        Ok(())
    }

    /// Everything stored under one entry name, its site entry included, in one lookup; `None`
    /// when the store holds no pair for it (whether or not it holds a site entry).
    async fn fetch(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError>;

    /// Every entry name in the store, streamed: a store of a million hosts is never held in
    /// memory at once. An entry is listed once, whichever slots it fills.
    fn list(&self) -> BoxStream<'_, Result<HostName, StoreError>>;

    /// Whether the store answers at all (a `PING`, a look at the directory): how the cache
    /// learns that a store it found down is back.
    async fn check(&self) -> Result<(), StoreError>;

    /// Changes to the store as they happen, so a server reloads what changed; `None` when the
    /// store cannot report them (the cache TTL is then the only refresh). Opened once, before
    /// anything is cached.
    fn changes(&self) -> Option<ChangeFeed> {
        None
    }
}

/// Writing hosts: a pair put or an entry removed. Writers (of every role) publish each change
/// on the store's change feed themselves.
#[async_trait]
pub trait HostWrites: Send + Sync {
    /// Writes one pair into `slot` and removes the pairs in `clear`, all at once: readers see the
    /// old entry or the new one, never a mix of the two.
    async fn put(
        &self,
        name: &HostName,
        pair: &StoredPair,
        clear: &[Slot],
    ) -> Result<(), StoreError>;

    /// Removes an entry's pairs, and its site entry with them: the site belongs to the host.
    /// Returns whether there was anything to remove.
    async fn remove(&self, name: &HostName) -> Result<bool, StoreError>;
}

/// OCSP responses, stored beside a host's pairs ([`Slot::ocsp_suffix`]) and read with them.
#[async_trait]
pub trait StapleWrites: Send + Sync {
    /// Writes the DER response for the pair in `slot`, replacing any earlier one at once, and
    /// publishes the change like [`HostWrites::put`]: every instance then reloads the host and
    /// staples the response, if it passes its checks there.
    async fn put_staple(&self, name: &HostName, slot: Slot, der: &[u8]) -> Result<(), StoreError>;
}

/// Site entries, apart from the pairs: read, written, removed, listed.
#[async_trait]
pub trait SiteEntries: Send + Sync {
    /// An entry's site entry as stored, whether or not the entry has a pair.
    async fn fetch_site(&self, name: &HostName) -> Result<Option<Vec<u8>>, StoreError>;

    /// Writes an entry's site entry (its canonical TOML), replacing any earlier one at once,
    /// and publishes the change like [`HostWrites::put`].
    async fn put_site(&self, name: &HostName, site: &SiteEntry) -> Result<(), StoreError>;

    /// Removes an entry's site entry, leaving its pairs. Returns whether there was one.
    async fn remove_site(&self, name: &HostName) -> Result<bool, StoreError>;

    /// Every entry name that has a site entry, streamed like [`CertSource::list`], whether or
    /// not it has a pair.
    fn list_sites(&self) -> BoxStream<'_, Result<HostName, StoreError>>;
}

/// Records the fleet shares (ACME accounts and orders, ticket keys, backoffs).
#[async_trait]
pub trait Records: Send + Sync {
    /// A shared record's value ([`records`]); `None` when there is none, or it expired.
    async fn fetch_record(&self, record: &Record) -> Result<Option<Vec<u8>>, StoreError>;

    /// Writes a record whole, replacing any earlier value at once. With `lifetime`, Redis drops
    /// it after that long; the directory store keeps it until it is removed.
    async fn put_record(
        &self,
        record: &Record,
        value: &[u8],
        lifetime: Option<Duration>,
    ) -> Result<(), StoreError>;

    /// Removes a record. Returns whether there was one.
    async fn remove_record(&self, record: &Record) -> Result<bool, StoreError>;

    /// The names of every record of `kind`, streamed.
    fn list_records(&self, kind: RecordKind) -> BoxStream<'_, Result<String, StoreError>>;
}

/// Locks with a lease: fleet-wide with Redis, per process with the directory store.
#[async_trait]
pub trait Locks: Send + Sync {
    /// Takes the lock `name` for `lease`, as `token`, unless someone else holds it: with Redis
    /// across the fleet (`SET NX PX`), with the directory store within this process. A holder
    /// that dies loses the lock when its lease runs out.
    async fn try_lock(&self, name: &str, token: &str, lease: Duration) -> Result<bool, StoreError>;

    /// Extends a lock `token` holds by `lease` from now. `false` when `token` no longer holds
    /// it (its lease ran out and someone else took it).
    async fn extend_lock(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError>;

    /// Releases a lock `token` holds; a lock held by someone else is left alone.
    async fn unlock(&self, name: &str, token: &str) -> Result<(), StoreError>;

    /// Whether locks and counters are shared by every process using the store (Redis), or
    /// per process (the directory store).
    fn shared_by_fleet(&self) -> bool;
}

/// Counters in fixed windows of time: fleet-wide with Redis, per process otherwise.
#[async_trait]
pub trait WindowCounters: Send + Sync {
    /// Adds one to the counter `name` for the current fixed window of length `window`, and
    /// returns the count so far in that window: fleet-wide with Redis, per process otherwise.
    async fn count_in_window(&self, name: &str, window: Duration) -> Result<u64, StoreError>;

    /// Adds `n` to the counter `name` for the current fixed window of length `window`, and
    /// returns the counts of this window so far and of the one before it, whole: fleet-wide
    /// with Redis, per process otherwise. One round trip.
    async fn add_in_window(
        &self,
        name: &str,
        n: u64,
        window: Duration,
    ) -> Result<WindowCounts, StoreError>;
}

/// A store whole: reading hosts ([`CertSource`]) and every role beside it. Take the narrowest
/// role a caller needs (`&dyn Locks`); an `Arc<dyn CertStore>` coerces to each.
pub trait CertStore:
    CertSource + HostWrites + StapleWrites + SiteEntries + Records + Locks + WindowCounters
{
}

impl<T> CertStore for T where
    T: CertSource + HostWrites + StapleWrites + SiteEntries + Records + Locks + WindowCounters
{
}

/// A windowed counter's counts ([`WindowCounters::add_in_window`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WindowCounts {
    /// This window's, so far.
    pub current: u64,
    /// The window before it, whole.
    pub previous: u64,
}

/// Why a store cannot hold a name that is a legal host name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unstorable {
    /// The name is longer than the store's names may be.
    #[error("{name} has {length} characters, and {store} holds names of at most {longest}: {why}")]
    TooLong {
        name: HostName,
        length: usize,
        longest: usize,
        store: &'static str,
        /// Where the limit comes from.
        why: &'static str,
    },
}

/// A store failed (it did not answer, or answered with an error). This is never the client's
/// fault, and never a judgement on the material itself.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("dir store: {op} {path}")]
    Io {
        op: &'static str,
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("dir store: {path} is larger than {MAX_ITEM_BYTES} bytes")]
    TooLarge { path: PathBuf },
    #[error("redis store {store}: {op}")]
    Redis {
        store: String,
        op: &'static str,
        #[source]
        source: ::redis::RedisError,
    },
    #[error("redis store {store}: value of {key} is larger than {MAX_ITEM_BYTES} bytes")]
    ValueTooLarge { store: String, key: String },
    #[error("{store}: lookup did not finish within {timeout:?}")]
    Timeout { store: String, timeout: Duration },
    /// The store's health says it is down, so the call was not sent ([`crate::StoreHealth`]).
    #[error("{store} is down; not asked until it answers again")]
    Down { store: String },
    #[error("store task failed")]
    TaskFailed(#[source] tokio::task::JoinError),
    #[error(transparent)]
    RecordName(#[from] InvalidRecordName),
}

/// How far a store failure reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureScope {
    /// The whole store is unreachable: Redis does not answer, or a lookup passed its deadline.
    Store,
    /// This entry cannot be read until someone fixes it: a file too large, or not readable.
    Entry,
    /// This lookup failed, and the next one may not: the process ran out of file descriptors,
    /// an I/O error, a blocking task that died.
    Lookup,
}

impl StoreError {
    /// How far the failure reaches. The cache fails lookups at once while its store is
    /// unreachable, and remembers an entry that cannot be read as it remembers bad material.
    pub fn scope(&self) -> FailureScope {
        match self {
            StoreError::Redis { .. } | StoreError::Timeout { .. } | StoreError::Down { .. } => {
                FailureScope::Store
            }
            StoreError::TooLarge { .. }
            | StoreError::ValueTooLarge { .. }
            | StoreError::RecordName(_) => FailureScope::Entry,
            StoreError::Io { source, .. } => match source.kind() {
                io::ErrorKind::PermissionDenied | io::ErrorKind::IsADirectory => {
                    FailureScope::Entry
                }
                _ => FailureScope::Lookup,
            },
            StoreError::TaskFailed(_) => FailureScope::Lookup,
        }
    }
}

/// Turns a listing read in batches back into one name at a time (an error ends its batch).
pub(crate) fn one_at_a_time<T: Send + 'static>(
    batch: Result<Vec<T>, StoreError>,
) -> BoxStream<'static, Result<T, StoreError>> {
    use futures_util::stream::{self, StreamExt};
    match batch {
        Ok(names) => stream::iter(names.into_iter().map(Ok)).boxed(),
        Err(err) => stream::once(async move { Err(err) }).boxed(),
    }
}
