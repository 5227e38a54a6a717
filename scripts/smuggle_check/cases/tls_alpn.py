"""The session itself: no SNI, the wrong protocol for the ALPN, head size limits."""

import socket
import ssl

from .. import h2wire as w
from ..drive import h1_record, h1_send
from ..h1client import complete_count
from ..model import Outcome, case
from ..tlsclient import Conn
from .common import head

F = "session"


@case("no SNI, Host: bravo", "a TLS handshake without SNI, then GET with Host: bravo",
      expect=("closed", 421, "handshake refused"), family=F)
def _(ctx, c):
    out = Outcome()
    tls_ctx = ssl.create_default_context(cafile=ctx.ca)
    tls_ctx.check_hostname = False
    tls_ctx.verify_mode = ssl.CERT_NONE
    raw = socket.create_connection(("127.0.0.1", ctx.port), timeout=5)
    try:
        sock = tls_ctx.wrap_socket(raw, server_hostname=None)
    except (ssl.SSLError, OSError) as err:
        raw.close()
        out.primary, out.answer = "handshake refused", f"handshake refused ({err.__class__.__name__})"
        return out
    conn = Conn(sock, None, sock.selected_alpn_protocol())
    data = head("GET", c.m("smug", c.B), [f"Host: {c.B}"])
    out.sent += data
    conn.send(data)
    h1_record(out, conn, (), conn.read_until(complete_count(1), idle=1.0))
    out.keep.append(conn)
    return out


@case("h2 preface on an http/1.1 session", "ALPN http/1.1, then the HTTP/2 preface and "
      "HEADERS for bravo", expect=(400, "closed"), family=F)
def _(ctx, c):
    data = (w.PREFACE + w.settings() +
            w.headers(1, w.request_fields("GET", c.B, c.m("smug", c.B)), end_stream=True))
    return h1_send(ctx, c, [data], n=1)[0]


@case("HTTP/1.1 on an h2 session", "ALPN h2, then an HTTP/1.1 GET for bravo",
      expect=("closed", "GOAWAY", "none"), family=F)
def _(ctx, c):
    out = Outcome()
    conn = ctx.connect(c.attacker, alpn=("h2",))
    data = head("GET", c.m("smug", c.B), [f"Host: {c.B}"])
    out.sent += data
    conn.send(data)
    how = conn.read_until(lambda got: False, idle=1.0, total=3.0)
    got = bytes(conn.received)
    frames = w.FrameReader().feed(got)
    names = [w.FRAME_NAMES[f[0]] if f[0] < len(w.FRAME_NAMES) else str(f[0]) for f in frames]
    goaway = [f for f in frames if f[0] == w.GOAWAY]
    out.primary = "GOAWAY" if goaway else ("closed" if conn.closed_by_peer else "none")
    out.answer = " ".join(names) or "-"
    if goaway:
        out.answer += f"({w.error_name(int.from_bytes(goaway[0][3][4:8], 'big'))})"
    out.answer += " closed" if conn.closed_by_peer else f" ({how})"
    if b"HTTP/1.1" in got:
        out.diffs.append("an HTTP/1.1 answer on an h2 session")
    out.keep.append(conn)
    return out


@case("head over --max-header-bytes", "a GET with a 17,000-byte header", expect=(431, 400),
      family=F)
def _(ctx, c):
    return h1_send(ctx, c, [head("GET", c.m(), [f"Host: {c.A}", "X-Big: " + "a" * 17000])], n=1)[0]


@case("over --max-headers", "a GET with 120 headers", expect=(431, 400), family=F)
def _(ctx, c):
    lines = [f"Host: {c.A}"] + [f"X-H{i}: {i}" for i in range(120)]
    return h1_send(ctx, c, [head("GET", c.m(), lines)], n=1)[0]
