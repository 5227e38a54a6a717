//! How the store writes: the keys set and deleted, then the changed entries published on the
//! change channel. On one server that is one MULTI/EXEC, so readers see all of it or none of
//! it; in a cluster the keys live in different slots and no transaction spans them
//! (`cluster.rs` says what is promised there).

use std::time::Duration;

use super::link::Link;
use super::records::millis;
use super::RedisStore;
use crate::source::StoreError;

/// One store write.
#[derive(Debug, Default)]
pub(super) struct Writes<'a> {
    /// Keys set, with their values.
    pub sets: Vec<(String, &'a [u8])>,
    /// How long the keys set live (`SET … PX`); `None`: until they are deleted.
    pub lifetime: Option<Duration>,
    /// Keys deleted.
    pub deletes: Vec<String>,
    /// Entries whose names are published on the change channel, after the keys are written.
    pub changed: Vec<&'a str>,
}

impl RedisStore {
    /// Runs a write; `op` names it in errors. Returns how many of `deletes` existed.
    pub(super) async fn write(
        &self,
        writes: &Writes<'_>,
        op: &'static str,
    ) -> Result<usize, StoreError> {
        let channel = self.changes_channel();
        let result = match &self.connection {
            Link::Cluster(link) => link.write(writes, &channel).await,
            _ => self.write_transaction(writes, &channel).await,
        };
        result.map_err(|source| self.error(op, source))
    }

    async fn write_transaction(
        &self,
        writes: &Writes<'_>,
        channel: &str,
    ) -> redis::RedisResult<usize> {
        let mut pipe = redis::pipe();
        pipe.atomic();
        match writes.lifetime {
            None if !writes.sets.is_empty() => {
                pipe.mset(&writes.sets).ignore();
            }
            None => {}
            Some(lifetime) => {
                for (key, value) in &writes.sets {
                    pipe.add_command(set_expiring(key, value, lifetime))
                        .ignore();
                }
            }
        }
        if !writes.deletes.is_empty() {
            pipe.del(&writes.deletes);
        }
        for name in &writes.changed {
            pipe.publish(channel, *name).ignore();
        }
        let mut connection = self.connection.clone();
        let deleted: Vec<usize> = pipe.query_async(&mut connection).await?;
        Ok(deleted.into_iter().sum())
    }
}

/// `SET key value PX lifetime`.
pub(super) fn set_expiring(key: &str, value: &[u8], lifetime: Duration) -> redis::Cmd {
    let mut set = redis::cmd("SET");
    set.arg(key).arg(value).arg("PX").arg(millis(lifetime));
    set
}
