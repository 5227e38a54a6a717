//! The Redis store: string keys `<prefix><host>.crt` and `<prefix><host>.key`, PEM, shared by a
//! fleet, and the host's site entry `<prefix><host>.site` ([`site`]). One multiplexed
//! connection, reconnected on demand, serves every lookup ([`link`]; in a Redis Cluster,
//! redis-rs's cluster connection: [`cluster`]). Its change feed (pub/sub) is in [`subscribe`].

mod cluster;
mod link;
mod records;
mod scan;
mod sentinel;
mod site;
mod staple;
mod subscribe;
mod url_parts;
mod writes;

use std::time::Duration;

use async_trait::async_trait;
use futures_util::stream::{self, BoxStream, StreamExt};
use redis::{ConnectionAddr, IntoConnectionInfo};

use self::link::{Link, Topology};
use self::scan::ScanCursor;
use self::writes::Writes;
use super::records::{Record, RecordKind};
use super::{CertSource, StoreError, WindowCounts, MAX_ITEM_BYTES};
use crate::changes::ChangeFeed;
use crate::host::HostName;
use crate::material::{Slot, StoredHost, StoredPair, StoredStaple};
use crate::site::{SiteEntry, SITE_SUFFIX};
use crate::source::{HostWrites, Locks, Records, SiteEntries, WindowCounters};

/// The channel writers publish a changed entry's name on, after the key prefix.
pub const CHANGES_CHANNEL: &str = "tlsfront:changes";

/// Certificates as string keys in Redis.
#[derive(Clone)]
pub struct RedisStore {
    topology: Topology,
    connection: Link,
    prefix: String,
    described: String,
}

impl std::fmt::Debug for RedisStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisStore")
            .field("store", &self.described)
            .finish()
    }
}

/// How the Redis store connects.
#[derive(Debug, Clone)]
pub struct RedisOptions {
    /// Prepended to every key and to the change channel.
    pub key_prefix: String,
    /// How long one connection attempt may take.
    pub connect_timeout: Duration,
    /// How long one command may wait for its reply.
    pub response_timeout: Duration,
}

impl Default for RedisOptions {
    fn default() -> Self {
        RedisOptions {
            key_prefix: String::new(),
            // A Redis on the local network answers a connect in well under a millisecond; a
            // second covers a loaded one without letting handshakes pile up behind a dead one.
            connect_timeout: Duration::from_secs(1),
            response_timeout: Duration::from_secs(1),
        }
    }
}

impl RedisStore {
    /// Prepares a store for a store URL ([`link`] lists them). Connecting is lazy: the first
    /// command connects, and a lost connection is re-made by a later command.
    pub fn new(url: &str, options: RedisOptions) -> Result<Self, StoreError> {
        let described = describe_url(url);
        let redis_error = |op, source| StoreError::Redis {
            store: described.clone(),
            op,
            source,
        };
        let topology = Topology::parse(url).map_err(|e| redis_error("parsing the URL", e))?;
        let connection = topology
            .link(&options)
            .map_err(|e| redis_error("preparing the connection", e))?;
        Ok(RedisStore {
            topology,
            connection,
            prefix: options.key_prefix,
            described,
        })
    }

    /// The database number from the URL.
    pub fn db(&self) -> i64 {
        self.topology.db()
    }

    /// The key prefix in use.
    pub fn prefix(&self) -> &str {
        &self.prefix
    }

    /// The full name of the change channel.
    pub fn changes_channel(&self) -> String {
        format!("{}{CHANGES_CHANNEL}", self.prefix)
    }

    /// Checks that Redis answers, for start-up diagnostics.
    pub async fn ping(&self) -> Result<(), StoreError> {
        let mut connection = self.connection.clone();
        redis::cmd("PING")
            .query_async::<String>(&mut connection)
            .await
            .map(drop)
            .map_err(|source| self.error("PING", source))
    }

