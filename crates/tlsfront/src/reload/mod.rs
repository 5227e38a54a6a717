//! SIGHUP (and `systemctl reload`): read the configuration again and put what can change live
//! in force for new connections. Open connections finish under the settings they started
//! with.
//!
//! - A configuration that does not load (the file cannot be read, bad TOML, a bad value)
//!   changes nothing; every problem is logged, as at start-up.
//! - A setting that cannot change live ([`restart_only::restart_only_changes`], and a kTLS mode the
//!   start-up probe rules out) is named in one warning and keeps its running value; the other
//!   changes are applied. The file is what the operator wants: applying what can be brings the
//!   server as close to it as it can get without a restart, and every later reload names the
//!   settings still waiting, until the restart that applies them.
//! - One line per reload says what changed; `tlsfront_config_reloads_total` counts them.

pub mod restart_only;

use anyhow::Context;
use tlsfront_server::reload::Change;
use tlsfront_server::{ReloadOutcome, Reloader};
use tokio::signal::unix::{signal, SignalKind};
use tracing::{info, warn};

use crate::cli::ServeArgs;
use crate::config::Config;
use crate::logging::FilterReload;

/// Where a reload reads the configuration from: the same flags as at start-up (which still
/// override the file), and the log filter to swap.
pub struct ReloadSource {
    pub args: ServeArgs,
    pub log: FilterReload,
}

/// Reloads on each SIGHUP, for as long as the process runs. `running` is the configuration
/// the server started with.
pub fn on_sighup(reloader: Reloader, running: Config, source: ReloadSource) -> anyhow::Result<()> {
    let mut hangup = signal(SignalKind::hangup()).context("cannot handle SIGHUP")?;
    tokio::spawn(async move {
        let mut running = running;
        while hangup.recv().await.is_some() {
            info!("SIGHUP: reloading the configuration");
            crate::systemd::notify::reloading();
            running = reload(&reloader, running, &source).await;
            crate::systemd::notify::ready();
        }
    });
    Ok(())
}

/// One reload: returns the configuration in force after it.
async fn reload(reloader: &Reloader, running: Config, source: &ReloadSource) -> Config {
    let wanted = match Config::load(&source.args) {
        Ok(wanted) => wanted,
        Err(err) => {
            reloader.count(ReloadOutcome::Invalid);
            // One line, every problem in it, as start-up lists them.
            let error = format!("{err:#}");
            let error: Vec<&str> = error.lines().map(str::trim).collect();
            warn!(error = %error.join(" "), "configuration reload refused: the new configuration is invalid; nothing changed");
            return running;
        }
    };
    let mut refusals = restart_only::restart_only_changes(&running, &wanted);
    let mut changes = Vec::new();
    let log_changes = wanted.log != running.log;
    if log_changes {
        changes.push(Change {
            setting: "log",
            from: format!("{:?}", running.log.as_str()),
            to: format!("{:?}", wanted.log.as_str()),
        });
    }
    let applied = reloader.apply(&wanted.serve).await;
    changes.extend(applied.changes);
    refusals.extend(applied.refusals);
    let outcome = if refusals.is_empty() {
        ReloadOutcome::Applied
    } else {
        warn!(
            refused = %restart_only::describe_refusals(&refusals),
            "configuration reload: these settings cannot change while serving and keep their running value"
        );
        ReloadOutcome::PartlyRefused
    };
    reloader.count(outcome);
    info!(
        result = %outcome.label(),
        changed = %restart_only::describe_changes(&changes),
        "configuration reloaded"
    );
    // Swapped last, so that the lines above pass the filter they were written under.
    let mut log = running.log.clone();
    if log_changes {
        match source.log.set(&wanted.log) {
            Ok(()) => log = wanted.log.clone(),
            // Only when the subscriber is gone, which it never is while serving.
            Err(reason) => warn!(%reason, "the log filter could not be changed"),
        }
    }
    // What runs now: the live settings as applied; the rest, and what they are compared
    // with next time, as started.
    Config {
        serve: reloader.options(),
        log,
        ..running
    }
}
