//! `tlsfront sites ls [--json]`: every entry that has a site entry, one line each, printed as
//! the store is read.
//!
//! Like `certs ls`, a stream: names come from `CertStore::list_sites` in batches, each entry is
//! read with bounded concurrency (one lookup gives its pairs and its site entry), and its line
//! is printed at once. Memory stays bounded whatever the store's size; lines come in store
//! order.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use futures_util::StreamExt;
use tlsfront_store::source::FailureScope;
use tlsfront_store::{HostName, StoreError};

use super::{Shown, Store};
use crate::certs::{Lines, CONCURRENCY};

/// `tlsfront sites ls`.
#[derive(Debug, Args)]
pub struct LsArgs {
    /// One JSON object per line (JSON Lines) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Lists the site entries. An entry that does not parse, or cannot be read, is listed as `bad`
/// with why; one whose host has no certificate yet is marked, as it is not in effect.
pub async fn run(store: &Store, args: &LsArgs) -> anyhow::Result<ExitCode> {
    let mut rows = store
        .list_sites()
        .map(|name| async move { read_entry(store, name?).await })
        .buffer_unordered(CONCURRENCY);
    let mut lines = Lines::new();
    let (mut total, mut bad, mut without_certificate) = (0u64, 0u64, 0u64);
    while let Some(row) = rows.next().await {
        let row = row.with_context(|| format!("cannot list {}", store.describe()))?;
        let Some(shown) = row else {
            // Removed between the listing and the read.
            continue;
        };
        total += 1;
        bad += u64::from(shown.entry.is_none());
        without_certificate += u64::from(!shown.certificate);
        let text = if args.json {
            shown.json()
        } else {
            text(&shown)
        };
        if !lines.line(&text) {
            return Ok(ExitCode::SUCCESS);
        }
    }
    lines.flush();
    let entries = if total == 1 { "entry" } else { "entries" };
    let mut summary = format!("{total} site {entries}");
    if bad > 0 {
        summary.push_str(&format!("; {bad} bad (the server refuses those hosts)"));
    }
    if without_certificate > 0 {
        summary.push_str(&format!(
            "; {without_certificate} have no certificate yet (not in effect)"
        ));
    }
    eprintln!("{summary}");
    Ok(ExitCode::SUCCESS)
}

/// One entry's site and whether it has a pair: usually one lookup, which brings both; a second
/// read only for an entry that has no pair. `None` when it is gone. An entry that cannot be
/// read is listed with why; only a store that does not answer ends the listing.
async fn read_entry(store: &Store, name: HostName) -> Result<Option<Shown>, StoreError> {
    match store.fetch(&name).await {
        Ok(Some(stored)) => Ok(stored.site.map(|bytes| Shown::new(name, &bytes, true))),
        Ok(None) => {
            let site = store.fetch_site(&name).await?;
            Ok(site.map(|bytes| Shown::new(name, &bytes, false)))
        }
        Err(err) if err.scope() == FailureScope::Store => Err(err),
        Err(err) => Ok(Some(Shown::unreadable(name, &err))),
    }
}

fn text(shown: &Shown) -> String {
    let mut line = format!("{:<40} {:<9}", shown.name.as_str(), shown.mode());
    let detail = match &shown.problem {
        // One line per entry: a TOML error's own text spans several (it quotes the line).
        Some(problem) => problem.split_whitespace().collect::<Vec<_>>().join(" "),
        None => shown.upstreams().join(" "),
    };
    if !detail.is_empty() {
        line = format!("{line} {detail}");
    }
    if let Some(mode) = shown.client_auth() {
        line.push_str(&format!(" client-certificates={mode}"));
    }
    let mut line = line.trim_end().to_owned();
    if !shown.certificate {
        line.push_str("  (no certificate yet: not in effect)");
    }
    line
}
