//! `--mode slowloris`: N connections, each sending the start of a real ClientHello
//! (`--hello-bytes`) and then nothing, held until the run ends. A connection the server closes
//! (its handshake deadline, a limit) is opened again, so N stay held as far as the server lets
//! them; how many were held, and how many the server closed, is the report.
//!
//! Nothing is measured per request: the point is what the held connections do to others, which
//! another client measures at the same time.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use rustls::ClientConnection;
use rustls_pki_types::ServerName;
use serde::Serialize;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::cpu::ProcessUsage;
use crate::descriptors;
use crate::failure::{Failure, Phase};
use crate::hosts::{HostOrder, HostSet};
use crate::run::ctrl_c;
use crate::settings::{Settings, SlowlorisSettings};
use crate::stats::{Shard, StatsShards};
use crate::targets::Targets;
use crate::tls_client::TlsClient;

/// Connects in flight at once: enough to open thousands of connections in a second or two,
/// few enough that a burst of SYNs does not overflow the server's accept queue.
const CONNECTS_IN_FLIGHT: usize = 256;
/// How often the connections held are counted.
const SAMPLE_EVERY: Duration = Duration::from_millis(50);
/// After a failed connect, or a connection the server closed, wait this long before the next
/// one, so a server that refuses everything does not turn the generator into a busy loop.
const REOPEN_BACKOFF: Duration = Duration::from_millis(10);
/// Descriptors the generator needs besides its connections (runtime, stdio, the listener of
/// nothing): a margin.
const SPARE_DESCRIPTORS: u64 = 64;

/// What a slowloris run saw, in its measured window unless said otherwise.
#[derive(Debug, Clone, Serialize)]
pub struct SlowlorisReport {
    /// Connections the run tried to hold.
    pub connections: usize,
    /// Bytes of its ClientHello each connection sent, and the hello's full length.
    pub hello_bytes: usize,
    pub hello_length: usize,
    /// From the run's start (warm-up included) until every connection was held at once; null
    /// if that never happened.
    pub all_held_after_s: Option<f64>,
    /// Connections held when the window opened, the fewest and most while it was open
    /// (sampled every 50 ms), and when it closed.
    pub held_at_start: usize,
    pub held_min: usize,
    pub held_max: usize,
    pub held_at_end: usize,
    /// Connections opened, and connections the server closed, in the window.
    pub opened: u64,
    pub closed_by_server: u64,
}

/// A finished slowloris run.
pub struct SlowlorisRun {
    /// Errors only (failed connects): nothing else is counted per connection.
    pub stats: Shard,
    pub measured: Duration,
    pub usage: ProcessUsage,
    pub interrupted: bool,
    pub report: SlowlorisReport,
}

/// The start of `hello` that a connection sends: `bytes` of it, but never all of it, so the
/// server always waits for more.
pub fn partial_hello(hello: &[u8], bytes: usize) -> &[u8] {
    &hello[..bytes_sent(hello.len(), bytes)]
}

/// How many bytes of a hello of `hello_length` bytes are sent when `bytes` are asked for.
pub fn bytes_sent(hello_length: usize, bytes: usize) -> usize {
    bytes.min(hello_length.saturating_sub(1))
}

/// Holds `slow.connections` connections until the run ends.
pub async fn run_slowloris(
    settings: &Settings,
    slow: &SlowlorisSettings,
    client: &TlsClient,
) -> anyhow::Result<SlowlorisRun> {
    make_room_for(slow.connections)?;
    let began = Instant::now();
    let measure_start = began + slow.warmup;
    let run_end = measure_start + slow.duration;
    let first_name = settings.hosts.pick(
        settings.host_order.index(0, settings.seed),
        &mut String::new(),
    )?;
    let hello_length = client_hello(&client.config(), first_name)?.len();
    let shared = Arc::new(Holders {
        config: client.config(),
        targets: settings.targets.clone(),
        hosts: settings.hosts.clone(),
        host_order: settings.host_order,
        seed: settings.seed,
        hello_bytes: slow.hello_bytes,
        timeout: settings.timeout,
        measure_start,
        run_end,
        connecting: Semaphore::new(CONNECTS_IN_FLIGHT),
        held: AtomicUsize::new(0),
        host_cursor: AtomicU64::new(0),
        opened: AtomicU64::new(0),
        closed_by_server: AtomicU64::new(0),
        stats: StatsShards::new(settings.threads),
    });
    let mut tasks = JoinSet::new();
    for _ in 0..slow.connections {
        tasks.spawn(hold_one(shared.clone()));
    }
    let mut census = Census::new(slow.connections);
    let (usage_at_start, interrupted) = count_until_the_end(&shared, began, &mut census).await;
    let usage = usage_at_start
        .map(|start| ProcessUsage::now().since(&start))
        .unwrap_or_default();
    let held_at_end = shared.held.load(Ordering::Relaxed);
    let ended = Instant::now();
    tasks.abort_all();
    while tasks.join_next().await.is_some() {}
    Ok(SlowlorisRun {
        stats: shared.stats.merged(),
        measured: ended.min(run_end).saturating_duration_since(measure_start),
        usage,
        interrupted,
        report: SlowlorisReport {
            connections: slow.connections,
            hello_bytes: bytes_sent(hello_length, slow.hello_bytes),
            hello_length,
            all_held_after_s: census.all_held_after.map(|d| d.as_secs_f64()),
            held_at_start: census.at_start.unwrap_or(0),
            held_min: census.min.unwrap_or(0),
            held_max: census.max,
            held_at_end,
            opened: shared.opened.load(Ordering::Relaxed),
            closed_by_server: shared.closed_by_server.load(Ordering::Relaxed),
        },
    })
}

