//! A real Redis Cluster on loopback: `redis-server` nodes on free ports (client and bus),
//! joined with `redis-cli --cluster create`, each with keyspace notifications on and a
//! password, optionally speaking TLS only; killed on drop.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tempfile::TempDir;

use crate::redis::stdout_on_success;

/// The password every node asks for (and uses to reach its primary).
const PASSWORD: &str = "cluster-test-secret";

pub struct RedisCluster {
    nodes: Vec<ClusterNode>,
    /// With TLS: the directory holding the test CA and the nodes' certificate.
    tls: Option<Arc<TempDir>>,
}

struct ClusterNode {
    port: u16,
    child: Child,
    /// The TLS files' directory, for redis-cli.
    tls: Option<PathBuf>,
    _dir: TempDir,
}

impl RedisCluster {
    /// Starts `primaries` nodes and makes them one cluster without replicas (the slots split
    /// evenly, in the order of the nodes), waiting until every node says the cluster is ok.
    pub fn start(primaries: usize) -> Self {
        Self::start_with(primaries, None)
    }

    /// As [`RedisCluster::start`], with nodes that speak TLS only, clients and cluster bus,
    /// with a certificate from a throwaway test CA. Its URL skips certificate verification
    /// (`#insecure`), as the CA is nobody's.
    pub fn start_tls(primaries: usize) -> Self {
        crate::require_tool("openssl");
        let dir = tempfile::tempdir().expect("temp dir for TLS files");
        // The nodes present their certificate to each other on the cluster bus, as clients
        // too: it needs clientAuth besides serverAuth, which rcgen's test issuer does not add.
        let script = r#"
            set -e
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
                -keyout ca.key -out ca.crt -subj "/CN=redis cluster test CA" -days 1
            openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
                -keyout node.key -out node.csr -subj "/CN=localhost"
            printf 'extendedKeyUsage=serverAuth,clientAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n' > node.ext
            openssl x509 -req -in node.csr -CA ca.crt -CAkey ca.key -CAcreateserial \
                -out node.crt -days 1 -extfile node.ext
        "#;
        let out = Command::new("sh")
            .arg("-c")
            .arg(script)
            .current_dir(dir.path())
            .output()
            .expect("running openssl");
        assert!(
            out.status.success(),
            "making the nodes' certificate failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Self::start_with(primaries, Some(Arc::new(dir)))
    }

    fn start_with(primaries: usize, tls: Option<Arc<TempDir>>) -> Self {
        crate::require_tool("redis-server");
        crate::require_tool("redis-cli");
        let tls_dir = tls.as_ref().map(|dir| dir.path().to_owned());
        let nodes: Vec<ClusterNode> = (0..primaries)
            .map(|_| ClusterNode::start(tls_dir.as_deref()))
            .collect();
        let cluster = RedisCluster { nodes, tls };
        let addresses: Vec<String> = cluster
            .ports()
            .iter()
            .map(|port| format!("127.0.0.1:{port}"))
            .collect();
        let out = within_deadline(
            cluster
                .redis_cli()
                .args(["--cluster", "create"])
                .args(&addresses)
                .args(["--cluster-replicas", "0", "--cluster-yes"]),
        );
        assert!(
            out.status.success(),
            "redis-cli --cluster create failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        cluster.wait_until_ok();
        cluster
    }

    /// `redis+cluster://:PASSWORD@127.0.0.1:P1,127.0.0.1:P2,…` (every node a seed), or
    /// `rediss+cluster://…#insecure` with TLS.
    pub fn url(&self) -> String {
        let seeds: Vec<String> = self
            .ports()
            .iter()
            .map(|port| format!("127.0.0.1:{port}"))
            .collect();
        match self.tls {
            None => format!("redis+cluster://:{PASSWORD}@{}", seeds.join(",")),
            Some(_) => format!("rediss+cluster://:{PASSWORD}@{}#insecure", seeds.join(",")),
        }
    }

    /// The password, to check that it shows nowhere.
    pub fn password(&self) -> &'static str {
        PASSWORD
    }

    /// Every node's port, primaries and replicas, in the order they were started.
    pub fn ports(&self) -> Vec<u16> {
        self.nodes.iter().map(|node| node.port).collect()
    }

    /// The ports of the primaries that serve slots, as the first node sees them.
    pub fn primaries(&self) -> Vec<u16> {
        let nodes = self
            .cli(self.nodes[0].port, &["CLUSTER", "NODES"])
            .expect("CLUSTER NODES");
        let mut ports: Vec<u16> = nodes
            .lines()
            .filter(|line| serves_as_primary(line))
            .filter_map(|line| port_of(line.split_whitespace().nth(1)?))
            .collect();
        ports.sort_unstable();
        ports
    }

    /// Kills a node (as a crash would) and forgets it.
    pub fn stop(&mut self, port: u16) {
        self.nodes.retain(|node| node.port != port);
    }

    /// Runs `redis-cli` against one node and returns its stdout (an error reply, such as
    /// `MOVED`, is stdout too).
    pub fn cli(&self, port: u16, args: &[&str]) -> Option<String> {
        stdout_on_success(self.redis_cli().args(["-p", &port.to_string()]).args(args))
    }

    /// Runs `redis-cli` against every node.
    pub fn cli_all(&self, args: &[&str]) {
        for port in self.ports() {
            self.cli(port, args)
                .unwrap_or_else(|| panic!("redis-cli {args:?} on {port} failed"));
        }
    }

    /// The port of the primary serving `key`'s slot.
    pub fn owner_of(&self, key: &str) -> u16 {
        let port = self.nodes[0].port;
        let reply = self.cli(port, &["EXISTS", key]).expect("EXISTS");
        // A node that does not serve the slot answers `MOVED <slot> <ip>:<port>`.
        match reply.trim().strip_prefix("MOVED ") {
            Some(moved) => moved
                .rsplit_once(':')
                .and_then(|(_, port)| port.parse().ok())
                .unwrap_or_else(|| panic!("unexpected reply {reply:?}")),
            None => port,
        }
    }

    /// `SET key value` on the primary serving `key`, with `redis-cli -x` (binary-safe), as
    /// another tool would write it.
    pub fn set(&self, key: &str, value: &str) {
        let port = self.owner_of(key);
        let mut child = self
            .redis_cli()
            .args(["-p", &port.to_string()])
            .args(["-x", "SET", key])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("running redis-cli");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("piped stdin");
            stdin
                .write_all(value.as_bytes())
                .expect("writing the value");
        }
        let out = child.wait_with_output().expect("redis-cli");
        let reply = String::from_utf8_lossy(&out.stdout);
        assert_eq!(reply.trim(), "OK", "SET {key} on {port}");
    }

