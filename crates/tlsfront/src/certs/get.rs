//! `tlsfront certs get HOST [--json]`: a host's certificates, never its keys.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use tlsfront_store::material::{validate_pair, Leniency};
use tlsfront_store::seal::is_sealed;
use tlsfront_store::summary::unix_to_rfc3339;
use tlsfront_store::{CertSummary, HostName, MaterialError, SealError, Slot, StoredPair};

use super::json::{self, Object};
use super::placement::{chain_length, days_text, leaf_summary, slot_name, slot_text};
use super::{error_chain, exit_code, now_secs, Context};

/// `tlsfront certs get`.
#[derive(Debug, Args)]
pub struct GetArgs {
    /// The host, or wildcard such as `*.example.com`, to show.
    #[arg(value_name = "HOST")]
    pub host: String,

    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Prints each stored pair's certificate facts and whether the pair passes the server's checks.
/// Exit 1 when the host is not stored; a stored but bad pair is shown, with exit 0 (`check` is
/// the command that judges).
pub async fn run(context: &Context, args: &GetArgs) -> anyhow::Result<ExitCode> {
    let name = HostName::parse_store_name(&args.host)
        .with_context(|| format!("{:?} is not a host name", args.host))?;
    let describe = context.store.describe();
    let stored = context
        .store
        .fetch(&name)
        .await
        .with_context(|| format!("cannot read {name} from {describe}"))?;
    let Some(stored) = stored else {
        let mut hint = String::new();
        if let Some(parent) = name.wildcard_parent() {
            if let Ok(Some(_)) = context.store.fetch(&parent).await {
                hint = format!(" (the wildcard entry {parent} would serve it)");
            }
        }
        eprintln!("tlsfront: {name} is not stored in {describe}{hint}");
        return Ok(exit_code(true));
    };
    let now = now_secs();
    let reports: Vec<PairReport> = stored
        .pairs
        .iter()
        .map(|pair| PairReport::of(context, &name, pair))
        .collect();
    if args.json {
        let pairs: Vec<String> = reports.iter().map(|r| r.json(&name, now)).collect();
        let object = Object::new()
            .str("name", name.as_str())
            .str("store", &describe)
            .raw("pairs", &json::array(&pairs))
            .finish();
        println!("{object}");
    } else {
        let count = reports.len();
        println!(
            "{name}: {count} pair{} in {describe}",
            if count == 1 { "" } else { "s" }
        );
        for report in &reports {
            report.print(&name, now);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What `get` shows about one stored pair.
struct PairReport {
    slot: Slot,
    summary: Option<CertSummary>,
    chain_length: usize,
    sealed: bool,
    status: Status,
}

enum Status {
    Ok,
    /// The key is sealed and no sealing key was given, so the pair could not be checked.
    Unchecked,
    Bad(String),
}

impl PairReport {
    fn of(context: &Context, name: &HostName, pair: &StoredPair) -> Self {
        let checked = validate_pair(
            name,
            pair,
            rustls::pki_types::UnixTime::now(),
            &context.provider,
            context.unsealer.as_deref(),
            Leniency::default(),
        );
        let status = match checked {
            Ok(_) => Status::Ok,
            Err(MaterialError::Unseal {
                source: SealError::NoKeyConfigured,
                ..
            }) => Status::Unchecked,
            Err(err) => Status::Bad(error_chain(&err)),
        };
        PairReport {
            slot: pair.slot,
            summary: leaf_summary(&pair.cert_pem),
            chain_length: chain_length(&pair.cert_pem),
            sealed: is_sealed(&pair.key_pem),
            status,
        }
    }

    fn print(&self, name: &HostName, now: i64) {
        println!("  {}:", slot_text(name, self.slot));
        match &self.summary {
            Some(summary) => {
                println!("    subject     {}", summary.subject);
                println!("    names       {}", summary.dns_names.join(", "));
                println!("    issuer      {}", summary.issuer);
                println!(
                    "    key         {}{}",
                    summary.key_description,
                    if self.sealed { ", sealed" } else { "" }
                );
                println!("    not before  {}", summary.not_before_text());
                println!(
                    "    not after   {} ({})",
                    summary.not_after_text(),
                    days_text(summary.not_after - now)
                );
                println!("    sha256      {}", summary.sha256_fingerprint);
                println!("    chain       {} certificate(s)", self.chain_length);
            }
            None => println!("    certificate does not parse"),
        }
        match &self.status {
            Status::Ok => println!("    status      ok"),
            Status::Unchecked => println!(
                "    status      not checked: the key is sealed; give --seal-key to check it"
            ),
            Status::Bad(problem) => println!("    status      BAD: {problem}"),
        }
    }

    fn json(&self, name: &HostName, now: i64) -> String {
        let mut object = Object::new()
            .str("slot", slot_name(self.slot))
            .str("cert_entry", &format!("{name}{}", self.slot.cert_suffix()))
            .bool("key_sealed", self.sealed)
            .num("chain_length", self.chain_length as i64);
        if let Some(summary) = &self.summary {
            object = object
                .str("subject", &summary.subject)
                .strs("dns_names", &summary.dns_names)
                .str("issuer", &summary.issuer)
                .str("key_type", summary.key_kind.as_str())
                .str("key", &summary.key_description)
                .str("not_before", &unix_to_rfc3339(summary.not_before))
                .str("not_after", &unix_to_rfc3339(summary.not_after))
                .num("days_left", summary.days_left(now))
                .str("sha256_fingerprint", &summary.sha256_fingerprint);
        }
        let (status, problem) = match &self.status {
            Status::Ok => ("ok", None),
            Status::Unchecked => ("unchecked", Some("the key is sealed; give --seal-key")),
            Status::Bad(problem) => ("bad", Some(problem.as_str())),
        };
        object
            .str("status", status)
            .opt_str("problem", problem)
            .finish()
    }
}
