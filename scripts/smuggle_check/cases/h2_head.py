"""HTTP/2 heads that must not survive the downgrade to HTTP/1.1: CR, LF, NUL, colons and
spaces in names and values, pseudo-header abuse, connection-specific fields, authority
mismatches across tenants."""

from .. import h2wire as w
from ..drive import h2_run
from ..model import case

F = "h2 head"
MALFORMED = ("RST", 400)


def base(c, path=None, authority=None, method="GET", extra=()):
    return w.request_fields(method, c.A if authority is None else authority,
                            c.m() if path is None else path, extra)


def h2head(name, what, fields_fn, expect=MALFORMED, unmarked_ok=False):
    def run(ctx, c):
        return h2_run(ctx, c, lambda wire: wire.send(w.headers(1, fields_fn(c), end_stream=True)))[0]
    case(name, what, expect=expect, proto="h2", family=F, unmarked_ok=unmarked_ok)(run)


h2head("control: plain GET", "HEADERS :authority alpha", lambda c: base(c), expect=(200,))
h2head(":authority another tenant", ":authority bravo on an alpha session",
       lambda c: base(c, authority=c.B), expect=(421,))
h2head("host another tenant, no :authority", "no :authority, host: bravo",
       lambda c: [(":method", "GET"), (":scheme", "https"), (":path", c.m()), ("host", c.B)],
       expect=(421,))
h2head(":authority and host differ", ":authority alpha, host: bravo",
       lambda c: base(c, extra=[("host", c.B)]), expect=(400,))
h2head("two host fields", ":authority alpha, host: alpha twice",
       lambda c: base(c, extra=[("host", c.A), ("host", c.A)]), expect=(400,))
h2head(":authority with userinfo", ":authority bravo@alpha",
       lambda c: base(c, authority=f"{c.B}@{c.A}"), expect=(400, 421, "RST"))
h2head(":authority with a port", ":authority alpha:8443", lambda c: base(c, authority=f"{c.A}:8443"),
       expect=(200,))
h2head("empty :authority, host other", ":authority '', host: bravo",
       lambda c: base(c, authority="", extra=[("host", c.B)]), expect=(400, 421, "RST"))
h2head("CRLF in a value", "`x-a: 1\\r\\nHost: bravo`",
       lambda c: base(c, extra=[("x-a", f"1\r\nHost: {c.B}")]))
h2head("LF in a value", "`x-a: 1\\nTransfer-Encoding: chunked`",
       lambda c: base(c, extra=[("x-a", "1\nTransfer-Encoding: chunked")]))
h2head("CR alone in a value", "`x-a: 1\\rHost: bravo`",
       lambda c: base(c, extra=[("x-a", f"1\rHost: {c.B}")]))
h2head("NUL in a value", "`x-a: a\\x00b`", lambda c: base(c, extra=[("x-a", "a\x00b")]))
h2head("CRLF in a name", "name `x-a\\r\\nhost` value `bravo`",
       lambda c: base(c, extra=[("x-a\r\nhost", c.B)]))
h2head("colon in a name", "name `x-a:b`", lambda c: base(c, extra=[("x-a:b", "1")]))
h2head("space in a name", "name `x a`", lambda c: base(c, extra=[("x a", "1")]))
h2head("upper-case name", "name `X-Upper`", lambda c: base(c, extra=[("X-Upper", "1")]))
h2head("leading space in a value", "`x-a:  1` (RFC 9113 §8.2.1: malformed)",
       lambda c: base(c, extra=[("x-a", " 1")]), expect=("RST", 400, 200))
h2head(":path with HTTP/1.1 injected", "`:path /… HTTP/1.1\\r\\nHost: bravo\\r\\n\\r\\nGET /smug`",
       lambda c: base(c, path=f"{c.m()} HTTP/1.1\r\nHost: {c.B}\r\n\r\nGET {c.m('smug', c.B)}"))
h2head(":path with a space", "`:path /… /smug`", lambda c: base(c, path=f"{c.m()} {c.m('smug')}"))
h2head(":method with a request injected", "`:method GET /smug HTTP/1.1\\r\\nHost: bravo\\r\\n\\r\\nGET`",
       lambda c: base(c, method=f"GET {c.m('smug', c.B)} HTTP/1.1\r\nHost: {c.B}\r\n\r\nGET"))
