//! Responses compressed on the fly, kept so a hot page is compressed once, not per request.
//!
//! Bounded by bytes (`compress_cache_bytes`): each entry weighs its compressed bytes plus its
//! key, and moka evicts the least useful entries past the bound.
//!
//! An entry is keyed by the file's identity as the ETag states it (inode, length and mtime to
//! the nanosecond), not by its path alone. Every request learns the file's identity afresh,
//! from the plain file cache (kept fresh by inotify, `file_cache`) or from the `fstat` of the
//! file it opened, so a rewritten, replaced or touched file finds no entry and is compressed
//! anew: nothing stale can be served, and the stale entry ages out under the byte bound. A
//! file changed less than [`crate::files::file_cache::SETTLED`] ago is compressed but not kept, since
//! it may still be being written, as the plain file cache does.

use std::time::SystemTime;

use bytes::Bytes;

use crate::files::file_cache::DocrootId;
use crate::request::encoding::Encoding;

/// The cache, shared by every connection of a server and by every generation of its config.
pub struct CompressedCache {
    entries: moka::sync::Cache<CompressedKey, Bytes>,
}

impl std::fmt::Debug for CompressedCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompressedCache")
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

/// One file, in one version, in one coding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CompressedKey {
    pub docroot: DocrootId,
    /// The file opened, relative to the docroot (a directory's `index.html`, not the request).
    pub served: Box<[u8]>,
    pub inode: u64,
    pub len: u64,
    pub modified: SystemTime,
    pub encoding: Encoding,
}

/// What moka's weigher adds to an entry's bytes: the key, moka's own node, the `Bytes`.
const ENTRY_OVERHEAD: usize = 160;

impl CompressedCache {
    /// A cache holding at most `capacity_bytes` (compressed bytes and keys).
    pub fn new(capacity_bytes: u64) -> Self {
        CompressedCache {
            entries: moka::sync::Cache::builder()
                .max_capacity(capacity_bytes)
                .weigher(|key: &CompressedKey, value: &Bytes| {
                    let bytes = value.len() + key.served.len() + ENTRY_OVERHEAD;
                    u32::try_from(bytes).unwrap_or(u32::MAX)
                })
                .build(),
        }
    }

    /// The compressed bytes of this file version in this coding, if kept.
    pub fn get(&self, key: &CompressedKey) -> Option<Bytes> {
        self.entries.get(key)
    }

    /// Keeps compressed bytes (evicting others when the bound is passed).
    pub fn insert(&self, key: CompressedKey, compressed: Bytes) {
        self.entries.insert(key, compressed);
    }

    /// The weight held now (compressed bytes and keys), after pending evictions ran.
    pub fn weighted_bytes(&self) -> u64 {
        self.entries.run_pending_tasks();
        self.entries.weighted_size()
    }

    /// How many entries are held now, after pending evictions ran.
    pub fn entries(&self) -> u64 {
        self.entries.run_pending_tasks();
        self.entries.entry_count()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn key(name: &str, modified_secs: u64) -> CompressedKey {
        CompressedKey {
            docroot: DocrootId { dev: 1, ino: 2 },
            served: name.as_bytes().into(),
            inode: 7,
            len: 100,
            modified: SystemTime::UNIX_EPOCH + Duration::from_secs(modified_secs),
            encoding: Encoding::Brotli,
        }
    }

    #[test]
    fn a_changed_file_finds_no_entry() {
        let cache = CompressedCache::new(1 << 20);
        cache.insert(key("a.html", 10), Bytes::from_static(b"old"));
        assert_eq!(cache.get(&key("a.html", 10)).as_deref(), Some(&b"old"[..]));
        assert_eq!(cache.get(&key("a.html", 11)), None);
        let gzip = CompressedKey {
            encoding: Encoding::Gzip,
            ..key("a.html", 10)
        };
        assert_eq!(cache.get(&gzip), None);
    }

    #[test]
    fn the_byte_bound_holds() {
        let capacity = 64 * 1024;
        let cache = CompressedCache::new(capacity);
        let value = Bytes::from(vec![0u8; 1000]);
        for i in 0..1000 {
            cache.insert(key(&format!("page{i}.html"), 1), value.clone());
        }
        let held = cache.weighted_bytes();
        assert!(held <= capacity, "{held} bytes held, bound {capacity}");
        assert!(held > capacity / 2, "{held} bytes held: the cache is used");
        assert!(cache.entries() < 1000);
    }
}
