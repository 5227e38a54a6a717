//! Open connections per client address, and per /24 (IPv4) and /64 (IPv6) prefix, each with a
//! guard that counts the connection while it lives. The counts live in one map, keyed by
//! address and by prefix; an entry goes when its count falls to zero, so the map holds the
//! clients connected now and nothing more.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// The client limits: most open connections per address and per prefix; 0 is no limit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClientLimits {
    pub per_address: u32,
    pub per_ipv4_24: u32,
    pub per_ipv6_64: u32,
}

/// Which client limit refused a connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClientRefusal {
    Address,
    Prefix,
}

/// The count keys of one address: the address, and its prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum CountKey {
    Address(u128),
    Prefix(u128),
}

/// Open connections by client.
#[derive(Debug, Default)]
pub struct ClientCounts {
    counts: Mutex<HashMap<CountKey, u32>>,
}

/// Counts one connection until dropped.
#[derive(Debug)]
pub struct ClientGuard {
    counts: Arc<ClientCounts>,
    keys: [CountKey; 2],
}

impl ClientCounts {
    /// Counts a connection from `ip`, unless it would pass a limit. With no limit set, nothing
    /// is counted and no guard is made.
    pub fn admit(
        self: &Arc<Self>,
        ip: IpAddr,
        limits: ClientLimits,
    ) -> Result<Option<ClientGuard>, ClientRefusal> {
        let (address, prefix, prefix_limit) = keys(ip, limits);
        if limits.per_address == 0 && prefix_limit == 0 {
            return Ok(None);
        }
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        let current = |key| counts.get(&key).copied().unwrap_or(0);
        if limits.per_address != 0 && current(address) >= limits.per_address {
            return Err(ClientRefusal::Address);
        }
        if prefix_limit != 0 && current(prefix) >= prefix_limit {
            return Err(ClientRefusal::Prefix);
        }
        for key in [address, prefix] {
            *counts.entry(key).or_insert(0) += 1;
        }
        Ok(Some(ClientGuard {
            counts: self.clone(),
            keys: [address, prefix],
        }))
    }

    /// Entries held now (for tests).
    #[cfg(test)]
    fn entries(&self) -> usize {
        self.counts.lock().map_or(0, |counts| counts.len())
    }
}

impl Drop for ClientGuard {
    fn drop(&mut self) {
        let mut counts = self.counts.counts.lock().unwrap_or_else(|p| p.into_inner());
        for key in self.keys {
            if let Some(count) = counts.get_mut(&key) {
                *count -= 1;
                if *count == 0 {
                    counts.remove(&key);
                }
            }
        }
    }
}

/// The address key, the prefix key and the prefix's limit, for `ip`. An IPv4 address reached
/// over an IPv6 socket counts as IPv4.
fn keys(ip: IpAddr, limits: ClientLimits) -> (CountKey, CountKey, u32) {
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
        v4 => v4,
    };
    match ip {
        IpAddr::V4(v4) => {
            let bits = u128::from(u32::from(v4));
            (
                CountKey::Address(bits),
                CountKey::Prefix(bits >> 8 << 8),
                limits.per_ipv4_24,
            )
        }
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) | (1 << 127);
            (
                CountKey::Address(bits),
                CountKey::Prefix(bits >> 64 << 64),
                limits.per_ipv6_64,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn addresses_and_prefixes_are_counted_while_connected() {
        let counts = Arc::new(ClientCounts::default());
        let limits = ClientLimits {
            per_address: 2,
            per_ipv4_24: 3,
            per_ipv6_64: 2,
        };
        let a = counts.admit(ip("192.0.2.1"), limits).unwrap();
        let b = counts.admit(ip("192.0.2.1"), limits).unwrap();
        assert_eq!(
            counts.admit(ip("192.0.2.1"), limits).unwrap_err(),
            ClientRefusal::Address
        );
        let c = counts.admit(ip("::ffff:192.0.2.9"), limits).unwrap();
        assert_eq!(
            counts.admit(ip("192.0.2.200"), limits).unwrap_err(),
            ClientRefusal::Prefix
        );
        assert!(counts.admit(ip("192.0.3.1"), limits).unwrap().is_some());
        drop((a, b, c));
        assert_eq!(counts.entries(), 0, "nothing kept for clients gone");

        let x = counts.admit(ip("2001:db8::1"), limits).unwrap();
        let y = counts.admit(ip("2001:db8::2"), limits).unwrap();
        assert_eq!(
            counts.admit(ip("2001:db8::3"), limits).unwrap_err(),
            ClientRefusal::Prefix
        );
        assert!(counts.admit(ip("2001:db8:0:1::1"), limits).is_ok());
        drop((x, y));
    }

    #[test]
    fn no_limit_counts_nothing() {
        let counts = Arc::new(ClientCounts::default());
        for _ in 0..100 {
            assert!(counts
                .admit(ip("192.0.2.1"), ClientLimits::default())
                .unwrap()
                .is_none());
        }
        assert_eq!(counts.entries(), 0);
    }
}
