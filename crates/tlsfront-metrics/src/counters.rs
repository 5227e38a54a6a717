//! Counters: one count ([`Counter`]), and one count per set of label values ([`Counters`]).

use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::labels::LabelSet;

/// A monotonically increasing count.
#[derive(Debug, Default)]
pub struct Counter(AtomicU64);

impl Counter {
    pub const fn new() -> Self {
        Counter(AtomicU64::new(0))
    }

    pub fn inc(&self) {
        self.add(1);
    }

    pub fn add(&self, n: u64) {
        self.0.fetch_add(n, Ordering::Relaxed);
    }

    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// A counter for each set of label values.
#[derive(Debug)]
pub struct Counters<S> {
    pub(crate) counts: Box<[Counter]>,
    labels: PhantomData<S>,
}

impl<S: LabelSet> Default for Counters<S> {
    fn default() -> Self {
        Counters {
            counts: (0..S::COUNT).map(|_| Counter::new()).collect(),
            labels: PhantomData,
        }
    }
}

impl<S: LabelSet> Counters<S> {
    pub fn inc(&self, set: S) {
        self.counts[set.slot()].inc();
    }

    pub fn add(&self, set: S, n: u64) {
        self.counts[set.slot()].add(n);
    }

    pub fn get(&self, set: S) -> u64 {
        self.counts[set.slot()].get()
    }

    /// The sum over every set.
    pub fn total(&self) -> u64 {
        self.counts.iter().map(Counter::get).sum()
    }
}
