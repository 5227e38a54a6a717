//! The gate every connection's CPU work passes: a [`FairQueue`] behind a lock, turns as guards
//! that give themselves back when dropped, and a watchdog that grants the turns expired leases
//! free.
//!
//! A turn that is free costs one uncontended lock and no allocation. Only a turn that must wait
//! makes a channel to be woken through.

use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Instant;

use tokio::sync::{oneshot, Notify};

use super::queue::{Asked, ClientKey, FairQueue, FlowKey, GrantId, QueueBounds, ShedReason, Woken};

type Waiter = oneshot::Sender<GrantId>;

/// The turns every connection shares.
#[derive(Debug)]
pub struct FairGate {
    queue: Mutex<FairQueue<Waiter>>,
    /// Wakes the watchdog when work starts waiting.
    waiting_began: Notify,
    watchdog: AtomicBool,
}

/// A turn: CPU work for one flow may run while it is held. Given back when dropped.
#[derive(Debug)]
pub struct Turn {
    gate: Arc<FairGate>,
    grant: GrantId,
}

impl FairGate {
    pub fn new(bounds: QueueBounds) -> Arc<Self> {
        Arc::new(FairGate {
            queue: Mutex::new(FairQueue::new(bounds)),
            waiting_began: Notify::new(),
            watchdog: AtomicBool::new(false),
        })
    }

    /// A turn for `flow`, when its share comes; `Err` when the work is shed.
    pub async fn turn(
        self: &Arc<Self>,
        flow: &FlowKey,
        client: IpAddr,
    ) -> Result<Turn, ShedReason> {
        let client = client_key(client);
        let now = Instant::now();
        let receiver = {
            let mut queue = self.lock();
            if let Some(grant) = queue.try_grant(flow, now) {
                return Ok(self.turn_for(grant));
            }
            let (sender, receiver) = oneshot::channel();
            let (asked, woken) = queue.ask(flow, client, sender, now);
            let short = queue.short_of_cpu(now);
            drop(queue);
            self.wake(woken);
            match asked {
                Asked::Granted(grant) => return Ok(self.turn_for(grant)),
                Asked::Shed(reason) => return Err(reason),
                Asked::Queued => (receiver, short),
            }
        };
        let (mut receiver, short) = receiver;
        if short {
            if let Ok(grant) = receiver.try_recv() {
                // The turn came at once (a slot was free). Even so, the tasks already in the
                // runtime's queue go first, holding it, so that they wait for theirs here and
                // the fair order, not the runtime's, picks the next turn.
                let turn = self.turn_for(grant);
                tokio::task::yield_now().await;
                return Ok(turn);
            }
        }
        self.start_watchdog();
        self.waiting_began.notify_one();
        let mut pending = PendingGrant {
            gate: self,
            receiver: Some(receiver),
        };
        match pending.wait().await {
            Some(grant) => Ok(self.turn_for(grant)),
            // The sender is only dropped unsent with the whole queue.
            None => Err(ShedReason::AllFull),
        }
    }

    /// A turn at once, if one is free and nobody waits: no waiting, no allocation.
    pub fn try_turn(self: &Arc<Self>, flow: &FlowKey) -> Option<Turn> {
        let grant = self.lock().try_grant(flow, Instant::now())?;
        Some(self.turn_for(grant))
    }

    /// Turns held and work waiting now.
    pub fn load(&self) -> (usize, usize) {
        let queue = self.lock();
        (queue.held(), queue.waiting())
    }

    fn turn_for(self: &Arc<Self>, grant: GrantId) -> Turn {
        Turn {
            gate: self.clone(),
            grant,
        }
    }

    fn release(&self, grant: GrantId) {
        let woken = self.lock().release(grant, Instant::now());
        self.wake(woken);
    }

    /// Hands each woken waiter its turn; a waiter that went away gives it straight back.
    fn wake(&self, mut woken: Vec<Woken<Waiter>>) {
        while let Some(Woken { waiter, grant }) = woken.pop() {
            if let Err(grant) = waiter.send(grant) {
                woken.extend(self.lock().release(grant, Instant::now()));
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, FairQueue<Waiter>> {
        // The queue's operations do not panic midway; a poisoned lock still holds a whole
        // queue.
        self.queue
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The task that grants what expired leases free, started the first time work waits.
    fn start_watchdog(self: &Arc<Self>) {
        if self.watchdog.swap(true, Ordering::AcqRel) {
            return;
        }
        let gate = Arc::downgrade(self);
        tokio::spawn(watch_leases(gate));
    }
}

/// Sleeps until the oldest turn's lease runs out while work waits, then grants what it freed.
async fn watch_leases(gate: Weak<FairGate>) {
    loop {
        let Some(strong) = gate.upgrade() else { return };
        let next = strong.lock().next_expiry();
        match next {
            None => {
                // Look again now and then, so that a gate dropped meanwhile ends its watchdog
                // (this wait holds it alive).
                let notified = strong.waiting_began.notified();
                let _ = tokio::time::timeout(std::time::Duration::from_secs(5), notified).await;
            }
            Some(at) => {
                drop(strong);
                tokio::time::sleep_until(at.into()).await;
                let Some(strong) = gate.upgrade() else { return };
                let woken = strong.lock().expire(Instant::now());
                strong.wake(woken);
            }
        }
    }
}

/// A grant on its way: if the wait is abandoned after the turn was sent, the turn goes back.
struct PendingGrant<'a> {
    gate: &'a FairGate,
    receiver: Option<oneshot::Receiver<GrantId>>,
}

impl PendingGrant<'_> {
    async fn wait(&mut self) -> Option<GrantId> {
        let receiver = self.receiver.as_mut()?;
        let grant = receiver.await.ok();
        self.receiver = None;
        grant
    }
}

impl Drop for PendingGrant<'_> {
    fn drop(&mut self) {
        if let Some(mut receiver) = self.receiver.take() {
            receiver.close();
            if let Ok(grant) = receiver.try_recv() {
                self.gate.release(grant);
            }
        }
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.gate.release(self.grant);
    }
}

/// An address as a flow's client key: IPv4 mapped into IPv6, so both fit one number.
fn client_key(ip: IpAddr) -> ClientKey {
    let v6 = match ip {
        IpAddr::V4(v4) => v4.to_ipv6_mapped(),
        IpAddr::V6(v6) => v6,
    };
    u128::from(v6)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn gate(slots: usize) -> Arc<FairGate> {
        FairGate::new(QueueBounds {
            slots,
            lease: Duration::from_millis(200),
            max_waiting_per_flow: 2,
            max_waiting: 10,
        })
    }

    fn flow(name: &str) -> FlowKey {
        Arc::from(name)
    }

    const CLIENT: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);

