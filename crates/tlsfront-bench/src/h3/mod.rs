//! `tlsfront-bench h3`: HTTP/3 load over QUIC for the `h3` benchmark scenario. One tokio
//! thread and one client endpoint (one UDP socket, every connection multiplexed on it), so the
//! client stays on the one core the benchmarks give it. Four modes: requests at N streams per
//! connection, full handshakes (no resumption), one download, and idle connections held open
//! while the scenario reads the server's memory.

mod client;
mod hold;
mod load;
mod tally;

use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use serde::Serialize;

use crate::cli::{H3Args, H3Mode};
use crate::cpu::ProcessUsage;
use client::{H3Endpoint, Transport};
use tally::{Counts, Tally};

/// Idle connections ping this often: under quic-go's and quinn's 30 s default idle timeouts,
/// so that no server closes a connection the scenario is still counting.
const KEEP_ALIVE: Duration = Duration::from_secs(10);
/// The client's own idle timeout in idle mode (the servers' is raised as well).
const IDLE_TIMEOUT: Duration = Duration::from_secs(600);
/// A download's stream window: far more than loopback's bandwidth times its round trip, so
/// the client never throttles the server.
const DOWNLOAD_WINDOW: u32 = 16 << 20;

/// The run's report, one JSON object.
#[derive(Debug, Serialize)]
pub struct H3Report {
    pub mode: &'static str,
    pub connections: usize,
    pub streams: usize,
    /// From the first connection's start to the last request's end.
    pub seconds: f64,
    /// 2xx responses per second (requests), handshakes per second (handshakes), bytes per
    /// second (download).
    pub rate: f64,
    pub client_cpu_s: f64,
    #[serde(flatten)]
    pub counts: Counts,
}

/// Runs the `h3` subcommand; returns its report as JSON (idle mode: the line it printed once
/// its connections were open, after they were released).
pub fn run(args: &H3Args) -> anyhow::Result<String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the tokio runtime")?;
    let _ = crate::descriptors::raise_limit();
    let transport = match args.mode {
        H3Mode::Idle => Transport {
            keep_alive: Some(KEEP_ALIVE),
            idle_timeout: Some(IDLE_TIMEOUT),
            stream_window: None,
        },
        H3Mode::Download => Transport {
            stream_window: Some(DOWNLOAD_WINDOW),
            ..Transport::default()
        },
        H3Mode::Requests | H3Mode::Handshakes => Transport::default(),
    };
    runtime.block_on(async {
        let endpoint = Rc::new(H3Endpoint::new(
            args.connect,
            &args.sni,
            &args.path,
            args.ca.as_deref(),
            transport,
        )?);
        if args.mode == H3Mode::Idle {
            return hold::idle(&endpoint, args.connections, args.open_concurrency).await;
        }
        let report = measure(&endpoint, args).await?;
        endpoint.wait_idle(Duration::from_secs(2)).await;
        serde_json::to_string(&report).context("encoding the report")
    })
}

async fn measure(endpoint: &Rc<H3Endpoint>, args: &H3Args) -> anyhow::Result<H3Report> {
    let tally = Arc::new(Tally::default());
    let cpu0 = ProcessUsage::now();
    let started = Instant::now();
    let deadline = started + args.duration;
    let mode = match args.mode {
        H3Mode::Requests => {
            let (c, m) = (args.connections, args.streams);
            load::requests(endpoint.clone(), c, m, deadline, tally.clone()).await?;
            "requests"
        }
        H3Mode::Handshakes => {
            let request = !args.no_request;
            load::handshakes(
                endpoint.clone(),
                args.connections,
                request,
                deadline,
                tally.clone(),
            )
            .await;
            "handshakes"
        }
        H3Mode::Download | H3Mode::Idle => {
            hold::download(endpoint, args.expect_bytes, &tally).await?;
            "download"
        }
    };
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let client_cpu_s = ProcessUsage::now().since(&cpu0).total().as_secs_f64();
    let counts = tally.counts();
    let done = match args.mode {
        H3Mode::Handshakes => counts.handshakes,
        H3Mode::Download | H3Mode::Idle => counts.body_bytes,
        H3Mode::Requests => counts.ok,
    };
    Ok(H3Report {
        mode,
        connections: args.connections,
        streams: args.streams,
        seconds,
        rate: done as f64 / seconds,
        client_cpu_s,
        counts,
    })
}
