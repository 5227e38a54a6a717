//! The directory store: `<dir>/<host>.crt` and `<dir>/<host>.key`, read only when asked for,
//! and the host's site entry `<dir>/<host>.site` ([`site`]); its change feed (inotify) is in
//! [`watch`]. It holds names of at most [`LONGEST_NAME`] characters ([`names`]).

mod list;
mod names;
mod records;
mod site;
mod staple;
mod watch;

pub use names::{LONGEST_NAME, NAME_MAX};

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use futures_util::stream::BoxStream;

use super::local::LocalCoordination;
use super::records::{lock_path, Record, RecordKind};
use super::{CertSource, StoreError, Unstorable, WindowCounts, MAX_ITEM_BYTES};
use crate::changes::ChangeFeed;
use crate::host::HostName;
use crate::material::{Slot, StoredHost, StoredPair};
use crate::site::{SiteEntry, SITE_SUFFIX};
use crate::source::{HostWrites, Locks, Records, SiteEntries, WindowCounters};

/// Certificates as files in one directory.
#[derive(Debug, Clone)]
pub struct DirStore {
    root: PathBuf,
    /// Locks and counters: a directory cannot arbitrate between processes, so these hold
    /// within this process (for every clone of this store).
    local: Arc<LocalCoordination>,
}

impl DirStore {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        DirStore {
            root: root.into(),
            local: Arc::default(),
        }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn path(&self, name: &HostName, suffix: &str) -> PathBuf {
        // Host names hold only [a-z0-9.-] and a leading "*.", so this stays inside `root`.
        self.root.join(format!("{name}{suffix}"))
    }

    fn fetch_blocking(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError> {
        let mut pairs = Vec::new();
        for slot in Slot::ALL {
            let cert = read_limited(&self.path(name, slot.cert_suffix()))?;
            let key = read_limited(&self.path(name, slot.key_suffix()))?;
            match (cert, key) {
                (Some(cert_pem), Some(key_pem)) => pairs.push(StoredPair {
                    slot,
                    cert_pem,
                    key_pem,
                }),
                (None, None) => {}
                // A half pair goes through as an empty half, so validation names what is missing.
                (Some(cert_pem), None) => pairs.push(StoredPair {
                    slot,
                    cert_pem,
                    key_pem: Vec::new(),
                }),
                (None, Some(key_pem)) => pairs.push(StoredPair {
                    slot,
                    cert_pem: Vec::new(),
                    key_pem,
                }),
            }
        }
        if pairs.is_empty() {
            // A site entry alone does not make a host (and an unknown name costs no more reads).
            return Ok(None);
        }
        let site = read_limited(&self.path(name, SITE_SUFFIX))?;
        let staples = self.read_staples(name, &pairs)?;
        Ok(Some(StoredHost {
            name: name.clone(),
            pairs,
            site,
            staples,
        }))
    }

    fn put_blocking(
        &self,
        name: &HostName,
        pair: &StoredPair,
        clear: &[Slot],
    ) -> Result<(), StoreError> {
        let cert_path = self.path(name, pair.slot.cert_suffix());
        let key_path = self.path(name, pair.slot.key_suffix());
        let cert_tmp = write_temp(&self.root, &cert_path, &pair.cert_pem, 0o644)?;
        let key_tmp = match write_temp(&self.root, &key_path, &pair.key_pem, 0o600) {
            Ok(tmp) => tmp,
            Err(err) => {
                let _ = std::fs::remove_file(&cert_tmp);
                return Err(err);
            }
        };
        // Both files are complete on disk before either becomes visible. The key goes first: a
        // reader that sees the new key with the old certificate fails the match check and reads
        // again (a running server keeps its working pair meanwhile), and the certificate follows
        // at once. If the certificate cannot be put in place, the old key is put back, so a
        // failed write leaves the old pair whole.
        let discard = |paths: &[&Path]| {
            for path in paths {
                let _ = std::fs::remove_file(path);
            }
        };
        let old_key = match link_aside(&self.root, &key_path) {
            Ok(old_key) => old_key,
            Err(err) => {
                discard(&[&cert_tmp, &key_tmp]);
                return Err(err);
            }
        };
        if let Err(err) = rename(&key_tmp, &key_path) {
            discard(&[&cert_tmp, &key_tmp]);
            discard(old_key.as_deref().as_slice());
            return Err(err);
        }
        if let Err(err) = rename(&cert_tmp, &cert_path) {
            match &old_key {
                Some(old_key) => {
                    let _ = std::fs::rename(old_key, &key_path);
                }
                None => discard(&[&key_path]),
            }
            discard(&[&cert_tmp]);
            return Err(err);
        }
        discard(old_key.as_deref().as_slice());
        // A staple speaks of the certificate it was fetched for, never of a new one.
        remove_if_present(&self.path(name, pair.slot.ocsp_suffix()))?;
        for slot in clear {
            remove_if_present(&self.path(name, slot.cert_suffix()))?;
            remove_if_present(&self.path(name, slot.key_suffix()))?;
            remove_if_present(&self.path(name, slot.ocsp_suffix()))?;
        }
        sync_dir(&self.root)
    }

    fn remove_blocking(&self, name: &HostName) -> Result<bool, StoreError> {
        let mut removed = false;
        for slot in Slot::ALL {
            // Certificate first: a reader never sees a certificate whose key is gone.
            removed |= remove_if_present(&self.path(name, slot.cert_suffix()))?;
            removed |= remove_if_present(&self.path(name, slot.key_suffix()))?;
            remove_if_present(&self.path(name, slot.ocsp_suffix()))?;
        }
        // The site entry last: it belongs to the host, and alone it serves nothing.
        removed |= remove_if_present(&self.path(name, SITE_SUFFIX))?;
        Ok(removed)
    }
}

#[async_trait]
impl CertSource for DirStore {
    fn describe(&self) -> String {
        format!("dir:{}", self.root.display())
    }

