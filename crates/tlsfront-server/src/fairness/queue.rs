//! The order in which waiting work gets a turn: pure, no I/O, no clock of its own.
//!
//! A turn is the right to spend CPU on one step of one connection: a handshake's first flight
//! (its key agreement and signature), or a burst of requests. At most `slots` turns are held at
//! once. When none is free, work waits in its **flow** (the host it is for), and flows are
//! served by start-time fair queueing on the time their turns were held: each flow has a
//! virtual time, the total of its past turns; a flow that starts waiting starts no earlier
//! than the current virtual clock; the waiting flow with the smallest virtual time goes next.
//! So a host with a thousand handshakes waiting gets its share of the CPU and no more, and a
//! host that has been quiet goes first when it asks. Within a flow, clients take turns by
//! address, so a flood from one address (a NAT, a load balancer without the PROXY protocol)
//! does not starve the flow's other clients.
//!
//! **When the CPU is short**, turns are only handed out in that order. On one core a turn is
//! held only while its task is polled, so a slot is free whenever a task asks for one, and
//! granting free slots at once would leave the order to the runtime's queue of tasks: first
//! come, first served, a flood's thousand connections ahead of everyone else. So while turns
//! have been held for more than half of the recent time, every turn is queued, even when a slot
//! is free: a flood's connections wait here, cheaply, not in the runtime, and a quiet host's
//! work goes next. While the CPU is ample, a free slot is granted at once, at no cost.
//!
//! Bounds: a flow holds at most `max_waiting_per_flow` waiters and all flows `max_waiting`;
//! more is shed. A turn held longer than `lease` (its holder is waiting on a slow client or a
//! disk) stops counting against the slots, so stalled holders cannot starve everyone else.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The flow a turn is for: the host name a handshake or session serves. (Unknown names and
/// names that fail never take a turn: they are refused with an alert before any crypto.)
pub type FlowKey = Arc<str>;

/// A client, as flows tell them apart: its address, IPv4 mapped into IPv6.
pub type ClientKey = u128;

/// A granted turn's number, to give it back by.
pub type GrantId = u64;

/// The time over which the share of time turns were held is measured.
const LOAD_WINDOW: Duration = Duration::from_millis(10);
/// The CPU is short once turns were held for more than this share of a window (per slot)...
const SHORT_ABOVE: f64 = 0.5;
/// ...and ample again once they were held for less than this share. (While short, a turn is
/// held from its grant to its end, waits included, so the share reads high until demand
/// really falls.)
const AMPLE_BELOW: f64 = 0.25;

/// The bounds of a queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueueBounds {
    /// Turns held at once.
    pub slots: usize,
    /// How long a held turn counts against the slots.
    pub lease: Duration,
    pub max_waiting_per_flow: usize,
    pub max_waiting: usize,
}

impl Default for QueueBounds {
    fn default() -> Self {
        QueueBounds {
            // One turn per CPU the process may run on: more would let a flood's work queue up
            // in the runtime again, fewer would leave a CPU idle.
            slots: std::thread::available_parallelism().map_or(1, |n| n.get()),
            // Far above one step's CPU (a handshake's flight is well under a millisecond), far
            // below what a user notices: a holder waiting on a disk or an application stops
            // blocking the others after this.
            lease: Duration::from_millis(20),
            // A second or so of handshakes for one host at one core's pace; past it, more
            // waiting only adds latency, and the client is better off retrying.
            max_waiting_per_flow: 1024,
            // Bounds the memory of every queue together (a waiter is a few hundred bytes).
            max_waiting: 16384,
        }
    }
}

/// What asking for a turn came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Asked {
    /// Granted at once.
    Granted(GrantId),
    /// Queued: the waiter comes back in a [`Woken`] from a later call (possibly from this
    /// very call, when a slot was free).
    Queued,
    /// The flow's queue, or every queue, is full: the work is shed.
    Shed(ShedReason),
}

tlsfront_metrics::label! {
    /// Why work was shed.
    pub enum ShedReason: "reason" {
        /// The host's own queue is full.
        FlowFull => "host_queue_full",
        /// Every queue together is full.
        AllFull => "queues_full",
    }
}

/// A waiter to wake, with the turn it was granted.
#[derive(Debug, PartialEq, Eq)]
pub struct Woken<W> {
    pub waiter: W,
    pub grant: GrantId,
}

#[derive(Debug)]
struct Held {
    grant: GrantId,
    flow: FlowKey,
    since: Instant,
    /// Whether its flow was known when it was granted: only then is it charged, and the flow
    /// kept until it ends.
    counted: bool,
}

