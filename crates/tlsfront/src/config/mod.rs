//! Configuration in two layers: [`FileConfig`] mirrors the TOML file (everything optional,
//! unknown keys refused), and [`Config`] is the validated result of the file overlaid with the
//! command-line flags. Validation reports every problem at once, before anything starts.
//!
//! Each part of the file is resolved and checked by one function, in the file named after it:
//! `listeners.rs` (`listen`, `admin`, `proxy_protocol_from`), `store.rs` (`certs`, `seal_key`,
//! `[redis]`), `sites.rs` (`sites`, `precompressed`, `default_host`), `cache.rs` (`[cache]`, `preload`), `compression.rs` (`compress_on_the_fly`, `compress_cache_bytes`),
//! `limits.rs` (`[limits]`), `proxy.rs` (`[proxy]`), `acme.rs` (`[acme]`), `tickets.rs`
//! (`[tickets]`), `ocsp.rs` (`[ocsp]`), `tls_policy.rs` (`min_tls`, `[hsts]`, `redirect_http`), `ktls.rs` (`ktls`) and `logging.rs` (`log`, RUST_LOG, `access_log`). They all report to one [`Problems`](problems::Problems) collector.
//!
//! Every default is written once: the server's own in the library crates' `Default` impls
//! (`ServeOptions`, `CacheOptions`, `RedisOptions`), on which the sections overlay the file and
//! the flags; the binary's own as the constants below ([`DEFAULT_CERTS`], [`DEFAULT_LOG_FILTER`]).
//!
//! Relative paths in the file are taken relative to the file's directory; relative paths given
//! as flags are taken relative to the working directory.

mod acme;
mod cache;
mod compression;
mod file;
mod ktls;
mod limits;
mod listeners;
mod logging;
mod ocsp;
mod problems;
mod proxy;
mod sites;
mod store;
mod tickets;
mod tls_policy;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;
use tlsfront_acme::AcmeOptions;
use tlsfront_server::ServeOptions;
use tlsfront_store::source::redis::RedisOptions;
use tlsfront_store::Unsealer;

use self::acme::check_acme;
use self::cache::check_cache;
use self::compression::check_compression;
use self::ktls::check_ktls;
use self::limits::check_limits;
use self::listeners::check_listeners;
use self::logging::check_logging;
use self::ocsp::check_ocsp;
use self::problems::Problems;
use self::proxy::check_proxy;
use self::sites::check_sites;
use self::store::check_store;
use self::tickets::check_tickets;
use self::tls_policy::check_tls_policy;
use crate::cli::ServeArgs;

pub use self::file::{FileConfig, RestartOnlySections};
pub use self::logging::LogFilter;
pub use self::store::{check_certs_dir, open_unsealer, CertsSource};

/// The certificate source when neither `--certs` nor `certs` is given: a `certs` folder in the
/// working directory, the default of `tlsfront certs` too, so the two meet without flags.
pub const DEFAULT_CERTS: &str = "dir:certs";

/// The log filter when neither `--log`, `log` nor RUST_LOG is given: start-up, warnings, errors
/// and the access log, without the per-connection detail of `debug`.
pub const DEFAULT_LOG_FILTER: &str = "info";

/// The validated configuration of `tlsfront serve`.
#[derive(Debug, Clone)]
pub struct Config {
    pub serve: ServeOptions,
    pub certs: CertsSource,
    pub redis: RedisOptions,
    /// Unseals keys sealed in the store; loaded from `--seal-key` / `seal_key` while building.
    pub unsealer: Option<Arc<Unsealer>>,
    /// The log filter in force: RUST_LOG's when it is set, else `--log` / `log`.
    pub log: LogFilter,
    /// Certificates on demand, when a gate turns them on.
    pub acme: Option<AcmeOptions>,
    /// The file's sections that a reload cannot apply, as written, to tell when they change.
    pub restart_only: RestartOnlySections,
}

impl Config {
    /// Reads the config file, if any, and overlays the flags.
    pub fn load(args: &ServeArgs) -> anyhow::Result<Self> {
        let (file, base) = Self::read_file(args)?;
        Self::build(args, file, &base, rust_log().as_deref())
    }

