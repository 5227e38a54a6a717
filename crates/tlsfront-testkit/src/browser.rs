//! Headless Chromium: a page's DOM once its scripts ran.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a Chromium run may take before the test gives up on it.
pub const CHROMIUM_DEADLINE: Duration = Duration::from_secs(120);

/// How a page is loaded.
#[derive(Debug, Clone, Default)]
pub struct Page<'a> {
    /// Virtual time the page's scripts get (Chromium's `--virtual-time-budget`), in ms.
    pub virtual_time_ms: u32,
    /// `--host-resolver-rules`, such as `MAP site.test 127.0.0.1`.
    pub host_rules: Option<&'a str>,
    /// Accept any certificate: the fixtures' CA is not in Chromium's store.
    pub ignore_certificate_errors: bool,
}

/// The DOM of `url` once its scripts ran (or the virtual time ran out), from headless
/// Chromium with its profile in `profile`. Panics if Chromium cannot run, fails, or takes
/// longer than [`CHROMIUM_DEADLINE`].
pub fn dump_dom(url: &str, profile: &Path, page: &Page<'_>) -> String {
    let mut args = vec![
        "--headless".to_owned(),
        "--no-sandbox".to_owned(),
        "--disable-gpu".to_owned(),
        "--no-first-run".to_owned(),
        "--disable-quic".to_owned(),
        "--disable-background-networking".to_owned(),
        "--disable-component-update".to_owned(),
        "--disable-sync".to_owned(),
        format!("--virtual-time-budget={}", page.virtual_time_ms),
        format!("--user-data-dir={}", profile.display()),
    ];
    if page.ignore_certificate_errors {
        args.push("--ignore-certificate-errors".to_owned());
    }
    if let Some(rules) = page.host_rules {
        args.push(format!("--host-resolver-rules={rules}"));
    }
    args.extend(["--dump-dom".to_owned(), url.to_owned()]);
    let mut child = Command::new("chromium")
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|err| {
            panic!("cannot run chromium ({err}): run scripts/test, which installs it")
        });
    let started = Instant::now();
    while child.try_wait().expect("chromium runs").is_none() {
        if started.elapsed() > CHROMIUM_DEADLINE {
            let _ = child.kill();
            panic!("chromium did not finish within {CHROMIUM_DEADLINE:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let output = child.wait_with_output().expect("chromium's output");
    assert!(
        output.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("the DOM is UTF-8")
}
