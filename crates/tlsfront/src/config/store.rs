//! `certs`, `seal_key` and `[redis]`: where certificates come from and how they are read.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{bail, Context};
use tlsfront_store::source::redis::RedisOptions;
use tlsfront_store::Unsealer;

use super::file::RedisSection;
use super::problems::{flag_or_file, Problems};
use super::{FileConfig, DEFAULT_CERTS};
use crate::cli::ServeArgs;

/// Where certificates come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CertsSource {
    Dir(PathBuf),
    Redis(String),
}

impl CertsSource {
    /// Parses `dir:PATH`, `redis://…`, `rediss://…`, `redis+unix://…`, `redis+sentinel://…` or
    /// a cluster's `redis+cluster://…` / `rediss+cluster://…` (the Redis store reads the URL
    /// itself).
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
            || text.starts_with("redis+sentinel://")
            || text.starts_with("redis+cluster://")
            || text.starts_with("rediss+cluster://")
        {
            return Ok(CertsSource::Redis(text.to_owned()));
        }
        if text.starts_with("rediss+sentinel://") {
            bail!("rediss+sentinel:// (TLS to sentinels) is not supported: use redis+sentinel:// on a trusted network, or one rediss:// server");
        }
        // A mistyped URL may hold a password: name only its scheme.
        let shown = match text.split_once("://") {
            Some((scheme, _)) => format!("{scheme}://…"),
            None if text.contains('@') => "(a source with @ in it)".to_owned(),
            None => text.to_owned(),
        };
        bail!(
            "unknown certificate source {shown:?}: use dir:PATH, redis://HOST:PORT[/DB], \
             rediss://HOST:PORT[/DB], redis+sentinel://HOST:PORT[,HOST:PORT…]/SERVICE[/DB] or \
             redis+cluster://HOST:PORT[,HOST:PORT…]"
        )
    }

    fn relative_to(self, base: &Path) -> Self {
        match self {
            CertsSource::Dir(path) => CertsSource::Dir(base.join(path)),
            redis => redis,
        }
    }
}

/// The store settings of `tlsfront serve`.
pub(super) struct StoreConfig {
    /// `None` only when the source did not parse, which is a problem.
    pub certs: Option<CertsSource>,
    pub redis: RedisOptions,
    /// Loaded from `--seal-key` / `seal_key`; `None` without one, or when it did not load (a
    /// problem then).
    pub unsealer: Option<Arc<Unsealer>>,
}

/// Resolves `--certs` / `certs` (a directory must exist; Redis is connected lazily, so a server
/// can start while it is down), `--seal-key` / `seal_key` (the key file is loaded) and
/// `[redis]`. Paths from the file are taken relative to the file's directory, `base`.
pub(super) fn check_store(
    args: &ServeArgs,
    file: &FileConfig,
    base: &Path,
    problems: &mut Problems,
) -> StoreConfig {
    let certs = match (&args.certs, &file.certs) {
        (Some(flag), _) => problems.check(CertsSource::parse(flag).context("--certs")),
        (None, Some(text)) => problems.check(
            CertsSource::parse(text)
                .context("certs")
                .map(|source| source.relative_to(base)),
        ),
        (None, None) => problems.check(CertsSource::parse(DEFAULT_CERTS).context("DEFAULT_CERTS")),
    };
    if let Some(CertsSource::Dir(path)) = &certs {
        problems.check(check_certs_dir(path));
    }
    let seal_key = args
        .seal_key
        .clone()
        .or_else(|| file.seal_key.as_ref().map(|path| base.join(path)));
    StoreConfig {
        certs,
        redis: check_redis(args, &file.redis, problems),
        unsealer: problems.check(open_unsealer(seal_key.as_deref())).flatten(),
    }
}

/// Refuses a certificate directory that does not exist (or is not a directory): most likely a
/// mistyped path, and a server on it would know no host. Used by the config and by
/// `store::open`, which the `tlsfront certs` commands go through.
pub fn check_certs_dir(path: &Path) -> anyhow::Result<()> {
    if !path.is_dir() {
        bail!(
            "the certificate directory {} does not exist (create it, or point --certs elsewhere)",
            path.display()
        );
    }
    Ok(())
}

/// Loads the sealing key file, if one is given: 64 hex digits, checked here, so a bad file is
/// reported before anything starts. Used by `serve` and by the `tlsfront certs` commands.
pub fn open_unsealer(path: Option<&Path>) -> anyhow::Result<Option<Arc<Unsealer>>> {
    path.map(|path| {
        Unsealer::from_key_file(path)
            .map(Arc::new)
            .context("cannot use the sealing key (--seal-key)")
    })
    .transpose()
}

