//! Server connection IDs that say which process issued them: the first byte is the process's
//! epoch, the other seven random (quinn's default length, 8). After an upgrade the new process
//! routes a datagram by that byte alone (`super::forward`), as nginx's `quic_bpf` routes by
//! the ID's first bytes. An observer learns only which process of this server a connection
//! is on, which the server's address already tells; two IDs of one connection stay unlinkable.

use std::time::Duration;

use quinn::{ConnectionId, ConnectionIdGenerator};

/// quinn's default length: the epoch byte and 56 random bits, as many as quinn's own IDs
/// have beside its hash byte.
const CID_LEN: usize = 8;

/// Issues this process's connection IDs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct EpochConnectionIds {
    pub epoch: u8,
}

impl ConnectionIdGenerator for EpochConnectionIds {
    fn generate_cid(&mut self) -> ConnectionId {
        let mut bytes = [0u8; CID_LEN];
        bytes[0] = self.epoch;
        fill_random(&mut bytes[1..]);
        ConnectionId::new(&bytes)
    }

    fn cid_len(&self) -> usize {
        CID_LEN
    }

    fn cid_lifetime(&self) -> Option<Duration> {
        None
    }
}

/// This process's epoch: one that no process still serving on the sockets has (`taken`).
pub(crate) fn choose_epoch(taken: &[u8]) -> u8 {
    let mut start = [0u8; 1];
    fill_random(&mut start);
    (0..=u8::MAX)
        .map(|step| start[0].wrapping_add(step))
        .find(|epoch| !taken.contains(epoch))
        // At most a few processes drain at once: 256 are never all taken.
        .unwrap_or(start[0])
}

fn fill_random(bytes: &mut [u8]) {
    if aws_lc_rs::rand::fill(bytes).is_err() {
        // aws-lc's generator does not fail once the process runs; if it ever did, an ID must
        // still be unpredictable enough to be unique, not secret.
        fastrand::fill(bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_carry_the_epoch_and_differ() {
        let mut ids = EpochConnectionIds { epoch: 0x5a };
        let (first, second) = (ids.generate_cid(), ids.generate_cid());
        assert_eq!((first.len(), first[0], second[0]), (CID_LEN, 0x5a, 0x5a));
        assert_ne!(first, second);
    }

    #[test]
    fn an_epoch_taken_by_a_predecessor_is_never_chosen() {
        let taken: Vec<u8> = (0..=u8::MAX).filter(|byte| *byte != 7).collect();
        assert_eq!(choose_epoch(&taken), 7);
        for _ in 0..100 {
            assert!(![1, 2].contains(&choose_epoch(&[1, 2])));
        }
    }
}
