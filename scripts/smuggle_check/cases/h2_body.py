"""HTTP/2 bodies: DATA that contradicts content-length, transfer-encoding in HTTP/2, limits,
trailers, resets mid-body."""

import time

from .. import h2wire as w
from ..drive import h2_run
from ..model import case
from .common import smug

F = "h2 body"


def fields(c, method="POST", extra=()):
    return w.request_fields(method, c.A, c.m(), extra)


def h2body(name, what, send_fn, expect=("RST", 400), incomplete=("atk0",), sids=(1,)):
    def run(ctx, c):
        return h2_run(ctx, c, lambda wire: send_fn(c, wire), sids=sids)[0]
    case(name, what, expect=expect, proto="h2", incomplete=incomplete, family=F)(run)


def cl(value):
    return [("content-length", value)]


h2body("DATA past content-length (2 frames)", "content-length 5; DATA `hello`; DATA with a "
       "GET for bravo, END_STREAM", lambda c, s: s.send(
           w.headers(1, fields(c, extra=cl("5"))) + w.data(1, b"hello") +
           w.data(1, smug(c), end_stream=True)))
h2body("DATA past content-length (1 frame)", "content-length 5; one DATA `hello`+GET for bravo",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("5"))) +
                           w.data(1, b"hello" + smug(c), end_stream=True)))
h2body("DATA short of content-length", "content-length 5; DATA `hel`, END_STREAM",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("5"))) + w.data(1, b"hel", end_stream=True)))
h2body("DATA after content-length: 0", "content-length 0; DATA `x`, END_STREAM",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("0"))) + w.data(1, b"x", end_stream=True)))
h2body("two content-length fields", "content-length 5 and 6; DATA `hello`",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("5") + cl("6"))) +
                           w.data(1, b"hello", end_stream=True)))
h2body("content-length `+5`", "content-length +5; DATA `hello`",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("+5"))) + w.data(1, b"hello", end_stream=True)))
h2body("content-length `5, 5`", "content-length `5, 5`; DATA `hello`",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("5, 5"))) + w.data(1, b"hello", end_stream=True)),
       expect=("RST", 400, 200), incomplete=())
h2body("transfer-encoding: chunked in h2", "`transfer-encoding: chunked`, DATA `0\\r\\n\\r\\n` + a "
       "GET for bravo", lambda c, s: s.send(
           w.headers(1, fields(c, extra=[("transfer-encoding", "chunked")])) +
           w.data(1, b"0\r\n\r\n" + smug(c), end_stream=True)))
h2body("body over the limit, no length", "70,000 bytes of DATA, no content-length",
       lambda c, s: s.send(w.headers(1, fields(c)) + b"".join(
           w.data(1, b"z" * 14000, end_stream=(i == 4)) for i in range(5))),
       expect=(413, "RST"))
h2body("content-length over the limit", "content-length 70000, END_STREAM on HEADERS",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("70000")))), expect=(413, "RST"))
h2body("GET with a body", "GET, DATA holding a GET for bravo (no content-length)",
       lambda c, s: s.send(w.headers(1, fields(c, method="GET")) + w.data(1, smug(c), end_stream=True)),
       expect=(200,), incomplete=())
h2body("padding hides a request", "DATA `hello` PADDED with a GET for bravo as padding; "
       "content-length 5", lambda c, s: s.send(
           w.headers(1, fields(c, extra=cl("5"))) +
           w.frame(w.DATA, w.END_STREAM | w.PADDED, 1, bytes([len(smug(c))]) + b"hello" + smug(c))),
       expect=(200,), incomplete=())
h2body("trailers with host and framing", "`trailer: host, x-t`; DATA `hello`; trailers "
       "`host: bravo`, `content-length: 0`, `x-t: 1`", lambda c, s: s.send(
           w.headers(1, fields(c, extra=[("trailer", "host, x-t")])) + w.data(1, b"hello") +
           w.headers(1, [("host", c.B), ("content-length", "0"), ("x-t", "1")], end_stream=True)),
       expect=(200, 400, "RST"), incomplete=())
h2body("trailers with a pseudo-header", "DATA `hello`; trailers `:path /smug`",
       lambda c, s: s.send(w.headers(1, fields(c)) + w.data(1, b"hello") +
                           w.headers(1, [(":path", c.m("smug"))], end_stream=True)))
h2body("DATA after END_STREAM", "GET with END_STREAM, then DATA holding a GET for bravo",
       lambda c, s: s.send(w.headers(1, fields(c, method="GET"), end_stream=True) +
                           w.data(1, smug(c), end_stream=True)),
       expect=(200, "RST"), incomplete=())


@case("reset mid-body", "content-length 10, DATA `hello`, then RST_STREAM(CANCEL)",
      expect=("none", "RST", 400), proto="h2", incomplete=("atk0",), family=F)
def _(ctx, c):
    def send(s):
        s.send(w.headers(1, fields(c, extra=cl("10"))) + w.data(1, b"hello"))
        time.sleep(0.4)
        s.send(w.rst_stream(1, 8))
    return h2_run(ctx, c, send, idle=0.8)[0]


@case("length reached, end held back", "content-length 5, DATA `hello` without END_STREAM; "
      "0.5 s later an empty DATA with END_STREAM", expect=(200,), proto="h2", family=F)
