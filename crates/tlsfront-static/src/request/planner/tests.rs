//! Table-driven tests of the planner: every status, ranges, conditionals, HEAD, Host.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::*;
use crate::request::precompressed::Siblings;

const HOST: &str = "a.example";
const TEXT: &str = "text/plain; charset=utf-8";
/// `meta(_)` below: inode 0xabc, mtime 1_700_000_000 s + 123 ns.
const MTIME_DATE: &str = "Tue, 14 Nov 2023 22:13:20 GMT";
const NOW_DATE: &str = "Fri, 15 Jan 2027 08:00:00 GMT";

fn now() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_800_000_000)
}

fn meta(len: u64) -> FileMeta {
    FileMeta {
        len,
        modified: UNIX_EPOCH + Duration::new(1_700_000_000, 123),
        inode: 0xabc,
        mime: TEXT,
    }
}

fn tag(len: u64) -> String {
    format!("\"abc-{len:x}-6553f100-7b\"")
}

fn get(path: &str) -> RequestFacts<'_> {
    RequestFacts {
        method: "GET",
        path,
        host: Some(HOST),
        session_host: HOST,
        ..RequestFacts::default()
    }
}

/// Both steps, as a caller runs them.
fn run(facts: &RequestFacts<'_>, lookup: FileLookupFacts) -> Plan {
    match plan_request(facts, now()) {
        Decision::Reject(plan) => plan,
        Decision::Lookup(path) => plan_response(facts, &path, &lookup, now()),
    }
}

/// Invariants every plan keeps, whatever its status.
fn check_invariants(facts: &RequestFacts<'_>, plan: &Plan) {
    let positions: Vec<usize> = plan
        .headers
        .iter()
        .map(|(name, _)| {
            HEADER_ORDER
                .iter()
                .position(|n| n == name)
                .expect("unknown header")
        })
        .collect();
    assert!(
        positions.windows(2).all(|w| w[0] < w[1]),
        "order/duplicates: {plan:?}"
    );
    assert_eq!(plan.header("date"), Some(NOW_DATE));
    assert_eq!(plan.header("server"), Some("tlsfront"));
    for (_, value) in &plan.headers {
        assert!(
            value.bytes().all(|b| (0x20..0x7f).contains(&b)),
            "{value:?}"
        );
    }
    if plan.status == 304 {
        assert_eq!(plan.header("content-length"), None);
        assert_eq!(plan.header("content-type"), None);
        assert_eq!(plan.body, PlannedBody::Empty);
    } else {
        let declared: u64 = plan.header("content-length").unwrap().parse().unwrap();
        if facts.method == "HEAD" {
            assert_eq!(plan.body, PlannedBody::Empty);
        } else {
            assert_eq!(declared, plan.body_len(), "{plan:?}");
        }
    }
}

