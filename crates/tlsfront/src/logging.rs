//! Log set-up: `tracing` to stderr, filtered by the config's log filter (`--log`, or RUST_LOG
//! when that is set), which the config has already checked. Where stderr is the journal, lines
//! take journald's shape (systemd/journal.rs).

use crate::config::LogFilter;
use crate::systemd::journal::StderrLog;

pub fn init(filter: &LogFilter) -> anyhow::Result<()> {
    let stderr = StderrLog::detect();
    tracing_subscriber::fmt()
        .with_env_filter(filter.env_filter())
        .with_writer(stderr.writer())
        .with_timer(stderr.timer())
        .with_ansi(stderr.ansi())
        .with_target(true)
        .try_init()
        .map_err(|err| anyhow::anyhow!("logging was already set up: {err}"))
}
