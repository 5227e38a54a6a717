//! The status page's OCSP staples: for cached hosts whose certificates name a responder (or
//! demand a staple), which have a current staple, its age and its next refresh, and which
//! lack one, Must-Staple ones first (those are refused until they have one).

use serde::Serialize;
use tlsfront_store::ocsp::VerifiedStaple;
use tlsfront_store::summary::unix_to_rfc3339;
use tlsfront_store::KeyKind;

use crate::context::ServerContext;

/// Most rows the status carries; the counts cover every cached host.
const LISTED: usize = 100;

#[derive(Debug, Clone, Serialize)]
pub(crate) struct StaplingStatus {
    /// Cached pairs whose certificate names a responder or demands a staple.
    pub pairs: usize,
    /// Of those, with a current staple.
    pub stapled: usize,
    /// Of those, without one.
    pub lacking: usize,
    /// Of those lacking one, Must-Staple: their handshakes are refused until it is fetched.
    pub must_staple_lacking: usize,
    /// Must-Staple first, then the other pairs lacking a staple, then the soonest refresh.
    pub entries: Vec<StapleRow>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub(crate) struct StapleRow {
    /// The store entry: a host, or a wildcard.
    pub name: String,
    pub key_type: &'static str,
    pub must_staple: bool,
    /// Seconds since the staple's thisUpdate; `null` without a current staple.
    pub age_seconds: Option<i64>,
    /// When the fetcher asks for a fresh one (RFC 3339): half way through the staple's
    /// validity, or now without one.
    pub next_refresh: String,
    /// The staple's nextUpdate (RFC 3339), after which it is never sent; `null` without one.
    pub next_update: Option<String>,
}

impl StapleRow {
    fn lacking(&self) -> bool {
        self.age_seconds.is_none()
    }
}

/// Walks the cache once.
pub(crate) fn stapling_status(ctx: &ServerContext, now: i64) -> StaplingStatus {
    let mut rows = Vec::new();
    let mut seen = std::collections::HashSet::new();
    ctx.hosts.for_each_cached(|_, host| {
        if !seen.insert(host.entry.clone()) {
            return;
        }
        for pair in &host.stapling {
            let facts = &pair.ocsp.facts;
            if facts.responder_url.is_none() && !facts.must_staple {
                continue;
            }
            rows.push(row(
                host.entry.as_str(),
                pair.kind,
                facts.must_staple,
                pair.ocsp.current_staple(now),
                now,
            ));
        }
    });
    let lacking = rows.iter().filter(|row| row.lacking()).count();
    let must_staple_lacking = rows
        .iter()
        .filter(|row| row.lacking() && row.must_staple)
        .count();
    let pairs = rows.len();
    rows.sort_by(|a, b| {
        let rank = |row: &StapleRow| (!(row.lacking() && row.must_staple), !row.lacking());
        rank(a)
            .cmp(&rank(b))
            .then_with(|| a.next_refresh.cmp(&b.next_refresh))
            .then_with(|| a.name.cmp(&b.name))
    });
    rows.truncate(LISTED);
    StaplingStatus {
        pairs,
        stapled: pairs - lacking,
        lacking,
        must_staple_lacking,
        entries: rows,
    }
}

fn row(
    name: &str,
    kind: KeyKind,
    must_staple: bool,
    staple: Option<&VerifiedStaple>,
    now: i64,
) -> StapleRow {
    StapleRow {
        name: name.to_owned(),
        key_type: kind.as_str(),
        must_staple,
        age_seconds: staple.map(|staple| now - staple.this_update),
        next_refresh: unix_to_rfc3339(staple.map_or(now, |staple| staple.refresh_at().max(now))),
        next_update: staple.map(|staple| unix_to_rfc3339(staple.next_update)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_tells_age_and_next_refresh() {
        let staple = VerifiedStaple {
            produced_at: 1000,
            this_update: 1000,
            next_update: 1000 + 86_400,
        };
        let stapled = row("a.test", KeyKind::Ecdsa, false, Some(&staple), 1600);
        assert_eq!(stapled.age_seconds, Some(600));
        assert_eq!(stapled.next_refresh, unix_to_rfc3339(1000 + 43_200));
        let lacking = row("b.test", KeyKind::Rsa, true, None, 1600);
        assert!(lacking.lacking());
        assert_eq!(lacking.next_refresh, unix_to_rfc3339(1600));
        assert_eq!(lacking.next_update, None);
    }
}
