//! Configuration in two layers: [`FileConfig`] mirrors the TOML file (everything optional,
//! unknown keys refused), and [`Config`] is the validated result of the file overlaid with the
//! command-line flags. Validation reports every problem at once.
//!
//! Relative paths in the file are taken relative to the file's directory; relative paths given
//! as flags are taken relative to the working directory.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context};
use serde::Deserialize;
use tlsfront_certs::source::redis::RedisOptions;
use tlsfront_certs::{CacheOptions, HostName};
use tlsfront_server::ktls::KtlsMode;
use tlsfront_server::ServeOptions;

use crate::cli::ServeArgs;

/// The TOML config file, as written.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    pub listen: Option<Vec<String>>,
    pub certs: Option<String>,
    pub sites: Option<PathBuf>,
    pub preload: Option<bool>,
    pub admin: Option<String>,
    pub default_host: Option<String>,
    pub access_log: Option<bool>,
    pub log: Option<String>,
    pub seal_key: Option<PathBuf>,
    pub ktls: Option<String>,
    #[serde(default)]
    pub cache: CacheSection,
    #[serde(default)]
    pub limits: LimitsSection,
    #[serde(default)]
    pub redis: RedisSection,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheSection {
    pub size: Option<u64>,
    pub ttl: Option<String>,
    pub negative_size: Option<u64>,
    pub negative_ttl: Option<String>,
    pub lookup_timeout: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSection {
    pub handshake_timeout: Option<String>,
    pub idle_timeout: Option<String>,
    pub max_header_bytes: Option<usize>,
    pub max_headers: Option<usize>,
    pub max_handshakes: Option<usize>,
    pub drain_timeout: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedisSection {
    pub key_prefix: Option<String>,
    pub connect_timeout: Option<String>,
    pub response_timeout: Option<String>,
}

/// Where certificates come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CertsSource {
    Dir(PathBuf),
    Redis(String),
}

impl CertsSource {
    /// Parses `dir:PATH`, `redis://…` or `rediss://…`.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        if let Some(path) = text.strip_prefix("dir:") {
            if path.is_empty() {
                bail!("`dir:` needs a path, as in dir:/etc/tlsfront/certs");
            }
            return Ok(CertsSource::Dir(PathBuf::from(path)));
        }
        if text.starts_with("redis://")
            || text.starts_with("rediss://")
            || text.starts_with("redis+unix://")
        {
            return Ok(CertsSource::Redis(text.to_owned()));
        }
        bail!("unknown certificate source {text:?}: use dir:PATH, redis://HOST:PORT[/DB] or rediss://HOST:PORT[/DB]")
    }

    fn relative_to(self, base: &Path) -> Self {
        match self {
            CertsSource::Dir(path) => CertsSource::Dir(base.join(path)),
            redis => redis,
        }
    }
}

/// The validated configuration of `tlsfront serve`.
#[derive(Debug, Clone)]
pub struct Config {
    pub serve: ServeOptions,
    pub certs: CertsSource,
    pub redis: RedisOptions,
    pub seal_key: Option<PathBuf>,
    pub log: String,
}

