//! Log set-up: `tracing` to stderr, filtered by the config's log filter (`--log`, or RUST_LOG
//! when that is set), which the config has already checked.

use std::io::IsTerminal;

use crate::config::LogFilter;

pub fn init(filter: &LogFilter) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(filter.env_filter())
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_target(true)
        .try_init()
        .map_err(|err| anyhow::anyhow!("logging was already set up: {err}"))
}