    fn kind(&self) -> &'static str {
        "dir"
    }

    fn can_hold(&self, name: &HostName) -> Result<(), Unstorable> {
        names::can_hold(name)
    }

    async fn fetch(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError> {
        let store = self.clone();
        let name = name.clone();
        tokio::task::spawn_blocking(move || store.fetch_blocking(&name))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    fn list(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        self.list_names(list::listed_name)
    }

    async fn check(&self) -> Result<(), StoreError> {
        let checked = match tokio::fs::metadata(&self.root).await {
            Ok(meta) if meta.is_dir() => Ok(()),
            Ok(_) => Err(io::Error::other("not a directory")),
            Err(err) => Err(err),
        };
        checked.map_err(|source| StoreError::Io {
            op: "checking",
            path: self.root.clone(),
            source,
        })
    }

    fn changes(&self) -> Option<ChangeFeed> {
        watch::open_feed(&self.root)
    }
}

#[async_trait]
impl HostWrites for DirStore {
    async fn put(
        &self,
        name: &HostName,
        pair: &StoredPair,
        clear: &[Slot],
    ) -> Result<(), StoreError> {
        let store = self.clone();
        let (name, pair, clear) = (name.clone(), pair.clone(), clear.to_vec());
        tokio::task::spawn_blocking(move || store.put_blocking(&name, &pair, &clear))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    async fn remove(&self, name: &HostName) -> Result<bool, StoreError> {
        let store = self.clone();
        let name = name.clone();
        tokio::task::spawn_blocking(move || store.remove_blocking(&name))
            .await
            .map_err(StoreError::TaskFailed)?
    }
}

#[async_trait]
impl SiteEntries for DirStore {
    async fn fetch_site(&self, name: &HostName) -> Result<Option<Vec<u8>>, StoreError> {
        let path = self.path(name, SITE_SUFFIX);
        tokio::task::spawn_blocking(move || read_limited(&path))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    async fn put_site(&self, name: &HostName, site: &SiteEntry) -> Result<(), StoreError> {
        let store = self.clone();
        let (name, text) = (name.clone(), site.to_toml());
        tokio::task::spawn_blocking(move || store.put_site_blocking(&name, text.as_bytes()))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    async fn remove_site(&self, name: &HostName) -> Result<bool, StoreError> {
        let path = self.path(name, SITE_SUFFIX);
        tokio::task::spawn_blocking(move || remove_if_present(&path))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    fn list_sites(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        self.list_names(site::site_name)
    }
}

#[async_trait]
impl Records for DirStore {
    async fn fetch_record(&self, record: &Record) -> Result<Option<Vec<u8>>, StoreError> {
        let (store, record) = (self.clone(), record.clone());
        tokio::task::spawn_blocking(move || store.fetch_record_blocking(&record))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    async fn put_record(
        &self,
        record: &Record,
        value: &[u8],
        _lifetime: Option<Duration>,
    ) -> Result<(), StoreError> {
        let (store, record, value) = (self.clone(), record.clone(), value.to_vec());
        tokio::task::spawn_blocking(move || store.put_record_blocking(&record, &value))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    async fn remove_record(&self, record: &Record) -> Result<bool, StoreError> {
        let (store, record) = (self.clone(), record.clone());
        tokio::task::spawn_blocking(move || store.remove_record_blocking(&record))
            .await
            .map_err(StoreError::TaskFailed)?
    }

    fn list_records(&self, kind: RecordKind) -> BoxStream<'_, Result<String, StoreError>> {
        self.list_records_stream(kind)
    }
}

#[async_trait]
impl Locks for DirStore {
    async fn try_lock(&self, name: &str, token: &str, lease: Duration) -> Result<bool, StoreError> {
        Ok(self.local.try_lock(&lock_path(name)?, token, lease))
    }

    async fn extend_lock(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        Ok(self.local.extend_lock(&lock_path(name)?, token, lease))
    }

    async fn unlock(&self, name: &str, token: &str) -> Result<(), StoreError> {
        self.local.unlock(&lock_path(name)?, token);
        Ok(())
    }

    fn shared_by_fleet(&self) -> bool {
        false
    }
}

#[async_trait]
impl WindowCounters for DirStore {
    async fn count_in_window(&self, name: &str, window: Duration) -> Result<u64, StoreError> {
        super::records::check_segment(name)?;
        Ok(self.local.count_in_window(name, window))
    }

    async fn add_in_window(
        &self,
        name: &str,
        n: u64,
        window: Duration,
    ) -> Result<WindowCounts, StoreError> {
        super::records::check_segment(name)?;
        Ok(self.local.add_in_window(name, n, window))
    }
}

/// The buffer a store file is first read into: a chain with two intermediates fits.
const FIRST_READ_BYTES: usize = 8 * 1024;

fn read_limited(path: &Path) -> Result<Option<Vec<u8>>, StoreError> {
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(StoreError::Io {
                op: "opening",
                path: path.to_owned(),
                source,
            })
        }
    };
    // Room for a whole certificate chain or key at once: from an empty buffer, `read_to_end`
    // probes and grows in small steps, five or six `read` calls for one 700-byte file on every
    // cache miss; from this, a small file takes two (its bytes, then the end).
    let mut bytes = Vec::with_capacity(FIRST_READ_BYTES);
    file.take(MAX_ITEM_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| StoreError::Io {
            op: "reading",
            path: path.to_owned(),
            source,
        })?;
    if bytes.len() > MAX_ITEM_BYTES {
        return Err(StoreError::TooLarge {
            path: path.to_owned(),
        });
    }
    Ok(Some(bytes))
}

fn write_temp(root: &Path, target: &Path, bytes: &[u8], mode: u32) -> Result<PathBuf, StoreError> {
    use std::os::unix::fs::OpenOptionsExt;
    let file_name = target
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("entry");
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let unique = NEXT.fetch_add(1, Ordering::Relaxed);
    let tag = format!("tmp-{}-{unique}", std::process::id());
    let tmp = root.join(names::side_file_name(file_name, &tag));
    let write = || -> io::Result<()> {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(mode)
            .open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()
    };
    write().map_err(|source| {
        let _ = std::fs::remove_file(&tmp);
        StoreError::Io {
            op: "writing",
            path: tmp.clone(),
            source,
        }
    })?;
    Ok(tmp)
}

/// A second name for the file at `path`, if there is one, so it can be put back.
fn link_aside(root: &Path, path: &Path) -> Result<Option<PathBuf>, StoreError> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let file_name = path.file_name().and_then(|n| n.to_str()).unwrap_or("entry");
    let unique = NEXT.fetch_add(1, Ordering::Relaxed);
    let tag = format!("old-{}-{unique}", std::process::id());
    let aside = root.join(names::side_file_name(file_name, &tag));
    match std::fs::hard_link(path, &aside) {
        Ok(()) => Ok(Some(aside)),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(StoreError::Io {
            op: "keeping the old file while replacing",
            path: path.to_owned(),
            source,
        }),
    }
}

fn rename(from: &Path, to: &Path) -> Result<(), StoreError> {
    std::fs::rename(from, to).map_err(|source| StoreError::Io {
        op: "renaming into",
        path: to.to_owned(),
        source,
    })
}

fn remove_if_present(path: &Path) -> Result<bool, StoreError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(StoreError::Io {
            op: "removing",
            path: path.to_owned(),
            source,
        }),
    }
}

fn sync_dir(root: &Path) -> Result<(), StoreError> {
    std::fs::File::open(root)
        .and_then(|dir| dir.sync_all())
        .map_err(|source| StoreError::Io {
            op: "syncing",
            path: root.to_owned(),
            source,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_whose_certificate_cannot_be_placed_leaves_the_old_pair_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = DirStore::new(dir.path());
        let name = HostName::parse("a.example").unwrap();
        std::fs::write(dir.path().join("a.example.key"), "old key").unwrap();
        // A directory where the certificate goes: the rename onto it fails.
        std::fs::create_dir(dir.path().join("a.example.crt")).unwrap();
        std::fs::write(dir.path().join("a.example.crt").join("x"), "x").unwrap();
        let pair = StoredPair {
            slot: Slot::Plain,
            cert_pem: b"new cert".to_vec(),
            key_pem: b"new key".to_vec(),
        };
        assert!(store.put_blocking(&name, &pair, &[]).is_err());
        assert_eq!(
            std::fs::read(dir.path().join("a.example.key")).unwrap(),
            b"old key"
        );
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(
            left,
            ["a.example.crt", "a.example.key"],
            "no temporary file is left"
        );

        // Without an old key, the new one is taken away again.
        std::fs::remove_file(dir.path().join("a.example.key")).unwrap();
        assert!(store.put_blocking(&name, &pair, &[]).is_err());
        assert!(!dir.path().join("a.example.key").exists());
    }
}
