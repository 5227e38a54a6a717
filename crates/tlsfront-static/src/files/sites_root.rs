//! Where each host's docroot lives: `<sites>/<host>/`, or, for a host served by a wildcard
//! certificate that has no directory of its own, the wildcard's `<sites>/*.example.com/`.

use std::io;
use std::path::PathBuf;

use tlsfront_store::HostName;

use super::docroot::Docroot;

/// The `--sites` directory: it holds every host's docroot.
#[derive(Debug, Clone)]
pub struct SitesRoot {
    root: PathBuf,
}

impl SitesRoot {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        SitesRoot { root: root.into() }
    }

    /// Opens the docroot for a session's host, given the store entry its certificate came from.
    /// `None` when the host has no docroot (every request then gets 404) or it cannot be opened.
    ///
    /// Opened per session, so a docroot whose symlink is swapped serves the new tree to new
    /// sessions. The open itself is the existence check (one `openat`, no `stat` before it).
    pub fn open_docroot(&self, host: &HostName, entry: &HostName) -> Option<Docroot> {
        // Host names hold only [a-z0-9.-] (and "*." for wildcard entries), so these stay in root.
        match Docroot::open(&self.root.join(host.as_str())) {
            Ok(docroot) => return Some(docroot),
            Err(err) if !is_absent(&err) => return None,
            Err(_) => {}
        }
        if entry.is_wildcard() && entry.wildcard_covers(host) {
            return Docroot::open(&self.root.join(entry.as_str())).ok();
        }
        None
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
}
