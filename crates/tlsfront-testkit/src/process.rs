//! The real `tlsfront` binary as a child process: started on free ports, its log captured, its
//! metrics read over the admin listener, stopped with SIGTERM or killed on drop.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Options for starting `tlsfront serve`.
pub struct TlsfrontBuilder {
    bin: PathBuf,
    args: Vec<String>,
    /// A program that starts tlsfront (given the binary and its arguments), such as
    /// `systemd-socket-activate`; none by default.
    launcher: Vec<String>,
    /// Whether to add `--listen 127.0.0.1:0 --admin 127.0.0.1:0`.
    free_addresses: bool,
    /// Environment variables set for the process.
    env: Vec<(String, String)>,
    /// Whether to add the tests' `--log` filter (debug for tlsfront's own crates) when the
    /// arguments give none.
    debug_log: bool,
}

impl TlsfrontBuilder {
    /// `bin` is the binary, `env!("CARGO_BIN_EXE_tlsfront")` in the tlsfront crate's tests.
    pub fn new(bin: impl Into<PathBuf>) -> Self {
        TlsfrontBuilder {
            bin: bin.into(),
            args: Vec::new(),
            launcher: Vec::new(),
            free_addresses: true,
            env: Vec::new(),
            debug_log: true,
        }
    }

    /// Logs at the level the binary ships with (no `--log`), rather than the tests' usual
    /// debug filter: for tests of what an operator's log holds.
    pub fn shipped_log_filter(mut self) -> Self {
        self.debug_log = false;
        self
    }

    /// Starts tlsfront through `program` and its `args` (followed by the binary and its own
    /// arguments), e.g. `systemd-socket-activate -l ADDR`.
    pub fn launcher<I: IntoIterator<Item = S>, S: Into<String>>(
        mut self,
        program: &str,
        args: I,
    ) -> Self {
        self.launcher = std::iter::once(program.to_owned())
            .chain(args.into_iter().map(Into::into))
            .collect();
        self
    }

    /// Leaves out the default `--listen 127.0.0.1:0 --admin 127.0.0.1:0`: the arguments name
    /// the addresses.
    pub fn own_addresses(mut self) -> Self {
        self.free_addresses = false;
        self
    }

    pub fn arg(mut self, arg: impl Into<String>) -> Self {
        self.args.push(arg.into());
        self
    }

    /// Sets an environment variable for the process (`SSL_CERT_FILE`, …).
    pub fn env(mut self, name: &str, value: impl Into<String>) -> Self {
        self.env.push((name.to_owned(), value.into()));
        self
    }

