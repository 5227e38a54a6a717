//! The servers a run connects to: one address, or the instances of a fleet (each new connection
//! goes to one of them, as a load balancer without stickiness would send it).

use std::net::SocketAddr;

use clap::ValueEnum;

use crate::hosts::splitmix64;

/// Which target each new connection goes to (`--connect-order`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TargetOrder {
    /// Each address in turn.
    Cycle,
    /// A uniformly random address each time: a client's next connection to a host lands on
    /// any instance, whatever host order is chosen (with `cycle` for both, a host would always
    /// land on the same instance when the host count is a multiple of the target count).
    Random,
}

/// The addresses to connect to and how to pick one; never empty.
#[derive(Debug, Clone)]
pub struct Targets {
    addresses: Vec<SocketAddr>,
    order: TargetOrder,
}

/// Mixed into the seed so that the random target sequence does not follow the random host
/// sequence of the same seed (both start from `seed + cursor`).
const TARGET_STREAM: u64 = 0x5851_f42d_4c95_7f2d;

impl Targets {
    /// `None` when `addresses` is empty.
    pub fn new(addresses: Vec<SocketAddr>, order: TargetOrder) -> Option<Self> {
        (!addresses.is_empty()).then_some(Self { addresses, order })
    }

    /// The index of the target the `cursor`-th connection goes to.
    pub fn pick(&self, cursor: u64, seed: u64) -> usize {
        let count = self.addresses.len() as u64;
        let index = match self.order {
            TargetOrder::Cycle => cursor % count,
            TargetOrder::Random => splitmix64(seed.wrapping_add(cursor) ^ TARGET_STREAM) % count,
        };
        // Less than the length of a Vec, so it fits in usize.
        index as usize
    }

    pub fn address(&self, index: usize) -> SocketAddr {
        self.addresses[index]
    }

    pub fn addresses(&self) -> &[SocketAddr] {
        &self.addresses
    }

    /// The first address (the only one, in download mode).
    pub fn first(&self) -> SocketAddr {
        self.addresses[0]
    }

    pub fn len(&self) -> usize {
        self.addresses.len()
    }

    pub fn is_empty(&self) -> bool {
        self.addresses.is_empty()
    }

    pub fn order(&self) -> TargetOrder {
        self.order
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn targets(count: u16, order: TargetOrder) -> Targets {
        let addresses = (0..count)
            .map(|i| SocketAddr::from(([127, 0, 0, 1], 9000 + i)))
            .collect();
        Targets::new(addresses, order).unwrap()
    }

    #[test]
    fn no_addresses_no_targets() {
        assert!(Targets::new(Vec::new(), TargetOrder::Cycle).is_none());
    }

    #[test]
    fn cycle_takes_each_in_turn() {
        let t = targets(3, TargetOrder::Cycle);
        let picks: Vec<usize> = (0..6).map(|cursor| t.pick(cursor, 7)).collect();
        assert_eq!(picks, [0, 1, 2, 0, 1, 2]);
    }

    #[test]
    fn random_spreads_over_every_target_and_does_not_follow_the_hosts() {
        let t = targets(3, TargetOrder::Random);
        let mut seen = [0u32; 3];
        for cursor in 0..3000 {
            seen[t.pick(cursor, 42)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
        // The host order of the same seed and cursor (splitmix64(seed + cursor)) modulo 3
        // would give the same sequence; the target order must not.
        let same = (0..300)
            .filter(|&c| t.pick(c, 42) as u64 == splitmix64(42 + c) % 3)
            .count();
        assert!(same < 200, "{same} of 300 follow the host sequence");
        assert_eq!(targets(1, TargetOrder::Random).pick(5, 1), 0);
    }
}
