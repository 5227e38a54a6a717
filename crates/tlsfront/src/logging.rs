//! Log set-up: `tracing` to stderr, filtered by the config's log filter (`--log`, or RUST_LOG
//! when that is set), which the config has already checked. Where stderr is the journal, lines
//! take journald's shape (systemd/journal.rs). The filter can be swapped while serving (a
//! configuration reload) through the [`FilterReload`] that [`init`] returns.

use tracing_subscriber::EnvFilter;

use crate::config::LogFilter;
use crate::systemd::journal::StderrLog;

/// Puts a new log filter in force.
pub struct FilterReload(Box<dyn Fn(EnvFilter) -> Result<(), String> + Send + Sync>);

impl FilterReload {
    pub fn set(&self, filter: &LogFilter) -> Result<(), String> {
        (self.0)(filter.env_filter())
    }
}

pub fn init(filter: &LogFilter) -> anyhow::Result<FilterReload> {
    let stderr = StderrLog::detect();
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter.env_filter())
        .with_writer(stderr.writer())
        .with_timer(stderr.timer())
        .with_ansi(stderr.ansi())
        .with_target(true)
        .with_filter_reloading();
    let handle = builder.reload_handle();
    builder
        .try_init()
        .map_err(|err| anyhow::anyhow!("logging was already set up: {err}"))?;
    Ok(FilterReload(Box::new(move |filter| {
        handle.reload(filter).map_err(|err| err.to_string())
    })))
}