/// Raises the open-file limit for `connections`, or says why it cannot be enough.
fn make_room_for(connections: usize) -> anyhow::Result<()> {
    let wanted = connections as u64 + SPARE_DESCRIPTORS;
    let limit = descriptors::raise_limit().context("raising the open-file limit")?;
    if wanted > limit {
        anyhow::bail!(
            "{connections} connections need about {wanted} open files; the limit is {limit}"
        );
    }
    Ok(())
}

/// Counts the connections held every [`SAMPLE_EVERY`] until the run ends or Ctrl-C; returns
/// the CPU usage when the window opened (if it did), and whether Ctrl-C cut the run short.
async fn count_until_the_end(
    shared: &Holders,
    began: Instant,
    census: &mut Census,
) -> (Option<ProcessUsage>, bool) {
    let ctrl_c = ctrl_c();
    tokio::pin!(ctrl_c);
    let mut usage_at_start = None;
    let mut interrupted = false;
    let mut tick = tokio::time::interval(SAMPLE_EVERY);
    while Instant::now() < shared.run_end {
        tokio::select! {
            _ = tick.tick() => {}
            _ = &mut ctrl_c => {
                interrupted = true;
                break;
            }
        }
        let now = Instant::now();
        if now >= shared.measure_start && usage_at_start.is_none() {
            usage_at_start = Some(ProcessUsage::now());
        }
        census.sample(
            shared.held.load(Ordering::Relaxed),
            now - began,
            now >= shared.measure_start,
        );
    }
    (usage_at_start, interrupted)
}

/// The connections held, counted as the run goes.
struct Census {
    wanted: usize,
    all_held_after: Option<Duration>,
    at_start: Option<usize>,
    min: Option<usize>,
    max: usize,
}

impl Census {
    fn new(wanted: usize) -> Self {
        Census {
            wanted,
            all_held_after: None,
            at_start: None,
            min: None,
            max: 0,
        }
    }

    /// `held` connections at `elapsed` since the start; `in_window` once measuring.
    fn sample(&mut self, held: usize, elapsed: Duration, in_window: bool) {
        if held >= self.wanted && self.all_held_after.is_none() {
            self.all_held_after = Some(elapsed);
        }
        if in_window {
            self.at_start.get_or_insert(held);
            self.min = Some(self.min.map_or(held, |min| min.min(held)));
            self.max = self.max.max(held);
        }
    }
}

/// What every holding task shares.
struct Holders {
    config: Arc<rustls::ClientConfig>,
    targets: Targets,
    hosts: Arc<HostSet>,
    host_order: HostOrder,
    seed: u64,
    hello_bytes: usize,
    timeout: Duration,
    measure_start: Instant,
    run_end: Instant,
    connecting: Semaphore,
    held: AtomicUsize,
    host_cursor: AtomicU64,
    opened: AtomicU64,
    closed_by_server: AtomicU64,
    stats: StatsShards,
}

impl Holders {
    fn in_window(&self) -> bool {
        let now = Instant::now();
        now >= self.measure_start && now < self.run_end
    }

    fn count(&self, counter: &AtomicU64) {
        if self.in_window() {
            counter.fetch_add(1, Ordering::Relaxed);
        }
    }

    fn record_failure(&self, failure: &Failure) {
        if self.in_window() {
            self.stats.with(|shard| shard.errors.record(failure));
        }
    }
}