h2head(":method with a space", "`:method GET /x`", lambda c: base(c, method="GET /x"))
h2head(":path in absolute form, other tenant", "`:path https://bravo/…`",
       lambda c: base(c, path=f"https://{c.B}{c.m()}"), expect=("RST", 400, 421))
h2head(":path without a slash", "`:path c0NN-atk0-alpha`", lambda c: base(c, path=c.m()[1:]),
       expect=("RST", 400))
h2head(":path empty", "`:path ''`", lambda c: base(c, path=""), expect=("RST", 400),
       unmarked_ok=True)
h2head(":path * on GET", "`:path *`", lambda c: base(c, path="*"), expect=("RST", 400),
       unmarked_ok=True)
h2head(":scheme with an authority in it", "`:scheme https://bravo/x?`",
       lambda c: [(":method", "GET"), (":scheme", f"https://{c.B}/x?"), (":authority", c.A),
                  (":path", c.m())])
h2head(":authority with CRLF", "`:authority alpha\\r\\nHost: bravo`",
       lambda c: base(c, authority=f"{c.A}\r\nHost: {c.B}"))
h2head("two :path", ":path twice (alpha, then smug)",
       lambda c: base(c, extra=[(":path", c.m("smug"))]))
h2head("pseudo-header after a regular one", "`x-a: 1` then `:authority bravo`",
       lambda c: [(":method", "GET"), (":scheme", "https"), (":path", c.m()), ("x-a", "1"),
                  (":authority", c.B)])
h2head("unknown pseudo-header", "`:host bravo`", lambda c: base(c, extra=[(":host", c.B)]))
h2head(":status in a request", "`:status 200`", lambda c: base(c, extra=[(":status", "200")]))
h2head(":protocol without CONNECT", "GET with `:protocol websocket`",
       lambda c: base(c, extra=[(":protocol", "websocket")]))
h2head("no :scheme", "no :scheme", lambda c: [(":method", "GET"), (":authority", c.A),
                                            (":path", c.m())])
h2head("connection: keep-alive", "`connection: keep-alive`",
       lambda c: base(c, extra=[("connection", "keep-alive")]))
h2head("upgrade: h2c", "`upgrade: h2c`", lambda c: base(c, extra=[("upgrade", "h2c")]))
h2head("te: gzip", "`te: gzip`", lambda c: base(c, extra=[("te", "gzip")]))
h2head("te: trailers", "`te: trailers` (the one TE allowed)",
       lambda c: base(c, extra=[("te", "trailers")]), expect=(200,))
h2head("keep-alive and proxy-connection", "`keep-alive: 1`, `proxy-connection: x`",
       lambda c: base(c, extra=[("keep-alive", "1"), ("proxy-connection", "x")]))
h2head("proxy and underscore fields", "`proxy: http://evil`, `x_forwarded_for: 1`, "
       "`x-forwarded-host: bravo`", lambda c: base(c, extra=[("proxy", "http://127.0.0.9:1"),
                                                             ("x_forwarded_for", "10.0.0.1"),
                                                             ("x-forwarded-host", c.B)]),
       expect=(200,))
h2head("TRACE", "`:method TRACE`", lambda c: base(c, method="TRACE"), expect=(405,))
h2head("encoded CRLF in :path", "`:path /…%0d%0aHost:%20bravo`",
       lambda c: base(c, path=c.m() + "%0d%0aHost:%20" + c.B), expect=(200,))


@case("HEADERS + CONTINUATION carrying host", "HEADERS without END_HEADERS, then "
      "CONTINUATION with `host: bravo`", expect=(400, "RST"), proto="h2", family=F)
def _(ctx, c):
    first = w.block(base(c))
    rest = w.block([("host", c.B)])
    return h2_run(ctx, c, lambda wire: wire.send(
        w.frame(w.HEADERS, w.END_STREAM, 1, first) +
        w.frame(w.CONTINUATION, w.END_HEADERS, 1, rest)))[0]


@case("two streams, two tenants, interleaved", "stream 1 for alpha and stream 3 with "
      ":authority bravo, frames interleaved", expect=(200,), proto="h2", family=F)
def _(ctx, c):
    def send(wire):
        wire.send(w.headers(1, base(c, extra=[("content-length", "5")]), end_stream=False) +
                  w.headers(3, base(c, authority=c.B, path=c.m("smug", c.B)), end_stream=True) +
                  w.data(1, b"hello", end_stream=True))
    out = h2_run(ctx, c, send, sids=(1, 3))[0]
    return out
