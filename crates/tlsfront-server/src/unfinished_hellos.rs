//! Connections still sending their PROXY header or ClientHello, at most `limits.max_handshakes`
//! of them: past that, the oldest is closed to make room for the newest.
//!
//! Before its ClientHello is read, a connection has no host name, so neither the fair gate nor
//! a per-host limit can tell a slowloris (thousands of connections that never finish a hello)
//! from the tenants beside it, and a per-address limit cannot either when they share a NAT.
//! Making new connections wait for room, as a semaphore would, hands the door to whoever holds
//! it longest. Closing the oldest instead keeps it open: a client that sends its hello at once
//! is through in a round trip, long before the thousands that arrived after it could crowd it
//! out, while a connection that dawdles is the first to go.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::Notify;

/// Every connection still sending its hello, oldest first.
#[derive(Debug)]
pub(crate) struct UnfinishedHellos {
    cap: AtomicUsize,
    waiting: Mutex<Waiting>,
}

#[derive(Debug, Default)]
struct Waiting {
    next_id: u64,
    /// By arrival: the first entry is the oldest.
    by_arrival: BTreeMap<u64, Arc<Notify>>,
}

/// One connection's place among the unfinished hellos; leaving it (drop) frees the place.
#[derive(Debug)]
pub(crate) struct HelloPlace {
    id: u64,
    crowded_out: Arc<Notify>,
    hellos: Arc<UnfinishedHellos>,
}

impl UnfinishedHellos {
    pub(crate) fn new(cap: usize) -> Self {
        UnfinishedHellos {
            cap: AtomicUsize::new(cap.max(1)),
            waiting: Mutex::new(Waiting::default()),
        }
    }

    /// A reload's new cap; the excess goes as new connections arrive.
    pub(crate) fn set_cap(&self, cap: usize) {
        self.cap.store(cap.max(1), Ordering::Relaxed);
    }

    /// Takes a place for a new connection, crowding out the oldest ones when the room is full.
    pub(crate) fn enter(self: &Arc<Self>) -> HelloPlace {
        let crowded_out = Arc::new(Notify::new());
        let cap = self.cap.load(Ordering::Relaxed);
        let mut waiting = self.lock();
        while waiting.by_arrival.len() >= cap {
            match waiting.by_arrival.pop_first() {
                // `notify_one` keeps a permit when nobody waits yet, so it is never lost.
                Some((_, oldest)) => oldest.notify_one(),
                None => break,
            }
        }
        let id = waiting.next_id;
        waiting.next_id += 1;
        waiting.by_arrival.insert(id, crowded_out.clone());
        HelloPlace {
            id,
            crowded_out,
            hellos: self.clone(),
        }
    }

    /// The waiting list; a poisoned lock still holds a whole one (nothing panics midway).
    fn lock(&self) -> MutexGuard<'_, Waiting> {
        self.waiting.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Connections still sending their hello.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().by_arrival.len()
    }
}

impl HelloPlace {
    /// Resolves when a newer connection took this one's place.
    pub(crate) async fn crowded_out(&self) {
        self.crowded_out.notified().await;
    }
}

impl Drop for HelloPlace {
    fn drop(&mut self) {
        self.hellos.lock().by_arrival.remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    async fn is_crowded_out(place: &HelloPlace) -> bool {
        tokio::time::timeout(Duration::from_millis(1), place.crowded_out())
            .await
            .is_ok()
    }

    #[tokio::test]
    async fn a_full_room_closes_its_oldest_for_the_newest() {
        let hellos = Arc::new(UnfinishedHellos::new(2));
        let first = hellos.enter();
        let second = hellos.enter();
        assert!(!is_crowded_out(&first).await);
        let third = hellos.enter();
        assert!(is_crowded_out(&first).await, "the oldest goes");
        assert!(!is_crowded_out(&second).await);
        assert!(!is_crowded_out(&third).await);
        assert_eq!(hellos.len(), 2);
        // A connection that finishes its hello leaves; then nobody need go.
        drop(second);
        let fourth = hellos.enter();
        assert!(!is_crowded_out(&third).await);
        assert!(!is_crowded_out(&fourth).await);
        drop(first);
        assert_eq!(
            hellos.len(),
            2,
            "the crowded-out one had already left the room"
        );
    }

    #[tokio::test]
    async fn a_smaller_cap_crowds_out_the_excess_as_connections_arrive() {
        let hellos = Arc::new(UnfinishedHellos::new(3));
        let places: Vec<_> = (0..3).map(|_| hellos.enter()).collect();
        hellos.set_cap(1);
        let newest = hellos.enter();
        for place in &places {
            assert!(is_crowded_out(place).await);
        }
        assert!(!is_crowded_out(&newest).await);
        assert_eq!(hellos.len(), 1);
    }
}
