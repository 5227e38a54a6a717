//! Where Pebble's binaries and its module's test files are on this machine. `go install` puts
//! the binaries in `$GOBIN` or `$GOPATH/bin` (by default `~/go/bin`, often not on PATH), and
//! leaves the module's source, with `test/certs` and `test/config`, in the module cache.

use std::path::PathBuf;
use std::process::Command;

use anyhow::Context;

use super::PEBBLE_VERSION;
use crate::go_bin::{self, dedup, display_list, go_paths};

/// The Go module whose `test/` directory holds the certificate Pebble serves its API with.
const MODULE_DIR: &str = "github.com/letsencrypt/pebble";

/// The two binaries, found.
#[derive(Debug, Clone)]
pub(super) struct Binaries {
    pub pebble: PathBuf,
    pub challtestsrv: PathBuf,
}

impl Binaries {
    pub fn find() -> anyhow::Result<Binaries> {
        let hint =
            format!("run `scripts/install-deps acme`, which go-installs Pebble {PEBBLE_VERSION}");
        Ok(Binaries {
            pebble: go_bin::find("pebble", &hint)?,
            challtestsrv: go_bin::find("pebble-challtestsrv", &hint)?,
        })
    }
}

/// `…/pebble/v2@VERSION/test` in the module cache: the pinned version when it is there, else
/// the newest one present (the test certificates have not changed between v2 releases).
pub(super) fn find_test_dir() -> anyhow::Result<PathBuf> {
    let caches = module_caches();
    let mut candidates: Vec<(Vec<u64>, PathBuf)> = Vec::new();
    for cache in &caches {
        let base = cache.join(MODULE_DIR);
        let Ok(entries) = std::fs::read_dir(&base) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(version) = name.strip_prefix("v2@") else {
                continue;
            };
            let test_dir = entry.path().join("test");
            if test_dir.join("certs/pebble.minica.pem").is_file() {
                let rank = if version == PEBBLE_VERSION {
                    vec![u64::MAX]
                } else {
                    version_numbers(version)
                };
                candidates.push((rank, test_dir));
            }
        }
    }
    candidates.sort();
    candidates.pop().map(|(_, dir)| dir).with_context(|| {
        format!(
            "Pebble's test files ({MODULE_DIR}/v2@{PEBBLE_VERSION}/test) are not in the Go \
             module cache (looked in {}): run `scripts/install-deps acme`",
            display_list(&caches)
        )
    })
}

/// What `go env GOMODCACHE` says, then `$GOMODCACHE`, each `$GOPATH/pkg/mod` and
/// `~/go/pkg/mod`.
fn module_caches() -> Vec<PathBuf> {
    let mut caches: Vec<PathBuf> = go_env("GOMODCACHE").into_iter().collect();
    caches.extend(
        std::env::var_os("GOMODCACHE")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from),
    );
    caches.extend(go_paths().into_iter().map(|p| p.join("pkg/mod")));
    dedup(caches)
}

/// `go env NAME`, with `go` from PATH or from /usr/local/go/bin (where the official tarball
/// puts it, often not on PATH); `None` when there is no go or it says nothing.
fn go_env(name: &str) -> Option<PathBuf> {
    ["go", "/usr/local/go/bin/go"].iter().find_map(|go| {
        let output = Command::new(go).args(["env", name]).output().ok()?;
        let value = String::from_utf8_lossy(&output.stdout).trim().to_owned();
        (output.status.success() && !value.is_empty()).then(|| PathBuf::from(value))
    })
}

/// `2.10.1` → `[2, 10, 1]`, ignoring anything after the digits of each part (`1-rc1` → 1).
fn version_numbers(version: &str) -> Vec<u64> {
    version
        .split('.')
        .map(|part| {
            let digits: String = part.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().unwrap_or(0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_order_by_number_not_by_text() {
        assert!(version_numbers("2.10.1") > version_numbers("2.9.0"));
        assert_eq!(version_numbers("2.7.0-rc1"), vec![2, 7, 0]);
    }
}
