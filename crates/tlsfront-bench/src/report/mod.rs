//! The report: one serializable struct, printed as JSON with `--json` and as text (`text.rs`)
//! otherwise.

mod text;

use std::collections::BTreeMap;
use std::time::Duration;

use serde::Serialize;

use crate::cli::Mode;
use crate::cpu::ProcessUsage;
use crate::download::DownloadReport;
use crate::failure::ErrorCounts;
use crate::settings::{Settings, Workload};
use crate::slowloris::SlowlorisReport;
use crate::stats::{HandshakeCounts, LatencySummary, ResumptionCounts, Shard};
use crate::targets::TargetOrder;
use crate::tls_params::suite_name;

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub tool: &'static str,
    pub version: &'static str,
    /// "handshake", "keepalive", "download" or "slowloris".
    pub mode: &'static str,
    pub config: ConfigEcho,
    /// The run was cut short by Ctrl-C.
    pub interrupted: bool,
    /// The measured window (after the warm-up), in seconds; every rate is over it.
    pub elapsed_s: f64,
    pub handshakes: HandshakeCounts,
    pub handshakes_per_s: f64,
    /// With --resumption: where each new connection's offered session came from, and whether
    /// the server resumed it.
    pub resumption: Option<ResumptionCounts>,
    /// Handshakes per --connect target, in their order.
    pub targets: Vec<TargetReport>,
    /// Complete responses, any status.
    pub requests: u64,
    /// Complete responses with a 2xx status.
    pub requests_ok: u64,
    pub requests_per_s: f64,
    pub bytes: ByteCounts,
    pub latency_us: Latencies,
    pub negotiated: NegotiatedEcho,
    /// With --client-cert: the server's CertificateRequests the client answered with it, over
    /// the whole run (warm-up included), one per full handshake with a server that asks.
    pub client_certificates_sent: Option<u64>,
    pub errors: ErrorCounts,
    pub cpu: CpuReport,
    /// Download mode only.
    pub download: Option<DownloadReport>,
    /// Paced runs (`--rate`) only.
    pub paced: Option<PacedReport>,
    /// Slowloris mode only.
    pub slowloris: Option<SlowlorisReport>,
}

/// A paced run's schedule, and how well the client kept it.
#[derive(Debug, Clone, Serialize)]
pub struct PacedReport {
    pub rate_per_s: f64,
    /// Starts made in the measured window.
    pub starts: u64,
    /// Starts still running when the run gave up waiting for them (beyond their deadlines):
    /// neither a response nor an error. Zero unless the generator itself was stuck.
    pub unfinished: u64,
    /// How late starts began after their scheduled time: the client's own delay (a busy core,
    /// or every in-flight slot taken), which every latency above includes.
    pub start_lag: LatencySummary,
}

/// Handshakes on one target.
#[derive(Debug, Clone, Serialize)]
pub struct TargetReport {
    pub address: String,
    pub handshakes: u64,
    pub resumed: u64,
}

