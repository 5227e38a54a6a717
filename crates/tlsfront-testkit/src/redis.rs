//! A real `redis-server` on a free port, stopped and started at will, killed on drop.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use tempfile::TempDir;

pub struct RedisServer {
    port: u16,
    dir: TempDir,
    child: Option<Child>,
    password: Option<String>,
    /// Whether it speaks TLS only (`rediss://`), with a certificate from a test CA.
    tls: bool,
}

impl RedisServer {
    /// Starts redis-server with persistence off, on a free port.
    pub fn start() -> Self {
        Self::start_with(None, false)
    }

    /// Starts redis-server that requires `password` (`requirepass`).
    pub fn start_with_password(password: &str) -> Self {
        Self::start_with(Some(password.to_owned()), false)
    }

    /// Starts redis-server speaking TLS only, with a certificate from a throwaway test CA. Its
    /// URL skips certificate verification (`#insecure`), as the CA is nobody's.
    pub fn start_tls() -> Self {
        Self::start_with(None, true)
    }

    fn start_with(password: Option<String>, tls: bool) -> Self {
        crate::require_tool("redis-server");
        let dir = tempfile::tempdir().expect("temp dir for redis");
        if tls {
            let ca = tlsfront_store::generate::TestCa::generate("redis test CA").expect("CA");
            let pair = ca
                .issue(
                    &["localhost"],
                    tlsfront_store::generate::GeneratedKey::EcdsaP256,
                    tlsfront_store::generate::Validity::days_from_now(1),
                )
                .expect("redis certificate");
            std::fs::write(dir.path().join("ca.crt"), ca.cert_pem()).expect("ca.crt");
            std::fs::write(dir.path().join("redis.crt"), pair.cert_pem).expect("redis.crt");
            std::fs::write(dir.path().join("redis.key"), pair.key_pem).expect("redis.key");
        }
        let mut server = RedisServer {
            port: crate::free_port(),
            dir,
            child: None,
            password,
            tls,
        };
        server.restart();
        server
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn url(&self) -> String {
        match (&self.password, self.tls) {
            (_, true) => format!("rediss://127.0.0.1:{}/0#insecure", self.port),
            (Some(password), false) => format!("redis://:{password}@127.0.0.1:{}/0", self.port),
            (None, false) => format!("redis://127.0.0.1:{}/0", self.port),
        }
    }

    /// Kills the server (as a crash would).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Stops the server's process (SIGSTOP): its connections stay open and nothing answers,
    /// as with a hung Redis or a network that drops packets.
    pub fn pause(&self) {
        self.signal(libc::SIGSTOP);
    }

    /// Lets a paused server go on (SIGCONT).
    pub fn resume(&self) {
        self.signal(libc::SIGCONT);
    }

    fn signal(&self, signal: libc::c_int) {
        if let Some(child) = &self.child {
            // SAFETY: kill(2) with a pid we spawned and still own; it has no memory effects.
            unsafe {
                libc::kill(child.id() as libc::pid_t, signal);
            }
        }
    }

    /// Starts the server again on the same port, empty.
    pub fn restart(&mut self) {
        self.stop();
        let port = self.port.to_string();
        let listen: Vec<String> = if self.tls {
            let file = |name: &str| self.dir.path().join(name).display().to_string();
            vec![
                "--port".into(),
                "0".into(),
                "--tls-port".into(),
                port,
                "--tls-cert-file".into(),
                file("redis.crt"),
                "--tls-key-file".into(),
                file("redis.key"),
                "--tls-ca-cert-file".into(),
                file("ca.crt"),
                "--tls-auth-clients".into(),
                "no".into(),
            ]
        } else {
            vec!["--port".into(), port]
        };
        let child = Command::new("redis-server")
            .args(&listen)
            .args(["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .arg("--dir")
            .arg(self.dir.path())
            .args(
                self.password
                    .iter()
                    .flat_map(|p| ["--requirepass", p.as_str()]),
            )
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting redis-server");
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self
                .cli(&["PING"])
                .map(|out| out.trim() == "PONG")
                .unwrap_or(false)
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!(
            "redis-server on port {} did not answer PING within 10 s",
            self.port
        );
    }

    /// Runs `redis-cli` against this server and returns its stdout.
    pub fn cli(&self, args: &[&str]) -> Option<String> {
        stdout_on_success(
            Command::new("redis-cli")
                .args(["-p", &self.port.to_string()])
                .args(self.auth())
                .args(args),
        )
    }

    /// `SET key value` with a value from a file, through `redis-cli -x` (binary-safe).
    pub fn set_from_file(&self, key: &str, path: &std::path::Path) {
        let file = std::fs::File::open(path).expect("value file");
        let status = Command::new("redis-cli")
            .args(["-p", &self.port.to_string()])
            .args(self.auth())
            .args(["-x", "SET", key])
            .stdin(file)
            .stdout(Stdio::null())
            .status()
            .expect("running redis-cli");
        assert!(status.success(), "redis-cli SET {key} failed");
    }

    /// redis-cli's options for this server: its password, and TLS without verification.
    fn auth(&self) -> Vec<String> {
        let mut options: Vec<String> = password_options(self.password.as_deref())
            .into_iter()
            .map(String::from)
            .collect();
        if self.tls {
            options.extend(["--tls".into(), "--insecure".into()]);
        }
        options
    }

    /// `SET key value`.
    pub fn set(&self, key: &str, value: &str) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("value");
        std::fs::write(&path, value).expect("writing value");
        self.set_from_file(key, &path);
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        self.stop();
    }
}
/// Runs a prepared `redis-cli` and returns its stdout when it exits with success (an error
/// reply, such as `MOVED`, is stdout too).
pub(crate) fn stdout_on_success(command: &mut Command) -> Option<String> {
    let out = command.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// redis-cli's options for a password, if any.
pub(crate) fn password_options(password: Option<&str>) -> Vec<&str> {
    match password {
        Some(password) => vec!["--no-auth-warning", "-a", password],
        None => Vec::new(),
    }
}
