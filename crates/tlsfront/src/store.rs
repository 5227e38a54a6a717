//! Opening a certificate store from its `--certs` description, and the store flags that
//! `tlsfront certs` and `tlsfront sites` share.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use tlsfront_store::source::redis::RedisOptions;
use tlsfront_store::{CertStore, DirStore, RedisStore};

use crate::config::{check_certs_dir, CertsSource};

/// Which store a `tlsfront certs` or `tlsfront sites` command works on.
#[derive(Debug, Args)]
pub struct StoreArgs {
    /// Where certificates (and site entries) live: `dir:PATH`,
    /// `redis://[:PASSWORD@]HOST:PORT[/DB]` / `rediss://…`,
    /// `redis+sentinel://[:PASSWORD@]HOST:PORT[,HOST:PORT…]/SERVICE[/DB]`, or a Redis Cluster,
    /// `redis+cluster://[:PASSWORD@]HOST:PORT[,HOST:PORT…]` / `rediss+cluster://…`, as for
    /// `serve`.
    #[arg(
        long,
        value_name = "SOURCE",
        default_value = crate::config::DEFAULT_CERTS,
        global = true
    )]
    pub certs: String,

    /// Prefix of every Redis key and of the change channel.
    #[arg(
        long,
        value_name = "PREFIX",
        default_value = "",
        hide_default_value = true,
        global = true
    )]
    pub redis_prefix: String,
}

impl StoreArgs {
    /// Opens the store the flags name.
    pub fn open(&self) -> anyhow::Result<Arc<dyn CertStore>> {
        let source = CertsSource::parse(&self.certs).context("--certs")?;
        open(&source, &self.redis_options())
    }

    /// Redis options for a command-line tool: the key prefix, and deadlines long enough for a
    /// large batch on a remote Redis (nothing waits on these but the operator).
    pub fn redis_options(&self) -> RedisOptions {
        RedisOptions {
            key_prefix: self.redis_prefix.clone(),
            connect_timeout: Duration::from_secs(5),
            response_timeout: Duration::from_secs(60),
        }
    }
}

/// Opens the store. A directory must exist: the config has checked that already for `serve`,
/// and the `tlsfront certs` commands rely on this. Redis is connected lazily, so a server can
/// start while Redis is down (and serve once it is back).
pub fn open(source: &CertsSource, redis: &RedisOptions) -> anyhow::Result<Arc<dyn CertStore>> {
    match source {
        CertsSource::Dir(path) => {
            check_certs_dir(path)?;
            Ok(Arc::new(DirStore::new(path)))
        }
        CertsSource::Redis(url) => {
            let store =
                RedisStore::new(url, redis.clone()).context("cannot use the Redis store")?;
            Ok(Arc::new(store))
        }
    }
}

/// Runs a store command (`tlsfront sites`, `tlsfront acme`): a single-threaded runtime, the
/// store opened inside it (the Redis store's connection belongs to the runtime that opened it),
/// then `command` on the store. Returns the command's exit code.
pub fn run_store_command<Fut>(
    args: &StoreArgs,
    command: impl FnOnce(Arc<dyn CertStore>) -> Fut,
) -> anyhow::Result<std::process::ExitCode>
where
    Fut: std::future::Future<Output = anyhow::Result<std::process::ExitCode>>,
{
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move { command(args.open()?).await })
}
