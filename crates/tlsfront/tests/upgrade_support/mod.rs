//! What the upgrade tests share: tlsfront at a path of the test's own, the process an upgrade
//! starts, SIGUSR2 to the end of the hand-over (here), and the clients that load it
//! (`load.rs`).
// Not every item is used by every test.
#![allow(dead_code)]

pub mod load;
pub mod quic;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use tlsfront_testkit::process::log_field;
use tlsfront_testkit::{Fixtures, Tlsfront, TlsfrontBuilder};

/// Generous bounds for one step of a test on a loaded machine; never a measurement.
pub const STEP: Duration = Duration::from_secs(60);

/// The tlsfront binary at a path of the test's own, in a directory that lives as long as it.
pub struct Installed {
    pub dir: tempfile::TempDir,
    pub bin: PathBuf,
}

impl Installed {
    pub fn new() -> Self {
        let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
        let bin = dir.path().join("tlsfront");
        let installed = Installed { dir, bin };
        installed.install_built();
        installed
    }

    /// Puts the built binary at the path, by rename as a package manager does: a process
    /// running the old file keeps it.
    pub fn install_built(&self) {
        let staged = self.dir.path().join("tlsfront.new");
        let _ = std::fs::remove_file(&staged);
        let built = env!("CARGO_BIN_EXE_tlsfront");
        if std::fs::hard_link(built, &staged).is_err() {
            std::fs::copy(built, &staged).unwrap();
        }
        std::fs::rename(&staged, &self.bin).unwrap();
    }

    /// Puts a shell script at the path instead.
    pub fn install_script(&self, script: &str) {
        use std::os::unix::fs::PermissionsExt;
        let staged = self.dir.path().join("tlsfront.new");
        std::fs::write(&staged, script).unwrap();
        std::fs::set_permissions(&staged, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::rename(&staged, &self.bin).unwrap();
    }

    /// `tlsfront serve` on the fixtures' store and sites, with `extra` flags.
    pub fn serve(&self, fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
        TlsfrontBuilder::new(&self.bin)
            .arg("--certs")
            .arg(format!("dir:{}", fixtures.certs_dir().display()))
            .arg("--sites")
            .arg(fixtures.sites_dir().display().to_string())
            .args(extra.iter().copied())
            .spawn()
    }
}

/// A process the old one started, which outlives it: killed when the test ends.
pub struct Successor {
    pub pid: u32,
}

impl Successor {
    pub fn running(&self) -> bool {
        // Its parent (the old process, or init once that exited) reaps it; until then a zombie
        // has no command line.
        std::fs::read(format!("/proc/{}/cmdline", self.pid)).is_ok_and(|cmd| !cmd.is_empty())
    }
}

impl Drop for Successor {
    fn drop(&mut self) {
        if self.running() {
            // SAFETY: kill(2) on the tlsfront this test's server started; no memory effects.
            unsafe {
                libc::kill(self.pid as libc::pid_t, libc::SIGKILL);
            }
        }
    }
}

/// Sends SIGUSR2 and waits until the old process says the new one serves, then until the old
/// one has drained and exited. Returns the new process.
pub fn upgrade(old: &mut Tlsfront) -> Successor {
    let serving_before = old.logs().matches("the new process is serving").count();
    old.signal(libc::SIGUSR2);
    let successor = wait_until(STEP, || {
        let logs = old.logs();
        let line = logs
            .lines()
            .filter(|line| line.contains("the new process is serving"))
            .nth(serving_before)?;
        let pid = log_field(line, "new_pid")?.parse().ok()?;
        Some(Successor { pid })
    })
    .unwrap_or_else(|| panic!("no new process served; the log:\n{}", old.logs()));
    let status = old
        .wait(STEP)
        .unwrap_or_else(|| panic!("the old process did not exit; the log:\n{}", old.logs()));
    assert!(status.success(), "{status}\n{}", old.logs());
    assert_ne!(successor.pid, old.pid());
    assert!(successor.running(), "{}", old.logs());
    successor
}

/// Calls `probe` until it gives a value, for at most `limit`.
pub fn wait_until<T>(limit: Duration, mut probe: impl FnMut() -> Option<T>) -> Option<T> {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(value) = probe() {
            return Some(value);
        }
        if Instant::now() > deadline {
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
