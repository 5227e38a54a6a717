//! The HTTP/2 cases: frames after the preface on a TLS connection for
//! [`HOST`](super::case::HOST), header blocks written by the raw client's own HPACK encoder so
//! they can hold what HTTP/2 forbids. `{…}` placeholders: see [`super::case`].
//!
//! RFC 9113 §8.1.1 and §8.2: a malformed request (upper-case or connection-specific names,
//! pseudo-headers out of place, CR, LF or NUL in a value, a body that contradicts its
//! content-length) is a stream error of type PROTOCOL_ERROR: the expected answer is a reset,
//! and the upstream never sees the request whole.

use super::case::{
    data, forwarded as fwd, headers, plus, request, set, without, Answer::*, Case, SMALL_HOST,
};

/// Every HTTP/2 case.
pub fn cases() -> Vec<Case> {
    [authority(), lengths(), fields(), paths_and_methods()]
        .into_iter()
        .flatten()
        .collect()
}

// Over 80 lines, but a table of cases, not a procedure: it reads best whole.
fn authority() -> Vec<Case> {
    vec![
        Case::h2(
            "h2-authority-host-differ",
            ":authority a.test with host: b.test",
            vec![headers(
                1,
                plus(request("GET"), &[("host", "b.test")]),
                true,
            )],
        )
        .answers([Refused(400)]),
        Case::h2(
            "h2-host-twice",
            "no :authority; host: a.test, then host: b.test",
            vec![headers(
                1,
                plus(
                    without(request("GET"), ":authority"),
                    &[("host", "a.test"), ("host", "b.test")],
                ),
                true,
            )],
        )
        .answers([Refused(400)]),
        Case::h2(
            "h2-host-only",
            "no :authority, host: a.test (allowed, RFC 9113 §8.3.1)",
            vec![headers(
                1,
                plus(without(request("GET"), ":authority"), &[("host", "a.test")]),
                true,
            )],
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test"),
        Case::h2(
            "h2-authority-other-tenant",
            ":authority b.test on a.test's TLS session",
            vec![headers(
                1,
                set(request("GET"), ":authority", "b.test"),
                true,
            )],
        )
        .answers([Refused(421)]),
        Case::h2(
            "h2-authority-userinfo",
            ":authority user@a.test",
            vec![headers(
                1,
                set(request("GET"), ":authority", "user@a.test"),
                true,
            )],
        )
        .answers([Refused(400)]),
        Case::h2(
            "h2-authority-ip",
            ":authority 127.0.0.1",
            vec![headers(
                1,
                set(request("GET"), ":authority", "127.0.0.1"),
                true,
            )],
        )
        .answers([Refused(421)]),
        Case::h2(
            "h2-authority-upper-dot-port",
            ":authority A.TEST.:PORT",
            vec![headers(
                1,
                set(request("GET"), ":authority", "A.TEST.:{port}"),
                true,
            )],
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test:{port}"),
        Case::h2(
            "h2-authority-twice",
            ":authority a.test twice",
            vec![headers(
                1,
                plus(request("GET"), &[(":authority", "a.test")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-streams-two-tenants",
            "stream 1 for a.test, stream 3 with :authority b.test",
            vec![
                headers(1, set(request("GET"), ":path", "/c/{c}/1"), true),
                headers(3, set(request("GET"), ":authority", "b.test"), true),
            ],
        )
        .answers([fwd("GET", "/c/{c}/1", ""), Refused(421)]),
    ]
}

// Over 80 lines, but a table of cases, not a procedure: it reads best whole.
fn lengths() -> Vec<Case> {
    vec![
        Case::h2(
            "h2-cl-more",
            "content-length: 5 with DATA of 5 bytes and a request for b.test",
            vec![
                headers(1, plus(request("POST"), &[("content-length", "5")]), false),
                data(1, "hello{smuggle}", true),
            ],
        )
        .answers([Reset]),
        Case::h2(
            "h2-cl-less",
            "content-length: 50 with DATA of 5 bytes",
            vec![
                headers(1, plus(request("POST"), &[("content-length", "50")]), false),
                data(1, "hello", true),
            ],
        )
        .answers([Reset]),
        Case::h2(
            "h2-cl-zero-data",
            "content-length: 0 with DATA holding a request for b.test",
            vec![
                headers(1, plus(request("POST"), &[("content-length", "0")]), false),
                data(1, "{smuggle}", true),
            ],
        )
        .answers([Reset]),
        Case::h2(
            "h2-cl-second-frame",
            "content-length: 5, DATA of 5 bytes, then more DATA",
            vec![
                headers(1, plus(request("POST"), &[("content-length", "5")]), false),
                data(1, "hello", false),
                data(1, "{smuggle}", true),
            ],
        )
        .answers([Reset]),
        Case::h2(
            "h2-transfer-encoding",
            "transfer-encoding: chunked, DATA that ends a chunked body and holds a request",
            vec![
                headers(
                    1,
                    plus(request("POST"), &[("transfer-encoding", "chunked")]),
                    false,
                ),
                data(1, "0\r\n\r\n{smuggle}", true),
            ],
        )
        .answers([Reset]),
        Case::h2(
            "h2-body-over-limit",
            "no content-length, 2,000 bytes of DATA to a site whose limit is 1,000",
            vec![
                headers(1, set(request("POST"), ":authority", SMALL_HOST), false),
                data(1, "{filler}", true),
            ],
        )
        .on(SMALL_HOST)
        .answers([Refused(413)]),
        Case::h2(
            "h2-cl-over-limit",
            "content-length: 5000 to a site whose limit is 1,000 (no DATA yet)",
            vec![headers(
                1,
                plus(
                    set(request("POST"), ":authority", SMALL_HOST),
                    &[("content-length", "5000")],
                ),
                false,
            )],
        )
        .on(SMALL_HOST)
        .answers([Refused(413)]),
        Case::h2(
            "h2-expect",
            "expect: 100-continue with a body",
            vec![
                headers(
                    1,
                    plus(request("POST"), &[("expect", "100-continue")]),
                    false,
                ),
                data(1, "hello", true),
            ],
        )
        .answers([fwd("POST", "/c/{c}", "hello")]),
    ]
}

// Over 80 lines, but a table of cases, not a procedure: it reads best whole.
fn fields() -> Vec<Case> {
    vec![
        Case::h2(
            "h2-uppercase-name",
            "a field named X-Upper",
            vec![headers(1, plus(request("GET"), &[("X-Upper", "1")]), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-connection",
            "connection: keep-alive",
            vec![headers(
                1,
                plus(request("GET"), &[("connection", "keep-alive")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-keep-alive",
            "keep-alive: timeout=5",
            vec![headers(
                1,
                plus(request("GET"), &[("keep-alive", "timeout=5")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-proxy-connection",
            "proxy-connection: keep-alive",
            vec![headers(
                1,
                plus(request("GET"), &[("proxy-connection", "keep-alive")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-upgrade",
            "upgrade: h2c",
            vec![headers(
                1,
                plus(request("GET"), &[("upgrade", "h2c")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-te-gzip",
            "te: gzip",
            vec![headers(1, plus(request("GET"), &[("te", "gzip")]), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-te-trailers",
            "te: trailers (the one te allowed)",
            vec![headers(
                1,
                plus(request("GET"), &[("te", "trailers")]),
                true,
            )],
        )
        .answers([fwd("GET", "/c/{c}", "")]),
        Case::h2(
            "h2-pseudo-after-regular",
            ":path after a regular field",
            vec![headers(
                1,
                plus(without(request("GET"), ":path"), &[(":path", "/c/{c}")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-cr-in-value",
            "a CR in a value",
            vec![headers(1, plus(request("GET"), &[("x-a", "a\rb")]), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-crlf-in-value",
            "CR LF and a host field inside a value",
            vec![headers(
                1,
                plus(request("GET"), &[("x-a", "a\r\nhost: b.test")]),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-nul-in-value",
            "a NUL in a value",
            vec![headers(1, plus(request("GET"), &[("x-a", "a\0b")]), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-space-in-name",
            "a field named `x a`",
            vec![headers(1, plus(request("GET"), &[("x a", "1")]), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-underscore-name",
            "x_forwarded_for: 10.6.6.6",
            vec![headers(
                1,
                plus(request("GET"), &[("x_forwarded_for", "10.6.6.6")]),
                true,
            )],
        )
        .answers([fwd("GET", "/c/{c}", "")]),
        Case::h2(
            "h2-proxy-header",
            "proxy: http://127.0.0.1:9",
            vec![headers(
                1,
                plus(request("GET"), &[("proxy", "http://127.0.0.1:9")]),
                true,
            )],
        )
        .answers([fwd("GET", "/c/{c}", "")]),
        Case::h2(
            "h2-forwarding-spoof",
            "x-forwarded-for, x-forwarded-host: b.test, forwarded",
            vec![headers(
                1,
                plus(
                    request("GET"),
                    &[
                        ("x-forwarded-for", "10.6.6.6"),
                        ("x-forwarded-host", "b.test"),
                        ("forwarded", "for=10.6.6.6;host=b.test"),
                    ],
                ),
                true,
            )],
        )
        .answers([fwd("GET", "/c/{c}", "")]),
    ]
}

fn paths_and_methods() -> Vec<Case> {
    vec![
        Case::h2(
            "h2-path-missing",
            "no :path",
            vec![headers(1, without(request("GET"), ":path"), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-path-empty",
            "an empty :path",
            vec![headers(1, set(request("GET"), ":path", ""), true)],
        )
        .answers([Reset]),
        Case::h2(
            "h2-path-star-get",
            ":path * on GET (only OPTIONS may have it)",
            vec![headers(1, set(request("GET"), ":path", "*"), true)],
        )
        .answers([Refused(400)]),
        Case::h2(
            "h2-options-star",
            "OPTIONS with :path *",
            vec![headers(1, set(request("OPTIONS"), ":path", "*"), true)],
        )
        .answers([fwd("OPTIONS", "*", "")]),
        Case::h2(
            "h2-path-absolute",
            ":path https://b.test/…",
            vec![headers(
                1,
                set(request("GET"), ":path", "https://b.test/c/{c}"),
                true,
            )],
        )
        .answers([Reset]),
        Case::h2(
            "h2-connect",
            "CONNECT a.test:443",
            vec![headers(
                1,
                vec![
                    (":method", "CONNECT"),
                    (":authority", "a.test:443"),
                    ("x-case", "{c}"),
                ],
                true,
            )],
        )
        .answers([Refused(405)]),
        Case::h2(
            "h2-trace",
            "TRACE",
            vec![headers(1, request("TRACE"), true)],
        )
        .answers([Refused(405)]),
    ]
}
