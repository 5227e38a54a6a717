"""HTTP/1.1 upgrades: h2c (the h2c-smuggler attack), WebSocket asked, refused and abused, and
an application's unasked 101."""

import base64
import os

from .. import h2wire as w
from ..drive import h1_record
from ..h1client import complete_count
from .common import case, h1_send, head, post, smug

F = "upgrade"
H2C = ["Upgrade: h2c", "HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA", "Connection: Upgrade, HTTP2-Settings"]


def h2_on_tunnel(c):
    """What h2c-smuggler sends once it believes it has a tunnel: the preface, SETTINGS and a
    request for another tenant."""
    return (w.PREFACE + w.settings([(2, 0)]) +
            w.headers(1, w.request_fields("GET", c.B, c.m("smug", c.B)), end_stream=True) +
            w.headers(3, w.request_fields("GET", c.A, c.m("smug", c.A)), end_stream=True))


def then_send(out, conn, data, n=1, idle=1.0):
    out.sent += data
    conn.send(data)
    how = conn.read_until(complete_count(n), idle=idle)
    h1_record(out, conn, (), how)
    return out


def ws_headers(extra=()):
    key = base64.b64encode(os.urandom(16)).decode()
    return ["Connection: Upgrade", "Upgrade: websocket", f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13", *extra]


@case("h2c smuggler: Upgrade h2c, then HTTP/2", "GET with `Upgrade: h2c`, `HTTP2-Settings`, "
      "`Connection: Upgrade, HTTP2-Settings`; then the h2 preface and HEADERS for bravo",
      expect=(200,), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m(), [f"Host: {c.A}", *H2C])], n=1)
    if out.primary == 101:
        out.fails.append(("tunnel", "tlsfront answered the h2c upgrade with 101"))
    return then_send(out, conn, h2_on_tunnel(c), n=2)


@case("h2c smuggler, POST with body", "POST with `Upgrade: h2c` and a body; then HTTP/2 bytes",
      expect=(200,), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [post(c, [*H2C, "Content-Length: 5"], b"hello")], n=1)
    return then_send(out, conn, h2_on_tunnel(c), n=2)


@case("h2c to an application that says 101", "GET …/unasked101 with `Upgrade: h2c` (the "
      "application switches); then HTTP/2 bytes for bravo", expect=(502,), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m() + "/unasked101", [f"Host: {c.A}", *H2C])], n=1)
    return then_send(out, conn, h2_on_tunnel(c), n=2)


@case("unasked 101 to a plain GET", "GET …/unasked101 without Upgrade; then a GET for bravo "
      "as if tunnelled", expect=(502,), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m() + "/unasked101", [f"Host: {c.A}"])], n=1)
    return then_send(out, conn, smug(c), n=2)


@case("Upgrade: h2c without Connection", "`Upgrade: h2c` alone (not named in Connection)",
      expect=(200,), family=F)
def _(ctx, c):
    return h1_send(ctx, c, [head("GET", c.m(), [f"Host: {c.A}", "Upgrade: h2c"])], n=1)[0]


@case("Upgrade: websocket, h2c", "a WebSocket handshake whose Upgrade lists websocket and h2c",
      expect=(200,), family=F)
def _(ctx, c):
    hs = [h.replace("Upgrade: websocket", "Upgrade: websocket, h2c") for h in ws_headers()]
    return h1_send(ctx, c, [head("GET", c.m() + "/ws", [f"Host: {c.A}", *hs])], n=1)[0]


@case("WebSocket on POST", "POST …/ws with a full WebSocket handshake and a body",
      expect=(200,), family=F)
def _(ctx, c):
    return h1_send(ctx, c, [post(c, [*ws_headers(), "Content-Length: 5"], b"hello")], n=1)[0]


@case("WebSocket asked: tunnel", "a WebSocket handshake to …/ws, then bytes (and a GET for "
      "bravo) inside the socket", expect=(101,), allow_tunnel=True, family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m() + "/ws", [f"Host: {c.A}", *ws_headers()])], n=1)
    if out.primary == 101:
        payload = b"\x81\x05hello" + smug(c)
        out.sent += payload
        conn.send(payload)
        conn.read_until(lambda got: payload in got, idle=1.0)
        if payload not in bytes(conn.received):
            out.diffs.append("the WebSocket echo did not come back")
        else:
            out.answer += " echo"
    return out


@case("WebSocket refused, then a request", "handshake to …/ws-refuse (the application says 403),"
      " then a GET for bravo as if the socket were open", expect=(403,), ws_ok=True, family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m() + "/ws-refuse", [f"Host: {c.A}", *ws_headers()])], n=1)
    return then_send(out, conn, smug(c), n=2)


@case("WebSocket to another tenant", "a WebSocket handshake with Host: bravo", expect=(421,),
      family=F)
def _(ctx, c):
    return h1_send(ctx, c, [head("GET", c.m("smug", c.B) + "/ws", [f"Host: {c.B}", *ws_headers()])], n=1)[0]


@case("WebSocket in HTTP/1.0", "a WebSocket handshake on an HTTP/1.0 GET", expect=(200,),
      family=F)
def _(ctx, c):
    return h1_send(ctx, c, [head("GET", c.m() + "/ws", [f"Host: {c.A}", *ws_headers()],
                                 version="HTTP/1.0")], n=1)[0]


@case("WebSocket refused, request in the same write", "handshake to …/ws-refuse and a GET for "
      "bravo in one write, before any answer", expect=(403,), ws_ok=True, family=F)
def _(ctx, c):
    data = head("GET", c.m() + "/ws-refuse", [f"Host: {c.A}", *ws_headers()]) + smug(c)
    return h1_send(ctx, c, [data], n=2)[0]


@case("WebSocket asked, application switches to h2c", "a WebSocket handshake to …/unasked101: "
      "the application answers `101`, `Upgrade: h2c`, no accept; then h2 bytes for bravo",
      expect=(502, 101), ws_ok=True, allow_tunnel=True, family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m() + "/unasked101", [f"Host: {c.A}", *ws_headers()])], n=1)
    if out.primary == 101:
        out.diffs.append("tlsfront passed on a 101 whose Upgrade is h2c and which has no "
                         "Sec-WebSocket-Accept, and opened the tunnel (over HTTP/2 the same "
                         "answer is 502)")
        payload = h2_on_tunnel(c)
        out.sent += payload
        conn.send(payload)
        conn.read_until(lambda got: payload in got, idle=1.0)
    return out