    /// Reads and parses the config file, if any; and the directory its paths are relative to.
    fn read_file(args: &ServeArgs) -> anyhow::Result<(FileConfig, PathBuf)> {
        Ok(match &args.config {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read the config file {}", path.display()))?;
                let file: FileConfig = toml::from_str(&text)
                    .with_context(|| format!("{} is not a valid config file", path.display()))?;
                let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
                (file, base)
            }
            None => (FileConfig::default(), PathBuf::new()),
        })
    }

    /// Overlays `args` on `file` and validates the result, reporting every problem at once.
    /// `rust_log` is the RUST_LOG environment variable, which overrides the log filter.
    pub fn build(
        args: &ServeArgs,
        file: FileConfig,
        base: &Path,
        rust_log: Option<&str>,
    ) -> anyhow::Result<Self> {
        let mut problems = Problems::default();
        let restart_only = RestartOnlySections::of(&file);
        // The server's own defaults; each section overlays the file and the flags on its part.
        let mut serve = ServeOptions::default();
        check_listeners(args, &file, &mut serve, &mut problems);
        check_sites(args, &file, base, &mut serve, &mut problems);
        check_cache(args, &file, &mut serve, &mut problems);
        check_compression(args, &file, &mut serve);
        check_limits(args, &file, &mut serve, &mut problems);
        check_ktls(args, &file, &mut serve, &mut problems);
        check_proxy(args, &file, &mut serve, &mut problems);
        check_tickets(args, &file, base, &mut serve, &mut problems);
        check_tls_policy(args, &file, &mut serve, &mut problems);
        check_ocsp(args, &file, &mut serve, &mut problems);
        let log = check_logging(args, &file, rust_log, &mut serve, &mut problems);
        let acme = check_acme(args, &file, base, &serve, &mut problems);
        let store = check_store(args, &file, base, &mut problems);
        problems.finish()?;
        // Only a problem leaves the source unparsed, and there was none.
        let Some(certs) = store.certs else {
            anyhow::bail!("bug: no certificate source, and no problem reported");
        };
        Ok(Config {
            serve,
            certs,
            redis: store.redis,
            unsealer: store.unsealer,
            log,
            acme,
            restart_only,
        })
    }
}

/// The RUST_LOG environment variable, when it is set.
pub fn rust_log() -> Option<String> {
    std::env::var("RUST_LOG").ok()
}

#[cfg(test)]
mod tests {
    use std::net::SocketAddr;
    use std::time::Duration;

    use tlsfront_server::MIN_MAX_HEADER_BYTES;

    use super::*;

    fn args() -> ServeArgs {
        ServeArgs::default()
    }

    /// `--certs dir:<dir>`: build checks that the certificate directory exists.
    fn with_certs_dir(dir: &Path) -> ServeArgs {
        ServeArgs {
            certs: Some(format!("dir:{}", dir.display())),
            ..args()
        }
    }

    #[test]
    fn defaults_are_the_embedded_dir_store() {
        // The default store, `certs` in the working directory, need not exist where the tests
        // run, and build refuses a missing one: the source is resolved on its own, and the
        // other defaults are built with a directory that exists.
        let mut problems = Problems::default();
        let store = check_store(
            &args(),
            &FileConfig::default(),
            Path::new(""),
            &mut problems,
        );
        assert_eq!(store.certs, Some(CertsSource::Dir(PathBuf::from("certs"))));
        let certs = tempfile::tempdir().unwrap();
        let config = Config::build(
            &with_certs_dir(certs.path()),
            FileConfig::default(),
            Path::new(""),
            None,
        )
        .unwrap();
        assert_eq!(
            config.serve.listen,
            vec!["0.0.0.0:443".parse::<SocketAddr>().unwrap()]
        );
        assert_eq!(config.serve.cache.capacity, Some(10_000));
        assert!(!config.serve.preload);
    }

    #[test]
    fn flags_override_the_file_and_file_paths_are_relative_to_it() {
        let file: FileConfig = toml::from_str(
            r#"
            listen = ["127.0.0.1:8443"]
            certs = "dir:certs"
            sites = "www"
            precompressed = false
            preload = true
            [cache]
            size = 50
            ttl = "10m"
            "#,
        )
        .unwrap();
        let mut flags = args();
        flags.cache_size = Some(7);
        assert!(
            !Config::build(&flags, file.clone(), base_with_certs().path(), None)
                .unwrap()
                .serve
                .precompressed
        );
        flags.precompressed = Some(true);
        // The file's directory; its `certs` must exist.
        let base = tempfile::tempdir().unwrap();
        std::fs::create_dir(base.path().join("certs")).unwrap();
        let config = Config::build(&flags, file, base.path(), None).unwrap();
        assert_eq!(config.certs, CertsSource::Dir(base.path().join("certs")));
        assert_eq!(config.serve.sites_dir, base.path().join("www"));
        assert_eq!(config.serve.cache.capacity, Some(7));
        assert_eq!(config.serve.cache.ttl, Duration::from_secs(600));
        assert!(config.serve.preload);
        assert!(config.serve.precompressed, "the flag wins");
    }

