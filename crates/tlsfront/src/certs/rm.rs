//! `tlsfront certs rm HOST`: remove all of a host's pairs, and its site entry with them.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use tlsfront_store::HostName;

use super::{exit_code, Context};

/// `tlsfront certs rm`.
#[derive(Debug, Args)]
pub struct RmArgs {
    /// The host, or wildcard such as `*.example.com`, whose pairs are removed. Its site entry
    /// (`<host>.site`) goes with them: the entry is the host. `tlsfront sites rm` removes the
    /// site entry alone.
    #[arg(value_name = "HOST")]
    pub host: String,
}

/// Removes every slot of the host and its site entry; exit 1 when nothing was stored under it.
pub async fn run(context: &Context, args: &RmArgs) -> anyhow::Result<ExitCode> {
    let name = HostName::parse_store_name(&args.host)
        .with_context(|| format!("{:?} is not a host name", args.host))?;
    let removed = context
        .store
        .remove(&name)
        .await
        .with_context(|| format!("cannot remove {name} from {}", context.store.describe()))?;
    if removed {
        println!("removed {name}");
    } else {
        eprintln!(
            "tlsfront: {name} is not stored in {}",
            context.store.describe()
        );
    }
    Ok(exit_code(!removed))
}
