//! The HTTP/1.1 server's buffers, lent by the thread while a connection is busy.
//!
//! A connection holds no buffer while it waits (`http1.rs`), so each burst of requests used to
//! allocate its read buffer and its response buffer, and free them when the burst was answered:
//! two or three allocations per kept-alive request. Here a burst borrows them from a small
//! per-thread stock and gives them back cleared, capacity kept, so the next burst on any
//! connection of the thread allocates nothing. The stock is bounded in count and in size, so
//! what it keeps is a few buffers per thread, never one per connection.

use std::cell::RefCell;

/// Buffers kept per thread: more connections than this busy at once on one thread allocate.
const SPARE_BUFFERS: usize = 16;
/// A buffer larger than this (a long request head, a large cached file's answer) is freed
/// rather than kept: 64 KiB of file and its head.
const SPARE_CAPACITY: usize = 66 * 1024;

thread_local! {
    static SPARE: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
}

/// A burst's read buffer and response buffer, given back to the thread's stock when dropped.
#[derive(Debug)]
pub(crate) struct BurstBuffers {
    /// Request bytes read and not yet answered.
    pub(crate) request: Vec<u8>,
    /// The response being written.
    pub(crate) response: Vec<u8>,
}

impl BurstBuffers {
    pub(crate) fn lend() -> Self {
        BurstBuffers {
            request: take(),
            response: take(),
        }
    }
}

impl Drop for BurstBuffers {
    fn drop(&mut self) {
        give_back(std::mem::take(&mut self.request));
        give_back(std::mem::take(&mut self.response));
    }
}

fn take() -> Vec<u8> {
    SPARE
        .try_with(|spare| spare.borrow_mut().pop())
        .ok()
        .flatten()
        .unwrap_or_default()
}

fn give_back(mut buffer: Vec<u8>) {
    if buffer.capacity() == 0 || buffer.capacity() > SPARE_CAPACITY {
        return;
    }
    buffer.clear();
    // During the thread's teardown the stock may be gone: the buffer is then just freed.
    let _ = SPARE.try_with(|spare| {
        let mut spare = spare.borrow_mut();
        if spare.len() < SPARE_BUFFERS {
            spare.push(buffer);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_come_back_cleared_with_their_capacity_and_the_stock_is_bounded() {
        let mut first = BurstBuffers::lend();
        first.request.extend_from_slice(b"GET / HTTP/1.1\r\n");
        first.response.reserve(1000);
        let (request_at, response_at) = (first.request.as_ptr(), first.response.as_ptr());
        drop(first);
        let again = BurstBuffers::lend();
        // Last in, first out: the response buffer comes back first.
        assert_eq!(again.request.as_ptr(), response_at);
        assert_eq!(again.response.as_ptr(), request_at);
        assert!(again.request.is_empty() && again.request.capacity() >= 1000);
        drop(again);

        let many: Vec<BurstBuffers> = (0..SPARE_BUFFERS)
            .map(|_| {
                let mut lent = BurstBuffers::lend();
                lent.request.reserve(10);
                lent.response.reserve(10);
                lent
            })
            .collect();
        drop(many);
        assert_eq!(SPARE.with_borrow(Vec::len), SPARE_BUFFERS);
        let mut huge = BurstBuffers::lend();
        huge.request.reserve(SPARE_CAPACITY + 1);
        let kept = SPARE.with_borrow(Vec::len);
        drop(huge);
        // The huge one is freed; the other one fills the stock back up.
        assert_eq!(SPARE.with_borrow(Vec::len), kept + 1);
    }
}