    #[tokio::test]
    async fn a_waiter_gets_the_turn_given_back() {
        let gate = gate(1);
        let held = gate.turn(&flow("a"), CLIENT).await.unwrap();
        let waiting = tokio::spawn({
            let gate = gate.clone();
            async move { gate.turn(&flow("b"), CLIENT).await.map(|_| ()) }
        });
        while gate.load().1 == 0 {
            tokio::task::yield_now().await;
        }
        drop(held);
        waiting.await.unwrap().unwrap();
        assert_eq!(gate.load(), (0, 0));
    }

    #[tokio::test]
    async fn an_abandoned_wait_passes_its_turn_on() {
        let gate = gate(1);
        let held = gate.turn(&flow("a"), CLIENT).await.unwrap();
        let abandoned = tokio::spawn({
            let gate = gate.clone();
            async move { gate.turn(&flow("b"), CLIENT).await.map(|_| ()) }
        });
        while gate.load().1 == 0 {
            tokio::task::yield_now().await;
        }
        abandoned.abort();
        let _ = abandoned.await;
        drop(held);
        // The slot is free again: the abandoned waiter's grant came back.
        let c = flow("c");
        let again = tokio::time::timeout(Duration::from_secs(5), gate.turn(&c, CLIENT));
        assert!(again.await.unwrap().is_ok());
    }

    /// On one thread, as on a one-core server: 100 tasks of a busy host take turns back to
    /// back, and a task of a quiet host is woken (as by its socket) and asks for one. It goes
    /// after a few of their turns, not after all of them: without queueing while the CPU is
    /// short, every task ahead of it in the runtime's queue found the slot free and took it.
    #[tokio::test(flavor = "current_thread")]
    async fn on_one_thread_a_quiet_host_goes_before_a_busy_hosts_tasks() {
        use std::sync::atomic::AtomicUsize;
        let gate = FairGate::new(QueueBounds {
            slots: 1,
            lease: Duration::from_secs(10),
            max_waiting_per_flow: 1000,
            max_waiting: 1000,
        });
        let turns = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let mut busy = Vec::new();
        for _ in 0..100 {
            let (gate, turns, stop) = (gate.clone(), turns.clone(), stop.clone());
            busy.push(tokio::spawn(async move {
                while !stop.load(Ordering::Relaxed) {
                    let turn = gate.turn(&flow("busy"), CLIENT).await.unwrap();
                    // CPU work, as a handshake's crypto would be.
                    std::thread::sleep(Duration::from_micros(200));
                    turns.fetch_add(1, Ordering::Relaxed);
                    drop(turn);
                    tokio::task::yield_now().await;
                }
            }));
        }
        // Bounded in count, not in time: a slow machine takes longer, not more rounds.
        let mut rounds = 0;
        while !gate.lock().short_of_cpu(Instant::now()) {
            rounds += 1;
            assert!(
                rounds < 10_000,
                "turns back to back never made the CPU short"
            );
            tokio::task::yield_now().await;
        }
        let before = turns.load(Ordering::Relaxed);
        // Back of the runtime's queue, behind every busy task, then ask.
        tokio::task::yield_now().await;
        let quiet = gate.turn(&flow("quiet"), CLIENT).await.unwrap();
        let between = turns.load(Ordering::Relaxed) - before;
        stop.store(true, Ordering::Relaxed);
        drop(quiet);
        for task in busy {
            task.await.unwrap();
        }
        assert!(between <= 5, "{between} turns of the busy host went first");
    }

    #[tokio::test]
    async fn full_flows_shed_and_stuck_turns_expire() {
        let gate = gate(1);
        let _stuck = gate.turn(&flow("a"), CLIENT).await.unwrap();
        let mut waiters = Vec::new();
        for _ in 0..2 {
            let gate = gate.clone();
            waiters.push(tokio::spawn(async move {
                gate.turn(&flow("flood"), CLIENT).await.map(|_| ())
            }));
        }
        while gate.load().1 < 2 {
            tokio::task::yield_now().await;
        }
        assert_eq!(
            gate.turn(&flow("flood"), CLIENT).await.unwrap_err(),
            ShedReason::FlowFull
        );
        // The stuck turn's lease runs out: the waiters get their turns in time.
        for waiter in waiters {
            let done = tokio::time::timeout(Duration::from_secs(10), waiter).await;
            assert!(done.unwrap().unwrap().is_ok());
        }
    }
}
