//! The HTTP/1.1 cases: raw bytes on a TLS connection for [`HOST`](super::case::HOST), each
//! with what its requests must come to. `{…}` placeholders: see [`super::case`].
//!
//! The expected answers are the proxy's intended behaviour (issue 27): hyper's parser answers
//! 400 to what it cannot parse; Host must name the session's host (421 for another, 400 for
//! two, none or a malformed one); bodies over the site's limit get 413; CONNECT and TRACE 405;
//! an upstream's unasked 101 is a 502; only a WebSocket upgrade on GET goes upstream.

use super::case::{forwarded as fwd, Answer::*, Case, Step, SMALL_HOST};

/// Every HTTP/1.1 case.
pub fn cases() -> Vec<Case> {
    [
        framing(),
        chunks(),
        pipelining(),
        headers(),
        hosts(),
        upgrades(),
        expect_and_methods(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn framing() -> Vec<Case> {
    vec![
        Case::http1("cl-te", "Content-Length (the whole body), then Transfer-Encoding: chunked; a request for b.test after the last chunk",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: {len}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n{smuggle}")
            .answers([fwd("POST", "/c/{c}", "")]),
        Case::http1("te-cl", "Transfer-Encoding: chunked, then Content-Length: 4; the chunk holds a request for b.test",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n{smuggle_hex}\r\n{smuggle}\r\n0\r\n\r\n")
            .answers([fwd("POST", "/c/{c}", "{smuggle}")]),
        Case::http1("cl-cl-same", "Content-Length: 5 twice",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("cl-cl-differ", "Content-Length: 5 and Content-Length covering a request for b.test",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: 5\r\nContent-Length: {len}\r\n\r\nhello{smuggle}")
            .answers([Refused(400)]),
        Case::http1("cl-list", "Content-Length: 5, 5 (one line)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: 5, 5\r\n\r\nhello")
            .answers([Refused(400)]),
        Case::http1("cl-plus", "Content-Length: +5",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: +5\r\n\r\nhello")
            .answers([Refused(400)]),
        Case::http1("cl-overflow", "Content-Length: 99999999999999999999 (over 64 bits)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: 99999999999999999999\r\n\r\nhello")
            .answers([Refused(400)]),
        Case::http1("cl-space-before-colon", "`Content-Length : 5` (white space before the colon)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length : 5\r\n\r\nhello")
            .answers([Refused(400)]),
        Case::http1("te-chunked-identity", "Transfer-Encoding: chunked, identity",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked, identity\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("te-capital", "Transfer-Encoding: Chunked (coding names are case-insensitive)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: Chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("te-leading-space", "`Transfer-Encoding:` then a tab and a space before `chunked` (optional white space)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding:\t chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("te-space-before-colon", "`Transfer-Encoding : chunked` (white space before the colon)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding : chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("te-xchunked", "Transfer-Encoding: xchunked",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: xchunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("te-http10", "Transfer-Encoding: chunked in an HTTP/1.0 request",
            "POST /c/{c} HTTP/1.0\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("te-obs-fold", "Transfer-Encoding whose value `chunked` is on an obs-fold line",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding:\r\n chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("te-twice", "Transfer-Encoding: chunked, then Transfer-Encoding: identity",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("te-gzip-chunked", "Transfer-Encoding: gzip, chunked (a coding the proxy does not decode; RFC 9112 §6.1: 501)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: gzip, chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(501)]),
        Case::http1("obs-fold", "an obs-fold continuation line in an ordinary header",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-Folded: a\r\n b\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("obs-fold-first", "an obs-fold line right after the request line",
            "GET /c/{c} HTTP/1.1\r\n X-Folded: a\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("bare-lf", "every line ended by a bare LF",
            "GET /c/{c} HTTP/1.1\nHost: a.test\nX-Case: {c}\n\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("bare-lf-hides-cl", "a header line ended by a bare LF before Content-Length: 5",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-A: 1\nContent-Length: 5\r\n\r\nhello")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("bare-cr-hides-cl", "a bare CR before `Content-Length`, inside another header's line",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-A: 1\rContent-Length: {len}\r\n\r\n{smuggle}")
            .answers([Refused(400)]),
        Case::http1("nul-in-value", "a NUL byte in a header value",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-A: a\0b\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("double-space", "two spaces between the method and the target",
            "GET  /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n")
            .answers([Refused(400)]),
    ]
}

fn chunks() -> Vec<Case> {
    vec![
        Case::http1("chunk-ext", "a chunk extension (`5;name=value`)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n5;name=value\r\nhello\r\n0\r\n\r\n")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("chunk-ext-bare-lf", "a chunk extension ended by a bare LF",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n5;x\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("chunk-size-overflow", "chunk size ffffffffffffffffff (over 64 bits)",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("chunk-size-negative", "chunk size -5",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n-5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("chunk-size-0x", "chunk size 0x5",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n0x5\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("chunk-size-bare-lf", "a chunk-size line ended by a bare LF",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n5\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::http1("chunk-data-overrun", "a chunk of size 3 with 5 bytes of data",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nhello\r\n0\r\n\r\n")
            .answers([Refused(400)]),
        Case::steps("chunk-missing-last", "a chunked body without its last chunk, then the client closes its side (a body cut short: 400)", vec![
            Step::Write("POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n"),
            Step::CloseWrite,
        ]).answers([Refused(400)]),
        Case::http1("chunked-then-other-tenant", "a chunked body, then a request for b.test in the same write",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n{smuggle}")
            .answers([fwd("POST", "/c/{c}", "hello"), Refused(421)]),
        Case::http1("chunked-over-limit", "a chunked body of 2,000 bytes to a site whose limit is 1,000",
            "POST /c/{c} HTTP/1.1\r\nHost: small.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n7d0\r\n{filler}\r\n0\r\n\r\n")
            .on(SMALL_HOST).answers([Refused(413)]),
        Case::steps("cl-over-limit", "Content-Length: 5000 to a site whose limit is 1,000 (no body sent)", vec![
            Step::Write("POST /c/{c} HTTP/1.1\r\nHost: small.test\r\nX-Case: {c}\r\nContent-Length: 5000\r\n\r\n"),
            Step::Read(1),
        ]).on(SMALL_HOST).answers([Refused(413)]),
    ]
}

fn pipelining() -> Vec<Case> {
    vec![
        Case::http1("pipeline-two", "two requests in one write",
            "GET /c/{c}/1 HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\nGET /c/{c}/2 HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n")
            .answers([fwd("GET", "/c/{c}/1", ""), fwd("GET", "/c/{c}/2", "")]),
        Case::steps("pipeline-half", "a request and half of the next in one write, then the client closes", vec![
            Step::Write("GET /c/{c}/1 HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\nGET /c/{c}/2 HTTP/1.1\r\nHost: a.te"),
            Step::Read(1),
            Step::CloseWrite,
        ]).answers([fwd("GET", "/c/{c}/1", ""), Unanswered]),
        Case::http1("pipeline-post-get", "a POST with a body and a GET in one write",
            "POST /c/{c}/1 HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: 5\r\n\r\nhelloGET /c/{c}/2 HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n")
            .answers([fwd("POST", "/c/{c}/1", "hello"), fwd("GET", "/c/{c}/2", "")]),
        Case::http1("pipeline-other-tenant", "a request for a.test and one for b.test in one write",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n{smuggle}")
            .answers([fwd("GET", "/c/{c}", ""), Refused(421)]),
        Case::http1("get-with-body", "GET with a Content-Length body that is a request for b.test",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: {len}\r\n\r\n{smuggle}")
            .answers([fwd("GET", "/c/{c}", "{smuggle}")]),
        Case::http1("head-with-body", "HEAD with a Content-Length body that is a request for b.test",
            "HEAD /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nContent-Length: {len}\r\n\r\n{smuggle}")
            .answers([fwd("HEAD", "/c/{c}", "{smuggle}")]),
        Case::http1("get-chunked-body", "GET with a chunked body that is a request for b.test",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nTransfer-Encoding: chunked\r\n\r\n{smuggle_hex}\r\n{smuggle}\r\n0\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "{smuggle}")]),
    ]
}

fn headers() -> Vec<Case> {
    vec![
        Case::http1("connection-host-xff", "Connection: host, x-forwarded-for, with a spoofed X-Forwarded-For",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: host, x-forwarded-for\r\nX-Forwarded-For: 10.6.6.6\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("connection-content-length", "Connection: content-length, on a request with Content-Length: 5",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: content-length\r\nContent-Length: 5\r\n\r\nhello")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("connection-transfer-encoding", "Connection: transfer-encoding, on a chunked request",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: transfer-encoding\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            .answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("xff-spoof", "X-Forwarded-For: 10.6.6.6",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-Forwarded-For: 10.6.6.6\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("forwarded-spoof", "Forwarded: for=10.6.6.6;host=b.test;proto=http",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nForwarded: for=10.6.6.6;host=b.test;proto=http\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("x-forwarded-host-other", "X-Forwarded-Host: b.test",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-Forwarded-Host: b.test\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("x-forwarded-proto-http", "X-Forwarded-Proto: http",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-Forwarded-Proto: http\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("x-real-ip", "X-Real-IP: 10.6.6.6 (neither sets it: passed on as sent)",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX-Real-IP: 10.6.6.6\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("proxy-header", "Proxy: http://127.0.0.1:9 (httpoxy)",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nProxy: http://127.0.0.1:9\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("underscore-name", "X_Forwarded_For: 10.6.6.6 (an underscore in the name)",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nX_Forwarded_For: 10.6.6.6\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
    ]
}

// Over 80 lines, but a table of cases, not a procedure: it reads best whole.
fn hosts() -> Vec<Case> {
    vec![
        Case::http1(
            "host-other-tenant",
            "Host: b.test on a.test's TLS session",
            "GET /c/{c} HTTP/1.1\r\nHost: b.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(421)]),
        Case::http1(
            "host-twice",
            "Host: a.test twice",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-twice-differ",
            "Host: a.test, then Host: b.test",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nHost: b.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-list",
            "Host: a.test, b.test (one line)",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test, b.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-userinfo",
            "Host: user@a.test",
            "GET /c/{c} HTTP/1.1\r\nHost: user@a.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-at-other",
            "Host: a.test@b.test",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test@b.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "absolute-other-tenant",
            "GET https://b.test/… with Host: b.test",
            "GET https://b.test/c/{c} HTTP/1.1\r\nHost: b.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(421)]),
        Case::http1(
            "absolute-other-than-host",
            "GET https://b.test/… with Host: a.test",
            "GET https://b.test/c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(421)]),
        Case::http1(
            "absolute-own-host-other",
            "GET https://a.test/… with Host: b.test (the target's authority wins)",
            "GET https://a.test/c/{c} HTTP/1.1\r\nHost: b.test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test"),
        Case::http1(
            "absolute-without-host",
            "GET https://a.test/… with no Host in HTTP/1.1",
            "GET https://a.test/c/{c} HTTP/1.1\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-ipv4",
            "Host: 127.0.0.1",
            "GET /c/{c} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(421)]),
        Case::http1(
            "host-ipv6",
            "Host: [::1]",
            "GET /c/{c} HTTP/1.1\r\nHost: [::1]\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(421)]),
        Case::http1(
            "host-empty",
            "an empty Host",
            "GET /c/{c} HTTP/1.1\r\nHost:\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-trailing-dot",
            "Host: a.test.",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test.\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test"),
        Case::http1(
            "host-upper",
            "Host: A.Test",
            "GET /c/{c} HTTP/1.1\r\nHost: A.Test\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test"),
        Case::http1(
            "host-port",
            "Host: a.test:PORT",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test:{port}\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test:{port}"),
        Case::http1(
            "host-missing",
            "no Host in HTTP/1.1",
            "GET /c/{c} HTTP/1.1\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([Refused(400)]),
        Case::http1(
            "host-missing-http10",
            "no Host in HTTP/1.0 (the session's host stands)",
            "GET /c/{c} HTTP/1.0\r\nX-Case: {c}\r\n\r\n",
        )
        .answers([fwd("GET", "/c/{c}", "")])
        .upstream_host("a.test"),
    ]
}

fn upgrades() -> Vec<Case> {
    vec![
        Case::http1("upgrade-h2c", "Upgrade: h2c with HTTP2-Settings and Connection: Upgrade, HTTP2-Settings",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("h2c-tunnel", "an h2c upgrade request, then at once a request for b.test (for the tunnel)",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n{smuggle}")
            .answers([fwd("GET", "/c/{c}", ""), Refused(421)]),
        Case::http1("websocket-post", "a WebSocket upgrade on POST",
            "POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nContent-Length: 0\r\n\r\n")
            .answers([fwd("POST", "/c/{c}", "")]),
        Case::http1("upgrade-without-connection", "Upgrade: websocket without Connection: upgrade",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("connection-upgrade-alone", "Connection: upgrade without Upgrade",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: upgrade\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::http1("websocket-get", "a WebSocket upgrade on GET (allowed: the upstream's 101 comes back)",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            .answers([Switched]),
        Case::http1("upstream-101-unasked", "a plain GET the upstream answers with 101, then a response nobody asked for",
            "GET /c/{c}/reply-101 HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n")
            .answers([BadGateway { method: "GET", target: "/c/{c}/reply-101" }]),
    ]
}

fn expect_and_methods() -> Vec<Case> {
    vec![
        Case::steps("expect-continue", "Expect: 100-continue, the body sent after the 100", vec![
            Step::Write("POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n"),
            Step::AwaitContinue,
            Step::Write("hello"),
        ]).answers([fwd("POST", "/c/{c}", "hello")]),
        Case::http1("expect-without-body", "Expect: 100-continue on a GET without a body",
            "GET /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nExpect: 100-continue\r\n\r\n")
            .answers([fwd("GET", "/c/{c}", "")]),
        Case::steps("expect-huge", "Expect: 100-continue with Content-Length: 10000000000 (over the 100 MiB default)", vec![
            Step::Write("POST /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\nExpect: 100-continue\r\nContent-Length: 10000000000\r\n\r\n"),
            Step::Read(1),
        ]).answers([Refused(413)]),
        Case::http1("connect", "CONNECT a.test:443",
            "CONNECT a.test:443 HTTP/1.1\r\nHost: a.test:443\r\nX-Case: {c}\r\n\r\n")
            .answers([Refused(405)]),
        Case::http1("trace", "TRACE",
            "TRACE /c/{c} HTTP/1.1\r\nHost: a.test\r\nX-Case: {c}\r\n\r\n")
            .answers([Refused(405)]),
    ]
}