    fn base_with_certs() -> tempfile::TempDir {
        let base = tempfile::tempdir().unwrap();
        std::fs::create_dir(base.path().join("certs")).unwrap();
        base
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let file: FileConfig = toml::from_str(
            r#"
            listen = ["nonsense"]
            certs = "ftp://x"
            ktls = "sometimes"
            default_host = "1.2.3.4"
            [cache]
            ttl = "soon"
            size = 0
            "#,
        )
        .unwrap();
        let err = Config::build(&args(), file, Path::new(""), None)
            .unwrap_err()
            .to_string();
        for needle in [
            "6 problem(s)",
            "ktls",
            "listen",
            "ftp://…",
            "default_host",
            "cache.ttl",
            "cache.size",
        ] {
            assert!(err.contains(needle), "{needle} missing from: {err}");
        }
    }

    #[test]
    fn the_checks_of_files_are_reported_with_every_other_problem() {
        let base = tempfile::tempdir().unwrap();
        std::fs::write(base.path().join("bad.key"), "not hex").unwrap();
        let file: FileConfig = toml::from_str(&format!(
            r#"
            listen = ["nonsense"]
            certs = "dir:missing"
            seal_key = "bad.key"
            log = "nonsense=["
            ktls = "sometimes"
            default_host = "1.2.3.4"
            [cache]
            ttl = "soon"
            size = 0
            [limits]
            max_header_bytes = {}
            "#,
            MIN_MAX_HEADER_BYTES - 1
        ))
        .unwrap();
        let err = Config::build(&args(), file, base.path(), None)
            .unwrap_err()
            .to_string();
        for needle in [
            "9 problem(s)",
            "listen",
            "ktls",
            "default_host",
            "cache.ttl",
            "cache.size",
            "log: \"nonsense=[\" is not a valid log filter",
            "the certificate directory",
            "cannot use the sealing key",
            "limits.max_header_bytes must be at least",
        ] {
            assert!(err.contains(needle), "{needle} missing from: {err}");
        }
    }

    /// Loads a config file shipped in the repository. Its store (`dir:` under /etc or
    /// /var/lib) need not exist where the tests run, and build refuses a missing one: the
    /// store is resolved on its own and checked to be `expected_certs`, and the rest of the
    /// file is loaded with a directory that exists given as --certs.
    fn load_shipped(relative: &str, expected_certs: &str) -> Config {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
        let file: FileConfig = toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut problems = Problems::default();
        let store = check_store(&args(), &file, path.parent().unwrap(), &mut problems);
        assert_eq!(
            store.certs,
            Some(CertsSource::Dir(PathBuf::from(expected_certs)))
        );
        let certs = tempfile::tempdir().unwrap();
        let args = ServeArgs {
            config: Some(path),
            ..with_certs_dir(certs.path())
        };
        Config::load(&args).unwrap()
    }

    #[test]
    fn the_example_config_in_the_repository_is_valid() {
        let config = load_shipped("../../examples/tlsfront.toml", "/etc/tlsfront/certs");
        assert_eq!(config.serve.listen.len(), 2);
        assert_eq!(
            config.serve.default_host.unwrap().as_str(),
            "fallback.example.com"
        );
    }

    #[test]
    fn the_packaged_config_is_valid_and_keeps_its_state_under_var_lib() {
        let config = load_shipped("../../packaging/tlsfront.toml", "/var/lib/tlsfront/certs");
        assert_eq!(config.serve.listen.len(), 2);
        assert_eq!(
            config.serve.sites_dir,
            PathBuf::from("/var/lib/tlsfront/sites")
        );
        // A fresh install has no fallback host in its store: unknown names are refused.
        assert_eq!(config.serve.default_host, None);
    }

    #[test]
    fn the_packaged_config_sets_what_the_example_sets() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../");
        let keys = |file: &str| {
            let text = std::fs::read_to_string(root.join(file)).unwrap();
            let mut keys = Vec::new();
            collect_keys(
                "",
                &toml::from_str::<toml::Table>(&text).unwrap(),
                &mut keys,
            );
            keys
        };
        let mut example = keys("examples/tlsfront.toml");
        // The one key the package leaves commented out (see the test above).
        example.retain(|key| key != "default_host");
        assert_eq!(keys("packaging/tlsfront.toml"), example);
    }

    fn collect_keys(prefix: &str, table: &toml::Table, keys: &mut Vec<String>) {
        for (key, value) in table {
            let path = format!("{prefix}{key}");
            match value {
                toml::Value::Table(inner) => collect_keys(&format!("{path}."), inner, keys),
                _ => keys.push(path),
            }
        }
    }
}
