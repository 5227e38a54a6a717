//! h2spec, the HTTP/2 conformance tester (`scripts/install-deps` go-installs it), run against
//! a server.

use std::fmt;
use std::net::SocketAddr;
use std::process::{Command, Stdio};

use anyhow::{bail, Context};

/// The h2spec release `scripts/install-deps test` installs; it reports itself as 2.0.0.
pub const H2SPEC_VERSION: &str = "v2.2.1";

/// The cases h2spec v2.2.1 runs without `--strict`.
pub const H2SPEC_CASES: u32 = 145;

/// h2spec's closing summary, and what it printed.
#[derive(Debug, Clone)]
pub struct H2specReport {
    pub tests: u32,
    pub passed: u32,
    pub skipped: u32,
    pub failed: u32,
    /// Everything h2spec printed from its `Failures:` line on (empty when none failed).
    pub failures: String,
}

impl H2specReport {
    pub fn all_passed(&self) -> bool {
        self.failed == 0 && self.skipped == 0 && self.passed == self.tests
    }
}

impl fmt::Display for H2specReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} tests, {} passed, {} skipped, {} failed",
            self.tests, self.passed, self.skipped, self.failed
        )?;
        if !self.failures.is_empty() {
            write!(f, "\n{}", self.failures)?;
        }
        Ok(())
    }
}

/// Runs every h2spec case against the TLS server at `server` (h2spec connects to 127.0.0.1, so
/// the server must serve a client without SNI, and answers `:authority` 127.0.0.1).
pub fn run(server: SocketAddr) -> anyhow::Result<H2specReport> {
    let h2spec = crate::go_bin::find(
        "h2spec",
        &format!("run `scripts/install-deps test`, which go-installs h2spec {H2SPEC_VERSION}"),
    )?;
    let output = Command::new(&h2spec)
        .args(["--tls", "--insecure", "--host", "127.0.0.1", "--port"])
        .arg(server.port().to_string())
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("running {}", h2spec.display()))?;
    let text = String::from_utf8_lossy(&output.stdout);
    parse(&text).with_context(|| {
        format!(
            "h2spec printed no summary; its output:\n{text}{}",
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

/// The summary line `145 tests, 143 passed, 0 skipped, 2 failed`, and the failures section.
fn parse(text: &str) -> anyhow::Result<H2specReport> {
    let Some(summary) = text.lines().rev().find(|line| line.contains(" tests, ")) else {
        bail!("no summary line");
    };
    let mut numbers = summary
        .split(',')
        .map(|part| part.split_whitespace().next().unwrap_or("").parse::<u32>());
    let mut next = || -> anyhow::Result<u32> {
        numbers
            .next()
            .context("a number missing")?
            .with_context(|| format!("not a number in {summary:?}"))
    };
    let (tests, passed, skipped, failed) = (next()?, next()?, next()?, next()?);
    let failures = text
        .find("Failures:")
        .map(|start| text[start..].trim_end().to_owned())
        .unwrap_or_default();
    Ok(H2specReport {
        tests,
        passed,
        skipped,
        failed,
        failures,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_summary_and_the_failures() {
        let text = "Failures: \n\n  × 8: closed\n\nFinished in 4.1 seconds\n\
                    145 tests, 143 passed, 0 skipped, 2 failed\n";
        let report = parse(text).unwrap();
        assert_eq!(
            (report.tests, report.passed, report.skipped, report.failed),
            (145, 143, 0, 2)
        );
        assert!(!report.all_passed());
        assert!(report.failures.starts_with("Failures:"));
        assert!(report.failures.contains("× 8: closed"));
    }

    #[test]
    fn a_clean_run_has_no_failures_section() {
        let report = parse("Finished\n145 tests, 145 passed, 0 skipped, 0 failed\n").unwrap();
        assert!(report.all_passed());
        assert!(report.failures.is_empty());
    }
}
