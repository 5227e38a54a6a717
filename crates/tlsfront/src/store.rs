//! Opening a certificate store from its `--certs` description.

use std::sync::Arc;

use anyhow::{bail, Context};
use tlsfront_certs::source::redis::RedisOptions;
use tlsfront_certs::{CertStore, DirStore, RedisStore};

use crate::config::CertsSource;

/// Opens the store. A directory must exist; Redis is connected lazily, so a server can start
/// while Redis is down (and serve once it is back).
pub fn open(source: &CertsSource, redis: &RedisOptions) -> anyhow::Result<Arc<dyn CertStore>> {
    match source {
        CertsSource::Dir(path) => {
            if !path.is_dir() {
                bail!(
                    "the certificate directory {} does not exist (create it, or point --certs elsewhere)",
                    path.display()
                );
            }
            Ok(Arc::new(DirStore::new(path)))
        }
        CertsSource::Redis(url) => {
            let store =
                RedisStore::new(url, redis.clone()).context("cannot use the Redis store")?;
            Ok(Arc::new(store))
        }
    }
}
