//! Download mode: one connection GETs one (large) file, discards the body, optionally hashes it,
//! and reports the transfer rate. Used for the 1 GiB scenario and the kTLS VM test.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use aws_lc_rs::digest;
use serde::Serialize;
use tokio::io::{AsyncWrite, AsyncWriteExt};

use crate::cpu::ProcessUsage;
use crate::failure::{Failure, Phase};
use crate::http1::{self, ReadError, RecvBuffer};
use crate::settings::Settings;
use crate::stats::{NewConnection, StatsShards};
use crate::tls_client::TlsClient;

/// Large reads keep the per-read overhead small next to the decryption cost.
const DOWNLOAD_BUFFER_BYTES: usize = 256 * 1024;

/// The download-only part of the report.
#[derive(Debug, Clone, Serialize)]
pub struct DownloadReport {
    pub status: u16,
    pub body_bytes: u64,
    /// From writing the request to the last body byte.
    pub transfer_s: f64,
    pub body_bytes_per_s: f64,
    /// Lower-case hex, with `--sha256`.
    pub sha256: Option<String>,
}

/// A finished download: the counts (in `stats`) and the download details.
pub struct DownloadRun {
    pub stats: StatsShards,
    pub elapsed: Duration,
    pub usage: ProcessUsage,
    pub report: DownloadReport,
}

/// Downloads `settings.path` from the first host, within `duration` if given.
pub async fn run_download(
    settings: &Settings,
    client: &TlsClient,
    sha256: bool,
    duration: Option<Duration>,
) -> anyhow::Result<DownloadRun> {
    let usage_at_start = ProcessUsage::now();
    let started = Instant::now();
    let stats = StatsShards::new(1);
    let download = download(settings, client, sha256, &stats);
    let report = match duration {
        Some(limit) => tokio::time::timeout(limit, download)
            .await
            .map_err(|_| anyhow::anyhow!("download did not finish within --duration"))??,
        None => download.await?,
    };
    Ok(DownloadRun {
        stats,
        elapsed: started.elapsed(),
        usage: ProcessUsage::now().since(&usage_at_start),
        report,
    })
}

async fn download(
    settings: &Settings,
    client: &TlsClient,
    sha256: bool,
    stats: &StatsShards,
) -> anyhow::Result<DownloadReport> {
    let mut host_text = String::new();
    let server_name = settings.hosts.pick(0, &mut host_text)?;
    let mut request = Vec::new();
    http1::write_request(&mut request, &settings.path, &host_text, true);
    let started = Instant::now();
    let opened = client
        .open(settings.targets.first(), server_name, settings.timeout)
        .await
        .map_err(|failure| {
            anyhow::anyhow!("connecting to {}: {failure:?}", settings.targets.first())
        })?;
    let mut stream = opened.stream;
    stats.with(|shard| {
        let tls = stream.get_ref().1;
        // One connection, to the one target, with no session from an earlier one.
        let new = NewConnection {
            target: 0,
            offered_from: None,
        };
        shard.record_handshake(tls, new, opened.connect_time, opened.handshake_time);
        shard.record_negotiated(tls);
    });

    let transfer_started = Instant::now();
    send_request(&mut stream, &request, settings.timeout).await?;
    let mut hasher = sha256.then(|| digest::Context::new(&digest::SHA256));
    let mut recv = RecvBuffer::new(DOWNLOAD_BUFFER_BYTES);
    let response = http1::read_response(&mut stream, &mut recv, Some(settings.timeout), |body| {
        if let Some(hasher) = hasher.as_mut() {
            hasher.update(body);
        }
    })
    .await
    .map_err(|error| response_error(error, settings.timeout))?;
    let transfer = transfer_started.elapsed();
    let wire = stream.get_mut().0.take_counts();
    stats.with(|shard| {
        shard.record_response(&response, started.elapsed());
        shard.record_wire(wire);
    });
    let _ = tokio::time::timeout(settings.timeout, stream.shutdown()).await;
    if !(200..300).contains(&response.status) {
        bail!(
            "{} answered {} {}",
            host_text,
            response.status,
            settings.path
        );
    }
    let transfer_s = transfer.as_secs_f64();
    Ok(DownloadReport {
        status: response.status,
        body_bytes: response.body_bytes,
        transfer_s,
        body_bytes_per_s: rate(response.body_bytes, transfer_s),
        sha256: hasher.map(|hasher| hex(hasher.finish().as_ref())),
    })
}

/// Writes the whole request, within `timeout`.
async fn send_request(
    stream: &mut (impl AsyncWrite + Unpin),
    request: &[u8],
    timeout: Duration,
) -> anyhow::Result<()> {
    let write = async {
        stream.write_all(request).await?;
        stream.flush().await
    };
    tokio::time::timeout(timeout, write)
        .await
        .context("timed out sending the request")?
        .map_err(|e| {
            anyhow::anyhow!(
                "sending the request: {:?}",
                Failure::from_io(Phase::Response, e)
            )
        })
}

/// Why the response could not be read, in words.
fn response_error(error: ReadError, timeout: Duration) -> anyhow::Error {
    match error {
        ReadError::Http(error) => anyhow::anyhow!("reading the response: {}", error.name()),
        ReadError::Io(error) => {
            anyhow::anyhow!(
                "reading the response: {:?}",
                Failure::from_io(Phase::Response, error)
            )
        }
        ReadError::Timeout => anyhow::anyhow!("no data for --timeout {:?}", timeout),
    }
}

fn rate(count: u64, seconds: f64) -> f64 {
    if seconds > 0.0 {
        count as f64 / seconds
    } else {
        0.0
    }
}

fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        // Writing to a String cannot fail.
        let _ = write!(out, "{byte:02x}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_hex_of_abc() {
        let digest = digest::digest(&digest::SHA256, b"abc");
        assert_eq!(
            hex(digest.as_ref()),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
