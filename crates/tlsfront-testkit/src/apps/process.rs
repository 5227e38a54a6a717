//! An application server as a child process: its output captured, a line waited for, and on
//! drop a SIGTERM (nginx's master must stop its workers itself), then a kill if it lingers.

use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};

/// A running application server.
pub(crate) struct AppProcess {
    name: String,
    child: Child,
    output: Arc<(Mutex<Output>, Condvar)>,
}

#[derive(Default)]
struct Output {
    text: String,
    /// Pipes still open: none once the process has exited.
    open: usize,
}

impl AppProcess {
    /// Starts `command` with stdout and stderr captured.
    pub(crate) fn spawn(name: &str, command: &mut Command) -> anyhow::Result<AppProcess> {
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("starting {name}: {command:?}"))?;
        let pipes: Vec<Box<dyn Read + Send>> = [
            child
                .stdout
                .take()
                .map(|p| Box::new(p) as Box<dyn Read + Send>),
            child
                .stderr
                .take()
                .map(|p| Box::new(p) as Box<dyn Read + Send>),
        ]
        .into_iter()
        .flatten()
        .collect();
        let output = Arc::new((
            Mutex::new(Output {
                text: String::new(),
                open: pipes.len(),
            }),
            Condvar::new(),
        ));
        for pipe in pipes {
            let output = output.clone();
            std::thread::spawn(move || {
                let (state, changed) = &*output;
                for line in BufReader::new(pipe).lines() {
                    let Ok(line) = line else { break };
                    let mut state = state.lock().expect("output lock");
                    state.text.push_str(&line);
                    state.text.push('\n');
                    changed.notify_all();
                }
                state.lock().expect("output lock").open -= 1;
                changed.notify_all();
            });
        }
        Ok(AppProcess {
            name: name.to_owned(),
            child,
            output,
        })
    }

    /// Waits until a line of its output contains `needle`, and returns that line; fails when
    /// the process exits first or `timeout` passes.
    pub(crate) fn wait_for_line(&self, needle: &str, timeout: Duration) -> anyhow::Result<String> {
        self.wait_for(needle, |line| line.contains(needle), timeout)
    }

    /// Waits for its line `LABEL ADDR` (`listening on 127.0.0.1:PORT`) and returns the address.
    pub(crate) fn announced(&self, label: &str, timeout: Duration) -> anyhow::Result<SocketAddr> {
        let line = self.wait_for(label, |line| line.starts_with(label), timeout)?;
        let addr = line.strip_prefix(label).unwrap_or_default().trim();
        addr.parse()
            .with_context(|| format!("{} said {label:?} {addr:?}", self.name))
    }

    /// Waits until a line of its output satisfies `wanted`, described as `needle`.
    fn wait_for(
        &self,
        needle: &str,
        wanted: impl Fn(&str) -> bool,
        timeout: Duration,
    ) -> anyhow::Result<String> {
        let deadline = Instant::now() + timeout;
        let (state, changed) = &*self.output;
        let mut guard = state.lock().expect("output lock");
        loop {
            if let Some(line) = guard.text.lines().find(|l| wanted(l)) {
                return Ok(line.to_owned());
            }
            if guard.open == 0 {
                bail!(
                    "{} exited before saying {needle:?}:\n{}",
                    self.name,
                    guard.text
                );
            }
            let Some(left) = deadline.checked_duration_since(Instant::now()) else {
                bail!(
                    "{} did not say {needle:?} within {timeout:?}:\n{}",
                    self.name,
                    guard.text
                );
            };
            guard = changed.wait_timeout(guard, left).expect("output lock").0;
        }
    }

    /// Everything it printed so far.
    pub(crate) fn output(&self) -> String {
        self.output.0.lock().expect("output lock").text.clone()
    }

    /// Whether it has exited.
    pub(crate) fn exited(&mut self) -> bool {
        !matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for AppProcess {
    fn drop(&mut self) {
        // SAFETY: kill(2) on a child we spawned and have not reaped; no memory effects.
        unsafe {
            libc::kill(self.child.id() as libc::pid_t, libc::SIGTERM);
        }
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
