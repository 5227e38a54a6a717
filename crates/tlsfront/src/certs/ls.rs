//! `tlsfront certs ls [--expiring-within DAYS] [--json]`: every stored host, one line each,
//! printed as the store is read. Certificates tlsfront issued on demand (and renews) are
//! marked `on-demand`.
//!
//! The listing is a stream: names come from `CertSource::list` in batches, each host is
//! fetched and its certificates parsed with bounded concurrency, and its line is printed at
//! once. Memory stays bounded whether the store holds ten hosts or a million. Lines come in
//! store order, not sorted (pipe through `sort` for that).

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use futures_util::StreamExt;
use tlsfront_store::expiry::EntryExpiry;
use tlsfront_store::ocsp::{staple_report, PairStapleReport};
use tlsfront_store::source::RecordKind;
use tlsfront_store::summary::unix_to_rfc3339;
use tlsfront_store::{CertSource, HostName, KeyKind, StoredHost};

use super::json::Object;
use super::placement::days_text;
use super::{error_chain, now_secs, Context, Lines, CONCURRENCY};

/// `tlsfront certs ls`.
#[derive(Debug, Args)]
pub struct LsArgs {
    /// Only hosts whose first certificate to expire does so within DAYS days (hosts already
    /// expired included).
    #[arg(long, value_name = "DAYS")]
    pub expiring_within: Option<u32>,

    /// One JSON object per line (JSON Lines) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Lists the store. Hosts whose certificates cannot be read are listed as such (and left out
/// under `--expiring-within`); `check` says why in full.
pub async fn run(context: &Context, args: &LsArgs) -> anyhow::Result<ExitCode> {
    let managed = crate::acme::names_of(&*context.store, RecordKind::Managed).await?;
    let store: &dyn CertSource = &*context.store;
    let now = now_secs();
    let horizon = args
        .expiring_within
        .map(|days| now + i64::from(days) * 86_400);
    let mut rows = store
        .list()
        .map(|name| async move {
            let name = name?;
            let fetched = store.fetch(&name).await;
            Ok::<_, tlsfront_store::StoreError>(Row::of(name, fetched))
        })
        .buffer_unordered(CONCURRENCY);
    let mut lines = Lines::new();
    let (mut total, mut shown, mut unreadable) = (0u64, 0u64, 0u64);
    while let Some(row) = rows.next().await {
        let row = row.with_context(|| format!("cannot list {}", store.describe()))?;
        let Some(mut row) = row else {
            // Removed between the listing and the fetch.
            continue;
        };
        row.on_demand = managed.contains(row.name.as_str());
        total += 1;
        if row.earliest_not_after.is_none() {
            unreadable += 1;
        }
        let wanted = match (horizon, row.earliest_not_after) {
            (None, _) => true,
            (Some(horizon), Some(not_after)) => not_after <= horizon,
            (Some(_), None) => false,
        };
        if !wanted {
            continue;
        }
        shown += 1;
        let text = if args.json {
            row.json(now)
        } else {
            row.text(now)
        };
        if !lines.line(&text) {
            return Ok(ExitCode::SUCCESS);
        }
    }
    lines.flush();
    let mut summary = match args.expiring_within {
        Some(days) => format!("{shown} of {total} hosts expire within {days} days"),
        None => format!("{total} hosts"),
    };
    if unreadable > 0 {
        summary.push_str(&format!(
            "; {unreadable} could not be read (run `tlsfront certs check` for details)"
        ));
    }
    eprintln!("{summary}");
    Ok(ExitCode::SUCCESS)
}

/// One host's line.
struct Row {
    name: HostName,
    kinds: Vec<KeyKind>,
    /// The earliest expiry of the host's pairs; `None` when no certificate parses.
    earliest_not_after: Option<i64>,
    problem: Option<String>,
    /// Issued on demand by tlsfront, which renews it.
    on_demand: bool,
    /// The pairs' OCSP staples, for certificates that name a responder.
    staples: Vec<PairStapleReport>,
}

impl Row {
    /// `None` when the host vanished before it was fetched.
    fn of(
        name: HostName,
        fetched: Result<Option<StoredHost>, tlsfront_store::StoreError>,
    ) -> Option<Self> {
        let stored = match fetched {
            Ok(stored) => stored?,
            Err(err) => {
                return Some(Row {
                    name,
                    kinds: Vec::new(),
                    earliest_not_after: None,
                    problem: Some(error_chain(&err)),
                    on_demand: false,
                    staples: Vec::new(),
                })
            }
        };
        let EntryExpiry {
            kinds,
            earliest_not_after,
        } = EntryExpiry::of(&stored);
        let staples = staple_report(&stored, now_secs());
        let problem = earliest_not_after
            .is_none()
            .then(|| "no certificate parses".to_owned());
        Some(Row {
            name,
            kinds,
            earliest_not_after,
            problem,
            on_demand: false,
            staples,
        })
    }

    /// `  ocsp: stapled, 3m old, refresh in 27m` (per pair, `; ` between), or nothing for a
    /// host whose certificates name no responder.
    fn staples_text(&self, now: i64) -> String {
        if self.staples.is_empty() {
            return String::new();
        }
        let each: Vec<String> = self.staples.iter().map(|staple| staple.text(now)).collect();
        format!("  ocsp: {}", each.join("; "))
    }

    fn kinds_text(&self) -> String {
        let names: Vec<&str> = self.kinds.iter().map(|kind| kind.as_str()).collect();
        names.join(",")
    }

    fn text(&self, now: i64) -> String {
        match (self.earliest_not_after, &self.problem) {
            (Some(not_after), _) => format!(
                "{:<40} {:<9} {}  {}{}{}",
                self.name.as_str(),
                self.kinds_text(),
                unix_to_rfc3339(not_after),
                days_text(not_after - now),
                if self.on_demand { "  on-demand" } else { "" },
                self.staples_text(now)
            ),
            (None, problem) => format!(
                "{:<40} {:<9} unreadable: {}",
                self.name.as_str(),
                "?",
                problem.as_deref().unwrap_or("no certificate parses")
            ),
        }
    }

    fn json(&self, now: i64) -> String {
        let kinds: Vec<&str> = self.kinds.iter().map(|kind| kind.as_str()).collect();
        let staples: Vec<String> = self.staples.iter().map(|staple| staple.text(now)).collect();
        let object = Object::new()
            .str("name", self.name.as_str())
            .strs("key_types", &kinds)
            .bool("on_demand", self.on_demand)
            .strs("ocsp", &staples);
        match self.earliest_not_after {
            Some(not_after) => object
                .str("not_after", &unix_to_rfc3339(not_after))
                .num("days_left", (not_after - now).div_euclid(86_400))
                .finish(),
            None => object.opt_str("problem", self.problem.as_deref()).finish(),
        }
    }
}
