//! Site entries in the Redis store: the string key `<prefix><host>.site`, beside the host's
//! pairs. Writers publish the entry's name on the change channel, as for a pair.

use super::scan::ScanCursor;
use super::writes::Writes;
use super::RedisStore;
use crate::host::HostName;
use crate::site::{SiteEntry, SITE_SUFFIX};
use crate::source::StoreError;

impl RedisStore {
    /// The stored site entry of `name`, whether or not it has a pair.
    pub(super) async fn site_value(&self, name: &HostName) -> Result<Option<Vec<u8>>, StoreError> {
        self.get_checked(&self.key(name, SITE_SUFFIX)).await
    }

    /// `GET key`, refused when the value is larger than an item may be.
    pub(super) async fn get_checked(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let mut connection = self.connection.clone();
        let value: Option<Vec<u8>> = redis::cmd("GET")
            .arg(key)
            .query_async(&mut connection)
            .await
            .map_err(|source| self.error("GET", source))?;
        self.check_size(key, &value)?;
        Ok(value)
    }

    /// Sets the site entry, then publishes the change (one MULTI on one server).
    pub(super) async fn set_site(
        &self,
        name: &HostName,
        site: &SiteEntry,
    ) -> Result<(), StoreError> {
        let text = site.to_toml();
        let writes = Writes {
            sets: vec![(self.key(name, SITE_SUFFIX), text.as_bytes())],
            changed: vec![name.as_str()],
            ..Writes::default()
        };
        self.write(&writes, "MULTI/SET").await.map(drop)
    }

    /// Deletes the site entry, then publishes the change (one MULTI on one server).
    pub(super) async fn delete_site(&self, name: &HostName) -> Result<bool, StoreError> {
        let writes = Writes {
            deletes: vec![self.key(name, SITE_SUFFIX)],
            changed: vec![name.as_str()],
            ..Writes::default()
        };
        Ok(self.write(&writes, "MULTI/DEL").await? > 0)
    }

    /// One SCAN step over the site entries' keys.
    pub(super) async fn scan_sites_step(
        &self,
        cursor: ScanCursor,
    ) -> Result<(Option<ScanCursor>, Vec<HostName>), StoreError> {
        let (next, keys) = self.scan_keys(cursor, SITE_SUFFIX).await?;
        let names = keys
            .iter()
            .filter_map(|key| entry_of_site_key(key))
            .collect();
        Ok((next, names))
    }
}

/// The entry a site entry's key (without prefix) belongs to: `a.example.site` -> `a.example`.
fn entry_of_site_key(key: &str) -> Option<HostName> {
    let stem = key.strip_suffix(SITE_SUFFIX)?;
    HostName::parse_store_name(stem).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_keys_name_their_entry() {
        let entry = |key| entry_of_site_key(key).map(|n| n.to_string());
        assert_eq!(entry("a.com.site").as_deref(), Some("a.com"));
        assert_eq!(entry("*.a.com.site").as_deref(), Some("*.a.com"));
        assert_eq!(entry("a.com.crt"), None);
        assert_eq!(entry("bad name.site"), None);
    }
}
