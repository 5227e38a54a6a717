//! `tlsfront-bench crypto`: how fast the server's cryptography is on this machine, through the
//! provider tlsfront uses (rustls with aws-lc-rs), on one thread. The benchmark suite puts these
//! figures next to `openssl speed` and derives what each cipher suite's full handshake costs
//! the server.
//!
//! Each operation is repeated for a fixed time after one untimed run; the report gives the
//! rate and the time per operation, and for AEADs the bytes per second on 16 KiB records.

mod ops;

use std::time::{Duration, Instant};

use serde::Serialize;

pub use ops::RECORD_BYTES;

/// What `tlsfront-bench crypto` measured.
#[derive(Debug, Clone, Serialize)]
pub struct CryptoReport {
    pub tool: &'static str,
    pub provider: &'static str,
    /// How long each operation was repeated.
    pub time_per_operation_s: f64,
    pub results: Vec<CryptoResult>,
}

/// One operation's speed.
#[derive(Debug, Clone, Serialize)]
pub struct CryptoResult {
    pub algorithm: &'static str,
    pub operation: &'static str,
    pub count: u64,
    pub ops_per_s: f64,
    pub us_per_op: f64,
    /// AEADs only: plaintext bytes per operation and per second.
    pub bytes_per_op: Option<usize>,
    pub bytes_per_s: Option<f64>,
}

/// Times every operation whose algorithm is in `only` (all when `only` is empty) for `budget`
/// each.
pub fn run(budget: Duration, only: &[String]) -> anyhow::Result<CryptoReport> {
    let provider = rustls::crypto::aws_lc_rs::default_provider();
    let wanted = |algorithm: &str| only.is_empty() || only.iter().any(|o| o == algorithm);
    let mut results = Vec::new();
    for mut op in ops::all(&provider)?
        .into_iter()
        .filter(|op| wanted(op.algorithm))
    {
        // One untimed run: first-use costs (tables, lazy init) are not part of the rate.
        (op.run)()?;
        let started = Instant::now();
        let mut count: u64 = 0;
        let elapsed = loop {
            (op.run)()?;
            count += 1;
            let elapsed = started.elapsed();
            if elapsed >= budget {
                break elapsed;
            }
        };
        let seconds = elapsed.as_secs_f64();
        let ops_per_s = count as f64 / seconds;
        results.push(CryptoResult {
            algorithm: op.algorithm,
            operation: op.operation,
            count,
            ops_per_s: round(ops_per_s, 1),
            us_per_op: round(seconds * 1e6 / count as f64, 3),
            bytes_per_op: op.bytes,
            bytes_per_s: op.bytes.map(|bytes| round(ops_per_s * bytes as f64, 0)),
        });
    }
    if results.is_empty() {
        anyhow::bail!("--only names no algorithm (rsa2048, rsa4096, ecdsap256, ecdsap384, x25519, p256, aes-128-gcm, aes-256-gcm, chacha20-poly1305)");
    }
    Ok(CryptoReport {
        tool: "tlsfront-bench crypto",
        provider: "rustls 0.23 + aws-lc-rs",
        time_per_operation_s: budget.as_secs_f64(),
        results,
    })
}

impl CryptoReport {
    /// One line per operation, aligned.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{} ({}), {:.2} s per operation, one thread\n\n{:<18} {:<10} {:>14} {:>12} {:>12}\n",
            self.tool,
            self.provider,
            self.time_per_operation_s,
            "algorithm",
            "operation",
            "ops/s",
            "us/op",
            "MB/s"
        );
        for r in &self.results {
            let rate = r
                .bytes_per_s
                .map(|b| format!("{:.1}", b / 1e6))
                .unwrap_or_default();
            out.push_str(&format!(
                "{:<18} {:<10} {:>14.1} {:>12.3} {:>12}\n",
                r.algorithm, r.operation, r.ops_per_s, r.us_per_op, rate
            ));
        }
        out
    }
}

fn round(value: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (value * scale).round() / scale
}