#[test]
fn request_checks() {
    struct Case {
        method: &'static str,
        path: &'static str,
        host: Option<&'static str>,
        status: Option<u16>, // None: goes on to the lookup
    }
    let case = |method, path, host, status| Case {
        method,
        path,
        host,
        status,
    };
    let cases = [
        case("GET", "/", Some(HOST), None),
        case("HEAD", "/x", Some(HOST), None),
        case("GET", "/x", Some("A.EXAMPLE.:443"), None),
        case("GET", "/x", Some("a.example:8443"), None),
        case("GET", "/x", Some("other.example"), Some(421)),
        case("GET", "/x", Some("a.example.other"), Some(421)),
        case("GET", "/x", Some("127.0.0.1"), Some(421)),
        case("GET", "/x", Some("[::1]:443"), Some(421)),
        case("GET", "/x", None, Some(400)),
        case("GET", "/x", Some(""), Some(400)),
        case("GET", "/x", Some("a.example, b.example"), Some(400)),
        case("GET", "/x", Some("a.example:https"), Some(400)),
        case("POST", "/x", Some("other.example"), Some(421)),
        case("POST", "/x", Some(HOST), Some(405)),
        case("PUT", "/x", Some(HOST), Some(405)),
        case("DELETE", "/x", Some(HOST), Some(405)),
        case("OPTIONS", "*", Some(HOST), Some(405)),
        case("CONNECT", "a.example:443", Some(HOST), Some(405)),
        case("get", "/x", Some(HOST), Some(405)),
        case("GET", "*", Some(HOST), Some(400)),
        case("GET", "x", Some(HOST), Some(400)),
        case("GET", "", Some(HOST), Some(400)),
        case("GET", "/%zz", Some(HOST), Some(400)),
        case("GET", "/a%00", Some(HOST), Some(400)),
        case("GET", "/a%5c..%5cx", Some(HOST), Some(400)),
        case("GET", "/..%2fx", Some(HOST), Some(400)),
        case("GET", "/%c0%ae%c0%ae/x", Some(HOST), Some(400)),
        case("GET", "/../etc/passwd", Some(HOST), Some(404)),
        case("GET", "/%2e%2e/etc/passwd", Some(HOST), Some(404)),
        case("GET", "/a/../../x", Some(HOST), Some(404)),
        case("GET", "https://a.example/x", Some(HOST), None),
        case("GET", "HTTPS://A.Example:443/x?q", Some(HOST), None),
        case("GET", "https://a.example", Some(HOST), None),
        case("GET", "https://a.example?q=1", Some(HOST), None),
        case("GET", "https://other.example/x", Some(HOST), Some(421)),
        case(
            "GET",
            "https://a.example/x",
            Some("other.example"),
            Some(421),
        ),
        case("GET", "https://a.example/x", None, Some(400)),
        case("GET", "https://user@a.example/x", Some(HOST), Some(400)),
        case("GET", "http://a.example/x", Some(HOST), Some(400)),
        case("GET", "https:///x", Some(HOST), Some(400)),
        case("GET", "https://a.example/../x", Some(HOST), Some(404)),
    ];
    for c in cases {
        let facts = RequestFacts {
            method: c.method,
            path: c.path,
            host: c.host,
            ..get("/")
        };
        let decision = plan_request(&facts, now());
        match (&decision, c.status) {
            (Decision::Lookup(_), None) => {}
            (Decision::Reject(plan), Some(status)) if plan.status == status => {
                check_invariants(&facts, plan);
                assert_eq!(plan.header("content-type"), Some(TEXT));
            }
            _ => panic!("{} {} host {:?}: {decision:?}", c.method, c.path, c.host),
        }
    }
}

#[test]
fn absolute_form_paths_are_normalised_like_origin_form() {
    let facts = get("HTTPS://A.Example:443/a/./b/../c?x=/../..");
    let Decision::Lookup(path) = plan_request(&facts, now()) else {
        panic!("absolute-form rejected");
    };
    assert_eq!(path.segments(), ["a", "c"]);
    let Decision::Lookup(root) = plan_request(&get("https://a.example?q"), now()) else {
        panic!("absolute-form root rejected");
    };
    assert!(root.segments().is_empty());
}

