//! `tlsfront certs check`: verify every stored host as the server would (its pairs, and its
//! site entry), and report every problem with its host, one line each.
//!
//! Streaming, like `ls`: hosts are listed in batches and checked with bounded concurrency;
//! the CPU-heavy part (parsing keys, comparing them with certificates) runs on the blocking
//! pool, so every core is used.

use std::process::ExitCode;

use anyhow::Context as _;
use futures_util::StreamExt;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::UnixTime;
use tlsfront_store::material::{validate_pair, Leniency};
use tlsfront_store::ocsp::staple_report;
use tlsfront_store::site::SITE_SUFFIX;
use tlsfront_store::{
    CertSource, KeyKind, MaterialError, SiteEntry, StoreError, StoredHost, Unsealer,
};

use super::{error_chain, exit_code, now_secs, Context, Lines, CONCURRENCY};

/// Checks the whole store. Exit 1 when any host is bad. A sealed key is unsealed with
/// `--seal-key`; without it, it is reported as sealed and unchecked (a bad host, since the
/// server could not serve it without the sealing key either).
pub async fn run(context: &Context) -> anyhow::Result<ExitCode> {
    let store: &dyn CertSource = &*context.store;
    let mut results = store
        .list()
        .map(|name| {
            let provider = context.provider.clone();
            let unsealer = context.unsealer.clone();
            async move {
                let name = name?;
                let stored = match store.fetch(&name).await {
                    Ok(Some(stored)) => stored,
                    Ok(None) => return Ok(None),
                    Err(err) => return Ok(Some((name, vec![error_chain(&err)], Vec::new()))),
                };
                let notes = staple_notes(&stored);
                let problems = tokio::task::spawn_blocking(move || {
                    host_problems(&stored, &provider, unsealer.as_deref())
                })
                .await
                .map_err(StoreError::TaskFailed)?;
                Ok::<_, StoreError>(Some((name, problems, notes)))
            }
        })
        .buffer_unordered(CONCURRENCY);
    let mut lines = Lines::new();
    let (mut total, mut bad) = (0u64, 0u64);
    while let Some(result) = results.next().await {
        let Some((name, problems, notes)) =
            result.with_context(|| format!("cannot list {}", store.describe()))?
        else {
            continue;
        };
        for note in notes {
            lines.line(&format!("{name}: note: {note}"));
        }
        total += 1;
        if !problems.is_empty() {
            bad += 1;
        }
        for problem in problems {
            lines.line(&format!("{name}: {problem}"));
        }
    }
    lines.line(&format!(
        "checked {total} hosts in {}: {} ok, {bad} bad",
        store.describe(),
        total - bad
    ));
    lines.flush();
    Ok(exit_code(bad > 0))
}

/// The staples a host lacks without being refused for it: certificates that name a responder
/// and have no valid staple (the server fetches one in the background; until then, clients
/// that want one go without).
fn staple_notes(stored: &StoredHost) -> Vec<String> {
    let now = now_secs();
    staple_report(stored, now)
        .into_iter()
        .filter(|staple| {
            staple.servable()
                && !matches!(staple.staple, tlsfront_store::ocsp::StapleVerdict::Valid(_))
        })
        .map(|staple| {
            format!(
                "{}{}: no valid OCSP staple ({})",
                stored.name,
                staple.slot.cert_suffix(),
                staple.text(now)
            )
        })
        .collect()
}

/// Every problem with one host's entry (empty when the server would serve it).
pub fn host_problems(
    stored: &StoredHost,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
) -> Vec<String> {
    let now = UnixTime::now();
    let name = &stored.name;
    let mut problems = Vec::new();
    let mut seen: Vec<(KeyKind, String)> = Vec::new();
    for pair in &stored.pairs {
        let cert_file = format!("{name}{}", pair.slot.cert_suffix());
        let key_file = format!("{name}{}", pair.slot.key_suffix());
        let half = match (pair.cert_pem.is_empty(), pair.key_pem.is_empty()) {
            (true, _) => Some((cert_file.clone(), key_file.clone())),
            (false, true) => Some((key_file.clone(), cert_file.clone())),
            (false, false) => None,
        };
        if let Some((file, other)) = half {
            problems.push(MaterialError::HalfPair { file, other }.to_string());
            continue;
        }
        match validate_pair(name, pair, now, provider, unsealer, Leniency::default()) {
            Ok(validated) => {
                if let Some((_, other)) = seen.iter().find(|(kind, _)| *kind == validated.kind) {
                    let duplicate = MaterialError::DuplicateKind {
                        file: cert_file,
                        other: other.clone(),
                        kind: validated.kind.as_str(),
                    };
                    problems.push(duplicate.to_string());
                } else {
                    seen.push((validated.kind, cert_file));
                }
            }
            Err(err) => problems.push(error_chain(&err)),
        }
    }
    if stored.pairs.is_empty() {
        problems.push(MaterialError::Empty.to_string());
    }
    // A Must-Staple certificate without a valid staple is never served; other certificates
    // that name a responder are served without one (`run` notes those).
    for staple in staple_report(stored, now_secs()) {
        if !staple.servable() {
            problems.push(format!(
                "{name}{}: Must-Staple, and no valid OCSP staple ({}): the server refuses \
                 its handshakes until it has fetched one",
                staple.slot.cert_suffix(),
                staple.text(now_secs())
            ));
        }
    }
    if let Some(site) = &stored.site {
        // The server refuses a host whose site entry does not parse, as it refuses bad pairs.
        if let Err(source) = SiteEntry::parse(site) {
            let file = format!("{name}{SITE_SUFFIX}");
            let problem = error_chain(&MaterialError::Site { file, source });
            // One line per problem: a TOML error's own text spans several (it quotes the line).
            problems.push(problem.split_whitespace().collect::<Vec<_>>().join(" "));
        }
    }
    problems
}
