//! Redis Sentinel on loopback: a primary, its replicas and three sentinels (quorum 2), each a
//! real process on a free port, killed on drop. Sentinels are `redis-server --sentinel`, the
//! same program as the `redis-sentinel` that Debian's package links to it, so nothing beyond
//! redis-server is needed.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use tempfile::TempDir;

use crate::redis::{password_options, stdout_on_success};

/// The service name the sentinels monitor the primary under.
pub const SERVICE: &str = "tlsfront";

/// How many sentinels watch, and how many must agree that the primary is down.
const SENTINELS: usize = 3;
const QUORUM: usize = 2;

/// How long setting up, or a failover, may take before the test gives up.
const PATIENCE: Duration = Duration::from_secs(30);

/// A primary, replicas and three sentinels.
pub struct SentinelGroup {
    dir: TempDir,
    /// Every data server, the first started as primary. A killed one stays in the list.
    data: Vec<Process>,
    sentinels: Vec<Process>,
    /// The data servers' `requirepass` (and `masterauth`), if any.
    data_password: Option<String>,
    /// The sentinels' own `requirepass` (and `sentinel-pass`, between them), if any.
    sentinel_password: Option<String>,
}

struct Process {
    port: u16,
    child: Option<Child>,
}

impl SentinelGroup {
    /// Starts a primary, `replicas` replicas of it and three sentinels (down after 1 s), each
    /// data server with keyspace notifications on (a replica may become primary). Returns once
    /// the replicas are in sync and every sentinel knows the replicas and the other sentinels.
    pub fn start(replicas: usize) -> Self {
        Self::start_with(replicas, None, None)
    }

    /// As [`start`](Self::start), with a password on the data servers and another on the
    /// sentinels; [`url`](Self::url) holds both.
    pub fn start_with_passwords(replicas: usize, data: &str, sentinel: &str) -> Self {
        Self::start_with(replicas, Some(data.to_owned()), Some(sentinel.to_owned()))
    }

    fn start_with(
        replicas: usize,
        data_password: Option<String>,
        sentinel_password: Option<String>,
    ) -> Self {
        crate::require_tool("redis-server");
        crate::require_tool("redis-cli");
        let dir = tempfile::tempdir().expect("temp dir for the sentinel group");
        let mut group = SentinelGroup {
            dir,
            data: Vec::new(),
            sentinels: Vec::new(),
            data_password,
            sentinel_password,
        };
        let primary = group.start_data_server(None);
        for _ in 0..replicas {
            group.start_data_server(Some(primary));
        }
        for _ in 0..SENTINELS {
            group.start_sentinel(primary);
        }
        group.wait_until_settled(replicas);
        group
    }

    /// `redis+sentinel://[:PASSWORD@]127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3/tlsfront/0`, with
    /// `?sentinel_password=…` when the sentinels have one.
    pub fn url(&self) -> String {
        let sentinels: Vec<String> = self
            .sentinels
            .iter()
            .map(|s| format!("127.0.0.1:{}", s.port))
            .collect();
        let login = self
            .data_password
            .as_ref()
            .map(|password| format!(":{password}@"))
            .unwrap_or_default();
        let query = self
            .sentinel_password
            .as_ref()
            .map(|password| format!("?sentinel_password={password}"))
            .unwrap_or_default();
        format!(
            "redis+sentinel://{login}{}/{SERVICE}/0{query}",
            sentinels.join(",")
        )
    }

    /// The primary's port, as the first sentinel that answers names it.
    pub fn primary_port(&self) -> Option<u16> {
        self.sentinels.iter().find_map(|sentinel| {
            let out = self.sentinel_cli(
                sentinel.port,
                &["SENTINEL", "get-master-addr-by-name", SERVICE],
            )?;
            out.lines().nth(1)?.trim().parse().ok()
        })
    }