#[test]
fn exact_heads() {
    let len = 10u64;
    let etag = tag(len);
    let file = FileLookupFacts::Found(meta(len), Siblings::NONE);
    let text_head = |body: &str| -> Vec<(&'static str, String)> {
        vec![
            ("date", NOW_DATE.to_string()),
            ("server", "tlsfront".to_string()),
            ("content-type", TEXT.to_string()),
            ("content-length", body.len().to_string()),
        ]
    };
    let file_head = |extra: Option<&str>, content_length: &str| {
        let mut head = vec![
            ("date", NOW_DATE.to_string()),
            ("server", "tlsfront".to_string()),
            ("content-type", TEXT.to_string()),
            ("last-modified", MTIME_DATE.to_string()),
            ("etag", etag.clone()),
            ("accept-ranges", "bytes".to_string()),
        ];
        if let Some(content_range) = extra {
            head.push(("content-range", content_range.to_string()));
        }
        head.push(("content-length", content_length.to_string()));
        head
    };

    let plan = run(&get("/f.txt"), file);
    assert_eq!(
        (plan.status, plan.body),
        (200, PlannedBody::File { offset: 0, len })
    );
    assert_eq!(plan.owned_headers(), file_head(None, "10"));

    let head = RequestFacts {
        method: "HEAD",
        ..get("/f.txt")
    };
    let plan = run(&head, file);
    assert_eq!((plan.status, plan.body), (200, PlannedBody::Empty));
    assert_eq!(plan.owned_headers(), file_head(None, "10"));

    let ranged = RequestFacts {
        range: Some("bytes=2-4"),
        ..get("/f.txt")
    };
    let plan = run(&ranged, file);
    assert_eq!(
        (plan.status, plan.body),
        (206, PlannedBody::File { offset: 2, len: 3 })
    );
    assert_eq!(plan.owned_headers(), file_head(Some("bytes 2-4/10"), "3"));

    let unsatisfiable = RequestFacts {
        range: Some("bytes=10-"),
        ..get("/f.txt")
    };
    let plan = run(&unsatisfiable, file);
    assert_eq!(
        (plan.status, plan.body),
        (416, PlannedBody::Text("range not satisfiable\n"))
    );
    let mut expected = text_head("range not satisfiable\n");
    expected.insert(3, ("content-range", "bytes */10".to_string()));
    assert_eq!(plan.owned_headers(), expected);

    let conditional = RequestFacts {
        if_none_match: Some(&etag),
        ..get("/f.txt")
    };
    let plan = run(&conditional, file);
    assert_eq!((plan.status, plan.body), (304, PlannedBody::Empty));
    assert_eq!(
        plan.owned_headers(),
        vec![
            ("date", NOW_DATE.to_string()),
            ("server", "tlsfront".to_string()),
            ("last-modified", MTIME_DATE.to_string()),
            ("etag", etag.clone()),
        ]
    );

    let plan = run(&get("/missing"), FileLookupFacts::NotFound);
    assert_eq!(
        (plan.status, plan.body),
        (404, PlannedBody::Text("not found\n"))
    );
    assert_eq!(plan.owned_headers(), text_head("not found\n"));

    let plan = run(&get("/x"), FileLookupFacts::Failed);
    assert_eq!(plan.status, 500);

    let post = RequestFacts {
        method: "POST",
        ..get("/f.txt")
    };
    let plan = run(&post, file);
    let mut expected = text_head("method not allowed\n");
    expected.insert(2, ("allow", "GET, HEAD".to_string()));
    assert_eq!((plan.status, &plan.owned_headers()), (405, &expected));

    let plan = run(
        &get("/a%20b/c?x=%0d%0a"),
        FileLookupFacts::DirectoryWithoutSlash,
    );
    let mut expected = text_head("moved permanently\n");
    expected.insert(2, ("location", "/a%20b/c/".to_string()));
    assert_eq!((plan.status, &plan.owned_headers()), (301, &expected));
}

#[test]
fn head_mirrors_get_without_body() {
    let lookups = [
        FileLookupFacts::Found(meta(10), Siblings::NONE),
        FileLookupFacts::Found(meta(0), Siblings::NONE),
        FileLookupFacts::NotFound,
        FileLookupFacts::DirectoryWithoutSlash,
        FileLookupFacts::Failed,
    ];
    for lookup in lookups {
        for path in ["/f", "/../x", "/%zz"] {
            let get_plan = run(&get(path), lookup);
            let head = RequestFacts {
                method: "HEAD",
                ..get(path)
            };
            let head_plan = run(&head, lookup);
            assert_eq!(get_plan.status, head_plan.status);
            assert_eq!(get_plan.headers, head_plan.headers);
            assert_eq!(head_plan.body, PlannedBody::Empty);
            check_invariants(&head, &head_plan);
        }
    }
}

