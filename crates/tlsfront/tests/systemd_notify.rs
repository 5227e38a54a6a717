//! What systemd sees of `tlsfront serve`, without systemd: the `sd_notify` datagrams, received
//! on a socket the test binds and names in NOTIFY_SOCKET, and the log's shape when
//! JOURNAL_STREAM says stderr is the journal.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::fs::File;
use std::net::TcpStream;
use std::os::unix::fs::MetadataExt;
use std::os::unix::net::UnixDatagram;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use tlsfront_testkit::free_port;

/// Long enough for a loaded 2-core machine to start a debug build; it only bounds a failure.
const PATIENCE: Duration = Duration::from_secs(60);

#[test]
fn ready_comes_once_the_listener_is_up_and_stopping_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let notify = bind_notify_socket(dir.path());
    let port = free_port();
    let mut server = start(dir.path(), port, Stdio::null(), &[]);

    let first = receive(&notify);
    assert!(first.contains("READY=1"), "first notification: {first:?}");
    // READY is sent after the listener is bound: connecting right away must work.
    TcpStream::connect(("127.0.0.1", port)).unwrap_or_else(|err| {
        panic!("READY=1 arrived but 127.0.0.1:{port} refuses connections: {err}")
    });

    terminate(&server);
    let stopping = receive(&notify);
    assert!(
        stopping.contains("STOPPING=1"),
        "after SIGTERM: {stopping:?}"
    );
    let status = wait(&mut server);
    assert!(status.success(), "tlsfront exited with {status}");

    // Nothing after STOPPING says READY again.
    notify.set_nonblocking(true).unwrap();
    let mut buf = [0u8; 4096];
    while let Ok(n) = notify.recv(&mut buf) {
        let rest = String::from_utf8_lossy(&buf[..n]).into_owned();
        assert!(!rest.contains("READY=1"), "READY after STOPPING: {rest:?}");
    }
}

#[test]
fn log_lines_carry_syslog_priorities_when_stderr_is_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let log_path = dir.path().join("stderr");
    let log = File::create(&log_path).unwrap();
    let meta = log.metadata().unwrap();
    let stream = format!("{}:{}", meta.dev(), meta.ino());

    let lines = run_until_ready_and_stop(dir.path(), log, &stream);
    assert!(lines.len() >= 3, "too few lines: {lines:?}");
    for line in &lines {
        assert!(
            line.len() > 3 && line.starts_with('<') && (b'3'..=b'7').contains(&line.as_bytes()[1]),
            "no syslog priority: {line:?}"
        );
        assert!(!line.contains('\x1b'), "ANSI escape in {line:?}");
    }
    let serving = lines
        .iter()
        .find(|line| line.contains("tlsfront is serving"))
        .unwrap();
    // No timestamp: the level comes right after the priority.
    assert!(serving.starts_with("<6>INFO "), "{serving:?}");
}

#[test]
fn a_journal_stream_that_is_not_stderr_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let log_path = dir.path().join("stderr");
    let log = File::create(&log_path).unwrap();
    let other = File::create(dir.path().join("other"))
        .unwrap()
        .metadata()
        .unwrap();
    // Inherited from a unit whose journal stream this process's stderr is not.
    let stream = format!("{}:{}", other.dev(), other.ino());

    let lines = run_until_ready_and_stop(dir.path(), log, &stream);
    let serving = lines
        .iter()
        .find(|line| line.contains("tlsfront is serving"))
        .unwrap();
    assert!(!serving.starts_with('<'), "{serving:?}");
    // The usual timestamp, which starts with the year.
    assert!(
        serving.as_bytes()[..4].iter().all(u8::is_ascii_digit),
        "{serving:?}"
    );
}

/// Starts the server with stderr to `log` and JOURNAL_STREAM set to `stream`, stops it once it
/// is ready, and returns its log lines.
fn run_until_ready_and_stop(dir: &Path, log: File, stream: &str) -> Vec<String> {
    let notify = bind_notify_socket(dir);
    let log_path = dir.join("stderr");
    let mut server = start(
        dir,
        free_port(),
        Stdio::from(log),
        &[("JOURNAL_STREAM", stream)],
    );
    assert!(receive(&notify).contains("READY=1"));
    terminate(&server);
    assert!(wait(&mut server).success());
    std::fs::read_to_string(log_path)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

fn bind_notify_socket(dir: &Path) -> UnixDatagram {
    let socket = UnixDatagram::bind(dir.join("notify")).unwrap();
    socket.set_read_timeout(Some(PATIENCE)).unwrap();
    socket
}

/// `tlsfront serve` on 127.0.0.1:`port`, an empty directory store, NOTIFY_SOCKET at
/// `dir/notify`.
fn start(dir: &Path, port: u16, stderr: Stdio, env: &[(&str, &str)]) -> Server {
    let certs = dir.join("certs");
    std::fs::create_dir_all(&certs).unwrap();
    Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("serve")
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .arg("--certs")
        .arg(format!("dir:{}", certs.display()))
        .arg("--sites")
        .arg(dir)
        .args(["--log", "info"])
        .env_remove("RUST_LOG")
        .env_remove("JOURNAL_STREAM")
        .env("NOTIFY_SOCKET", dir.join("notify"))
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .map(Server)
        .unwrap()
}

/// The server process, killed if a failed test leaves it running.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The next notification, as text.
fn receive(socket: &UnixDatagram) -> String {
    let mut buf = [0u8; 4096];
    let n = socket
        .recv(&mut buf)
        .unwrap_or_else(|err| panic!("no notification from tlsfront: {err}"));
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

fn terminate(server: &Server) {
    // SAFETY: kill(2) with the pid of a child we spawned and have not waited for.
    unsafe {
        libc::kill(server.0.id() as libc::pid_t, libc::SIGTERM);
    }
}

fn wait(server: &mut Server) -> ExitStatus {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = server.0.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            panic!("tlsfront did not exit after SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
