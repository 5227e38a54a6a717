//! Where each host's docroot lives: `<sites>/<host>/`, or, for a host served by a wildcard
//! certificate that has no directory of its own, the wildcard's `<sites>/*.example.com/`.

use std::io;
use std::path::PathBuf;
use std::sync::Arc;

use tlsfront_store::HostName;

use super::docroot::Docroot;
use super::docroot_cache::DocrootCache;

/// The `--sites` directory: it holds every host's docroot.
#[derive(Debug, Clone)]
pub struct SitesRoot {
    root: PathBuf,
    /// Docroots held open, fresh by change notification (`docroot_cache`).
    held: Arc<DocrootCache>,
}

impl SitesRoot {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        SitesRoot {
            root: root.into(),
            held: Arc::default(),
        }
    }

    /// The docroot for a session's host, given the store entry its certificate came from.
    /// `None` when the host has no docroot (every request then gets 404) or it cannot be opened.
    ///
    /// A docroot is held open once a session opened it, and dropped when its path changes
    /// (`docroot_cache`), so a docroot whose symlink is swapped serves the new tree to new
    /// sessions and a held one costs a session no syscall. The open itself is the existence
    /// check (one `openat`, no `stat` before it).
    pub fn open_docroot(&self, host: &HostName, entry: &HostName) -> Option<Arc<Docroot>> {
        match self.open_named(host.as_str()) {
            Ok(docroot) => return Some(docroot),
            Err(err) if !is_absent(&err) => return None,
            Err(_) => {}
        }
        if entry.is_wildcard() && entry.wildcard_covers(host) {
            return self.open_named(entry.as_str()).ok();
        }
        None
    }

    /// The docroot `<root>/<name>`, held or opened now (and then held).
    fn open_named(&self, name: &str) -> io::Result<Arc<Docroot>> {
        if let Some(docroot) = self.held.get(name) {
            return Ok(docroot);
        }
        // Host names hold only [a-z0-9.-] (and "*." for wildcard entries), so this stays in root.
        let docroot = Arc::new(Docroot::open(&self.root.join(name))?);
        self.held.insert(&self.root, name, &docroot);
        Ok(docroot)
    }
}