#[test]
fn ranges_and_conditionals() {
    struct Case {
        len: u64,
        method: &'static str,
        range: Option<&'static str>,
        if_range: Option<&'static str>,
        if_none_match: Option<&'static str>,
        if_modified_since: Option<&'static str>,
        status: u16,
        content_range: Option<&'static str>,
        body: PlannedBody,
    }
    let base = Case {
        len: 10,
        method: "GET",
        range: None,
        if_range: None,
        if_none_match: None,
        if_modified_since: None,
        status: 200,
        content_range: None,
        body: PlannedBody::File { offset: 0, len: 10 },
    };
    let ranged = |range, status, content_range, body| Case {
        range: Some(range),
        status,
        content_range,
        body,
        ..base
    };
    let file = |offset, len| PlannedBody::File { offset, len };
    const NOT_SATISFIABLE: PlannedBody = PlannedBody::Text("range not satisfiable\n");
    let ten = tag(10);
    let ten: &'static str = Box::leak(ten.into_boxed_str());
    let weak_ten: &'static str = Box::leak(format!("W/{ten}").into_boxed_str());
    let cases = [
        Case { ..base },
        ranged("bytes=0-0", 206, Some("bytes 0-0/10"), file(0, 1)),
        ranged("bytes=0-9", 206, Some("bytes 0-9/10"), file(0, 10)),
        ranged("bytes=3-", 206, Some("bytes 3-9/10"), file(3, 7)),
        ranged("bytes=-4", 206, Some("bytes 6-9/10"), file(6, 4)),
        ranged("bytes=-40", 206, Some("bytes 0-9/10"), file(0, 10)),
        ranged("bytes=0-999999", 206, Some("bytes 0-9/10"), file(0, 10)),
        ranged(
            "bytes=5-99999999999999999999999999",
            206,
            Some("bytes 5-9/10"),
            file(5, 5),
        ),
        ranged("bytes=-0", 416, Some("bytes */10"), NOT_SATISFIABLE),
        ranged("bytes=10-", 416, Some("bytes */10"), NOT_SATISFIABLE),
        ranged("bytes=10-20", 416, Some("bytes */10"), NOT_SATISFIABLE),
        ranged(
            "bytes=99999999999999999999999-",
            416,
            Some("bytes */10"),
            NOT_SATISFIABLE,
        ),
        ranged("bytes=0-1,5-6", 200, None, file(0, 10)),
        ranged("bytes=5-2", 200, None, file(0, 10)),
        ranged("bytes=abc", 200, None, file(0, 10)),
        ranged("lines=1-2", 200, None, file(0, 10)),
        Case {
            len: 5,
            ..ranged("bytes=5-", 416, Some("bytes */5"), NOT_SATISFIABLE)
        },
        Case {
            len: 5,
            ..ranged("bytes=4-", 206, Some("bytes 4-4/5"), file(4, 1))
        },
        Case {
            len: 0,
            ..ranged("bytes=0-", 416, Some("bytes */0"), NOT_SATISFIABLE)
        },
        Case {
            len: 0,
            ..ranged("bytes=-5", 200, None, file(0, 0))
        },
        Case {
            len: 0,
            body: file(0, 0),
            ..base
        },
        // Range is for GET only (RFC 9110 §14.2).
        Case {
            method: "HEAD",
            body: PlannedBody::Empty,
            ..ranged("bytes=0-0", 200, None, PlannedBody::Empty)
        },
        // If-Range: a strong match serves the range; anything else, the whole file.
        Case {
            if_range: Some(ten),
            ..ranged("bytes=0-0", 206, Some("bytes 0-0/10"), file(0, 1))
        },
        Case {
            if_range: Some(MTIME_DATE),
            ..ranged("bytes=0-0", 206, Some("bytes 0-0/10"), file(0, 1))
        },
        Case {
            if_range: Some(weak_ten),
            ..ranged("bytes=0-0", 200, None, file(0, 10))
        },
        Case {
            if_range: Some("\"stale\""),
            ..ranged("bytes=0-0", 200, None, file(0, 10))
        },
        Case {
            if_range: Some("Tue, 14 Nov 2023 22:13:21 GMT"),
            ..ranged("bytes=0-0", 200, None, file(0, 10))
        },
        Case {
            if_range: Some("\"stale\""),
            ..ranged("bytes=10-", 200, None, file(0, 10))
        },
        // Conditionals.
        Case {
            if_none_match: Some(ten),
            status: 304,
            body: PlannedBody::Empty,
            ..base
        },
        Case {
            if_none_match: Some(weak_ten),
            status: 304,
            body: PlannedBody::Empty,
            ..base
        },
        Case {
            if_none_match: Some("*"),
            status: 304,
            body: PlannedBody::Empty,
            ..base
        },
        Case {
            if_none_match: Some("\"a\", \"b\""),
            ..base
        },
        // If-None-Match wins over If-Modified-Since, either way round.
        Case {
            if_none_match: Some("\"a\""),
            if_modified_since: Some(MTIME_DATE),
            ..base
        },
        Case {
            if_none_match: Some(ten),
            if_modified_since: Some("Thu, 01 Jan 1970 00:00:00 GMT"),
            status: 304,
            body: PlannedBody::Empty,
            ..base
        },
        Case {
            if_modified_since: Some(MTIME_DATE),
            status: 304,
            body: PlannedBody::Empty,
            ..base
        },
        Case {
            if_modified_since: Some("Tue, 14 Nov 2023 22:13:19 GMT"),
            ..base
        },
        Case {
            if_modified_since: Some("Sat, 01 Jan 2050 00:00:00 GMT"),
            ..base
        },
        Case {
            if_modified_since: Some("not a date"),
            ..base
        },
        Case {
            method: "HEAD",
            if_modified_since: Some(MTIME_DATE),
            status: 304,
            body: PlannedBody::Empty,
            ..base
        },
        // A 304 beats a Range: the client's copy is current.
        Case {
            if_none_match: Some(ten),
            status: 304,
            body: PlannedBody::Empty,
            ..ranged("bytes=0-0", 304, None, PlannedBody::Empty)
        },
    ];
    for (i, c) in cases.iter().enumerate() {
        let facts = RequestFacts {
            method: c.method,
            range: c.range,
            if_range: c.if_range,
            if_none_match: c.if_none_match,
            if_modified_since: c.if_modified_since,
            ..get("/f.txt")
        };
        let plan = run(&facts, FileLookupFacts::Found(meta(c.len), Siblings::NONE));
        assert_eq!(plan.status, c.status, "case {i}: {plan:?}");
        assert_eq!(plan.header("content-range"), c.content_range, "case {i}");
        assert_eq!(plan.body, c.body, "case {i}");
        check_invariants(&facts, &plan);
    }
}

