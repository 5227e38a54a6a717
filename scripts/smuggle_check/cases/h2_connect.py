"""CONNECT over HTTP/2: plain CONNECT is 405, extended CONNECT (RFC 8441) only for websocket,
and only to the session's host; the application's 101 is checked."""

from .. import h2wire as w
from ..drive import h2_run
from ..model import case
from .common import smug

F = "h2 connect"


def ext_connect(c, protocol="websocket", authority=None, path=None):
    return [(":method", "CONNECT"), (":protocol", protocol), (":scheme", "https"),
            (":authority", authority or c.A), (":path", path or (c.m() + "/ws")),
            ("sec-websocket-version", "13")]


def h2connect(name, what, fields_fn, expect, then=b"", allow_tunnel=False, ws_ok=False):
    def run(ctx, c):
        def send(s):
            s.send(w.headers(1, fields_fn(c), end_stream=False))
            if then:
                s.pump(lambda: s.h.stream(1).status is not None, idle=1.0)
                s.send(w.data(1, then(c) if callable(then) else then))
                s.pump(lambda: False, idle=0.5, total=0.5)
        out, h = h2_run(ctx, c, send)
        return out
    case(name, what, expect=expect, proto="h2", family=F, allow_tunnel=allow_tunnel,
         ws_ok=ws_ok or allow_tunnel)(run)


h2connect("CONNECT another tenant", "`:method CONNECT`, `:authority bravo:443`",
          lambda c: [(":method", "CONNECT"), (":authority", f"{c.B}:443")], (405, 421, "RST"))
h2connect("CONNECT own tenant", "`:method CONNECT`, `:authority alpha:443`, then DATA "
          "holding a GET for bravo", lambda c: [(":method", "CONNECT"), (":authority", f"{c.A}:443")],
          (405, "RST"), then=smug)
h2connect("extended CONNECT websocket", "`:protocol websocket` to …/ws, then DATA `hello`",
          lambda c: ext_connect(c), (200,), then=b"\x81\x05hello", allow_tunnel=True)
h2connect("extended CONNECT, protocol h2c", "`:protocol h2c`, then DATA with an h2 preface",
          lambda c: ext_connect(c, protocol="h2c"), (405, 400, "RST"), then=w.PREFACE)
h2connect("extended CONNECT, another tenant", "`:protocol websocket`, `:authority bravo`",
          lambda c: ext_connect(c, authority=c.B, path=c.m("smug", c.B) + "/ws"), (421, "RST"))
h2connect("extended CONNECT to an application's unasked 101", "`:protocol websocket` to "
          "…/unasked101 (101 without the accept); then DATA holding a GET for bravo",
          lambda c: ext_connect(c, path=c.m() + "/unasked101"), (502,), then=smug, ws_ok=True)
h2connect("extended CONNECT refused, then DATA", "`:protocol websocket` to …/ws-refuse "
          "(403); then DATA holding a GET for bravo", lambda c: ext_connect(c, path=c.m() + "/ws-refuse"),
          (403,), then=smug, ws_ok=True)
h2connect("extended CONNECT, protocol connect-udp", "`:protocol connect-udp` (RFC 9298) to alpha",
          lambda c: ext_connect(c, protocol="connect-udp"), (405, 400, "RST"))
