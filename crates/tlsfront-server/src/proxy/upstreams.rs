//! Upstream addresses and the groups hosts are proxied to: round robin, and addresses taken
//! out while they refuse connections.
//!
//! An address is one [`Upstream`], shared by every host that lists it, so that its health and
//! its metrics are the address's, not a host's. A host's list is an [`UpstreamGroup`], made
//! when its entry is loaded; the order one request tries addresses in is the pure
//! [`attempt_order`].

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tlsfront_certs::UpstreamUrl;

use super::metrics::UpstreamStats;

/// Most addresses one request tries: the first, and two more when connecting fails. More
/// would only make a client wait longer when a whole group is down.
pub const MAX_ATTEMPTS: usize = 3;

/// Most addresses that get their own metrics labels; the rest share the label `other`, so a
/// store listing a distinct upstream for each of 100k hosts cannot make 100k series.
const MAX_LABELLED: usize = 1000;

/// One upstream address, as every host that lists it shares it.
#[derive(Debug)]
pub struct Upstream {
    pub url: UpstreamUrl,
    /// Its metrics label: the URL, or `other` past [`MAX_LABELLED`] addresses.
    pub label: Arc<str>,
    pub stats: UpstreamStats,
    /// False while it refuses connections; set again by the background probe.
    up: AtomicBool,
    /// Whether a background probe is running for it.
    probing: AtomicBool,
    /// The HTTP/2 connection, for `h2c://` upstreams.
    pub h2: tokio::sync::Mutex<Option<super::client::H2Sender>>,
    /// Kept-alive HTTP/1.1 connections, for `http://` upstreams.
    pub idle: super::pool::IdleConnections,
}

impl Upstream {
    pub fn is_up(&self) -> bool {
        self.up.load(Ordering::Relaxed)
    }

    /// Takes the address out after a failed connect. Returns true when the caller should
    /// start the background probe (none runs yet).
    pub fn mark_down(&self) -> bool {
        self.up.store(false, Ordering::Relaxed);
        !self.probing.swap(true, Ordering::AcqRel)
    }

    /// Puts the address back: the probe connected.
    pub fn mark_up(&self) {
        self.up.store(true, Ordering::Relaxed);
        self.probing.store(false, Ordering::Release);
    }
}

/// Every upstream address in use, by URL.
#[derive(Debug, Default)]
pub struct UpstreamRegistry {
    upstreams: Mutex<HashMap<UpstreamUrl, Arc<Upstream>>>,
}

impl UpstreamRegistry {
    /// The group for a host's list, sharing each address's [`Upstream`] with every other
    /// group that lists it.
    pub fn group(&self, urls: &[UpstreamUrl]) -> UpstreamGroup {
        // A poisoned lock only means another thread panicked while inserting; the map is
        // still whole (inserts are single calls).
        let mut upstreams = self
            .upstreams
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut members = Vec::with_capacity(urls.len());
        for url in urls {
            let labelled = upstreams.len() < MAX_LABELLED;
            let upstream = upstreams.entry(url.clone()).or_insert_with(|| {
                Arc::new(Upstream {
                    url: url.clone(),
                    label: if labelled {
                        url.to_string().into()
                    } else {
                        "other".into()
                    },
                    stats: UpstreamStats::default(),
                    up: AtomicBool::new(true),
                    probing: AtomicBool::new(false),
                    h2: tokio::sync::Mutex::new(None),
                    idle: Default::default(),
                })
            });
            members.push(upstream.clone());
        }
        UpstreamGroup {
            members,
            next: AtomicUsize::new(0),
        }
    }

    /// Every address, for `/metrics`.
    pub fn all(&self) -> Vec<Arc<Upstream>> {
        let upstreams = self
            .upstreams
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut all: Vec<_> = upstreams.values().cloned().collect();
        all.sort_by(|a, b| a.label.cmp(&b.label));
        all
    }
}

/// A host's upstreams, in round-robin order.
#[derive(Debug)]
pub struct UpstreamGroup {
    members: Vec<Arc<Upstream>>,
    next: AtomicUsize,
}

