//! `tlsfront sites rm HOST`: remove a host's site entry, leaving its certificate.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use tlsfront_store::site::SITE_SUFFIX;

use super::{entry_name, Store};
use crate::certs::exit_code;

/// `tlsfront sites rm`.
#[derive(Debug, Args)]
pub struct RmArgs {
    /// The host, or wildcard such as `*.example.com`, whose site entry is removed. Its
    /// certificate stays (`tlsfront certs rm` removes both).
    #[arg(value_name = "HOST")]
    pub host: String,
}

/// Removes the site entry; the host is then served by the server's default (its default
/// upstreams, or its docroot). Exit 1 when there was none.
pub async fn run(store: &Store, args: &RmArgs) -> anyhow::Result<ExitCode> {
    let name = entry_name(&args.host)?;
    let describe = store.describe();
    let removed = store
        .remove_site(&name)
        .await
        .with_context(|| format!("cannot remove {name}{SITE_SUFFIX} from {describe}"))?;
    if removed {
        println!("removed {name}{SITE_SUFFIX}; {name} is served by the server's default now");
    } else {
        eprintln!("tlsfront: {name} has no site entry in {describe}");
    }
    Ok(exit_code(!removed))
}
