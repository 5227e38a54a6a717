//! The planner with precompressed siblings: which representation, and its head.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::*;

const HOST: &str = "a.example";
const HTML: &str = "text/html; charset=utf-8";
const NOW_DATE: &str = "Fri, 15 Jan 2027 08:00:00 GMT";
/// The file's mtime; the gzip sibling is a second newer.
const FILE_DATE: &str = "Tue, 14 Nov 2023 22:13:20 GMT";
const GZIP_DATE: &str = "Tue, 14 Nov 2023 22:13:21 GMT";
const GZIP_TAG: &str = "\"def-28-6553f101-0-gzip\"";
const FILE_TAG: &str = "\"abc-64-6553f100-0\"";

fn now() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_800_000_000)
}

fn at(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(secs)
}

/// 100 bytes of HTML, and a 40-byte gzip sibling a second newer.
fn file() -> FileMeta {
    FileMeta {
        len: 100,
        modified: at(1_700_000_000),
        inode: 0xabc,
        mime: HTML,
    }
}

fn gzip() -> FileMeta {
    FileMeta {
        len: 40,
        modified: at(1_700_000_001),
        inode: 0xdef,
        mime: "application/gzip",
    }
}

fn get<'a>(path: &'a str, accept: Option<&'a str>) -> RequestFacts<'a> {
    RequestFacts {
        method: "GET",
        path,
        host: Some(HOST),
        session_host: HOST,
        accept_encoding: accept,
        serve_precompressed: true,
        ..RequestFacts::default()
    }
}

fn run(facts: &RequestFacts<'_>, file: FileMeta, siblings: Siblings) -> Plan {
    match plan_request(facts, now()) {
        Decision::Reject(plan) => plan,
        Decision::Lookup(path) => {
            plan_response(facts, &path, &FileLookupFacts::Found(file, siblings), now())
        }
    }
}

fn head(pairs: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    let mut head = vec![
        ("date", NOW_DATE.to_string()),
        ("server", "tlsfront".to_string()),
    ];
    head.extend(pairs.iter().map(|(n, v)| (*n, v.to_string())));
    head
}

#[test]
fn a_gzip_sibling_is_served_with_its_own_length_date_and_tag() {
    let siblings = Siblings::NONE.with(Encoding::Gzip, gzip());
    let plan = run(&get("/p.html", Some("gzip, br")), file(), siblings);
    assert_eq!(plan.status, 200);
    assert_eq!(plan.encoding, Encoding::Gzip);
    assert_eq!(plan.body, PlannedBody::File { offset: 0, len: 40 });
    assert_eq!(
        plan.owned_headers(),
        head(&[
            ("content-type", HTML),
            ("content-encoding", "gzip"),
            ("last-modified", GZIP_DATE),
            ("etag", GZIP_TAG),
            ("vary", "accept-encoding"),
            ("accept-ranges", "bytes"),
            ("content-length", "40"),
        ])
    );

    let head_request = RequestFacts {
        method: "HEAD",
        ..get("/p.html", Some("gzip"))
    };
    let head_plan = run(&head_request, file(), siblings);
    assert_eq!(head_plan.headers, plan.headers);
    assert_eq!(
        (head_plan.body, head_plan.encoding),
        (PlannedBody::Empty, Encoding::Gzip)
    );
}