/// The settings the numbers were measured with.
#[derive(Debug, Clone, Serialize)]
pub struct ConfigEcho {
    /// The --connect addresses, separated by ','.
    pub connect: String,
    /// "cycle" or "random": how each new connection picks one of them.
    pub connect_order: &'static str,
    pub connections: usize,
    /// `--rate`: starts a second of a paced run.
    pub rate: Option<f64>,
    pub threads: usize,
    pub duration_s: Option<f64>,
    pub warmup_s: f64,
    pub requests: Option<u64>,
    pub timeout_s: f64,
    pub host_count: u64,
    pub hosts: String,
    /// "cycle" or "random".
    pub host_order: &'static str,
    /// Where the random order started (replay it with --seed).
    pub seed: u64,
    pub path: String,
    pub tls_versions: Vec<&'static str>,
    pub cipher_suites: Vec<&'static str>,
    pub kx_groups: Vec<&'static str>,
    pub signature_schemes: Vec<&'static str>,
    pub alpn: Option<String>,
    pub resumption: bool,
    /// "skipped", "signatures-only" or "ca".
    pub verification: &'static str,
    /// `--client-cert`: the file of the certificate sent when a server asks for one.
    pub client_certificate: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ByteCounts {
    /// Response bodies (plaintext).
    pub body: u64,
    /// Response heads and bodies (plaintext).
    pub response: u64,
    /// TLS bytes received and sent on the sockets, handshakes included.
    pub wire_read: u64,
    pub wire_written: u64,
    pub body_per_s: f64,
    pub response_per_s: f64,
    pub wire_read_per_s: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Latencies {
    /// Handshake mode: connect -> response complete. Keep-alive: request written -> complete.
    pub request: LatencySummary,
    /// TCP connected -> TLS handshake complete.
    pub handshake: LatencySummary,
    pub connect: LatencySummary,
}

/// What servers chose, counted per connection over the whole run, warm-up included (signature
/// schemes: per full handshake), so it shows what a keep-alive run used too.
#[derive(Debug, Clone, Serialize)]
pub struct NegotiatedEcho {
    pub versions: BTreeMap<&'static str, u64>,
    pub cipher_suites: BTreeMap<&'static str, u64>,
    pub kx_groups: BTreeMap<&'static str, u64>,
    pub signature_schemes: BTreeMap<&'static str, u64>,
    pub alpn: BTreeMap<&'static str, u64>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CpuReport {
    pub user_s: f64,
    pub system_s: f64,
    pub total_s: f64,
    /// CPU time over wall time: 1.0 is one core fully busy.
    pub cores_used: f64,
    /// CPU seconds per 1000 handshakes / requests; null in download mode or without any.
    pub per_1000_handshakes_s: Option<f64>,
    pub per_1000_requests_s: Option<f64>,
    pub max_rss_bytes: u64,
}

/// What one run measured, before it is turned into a report.
pub struct Measured<'a> {
    pub stats: &'a Shard,
    pub elapsed: Duration,
    pub usage: ProcessUsage,
    pub interrupted: bool,
    pub signature_schemes: Vec<(&'static str, u64)>,
    pub client_certificates_sent: Option<u64>,
    pub download: Option<DownloadReport>,
    pub slowloris: Option<SlowlorisReport>,
}

impl Report {
    pub fn new(settings: &Settings, measured: Measured<'_>) -> Self {
        let Measured {
            stats,
            elapsed,
            usage,
            interrupted,
            signature_schemes,
            client_certificates_sent,
            download,
            slowloris,
        } = measured;
        let seconds = elapsed.as_secs_f64();
        Self {
            tool: "tlsfront-bench",
            version: env!("CARGO_PKG_VERSION"),
            mode: match &settings.workload {
                Workload::Download { .. } => "download",
                Workload::Slowloris(_) => "slowloris",
                Workload::Load(load) if load.mode == Mode::Keepalive => "keepalive",
                Workload::Load(_) => "handshake",
            },
            config: ConfigEcho::new(settings),
            interrupted,
            elapsed_s: round(seconds, 6),
            handshakes: stats.handshakes.clone(),
            handshakes_per_s: rate(stats.handshakes.total, seconds),
            resumption: settings.tls.resumption.then(|| stats.resumption.clone()),
            targets: TargetReport::all(settings, stats),
            requests: stats.requests,
            requests_ok: stats.requests_ok,
            requests_per_s: rate(stats.requests, seconds),
            bytes: ByteCounts::of(stats, seconds),
            latency_us: Latencies {
                request: LatencySummary::of(&stats.request_latency),
                handshake: LatencySummary::of(&stats.handshake_latency),
                connect: LatencySummary::of(&stats.connect_latency),
            },
            negotiated: NegotiatedEcho {
                versions: stats.negotiated.versions.to_map(),
                cipher_suites: stats.negotiated.cipher_suites.to_map(),
                kx_groups: stats.negotiated.kx_groups.to_map(),
                signature_schemes: signature_schemes.into_iter().collect(),
                alpn: stats.negotiated.alpn.to_map(),
            },
            client_certificates_sent,
            errors: stats.errors.clone(),
            // A download's one handshake and one request make per-1000 figures meaningless.
            cpu: CpuReport::of(&usage, seconds, stats, download.is_none()),
            download,
            paced: PacedReport::of(settings, stats),
            slowloris,
        }
    }
}

impl TargetReport {
    /// Each target's counts, in the order the targets were given.
    fn all(settings: &Settings, stats: &Shard) -> Vec<Self> {
        settings
            .targets
            .addresses()
            .iter()
            .enumerate()
            .map(|(index, address)| {
                let counts = stats.targets.get(index).copied().unwrap_or_default();
                TargetReport {
                    address: address.to_string(),
                    handshakes: counts.handshakes,
                    resumed: counts.resumed,
                }
            })
            .collect()
    }
}

impl ByteCounts {
    fn of(stats: &Shard, seconds: f64) -> Self {
        ByteCounts {
            body: stats.body_bytes,
            response: stats.response_bytes,
            wire_read: stats.wire_read,
            wire_written: stats.wire_written,
            body_per_s: rate(stats.body_bytes, seconds),
            response_per_s: rate(stats.response_bytes, seconds),
            wire_read_per_s: rate(stats.wire_read, seconds),
        }
    }
}

impl CpuReport {
    /// The process's CPU over the run; per-1000 figures only when `per_1000` and there were any.
    fn of(usage: &ProcessUsage, seconds: f64, stats: &Shard, per_1000: bool) -> Self {
        let cpu_s = usage.total().as_secs_f64();
        let per_1000 =
            |count: u64| (count > 0 && per_1000).then(|| round(cpu_s * 1000.0 / count as f64, 6));
        CpuReport {
            user_s: round(usage.user.as_secs_f64(), 6),
            system_s: round(usage.system.as_secs_f64(), 6),
            total_s: round(cpu_s, 6),
            cores_used: if seconds > 0.0 {
                round(cpu_s / seconds, 4)
            } else {
                0.0
            },
            per_1000_handshakes_s: per_1000(stats.handshakes.total),
            per_1000_requests_s: per_1000(stats.requests),
            max_rss_bytes: usage.max_rss_bytes,
        }
    }
}

impl PacedReport {
    /// How the paced starts went; `None` unless the load was paced (`--rate`).
    fn of(settings: &Settings, stats: &Shard) -> Option<Self> {
        match &settings.workload {
            Workload::Load(load) => load.rate.map(|rate| PacedReport {
                rate_per_s: rate,
                starts: stats.start_lag.len(),
                unfinished: stats
                    .start_lag
                    .len()
                    .saturating_sub(stats.requests + stats.errors.total),
                start_lag: LatencySummary::of(&stats.start_lag),
            }),
            _ => None,
        }
    }
}

impl ConfigEcho {
    fn new(settings: &Settings) -> Self {
        let (connections, duration, warmup, requests) = match &settings.workload {
            Workload::Load(load) => (load.connections, load.duration, load.warmup, load.requests),
            Workload::Download { duration, .. } => (1, *duration, Duration::ZERO, Some(1)),
            Workload::Slowloris(slow) => (slow.connections, Some(slow.duration), slow.warmup, None),
        };
        let tls = &settings.tls;
        Self {
            connect: settings
                .targets
                .addresses()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(","),
            connect_order: match settings.targets.order() {
                TargetOrder::Cycle => "cycle",
                TargetOrder::Random => "random",
            },
            connections,
            rate: match &settings.workload {
                Workload::Load(load) => load.rate,
                _ => None,
            },
            threads: settings.threads,
            duration_s: duration.map(|d| d.as_secs_f64()),
            warmup_s: warmup.as_secs_f64(),
            requests,
            timeout_s: settings.timeout.as_secs_f64(),
            host_count: settings.hosts.len(),
            hosts: settings.hosts.describe(),
            host_order: match settings.host_order {
                crate::hosts::HostOrder::Cycle => "cycle",
                crate::hosts::HostOrder::Random => "random",
            },
            seed: settings.seed,
            path: settings.path.clone(),
            tls_versions: tls
                .negotiable
                .versions
                .iter()
                .map(|v| v.version.as_str().unwrap_or("?"))
                .collect(),
            cipher_suites: tls
                .negotiable
                .cipher_suites
                .iter()
                .map(|s| suite_name(*s))
                .collect(),
            kx_groups: tls
                .kx_groups
                .iter()
                .map(|g| g.name().as_str().unwrap_or("?"))
                .collect(),
            signature_schemes: crate::tls_params::signature_schemes(tls.sigalgs)
                .iter()
                .map(|s| s.as_str().unwrap_or("?"))
                .collect(),
            alpn: tls.alpn.map(|p| String::from_utf8_lossy(p).into_owned()),
            resumption: tls.resumption,
            verification: match (&tls.ca, tls.check_signatures) {
                (Some(_), _) => "ca",
                (None, true) => "signatures-only",
                (None, false) => "skipped",
            },
            client_certificate: tls
                .client_identity
                .as_ref()
                .map(|files| files.cert.display().to_string()),
        }
    }
}

fn rate(count: u64, seconds: f64) -> f64 {
    if seconds > 0.0 {
        round(count as f64 / seconds, 3)
    } else {
        0.0
    }
}

fn round(value: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (value * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_and_rounding() {
        assert_eq!(rate(10, 4.0), 2.5);
        assert_eq!(rate(10, 0.0), 0.0);
        assert_eq!(round(1.23456, 2), 1.23);
    }
}
