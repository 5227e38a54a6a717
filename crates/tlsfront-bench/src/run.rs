//! The load loop: N connection tasks, each opening connections (handshake mode: one request
//! each; keep-alive mode: requests back to back) until the run ends by time or request count.
//! Warm-up work runs the same way but is not counted. A paced load (`--rate`) runs in
//! [`crate::paced`] instead, on the same connection helpers.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::io::AsyncWriteExt;
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::cli::Mode;
use crate::cpu::ProcessUsage;
use crate::failure::{Failure, Phase};
use crate::hosts::{HostOrder, HostSet};
use crate::http1::{self, ReadError, RecvBuffer, Response};
use crate::paced;
use crate::schedule::Schedule;
use crate::sessions;
use crate::settings::{LoadSettings, Settings};
use crate::stats::{NewConnection, Shard, StatsShards};
use crate::targets::Targets;
use crate::tls_client::{Opened, TlsClient, TlsStream};

/// After a failed connect, a connection waits this long before the next attempt, so a server
/// that is down does not turn the generator into a busy loop of refused connects.
const CONNECT_BACKOFF: Duration = Duration::from_millis(10);
/// Holds any response head (see `http1::MAX_HEAD_BYTES`) and small bodies in one read.
pub(crate) const RECV_BUFFER_BYTES: usize = 16 * 1024;