    /// Replaces many entries, each with exactly the pairs given (the slots an entry does not
    /// fill are deleted), and publishes each entry's name on the change channel: the bulk path
    /// of `tlsfront certs gen`. On one server this is one MULTI/EXEC, so readers see every
    /// entry of the batch old or every one new (in a cluster, see `cluster.rs`). Callers keep
    /// a batch to about a thousand entries, so one transaction stays a few MB and one round
    /// trip.
    pub async fn replace_entries(&self, entries: &[StoredHost]) -> Result<(), StoreError> {
        if entries.is_empty() {
            return Ok(());
        }
        let mut writes = Writes::default();
        for entry in entries {
            for slot in Slot::ALL {
                let cert_key = self.key(&entry.name, slot.cert_suffix());
                let key_key = self.key(&entry.name, slot.key_suffix());
                match entry.pairs.iter().find(|pair| pair.slot == slot) {
                    Some(pair) => {
                        writes.sets.push((cert_key, &pair.cert_pem));
                        writes.sets.push((key_key, &pair.key_pem));
                    }
                    None => writes.deletes.extend([cert_key, key_key]),
                }
            }
            writes.changed.push(entry.name.as_str());
        }
        self.write(&writes, "MULTI/MSET").await.map(drop)
    }

    /// Every key an entry may use, certificate then key, in [`Slot::ALL`] order.
    fn entry_keys(&self, name: &HostName) -> Vec<String> {
        Slot::ALL
            .iter()
            .flat_map(|slot| {
                [
                    self.key(name, slot.cert_suffix()),
                    self.key(name, slot.key_suffix()),
                ]
            })
            .collect()
    }

    fn key(&self, name: &HostName, suffix: &str) -> String {
        format!("{}{name}{suffix}", self.prefix)
    }

    fn error(&self, op: &'static str, source: redis::RedisError) -> StoreError {
        StoreError::Redis {
            store: self.described.clone(),
            op,
            source,
        }
    }

    fn check_size(&self, key: &str, value: &Option<Vec<u8>>) -> Result<(), StoreError> {
        match value {
            Some(bytes) if bytes.len() > MAX_ITEM_BYTES => Err(StoreError::ValueTooLarge {
                store: self.described.clone(),
                key: key.to_owned(),
            }),
            _ => Ok(()),
        }
    }
}

#[async_trait]
impl CertSource for RedisStore {
    fn describe(&self) -> String {
        self.described.clone()
    }

    fn kind(&self) -> &'static str {
        "redis"
    }

    async fn fetch(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError> {
        // The pairs' keys and the site entry's, in one MGET: a lookup stays one round trip.
        let mut keys = self.entry_keys(name);
        let site_index = keys.len();
        keys.push(self.key(name, SITE_SUFFIX));
        let staples_index = keys.len();
        keys.extend(Slot::ALL.map(|slot| self.key(name, slot.ocsp_suffix())));
        let mut connection = self.connection.clone();
        let values: Vec<Option<Vec<u8>>> = redis::cmd("MGET")
            .arg(&keys)
            .query_async(&mut connection)
            .await
            .map_err(|source| self.error("MGET", source))?;
        let mut pairs = Vec::new();
        for (index, slot) in Slot::ALL.into_iter().enumerate() {
            let cert = values.get(2 * index).cloned().flatten();
            let key = values.get(2 * index + 1).cloned().flatten();
            self.check_size(&keys[2 * index], &cert)?;
            self.check_size(&keys[2 * index + 1], &key)?;
            if cert.is_none() && key.is_none() {
                continue;
            }
            // A half pair goes through with an empty half, so validation names what is missing.
            pairs.push(StoredPair {
                slot,
                cert_pem: cert.unwrap_or_default(),
                key_pem: key.unwrap_or_default(),
            });
        }
        if pairs.is_empty() {
            // A site entry alone does not make a host.
            return Ok(None);
        }
        let site = values.get(site_index).cloned().flatten();
        self.check_size(&keys[site_index], &site)?;
        let mut staples = Vec::new();
        for (index, slot) in Slot::ALL.into_iter().enumerate() {
            let index = staples_index + index;
            let der = values.get(index).cloned().flatten();
            self.check_size(&keys[index], &der)?;
            if let Some(der) = der {
                staples.push(StoredStaple { slot, der });
            }
        }
        Ok(Some(StoredHost {
            name: name.clone(),
            pairs,
            site,
            staples,
        }))
    }

    fn list(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        stream::unfold(Some(ScanCursor::default()), move |cursor| async move {
            let cursor = cursor?;
            match self.scan_step(cursor).await {
                Ok((next, names)) => Some((Ok(names), next)),
                Err(err) => Some((Err(err), None)),
            }
        })
        .flat_map(super::one_at_a_time)
        .boxed()
    }

    async fn check(&self) -> Result<(), StoreError> {
        self.ping().await
    }

    fn changes(&self) -> Option<ChangeFeed> {
        let (changes, state) = self.subscribe_changes();
        Some(ChangeFeed {
            changes,
            watched_entries: None,
            state,
        })
    }
}