impl UpstreamGroup {
    /// The members one request tries, in order (see [`attempt_order`]).
    pub fn attempts(&self) -> Attempts {
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        attempt_order(start, self.members.len(), |index| {
            self.members[index].is_up()
        })
    }

    /// A member, by its index in an [`Attempts`].
    pub fn member(&self, index: usize) -> &Arc<Upstream> {
        &self.members[index]
    }
}

/// Member indices to try, in order: at most [`MAX_ATTEMPTS`], without an allocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attempts {
    indices: [usize; MAX_ATTEMPTS],
    len: usize,
}

impl Attempts {
    pub fn as_slice(&self) -> &[usize] {
        &self.indices[..self.len]
    }

    fn push(&mut self, index: usize) {
        self.indices[self.len] = index;
        self.len += 1;
    }
}

/// The members one request tries, of `count`, starting from its round-robin turn `start`:
/// those that are up, in rotation, at most [`MAX_ATTEMPTS`]. When none is up, every member in
/// rotation: the probe may not have noticed one is back, and trying beats refusing outright.
pub fn attempt_order(start: usize, count: usize, is_up: impl Fn(usize) -> bool) -> Attempts {
    let mut attempts = Attempts {
        indices: [0; MAX_ATTEMPTS],
        len: 0,
    };
    if count == 0 {
        return attempts;
    }
    let rotation = (0..count).map(|offset| (start + offset) % count);
    for index in rotation.clone().filter(|&index| is_up(index)) {
        if attempts.len == MAX_ATTEMPTS {
            break;
        }
        attempts.push(index);
    }
    if attempts.len == 0 {
        for index in rotation.take(MAX_ATTEMPTS) {
            attempts.push(index);
        }
    }
    attempts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(start: usize, up: &[bool]) -> Vec<usize> {
        attempt_order(start, up.len(), |index| up[index])
            .as_slice()
            .to_vec()
    }

    #[test]
    fn requests_take_turns_over_the_members_that_are_up() {
        assert_eq!(order(0, &[true, true, true]), [0, 1, 2]);
        assert_eq!(order(1, &[true, true, true]), [1, 2, 0]);
        assert_eq!(order(5, &[true, true, true]), [2, 0, 1]);
        assert_eq!(order(0, &[true, false, true]), [0, 2]);
        assert_eq!(order(1, &[true, false, true]), [2, 0]);
        assert_eq!(order(0, &[true; 5]), [0, 1, 2]);
        assert_eq!(order(3, &[true]), [0]);
        assert!(order(0, &[]).is_empty());
    }

    #[test]
    fn when_every_member_is_down_all_are_tried_anyway() {
        assert_eq!(order(1, &[false, false]), [1, 0]);
        assert_eq!(order(0, &[false; 4]), [0, 1, 2]);
    }

    #[test]
    fn groups_share_one_upstream_per_address_and_rotate() {
        let registry = UpstreamRegistry::default();
        let a = UpstreamUrl::parse("http://10.0.0.1:80").unwrap();
        let b = UpstreamUrl::parse("http://10.0.0.2:80").unwrap();
        let one = registry.group(&[a.clone(), b.clone()]);
        let two = registry.group(std::slice::from_ref(&b));
        assert!(Arc::ptr_eq(&one.members[1], &two.members[0]));
        let urls = |group: &UpstreamGroup| -> Vec<UpstreamUrl> {
            let attempts = group.attempts();
            attempts
                .as_slice()
                .iter()
                .map(|&index| group.member(index).url.clone())
                .collect()
        };
        let first = urls(&one);
        let second = urls(&one);
        assert_eq!(first, [a.clone(), b.clone()]);
        assert_eq!(second, [b.clone(), a.clone()]);

        assert!(
            two.members[0].mark_down(),
            "the first failure starts a probe"
        );
        assert!(!two.members[0].mark_down(), "one probe at a time");
        assert_eq!(urls(&one), [a]);
        two.members[0].mark_up();
        assert!(two.members[0].is_up());
        assert_eq!(registry.all().len(), 2);
    }
}