impl Config {
    /// Reads the config file, if any, and overlays the flags.
    pub fn load(args: &ServeArgs) -> anyhow::Result<Self> {
        let (file, base) = match &args.config {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read the config file {}", path.display()))?;
                let file: FileConfig = toml::from_str(&text)
                    .with_context(|| format!("{} is not a valid config file", path.display()))?;
                let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
                (file, base)
            }
            None => (FileConfig::default(), PathBuf::new()),
        };
        Self::build(args, file, &base)
    }

    /// Overlays `args` on `file` and validates the result, reporting every problem at once.
    pub fn build(args: &ServeArgs, file: FileConfig, base: &Path) -> anyhow::Result<Self> {
        let mut problems = Problems::default();
        let defaults = ServeOptions::default();
        let cache_defaults = CacheOptions::default();
        let redis_defaults = RedisOptions::default();

        let listen_texts = if !args.listen.is_empty() {
            args.listen.clone()
        } else {
            file.listen
                .unwrap_or_else(|| defaults.listen.iter().map(|a| a.to_string()).collect())
        };
        let listen: Vec<SocketAddr> = listen_texts
            .iter()
            .filter_map(|text| problems.check(parse_addr("listen", text)))
            .collect();
        if listen.is_empty() && listen_texts.is_empty() {
            problems.add("listen: at least one address is needed".to_owned());
        }

        let certs = match (&args.certs, file.certs) {
            (Some(flag), _) => problems.check(CertsSource::parse(flag).context("--certs")),
            (None, Some(text)) => problems.check(
                CertsSource::parse(&text)
                    .context("certs")
                    .map(|s| s.relative_to(base)),
            ),
            (None, None) => Some(CertsSource::Dir(PathBuf::from("certs"))),
        };
        let sites = args
            .sites
            .clone()
            .or_else(|| file.sites.map(|p| base.join(p)))
            .unwrap_or_else(|| defaults.sites_dir.clone());
        let seal_key = args
            .seal_key
            .clone()
            .or_else(|| file.seal_key.map(|p| base.join(p)));
        let admin_text = args.admin.clone().or(file.admin);
        let admin = admin_text
            .as_deref()
            .and_then(|text| problems.check(parse_addr("admin", text)));
        let default_host_text = args.default_host.clone().or(file.default_host);
        let default_host = default_host_text.as_deref().and_then(|text| {
            problems.check(
                HostName::parse(text)
                    .with_context(|| format!("default_host {text:?} is not a host name")),
            )
        });

        let mut duration =
            |flag: &Option<String>, key: &str, file_value: Option<String>, default: Duration| {
                match flag.clone().or(file_value) {
                    Some(text) => problems
                        .check(parse_duration(key, &text))
                        .unwrap_or(default),
                    None => default,
                }
            };
        let cache = CacheOptions {
            ttl: duration(
                &args.cache_ttl,
                "cache.ttl",
                file.cache.ttl,
                cache_defaults.ttl,
            ),
            negative_ttl: duration(
                &args.negative_ttl,
                "cache.negative_ttl",
                file.cache.negative_ttl,
                cache_defaults.negative_ttl,
            ),
            lookup_timeout: duration(
                &args.lookup_timeout,
                "cache.lookup_timeout",
                file.cache.lookup_timeout,
                cache_defaults.lookup_timeout,
            ),
            capacity: Some(
                args.cache_size
                    .or(file.cache.size)
                    .or(cache_defaults.capacity)
                    .unwrap_or(10_000),
            ),
            negative_capacity: args
                .negative_cache_size
                .or(file.cache.negative_size)
                .unwrap_or(cache_defaults.negative_capacity),
        };
        let handshake_timeout = duration(
            &args.handshake_timeout,
            "limits.handshake_timeout",
            file.limits.handshake_timeout,
            defaults.handshake_timeout,
        );
        let idle_timeout = duration(
            &args.idle_timeout,
            "limits.idle_timeout",
            file.limits.idle_timeout,
            defaults.idle_timeout,
        );
        let drain_timeout = duration(
            &args.drain_timeout,
            "limits.drain_timeout",
            file.limits.drain_timeout,
            defaults.drain_timeout,
        );
        let connect_timeout = duration(
            &None,
            "redis.connect_timeout",
            file.redis.connect_timeout,
            redis_defaults.connect_timeout,
        );
        let response_timeout = duration(
            &None,
            "redis.response_timeout",
            file.redis.response_timeout,
            redis_defaults.response_timeout,
        );

        let max_header_bytes = args
            .max_header_bytes
            .or(file.limits.max_header_bytes)
            .unwrap_or(defaults.max_header_bytes);
        let max_headers = args
            .max_headers
            .or(file.limits.max_headers)
            .unwrap_or(defaults.max_headers);
        let max_handshakes = args
            .max_handshakes
            .or(file.limits.max_handshakes)
            .unwrap_or(defaults.max_handshakes_in_progress);
        for (name, value, least) in [
            ("cache.size", cache.capacity.unwrap_or(1) as usize, 1),
            // hyper's HTTP/1 read buffer cannot be smaller than 8 KiB.
            ("limits.max_header_bytes", max_header_bytes, 8192),
            ("limits.max_headers", max_headers, 8),
            ("limits.max_handshakes", max_handshakes, 1),
        ] {
            if value < least {
                problems.add(format!("{name} must be at least {least}, not {value}"));
            }
        }
        for (name, value) in [
            ("limits.handshake_timeout", handshake_timeout),
            ("limits.idle_timeout", idle_timeout),
            ("cache.lookup_timeout", cache.lookup_timeout),
            ("cache.ttl", cache.ttl),
        ] {
            if value.is_zero() {
                problems.add(format!("{name} must be longer than zero"));
            }
        }

        let ktls = match args.ktls.clone().or(file.ktls) {
            Some(text) => problems
                .check(
                    text.parse::<KtlsMode>()
                        .map_err(|e| anyhow::anyhow!("ktls: {e}")),
                )
                .unwrap_or_default(),
            None => KtlsMode::default(),
        };
        let log = args
            .log
            .clone()
            .or(file.log)
            .unwrap_or_else(|| "info".to_owned());
        problems.finish()?;
        Ok(Config {
            serve: ServeOptions {
                listen,
                sites_dir: sites,
                default_host,
                admin,
                handshake_timeout,
                max_handshakes_in_progress: max_handshakes,
                idle_timeout,
                max_header_bytes,
                max_headers,
                drain_timeout,
                access_log: args
                    .access_log
                    .or(file.access_log)
                    .unwrap_or(defaults.access_log),
                cache,
                preload: args.preload.or(file.preload).unwrap_or(false),
                ktls,
                ..defaults
            },
            // `problems.finish()` returned Ok, so every checked value parsed.
            certs: certs.unwrap_or(CertsSource::Dir(PathBuf::from("certs"))),
            redis: RedisOptions {
                key_prefix: args
                    .redis_prefix
                    .clone()
                    .or(file.redis.key_prefix)
                    .unwrap_or_default(),
                connect_timeout,
                response_timeout,
            },
            seal_key,
            log,
        })
    }
}