#[test]
fn reason_phrases() {
    let cases = [
        (200, "OK"),
        (206, "Partial Content"),
        (301, "Moved Permanently"),
        (304, "Not Modified"),
        (400, "Bad Request"),
        (404, "Not Found"),
        (405, "Method Not Allowed"),
        (416, "Range Not Satisfiable"),
        (421, "Misdirected Request"),
        (500, "Internal Server Error"),
        (599, "<none>"),
        (1000, "<none>"),
    ];
    for (status, phrase) in cases {
        assert_eq!(reason(status), phrase, "{status}");
    }
}

#[test]
fn dotfiles_are_never_served_but_well_known_is() {
    let now = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_700_000_000);
    for (path, hidden) in [
        ("/.git/config", true),
        ("/a/.env", true),
        ("/.htpasswd", true),
        ("/.well-known/acme-challenge/x", false),
        ("/a.b/c", false),
    ] {
        let facts = RequestFacts {
            method: "GET",
            path,
            host: Some("a.example"),
            session_host: "a.example",
            if_none_match: None,
            if_modified_since: None,
            range: None,
            if_range: None,
            accept_encoding: None,
            serve_precompressed: true,
        };
        match plan_request(&facts, now) {
            Decision::Reject(plan) => {
                assert!(hidden && plan.status == 404, "{path}: {}", plan.status)
            }
            Decision::Lookup(_) => assert!(!hidden, "{path} would be served"),
        }
    }
}