/// Overlays `--redis-prefix` and `[redis]` on the Redis client's defaults.
fn check_redis(args: &ServeArgs, section: &RedisSection, problems: &mut Problems) -> RedisOptions {
    let defaults = RedisOptions::default();
    RedisOptions {
        key_prefix: flag_or_file(&args.redis_prefix, &section.key_prefix)
            .map(str::to_owned)
            .unwrap_or(defaults.key_prefix),
        connect_timeout: problems.duration(
            "redis.connect_timeout",
            section.connect_timeout.as_deref(),
            defaults.connect_timeout,
        ),
        response_timeout: problems.duration(
            "redis.response_timeout",
            section.response_timeout.as_deref(),
            defaults.response_timeout,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            CertsSource::parse("redis+sentinel://:pw@s1:26379,s2:26379/certs/1").unwrap(),
            CertsSource::Redis("redis+sentinel://:pw@s1:26379,s2:26379/certs/1".into())
        );
        let tls = CertsSource::parse("rediss+sentinel://:pw@s1:26379/certs")
            .unwrap_err()
            .to_string();
        assert!(
            tls.contains("not supported") && !tls.contains("pw"),
            "{tls}"
        );
        assert!(matches!(
            CertsSource::parse("redis+cluster://:pw@10.0.0.1:7000,10.0.0.2:7000").unwrap(),
            CertsSource::Redis(_)
        ));
        assert!(matches!(
            CertsSource::parse("rediss+cluster://10.0.0.1:7000").unwrap(),
            CertsSource::Redis(_)
        ));
        assert!(CertsSource::parse("/x").is_err());
        let mistyped = CertsSource::parse("redsi://:hunter2@h:6379").unwrap_err();
        assert!(!format!("{mistyped:#}").contains("hunter2"), "{mistyped:#}");
        let no_scheme = CertsSource::parse("h:6379@hunter2").unwrap_err();
        assert!(
            !format!("{no_scheme:#}").contains("hunter2"),
            "{no_scheme:#}"
        );
        assert!(CertsSource::parse("dir:").is_err());
    }

    #[test]
    fn the_default_source_is_the_certs_dir() {
        let mut problems = Problems::default();
        let store = check_store(
            &ServeArgs::default(),
            &FileConfig::default(),
            Path::new("/etc/tlsfront"),
            &mut problems,
        );
        // Taken relative to the working directory, not to the config file.
        assert_eq!(store.certs, Some(CertsSource::Dir(PathBuf::from("certs"))));
    }

    fn store(args: &ServeArgs) -> (StoreConfig, anyhow::Result<()>) {
        let mut problems = Problems::default();
        let store = check_store(args, &FileConfig::default(), Path::new(""), &mut problems);
        (store, problems.finish())
    }

    fn with_certs(source: &str) -> ServeArgs {
        ServeArgs {
            certs: Some(source.to_owned()),
            ..ServeArgs::default()
        }
    }

    #[test]
    fn a_missing_certs_dir_is_a_problem() {
        let dir = tempfile::tempdir().unwrap();
        let (_, result) = store(&with_certs(&format!("dir:{}", dir.path().display())));
        result.unwrap();

        let missing = dir.path().join("missing");
        let (_, result) = store(&with_certs(&format!("dir:{}", missing.display())));
        let err = result.unwrap_err().to_string();
        assert!(
            err.contains(&format!(
                "the certificate directory {} does not exist (create it, or point --certs elsewhere)",
                missing.display()
            )),
            "{err}"
        );

        let file = dir.path().join("a-file");
        std::fs::write(&file, "").unwrap();
        let (_, result) = store(&with_certs(&format!("dir:{}", file.display())));
        assert!(result.is_err(), "a file is not a certificate directory");
    }

    #[test]
    fn a_redis_store_is_not_reached_while_checking() {
        let (store, result) = store(&with_certs("redis://127.0.0.1:1/0"));
        result.unwrap();
        assert!(matches!(store.certs, Some(CertsSource::Redis(_))));
    }

    #[test]
    fn the_seal_key_is_loaded_and_a_bad_one_is_a_problem() {
        let dir = tempfile::tempdir().unwrap();
        let with_seal_key = |path: &Path| ServeArgs {
            certs: Some(format!("dir:{}", dir.path().display())),
            seal_key: Some(path.to_owned()),
            ..ServeArgs::default()
        };

        let good = dir.path().join("seal.key");
        std::fs::write(&good, format!("{}\n", "ab".repeat(32))).unwrap();
        let (loaded, result) = store(&with_seal_key(&good));
        result.unwrap();
        assert_eq!(
            loaded.unsealer.map(|unsealer| unsealer.key_id()),
            Some(Unsealer::from_key_bytes(&[0xab; 32]).key_id())
        );
        assert!(store(&with_certs(&format!("dir:{}", dir.path().display())))
            .0
            .unsealer
            .is_none());

        let missing = dir.path().join("missing.key");
        let err = store(&with_seal_key(&missing)).1.unwrap_err().to_string();
        assert!(
            err.contains("1 problem(s)")
                && err.contains(
                    "cannot use the sealing key (--seal-key): cannot read the sealing key file"
                )
                && err.contains(&missing.display().to_string()),
            "{err}"
        );

        let bad = dir.path().join("bad.key");
        std::fs::write(&bad, "not hex").unwrap();
        let err = store(&with_seal_key(&bad)).1.unwrap_err().to_string();
        assert!(err.contains("must hold exactly 64 hex digits"), "{err}");
    }

    #[test]
    fn a_seal_key_in_the_file_is_relative_to_it() {
        let base = tempfile::tempdir().unwrap();
        std::fs::create_dir(base.path().join("certs")).unwrap();
        std::fs::write(base.path().join("seal.key"), "01".repeat(32)).unwrap();
        let file: FileConfig =
            toml::from_str("certs = \"dir:certs\"\nseal_key = \"seal.key\"").unwrap();
        let mut problems = Problems::default();
        let loaded = check_store(&ServeArgs::default(), &file, base.path(), &mut problems);
        problems.finish().unwrap();
        assert!(loaded.unsealer.is_some());
    }
}
