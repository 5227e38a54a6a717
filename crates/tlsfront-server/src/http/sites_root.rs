//! Where each host's docroot lives: `<sites>/<host>/`, or, for a host served by a wildcard
//! certificate that has no directory of its own, the wildcard's `<sites>/*.example.com/`.

use std::path::PathBuf;

use tlsfront_certs::HostName;

/// The `--sites` directory: it holds every host's docroot.
#[derive(Debug, Clone)]
pub struct SitesRoot {
    root: PathBuf,
}

impl SitesRoot {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        SitesRoot { root: root.into() }
    }

    /// The docroot for a session's host, given the store entry its certificate came from.
    /// `None` when the host has no docroot: every request then gets 404.
    pub fn docroot_of(&self, host: &HostName, entry: &HostName) -> Option<PathBuf> {
        // Host names hold only [a-z0-9.-] (and "*." for wildcard entries), so these stay in root.
        let own = self.root.join(host.as_str());
        if own.is_dir() {
            return Some(own);
        }
        if entry.is_wildcard() && entry.wildcard_covers(host) {
            let shared = self.root.join(entry.as_str());
            if shared.is_dir() {
                return Some(shared);
            }
        }
        None
    }
}
