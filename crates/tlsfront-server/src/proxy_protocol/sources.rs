//! Which TCP peers must send a PROXY header: address ranges (`10.0.0.0/8`, `2001:db8::/32`) or
//! single addresses, as `proxy_protocol_from` lists them.

use std::fmt;
use std::net::{AddrParseError, IpAddr, Ipv4Addr, Ipv6Addr};
use std::num::ParseIntError;
use std::str::FromStr;

/// An IPv4 or IPv6 network, or one address (a /32 or /128).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IpRange {
    network: IpAddr,
    prefix_len: u8,
}

/// Why a text is not an [`IpRange`].
#[derive(Debug, thiserror::Error)]
pub enum IpRangeError {
    #[error("not an IP address")]
    Address(#[source] AddrParseError),
    #[error("the prefix length is not a number")]
    PrefixLength(#[source] ParseIntError),
    #[error("the prefix length is longer than {max} bits")]
    PrefixTooLong { max: u8 },
    /// `10.0.0.1/8`: most likely a typo, so it is refused rather than silently widened.
    #[error("the address has bits set past the prefix; the network is {network}")]
    HostBitsSet { network: IpRange },
}

impl IpRange {
    /// Whether `ip` is in the range. An IPv4-mapped IPv6 address (`::ffff:10.1.2.3`, what a
    /// dual-stack listener reports for an IPv4 peer) is taken as the IPv4 address it maps.
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.network, ip.to_canonical()) {
            (IpAddr::V4(network), IpAddr::V4(ip)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.prefix_len));
                let mask = mask.unwrap_or(0);
                u32::from(ip) & mask == u32::from(network)
            }
            (IpAddr::V6(network), IpAddr::V6(ip)) => {
                let mask = u128::MAX.checked_shl(128 - u32::from(self.prefix_len));
                let mask = mask.unwrap_or(0);
                u128::from(ip) & mask == u128::from(network)
            }
            _ => false,
        }
    }
}

/// Whether a peer at `ip` is one of `sources`, and so must send a PROXY header.
pub fn is_listed(sources: &[IpRange], ip: IpAddr) -> bool {
    sources.iter().any(|range| range.contains(ip))
}

impl FromStr for IpRange {
    type Err = IpRangeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let address: IpAddr = address.parse().map_err(IpRangeError::Address)?;
        let max = if address.is_ipv4() { 32 } else { 128 };
        let prefix_len = match prefix {
            Some(prefix) => prefix.parse().map_err(IpRangeError::PrefixLength)?,
            None => max,
        };
        if prefix_len > max {
            return Err(IpRangeError::PrefixTooLong { max });
        }
        let range = canonical(address, prefix_len);
        let network = IpRange {
            network: masked(range.network, range.prefix_len),
            ..range
        };
        if network != range {
            return Err(IpRangeError::HostBitsSet { network });
        }
        Ok(range)
    }
}

impl fmt::Display for IpRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix_len)
    }
}

/// `::ffff:10.0.0.0/104` is `10.0.0.0/8`: peers are matched as IPv4 when they map to IPv4, so
/// their ranges are kept as IPv4 too.
fn canonical(address: IpAddr, prefix_len: u8) -> IpRange {
    match address {
        IpAddr::V6(v6) if prefix_len >= 96 => match v6.to_ipv4_mapped() {
            Some(v4) => IpRange {
                network: IpAddr::V4(v4),
                prefix_len: prefix_len - 96,
            },
            None => IpRange {
                network: address,
                prefix_len,
            },
        },
        _ => IpRange {
            network: address,
            prefix_len,
        },
    }
}

fn masked(address: IpAddr, prefix_len: u8) -> IpAddr {
    match address {
        IpAddr::V4(v4) => {
            let mask = u32::MAX.checked_shl(32 - u32::from(prefix_len));
            IpAddr::V4(Ipv4Addr::from(u32::from(v4) & mask.unwrap_or(0)))
        }
        IpAddr::V6(v6) => {
            let mask = u128::MAX.checked_shl(128 - u32::from(prefix_len));
            IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask.unwrap_or(0)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(text: &str) -> IpRange {
        text.parse().unwrap_or_else(|err| panic!("{text}: {err:?}"))
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn ranges_and_single_addresses_match_what_they_cover() {
        let private = range("10.0.0.0/8");
        assert!(private.contains(ip("10.0.0.0")));
        assert!(private.contains(ip("10.255.255.255")));
        assert!(!private.contains(ip("11.0.0.0")));
        assert!(!private.contains(ip("9.255.255.255")));

        let one = range("127.0.0.2");
        assert_eq!(one.to_string(), "127.0.0.2/32");
        assert!(one.contains(ip("127.0.0.2")));
        assert!(!one.contains(ip("127.0.0.1")));

        let v6 = range("2001:db8::/32");
        assert!(v6.contains(ip("2001:db8:ffff::1")));
        assert!(!v6.contains(ip("2001:db9::1")));
        assert!(
            !v6.contains(ip("10.0.0.1")),
            "no IPv4 address is in an IPv6 range"
        );
        assert!(!private.contains(ip("2001:db8::1")));

        let v6_one = range("::1");
        assert_eq!(v6_one.to_string(), "::1/128");
        assert!(v6_one.contains(ip("::1")));
        assert!(!v6_one.contains(ip("::2")));
    }

    #[test]
    fn slash_zero_matches_its_whole_family() {
        assert!(range("0.0.0.0/0").contains(ip("203.0.113.7")));
        assert!(!range("0.0.0.0/0").contains(ip("2001:db8::1")));
        assert!(range("::/0").contains(ip("2001:db8::1")));
    }

    #[test]
    fn an_ipv4_mapped_peer_matches_ipv4_ranges() {
        // What a listener on [::] reports for an IPv4 client.
        assert!(range("10.0.0.0/8").contains(ip("::ffff:10.1.2.3")));
        assert!(range("127.0.0.2").contains(ip("::ffff:127.0.0.2")));
        assert!(!range("10.0.0.0/8").contains(ip("::ffff:11.1.2.3")));
        // And a mapped range is kept as the IPv4 range it maps.
        assert_eq!(range("::ffff:10.0.0.0/104"), range("10.0.0.0/8"));
        assert!(range("::ffff:10.0.0.0/104").contains(ip("10.9.9.9")));
    }

    #[test]
    fn bad_ranges_are_refused_with_the_reason() {
        for (text, expected) in [
            ("10.0.0.0/33", "longer than 32 bits"),
            ("::/129", "longer than 128 bits"),
            ("10.0.0.0/x", "prefix length is not a number"),
            ("10.0.0.0/", "prefix length is not a number"),
            ("example.com", "not an IP address"),
            ("", "not an IP address"),
            ("10.0.0.1/8", "the network is 10.0.0.0/8"),
            ("2001:db8::1/32", "the network is 2001:db8::/32"),
        ] {
            let err = text.parse::<IpRange>().unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
    }

    #[test]
    fn a_peer_is_listed_when_any_range_holds_it() {
        let sources = [range("10.0.0.0/8"), range("127.0.0.2")];
        assert!(is_listed(&sources, ip("127.0.0.2")));
        assert!(is_listed(&sources, ip("10.3.2.1")));
        assert!(!is_listed(&sources, ip("127.0.0.1")));
        assert!(
            !is_listed(&[], ip("127.0.0.2")),
            "nothing listed: no header is read"
        );
    }
}
