//! Large files over HTTP/2, against the real binary with the `h2` crate's client: streams
//! downloading at once on one connection share it, and a client that stops reading makes the
//! server hold a few chunks per stream, never the file. Shares are counted in bytes and memory
//! is read from /proc; nothing here measures time.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod h2_support;
mod serve;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use h2_support::{read_body, H2Connection, Windows};
use serve::support::{hosts_fixture, server};
use tlsfront_testkit::process::{rss_kib, settled_rss_kib};
use tlsfront_testkit::{Fixtures, TlsClient, Tlsfront};

const HOST: &str = "one.test";
const MIB: u64 = 1024 * 1024;
/// The file each of the sharing streams downloads.
const SHARED_FILE_BYTES: u64 = 64 * MIB;

/// Four streams on one connection each download a 64 MiB file, read at once by a client whose
/// windows are small: first the streams' windows pace the server, then the connection's. When
/// the first stream ends, every other stream must have received more than half of its file:
/// the server interleaves the streams' DATA frames. A server that sent the files one after
/// another would have given the others nothing by then.
#[test]
fn streams_on_one_connection_share_it() {
    let fixtures = hosts_fixture();
    sparse_file(&fixtures, "large.bin", SHARED_FILE_BYTES);
    let server = server(&fixtures, &["--access-log=false"]);
    let client = TlsClient::new(fixtures.ca.cert_pem()).alpn(&[b"h2"]);
    let small_streams = Windows {
        stream: 256 * 1024,
        connection: 4 * MIB as u32,
    };
    // The default connection window (64 KiB), as many clients leave it.
    let small_connection = Windows {
        stream: 4 * MIB as u32,
        connection: 65_535,
    };
    for windows in [small_streams, small_connection] {
        let at_first_end = runtime().block_on(shares_at_first_end(
            &client,
            server.addr,
            windows,
            "/large.bin",
        ));
        eprintln!("{windows:?}: bytes per stream when the first ended: {at_first_end:?}");
        for (stream, &bytes) in at_first_end.iter().enumerate() {
            assert!(
                bytes * 2 > SHARED_FILE_BYTES,
                "{windows:?}: stream {stream} had {bytes} bytes of {SHARED_FILE_BYTES} when the \
                 first stream ended (all: {at_first_end:?})"
            );
        }
    }
}

/// Opens four streams on `path` on one connection, reads them all at once to the end, and
/// returns the bytes each had received when the first one ended.
async fn shares_at_first_end(
    client: &TlsClient,
    addr: SocketAddr,
    windows: Windows,
    path: &str,
) -> Vec<u64> {
    const STREAMS: usize = 4;
    let connection = H2Connection::connect(client, addr, HOST, windows).await;
    let progress = Arc::new(Mutex::new(Progress::new(STREAMS)));
    let mut readers = Vec::new();
    for stream in 0..STREAMS {
        let response = connection.get(HOST, path).await;
        assert_eq!(response.status(), 200);
        let progress = progress.clone();
        readers.push(tokio::spawn(async move {
            let total = read_body(response.into_body(), |bytes| {
                progress.lock().unwrap().received(stream, bytes)
            })
            .await;
            progress.lock().unwrap().finished();
            total
        }));
    }
    for reader in readers {
        assert_eq!(reader.await.unwrap(), SHARED_FILE_BYTES);
    }
    let progress = progress.lock().unwrap();
    progress.at_first_end.clone().unwrap()
}

/// Several connections ask for a 256 MiB file on several streams each, and then make no more
/// room: one client grants huge windows and stops reading its socket, another reads its socket
/// but grants no window at all. Once the server makes no more progress, its memory must have
/// grown by a few chunks per stream, far below the file.
#[test]
fn stalled_streams_cost_a_few_chunks_each_not_the_file() {
    let fixtures = hosts_fixture();
    sparse_file(&fixtures, "huge.bin", STALLED_FILE_BYTES);
    sparse_file(&fixtures, "warm.bin", 2 * MIB);
    let server = server(&fixtures, &["--access-log=false", "--log", "info"]);
    let client = TlsClient::new(fixtures.ca.cert_pem()).alpn(&[b"h2"]);
    let stops_reading = Stall {
        windows: Windows {
            stream: i32::MAX as u32,
            connection: i32::MAX as u32,
        },
        stop_reading: true,
    };
    // The smallest connection window HTTP/2 allows; no stream may receive anything.
    let grants_nothing = Stall {
        windows: Windows {
            stream: 0,
            connection: 65_535,
        },
        stop_reading: false,
    };
    for stall in [stops_reading, grants_nothing] {
        let (queued, growth_kib) = runtime().block_on(stalled_growth(&client, &server, stall));
        let streams = (STALLED_CONNECTIONS * STALLED_STREAMS_EACH) as u64;
        eprintln!(
            "{stall:?}: {streams} stalled streams, {queued} bytes in the client's receive \
             queues, server RSS +{growth_kib} KiB, {} KiB per stream",
            growth_kib / streams
        );
        if stall.stop_reading {
            // Data must really have gone out before the stall, or the test measured nothing.
            assert!(queued > MIB, "only {queued} bytes reached the client");
        }
        assert!(
            growth_kib < 16 * 1024 && growth_kib / streams <= 384,
            "{stall:?}: the server grew by {growth_kib} KiB for {streams} stalled streams of a \
             {STALLED_FILE_BYTES}-byte file"
        );
    }
}