    pub fn args<I: IntoIterator<Item = S>, S: Into<String>>(mut self, args: I) -> Self {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    /// Starts `tlsfront serve` on 127.0.0.1 with an admin listener, both on free ports, and
    /// waits until it says it is serving.
    pub fn spawn(self) -> Tlsfront {
        let mut command = match self.launcher.split_first() {
            Some((program, args)) => {
                let mut command = Command::new(program);
                command.args(args).arg(&self.bin);
                command
            }
            None => Command::new(&self.bin),
        };
        command.arg("serve");
        if self.free_addresses {
            command.args(["--listen", "127.0.0.1:0", "--admin", "127.0.0.1:0"]);
        }
        command
            .args(&self.args)
            .env_remove("RUST_LOG")
            .envs(self.env.iter().map(|(name, value)| (name, value)))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if self.debug_log && !self.args.iter().any(|a| a == "--log") {
            command.args([
                "--log",
                "info,tlsfront_server=debug,tlsfront_proxy=debug,tlsfront_static=debug,tlsfront_store=debug",
            ]);
        }
        let mut child = command.spawn().expect("starting tlsfront");
        let log = Arc::new((Mutex::new(String::new()), Condvar::new()));
        for pipe in [
            child
                .stderr
                .take()
                .map(|p| Box::new(p) as Box<dyn Read + Send>),
            child
                .stdout
                .take()
                .map(|p| Box::new(p) as Box<dyn Read + Send>),
        ]
        .into_iter()
        .flatten()
        {
            let log = log.clone();
            std::thread::spawn(move || {
                // Lines as bytes: one that is not UTF-8 is kept (lossily), not the end of the
                // log, so a test of what the log holds sees every line.
                for line in BufReader::new(pipe).split(b'\n') {
                    let Ok(line) = line else { break };
                    let (text, changed) = &*log;
                    let mut text = text.lock().expect("log lock");
                    text.push_str(&String::from_utf8_lossy(&line));
                    text.push('\n');
                    changed.notify_all();
                }
            });
        }
        let mut server = Tlsfront {
            child,
            log,
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            admin: None,
        };
        let line = server
            .wait_for_log("tlsfront is serving", Duration::from_secs(60))
            .unwrap_or_else(|| panic!("tlsfront did not start; its log:\n{}", server.logs()));
        server.addr = log_field(&line, "listen")
            .and_then(|v| v.split(',').next()?.parse().ok())
            .expect("listen= in the start line");
        server.admin = log_field(&line, "admin").and_then(|v| v.parse().ok());
        server
    }
}

/// A running `tlsfront`.
pub struct Tlsfront {
    child: Child,
    log: Arc<(Mutex<String>, Condvar)>,
    pub addr: SocketAddr,
    pub admin: Option<SocketAddr>,
}

impl Tlsfront {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Handshakes for `host` until the leaf certificate's SHA-256 fingerprint (`None`: no
    /// handshake) satisfies `done`, for at most `within`; returns how long it took.
    pub fn until_served(
        &self,
        client: &crate::TlsClient,
        host: &str,
        within: Duration,
        done: impl Fn(Option<&str>) -> bool,
    ) -> Duration {
        let started = Instant::now();
        loop {
            let served = client
                .connect(self.addr, Some(host))
                .ok()
                .map(|tls| tls.leaf().sha256_fingerprint);
            if done(served.as_deref()) {
                return started.elapsed();
            }
            assert!(
                started.elapsed() < within,
                "{host}: still served {served:?} after {within:?}\n{}",
                self.logs()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Everything it logged so far.
    pub fn logs(&self) -> String {
        self.log.0.lock().expect("log lock").clone()
    }

    /// Waits until a log line contains `needle`, and returns that line.
    pub fn wait_for_log(&self, needle: &str, timeout: Duration) -> Option<String> {
        let deadline = Instant::now() + timeout;
        let (text, changed) = &*self.log;
        let mut guard = text.lock().expect("log lock");
        loop {
            if let Some(line) = guard.lines().find(|l| l.contains(needle)) {
                return Some(line.to_owned());
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            guard = changed.wait_timeout(guard, left).expect("log lock").0;
        }
    }

    /// The `/metrics` text.
    pub fn metrics(&self) -> String {
        self.admin_get("/metrics")
            .expect("the admin listener answers")
            .1
    }

    /// `GET path` on the admin listener: the status code and the body, or `None` when the
    /// listener does not answer. A connection refused or cut is tried again twice: under a CPU
    /// burner, amid thousands of short loopback connections, one was seen refused now and then
    /// (a test reading a counter every 20 ms makes many), and that is not the server's answer.
    pub fn admin_get(&self, path: &str) -> Option<(u16, String)> {
        (0..3).find_map(|attempt| {
            if attempt > 0 {
                std::thread::sleep(Duration::from_millis(50));
            }
            self.admin_get_once(path)
        })
    }

    fn admin_get_once(&self, path: &str) -> Option<(u16, String)> {
        let admin = self.admin.expect("started with an admin listener");
        let mut tcp = TcpStream::connect_timeout(&admin, Duration::from_secs(5)).ok()?;
        tcp.set_read_timeout(Some(Duration::from_secs(5))).ok();
        write!(
            tcp,
            "GET {path} HTTP/1.1\r\nhost: admin\r\nconnection: close\r\n\r\n"
        )
        .ok()?;
        let mut response = String::new();
        tcp.read_to_string(&mut response).ok()?;
        let (head, body) = response.split_once("\r\n\r\n")?;
        let status = head.split(' ').nth(1)?.parse().ok()?;
        Some((status, body.to_owned()))
    }

    /// One sample from `/metrics`, by its full name with labels as printed, e.g.
    /// `tlsfront_handshakes_total{outcome="ok"}`.
    pub fn metric(&self, series: &str) -> f64 {
        let metrics = self.metrics();
        metrics
            .lines()
            .find_map(|line| {
                line.strip_prefix(series)
                    .and_then(|rest| rest.strip_prefix(' '))
                    .and_then(|v| v.trim().parse().ok())
            })
            .unwrap_or_else(|| panic!("{series} not in /metrics:\n{metrics}"))
    }

    /// Waits (up to 5 s) until a counter reaches `expected`, and returns its last value. The
    /// server counts a handshake just after the client has seen its outcome, so a test reading a
    /// counter right after a client call must allow for that.
    pub fn settled_metric(&self, series: &str, expected: f64) -> f64 {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let value = self.metric(series);
            if value == expected || Instant::now() > deadline {
                return value;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends SIGTERM.
    pub fn terminate(&self) {
        self.signal(libc::SIGTERM);
    }

    /// Sends `signal` (SIGUSR2 for an upgrade, say).
    pub fn signal(&self, signal: libc::c_int) {
        // SAFETY: kill(2) with a pid we spawned and still own; it has no memory effects.
        unsafe {
            libc::kill(self.child.id() as libc::pid_t, signal);
        }
    }

    /// Whether the process still runs (it has not exited).
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends SIGHUP: reload the configuration.
    pub fn reload(&self) {
        self.signal(libc::SIGHUP);
    }

    /// Waits for the process to exit, up to `timeout`.
    pub fn wait(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }
}

impl Drop for Tlsfront {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The value of `key=value` in a log line (quotes removed).
pub fn log_field(line: &str, key: &str) -> Option<String> {
    let start = line.find(&format!(" {key}="))? + key.len() + 2;
    let rest = &line[start..];
    Some(rest.split_whitespace().next()?.trim_matches('"').to_owned())
}

/// The resident memory of a process now, in KiB.
pub fn rss_kib(pid: u32) -> u64 {
    let rollup =
        std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")).expect("the process is alive");
    rollup
        .lines()
        .find_map(|line| line.strip_prefix("Rss:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("smaps_rollup has an Rss line")
}

/// The resident memory of a process, once what it just did has settled (half a second on).
pub fn settled_rss_kib(pid: u32) -> u64 {
    std::thread::sleep(Duration::from_millis(500));
    rss_kib(pid)
}