/// What a finished load run measured.
pub struct LoadRun {
    pub stats: Shard,
    /// The measured window: from the end of the warm-up to the end of the run.
    pub measured: Duration,
    /// CPU used by this process during the measured window.
    pub usage: ProcessUsage,
    /// The run was cut short by Ctrl-C.
    pub interrupted: bool,
    /// Signature schemes servers signed with, over the whole run (warm-up included), like
    /// `stats.negotiated`: the verifier cannot tell which connection it is verifying for.
    pub signature_schemes: Vec<(&'static str, u64)>,
}

/// Runs the load described by `settings` and `load` to its end.
pub async fn run_load(settings: &Settings, load: &LoadSettings, client: TlsClient) -> LoadRun {
    if let Some(schedule) = load.rate.and_then(Schedule::new) {
        return paced::run_paced(settings, load, client, schedule).await;
    }
    let measure_start = Instant::now() + load.warmup;
    let run_end = load.duration.map(|duration| measure_start + duration);
    let shared = Shared::new(settings, load, client, measure_start);
    let mut tasks = JoinSet::new();
    for _ in 0..load.connections {
        // In the sessions scope, the session store learns which target each session is for.
        tasks.spawn(sessions::scope(connection_loop(shared.clone())));
    }

    let ctrl_c = ctrl_c();
    tokio::pin!(ctrl_c);
    let mut interrupted = false;
    tokio::select! {
        _ = tokio::time::sleep_until(measure_start) => {}
        _ = &mut ctrl_c => interrupted = true,
    }
    let usage_at_start = ProcessUsage::now();
    if !interrupted {
        let all_done = async { while tasks.join_next().await.is_some() {} };
        let time_up = async {
            match run_end {
                Some(end) => tokio::time::sleep_until(end).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = all_done => {}
            _ = time_up => {}
            _ = &mut ctrl_c => interrupted = true,
        }
    }
    let ended = Instant::now();
    let usage = ProcessUsage::now().since(&usage_at_start);
    let signature_schemes = shared.client.schemes.snapshot();
    // In-flight requests end here uncounted: they would finish after the window.
    tasks.abort_all();
    while tasks.join_next().await.is_some() {}
    let measured = match run_end {
        Some(end) => ended.min(end),
        None => ended,
    }
    .saturating_duration_since(measure_start);
    LoadRun {
        stats: shared.stats.merged(),
        measured,
        usage,
        interrupted,
        signature_schemes,
    }
}

/// Resolves on Ctrl-C, which ends a run early with a report. If the handler cannot be
/// installed, never: the run simply cannot be interrupted that way.
pub(crate) async fn ctrl_c() {
    if tokio::signal::ctrl_c().await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// What every connection task shares; read-only but for the atomics and the stats shards.
pub(crate) struct Shared {
    targets: Targets,
    pub(crate) client: TlsClient,
    hosts: Arc<HostSet>,
    host_order: HostOrder,
    seed: u64,
    path: String,
    pub(crate) mode: Mode,
    pub(crate) timeout: Duration,
    pub(crate) measure_start: Instant,
    run_end: Option<Instant>,
    /// Request attempts left to measure, with `--requests`.
    tickets: Option<AtomicU64>,
    /// Which host the next connection takes.
    host_cursor: AtomicU64,
    pub(crate) stats: StatsShards,
}

impl Shared {
    /// The state of a run whose measured window starts at `measure_start`.
    pub(crate) fn new(
        settings: &Settings,
        load: &LoadSettings,
        client: TlsClient,
        measure_start: Instant,
    ) -> Arc<Self> {
        Arc::new(Shared {
            targets: settings.targets.clone(),
            client,
            hosts: settings.hosts.clone(),
            host_order: settings.host_order,
            seed: settings.seed,
            path: settings.path.clone(),
            mode: load.mode,
            timeout: settings.timeout,
            measure_start,
            run_end: load.duration.map(|duration| measure_start + duration),
            tickets: load.requests.map(AtomicU64::new),
            host_cursor: AtomicU64::new(0),
            stats: StatsShards::new(settings.threads),
        })
    }

    /// Work started at `started` and done at `finished` is counted if it lies in the window.
    fn counts(&self, started: Instant, finished: Instant) -> bool {
        started >= self.measure_start && self.run_end.is_none_or(|end| finished <= end)
    }

    pub(crate) fn take_ticket(&self) -> bool {
        match &self.tickets {
            None => true,
            Some(tickets) => tickets
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                    left.checked_sub(1)
                })
                .is_ok(),
        }
    }

    fn record_failure(&self, failure: &Failure, started: Instant) {
        if self.counts(started, Instant::now()) {
            self.stats.with(|shard| shard.errors.record(failure));
        }
    }

    /// Picks the next host and target, writes the request for the host and opens a connection
    /// to the target.
    pub(crate) async fn open(
        &self,
        host_text: &mut String,
        request: &mut Vec<u8>,
    ) -> Result<(Opened, NewConnection), Failure> {
        let cursor = self.host_cursor.fetch_add(1, Ordering::Relaxed);
        let server_name = self
            .hosts
            .pick(self.host_order.index(cursor, self.seed), host_text)
            .map_err(|e| Failure::Tls(format!("server name: {e}")))?;
        http1::write_request(request, &self.path, host_text, self.mode == Mode::Handshake);
        let target = self.targets.pick(cursor, self.seed);
        sessions::begin_connection(target);
        let opened = self
            .client
            .open(self.targets.address(target), server_name, self.timeout)
            .await?;
        let new = NewConnection {
            target,
            offered_from: sessions::offered_from(),
        };
        Ok((opened, new))
    }
}

/// One connection slot: keeps one connection (or one connection attempt) going at a time.
async fn connection_loop(shared: Arc<Shared>) {
    // Reused for every request and connection of this slot: no allocation per request.
    let mut request = Vec::with_capacity(512);
    let mut host_text = String::with_capacity(256);
    let mut recv = RecvBuffer::new(RECV_BUFFER_BYTES);
    let mut connection: Option<TlsStream> = None;
    loop {
        let started = Instant::now();
        if shared.run_end.is_some_and(|end| started >= end) {
            break;
        }
        if started >= shared.measure_start && !shared.take_ticket() {
            break;
        }
        // A new connection's handshake is counted with its first request, so that the two
        // agree at the window's edges (handshake mode: one handshake per request, exactly).
        let mut handshake_times = None;
        let mut stream = match connection.take() {
            Some(stream) => stream,
            None => match shared.open(&mut host_text, &mut request).await {
                Ok((opened, new)) => {
                    let tls = opened.stream.get_ref().1;
                    shared.stats.with(|shard| shard.record_negotiated(tls));
                    handshake_times = Some((new, opened.connect_time, opened.handshake_time));
                    recv.clear();
                    opened.stream
                }
                Err(failure) => {
                    shared.record_failure(&failure, started);
                    if failure.is_connect_failure() {
                        tokio::time::sleep(CONNECT_BACKOFF).await;
                    }
                    continue;
                }
            },
        };
        let request_started = match shared.mode {
            // Handshake mode measures connect -> response complete. (Slowloris never gets
            // here: it is a workload of its own.)
            Mode::Handshake | Mode::Slowloris => started,
            Mode::Keepalive => Instant::now(),
        };
        let result =
            tokio::time::timeout(shared.timeout, exchange(&mut stream, &request, &mut recv))
                .await
                .unwrap_or(Err(Failure::Timeout(Phase::Response)));
        let finished = Instant::now();
        let counted = shared.counts(started, finished);
        let wire = stream.get_mut().0.take_counts();
        // After the response, so that the TLS 1.3 tickets sent before it are counted.
        if let Some((new, connect_time, handshake_time)) = handshake_times.filter(|_| counted) {
            let tls = stream.get_ref().1;
            shared
                .stats
                .with(|shard| shard.record_handshake(tls, new, connect_time, handshake_time));
        }
        let took = finished - request_started;
        connection = settle(&shared, result, stream, wire, counted, took).await;
    }
}

/// Counts an exchange's response (which took `took`) or failure, with its wire bytes, when it
/// is `counted`; gives the stream back when it may carry the next request.
async fn settle(
    shared: &Shared,
    result: Result<Response, Failure>,
    stream: TlsStream,
    wire: (u64, u64),
    counted: bool,
    took: Duration,
) -> Option<TlsStream> {
    match result {
        Ok(response) => {
            if counted {
                shared.stats.with(|shard| {
                    shard.record_response(&response, took);
                    shard.record_wire(wire);
                });
            }
            if response.close || shared.mode == Mode::Handshake {
                close(stream, shared.timeout).await;
                None
            } else {
                Some(stream)
            }
        }
        Err(failure) => {
            if counted {
                shared.stats.with(|shard| {
                    shard.errors.record(&failure);
                    shard.record_wire(wire);
                });
            }
            None
        }
    }
}

/// Sends one request and reads its response.
pub(crate) async fn exchange(
    stream: &mut TlsStream,
    request: &[u8],
    recv: &mut RecvBuffer,
) -> Result<Response, Failure> {
    let write = async {
        stream.write_all(request).await?;
        stream.flush().await
    };
    write
        .await
        .map_err(|e| Failure::from_io(Phase::Response, e))?;
    http1::read_response(stream, recv, None, |_| {})
        .await
        .map_err(|error| match error {
            ReadError::Http(error) => Failure::Http(error),
            ReadError::Io(error) => Failure::from_io(Phase::Response, error),
            ReadError::Timeout => Failure::Timeout(Phase::Response),
        })
}

/// Sends close_notify and shuts the write side, as a well-behaved client does; the server has
/// already sent everything we wanted, so errors here are not counted.
pub(crate) async fn close(mut stream: TlsStream, timeout: Duration) {
    let _ = tokio::time::timeout(timeout, stream.shutdown()).await;
}
