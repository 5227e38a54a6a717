//! Where `certs gen` writes: a directory store, each host's files written to temporary names
//! and renamed into place and the directory synced once at the end, or Redis, a batch per
//! MULTI; and the CA's own files.

use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::sync::Arc;

use anyhow::Context as _;
use rayon::prelude::*;
use tlsfront_store::{CertSource, DirStore, RedisStore, Slot, StoredHost};

use crate::certs::CertsArgs;
use crate::config::CertsSource;

/// Where the generated hosts go.
#[derive(Clone)]
pub(super) enum Writer {
    Dir(Arc<DirStore>),
    Redis(Arc<RedisStore>),
}

impl Writer {
    pub(super) async fn open(target: &CertsSource, args: &CertsArgs) -> anyhow::Result<Self> {
        match target {
            CertsSource::Dir(path) => {
                std::fs::create_dir_all(path)
                    .with_context(|| format!("cannot create {}", path.display()))?;
                Ok(Writer::Dir(Arc::new(DirStore::new(path))))
            }
            CertsSource::Redis(url) => {
                let store = RedisStore::new(url, args.store.redis_options())
                    .context("cannot use the Redis store")?;
                store.ping().await.context("Redis does not answer")?;
                Ok(Writer::Redis(Arc::new(store)))
            }
        }
    }

    pub(super) fn describe(&self) -> String {
        match self {
            Writer::Dir(store) => store.describe(),
            Writer::Redis(store) => store.describe(),
        }
    }

    pub(super) async fn write(self, batch: Vec<StoredHost>) -> anyhow::Result<()> {
        match self {
            Writer::Dir(store) => {
                tokio::task::spawn_blocking(move || {
                    batch
                        .par_iter()
                        .try_for_each(|host| write_dir_entry(store.root(), host))
                })
                .await?
            }
            Writer::Redis(store) => store
                .replace_entries(&batch)
                .await
                .context("cannot write to Redis"),
        }
    }

    /// Makes a directory store's renames durable.
    pub(super) async fn finish(&self) -> anyhow::Result<()> {
        if let Writer::Dir(store) = self {
            let root = store.root().to_owned();
            tokio::task::spawn_blocking(move || {
                std::fs::File::open(&root)
                    .and_then(|dir| dir.sync_all())
                    .with_context(|| format!("cannot sync {}", root.display()))
            })
            .await??;
        }
        Ok(())
    }
}

/// Writes one host in the directory layout: each file to a temporary name, renamed into place
/// key first (as `DirStore::put` does); the slots it does not fill are removed.
fn write_dir_entry(root: &Path, host: &StoredHost) -> anyhow::Result<()> {
    for slot in Slot::ALL {
        let cert_path = root.join(format!("{}{}", host.name, slot.cert_suffix()));
        let key_path = root.join(format!("{}{}", host.name, slot.key_suffix()));
        match host.pairs.iter().find(|pair| pair.slot == slot) {
            Some(pair) => {
                replace_file(&key_path, &pair.key_pem, 0o600)?;
                replace_file(&cert_path, &pair.cert_pem, 0o644)?;
            }
            None => {
                for path in [&cert_path, &key_path] {
                    match std::fs::remove_file(path) {
                        Err(err) if err.kind() != std::io::ErrorKind::NotFound => {
                            return Err(err)
                                .with_context(|| format!("cannot remove {}", path.display()))
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    Ok(())
}

fn replace_file(path: &Path, bytes: &[u8], mode: u32) -> anyhow::Result<()> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("entry");
    let tmp = path.with_file_name(format!(".{name}.gen-tmp-{}", std::process::id()));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(mode)
        .open(&tmp)
        .and_then(|mut file| file.write_all(bytes))
        .and_then(|()| std::fs::rename(&tmp, path));
    if let Err(err) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(err).with_context(|| format!("cannot write {}", path.display()));
    }
    Ok(())
}

/// Writes a file (the CA's certificate or key), making its directory if it is missing.
pub(super) fn write_file(path: &Path, bytes: &[u8], mode: u32) -> anyhow::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    replace_file(path, bytes, mode)
}
