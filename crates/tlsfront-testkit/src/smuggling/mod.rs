//! A request-smuggling suite for a TLS-terminating reverse proxy with two tenants (`a.test`,
//! `b.test`, and `small.test` with a 1,000-byte body limit), all proxied to one
//! [`RawUpstream`]. Each [case](case::Case) writes hostile bytes (HTTP/1.1) or frames (HTTP/2)
//! as tenant a; then a victim, tenant b on a new connection, sends an ordinary request. The
//! [verdict] holds every case to the same rules: each request comes to the answer its row
//! names, the victim gets its own answer, and the upstream sees only what clients sent as their
//! own, framed beyond doubt, for the session's host, without hop-by-hop, `Proxy`, underscore or
//! h2c headers.
//!
//! Used by tlsfront's `smuggling` test, and by `tlsfront-smuggling`, which runs the same cases
//! against tlsfront and nginx for `docs/src/smuggling.md`.

pub mod case;
mod cases_h2;
mod cases_http1;
pub mod exchange;
pub mod report;
pub mod verdict;

use std::collections::HashMap;
use std::ops::Range;
use std::time::Duration;

use self::case::Case;
use self::exchange::{Got, Target};
use self::verdict::{Findings, Observed};
use crate::raw_upstream::RawUpstream;

/// How long the upstream may take to see a proxy give up on a request.
const SETTLE: Duration = Duration::from_secs(2);

/// Every case, HTTP/1.1 first.
pub fn all_cases() -> Vec<Case> {
    let mut cases = cases_http1::cases();
    cases.extend(cases_h2::cases());
    cases
}

/// One case's outcome.
#[derive(Debug, Clone)]
pub struct CaseResult {
    pub name: &'static str,
    pub protocol: &'static str,
    pub about: &'static str,
    /// The answers the case's row expects, short (`200, 421`).
    pub expected: String,
    /// The answers that came, short.
    pub got: String,
    /// What the case broke; nothing when it passed.
    pub findings: Findings,
}

impl CaseResult {
    /// Whether every answer was the row's and no rule was broken.
    pub fn passed(&self) -> bool {
        self.findings.differences.is_empty() && self.findings.violations.is_empty()
    }

    /// Whether no rule was broken (the answers may differ from the row's).
    pub fn safe(&self) -> bool {
        self.findings.violations.is_empty()
    }
}

/// Runs `cases` one after another against `target`, whose hosts all proxy to `upstream`.
pub fn run(target: &Target, upstream: &RawUpstream, cases: &[Case]) -> Vec<CaseResult> {
    let mut runs = Vec::new();
    for case in cases {
        let start = upstream.request_count();
        let got = exchange::run(target, case);
        let victim = exchange::victim(target, case.name);
        let settled = upstream.settle(SETTLE);
        runs.push(Run {
            got,
            victim,
            window: start..upstream.request_count(),
            settled,
        });
    }
    upstream.settle(SETTLE);
    let seen = upstream.requests();
    let by_name: HashMap<&str, usize> = cases
        .iter()
        .enumerate()
        .map(|(index, case)| (case.name, index))
        .collect();
    let mut belongs: Vec<Vec<usize>> = vec![Vec::new(); cases.len()];
    for (index, request) in seen.iter().enumerate() {
        let tagged = request.case_tag().and_then(|tag| {
            let name = tag.rsplit(':').next().unwrap_or_default().to_owned();
            by_name.get(name.as_str()).copied()
        });
        let owner = tagged.or_else(|| runs.iter().position(|run| run.window.contains(&index)));
        if let Some(owner) = owner {
            belongs[owner].push(index);
        }
    }
    cases
        .iter()
        .zip(&runs)
        .zip(&belongs)
        .map(|((case, run), indices)| {
            let observed = Observed {
                case,
                port: target.addr.port(),
                got: &run.got,
                victim: &run.victim,
                seen: indices.iter().map(|index| &seen[*index]).collect(),
                settled: run.settled,
            };
            CaseResult {
                name: case.name,
                protocol: case.protocol(),
                about: case.about,
                expected: case
                    .answers
                    .iter()
                    .map(verdict::render_answer)
                    .collect::<Vec<_>>()
                    .join(", "),
                got: render_all(&run.got),
                findings: verdict::findings(&observed),
            }
        })
        .collect()
}

/// One case's run, before the verdict.
struct Run {
    got: Vec<Got>,
    victim: Got,
    /// The upstream's requests recorded while it ran.
    window: Range<usize>,
    settled: bool,
}

/// The answers in order; a trailing "how the connection ended" only when nothing came.
fn render_all(got: &[Got]) -> String {
    let answers: Vec<String> = got
        .iter()
        .filter(|g| !matches!(g, Got::Nothing(_)))
        .map(verdict::render_got)
        .collect();
    if answers.is_empty() {
        got.iter()
            .map(verdict::render_got)
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        answers.join(", ")
    }
}
