//! What the QUIC upgrade tests share: a server whose sites directory is set in its config
//! file, so that each process of an upgrade serves the generation its config named when it
//! started (a response's bytes say which process sent it), and SIGUSR2 to any process of the
//! chain until its successor serves.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use tlsfront_testkit::{Fixtures, H3Client, Tlsfront, TlsfrontBuilder};

use super::{wait_until, Installed, Successor, STEP};

/// The file each generation serves for `two.test` whose bytes all say the generation: larger
/// than what the client's flow control lets the server send before the client reads.
pub const BIG: &str = "/big.bin";
pub const BIG_BYTES: usize = 4 * 1024 * 1024;

/// `sites-N/two.test/` with an `index.html` and [`BIG`] that say `N`.
pub fn sites_generation(fixtures: &Fixtures, generation: u8) -> PathBuf {
    let sites = fixtures.root().join(format!("sites-{generation}"));
    let docroot = sites.join("two.test");
    std::fs::create_dir_all(&docroot).unwrap();
    std::fs::write(
        docroot.join("index.html"),
        format!("generation {generation}\n"),
    )
    .unwrap();
    std::fs::write(
        docroot.join(BIG.trim_start_matches('/')),
        vec![b'0' + generation; BIG_BYTES],
    )
    .unwrap();
    sites
}

/// Points the config file at `sites`: the next process to start serves them.
pub fn use_sites(config: &Path, sites: &Path) {
    std::fs::write(config, format!("sites = \"{}\"\n", sites.display())).unwrap();
}

/// `tlsfront serve` on the fixtures' store, the config file, and QUIC on `quic`; a drain
/// deadline that never comes in a test, so that only the connections end a drain.
pub fn serve_quic(
    installed: &Installed,
    fixtures: &Fixtures,
    config: &Path,
    quic: SocketAddr,
) -> Tlsfront {
    TlsfrontBuilder::new(&installed.bin)
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .args(["--config", config.to_str().unwrap()])
        .args(["--listen-quic", &quic.to_string()])
        .args(["--drain-timeout", "1h"])
        .spawn()
}

/// An HTTP/3 connection to `quic` for `two.test`, once the server answers there.
pub fn connect(quic: SocketAddr, fixtures: &Fixtures) -> H3Client {
    wait_until(STEP, || {
        H3Client::connect(quic, "two.test", fixtures.ca.cert_pem()).ok()
    })
    .unwrap_or_else(|| panic!("no HTTP/3 on {quic}"))
}

/// The generation a new request on `client` is answered from.
pub fn generation(client: &mut H3Client) -> String {
    let answer = client.get("two.test", "/index.html", &[]).unwrap();
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.text()
}

/// Sends SIGUSR2 to `pid` (the first process, whose log this is, or a successor, which logs
/// to the same place) and waits until it says its own successor serves.
pub fn upgrade_pid(logs: &Tlsfront, pid: u32) -> Successor {
    let line = "the new process is serving";
    let before = logs.logs().matches(line).count();
    // SAFETY: kill(2) on a tlsfront this test started (directly or by an upgrade).
    unsafe {
        libc::kill(pid as libc::pid_t, libc::SIGUSR2);
    }
    wait_until(STEP, || {
        let logs = logs.logs();
        let serving = logs.lines().filter(|l| l.contains(line)).nth(before)?;
        let pid = tlsfront_testkit::process::log_field(serving, "new_pid")?;
        Some(Successor {
            pid: pid.parse().ok()?,
        })
    })
    .unwrap_or_else(|| panic!("no new process served; the log:\n{}", logs.logs()))
}

/// The body of a big response, checked whole: every byte says the generation it came from.
pub fn assert_from_generation(body: &[u8], generation: u8, logs: &Tlsfront) {
    assert_eq!(body.len(), BIG_BYTES, "{}", logs.logs());
    assert!(
        body.iter().all(|byte| *byte == b'0' + generation),
        "not all from generation {generation}\n{}",
        logs.logs()
    );
}
