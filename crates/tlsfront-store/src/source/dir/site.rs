//! Site entries in the directory store: `<dir>/<host>.site`, beside the host's pairs.

use std::path::Path;

use super::{rename, sync_dir, write_temp, DirStore};
use crate::host::HostName;
use crate::site::SITE_SUFFIX;
use crate::source::StoreError;

impl DirStore {
    /// Writes a site entry's text under a temporary name, then renames it into place: a reader
    /// sees the old entry or the new one, never half of one. The entry holds no secret, so it is
    /// readable by all, like a certificate.
    pub(super) fn put_site_blocking(&self, name: &HostName, text: &[u8]) -> Result<(), StoreError> {
        let path = self.path(name, SITE_SUFFIX);
        let tmp = write_temp(&self.root, &path, text, 0o644)?;
        if let Err(err) = rename(&tmp, &path) {
            let _ = std::fs::remove_file(&tmp);
            return Err(err);
        }
        sync_dir(&self.root)
    }
}

/// The entry a file names, if it is a site entry (`a.example.site`). Temporary files
/// (`.a.example.site.tmp-…`) and other files are not.
pub(super) fn site_name(_root: &Path, file: &str) -> Option<HostName> {
    let stem = file.strip_suffix(SITE_SUFFIX)?;
    HostName::parse_store_name(stem).ok()
}

#[cfg(test)]
mod tests {
    use futures_util::StreamExt;

    use super::*;
    use crate::site::SiteEntry;
    use crate::source::{CertSource, HostWrites, SiteEntries};

    fn name(text: &str) -> HostName {
        HostName::parse_store_name(text).unwrap()
    }

    fn files(dir: &Path) -> Vec<String> {
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        files
    }

    fn plant_pair(dir: &Path, host: &str) {
        std::fs::write(dir.join(format!("{host}.crt")), "cert").unwrap();
        std::fs::write(dir.join(format!("{host}.key")), "key").unwrap();
    }

    #[test]
    fn only_site_files_name_site_entries() {
        let root = Path::new("/nonexistent");
        assert_eq!(site_name(root, "a.example.site"), Some(name("a.example")));
        assert_eq!(
            site_name(root, "*.w.example.site"),
            Some(name("*.w.example"))
        );
        assert_eq!(site_name(root, "shop.site.crt"), None);
        assert_eq!(site_name(root, ".a.example.site.tmp-1-2"), None);
        assert_eq!(site_name(root, ".site"), None);
    }

    #[tokio::test]
    async fn a_site_entry_is_written_read_listed_and_removed() {
        let dir = tempfile::tempdir().unwrap();
        let store = DirStore::new(dir.path());
        let host = name("a.example");
        let entry = SiteEntry::parse(b"upstreams = [\"http://10.0.0.5:8080\"]").unwrap();

        // Without a pair, the entry is stored but makes no host.
        store.put_site(&host, &entry).await.unwrap();
        assert_eq!(files(dir.path()), ["a.example.site"]);
        assert!(store.fetch(&host).await.unwrap().is_none());
        let stored = store.fetch_site(&host).await.unwrap().unwrap();
        assert_eq!(SiteEntry::parse(&stored).unwrap(), entry);

        // With a pair, a lookup carries it.
        plant_pair(dir.path(), "a.example");
        let fetched = store.fetch(&host).await.unwrap().unwrap();
        assert_eq!(fetched.site.as_deref(), Some(entry.to_toml().as_bytes()));

        // Replaced whole; the listing names site entries only.
        store.put_site(&host, &SiteEntry::STATIC).await.unwrap();
        store
            .put_site(&name("*.w.example"), &SiteEntry::STATIC)
            .await
            .unwrap();
        plant_pair(dir.path(), "b.example");
        let mut listed: Vec<String> = store
            .list_sites()
            .map(|n| n.unwrap().to_string())
            .collect()
            .await;
        listed.sort();
        assert_eq!(listed, ["*.w.example", "a.example"]);
        let fetched = store.fetch(&host).await.unwrap().unwrap();
        assert_eq!(fetched.site.as_deref(), Some(&b"static = true\n"[..]));

        // Removing the site leaves the pair; removing the host takes its site with it.
        assert!(store.remove_site(&host).await.unwrap());
        assert!(!store.remove_site(&host).await.unwrap());
        assert!(store.fetch(&host).await.unwrap().unwrap().site.is_none());
        store.put_site(&host, &SiteEntry::STATIC).await.unwrap();
        assert!(store.remove(&host).await.unwrap());
        assert_eq!(
            files(dir.path()),
            ["*.w.example.site", "b.example.crt", "b.example.key"]
        );
    }

    #[tokio::test]
    async fn a_site_file_larger_than_an_item_fails_the_lookup() {
        let dir = tempfile::tempdir().unwrap();
        let store = DirStore::new(dir.path());
        plant_pair(dir.path(), "a.example");
        let big = vec![b'#'; crate::source::MAX_ITEM_BYTES + 1];
        std::fs::write(dir.path().join("a.example.site"), big).unwrap();
        let err = store.fetch(&name("a.example")).await.unwrap_err();
        assert!(matches!(err, StoreError::TooLarge { .. }), "{err}");
    }
}
