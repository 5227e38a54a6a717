//! tlsfront's store: what a fleet shares (hosts' certificate material, site entries, ACME
//! records, locks and counters), in a directory or in Redis; how material is validated and
//! sealed; and the per-host cache that the handshake path asks.
//!
//! Everything that reads a store sits behind [`CertSource`] (and what writes one behind
//! the roles a [`CertStore`] is made of); each store's change feed lives beside it, in `source/`. Material is validated
//! once, when it is loaded, and published as immutable values; nothing here runs during a
//! handshake except a cache lookup. This crate must never log, format or count private key
//! bytes.

#![forbid(unsafe_code)]

pub mod cache;
pub mod changes;
mod error_chain;
pub mod expiry;
pub mod generate;
pub mod host;
pub mod material;
pub mod metrics;
pub mod ocsp;
pub mod seal;
pub mod site;
pub mod site_limits;
pub mod source;
pub mod summary;
pub mod write;

pub use cache::{CacheOptions, HostCache, Resolution, ResolveError, StoreHealth, StoreStatus};
pub use changes::{Change, ChangeFeed, ChangeStream, FeedPhase, FeedState, WatchedEntries};
pub use error_chain::error_chain;
pub use host::{HostName, InvalidHostName};
pub use material::{
    HostCredentials, KeyKind, MaterialError, PairOcsp, Slot, StapleState, StoredHost, StoredPair,
    StoredStaple, ValidatedPair,
};
pub use seal::{SealError, Unsealer};
pub use site::{
    Balance, ClientAuth, ClientAuthMode, HealthCheck, Hsts, HstsError, MinTls, ProxyEntry,
    SiteEntry, SiteError, SitePolicy, SiteServing, UpstreamAddress, UpstreamCa, UpstreamProtocol,
    UpstreamUrl,
};
pub use site_limits::SiteLimits;
pub use source::{
    CertSource, CertStore, DirStore, HostWrites, Locks, Records, RedisStore, SiteEntries,
    StapleWrites, StoreError, Unstorable, WindowCounters, WindowCounts,
};
pub use summary::CertSummary;
