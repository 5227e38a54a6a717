//! Shared records in the directory store ([`crate::source::records`]): one file per record,
//! `<dir>/.acme/<kind>/<name>` (`.tls/…` for ticket keys, which the server never writes here:
//! with this store they stay in each process's memory), written under a temporary name and
//! renamed into place. The folder starts with a dot, so listings of hosts never see it. Records may hold an ACME
//! account's key (sealed when a sealing key is configured), so they are readable by the owner
//! only.

use std::path::PathBuf;

use futures_util::stream::{self, BoxStream, StreamExt};

use super::{read_limited, remove_if_present, rename, sync_dir, write_temp, DirStore};
use crate::source::records::{check_segment, Record, RecordKind};
use crate::source::StoreError;

impl DirStore {
    fn kind_dir(&self, kind: RecordKind) -> PathBuf {
        self.root
            .join(format!(".{}", kind.root()))
            .join(kind.segment())
    }

    fn record_path(&self, record: &Record) -> PathBuf {
        // Record names are one checked segment, so this stays inside the kind's folder.
        self.kind_dir(record.kind()).join(record.name())
    }

    pub(super) fn fetch_record_blocking(
        &self,
        record: &Record,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        read_limited(&self.record_path(record))
    }

    pub(super) fn put_record_blocking(
        &self,
        record: &Record,
        value: &[u8],
    ) -> Result<(), StoreError> {
        use std::os::unix::fs::DirBuilderExt;
        let folder = self.kind_dir(record.kind());
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(&folder)
            .map_err(|source| StoreError::Io {
                op: "creating",
                path: folder.clone(),
                source,
            })?;
        let path = self.record_path(record);
        let tmp = write_temp(&folder, &path, value, 0o600)?;
        if let Err(err) = rename(&tmp, &path) {
            let _ = std::fs::remove_file(&tmp);
            return Err(err);
        }
        sync_dir(&folder)
    }

    pub(super) fn remove_record_blocking(&self, record: &Record) -> Result<bool, StoreError> {
        remove_if_present(&self.record_path(record))
    }

    pub(super) fn list_records_blocking(
        &self,
        kind: RecordKind,
    ) -> Result<Vec<String>, StoreError> {
        let folder = self.kind_dir(kind);
        let entries = match std::fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(source) => {
                return Err(StoreError::Io {
                    op: "listing",
                    path: folder,
                    source,
                })
            }
        };
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|source| StoreError::Io {
                op: "listing",
                path: folder.clone(),
                source,
            })?;
            // Temporary files start with a dot, and fail the check.
            if let Some(name) = entry.file_name().to_str() {
                if check_segment(name).is_ok() {
                    names.push(name.to_owned());
                }
            }
        }
        Ok(names)
    }

    /// Record names of `kind`, listed on the blocking pool. Records are few (one per host
    /// issued for), so one read of the folder is enough.
    pub(super) fn list_records_stream(
        &self,
        kind: RecordKind,
    ) -> BoxStream<'_, Result<String, StoreError>> {
        let store = self.clone();
        stream::once(async move {
            tokio::task::spawn_blocking(move || store.list_records_blocking(kind))
                .await
                .map_err(StoreError::TaskFailed)?
        })
        .flat_map(crate::source::one_at_a_time)
        .boxed()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use futures_util::StreamExt;

    use crate::source::{CertSource, DirStore, Locks, Record, RecordKind, Records};

    #[tokio::test]
    async fn records_are_written_read_listed_and_removed_beside_hosts_unseen() {
        let dir = tempfile::tempdir().unwrap();
        let store = DirStore::new(dir.path());
        let record = Record::new(RecordKind::Http01, "tok_EN-1").unwrap();
        assert_eq!(store.fetch_record(&record).await.unwrap(), None);
        store
            .put_record(&record, b"one", Some(Duration::from_secs(60)))
            .await
            .unwrap();
        store.put_record(&record, b"two", None).await.unwrap();
        assert_eq!(
            store.fetch_record(&record).await.unwrap().as_deref(),
            Some(&b"two"[..])
        );
        let listed: Vec<String> = store
            .list_records(RecordKind::Http01)
            .map(|n| n.unwrap())
            .collect()
            .await;
        assert_eq!(listed, ["tok_EN-1"]);
        assert!(store
            .list_records(RecordKind::Managed)
            .collect::<Vec<_>>()
            .await
            .is_empty());
        // No host appears for the records' folder.
        assert!(store.list().collect::<Vec<_>>().await.is_empty());
        assert!(store.remove_record(&record).await.unwrap());
        assert!(!store.remove_record(&record).await.unwrap());
        assert_eq!(store.fetch_record(&record).await.unwrap(), None);
    }

    #[tokio::test]
    async fn locks_are_shared_by_clones_of_one_store() {
        let dir = tempfile::tempdir().unwrap();
        let store = DirStore::new(dir.path());
        let clone = store.clone();
        let lease = Duration::from_secs(60);
        assert!(store.try_lock("a.example", "one", lease).await.unwrap());
        assert!(!clone.try_lock("a.example", "two", lease).await.unwrap());
        assert!(!store.shared_by_fleet());
        store.unlock("a.example", "one").await.unwrap();
        assert!(clone.try_lock("a.example", "two", lease).await.unwrap());
        assert!(store.try_lock("a/b", "x", lease).await.is_err());
    }
}
