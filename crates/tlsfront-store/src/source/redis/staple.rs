//! OCSP responses in Redis: `<prefix><host>.ocsp` (and `.ocsp.rsa`, `.ocsp.ecdsa`), DER,
//! read in the lookup's one MGET with the pairs.

use async_trait::async_trait;

use super::writes::Writes;
use super::RedisStore;
use crate::host::HostName;
use crate::material::Slot;
use crate::source::{StapleWrites, StoreError};

#[async_trait]
impl StapleWrites for RedisStore {
    async fn put_staple(&self, name: &HostName, slot: Slot, der: &[u8]) -> Result<(), StoreError> {
        let der = der.to_vec();
        let writes = Writes {
            sets: vec![(self.key(name, slot.ocsp_suffix()), &der)],
            changed: vec![name.as_str()],
            ..Writes::default()
        };
        self.write(&writes, "MULTI/SET").await.map(drop)
    }
}