#[async_trait]
impl HostWrites for RedisStore {
    async fn put(
        &self,
        name: &HostName,
        pair: &StoredPair,
        clear: &[Slot],
    ) -> Result<(), StoreError> {
        let mut writes = Writes {
            sets: vec![
                (self.key(name, pair.slot.cert_suffix()), &pair.cert_pem),
                (self.key(name, pair.slot.key_suffix()), &pair.key_pem),
            ],
            // A staple speaks of the certificate it was fetched for, never of a new one.
            deletes: vec![self.key(name, pair.slot.ocsp_suffix())],
            changed: vec![name.as_str()],
            ..Writes::default()
        };
        for slot in clear {
            writes.deletes.push(self.key(name, slot.cert_suffix()));
            writes.deletes.push(self.key(name, slot.key_suffix()));
            writes.deletes.push(self.key(name, slot.ocsp_suffix()));
        }
        self.write(&writes, "MULTI/SET").await.map(drop)
    }

    async fn remove(&self, name: &HostName) -> Result<bool, StoreError> {
        // The site entry goes with the pairs: it belongs to the host.
        let mut keys = self.entry_keys(name);
        keys.push(self.key(name, SITE_SUFFIX));
        keys.extend(Slot::ALL.map(|slot| self.key(name, slot.ocsp_suffix())));
        let writes = Writes {
            deletes: keys,
            changed: vec![name.as_str()],
            ..Writes::default()
        };
        Ok(self.write(&writes, "MULTI/DEL").await? > 0)
    }
}

#[async_trait]
impl SiteEntries for RedisStore {
    async fn fetch_site(&self, name: &HostName) -> Result<Option<Vec<u8>>, StoreError> {
        self.site_value(name).await
    }

    async fn put_site(&self, name: &HostName, site: &SiteEntry) -> Result<(), StoreError> {
        self.set_site(name, site).await
    }

    async fn remove_site(&self, name: &HostName) -> Result<bool, StoreError> {
        self.delete_site(name).await
    }

    fn list_sites(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        stream::unfold(Some(ScanCursor::default()), move |cursor| async move {
            let cursor = cursor?;
            match self.scan_sites_step(cursor).await {
                Ok((next, names)) => Some((Ok(names), next)),
                Err(err) => Some((Err(err), None)),
            }
        })
        .flat_map(super::one_at_a_time)
        .boxed()
    }
}

#[async_trait]
impl Records for RedisStore {
    async fn fetch_record(&self, record: &Record) -> Result<Option<Vec<u8>>, StoreError> {
        self.record_value(record).await
    }

    async fn put_record(
        &self,
        record: &Record,
        value: &[u8],
        lifetime: Option<Duration>,
    ) -> Result<(), StoreError> {
        self.set_record(record, value, lifetime).await
    }

