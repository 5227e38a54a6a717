//! Log set-up: `tracing` to stderr, filtered by `--log`, or by RUST_LOG when that is set.

use std::io::IsTerminal;

use anyhow::Context;
use tracing_subscriber::EnvFilter;

pub fn init(filter: &str) -> anyhow::Result<()> {
    let filter = match std::env::var("RUST_LOG") {
        Ok(from_env) if !from_env.is_empty() => {
            EnvFilter::try_new(&from_env).context("RUST_LOG is not a valid log filter")?
        }
        _ => EnvFilter::try_new(filter)
            .with_context(|| format!("{filter:?} is not a valid log filter"))?,
    };
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_target(true)
        .try_init()
        .map_err(|err| anyhow::anyhow!("logging was already set up: {err}"))
}
