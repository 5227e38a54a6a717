//! Opening a certificate store from its `--certs` description.

use std::sync::Arc;

use anyhow::Context;
use tlsfront_certs::source::redis::RedisOptions;
use tlsfront_certs::{CertStore, DirStore, RedisStore};

use crate::config::{check_certs_dir, CertsSource};

/// Opens the store. A directory must exist: the config has checked that already for `serve`,
/// and the `tlsfront certs` commands rely on this. Redis is connected lazily, so a server can
/// start while Redis is down (and serve once it is back).
pub fn open(source: &CertsSource, redis: &RedisOptions) -> anyhow::Result<Arc<dyn CertStore>> {
    match source {
        CertsSource::Dir(path) => {
            check_certs_dir(path)?;
            Ok(Arc::new(DirStore::new(path)))
        }
        CertsSource::Redis(url) => {
            let store =
                RedisStore::new(url, redis.clone()).context("cannot use the Redis store")?;
            Ok(Arc::new(store))
        }
    }
}