const STALLED_CONNECTIONS: usize = 4;
const STALLED_STREAMS_EACH: usize = 8;
const STALLED_FILE_BYTES: u64 = 256 * MIB;

/// How a client stops taking data.
#[derive(Debug, Clone, Copy)]
struct Stall {
    windows: Windows,
    /// Whether the client stops reading its socket once the response heads are in.
    stop_reading: bool,
}

/// Opens the stalled connections and streams as `stall` says, waits until the server makes no
/// more progress, and returns the bytes waiting in the clients' receive queues and the
/// server's memory growth (KiB), against a baseline taken after the same connections and
/// streams read a small file to the end (so the server's threads, its allocator's arenas and
/// the host's config exist before it).
async fn stalled_growth(client: &TlsClient, server: &Tlsfront, stall: Stall) -> (u64, u64) {
    let reads_freely = Windows {
        stream: 4 * MIB as u32,
        connection: 16 * MIB as u32,
    };
    let warm = connections(client, server.addr, STALLED_CONNECTIONS, reads_freely).await;
    let mut readers = Vec::new();
    for connection in &warm {
        for _ in 0..STALLED_STREAMS_EACH {
            let body = connection.get(HOST, "/warm.bin").await.into_body();
            readers.push(tokio::spawn(read_body(body, |_| {})));
        }
    }
    for reader in readers {
        assert_eq!(reader.await.unwrap(), 2 * MIB);
    }
    drop(warm);
    let before = settled_rss_kib(server.pid());

    let stalled = connections(client, server.addr, STALLED_CONNECTIONS, stall.windows).await;
    let mut bodies = Vec::new();
    for connection in &stalled {
        for _ in 0..STALLED_STREAMS_EACH {
            let response = connection.get(HOST, "/huge.bin").await;
            assert_eq!(response.status(), 200);
            bodies.push(response.into_body());
        }
        if stall.stop_reading {
            connection.stop_reading();
        }
    }
    let (queued, after) = wait_until_the_server_stalls(&stalled, server.pid()).await;
    (queued, after.saturating_sub(before))
}

/// Bytes received per stream, and a copy of them taken when the first stream ended.
struct Progress {
    received: Vec<u64>,
    at_first_end: Option<Vec<u64>>,
}

impl Progress {
    fn new(streams: usize) -> Self {
        Progress {
            received: vec![0; streams],
            at_first_end: None,
        }
    }

    fn received(&mut self, stream: usize, bytes: u64) {
        self.received[stream] += bytes;
    }

    fn finished(&mut self) {
        if self.at_first_end.is_none() {
            self.at_first_end = Some(self.received.clone());
        }
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// A file of `len` zero bytes in the host's docroot that takes no disk space.
fn sparse_file(fixtures: &Fixtures, name: &str, len: u64) {
    let path = fixtures.sites_dir().join(HOST).join(name);
    let file = std::fs::File::create(Path::new(&path)).unwrap();
    file.set_len(len).unwrap();
}

async fn connections(
    client: &TlsClient,
    addr: SocketAddr,
    count: usize,
    windows: Windows,
) -> Vec<H2Connection> {
    let mut connections = Vec::new();
    for _ in 0..count {
        connections.push(H2Connection::connect(client, addr, HOST, windows).await);
    }
    connections
}

/// Waits until the server makes no more progress: the bytes waiting in the clients' receive
/// queues stop growing (the server filled the sockets' buffers) and the server's memory stops
/// moving. Returns those bytes and that memory (KiB). At most a minute.
async fn wait_until_the_server_stalls(connections: &[H2Connection], pid: u32) -> (u64, u64) {
    const STEADY_POLLS: u32 = 5;
    /// What a process's resident memory moves by while it does nothing.
    const RSS_JITTER_KIB: u64 = 64;
    let deadline = Instant::now() + Duration::from_secs(60);
    let queued = || {
        connections
            .iter()
            .map(H2Connection::queued_bytes)
            .sum::<u64>()
    };
    let mut last = (queued(), rss_kib(pid));
    let mut steady = 0;
    while steady < STEADY_POLLS {
        assert!(
            Instant::now() < deadline,
            "the server was still making progress after a minute ({last:?})"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
        let now = (queued(), rss_kib(pid));
        let still = now.0 == last.0 && now.1.abs_diff(last.1) <= RSS_JITTER_KIB;
        steady = if still { steady + 1 } else { 0 };
        last = now;
    }
    last
}