#[test]
fn conditionals_and_ranges_apply_to_the_encoded_bytes() {
    let siblings = Siblings::NONE.with(Encoding::Gzip, gzip());
    let not_modified = RequestFacts {
        if_none_match: Some(GZIP_TAG),
        ..get("/p.html", Some("gzip"))
    };
    let plan = run(&not_modified, file(), siblings);
    assert_eq!(plan.status, 304);
    assert_eq!(
        plan.owned_headers(),
        head(&[
            ("last-modified", GZIP_DATE),
            ("etag", GZIP_TAG),
            ("vary", "accept-encoding"),
        ])
    );

    // The identity tag does not match the gzip representation, nor the gzip tag identity.
    let identity_tag = RequestFacts {
        if_none_match: Some(FILE_TAG),
        ..get("/p.html", Some("gzip"))
    };
    assert_eq!(run(&identity_tag, file(), siblings).status, 200);
    let gzip_tag_plain = RequestFacts {
        if_none_match: Some(GZIP_TAG),
        ..get("/p.html", None)
    };
    let plan = run(&gzip_tag_plain, file(), siblings);
    assert_eq!((plan.status, plan.header("etag")), (200, Some(FILE_TAG)));

    let ranged = RequestFacts {
        range: Some("bytes=10-"),
        if_range: Some(GZIP_TAG),
        ..get("/p.html", Some("gzip"))
    };
    let plan = run(&ranged, file(), siblings);
    assert_eq!(plan.status, 206);
    assert_eq!(
        plan.body,
        PlannedBody::File {
            offset: 10,
            len: 30
        }
    );
    assert_eq!(plan.header("content-range"), Some("bytes 10-39/40"));
    assert_eq!(plan.header("content-encoding"), Some("gzip"));

    let beyond = RequestFacts {
        range: Some("bytes=40-"),
        ..get("/p.html", Some("gzip"))
    };
    let plan = run(&beyond, file(), siblings);
    assert_eq!(plan.status, 416);
    assert_eq!(plan.header("content-range"), Some("bytes */40"));
    assert_eq!(plan.header("vary"), Some("accept-encoding"));
    assert_eq!(plan.header("content-encoding"), None);
}

#[test]
fn identity_answers_still_vary_unless_the_path_cannot_be_negotiated() {
    let siblings = Siblings::NONE.with(Encoding::Gzip, gzip());
    let plain = run(&get("/p.html", None), file(), siblings);
    assert_eq!(plain.encoding, Encoding::Identity);
    assert_eq!(
        plain.owned_headers(),
        head(&[
            ("content-type", HTML),
            ("last-modified", FILE_DATE),
            ("etag", FILE_TAG),
            ("vary", "accept-encoding"),
            ("accept-ranges", "bytes"),
            ("content-length", "100"),
        ])
    );

    let stale = Siblings::NONE.with(
        Encoding::Gzip,
        FileMeta {
            modified: at(1_699_999_999),
            ..gzip()
        },
    );
    let plan = run(&get("/p.html", Some("gzip")), file(), stale);
    assert_eq!(plan.headers, plain.headers, "a stale sibling is ignored");

    let off = RequestFacts {
        serve_precompressed: false,
        ..get("/p.html", Some("gzip"))
    };
    let plan = run(&off, file(), siblings);
    assert_eq!(plan.encoding, Encoding::Identity);
    assert_eq!(plan.header("vary"), None);

    // The coded file itself: as it is, no negotiation.
    let plan = run(&get("/p.html.gz", Some("gzip")), gzip(), Siblings::NONE);
    assert_eq!(plan.encoding, Encoding::Identity);
    assert_eq!(plan.header("content-type"), Some("application/gzip"));
    assert_eq!(plan.header("content-encoding"), None);
    assert_eq!(plan.header("vary"), None);
}

#[test]
fn q_values_pick_among_the_siblings_found() {
    let brotli = FileMeta {
        len: 30,
        inode: 0xb0,
        ..gzip()
    };
    let siblings = Siblings::NONE
        .with(Encoding::Gzip, gzip())
        .with(Encoding::Brotli, brotli);
    let cases: &[(&str, Encoding, u64)] = &[
        ("gzip, deflate, br, zstd", Encoding::Brotli, 30),
        ("gzip;q=1, br;q=0.9", Encoding::Gzip, 40),
        ("zstd", Encoding::Identity, 100),
        ("br;q=0, gzip;q=0.1, identity;q=0", Encoding::Gzip, 40),
        ("br;q=0, identity;q=0", Encoding::Identity, 100),
        ("*", Encoding::Brotli, 30),
        ("identity;q=0, zstd", Encoding::Identity, 100),
    ];
    for (accept, encoding, len) in cases {
        let plan = run(&get("/p.html", Some(accept)), file(), siblings);
        assert_eq!(
            (plan.encoding, plan.body_len()),
            (*encoding, *len),
            "{accept}"
        );
        assert_eq!(plan.status, 200);
    }
}
