//! `tlsfront sites get HOST [--json]`: print a host's site entry.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use tlsfront_store::site::SITE_SUFFIX;

use super::{entry_name, has_certificate, Shown, Store};
use crate::certs::exit_code;

/// `tlsfront sites get`.
#[derive(Debug, Args)]
pub struct GetArgs {
    /// The host, or wildcard such as `*.example.com`, whose site entry is shown.
    #[arg(value_name = "HOST")]
    pub host: String,

    /// Print one JSON object (name, mode, upstreams, certificate, problem) instead of TOML.
    #[arg(long)]
    pub json: bool,
}

/// Prints the entry in its canonical TOML, the form `put` stores. Exit 1 when the host has no
/// entry, or when its entry does not parse (it is then printed as stored, and the server
/// refuses the host until it is fixed).
pub async fn run(store: &Store, args: &GetArgs) -> anyhow::Result<ExitCode> {
    let name = entry_name(&args.host)?;
    let describe = store.describe();
    let stored = store
        .fetch_site(&name)
        .await
        .with_context(|| format!("cannot read {name}{SITE_SUFFIX} from {describe}"))?;
    let Some(bytes) = stored else {
        eprintln!(
            "tlsfront: {name} has no site entry in {describe}; the server's default serves it"
        );
        return Ok(exit_code(true));
    };
    let certificate = has_certificate(store, &name).await?;
    let shown = Shown::new(name, &bytes, certificate);
    if args.json {
        println!("{}", shown.json());
    } else {
        match &shown.entry {
            Some(entry) => print!("{}", entry.to_toml()),
            None => print!("{}", String::from_utf8_lossy(&bytes)),
        }
    }
    if let Some(problem) = &shown.problem {
        eprintln!(
            "tlsfront: {problem}; the server refuses {} until it is fixed",
            shown.name
        );
        return Ok(exit_code(true));
    }
    if !shown.certificate {
        eprintln!(
            "tlsfront: note: {describe} has no certificate for {} yet; the entry takes effect \
             once it has one",
            shown.name
        );
    }
    Ok(ExitCode::SUCCESS)
}
