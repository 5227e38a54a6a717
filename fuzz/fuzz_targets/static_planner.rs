//! The static planner on arbitrary request facts and file metadata: never panics, and every
//! plan keeps the invariants both HTTP paths rely on (header order, visible-ASCII values, a
//! `content-length` that matches the body).
//!
//! Input layout: 8 bytes of file length, then the request fields (method, target, Host,
//! If-None-Match, If-Modified-Since, Range, If-Range, Accept-Encoding) separated by `\n`; a
//! field that is absent from the input is absent from the request. The file has a fresh
//! gzip sibling of a third its length and a stale brotli one, so the encoding choice is
//! exercised too: a stale sibling is never served, and a coded plan is one the client accepts.
//! The decision to compress on the fly sees the same facts.

#![no_main]

use std::time::{Duration, UNIX_EPOCH};

use libfuzzer_sys::fuzz_target;
use tlsfront_static::on_the_fly::coding_to_compress;
use tlsfront_static::planner::HEADER_ORDER;
use tlsfront_static::{
    plan_request, plan_response, AcceptEncoding, Decision, Encoding, FileLookupFacts, FileMeta,
    Plan, PlannedBody, RequestFacts, Siblings,
};

fuzz_target!(|data: &[u8]| {
    let Some((len_bytes, rest)) = data.split_first_chunk::<8>() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mut fields = text.split('\n');
    let method = fields.next().unwrap_or("GET");
    let path = fields.next().unwrap_or("/");
    let facts = RequestFacts {
        method,
        path,
        host: fields.next(),
        session_host: "a.example",
        if_none_match: fields.next(),
        if_modified_since: fields.next(),
        range: fields.next(),
        if_range: fields.next(),
        accept_encoding: fields.next(),
        serve_precompressed: true,
    };
    let now = UNIX_EPOCH + Duration::from_secs(1_800_000_000);
    let meta = FileMeta {
        len: u64::from_le_bytes(*len_bytes),
        modified: UNIX_EPOCH + Duration::new(1_700_000_000, 5),
        inode: 42,
        mime: "text/plain; charset=utf-8",
    };
    let gzip = FileMeta {
        len: meta.len / 3,
        modified: meta.modified,
        inode: 43,
        mime: "application/gzip",
    };
    let stale_brotli = FileMeta {
        len: meta.len / 4,
        modified: UNIX_EPOCH + Duration::new(1_600_000_000, 0),
        inode: 44,
        mime: "application/octet-stream",
    };
    let siblings = Siblings::NONE
        .with(Encoding::Gzip, gzip)
        .with(Encoding::Brotli, stale_brotli);
    match plan_request(&facts, now) {
        Decision::Reject(plan) => check(&facts, &plan, None),
        Decision::Lookup(path) => {
            let lookups = [
                FileLookupFacts::Found(meta, Siblings::NONE),
                FileLookupFacts::Found(meta, siblings),
                FileLookupFacts::NotFound,
                FileLookupFacts::DirectoryWithoutSlash,
                FileLookupFacts::Failed,
            ];
            for lookup in lookups {
                let plan = plan_response(&facts, &path, &lookup, now);
                let served_len = match plan.encoding {
                    Encoding::Identity => meta.len,
                    Encoding::Gzip => gzip.len,
                    other => panic!("served {other:?}, which is stale or absent: {plan:?}"),
                };
                if plan.encoding != Encoding::Identity {
                    let accept = AcceptEncoding::parse(facts.accept_encoding);
                    assert!(accept.accepts(plan.encoding), "{plan:?}");
                    if matches!(plan.status, 200 | 206) {
                        assert_eq!(plan.header("content-encoding"), Some("gzip"));
                    }
                }
                check(&facts, &plan, Some(served_len));
            }
            check_on_the_fly(&facts, &meta);
        }
    }
});

/// The on-the-fly decision: only a coding the client accepts and the server makes, never for
/// a Range, never when a sibling is served instead.
fn check_on_the_fly(facts: &RequestFacts<'_>, meta: &FileMeta) {
    assert_eq!(coding_to_compress(facts, meta, true), None);
    if let Some(coding) = coding_to_compress(facts, meta, false) {
        assert!(matches!(coding, Encoding::Brotli | Encoding::Gzip), "{coding:?}");
        assert!(facts.range.is_none());
        assert!(AcceptEncoding::parse(facts.accept_encoding).accepts(coding));
    }
}

fn check(facts: &RequestFacts<'_>, plan: &Plan, file_len: Option<u64>) {
    let mut last = None;
    for (name, value) in &plan.headers {
        let position = HEADER_ORDER.iter().position(|n| n == name);
        assert!(
            position.is_some() && position > last,
            "header order: {plan:?}"
        );
        last = position;
        assert!(
            value.bytes().all(|b| (0x20..0x7f).contains(&b)),
            "{value:?}"
        );
    }
    let declared = plan
        .header("content-length")
        .map(|v| v.parse::<u64>().unwrap());
    if plan.status == 304 {
        assert_eq!(declared, None);
    } else if facts.method == "HEAD" {
        assert_eq!(plan.body, PlannedBody::Empty);
    } else {
        assert_eq!(declared, Some(plan.body_len()));
    }
    if let PlannedBody::File { offset, len } = plan.body {
        let file_len = file_len.expect("a file body without a file");
        assert!(len > 0 || file_len == 0);
        assert!(offset.checked_add(len).is_some_and(|end| end <= file_len));
    }
}
