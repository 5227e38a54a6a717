//! Listing the store's keys with SCAN: on one server, one SCAN cursor; in a cluster, every
//! serving primary in turn (`cluster.rs`), since SCAN only sees the node it is sent to.

use std::sync::Arc;

use super::link::Link;
use super::{entry_of_cert_key, escape_glob, RedisStore};
use crate::host::HostName;
use crate::material::Slot;
use crate::source::StoreError;

/// How many keys one SCAN step asks Redis to look at.
const SCAN_COUNT: usize = 1000;

/// Where a listing stands. The default starts one.
#[derive(Debug, Clone, Default)]
pub(super) struct ScanCursor {
    /// The SCAN cursor on the server being scanned.
    pub(super) cursor: u64,
    /// In a cluster: one slot of each serving primary, read when the listing starts (a SCAN
    /// routed to a slot reaches the primary serving it). `None` before that, and on one server.
    pub(super) slots: Option<Arc<[u16]>>,
    /// In a cluster: which of `slots`' primaries is being scanned.
    pub(super) node: usize,
}

impl RedisStore {
    /// One SCAN step over the keys ending in `suffix_glob` (after the prefix): the next
    /// cursor (`None` at the end), and the keys that are UTF-8, without the prefix.
    pub(super) async fn scan_keys(
        &self,
        cursor: ScanCursor,
        suffix_glob: &str,
    ) -> Result<(Option<ScanCursor>, Vec<String>), StoreError> {
        let pattern = format!("{}*{suffix_glob}", escape_glob(&self.prefix));
        self.scan(cursor, &pattern).await
    }

    /// One SCAN step over the keys matching `pattern`: the next cursor (`None` at the end),
    /// and the keys that are UTF-8, without the prefix.
    pub(super) async fn scan(
        &self,
        cursor: ScanCursor,
        pattern: &str,
    ) -> Result<(Option<ScanCursor>, Vec<String>), StoreError> {
        let (next, keys) = match &self.connection {
            Link::Cluster(link) => link.scan(cursor, pattern, SCAN_COUNT).await,
            _ => self.scan_one_server(cursor, pattern).await,
        }
        .map_err(|source| self.error("SCAN", source))?;
        let keys = keys
            .into_iter()
            .filter_map(|key| String::from_utf8(key).ok())
            .filter_map(|key| key.strip_prefix(&self.prefix).map(str::to_owned))
            .collect();
        Ok((next, keys))
    }

    /// One SCAN step listing hosts: each host once, by its first certificate key.
    pub(super) async fn scan_step(
        &self,
        cursor: ScanCursor,
    ) -> Result<(Option<ScanCursor>, Vec<HostName>), StoreError> {
        let (next, keys) = self.scan_keys(cursor, ".crt*").await?;
        let mut connection = self.connection.clone();
        let mut names = Vec::new();
        for rest in keys {
            if let Some((name, index)) = entry_of_cert_key(&rest) {
                // A typed slot lists the host only when no earlier slot exists.
                let earlier: Vec<String> = Slot::ALL[..index]
                    .iter()
                    .map(|slot| self.key(&name, slot.cert_suffix()))
                    .collect();
                let exists: usize = if earlier.is_empty() {
                    0
                } else {
                    redis::cmd("EXISTS")
                        .arg(&earlier)
                        .query_async(&mut connection)
                        .await
                        .map_err(|source| self.error("EXISTS", source))?
                };
                if exists == 0 {
                    names.push(name);
                }
            }
        }
        Ok((next, names))
    }

    async fn scan_one_server(
        &self,
        cursor: ScanCursor,
        pattern: &str,
    ) -> redis::RedisResult<(Option<ScanCursor>, Vec<Vec<u8>>)> {
        let mut connection = self.connection.clone();
        let (next, keys): (u64, Vec<Vec<u8>>) = redis::cmd("SCAN")
            .arg(cursor.cursor)
            .arg("MATCH")
            .arg(pattern)
            .arg("COUNT")
            .arg(SCAN_COUNT)
            .query_async(&mut connection)
            .await?;
        let next = (next != 0).then(|| ScanCursor {
            cursor: next,
            ..ScanCursor::default()
        });
        Ok((next, keys))
    }
}