#[derive(Debug)]
struct Flow<W> {
    /// The total time of the turns it held, in nanoseconds of virtual time.
    vtime: u64,
    /// Waiters by client, the client to serve next at the front.
    clients: VecDeque<ClientKey>,
    waiters: HashMap<ClientKey, VecDeque<W>>,
    waiting: usize,
    /// Turns it holds that will be charged to it.
    held: usize,
    /// Its key in `FairQueue::ready` while it has waiters.
    ready_at: Option<(u64, u64)>,
}

impl<W> Flow<W> {
    fn new() -> Self {
        Flow {
            vtime: 0,
            clients: VecDeque::new(),
            waiters: HashMap::new(),
            waiting: 0,
            held: 0,
            ready_at: None,
        }
    }

    fn push(&mut self, client: ClientKey, waiter: W) {
        let queue = self.waiters.entry(client).or_default();
        if queue.is_empty() {
            self.clients.push_back(client);
        }
        queue.push_back(waiter);
        self.waiting += 1;
    }

    /// The next client's first waiter; that client goes to the back of the line.
    fn pop(&mut self) -> Option<W> {
        let client = self.clients.pop_front()?;
        let queue = self.waiters.get_mut(&client)?;
        let waiter = queue.pop_front();
        if queue.is_empty() {
            self.waiters.remove(&client);
        } else {
            self.clients.push_back(client);
        }
        self.waiting -= usize::from(waiter.is_some());
        waiter
    }
}

/// The turns and the flows waiting for them.
#[derive(Debug)]
pub struct FairQueue<W> {
    bounds: QueueBounds,
    /// Turns held, oldest first.
    held: VecDeque<Held>,
    next_grant: GrantId,
    /// The virtual time of the flow served last.
    vclock: u64,
    flows: HashMap<FlowKey, Flow<W>>,
    /// Flows with waiters, by (virtual start, arrival order).
    ready: BTreeSet<(u64, u64, FlowKey)>,
    arrivals: u64,
    waiting: usize,
    load: Load,
}

/// How much of the recent time turns were held.
#[derive(Debug)]
struct Load {
    /// When the current window began (at the first turn's end).
    window_start: Option<Instant>,
    held: Duration,
    short: bool,
}

impl Load {
    fn new() -> Self {
        Load {
            window_start: None,
            held: Duration::ZERO,
            short: false,
        }
    }

    /// Counts a turn's time, and closes the window once it is over.
    fn observe(&mut self, held: Duration, now: Instant, slots: usize) {
        self.held += held;
        let Some(window_start) = self.window_start else {
            self.window_start = Some(now);
            return;
        };
        let elapsed = now.saturating_duration_since(window_start);
        if elapsed < LOAD_WINDOW {
            return;
        }
        let capacity = elapsed.as_secs_f64() * slots.max(1) as f64;
        let share = self.held.as_secs_f64() / capacity;
        self.short = if self.short {
            share > AMPLE_BELOW
        } else {
            share > SHORT_ABOVE
        };
        self.window_start = Some(now);
        self.held = Duration::ZERO;
    }
}

impl<W> FairQueue<W> {
    pub fn new(bounds: QueueBounds) -> Self {
        FairQueue {
            bounds,
            held: VecDeque::new(),
            next_grant: 0,
            vclock: 0,
            flows: HashMap::new(),
            ready: BTreeSet::new(),
            arrivals: 0,
            waiting: 0,
            load: Load::new(),
        }
    }

    /// Whether the CPU is short: then every turn is queued, and taken in the fair order.
    pub fn short_of_cpu(&mut self, now: Instant) -> bool {
        self.load.observe(Duration::ZERO, now, self.bounds.slots);
        self.load.short
    }

    /// Asks for a turn for `flow`'s `client`. `waiter` is kept when the turn cannot be granted
    /// now, and comes back in a [`Woken`] when it is. Asking also grants what turns expired
    /// leases freed to the waiters before it: those come back in the list.
    pub fn ask(
        &mut self,
        flow: &FlowKey,
        client: ClientKey,
        waiter: W,
        now: Instant,
    ) -> (Asked, Vec<Woken<W>>) {
        self.expire_old(now);
        if self.waiting == 0 && self.held.len() < self.bounds.slots && !self.short_of_cpu(now) {
            return (Asked::Granted(self.grant(flow.clone(), now)), Vec::new());
        }
        if self.waiting >= self.bounds.max_waiting {
            return (Asked::Shed(ShedReason::AllFull), self.dispatch(now));
        }
        let vclock = self.vclock;
        let state = self.flows.entry(flow.clone()).or_insert_with(Flow::new);
        if state.waiting >= self.bounds.max_waiting_per_flow {
            return (Asked::Shed(ShedReason::FlowFull), self.dispatch(now));
        }
        state.push(client, waiter);
        self.waiting += 1;
        if state.ready_at.is_none() {
            state.vtime = state.vtime.max(vclock);
            self.arrivals += 1;
            let at = (state.vtime, self.arrivals);
            state.ready_at = Some(at);
            self.ready.insert((at.0, at.1, flow.clone()));
        }
        (Asked::Queued, self.dispatch(now))
    }