    /// Waits (bounded) until the sentinels name a primary other than `old`, and returns its port.
    pub fn wait_for_new_primary(&self, old: u16) -> u16 {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if let Some(port) = self.primary_port().filter(|port| *port != old) {
                return port;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!(
            "the sentinels did not fail over from {old} within {PATIENCE:?}\n{}",
            self.sentinel_logs()
        );
    }

    /// Kills the data server on `port` (SIGKILL, as a crash would).
    pub fn kill(&mut self, port: u16) {
        let server = self
            .data
            .iter_mut()
            .find(|server| server.port == port)
            .unwrap_or_else(|| panic!("no data server on port {port}"));
        server.stop();
    }

    /// Asks the sentinels for a failover while the primary is up (`SENTINEL FAILOVER`): the old
    /// primary is demoted to a replica and stays up.
    pub fn force_failover(&self) {
        let out = self.sentinel_cli(self.sentinels[0].port, &["SENTINEL", "FAILOVER", SERVICE]);
        assert_eq!(
            out.as_deref().map(str::trim),
            Some("OK"),
            "SENTINEL FAILOVER"
        );
    }

    /// Runs `redis-cli` against the data server on `port`.
    pub fn cli(&self, port: u16, args: &[&str]) -> Option<String> {
        cli(port, self.data_password.as_deref(), args)
    }

    fn sentinel_cli(&self, port: u16, args: &[&str]) -> Option<String> {
        cli(port, self.sentinel_password.as_deref(), args)
    }

    /// `SET key value` on the current primary, binary-safe (`redis-cli -x`).
    pub fn set(&self, key: &str, value: &[u8]) {
        let port = self.primary_port().expect("the sentinels name a primary");
        let path = self.dir.path().join("value");
        std::fs::write(&path, value).expect("writing the value");
        let status = Command::new("redis-cli")
            .args(["-p", &port.to_string()])
            .args(password_options(self.data_password.as_deref()))
            .args(["-x", "SET", key])
            .stdin(std::fs::File::open(&path).expect("value file"))
            .stdout(Stdio::null())
            .status()
            .expect("running redis-cli");
        assert!(status.success(), "redis-cli SET {key} failed");
    }

    /// Waits until every replica has what the primary has (`WAIT`), so a failover loses nothing
    /// written so far.
    pub fn wait_for_replicas(&self) {
        let port = self.primary_port().expect("the sentinels name a primary");
        let replicas = (self.data.iter().filter(|s| s.child.is_some()).count() - 1).to_string();
        let acked = self
            .cli(port, &["WAIT", &replicas, "10000"])
            .unwrap_or_default();
        assert_eq!(acked.trim(), replicas, "replicas acknowledged the writes");
    }

    /// The sentinels' logs, for a failed test's message.
    pub fn sentinel_logs(&self) -> String {
        (0..self.sentinels.len())
            .map(|index| {
                let log = self.file(&format!("sentinel-{index}.log"));
                format!(
                    "--- sentinel {index}\n{}",
                    std::fs::read_to_string(log).unwrap_or_default()
                )
            })
            .collect()
    }

    fn start_data_server(&mut self, primary: Option<u16>) -> u16 {
        let port = crate::free_port();
        let data_dir = self.file(&format!("data-{port}"));
        std::fs::create_dir_all(&data_dir).expect("data dir");
        let mut command = Command::new("redis-server");
        command
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .args(["--notify-keyspace-events", "K$g"])
            // A replica syncs at once, not after the default 5 s of waiting for others.
            .args(["--repl-diskless-sync-delay", "0"])
            .arg("--dir")
            .arg(&data_dir)
            .arg("--logfile")
            .arg(self.file(&format!("data-{port}.log")));
        if let Some(primary) = primary {
            command.args(["--replicaof", "127.0.0.1", &primary.to_string()]);
        }
        if let Some(password) = &self.data_password {
            // A demoted primary replicates from the new one, so every server logs in as well.
            command.args(["--requirepass", password, "--masterauth", password]);
        }
        let password = self.data_password.clone();
        self.data
            .push(Process::spawn(port, password.as_deref(), &mut command));
        port
    }

    fn start_sentinel(&mut self, primary: u16) {
        let port = crate::free_port();
        let index = self.sentinels.len();
        let config = self.file(&format!("sentinel-{index}.conf"));
        let mut text = format!(
            "port {port}\nbind 127.0.0.1\ndir {dir}\nlogfile {log}\n\
             sentinel monitor {SERVICE} 127.0.0.1 {primary} {QUORUM}\n\
             sentinel down-after-milliseconds {SERVICE} 1000\n\
             sentinel failover-timeout {SERVICE} 3000\n\
             sentinel parallel-syncs {SERVICE} 1\n",
            dir = self.dir.path().display(),
            log = self.file(&format!("sentinel-{index}.log")).display(),
        );
        if let Some(password) = &self.data_password {
            text.push_str(&format!("sentinel auth-pass {SERVICE} {password}\n"));
        }
        if let Some(password) = &self.sentinel_password {
            text.push_str(&format!(
                "requirepass {password}\nsentinel sentinel-pass {password}\n"
            ));
        }
        // The sentinel rewrites its config file as it learns, so it gets a file of its own.
        std::fs::write(&config, text).expect("sentinel.conf");
        let mut command = Command::new("redis-server");
        command.arg(&config).arg("--sentinel");
        let password = self.sentinel_password.clone();
        self.sentinels
            .push(Process::spawn(port, password.as_deref(), &mut command));
    }

    /// Waits until the replicas are online and every sentinel counts them and its peers.
    fn wait_until_settled(&self, replicas: usize) {
        let deadline = Instant::now() + PATIENCE;
        let settled = |sentinel: &Process| {
            let Some(out) = self.sentinel_cli(sentinel.port, &["SENTINEL", "master", SERVICE])
            else {
                return false;
            };
            let lines: Vec<&str> = out.lines().map(str::trim).collect();
            let field = |name: &str| {
                lines
                    .chunks(2)
                    .find(|pair| pair[0] == name)
                    .and_then(|pair| pair.get(1)?.parse::<usize>().ok())
            };
            field("num-slaves") == Some(replicas)
                && field("num-other-sentinels") == Some(SENTINELS - 1)
        };
        while Instant::now() < deadline {
            let online = self
                .cli(self.data[0].port, &["INFO", "replication"])
                .map(|info| info.matches("state=online").count() == replicas)
                .unwrap_or(false);
            if online && self.sentinels.iter().all(settled) {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!(
            "the sentinel group did not settle within {PATIENCE:?}\n{}",
            self.sentinel_logs()
        );
    }

    fn file(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }
}

impl Process {
    /// Starts the command and waits until its port answers PING.
    fn spawn(port: u16, password: Option<&str>, command: &mut Command) -> Self {
        let child = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting redis-server");
        let process = Process {
            port,
            child: Some(child),
        };
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if cli(port, password, &["PING"]).is_some_and(|out| out.trim() == "PONG") {
                return process;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("redis-server on port {port} did not answer PING within 10 s");
    }

    fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.stop();
    }
}

fn cli(port: u16, password: Option<&str>, args: &[&str]) -> Option<String> {
    stdout_on_success(
        Command::new("redis-cli")
            .args(["-p", &port.to_string()])
            .args(password_options(password))
            .args(args),
    )
}
