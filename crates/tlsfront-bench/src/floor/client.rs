//! `tlsfront-bench floor-client`: the client side of the floor, in plain TCP. Each of
//! `connections` tasks runs the script's steps (its writes are the server's reads) back to back
//! on one connection (keep-alive), or one pass per connection (handshakes: connect, the
//! flights, then wait for the server to close).

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use serde::Serialize;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::{Direction, Leg, Script};
use crate::cpu::ProcessUsage;

/// How the floor client runs.
#[derive(Debug, Clone)]
pub struct FloorClient {
    pub connect: SocketAddr,
    pub script: Script,
    pub connections: usize,
    pub duration: Duration,
    /// A new connection for every pass of the script.
    pub reconnect: bool,
    /// Requests one pass stands for (HTTP/2 with N streams in flight: N).
    pub requests_per_pass: u64,
}

/// What a run did, for `--json`.
#[derive(Debug, Serialize)]
pub struct FloorReport {
    pub passes: u64,
    pub requests: u64,
    pub connections_opened: u64,
    pub errors: u64,
    pub seconds: f64,
    pub requests_per_s: f64,
    pub script: String,
    pub cpu: FloorCpu,
}

#[derive(Debug, Serialize)]
pub struct FloorCpu {
    pub user_s: f64,
    pub system_s: f64,
    pub cores_used: f64,
}

#[derive(Default)]
struct Counts {
    passes: AtomicU64,
    opened: AtomicU64,
    errors: AtomicU64,
}

/// Runs the load on one runtime thread and reports it.
pub fn run(config: &FloorClient) -> anyhow::Result<FloorReport> {
    if config.script.uses_upstream() {
        anyhow::bail!("a client script has no upstream: use rN and wN only");
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("tokio runtime")?;
    let counts = Arc::new(Counts::default());
    let stop = Arc::new(AtomicBool::new(false));
    let usage0 = ProcessUsage::now();
    let started = Instant::now();
    runtime.block_on(async {
        let mut tasks = tokio::task::JoinSet::new();
        for _ in 0..config.connections.max(1) {
            let (config, counts, stop) = (config.clone(), counts.clone(), stop.clone());
            tasks.spawn(async move { worker(&config, &counts, &stop).await });
        }
        tokio::time::sleep(config.duration).await;
        stop.store(true, Ordering::Relaxed);
        // A worker stuck on a server that stopped answering is not waited for long.
        let _ = tokio::time::timeout(Duration::from_secs(5), async {
            while tasks.join_next().await.is_some() {}
        })
        .await;
        tasks.abort_all();
    });
    let seconds = started.elapsed().as_secs_f64();
    let usage = ProcessUsage::now().since(&usage0);
    let passes = counts.passes.load(Ordering::Relaxed);
    let requests = passes * config.requests_per_pass;
    let cpu = usage.user.as_secs_f64() + usage.system.as_secs_f64();
    Ok(FloorReport {
        passes,
        requests,
        connections_opened: counts.opened.load(Ordering::Relaxed),
        errors: counts.errors.load(Ordering::Relaxed),
        seconds,
        requests_per_s: requests as f64 / seconds.max(1e-9),
        script: config.script.to_string(),
        cpu: FloorCpu {
            user_s: usage.user.as_secs_f64(),
            system_s: usage.system.as_secs_f64(),
            cores_used: cpu / seconds.max(1e-9),
        },
    })
}

async fn worker(config: &FloorClient, counts: &Counts, stop: &AtomicBool) {
    let mut buffer = vec![0u8; 64 * 1024];
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut stream) = TcpStream::connect(config.connect).await else {
            counts.errors.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        let _ = stream.set_nodelay(true);
        counts.opened.fetch_add(1, Ordering::Relaxed);
        loop {
            if one_pass(&mut stream, &config.script, &mut buffer)
                .await
                .is_err()
            {
                counts.errors.fetch_add(1, Ordering::Relaxed);
                break;
            }
            if config.reconnect {
                // The server closes first, as after `Connection: close`: wait for its FIN.
                match stream.read(&mut buffer).await {
                    Ok(0) => counts.passes.fetch_add(1, Ordering::Relaxed),
                    _ => counts.errors.fetch_add(1, Ordering::Relaxed),
                };
                break;
            }
            counts.passes.fetch_add(1, Ordering::Relaxed);
            if stop.load(Ordering::Relaxed) {
                return;
            }
        }
    }
}

async fn one_pass(
    stream: &mut TcpStream,
    script: &Script,
    buffer: &mut [u8],
) -> std::io::Result<()> {
    for step in script.steps.iter().filter(|step| step.leg == Leg::Peer) {
        match step.direction {
            Direction::Write => {
                let mut left = step.bytes;
                while left > 0 {
                    let n = left.min(buffer.len());
                    stream.write_all(&buffer[..n]).await?;
                    left -= n;
                }
            }
            Direction::Read => {
                let mut left = step.bytes;
                while left > 0 {
                    let n = left.min(buffer.len());
                    stream.read_exact(&mut buffer[..n]).await?;
                    left -= n;
                }
            }
        }
    }
    Ok(())
}
