//! Programs installed with `go install`: on PATH, else in `$GOBIN`, each `$GOPATH/bin` or
//! `~/go/bin` (Go's default GOPATH, often not on PATH).

use std::path::{Path, PathBuf};

use anyhow::Context;

/// `name` on PATH, else where `go install` puts it; the error ends with `install_hint`, which
/// says how to install it.
pub fn find(name: &str, install_hint: &str) -> anyhow::Result<PathBuf> {
    let path_dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    let go_dirs = go_bin_dirs();
    path_dirs
        .iter()
        .chain(&go_dirs)
        .map(|dir| dir.join(name))
        .find(|candidate| is_executable(candidate))
        .with_context(|| {
            format!(
                "{name} is not installed (looked on PATH and in {}): {install_hint}",
                display_list(&go_dirs)
            )
        })
}

/// `$GOBIN`, each `$GOPATH/bin`, and `~/go/bin`.
fn go_bin_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("GOBIN")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .into_iter()
        .collect();
    dirs.extend(go_paths().into_iter().map(|p| p.join("bin")));
    dedup(dirs)
}

/// Each entry of `$GOPATH`, then `~/go`.
pub(crate) fn go_paths() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::env::var_os("GOPATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    paths.extend(std::env::var_os("HOME").map(|home| PathBuf::from(home).join("go")));
    paths.retain(|p| !p.as_os_str().is_empty());
    paths
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

pub(crate) fn dedup(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut unique = Vec::new();
    for path in paths {
        if !unique.contains(&path) {
            unique.push(path);
        }
    }
    unique
}

pub(crate) fn display_list(paths: &[PathBuf]) -> String {
    let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    shown.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dedup_keeps_the_first_of_each() {
        let paths = ["/a", "/b", "/a"].map(PathBuf::from).to_vec();
        assert_eq!(dedup(paths), ["/a", "/b"].map(PathBuf::from).to_vec());
    }
}
