//! Upgrades and restarts without a refused connection, nginx's way to trigger them and
//! HAProxy's way to pass the sockets: on SIGUSR2 the server starts its own binary again (by the
//! path it was started from, so a package upgrade that replaced the file is picked up), with
//! the same arguments and environment and one more descriptor, the hand-over socket
//! (`tlsfront_server::handover`). Over it the new process takes the listening sockets and the
//! ticket keys; once it serves, it says so, and only then does this process stop accepting
//! and drain.
//!
//! - this file: the old process's side (SIGUSR2);
//! - `spawn.rs`: starting the new process and waiting for its word;
//! - `takeover.rs`: the new process's side, and socket activation when there is no old one.
//!
//! A new process that fails (exits, cannot start, says nothing in time) changes nothing: this
//! process keeps serving and logs why.

mod spawn;
mod takeover;

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use anyhow::Context;
use tlsfront_server::handover::Handover;
use tlsfront_server::Server;
use tokio::signal::unix::{signal, Signal, SignalKind};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tracing::{info, warn};

pub use takeover::Takeover;

/// The variable that tells a new process which descriptor is its hand-over socket.
pub const HANDOVER_FD_VARIABLE: &str = "TLSFRONT_HANDOVER_FD";

/// What an upgrade starts again, and the SIGUSR2 handler, both set up at start-up.
pub struct Upgrades {
    /// Resolved at start-up: once a package upgrade replaced the file, `/proc/self/exe` names
    /// the old, deleted one, and the path is what is wanted.
    exe: PathBuf,
    args: Vec<OsString>,
    signals: Signal,
}

impl Upgrades {
    /// Resolves the program's path and takes over SIGUSR2 (whose default is to end the
    /// process), as early as possible.
    pub fn at_start() -> anyhow::Result<Self> {
        let exe = std::env::current_exe().context("cannot find this program's path")?;
        let args = std::env::args_os().skip(1).collect();
        let signals = signal(SignalKind::user_defined2()).context("cannot handle SIGUSR2")?;
        Ok(Upgrades { exe, args, signals })
    }

    /// Upgrades on SIGUSR2 until the server stops.
    pub fn watch(self, server: &Server) -> anyhow::Result<Watching> {
        let handover = server
            .handover()
            .context("cannot keep the listening sockets for upgrades")?;
        let (settled, watching) = oneshot::channel();
        tokio::spawn(self.run(Arc::new(handover), settled));
        Ok(Watching(watching))
    }

    async fn run(mut self, handover: Arc<Handover>, settled: oneshot::Sender<()>) {
        let mut attempt: Option<Attempt> = None;
        loop {
            tokio::select! {
                received = self.signals.recv() => {
                    if received.is_none() {
                        return;
                    }
                    if attempt.is_some() {
                        warn!("SIGUSR2: an upgrade is already in progress; this one is ignored");
                        continue;
                    }
                    info!(exe = %self.exe.display(), "SIGUSR2: upgrading: starting a new process on the listening sockets");
                    let (exe, args, handover) = (self.exe.clone(), self.args.clone(), handover.clone());
                    let new_pid = Arc::new(AtomicU32::new(0));
                    let started = new_pid.clone();
                    let handle = tokio::task::spawn_blocking(move || spawn::upgrade(&exe, &args, &handover, &started));
                    attempt = Some(Attempt { handle, new_pid });
                }
                outcome = finished(&mut attempt) => {
                    attempt = None;
                    match outcome {
                        Ok(new_pid) => {
                            info!(new_pid, "upgrade: the new process is serving; this one stops accepting and drains");
                            handover.complete();
                            break;
                        }
                        Err(err) => warn!(error = %format!("{err:#}"), "upgrade failed; this process keeps serving"),
                    }
                }
                _ = handover.stopped() => {
                    if let Some(attempt) = &attempt {
                        attempt.stop_new_process();
                    }
                    break;
                }
            }
        }
        // An attempt in progress was told to stop its new process (above) or is over.
        let _ = settled.send(());
        // The duplicates of the listening sockets close with the last reference (an attempt
        // still running holds one until it ends).
        drop(handover);
        while self.signals.recv().await.is_some() {
            info!("SIGUSR2 ignored: this process is stopping");
        }
    }
}

/// The upgrade watcher, as the process that runs it sees it.
pub struct Watching(oneshot::Receiver<()>);

impl Watching {
    /// Once the server stopped: waits (a few seconds at most) until the watcher has stopped the
    /// new process of an upgrade in progress. Without this, the process could end its `main`
    /// first, and the runtime's shutdown would wait forever for the thread that waits for that
    /// new process (SIGTERM during an upgrade hung the old process).
    pub async fn settled(self) {
        let _ = tokio::time::timeout(SETTLE_WITHIN, self.0).await;
    }
}

/// How long a stopping process waits for the upgrade watcher to settle.
const SETTLE_WITHIN: std::time::Duration = std::time::Duration::from_secs(5);

/// An upgrade in progress: its thread, and the new process's PID once it is started.
struct Attempt {
    handle: JoinHandle<anyhow::Result<u32>>,
    new_pid: Arc<AtomicU32>,
}

impl Attempt {
    /// This process stops (SIGTERM) during the upgrade: the new process, which would serve on
    /// after it, is told to stop too.
    fn stop_new_process(&self) {
        let pid = self.new_pid.load(Ordering::SeqCst);
        if pid == 0 {
            return;
        }
        info!(
            new_pid = pid,
            "stopping during an upgrade: the new process is stopped too"
        );
        // SAFETY: kill(2) on the child this process started (its thread has not reaped it:
        // the attempt is still in progress); it has no memory effects.
        unsafe {
            libc::kill(pid as libc::pid_t, libc::SIGTERM);
        }
    }
}

/// The outcome of the attempt in progress; never resolves when there is none.
async fn finished(attempt: &mut Option<Attempt>) -> anyhow::Result<u32> {
    match attempt {
        Some(attempt) => (&mut attempt.handle)
            .await
            .context("the upgrade's thread ended abnormally")?,
        None => std::future::pending().await,
    }
}
