//! Reading `CLUSTER NODES`: which nodes are primaries that serve slots (where keys, and so
//! keyspace notifications, live), and every node's address (where to ask next time).
//!
//! A line is `<id> <ip:port@cport[,hostname]> <flags> <primary> <ping> <pong> <epoch> <link>
//! <slot|range>…`. `CLUSTER NODES` exists on every Redis that has Cluster (`CLUSTER SHARDS`
//! only from 7.0).

use super::url::NodeAddress;

/// A primary that serves at least one slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::source::redis) struct Primary {
    pub address: NodeAddress,
    /// One slot it serves: a command routed to this slot reaches this primary (SCAN is sent
    /// this way, so it follows the cluster's own routing rather than an address).
    pub slot: u16,
}

/// The primaries that serve slots and are not known to have failed, in address order (so two
/// readings of the same cluster compare equal).
pub(in crate::source::redis) fn serving_primaries(nodes: &str) -> Vec<Primary> {
    let mut primaries: Vec<Primary> = nodes
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let flags = fields.get(2)?.split(',').collect::<Vec<_>>();
            let usable = flags.contains(&"master")
                && !flags
                    .iter()
                    .any(|flag| matches!(*flag, "fail" | "handshake" | "noaddr"));
            if !usable {
                return None;
            }
            let slot = fields
                .get(8..)?
                .iter()
                .find_map(|slots| first_slot(slots))?;
            Some(Primary {
                address: address_of(fields.get(1)?)?,
                slot,
            })
        })
        .collect();
    primaries.sort_by(|a, b| a.address.cmp(&b.address));
    primaries
}

/// Every node's address, primaries and replicas, failed or not.
pub(in crate::source::redis) fn all_addresses(nodes: &str) -> Vec<NodeAddress> {
    nodes
        .lines()
        .filter_map(|line| address_of(line.split_whitespace().nth(1)?))
        .collect()
}

/// `ip:port@cport[,hostname]` -> ip and port; `None` for a node without an address (`:0@0`).
fn address_of(field: &str) -> Option<NodeAddress> {
    let (ip_port, _) = field.split_once('@').unwrap_or((field, ""));
    let (host, port) = ip_port.rsplit_once(':')?;
    let port = port.parse::<u16>().ok().filter(|port| *port != 0)?;
    (!host.is_empty()).then(|| NodeAddress {
        host: host.to_owned(),
        port,
    })
}

/// The first slot of `5461` or `0-5460`; `None` for a slot in migration (`[5461->-id]`).
fn first_slot(slots: &str) -> Option<u16> {
    if slots.starts_with('[') {
        return None;
    }
    let first = slots.split_once('-').map_or(slots, |(first, _)| first);
    first.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NODES: &str = "\
07c37dfeb235213a872192d90877d0cd55635b91 127.0.0.1:30004@31004,host-d slave e7d1eecce10fd6bb5eb35b9f99a514335d9ba9ca 0 1426238317239 4 connected
67ed2db8d677e59ec4a4cefb06858cf2a1a89fa1 127.0.0.1:30002@31002 master - 0 1426238316232 2 connected 5461-10922
292f8b365bb7edb5e285caf0b7e6ddc7265d2f4f 127.0.0.1:30003@31003 master - 0 1426238318243 3 connected 10923-16383
6ec23923021cf3ffec47632106199cb7f496ce01 127.0.0.1:30005@31005 slave 67ed2db8d677e59ec4a4cefb06858cf2a1a89fa1 0 1426238316232 5 connected
824fe116063bc5fcf9f4ffd895bc17aee7731ac3 127.0.0.1:30006@31006 master,fail - 1426238316232 0 6 disconnected 100
e7d1eecce10fd6bb5eb35b9f99a514335d9ba9ca 127.0.0.1:30001@31001 myself,master - 0 0 1 connected 0-5460 [5461-<-67ed2db8d677e59ec4a4cefb06858cf2a1a89fa1]
a1b2 127.0.0.1:30007@31007 master - 0 0 7 connected
c3d4 :0@0 master,noaddr - 0 0 8 disconnected 200
e5f6 2001:db8::7:30008@31008 master,fail? - 0 0 9 connected [77->-x] 77
";

    fn node(host: &str, port: u16) -> NodeAddress {
        NodeAddress {
            host: host.to_owned(),
            port,
        }
    }

    #[test]
    fn serving_primaries_are_those_with_slots_and_no_failure() {
        let primaries = serving_primaries(NODES);
        let found: Vec<(NodeAddress, u16)> = primaries
            .into_iter()
            .map(|primary| (primary.address, primary.slot))
            .collect();
        assert_eq!(
            found,
            [
                (node("127.0.0.1", 30001), 0),
                (node("127.0.0.1", 30002), 5461),
                (node("127.0.0.1", 30003), 10923),
                // Only suspected of failing: it still serves its slot.
                (node("2001:db8::7", 30008), 77),
            ]
        );
    }

    #[test]
    fn every_node_with_an_address_is_listed() {
        let addresses = all_addresses(NODES);
        assert_eq!(addresses.len(), 8);
        assert!(addresses.contains(&node("127.0.0.1", 30004)));
        assert!(addresses.contains(&node("127.0.0.1", 30006)));
    }

    #[test]
    fn junk_lines_are_skipped() {
        assert!(serving_primaries("garbage\n\n x y master\n").is_empty());
        assert!(all_addresses("id nonsense master").is_empty());
    }
}
