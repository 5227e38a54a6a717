use super::*;

const MS: Duration = Duration::from_millis(1);

fn bounds(slots: usize) -> QueueBounds {
    QueueBounds {
        slots,
        lease: 50 * MS,
        max_waiting_per_flow: 1000,
        max_waiting: 5000,
    }
}

fn key(name: &str) -> FlowKey {
    Arc::from(name)
}

/// A simulated server: one slot, turns whose length depends on the flow, a clock that moves
/// only when a turn ends. Returns each flow's total turn time.
struct Sim {
    queue: FairQueue<(&'static str, u32)>,
    now: Instant,
    running: Option<(GrantId, &'static str)>,
    served: Vec<(&'static str, u32)>,
}

impl Sim {
    fn new() -> Self {
        Sim {
            queue: FairQueue::new(bounds(1)),
            now: Instant::now(),
            running: None,
            served: Vec::new(),
        }
    }

    fn ask(&mut self, flow: &'static str, client: ClientKey, n: u32) {
        match self.queue.ask(&key(flow), client, (flow, n), self.now) {
            (Asked::Granted(grant), woken) => {
                assert!(woken.is_empty());
                assert!(self.running.is_none(), "one slot");
                self.running = Some((grant, flow));
                self.served.push((flow, n));
            }
            (Asked::Queued, woken) => assert!(woken.is_empty(), "the slot is busy"),
            (Asked::Shed(reason), _) => panic!("shed: {reason:?}"),
        }
    }

    /// Ends the running turn after `took`, and starts the next one.
    fn finish(&mut self, took: Duration) {
        let (grant, _) = self.running.take().expect("a turn is running");
        self.now += took;
        let mut woken = self.queue.release(grant, self.now);
        assert!(woken.len() <= 1);
        if let Some(Woken { waiter, grant }) = woken.pop() {
            self.running = Some((grant, waiter.0));
            self.served.push(waiter);
        }
    }
}

#[test]
fn turns_are_granted_at_once_while_slots_are_free() {
    let mut queue = FairQueue::new(bounds(2));
    let now = Instant::now();
    let (first, _) = queue.ask(&key("a"), 1, "w1", now);
    let (second, _) = queue.ask(&key("a"), 1, "w2", now);
    assert!(matches!(first, Asked::Granted(_)));
    assert!(matches!(second, Asked::Granted(_)));
    assert_eq!(queue.ask(&key("b"), 1, "w3", now).0, Asked::Queued);
    assert_eq!((queue.held(), queue.waiting()), (2, 1));
    let Asked::Granted(grant) = first else {
        unreachable!()
    };
    let woken = queue.release(grant, now + MS);
    assert_eq!(woken.len(), 1);
    assert_eq!(woken[0].waiter, "w3");
    assert_eq!((queue.held(), queue.waiting()), (2, 0));
}

#[test]
fn a_quiet_host_goes_before_a_flooding_one() {
    let mut sim = Sim::new();
    for n in 0..100 {
        sim.ask("flood", 1, n);
    }
    sim.finish(MS);
    sim.finish(MS);
    // The victim asks while 97 of the flood's wait: it is next.
    sim.ask("victim", 2, 0);
    sim.finish(MS);
    assert_eq!(sim.served.last(), Some(&("victim", 0)), "{:?}", sim.served);
}

#[test]
fn hosts_share_the_time_not_the_turns() {
    let mut sim = Sim::new();
    for n in 0..200 {
        sim.ask("heavy", 1, n);
        sim.ask("light", 2, n);
    }
    let (mut heavy, mut light) = (Duration::ZERO, Duration::ZERO);
    // Run for about 400 ms of turns: heavy turns take 10 ms, light ones 1 ms.
    while heavy + light < 400 * MS {
        let flow = sim.running.expect("work waits").1;
        let took = if flow == "heavy" { 10 * MS } else { MS };
        if flow == "heavy" {
            heavy += took;
        } else {
            light += took;
        }
        sim.finish(took);
    }
    let share = heavy.as_secs_f64() / (heavy + light).as_secs_f64();
    assert!(
        (0.4..0.6).contains(&share),
        "heavy {heavy:?}, light {light:?}"
    );
}

#[test]
fn clients_of_one_host_take_turns_by_address() {
    let mut sim = Sim::new();
    sim.ask("host", 1, 0);
    for n in 1..=10 {
        sim.ask("host", 1, n);
    }
    sim.ask("host", 2, 100);
    sim.finish(MS);
    sim.finish(MS);
    // Client 1's first ran, then one more of client 1's queued first, then client 2.
    let order: Vec<u32> = sim.served.iter().map(|(_, n)| *n).collect();
    assert_eq!(order, [0, 1, 100], "{order:?}");
}

#[test]
fn full_queues_shed() {
    let mut queue = FairQueue::new(QueueBounds {
        max_waiting_per_flow: 2,
        max_waiting: 3,
        ..bounds(1)
    });
    let now = Instant::now();
    assert!(matches!(
        queue.ask(&key("a"), 1, 0, now).0,
        Asked::Granted(_)
    ));
    assert_eq!(queue.ask(&key("a"), 1, 1, now).0, Asked::Queued);
    assert_eq!(queue.ask(&key("a"), 2, 2, now).0, Asked::Queued);
    assert_eq!(
        queue.ask(&key("a"), 3, 3, now).0,
        Asked::Shed(ShedReason::FlowFull)
    );
    assert_eq!(queue.ask(&key("b"), 3, 4, now).0, Asked::Queued);
    assert_eq!(
        queue.ask(&key("c"), 3, 5, now).0,
        Asked::Shed(ShedReason::AllFull)
    );
}

#[test]
fn a_turn_held_past_its_lease_stops_counting() {
    let mut queue = FairQueue::new(bounds(1));
    let start = Instant::now();
    let (Asked::Granted(stuck), _) = queue.ask(&key("slow"), 1, "stuck", start) else {
        panic!("granted")
    };
    assert_eq!(queue.ask(&key("b"), 2, "b", start).0, Asked::Queued);
    assert_eq!(queue.next_expiry(), Some(start + 50 * MS));
    assert!(queue.expire(start + 10 * MS).is_empty());
    let woken = queue.expire(start + 50 * MS);
    assert_eq!(woken.len(), 1);
    assert_eq!(woken[0].waiter, "b");
    // The stuck turn ends later: it frees nothing, as it no longer counted.
    assert_eq!(
        queue.ask(&key("c"), 3, "c", start + 60 * MS).0,
        Asked::Queued
    );
    assert!(queue.release(stuck, start + 70 * MS).is_empty());
    assert_eq!(queue.held(), 1);
    // A new waiter's ask grants what an expiry freed, to those who waited first.
    let (asked, woken) = queue.ask(&key("d"), 4, "d", start + 200 * MS);
    assert_eq!(asked, Asked::Queued);
    assert_eq!(woken.len(), 1);
    assert_eq!(woken[0].waiter, "c");
}

#[test]
fn idle_flows_are_forgotten() {
    let mut queue = FairQueue::new(bounds(1));
    let mut now = Instant::now();
    let (Asked::Granted(mut running), _) = queue.ask(&key("first"), 0, 0u32, now) else {
        panic!("granted")
    };
    // Ten thousand hosts, each asking once while the slot is busy.
    for n in 1..10_000u32 {
        let name = key(&format!("host{n}"));
        assert_eq!(queue.ask(&name, 0, n, now).0, Asked::Queued);
        now += MS / 10;
        let woken = queue.release(running, now);
        running = woken[0].grant;
    }
    assert!(queue.flows.len() < 200, "{} flows kept", queue.flows.len());
}

#[test]
fn while_the_cpu_is_short_even_a_free_slot_is_taken_in_turn() {
    let mut queue = FairQueue::new(bounds(1));
    let mut now = Instant::now();
    // Turns back to back for 30 ms: the slot was busy all the time.
    for n in 0..30u32 {
        let (Asked::Granted(grant), _) = queue.ask(&key("busy"), 1, n, now) else {
            panic!("a free slot is granted at once while the CPU is ample")
        };
        now += MS;
        assert!(queue.release(grant, now).is_empty());
        if queue.short_of_cpu(now) {
            break;
        }
    }
    assert!(
        queue.short_of_cpu(now),
        "turns held all the time: the CPU is short"
    );
    assert_eq!(queue.try_grant(&key("busy"), now), None);
    // The slot is free, yet the turn goes through the queue: granted by the dispatch at once,
    // to the waiter, not to the caller.
    let (asked, woken) = queue.ask(&key("quiet"), 2, 99, now);
    assert_eq!(asked, Asked::Queued);
    assert_eq!(woken.len(), 1);
    assert_eq!(woken[0].waiter, 99);
    now += MS;
    assert!(queue.release(woken[0].grant, now).is_empty());
    // Idle for a while: the CPU is ample again, and a free slot is granted at once.
    now += 100 * MS;
    assert!(!queue.short_of_cpu(now));
    assert!(queue.try_grant(&key("quiet"), now).is_some());
}