    async fn remove_record(&self, record: &Record) -> Result<bool, StoreError> {
        self.delete_record(record).await
    }

    fn list_records(&self, kind: RecordKind) -> BoxStream<'_, Result<String, StoreError>> {
        self.scan_records(kind)
    }
}

#[async_trait]
impl Locks for RedisStore {
    async fn try_lock(&self, name: &str, token: &str, lease: Duration) -> Result<bool, StoreError> {
        self.lock(name, token, lease).await
    }

    async fn extend_lock(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        self.extend(name, token, lease).await
    }

    async fn unlock(&self, name: &str, token: &str) -> Result<(), StoreError> {
        self.release(name, token).await
    }

    fn shared_by_fleet(&self) -> bool {
        true
    }
}

#[async_trait]
impl WindowCounters for RedisStore {
    async fn count_in_window(&self, name: &str, window: Duration) -> Result<u64, StoreError> {
        self.count(name, window).await
    }

    async fn add_in_window(
        &self,
        name: &str,
        n: u64,
        window: Duration,
    ) -> Result<WindowCounts, StoreError> {
        self.add_counted(name, n, window).await
    }
}

/// The entry name and slot index of a certificate key (without prefix), e.g. `a.com.crt.rsa`.
fn entry_of_cert_key(key: &str) -> Option<(HostName, usize)> {
    Slot::ALL.iter().enumerate().find_map(|(index, slot)| {
        let stem = key.strip_suffix(slot.cert_suffix())?;
        HostName::parse_store_name(stem)
            .ok()
            .map(|name| (name, index))
    })
}

/// The URL with any password removed, for logs.
pub fn describe_url(url: &str) -> String {
    if sentinel::is_sentinel_url(url) {
        return sentinel::SentinelUrl::parse(url).map_or_else(
            |_| "redis+sentinel://<unparsable URL>".to_owned(),
            |url| url.describe(),
        );
    }
    if cluster::is_cluster_url(url) {
        return cluster::describe_cluster_url(url);
    }
    match url.into_connection_info() {
        Ok(info) => {
            let scheme = match info.addr() {
                ConnectionAddr::TcpTls { .. } => "rediss",
                ConnectionAddr::Unix(_) => "redis+unix",
                _ => "redis",
            };
            format!("{scheme}://{}/{}", info.addr(), info.redis_settings().db())
        }
        Err(_) => "redis://<unparsable URL>".to_owned(),
    }
}

pub(crate) fn escape_glob(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '*' | '?' | '[' | ']' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_never_hold_the_password() {
        let shown = describe_url("redis://:hunter2@10.0.0.5:6380/3");
        assert_eq!(shown, "redis://10.0.0.5:6380/3");
        assert!(!describe_url("rediss://user:hunter2@cache.internal:6379").contains("hunter2"));
        assert_eq!(
            describe_url("redis+sentinel://:hunter2@10.0.0.5:26379,10.0.0.6/certs/2"),
            "redis+sentinel://10.0.0.5:26379,10.0.0.6:26379/certs/2"
        );
        assert!(!describe_url("redis+sentinel://:hunter2@/certs").contains("hunter2"));
        assert_eq!(
            describe_url("redis+cluster://:hunter2@10.0.0.5:7000,10.0.0.6:7000"),
            "redis+cluster://10.0.0.5:7000,10.0.0.6:7000/0"
        );
    }

    #[test]
    fn cert_keys_name_their_entry_and_slot() {
        assert_eq!(entry_of_cert_key("a.com.crt").unwrap().1, 0);
        assert_eq!(entry_of_cert_key("a.com.crt.ecdsa").unwrap().1, 1);
        let (name, index) = entry_of_cert_key("*.a.com.crt.rsa").unwrap();
        assert_eq!((name.as_str(), index), ("*.a.com", 2));
        assert!(entry_of_cert_key("a.com.key").is_none());
        assert!(entry_of_cert_key("bad name.crt").is_none());
    }
}
