//! Heap allocations per request on the keep-alive path's commonest answer: a small file from
//! the file cache, on a connection that stays open. The HTTP/1.1 server (`serve_http1`, the
//! one both TLS paths run) serves over plain TCP on this thread's runtime; a client on another
//! thread sends requests one at a time, and a counting allocator counts what the server's
//! thread allocates meanwhile (the client's thread is not counted).
//!
//! A test binary of its own: the global allocator is the whole process's.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::{Read, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

use tlsfront_server::http1::{serve_http1, PlainTcp, RawLimits};
use tlsfront_static::{Docroot, FileCache, StaticSite};
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;

/// Counts allocations (and reallocations) made on threads that asked to be counted.
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    static COUNTED: Cell<bool> = const { Cell::new(false) };
}

fn note_allocation() {
    if COUNTED.try_with(Cell::get).unwrap_or(false) {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
    }
}

// SAFETY: every call is passed to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: the caller's contract, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: the caller's contract, passed on.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note_allocation();
        // SAFETY: the caller's contract, passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const HOST: &str = "a.example";
const REQUEST: &[u8] = b"GET /index.html HTTP/1.1\r\nHost: a.example\r\nUser-Agent: wrk\r\n\r\n";
const MEASURED: u64 = 200;

/// Fixed, and ahead of the files' mtimes: they count as settled, so the cache takes them.
fn now() -> SystemTime {
    static NOW: OnceLock<SystemTime> = OnceLock::new();
    *NOW.get_or_init(|| SystemTime::now() + Duration::from_secs(5))
}

/// Sends the request `warm_up` times on one connection, then [`MEASURED`] times counted, each
/// after the last answer is whole; returns the first answer and the allocations counted.
fn client(addr: std::net::SocketAddr, warm_up: u64) -> (Vec<u8>, u64) {
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_nodelay(true).unwrap();
    stream.write_all(REQUEST).unwrap();
    let first = read_answer(&mut stream);
    for _ in 1..warm_up {
        stream.write_all(REQUEST).unwrap();
        let mut again = vec![0u8; first.len()];
        stream.read_exact(&mut again).unwrap();
        assert_eq!(again, first);
    }
    ALLOCATIONS.store(0, Ordering::Relaxed);
    for _ in 0..MEASURED {
        stream.write_all(REQUEST).unwrap();
        let mut again = vec![0u8; first.len()];
        stream.read_exact(&mut again).unwrap();
        assert_eq!(again, first);
    }
    (first, ALLOCATIONS.load(Ordering::Relaxed))
}

/// One answer whose body length its `content-length` says.
fn read_answer(stream: &mut std::net::TcpStream) -> Vec<u8> {
    let mut got = Vec::new();
    let mut byte = [0u8; 1];
    while !got.ends_with(b"\r\n\r\n") {
        assert_eq!(stream.read(&mut byte).unwrap(), 1, "the server closed");
        got.push(byte[0]);
    }
    let head = String::from_utf8(got.clone()).unwrap();
    let length: usize = head
        .lines()
        .find_map(|line| line.strip_prefix("content-length: "))
        .unwrap()
        .parse()
        .unwrap();
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body).unwrap();
    got.extend_from_slice(&body);
    got
}

#[test]
fn a_cached_file_on_a_kept_alive_connection_allocates_at_most_the_bound() {
    let tmp = tempfile::tempdir().unwrap();
    // The bench's page: 612 bytes.
    std::fs::write(tmp.path().join("index.html"), vec![b'x'; 612]).unwrap();
    let file_cache = Arc::new(FileCache::default());
    let site = Arc::new(StaticSite {
        session_host: HOST.to_string(),
        docroot: Some(Arc::new(Docroot::open(tmp.path()).unwrap())),
        file_cache: Some(file_cache.clone()),
        precompressed: true,
        on_the_fly: None,
        request_rate: None,
        alt_svc: None,
        hsts: None,
    });
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (answer, allocations) = runtime.block_on(async move {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let client = tokio::task::spawn_blocking(move || client(addr, 20));
        let (stream, _) = listener.accept().await.unwrap();
        let limits = RawLimits {
            max_header_bytes: 16 * 1024,
            max_headers: 100,
            idle_timeout: Duration::from_secs(10),
            clock: now,
            timed: false,
        };
        let mut transport = PlainTcp(stream);
        let shutdown = CancellationToken::new();
        COUNTED.with(|counted| counted.set(true));
        // The client closes when done, and the server then ends.
        let served = serve_http1(&mut transport, &site, &limits, &shutdown, |_| {});
        let (_, client) = tokio::join!(served, client);
        COUNTED.with(|counted| counted.set(false));
        client.unwrap()
    });
    assert!(answer.starts_with(b"HTTP/1.1 200 OK\r\n"));
    assert_eq!(
        file_cache.cached_files(),
        1,
        "the page is served from the cache"
    );
    let per_request = allocations as f64 / MEASURED as f64;
    println!("allocations per cached-file request: {per_request}");
    assert!(
        per_request <= BOUND,
        "{per_request} allocations per request, more than {BOUND}"
    );
}

/// The most allocations a request may make. It was 28 (2026-11-28); what is left, per request:
/// the burst's boxed state (1, so an idle connection holds none), the `http::Request` the head
/// is turned into (4 here: URI, header map, two header values), the normalised path and cache
/// key (5), the `date`, `last-modified`, `etag` and `content-length` values (4), and the plan's
/// header list (1); one more leaves room for the runtime's own.
const BOUND: f64 = 18.0;
