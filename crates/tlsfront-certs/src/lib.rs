//! Certificate material for tlsfront: where it is stored, how it is validated, and the per-host
//! cache that the handshake path asks.
//!
//! Everything that reads a store sits behind [`CertSource`]. Material is validated once, when it
//! is loaded, and published as immutable values; nothing here runs during a handshake except a
//! cache lookup. This crate must never log, format or count private key bytes.

pub mod changes;
pub mod generate;
pub mod host;
pub mod material;
pub mod metrics;
pub mod resolver;
pub mod seal;
pub mod source;
pub mod summary;

pub use changes::{Change, ChangeStream};
pub use host::{HostName, InvalidHostName};
pub use material::{
    HostCredentials, KeyKind, MaterialError, Slot, StoredHost, StoredPair, ValidatedPair,
};
pub use resolver::{CacheOptions, CertResolver, Resolution, ResolveError};
pub use seal::{SealError, Unsealer};
pub use source::{CertSource, DirStore, RedisStore, StoreError};
pub use summary::CertSummary;
