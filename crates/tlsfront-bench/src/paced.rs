//! A paced load (`--rate N`): N starts a second on a fixed schedule, each started whether or
//! not the ones before it have finished (an open loop), as independent users arrive. A start
//! is a new connection and its one request (handshake mode), or one request on an idle
//! kept-alive connection, opened if none is idle (keep-alive mode).
//!
//! Latency runs from the start's scheduled time, not from when it began, so a start delayed
//! by a busy client or by the in-flight cap (`-c`) shows its delay instead of hiding it
//! ("coordinated omission"). How late starts began is reported apart (`start_lag`), so a
//! client that could not keep its schedule is visible.
//!
//! Every start of the measured window is waited for after the window, within its deadlines
//! (connect, handshake and response, each `--timeout`), so the slowest are counted, not cut.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::cli::Mode;
use crate::cpu::ProcessUsage;
use crate::failure::{Failure, Phase};
use crate::http1::RecvBuffer;
use crate::run::{close, ctrl_c, exchange, LoadRun, Shared, RECV_BUFFER_BYTES};
use crate::schedule::{Schedule, Slot};
use crate::sessions;
use crate::settings::{LoadSettings, Settings};
use crate::tls_client::{TlsClient, TlsStream};

/// Past the window, beyond the three deadlines of its last starts, this much more is allowed
/// before what is still running is abandoned (and reported as unfinished).
const DRAIN_SLACK: Duration = Duration::from_secs(1);

/// Runs a paced load to its end: the measured window, then its starts' completion.
pub async fn run_paced(
    settings: &Settings,
    load: &LoadSettings,
    client: TlsClient,
    schedule: Schedule,
) -> LoadRun {
    let began = Instant::now();
    let shared = Shared::new(settings, load, client, began + load.warmup);
    let idle = Arc::new(IdleConnections::default());
    let in_flight = Arc::new(Semaphore::new(load.connections));
    let ctrl_c = ctrl_c();
    tokio::pin!(ctrl_c);
    let mut tasks = JoinSet::new();
    let mut usage_at_start = None;
    let mut interrupted = false;
    for n in 0u64.. {
        let slot = schedule.slot(n, load.warmup, load.duration);
        if slot == Slot::After || (slot == Slot::Measured && !shared.take_ticket()) {
            break;
        }
        let due = began + schedule.offset(n);
        let permit = tokio::select! {
            permit = wait_turn(due, &in_flight) => permit,
            _ = &mut ctrl_c => None,
        };
        let Some(permit) = permit else {
            interrupted = true;
            break;
        };
        let counted = slot == Slot::Measured;
        if counted && usage_at_start.is_none() {
            usage_at_start = Some(ProcessUsage::now());
        }
        let start = one_start(shared.clone(), idle.clone(), due, counted, permit);
        tasks.spawn(sessions::scope(start));
        // Reap what has finished, so the set holds only starts in flight.
        while tasks.try_join_next().is_some() {}
    }
    let window_end = Instant::now();
    if !interrupted {
        let drain_until = window_end + shared.timeout * 3 + DRAIN_SLACK;
        let all_done = async { while tasks.join_next().await.is_some() {} };
        tokio::select! {
            _ = all_done => {}
            _ = tokio::time::sleep_until(drain_until) => {}
            _ = &mut ctrl_c => interrupted = true,
        }
    }
    let usage = usage_at_start
        .map(|start| ProcessUsage::now().since(&start))
        .unwrap_or_default();
    let signature_schemes = shared.client.schemes.snapshot();
    tasks.abort_all();
    while tasks.join_next().await.is_some() {}
    let measured = match load.duration {
        Some(duration) if !interrupted => duration,
        _ => window_end.saturating_duration_since(shared.measure_start),
    };
    LoadRun {
        stats: shared.stats.merged(),
        measured,
        usage,
        interrupted,
        signature_schemes,
    }
}

/// Waits until `due`, then for a place among the starts in flight; `None` only if the
/// semaphore closed, which it never does.
async fn wait_turn(due: Instant, in_flight: &Arc<Semaphore>) -> Option<OwnedSemaphorePermit> {
    tokio::time::sleep_until(due).await;
    in_flight.clone().acquire_owned().await.ok()
}

/// A kept-alive connection between requests, with its host's request already written.
struct Idle {
    stream: TlsStream,
    request: Vec<u8>,
    recv: RecvBuffer,
}

/// Keep-alive mode: the connections waiting for the next start. At most one per start in
/// flight, so bounded by `-c`.
#[derive(Default)]
struct IdleConnections(Mutex<Vec<Idle>>);

impl IdleConnections {
    fn take(&self) -> Option<Idle> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).pop()
    }

    fn put(&self, idle: Idle) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(idle);
    }
}

/// One start: its connection (new, or idle in keep-alive mode) and its request, timed from
/// `due`. `_permit` holds its place among the starts in flight until it is done.
async fn one_start(
    shared: Arc<Shared>,
    idle: Arc<IdleConnections>,
    due: Instant,
    counted: bool,
    _permit: OwnedSemaphorePermit,
) {
    if counted {
        let lag = Instant::now().saturating_duration_since(due);
        shared.stats.with(|shard| shard.record_start_lag(lag));
    }
    let reused = match shared.mode {
        Mode::Keepalive => idle.take(),
        _ => None,
    };
    let (mut connection, handshake_times) = match reused {
        Some(connection) => (connection, None),
        None => {
            let mut request = Vec::with_capacity(512);
            let mut host_text = String::with_capacity(256);
            match shared.open(&mut host_text, &mut request).await {
                Ok((opened, new)) => {
                    let tls = opened.stream.get_ref().1;
                    shared.stats.with(|shard| shard.record_negotiated(tls));
                    let times = (new, opened.connect_time, opened.handshake_time);
                    let connection = Idle {
                        stream: opened.stream,
                        request,
                        recv: RecvBuffer::new(RECV_BUFFER_BYTES),
                    };
                    (connection, Some(times))
                }
                Err(failure) => {
                    if counted {
                        shared.stats.with(|shard| shard.errors.record(&failure));
                    }
                    return;
                }
            }
        }
    };
    let Idle {
        stream,
        request,
        recv,
    } = &mut connection;
    let result = tokio::time::timeout(shared.timeout, exchange(stream, request, recv))
        .await
        .unwrap_or(Err(Failure::Timeout(Phase::Response)));
    let latency = Instant::now().saturating_duration_since(due);
    let wire = stream.get_mut().0.take_counts();
    if counted {
        shared.stats.with(|shard| {
            if let Some((new, connect_time, handshake_time)) = handshake_times {
                shard.record_handshake(stream.get_ref().1, new, connect_time, handshake_time);
            }
            shard.record_wire(wire);
            match &result {
                Ok(response) => shard.record_response(response, latency),
                Err(failure) => shard.errors.record(failure),
            }
        });
    }
    match result {
        Ok(response) if !response.close && shared.mode == Mode::Keepalive => idle.put(connection),
        Ok(_) => close(connection.stream, shared.timeout).await,
        Err(_) => {}
    }
}