def _(ctx, c):
    def send(s):
        s.send(w.headers(1, fields(c, extra=cl("5"))) + w.data(1, b"hello"))
        s.pump(lambda: False, idle=0.5, total=0.5)
        s.send(w.data(1, b"", end_stream=True))
    return h2_run(ctx, c, send)[0]


@case("length reached, then more DATA later", "content-length 5, DATA `hello`; 0.5 s later "
      "DATA with a GET for bravo, END_STREAM", expect=("RST", 400), proto="h2",
      incomplete=("atk0",), family=F)
def _(ctx, c):
    def send(s):
        s.send(w.headers(1, fields(c, extra=cl("5"))) + w.data(1, b"hello"))
        s.pump(lambda: False, idle=0.5, total=0.5)
        s.send(w.data(1, smug(c), end_stream=True))
    return h2_run(ctx, c, send)[0]


@case("malformed field while another stream is in flight", "stream 1: POST, content-length "
      "10, DATA `hello`; stream 3: `x-a: 1\\r\\nHost: bravo`; then stream 1's last 5 bytes",
      expect=(200,), proto="h2", family=F)
def _(ctx, c):
    state = {}

    def send(s):
        s.send(w.headers(1, fields(c, extra=cl("10"))) + w.data(1, b"hello"))
        s.pump(lambda: False, idle=0.4, total=0.4)
        s.send(w.headers(3, w.request_fields("GET", c.A, c.m("atk1"), [("x-a", f"1\r\nHost: {c.B}")]),
                         end_stream=True))
        s.pump(lambda: s.h.goaway is not None, idle=0.6, total=1.0)
        state["goaway"] = s.h.goaway
        s.send(w.data(1, b"world", end_stream=True))
    out, h = h2_run(ctx, c, send, sids=(1,), follow_up=False)
    if state.get("goaway"):
        last = state["goaway"][0]
        s1 = h.stream(1)
        out.notes.append(f"GOAWAY last stream {last}; stream 1 got {s1.outcome()}")
        if last >= 1 and s1.status is None:
            out.diffs.append("GOAWAY promised stream 1 (last stream ≥ 1) but the connection "
                             "closed before its answer: an innocent request on the same "
                             "connection is lost")
        if last < 1:
            out.diffs.append("GOAWAY's last stream is below stream 1, which had reached the "
                             "application: the client is told it may retry it")
    return out


@case("h2: upstream answers with CL and TE", "GET …/resp-clte over HTTP/2 (the application's "
      "answer has both framings)", expect=(200, 502), proto="h2", family=F)
def _(ctx, c):
    return h2_run(ctx, c, lambda s: s.send(
        w.headers(1, w.request_fields("GET", c.A, c.m() + "/resp-clte"), end_stream=True)))[0]
h2body("content-length 5, no DATA at all", "HEADERS with content-length 5 and END_STREAM: a "
       "downgrade that kept the length would eat the next request on the pooled connection",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("5")), end_stream=True)))
h2body("content-length overflow", "content-length 99999999999999999999; DATA `hello`",
       lambda c, s: s.send(w.headers(1, fields(c, extra=cl("99999999999999999999"))) +
                           w.data(1, b"hello", end_stream=True)), expect=("RST", 400, 413))


@case("CONTINUATION flood (bounded)", "HEADERS then 300 CONTINUATION frames of one field each "
      "(`x-f: 1`), then END_HEADERS", expect=(200, 431, "RST", "GOAWAY"), proto="h2", family=F)
def _(ctx, c):
    def send(s):
        s.send(w.frame(w.HEADERS, w.END_STREAM, 1, w.block(fields(c, method="GET"))))
        one = w.block([("x-f", "1")])
        s.send(b"".join(w.frame(w.CONTINUATION, 0, 1, one) for _ in range(299)) +
               w.frame(w.CONTINUATION, w.END_HEADERS, 1, one))
    out = h2_run(ctx, c, send)[0]
    out.diffs = [d for d in out.diffs if "GOAWAY(ENHANCE_YOUR_CALM" not in d]
    return out


@case("h2: stream reset mid-response", "GET …/big (4 MiB) on stream 1, RST_STREAM(CANCEL) "
      "after the first DATA; the connection's next stream and the victim follow",
      expect=(200,), proto="h2", family=F)
def _(ctx, c):
    def send(s):
        s.send(w.headers(1, w.request_fields("GET", c.A, c.m() + "/big"), end_stream=True))
        s.pump(lambda: len(s.h.stream(1).body) > 0, idle=1.0)
        s.send(w.rst_stream(1, 8))
    out = h2_run(ctx, c, send)[0]
    out.diffs = [d for d in out.diffs if "content-length" not in d]
    return out


@case("h2: HEAD answered with a body", "HEAD …/body-anyway over HTTP/2 (the application sends "
      "a whole response as the HEAD's body)", expect=(200,), proto="h2", family=F)
def _(ctx, c):
    out = h2_run(ctx, c, lambda s: s.send(
        w.headers(1, w.request_fields("HEAD", c.A, c.m() + "/body-anyway"), end_stream=True)))[0]
    # A HEAD answer keeps the GET's content-length and has no DATA.
    out.diffs = [d for d in out.diffs if not d.startswith("stream 1: response content-length")]
    return out