    /// A turn at once if one is free, nobody waits for one and the CPU is ample: the common
    /// case, which needs no waiter.
    pub fn try_grant(&mut self, flow: &FlowKey, now: Instant) -> Option<GrantId> {
        if self.waiting == 0 && !self.short_of_cpu(now) {
            self.expire_old(now);
            if self.held.len() < self.bounds.slots {
                return Some(self.grant(flow.clone(), now));
            }
        }
        None
    }

    /// Gives a turn back, charging its flow the time it was held (at most the lease), and
    /// grants the turns that frees. A turn that expired was charged then; giving it back
    /// frees nothing more.
    pub fn release(&mut self, grant: GrantId, now: Instant) -> Vec<Woken<W>> {
        if let Some(index) = self.held.iter().position(|held| held.grant == grant) {
            if let Some(held) = self.held.remove(index) {
                self.end(held, now);
            }
        }
        self.dispatch(now)
    }

    /// Stops counting turns held past the lease, and grants the turns that frees: called
    /// when the oldest turn's lease runs out while work waits.
    pub fn expire(&mut self, now: Instant) -> Vec<Woken<W>> {
        self.expire_old(now);
        self.dispatch(now)
    }

    /// When the oldest held turn's lease runs out, if work is waiting.
    pub fn next_expiry(&self) -> Option<Instant> {
        if self.waiting == 0 {
            return None;
        }
        self.held.front().map(|held| held.since + self.bounds.lease)
    }

    /// Turns held now (for the status page and tests).
    pub fn held(&self) -> usize {
        self.held.len()
    }

    /// Waiters in every flow (for metrics and tests).
    pub fn waiting(&self) -> usize {
        self.waiting
    }

    fn grant(&mut self, flow: FlowKey, now: Instant) -> GrantId {
        self.next_grant += 1;
        let counted = match self.flows.get_mut(&flow) {
            Some(state) => {
                state.held += 1;
                true
            }
            None => false,
        };
        self.held.push_back(Held {
            grant: self.next_grant,
            flow,
            since: now,
            counted,
        });
        self.next_grant
    }

    fn expire_old(&mut self, now: Instant) {
        while let Some(oldest) = self.held.front() {
            if now.saturating_duration_since(oldest.since) < self.bounds.lease {
                break;
            }
            if let Some(held) = self.held.pop_front() {
                self.end(held, now);
            }
        }
    }

    /// A turn ended (or stopped counting): its flow is charged the time it was held, at most
    /// the lease, and forgotten once it neither waits nor holds a turn. A host that comes back
    /// after being idle starts at the clock again: only a backlog carries history.
    fn end(&mut self, held: Held, now: Instant) {
        let took = now
            .saturating_duration_since(held.since)
            .min(self.bounds.lease);
        self.load.observe(took, now, self.bounds.slots);
        if !held.counted {
            return;
        }
        let Some(state) = self.flows.get_mut(&held.flow) else {
            return;
        };
        let nanos = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        state.vtime = state.vtime.saturating_add(nanos);
        state.held -= 1;
        if state.held == 0 && state.waiting == 0 {
            self.flows.remove(&held.flow);
        }
    }

    /// Hands free slots to the waiting flows, smallest virtual time first.
    fn dispatch(&mut self, now: Instant) -> Vec<Woken<W>> {
        let mut woken = Vec::new();
        while self.held.len() < self.bounds.slots {
            let Some((vstart, _, key)) = self.ready.pop_first() else {
                break;
            };
            let Some(state) = self.flows.get_mut(&key) else {
                continue;
            };
            state.ready_at = None;
            let Some(waiter) = state.pop() else {
                continue;
            };
            self.waiting -= 1;
            self.vclock = self.vclock.max(vstart);
            if state.waiting > 0 {
                // Back in line at its current virtual time (charged as its turns end).
                self.arrivals += 1;
                let at = (state.vtime.max(vstart), self.arrivals);
                state.ready_at = Some(at);
                self.ready.insert((at.0, at.1, key.clone()));
            }
            let grant = self.grant(key, now);
            woken.push(Woken { waiter, grant });
        }
        woken
    }
}

#[cfg(test)]
mod tests;