    /// How many times `command` (lower case, e.g. `mget`) ran on a node since its statistics
    /// were reset (`CONFIG RESETSTAT`).
    pub fn command_calls(&self, port: u16, command: &str) -> u64 {
        let stats = self
            .cli(port, &["INFO", "commandstats"])
            .expect("INFO commandstats");
        let prefix = format!("cmdstat_{command}:calls=");
        stats
            .lines()
            .find_map(|line| line.strip_prefix(&prefix))
            .and_then(|rest| rest.split(',').next())
            .and_then(|calls| calls.parse().ok())
            .unwrap_or(0)
    }

    /// Starts a node, joins it as a replica of the primary on `primary`, and waits until it
    /// has synchronised. Returns its port.
    pub fn add_replica(&mut self, primary: u16) -> u16 {
        let node = ClusterNode::start(self.tls.as_ref().map(|dir| dir.path()));
        let port = node.port;
        self.nodes.push(node);
        let primary_id = self
            .cli(primary, &["CLUSTER", "MYID"])
            .expect("CLUSTER MYID");
        let out = within_deadline(
            self.redis_cli()
                .args(["--cluster", "add-node"])
                .arg(format!("127.0.0.1:{port}"))
                .arg(format!("127.0.0.1:{primary}"))
                .args(["--cluster-slave", "--cluster-master-id", primary_id.trim()]),
        );
        assert!(
            out.status.success(),
            "redis-cli --cluster add-node failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        self.wait_for(port, &["INFO", "replication"], "master_link_status:up");
        // Every node must know it as the primary's replica before it can win a vote.
        let replica_line = format!("127.0.0.1:{port}@");
        let deadline = Instant::now() + Duration::from_secs(15);
        while !self.ports().iter().all(|&node| {
            self.cli(node, &["CLUSTER", "NODES"]).is_some_and(|nodes| {
                nodes.lines().any(|line| {
                    line.contains(&replica_line)
                        && line.contains("slave")
                        && line.contains(primary_id.trim())
                })
            })
        }) {
            assert!(
                Instant::now() < deadline,
                "the nodes do not all know {port} as a replica of {primary}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        self.wait_until_ok();
        port
    }

    /// `CLUSTER FAILOVER` on a replica: it becomes the primary (without losing writes, as a
    /// manual failover waits for it to catch up). Waits until every node agrees.
    pub fn failover(&self, replica: u16) {
        let reply = self
            .cli(replica, &["CLUSTER", "FAILOVER"])
            .expect("CLUSTER FAILOVER");
        assert_eq!(reply.trim(), "OK", "CLUSTER FAILOVER on {replica}");
        self.wait_for(replica, &["INFO", "replication"], "role:master");
        let deadline = Instant::now() + Duration::from_secs(15);
        while !self.ports().iter().all(|&port| {
            self.cli(port, &["CLUSTER", "NODES"]).is_some_and(|nodes| {
                nodes.lines().any(|line| {
                    serves_as_primary(line)
                        && line
                            .split_whitespace()
                            .nth(1)
                            .and_then(port_of)
                            .is_some_and(|port| port == replica)
                })
            })
        }) {
            assert!(
                Instant::now() < deadline,
                "the nodes do not agree that {replica} is a primary"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        self.wait_until_ok();
    }

    /// Stops a node's process (SIGSTOP): its connections stay open and nothing answers.
    pub fn pause(&self, port: u16) {
        self.signal(port, libc::SIGSTOP);
    }

    /// Lets a paused node go on (SIGCONT).
    pub fn resume(&self, port: u16) {
        self.signal(port, libc::SIGCONT);
    }

    fn signal(&self, port: u16, signal: libc::c_int) {
        let node = self
            .nodes
            .iter()
            .find(|node| node.port == port)
            .unwrap_or_else(|| panic!("no node on {port}"));
        // SAFETY: kill(2) with a pid we spawned and still own; it has no memory effects.
        unsafe {
            libc::kill(node.child.id() as libc::pid_t, signal);
        }
    }

    /// `redis-cli` with the password and, with TLS, without certificate verification.
    fn redis_cli(&self) -> Command {
        redis_cli(self.tls.as_ref().map(|dir| dir.path()))
    }

    fn wait_until_ok(&self) {
        for port in self.ports() {
            self.wait_for(port, &["CLUSTER", "INFO"], "cluster_state:ok");
        }
    }

    /// Polls a node with `args` until the reply holds `needle`, for at most 15 s.
    fn wait_for(&self, port: u16, args: &[&str], needle: &str) {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let reply = self.cli(port, args).unwrap_or_default();
            if reply.contains(needle) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "node {port}: {args:?} never said {needle:?}; last reply:\n{reply}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl ClusterNode {
    fn start(tls: Option<&Path>) -> Self {
        let dir = tempfile::tempdir().expect("temp dir for a cluster node");
        let port = crate::free_port();
        let bus_port = crate::free_port();
        let listen: Vec<String> = match tls {
            None => vec!["--port".into(), port.to_string()],
            Some(files) => {
                let file = |name: &str| files.join(name).display().to_string();
                [
                    ("--port", "0".to_owned()),
                    ("--tls-port", port.to_string()),
                    ("--tls-cluster", "yes".into()),
                    ("--tls-replication", "yes".into()),
                    ("--tls-cert-file", file("node.crt")),
                    ("--tls-key-file", file("node.key")),
                    ("--tls-ca-cert-file", file("ca.crt")),
                    ("--tls-auth-clients", "no".into()),
                ]
                .into_iter()
                .flat_map(|(option, value)| [option.to_owned(), value])
                .collect()
            }
        };
        let child = Command::new("redis-server")
            .args(&listen)
            .args(["--cluster-port", &bus_port.to_string()])
            .args(["--cluster-enabled", "yes"])
            .args(["--cluster-config-file", "nodes.conf"])
            // Short enough that the cluster notices a dead node within the test's time, long
            // enough that a node paused for a moment (SIGSTOP) is not declared failed.
            .args(["--cluster-node-timeout", "5000"])
            .args(["--notify-keyspace-events", "K$g"])
            .args(["--requirepass", PASSWORD, "--masterauth", PASSWORD])
            // A new replica synchronises at once instead of waiting for others to join it.
            .args(["--repl-diskless-sync-delay", "0"])
            .args(["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .arg("--dir")
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting redis-server");
        let node = ClusterNode {
            port,
            child,
            tls: tls.map(Path::to_owned),
            _dir: dir,
        };
        let deadline = Instant::now() + Duration::from_secs(10);
        while !node.answers() {
            assert!(
                Instant::now() < deadline,
                "redis-server on port {port} did not answer PING within 10 s"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        node
    }

    fn answers(&self) -> bool {
        redis_cli(self.tls.as_deref())
            .args(["-p", &self.port.to_string()])
            .arg("PING")
            .output()
            .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "PONG")
    }
}

impl Drop for ClusterNode {
    fn drop(&mut self) {
        // SIGKILL ends a paused (SIGSTOPped) node too.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs a `redis-cli --cluster` command, which waits for the nodes to agree: for at most 30 s
/// (nodes that cannot reach each other would keep it waiting for ever).
fn within_deadline(command: &mut Command) -> std::process::Output {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running redis-cli --cluster");
    let deadline = Instant::now() + Duration::from_secs(30);
    while child.try_wait().expect("waiting for redis-cli").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().expect("redis-cli output");
            panic!(
                "redis-cli --cluster did not finish within 30 s: {}",
                String::from_utf8_lossy(&out.stdout)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().expect("redis-cli output")
}

/// `redis-cli` with the password and, with TLS (`tls` holds the CA), speaking TLS.
fn redis_cli(tls: Option<&Path>) -> Command {
    let mut command = Command::new("redis-cli");
    command.args(["-a", PASSWORD, "--no-auth-warning"]);
    if let Some(files) = tls {
        command
            .arg("--tls")
            .arg("--cacert")
            .arg(files.join("ca.crt"));
    }
    command
}

/// Whether a `CLUSTER NODES` line is a primary serving slots.
fn serves_as_primary(line: &str) -> bool {
    let fields: Vec<&str> = line.split_whitespace().collect();
    fields.get(2).is_some_and(|flags| {
        flags.split(',').any(|flag| flag == "master") && !flags.contains("fail")
    }) && fields.len() > 8
}

/// The port of `ip:port@cport`.
fn port_of(address: &str) -> Option<u16> {
    address.split('@').next()?.rsplit_once(':')?.1.parse().ok()
}
