//! tlsfront-bench: the TLS load generator behind tlsfront's benchmarks. It opens TLS connections
//! at a fixed concurrency (full or resumed handshakes, keep-alive requests, or one bulk download)
//! or at a fixed pace (`--rate`, an open loop timed from each start's schedule), or holds
//! connections with an unfinished ClientHello (slowloris), to one server or to the instances of
//! a fleet, cycles SNI over any number of host names, and reports rates, latency percentiles,
//! errors by kind, where resumed sessions came from, and its own CPU time.
//! `tlsfront-bench h3` (the `h3` module) does the same over HTTP/3 on quinn and h3: requests
//! at N streams per connection, full QUIC handshakes, a download, idle connections held open.
//! `tlsfront-bench floor-server` and `floor-client` (the `floor` module) exchange the same bytes
//! in plain TCP, to measure what the system calls alone cost.
//!
//! It must never cost more CPU than it has to: the benchmarks pin it to one core next to the
//! server under test, and its numbers are only worth something while the server, not the
//! client, is the bottleneck. So: one shared `ClientConfig`, no certificate verification unless
//! asked, no allocation per request, one runtime thread by default.

pub mod cli;
pub mod client_identity;
pub mod cpu;
pub mod crypto;
pub mod descriptors;
pub mod download;
pub mod failure;
pub mod floor;
pub mod h3;
pub mod hosts;
pub mod http1;
pub mod paced;
pub mod report;
pub mod run;
pub mod schedule;
pub mod sessions;
pub mod settings;
pub mod slowloris;
pub mod stats;
pub mod targets;
pub mod tls_client;
pub mod tls_params;
pub mod verifier;

use anyhow::Context;

use crate::report::{Measured, Report};
use crate::settings::{Settings, Workload};
use crate::tls_client::TlsClient;

/// Runs the benchmark `settings` describes and returns its report.
pub fn run(settings: &Settings) -> anyhow::Result<Report> {
    // Thousands of connections need more descriptors than the usual soft limit. Where the limit
    // cannot be raised, a run that needs more fails its connects, and says so in its errors.
    let _ = descriptors::raise_limit();
    let runtime = if settings.threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(settings.threads)
            .enable_all()
            .build()
    }
    .context("starting the tokio runtime")?;
    let client = TlsClient::new(&settings.tls, settings.hosts.len())?;
    // Read after the run, which takes the client.
    let client_identity = client.client_identity.clone();
    let client_certificates_sent = || client_identity.as_ref().map(|i| i.requests());
    runtime.block_on(async {
        match &settings.workload {
            Workload::Load(load) => {
                let run = run::run_load(settings, load, client).await;
                Ok(Report::new(
                    settings,
                    Measured {
                        stats: &run.stats,
                        elapsed: run.measured,
                        usage: run.usage,
                        interrupted: run.interrupted,
                        signature_schemes: run.signature_schemes,
                        client_certificates_sent: client_certificates_sent(),
                        download: None,
                        slowloris: None,
                    },
                ))
            }
            Workload::Slowloris(slow) => {
                let run = slowloris::run_slowloris(settings, slow, &client).await?;
                Ok(Report::new(
                    settings,
                    Measured {
                        stats: &run.stats,
                        elapsed: run.measured,
                        usage: run.usage,
                        interrupted: run.interrupted,
                        signature_schemes: Vec::new(),
                        client_certificates_sent: client_certificates_sent(),
                        download: None,
                        slowloris: Some(run.report),
                    },
                ))
            }
            Workload::Download { sha256, duration } => {
                let run = download::run_download(settings, &client, *sha256, *duration).await?;
                Ok(Report::new(
                    settings,
                    Measured {
                        stats: &run.stats.merged(),
                        elapsed: run.elapsed,
                        usage: run.usage,
                        interrupted: false,
                        signature_schemes: client.schemes.snapshot(),
                        client_certificates_sent: client_certificates_sent(),
                        download: Some(run.report),
                        slowloris: None,
                    },
                ))
            }
        }
    })
}