/// Problems found while validating, reported together.
#[derive(Debug, Default)]
struct Problems(Vec<String>);

impl Problems {
    fn check<T>(&mut self, result: anyhow::Result<T>) -> Option<T> {
        result.map_err(|err| self.0.push(format!("{err:#}"))).ok()
    }

    fn add(&mut self, problem: String) {
        self.0.push(problem);
    }

    fn finish(self) -> anyhow::Result<()> {
        if self.0.is_empty() {
            return Ok(());
        }
        let list: Vec<String> = self.0.iter().map(|p| format!("  - {p}")).collect();
        bail!(
            "the configuration has {} problem(s):\n{}",
            self.0.len(),
            list.join("\n")
        )
    }
}

fn parse_addr(key: &str, text: &str) -> anyhow::Result<SocketAddr> {
    text.parse()
        .with_context(|| format!("{key}: {text:?} is not an address like 0.0.0.0:443 or [::]:443"))
}

fn parse_duration(key: &str, text: &str) -> anyhow::Result<Duration> {
    humantime::parse_duration(text)
        .with_context(|| format!("{key}: {text:?} is not a duration like 500ms, 30s or 5m"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args() -> ServeArgs {
        ServeArgs::default()
    }

    #[test]
    fn defaults_are_the_embedded_dir_store() {
        let config = Config::build(&args(), FileConfig::default(), Path::new("")).unwrap();
        assert_eq!(config.certs, CertsSource::Dir(PathBuf::from("certs")));
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
            preload = true
            [cache]
            size = 50
            ttl = "10m"
            "#,
        )
        .unwrap();
        let mut flags = args();
        flags.cache_size = Some(7);
        let config = Config::build(&flags, file, Path::new("/etc/tlsfront")).unwrap();
        assert_eq!(
            config.certs,
            CertsSource::Dir(PathBuf::from("/etc/tlsfront/certs"))
        );
        assert_eq!(config.serve.sites_dir, PathBuf::from("/etc/tlsfront/www"));
        assert_eq!(config.serve.cache.capacity, Some(7));
        assert_eq!(config.serve.cache.ttl, Duration::from_secs(600));
        assert!(config.serve.preload);
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
        let err = Config::build(&args(), file, Path::new(""))
            .unwrap_err()
            .to_string();
        for needle in [
            "6 problem(s)",
            "ktls",
            "listen",
            "ftp://x",
            "default_host",
            "cache.ttl",
            "cache.size",
        ] {
            assert!(err.contains(needle), "{needle} missing from: {err}");
        }
    }

    #[test]
    fn the_example_config_in_the_repository_is_valid() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/tlsfront.toml");
        let args = ServeArgs {
            config: Some(path),
            ..ServeArgs::default()
        };
        let config = Config::load(&args).unwrap();
        assert_eq!(config.serve.listen.len(), 2);
        assert_eq!(
            config.certs,
            CertsSource::Dir(PathBuf::from("/etc/tlsfront/certs"))
        );
        assert_eq!(
            config.serve.default_host.unwrap().as_str(),
            "fallback.example.com"
        );
    }

    #[test]
    fn unknown_keys_are_refused() {
        let err = toml::from_str::<FileConfig>("lisen = []")
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown field"), "{err}");
    }

    #[test]
    fn certs_sources_parse() {
        assert_eq!(
            CertsSource::parse("dir:/x").unwrap(),
            CertsSource::Dir(PathBuf::from("/x"))
        );
        assert!(matches!(
            CertsSource::parse("rediss://:pw@h:6379/2").unwrap(),
            CertsSource::Redis(_)
        ));
        assert!(CertsSource::parse("/x").is_err());
        assert!(CertsSource::parse("dir:").is_err());
    }
}
