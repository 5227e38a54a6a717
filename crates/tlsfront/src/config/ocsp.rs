//! `[ocsp]`: whether OCSP responses are fetched for stapling, how often the cached hosts are
//! looked at, and the deadline of one fetch. Restart-only: the fetcher starts with the server.

use std::time::Duration;

use tlsfront_server::ServeOptions;

use super::problems::{flag_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// The shortest walk interval taken: the walk reads every cached host (tests use one second).
const MIN_CHECK_EVERY: Duration = Duration::from_secs(1);

/// Overlays `--ocsp-fetch` / `ocsp.fetch`, `--ocsp-check-every` / `ocsp.check_every` and
/// `--ocsp-fetch-timeout` / `ocsp.fetch_timeout` on `serve`.
pub(super) fn check_ocsp(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let section = &file.ocsp;
    let stapling = &mut serve.stapling;
    if let Some(fetch) = args.ocsp_fetch.or(section.fetch) {
        stapling.fetch = fetch;
    }
    stapling.check_every = problems.duration(
        "ocsp.check_every",
        flag_or_file(&args.ocsp_check_every, &section.check_every),
        stapling.check_every,
    );
    if stapling.check_every < MIN_CHECK_EVERY {
        problems.add(format!(
            "ocsp.check_every must be at least {}",
            humantime::format_duration(MIN_CHECK_EVERY)
        ));
    }
    stapling.fetch_timeout = problems.duration(
        "ocsp.fetch_timeout",
        flag_or_file(&args.ocsp_fetch_timeout, &section.fetch_timeout),
        stapling.fetch_timeout,
    );
    if stapling.fetch_timeout.is_zero() {
        problems.add("ocsp.fetch_timeout must be more than 0s".to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(args: &ServeArgs, file: &FileConfig) -> (ServeOptions, anyhow::Result<()>) {
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_ocsp(args, file, &mut serve, &mut problems);
        (serve, problems.finish())
    }

    #[test]
    fn the_file_sets_and_the_flags_override() {
        let file: FileConfig =
            toml::from_str("[ocsp]\nfetch = false\ncheck_every = \"30s\"\nfetch_timeout = \"2s\"")
                .unwrap();
        let (serve, result) = check(&ServeArgs::default(), &file);
        result.unwrap();
        assert!(!serve.stapling.fetch);
        assert_eq!(serve.stapling.check_every, Duration::from_secs(30));
        assert_eq!(serve.stapling.fetch_timeout, Duration::from_secs(2));
        let flags = ServeArgs {
            ocsp_fetch: Some(true),
            ocsp_check_every: Some("1s".into()),
            ..ServeArgs::default()
        };
        let (serve, _) = check(&flags, &file);
        assert!(serve.stapling.fetch);
        assert_eq!(serve.stapling.check_every, Duration::from_secs(1));
    }

    #[test]
    fn every_problem_is_reported() {
        let file: FileConfig =
            toml::from_str("[ocsp]\ncheck_every = \"10ms\"\nfetch_timeout = \"0s\"").unwrap();
        let err = check(&ServeArgs::default(), &file)
            .1
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("ocsp.check_every must be at least 1s"),
            "{err}"
        );
        assert!(
            err.contains("ocsp.fetch_timeout must be more than 0s"),
            "{err}"
        );
    }
}
