//! Shared records, locks and counters in the Redis store ([`crate::source::records`]): string
//! keys `<prefix>acme/…` and `<prefix>tls/…`, seen by the whole fleet.
//!
//! - A record written or removed is announced on the change channel with its path, in the
//!   same MULTI (in a cluster, right after: `writes.rs`), as a host's entry is with its name:
//!   an instance that follows a record (the ticket keys) hears of a change at once, whether
//!   or not Redis sends keyspace notifications.
//! - A lock is `SET key token NX PX lease`; it is extended and released only by the token that
//!   holds it (a compare in a Lua script), so an instance whose lease ran out cannot release
//!   the lock another instance took since.
//! - A counter is `INCR` on a key per fixed window, which expires with its window.
//!
//! Locks and counters touch one key each, so they work unchanged in a Redis Cluster.

use std::time::{Duration, SystemTime};

use futures_util::stream::{self, BoxStream, StreamExt};

use super::scan::ScanCursor;
use super::writes::Writes;
use super::{escape_glob, RedisStore};
use crate::source::local::window_index;
use crate::source::records::{check_segment, counter_path, lock_path, Record, RecordKind};
use crate::source::{StoreError, WindowCounts};

/// Extends the lock in KEYS[1] by ARGV[2] ms when ARGV[1] holds it.
const EXTEND_SCRIPT: &str = r#"
if redis.call("GET", KEYS[1]) == ARGV[1] then
  return redis.call("PEXPIRE", KEYS[1], ARGV[2])
end
return 0
"#;

/// Deletes the lock in KEYS[1] when ARGV[1] holds it.
const UNLOCK_SCRIPT: &str = r#"
if redis.call("GET", KEYS[1]) == ARGV[1] then
  return redis.call("DEL", KEYS[1])
end
return 0
"#;

impl RedisStore {
    fn record_key(&self, record: &Record) -> String {
        format!("{}{}", self.prefix, record.path())
    }

    fn lock_key(&self, name: &str) -> Result<String, StoreError> {
        Ok(format!("{}{}", self.prefix, lock_path(name)?))
    }

    pub(super) async fn record_value(
        &self,
        record: &Record,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        self.get_checked(&self.record_key(record)).await
    }

    pub(super) async fn set_record(
        &self,
        record: &Record,
        value: &[u8],
        lifetime: Option<Duration>,
    ) -> Result<(), StoreError> {
        let path = record.path();
        let writes = Writes {
            sets: vec![(self.record_key(record), value)],
            lifetime,
            changed: vec![path.as_str()],
            ..Writes::default()
        };
        self.write(&writes, "MULTI/SET").await.map(drop)
    }

    pub(super) async fn delete_record(&self, record: &Record) -> Result<bool, StoreError> {
        let path = record.path();
        let writes = Writes {
            deletes: vec![self.record_key(record)],
            changed: vec![path.as_str()],
            ..Writes::default()
        };
        Ok(self.write(&writes, "MULTI/DEL").await? > 0)
    }

    pub(super) fn scan_records(
        &self,
        kind: RecordKind,
    ) -> BoxStream<'_, Result<String, StoreError>> {
        let folder = format!("{}/{}/", kind.root(), kind.segment());
        let pattern = format!("{}*", escape_glob(&format!("{}{folder}", self.prefix)));
        stream::unfold(Some(ScanCursor::default()), move |cursor| {
            let (folder, pattern) = (folder.clone(), pattern.clone());
            async move {
                let cursor = cursor?;
                match self.scan(cursor, &pattern).await {
                    Ok((next, keys)) => {
                        let names: Vec<String> = keys
                            .into_iter()
                            .filter_map(|key| key.strip_prefix(&folder).map(str::to_owned))
                            .filter(|name| check_segment(name).is_ok())
                            .collect();
                        Some((Ok(names), next))
                    }
                    Err(err) => Some((Err(err), None)),
                }
            }
        })
        .flat_map(crate::source::one_at_a_time)
        .boxed()
    }

    pub(super) async fn lock(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        let key = self.lock_key(name)?;
        let mut connection = self.connection.clone();
        let set: Option<String> = redis::cmd("SET")
            .arg(&key)
            .arg(token)
            .arg("NX")
            .arg("PX")
            .arg(millis(lease))
            .query_async(&mut connection)
            .await
            .map_err(|source| self.error("SET NX", source))?;
        Ok(set.is_some())
    }

    pub(super) async fn extend(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        let key = self.lock_key(name)?;
        let mut connection = self.connection.clone();
        let extended: i64 = redis::cmd("EVAL")
            .arg(EXTEND_SCRIPT)
            .arg(1)
            .arg(&key)
            .arg(token)
            .arg(millis(lease))
            .query_async(&mut connection)
            .await
            .map_err(|source| self.error("EVAL (extending a lock)", source))?;
        Ok(extended == 1)
    }

    pub(super) async fn release(&self, name: &str, token: &str) -> Result<(), StoreError> {
        let key = self.lock_key(name)?;
        let mut connection = self.connection.clone();
        redis::cmd("EVAL")
            .arg(UNLOCK_SCRIPT)
            .arg(1)
            .arg(&key)
            .arg(token)
            .query_async::<i64>(&mut connection)
            .await
            .map_err(|source| self.error("EVAL (releasing a lock)", source))?;
        Ok(())
    }

    pub(super) async fn count(&self, name: &str, window: Duration) -> Result<u64, StoreError> {
        let index = window_index(SystemTime::now(), window);
        let key = format!("{}{}", self.prefix, counter_path(name, index)?);
        let mut connection = self.connection.clone();
        // The key outlives its window a little, so a late INCR never finds it gone and starts
        // again at one.
        let (count,): (u64,) = redis::pipe()
            .atomic()
            .incr(&key, 1)
            .cmd("PEXPIRE")
            .arg(&key)
            .arg(millis(window) * 2)
            .ignore()
            .query_async(&mut connection)
            .await
            .map_err(|source| self.error("MULTI/INCR", source))?;
        Ok(count)
    }
}

impl RedisStore {
    /// `INCRBY` in the current window's counter, and the previous window's count, in one
    /// atomic pipeline. In a cluster both keys share a hash tag, so they live on one node.
    pub(super) async fn add_counted(
        &self,
        name: &str,
        n: u64,
        window: Duration,
    ) -> Result<WindowCounts, StoreError> {
        let index = window_index(SystemTime::now(), window);
        check_segment(name)?;
        // `{name}` is the keys' hash tag: a cluster keeps both windows on one node, as the
        // atomic pipeline needs.
        let key = |index: u64| format!("{}acme/count/{{{name}}}/{index}", self.prefix);
        let (current_key, previous_key) = (key(index), key(index.saturating_sub(1)));
        let mut connection = self.connection.clone();
        let (current, previous): (u64, Option<u64>) = redis::pipe()
            .atomic()
            .incr(&current_key, n)
            .cmd("PEXPIRE")
            .arg(&current_key)
            .arg(millis(window) * 3)
            .ignore()
            .get(&previous_key)
            .query_async(&mut connection)
            .await
            .map_err(|source| self.error("MULTI/INCRBY", source))?;
        Ok(WindowCounts {
            current,
            previous: previous.unwrap_or(0),
        })
    }
}

/// A duration in whole milliseconds, at least one (Redis refuses a zero expiry).
pub(super) fn millis(duration: Duration) -> u64 {
    (duration.as_millis() as u64).max(1)
}
