//! OCSP responses in the directory store: `<dir>/<host>.ocsp` (and `.ocsp.rsa`,
//! `.ocsp.ecdsa`), DER, beside the pairs they were fetched for.

use async_trait::async_trait;

use super::{read_limited, rename, sync_dir, write_temp, DirStore};
use crate::host::HostName;
use crate::material::{Slot, StoredPair, StoredStaple};
use crate::source::{StapleWrites, StoreError};

impl DirStore {
    /// The responses stored for the slots that hold a pair.
    pub(super) fn read_staples(
        &self,
        name: &HostName,
        pairs: &[StoredPair],
    ) -> Result<Vec<StoredStaple>, StoreError> {
        let mut staples = Vec::new();
        for pair in pairs {
            if let Some(der) = read_limited(&self.path(name, pair.slot.ocsp_suffix()))? {
                staples.push(StoredStaple {
                    slot: pair.slot,
                    der,
                });
            }
        }
        Ok(staples)
    }

    fn put_staple_blocking(
        &self,
        name: &HostName,
        slot: Slot,
        der: &[u8],
    ) -> Result<(), StoreError> {
        let path = self.path(name, slot.ocsp_suffix());
        let tmp = write_temp(&self.root, &path, der, 0o644)?;
        if let Err(err) = rename(&tmp, &path) {
            let _ = std::fs::remove_file(&tmp);
            return Err(err);
        }
        sync_dir(&self.root)
    }
}

#[async_trait]
impl StapleWrites for DirStore {
    /// Written under a temporary name and renamed into place, so a reader sees the old
    /// response or the new one; the directory watch reports the new name to every server
    /// watching the directory.
    async fn put_staple(&self, name: &HostName, slot: Slot, der: &[u8]) -> Result<(), StoreError> {
        let (store, name, der) = (self.clone(), name.clone(), der.to_vec());
        tokio::task::spawn_blocking(move || store.put_staple_blocking(&name, slot, &der))
            .await
            .map_err(StoreError::TaskFailed)?
    }
}