/// Keeps one connection held until the run ends, opening it again whenever it is closed.
async fn hold_one(shared: Arc<Holders>) {
    let mut host_text = String::with_capacity(256);
    while Instant::now() < shared.run_end {
        let cursor = shared.host_cursor.fetch_add(1, Ordering::Relaxed);
        let index = shared.host_order.index(cursor, shared.seed);
        let hello = match shared.hosts.pick(index, &mut host_text) {
            Ok(name) => client_hello(&shared.config, name),
            Err(error) => Err(error),
        };
        let hello = match hello {
            Ok(hello) => hello,
            Err(error) => {
                shared.record_failure(&Failure::Tls(format!("client hello: {error:#}")));
                return;
            }
        };
        let target = shared
            .targets
            .address(shared.targets.pick(cursor, shared.seed));
        let opened = {
            // Never closed, so this only waits.
            let _permit = shared.connecting.acquire().await;
            open(
                target,
                partial_hello(&hello, shared.hello_bytes),
                shared.timeout,
            )
            .await
        };
        let tcp = match opened {
            Ok(tcp) => tcp,
            Err(failure) => {
                shared.record_failure(&failure);
                tokio::time::sleep(REOPEN_BACKOFF).await;
                continue;
            }
        };
        shared.count(&shared.opened);
        shared.held.fetch_add(1, Ordering::Relaxed);
        let closed = held_until(tcp, shared.run_end).await;
        shared.held.fetch_sub(1, Ordering::Relaxed);
        if !closed {
            return;
        }
        shared.count(&shared.closed_by_server);
        tokio::time::sleep(REOPEN_BACKOFF).await;
    }
}

/// Connects to `target` and sends `start`, each under `timeout`.
async fn open(
    target: std::net::SocketAddr,
    start: &[u8],
    timeout: Duration,
) -> Result<TcpStream, Failure> {
    let mut tcp = match tokio::time::timeout(timeout, TcpStream::connect(target)).await {
        Err(_) => return Err(Failure::Timeout(Phase::Connect)),
        Ok(Err(e)) => return Err(Failure::from_connect(e)),
        Ok(Ok(tcp)) => tcp,
    };
    if !start.is_empty() {
        match tokio::time::timeout(timeout, tcp.write_all(start)).await {
            Err(_) => return Err(Failure::Timeout(Phase::Handshake)),
            Ok(Err(e)) => return Err(Failure::Io(Phase::Handshake, e.kind())),
            Ok(Ok(())) => {}
        }
    }
    Ok(tcp)
}

/// Holds `tcp` until `end` (false) or until the server closes it (true). Whatever the server
/// sends (an alert) is read and dropped.
async fn held_until(mut tcp: TcpStream, end: Instant) -> bool {
    let mut sink = [0u8; 512];
    loop {
        tokio::select! {
            _ = tokio::time::sleep_until(end) => return false,
            read = tcp.read(&mut sink) => match read {
                Ok(0) | Err(_) => return true,
                Ok(_) => {}
            },
        }
    }
}

/// The bytes of a whole ClientHello for `name`, as the shared client configuration sends it.
fn client_hello(
    config: &Arc<rustls::ClientConfig>,
    name: ServerName<'static>,
) -> anyhow::Result<Vec<u8>> {
    let mut connection =
        ClientConnection::new(config.clone(), name).context("starting a TLS client")?;
    let mut hello = Vec::with_capacity(512);
    while connection.wants_write() {
        connection
            .write_tls(&mut hello)
            .context("writing the ClientHello")?;
    }
    Ok(hello)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_partial_hello_is_never_whole() {
        let hello = [1u8; 300];
        assert_eq!(partial_hello(&hello, 64).len(), 64);
        assert_eq!(partial_hello(&hello, 0).len(), 0);
        assert_eq!(partial_hello(&hello, 300).len(), 299);
        assert_eq!(partial_hello(&hello, 10_000).len(), 299);
        assert!(partial_hello(&[], 5).is_empty());
    }

    #[test]
    fn the_census_counts_the_window_only() {
        let mut census = Census::new(3);
        census.sample(1, Duration::from_millis(50), false);
        census.sample(3, Duration::from_millis(100), false);
        census.sample(2, Duration::from_millis(150), true);
        census.sample(3, Duration::from_millis(200), true);
        census.sample(1, Duration::from_millis(250), true);
        assert_eq!(census.all_held_after, Some(Duration::from_millis(100)));
        assert_eq!(
            (census.at_start, census.min, census.max),
            (Some(2), Some(1), 3)
        );
        let never = Census::new(10);
        assert!(never.all_held_after.is_none() && never.min.is_none());
    }

    #[test]
    fn a_client_hello_is_one_whole_record() {
        let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_root_certificates(rustls::RootCertStore::empty())
            .with_no_client_auth();
        let name = ServerName::try_from("a.bench.test").unwrap();
        let hello = client_hello(&Arc::new(config), name).unwrap();
        // A handshake record whose length field covers the rest.
        assert_eq!(hello[0], 22);
        let length = usize::from(u16::from_be_bytes([hello[3], hello[4]]));
        assert_eq!(hello.len(), 5 + length);
        assert!(partial_hello(&hello, 64).len() < hello.len());
    }
}
