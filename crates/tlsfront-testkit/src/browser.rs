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
    /// Accept the certificates of these keys' [`spki_pin`]s, over QUIC too.
    pub spki_pins: &'a [String],
    /// `host:port` to reach over HTTP/3 (QUIC) at once, without a TCP connection or an
    /// `Alt-Svc` first (Chromium's `--origin-to-force-quic-on`); otherwise QUIC is off.
    pub force_quic_on: Option<&'a str>,
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
        "--disable-background-networking".to_owned(),
        "--disable-component-update".to_owned(),
        "--disable-sync".to_owned(),
        format!("--virtual-time-budget={}", page.virtual_time_ms),
        format!("--user-data-dir={}", profile.display()),
    ];
    match page.force_quic_on {
        Some(origin) => {
            args.push("--enable-quic".to_owned());
            args.push(format!("--origin-to-force-quic-on={origin}"));
        }
        None => args.push("--disable-quic".to_owned()),
    }
    if !page.spki_pins.is_empty() {
        args.push(format!(
            "--ignore-certificate-errors-spki-list={}",
            page.spki_pins.join(",")
        ));
    }
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

/// The pin Chromium's `--ignore-certificate-errors-spki-list` takes for the certificate of the
/// private key in `key_pem`: base64 of the SHA-256 of its SubjectPublicKeyInfo. Over QUIC,
/// Chromium ignores `--ignore-certificate-errors`, and takes only this.
pub fn spki_pin(key_pem: &str) -> String {
    use base64::Engine as _;
    use rustls::pki_types::pem::PemObject;
    let key = rustls::pki_types::PrivateKeyDer::from_pem_slice(key_pem.as_bytes())
        .expect("a private key PEM");
    let signing = rustls::crypto::aws_lc_rs::sign::any_supported_type(&key)
        .expect("a key rustls can sign with");
    let spki = signing.public_key().expect("the key's public half");
    let digest = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, spki.as_ref());
    base64::engine::general_purpose::STANDARD.encode(digest.as_ref())
}