/// Nothing is there, or it is not a directory: the host has no docroot of its own.
fn is_absent(err: &io::Error) -> bool {
    err.kind() == io::ErrorKind::NotFound || err.raw_os_error() == Some(libc::ENOTDIR)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(text: &str) -> HostName {
        HostName::parse_store_name(text).unwrap()
    }

    #[test]
    fn own_directory_first_then_the_wildcard_one() {
        let sites = tempfile::tempdir().unwrap();
        std::fs::create_dir(sites.path().join("a.example.com")).unwrap();
        std::fs::create_dir(sites.path().join("*.example.com")).unwrap();
        // A file where a docroot would be is no docroot: the wildcard's serves instead.
        std::fs::write(sites.path().join("c.example.com"), b"").unwrap();
        let root = SitesRoot::new(sites.path());
        let wildcard = name("*.example.com");
        let id_of = |dir: &str| Docroot::open(&sites.path().join(dir)).unwrap().id();

        let own = root
            .open_docroot(&name("a.example.com"), &wildcard)
            .unwrap();
        assert_eq!(own.id(), id_of("a.example.com"));
        for host in ["b.example.com", "c.example.com"] {
            let shared = root.open_docroot(&name(host), &wildcard).unwrap();
            assert_eq!(shared.id(), id_of("*.example.com"));
        }
        // No directory and an exact entry: no docroot.
        assert!(root
            .open_docroot(&name("b.example.com"), &name("b.example.com"))
            .is_none());
    }

    /// A session's bytes arrive after whatever was changed before: through the reactor, as a
    /// connection's do, so the change's event has been seen.
    async fn session_arrives() {
        use tokio::io::AsyncWriteExt;
        let (mut client, server) = tokio::net::UnixStream::pair().unwrap();
        client.write_all(b"x").await.unwrap();
        server.readable().await.unwrap();
    }

    #[tokio::test]
    async fn a_held_docroot_is_dropped_when_renamed_replaced_or_removed() {
        let sites = tempfile::tempdir().unwrap();
        let dir = sites.path().join("a.example.com");
        std::fs::create_dir(&dir).unwrap();
        std::fs::create_dir(sites.path().join("*.example.com")).unwrap();
        let root = SitesRoot::new(sites.path());
        let (host, wildcard) = (name("a.example.com"), name("*.example.com"));
        let id_of = |dir: &str| Docroot::open(&sites.path().join(dir)).unwrap().id();

        let first = root.open_docroot(&host, &wildcard).unwrap();
        session_arrives().await;
        // Held: the next session gets the very same open directory.
        let again = root.open_docroot(&host, &wildcard).unwrap();
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(root.held.held(), 1);

        // Renamed away and replaced by another directory: the new one serves.
        std::fs::rename(&dir, sites.path().join("old")).unwrap();
        std::fs::create_dir(&dir).unwrap();
        session_arrives().await;
        let replaced = root.open_docroot(&host, &wildcard).unwrap();
        assert_ne!(replaced.id(), first.id());
        assert_eq!(replaced.id(), id_of("a.example.com"));

        // Replaced by a symlink to another directory, by rename over it.
        std::fs::create_dir(sites.path().join("b")).unwrap();
        std::os::unix::fs::symlink("b", sites.path().join("link")).unwrap();
        std::fs::remove_dir(&dir).unwrap();
        std::fs::rename(sites.path().join("link"), &dir).unwrap();
        session_arrives().await;
        let swapped = root.open_docroot(&host, &wildcard).unwrap();
        assert_eq!(swapped.id(), id_of("b"));
        session_arrives().await;
        assert!(Arc::ptr_eq(
            &swapped,
            &root.open_docroot(&host, &wildcard).unwrap()
        ));

        // The symlink's target renamed: the name no longer leads to it.
        std::fs::rename(sites.path().join("b"), sites.path().join("c")).unwrap();
        session_arrives().await;
        // Gone: the host falls back to the wildcard's docroot.
        let fallback = root.open_docroot(&host, &wildcard).unwrap();
        assert_eq!(fallback.id(), id_of("*.example.com"));
    }

    #[tokio::test]
    async fn a_docroot_symlinked_anywhere_is_held_and_watched_all_the_way() {
        let sites = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let www = outside.path().join("www");
        std::fs::create_dir(&www).unwrap();
        // Absolute, as the bench's sites and many hosts' are.
        std::os::unix::fs::symlink(&www, sites.path().join("a.example.com")).unwrap();
        let root = SitesRoot::new(sites.path());
        let host = name("a.example.com");
        let first = root.open_docroot(&host, &host).unwrap();
        session_arrives().await;
        assert!(Arc::ptr_eq(
            &first,
            &root.open_docroot(&host, &host).unwrap()
        ));

        // The target replaced, far from the sites directory.
        std::fs::rename(&www, outside.path().join("old")).unwrap();
        std::fs::create_dir(&www).unwrap();
        session_arrives().await;
        let replaced = root.open_docroot(&host, &host).unwrap();
        assert_ne!(replaced.id(), first.id());
        assert_eq!(
            replaced.id(),
            Docroot::open(&www).unwrap().id(),
            "the new directory serves"
        );
    }

    #[tokio::test]
    async fn a_docroot_that_cannot_be_watched_is_opened_per_session() {
        let parent = tempfile::tempdir().unwrap();
        let sites = parent.path().join("sites");
        std::fs::create_dir_all(parent.path().join("www")).unwrap();
        std::fs::create_dir(&sites).unwrap();
        // `..` above the sites directory: the walk does not follow it.
        std::os::unix::fs::symlink("../www", sites.join("a.example.com")).unwrap();
        let root = SitesRoot::new(&sites);
        let host = name("a.example.com");
        let first = root.open_docroot(&host, &host).unwrap();
        session_arrives().await;
        let again = root.open_docroot(&host, &host).unwrap();
        // Opened per session, and still served.
        assert!(!Arc::ptr_eq(&first, &again));
        assert_eq!(again.id(), first.id());
        assert_eq!(root.held.held(), 0);
    }
}
