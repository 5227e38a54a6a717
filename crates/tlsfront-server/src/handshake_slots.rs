//! The cap on handshakes in progress (`limits.max_handshakes`), which a reload can change.
//!
//! A larger cap adds permits at once. A smaller one takes back the permits that are free, and
//! the rest as the handshakes holding them finish: a background task waits for them, ahead of
//! any new handshake (tokio's semaphore is fair), and forgets them. So once a shrink is done
//! at most the new cap is in progress, and no handshake already going is cut short.

use std::sync::Arc;

use tokio::sync::{Semaphore, SemaphorePermit};

/// The handshake slots every connection shares.
#[derive(Debug)]
pub(crate) struct HandshakeSlots {
    /// Never closed, so acquiring it only waits.
    semaphore: Arc<Semaphore>,
}

impl HandshakeSlots {
    pub(crate) fn new(slots: usize) -> Self {
        HandshakeSlots {
            semaphore: Arc::new(Semaphore::new(slots)),
        }
    }

    /// Waits for a slot; the slot is held until the permit is dropped.
    pub(crate) async fn acquire(&self) -> Option<SemaphorePermit<'_>> {
        self.semaphore.acquire().await.ok()
    }

    /// Changes the cap from `from` (the cap in force) to `to`. Needs a tokio runtime when it
    /// shrinks, for the task that takes back the slots still held.
    pub(crate) fn resize(&self, from: usize, to: usize) {
        if to >= from {
            self.semaphore.add_permits(to - from);
            return;
        }
        let fewer = from - to;
        let owed = fewer - self.semaphore.forget_permits(fewer);
        if owed == 0 {
            return;
        }
        // More than u32::MAX handshakes cannot be in progress: the cap is far below that.
        let owed = u32::try_from(owed).unwrap_or(u32::MAX);
        let semaphore = self.semaphore.clone();
        tokio::spawn(async move {
            if let Ok(permits) = semaphore.acquire_many_owned(owed).await {
                permits.forget();
            }
        });
    }

    /// Slots free now (for tests).
    #[cfg(test)]
    fn free(&self) -> usize {
        self.semaphore.available_permits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn growing_adds_slots_and_shrinking_takes_back_held_ones_as_they_are_freed() {
        let slots = HandshakeSlots::new(3);
        let held: Vec<_> = [slots.acquire().await, slots.acquire().await]
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(slots.free(), 1);
        slots.resize(3, 5);
        assert_eq!(slots.free(), 3);

        // Down to 1 with 2 held: the 3 free go at once, 1 more is owed.
        slots.resize(5, 1);
        assert_eq!(slots.free(), 0);
        drop(held);
        // The owed slot is taken back by the background task; then 1 is free.
        for _ in 0..100 {
            tokio::task::yield_now().await;
        }
        assert_eq!(slots.free(), 1);
    }
}
