//! `tlsfront acme`: the store's side of certificates on demand. `allow` and `disallow` edit
//! the allow-list a server started with `--acme-allow-list` consults; `ls` shows the
//! allow-list and the certificates issued on demand. Exit codes are `tlsfront certs`' own:
//! 0 done, 1 input refused, 2 could not run.

use std::collections::BTreeSet;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use futures_util::StreamExt;
use tlsfront_acme::managed::{managed_record, Managed};
use tlsfront_acme::public_name::check_public_name;
use tlsfront_store::source::{Record, RecordKind};
use tlsfront_store::summary::unix_to_rfc3339;
use tlsfront_store::{CertStore, HostName};

use crate::certs::json::Object;
use crate::store::StoreArgs;

/// `tlsfront acme`.
#[derive(Debug, Args)]
#[command(
    long_about = "The store's side of certificates on demand (serve --acme-ask / --acme-allow-list).\n\n\
The allow-list is one record per name: the file PATH/.acme/allowed/<name> in a directory store, \
the key <prefix>acme/allowed/<name> in Redis. A server started with --acme-allow-list issues a \
certificate for a listed name at its first handshake; its gate remembers answers for \
--acme-allowed-ttl / --acme-denied-ttl, so a change is seen within that.",
    after_help = "Exit codes: 0 done; 1 input refused; 2 the command could not run (bad flags, \
unreachable store)."
)]
pub struct AcmeArgs {
    #[command(flatten)]
    pub store: StoreArgs,

    #[command(subcommand)]
    pub command: AcmeCommand,
}

#[derive(Debug, Subcommand)]
pub enum AcmeCommand {
    /// Allow on-demand issuance for these names (public DNS names only).
    Allow(NamesArgs),
    /// Take names off the allow-list (certificates already issued stay, and are renewed).
    Disallow(NamesArgs),
    /// List the allow-list and the certificates issued on demand, with their renewal dates.
    Ls(LsArgs),
}

#[derive(Debug, Args)]
pub struct NamesArgs {
    /// Host names, such as shop.example.com.
    #[arg(required = true, value_name = "NAME")]
    pub names: Vec<String>,
}

#[derive(Debug, Args)]
pub struct LsArgs {
    /// One JSON object per line (JSON Lines) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs an `acme` subcommand and returns its exit code.
pub fn run(args: AcmeArgs) -> anyhow::Result<ExitCode> {
    crate::store::run_store_command(&args.store, |store| async move {
        match &args.command {
            AcmeCommand::Allow(names) => allow(&*store, names, true).await,
            AcmeCommand::Disallow(names) => allow(&*store, names, false).await,
            AcmeCommand::Ls(ls) => list(&*store, ls).await,
        }
    })
}

/// Checks every name first: one bad name writes nothing.
async fn allow(store: &dyn CertStore, args: &NamesArgs, allowed: bool) -> anyhow::Result<ExitCode> {
    let mut records = Vec::new();
    for text in &args.names {
        let name = match HostName::parse(text) {
            Ok(name) => name,
            Err(err) => {
                eprintln!("{text}: {err}; nothing written");
                return Ok(ExitCode::from(1));
            }
        };
        if allowed {
            if let Err(err) = check_public_name(&name) {
                eprintln!("{name}: {err}; nothing written");
                return Ok(ExitCode::from(1));
            }
            // The certificate it would be issued could not be stored.
            if let Err(err) = store.can_hold(&name) {
                eprintln!("{err}; nothing written");
                return Ok(ExitCode::from(1));
            }
        }
        let record = Record::of_host(RecordKind::Allowed, &name);
        records.push((name, record));
    }
    for (name, record) in records {
        if allowed {
            store
                .put_record(&record, b"allowed\n", None)
                .await
                .with_context(|| format!("cannot write {record} to {}", store.describe()))?;
            println!("allowed {name}");
        } else {
            let removed = store
                .remove_record(&record)
                .await
                .with_context(|| format!("cannot remove {record} from {}", store.describe()))?;
            println!(
                "{} {name}",
                if removed {
                    "disallowed"
                } else {
                    "was not allowed:"
                }
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

async fn list(store: &dyn CertStore, args: &LsArgs) -> anyhow::Result<ExitCode> {
    let allowed = names_of(store, RecordKind::Allowed).await?;
    for name in &allowed {
        if args.json {
            println!(
                "{}",
                Object::new()
                    .str("name", name)
                    .str("kind", "allowed")
                    .finish()
            );
        } else {
            println!("allowed  {name}");
        }
    }
    let managed = names_of(store, RecordKind::Managed).await?;
    for name in &managed {
        let Ok(host) = HostName::parse(name) else {
            continue;
        };
        let record = store.fetch_record(&managed_record(&host)).await?;
        let Some(managed) = record.as_deref().and_then(Managed::parse) else {
            println!("managed  {name:<40} (record unreadable)");
            continue;
        };
        if args.json {
            let object = Object::new()
                .str("name", name)
                .str("kind", "managed")
                .str("issued_at", &unix_to_rfc3339(managed.issued_at))
                .str("renew_at", &unix_to_rfc3339(managed.renew_at()))
                .str("not_after", &unix_to_rfc3339(managed.not_after))
                .str("ca", &managed.directory);
            println!("{}", object.finish());
        } else {
            println!(
                "managed  {name:<40} issued {}  renews {}  expires {}  ca {}",
                unix_to_rfc3339(managed.issued_at),
                unix_to_rfc3339(managed.renew_at()),
                unix_to_rfc3339(managed.not_after),
                managed.directory
            );
        }
    }
    eprintln!(
        "{} allowed, {} issued on demand",
        allowed.len(),
        managed.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// The record names of `kind`, sorted. Records are one per name issued for or allowed, few
/// enough to hold.
pub async fn names_of(store: &dyn CertStore, kind: RecordKind) -> anyhow::Result<BTreeSet<String>> {
    let mut names = BTreeSet::new();
    let mut listed = store.list_records(kind);
    while let Some(name) = listed.next().await {
        names.insert(name.with_context(|| format!("cannot list {}", store.describe()))?);
    }
    Ok(names)
}
