"""What a case does on the wire: HTTP/1.1 bytes or raw HTTP/2 frames on one attacker
connection, and the victim's ordinary request after it."""

import time

from . import h2wire as w
from .h1client import complete_count, parse_responses
from .h2client import H2Conn
from .model import Outcome, VictimResult
from .tenants import ANSWER, marker
from .tlsclient import connect


class Ctx:
    def __init__(self, port, ca):
        self.port, self.ca = port, ca

    def connect(self, tenant, alpn=("http/1.1",)):
        return connect(self.port, tenant, self.ca, alpn)


def h1_send(ctx, c, parts, n=1, methods=(), pause=0.1, idle=1.0, total=6.0, tenant=None,
            out=None):
    """Sends `parts` (bytes, one write each, `pause` apart) on a new HTTP/1.1 connection and
    reads until `n` responses, a 101, the close, or `idle` silence. Returns (Outcome, conn)."""
    out = out or Outcome()
    conn = ctx.connect(tenant or c.attacker)
    for i, part in enumerate(parts):
        if i:
            time.sleep(pause)
        out.sent += part
        if not conn.send(part):
            break
    how = conn.read_until(complete_count(n, methods), idle=idle, total=total)
    h1_record(out, conn, methods, how)
    out.keep.append(conn)
    return out, conn


def h1_record(out, conn, methods, how):
    responses, rest, problems = parse_responses(bytes(conn.received), methods)
    answers = [r.short() for r in responses]
    out.got += [r.answer_id() for r in responses if r.answer_id()]
    out.bodies += [r.body for r in responses]
    if rest and not any(r.status == 101 for r in responses):
        answers.append(f"+{len(rest)}B")
    if conn.closed_by_peer:
        answers.append("closed")
    elif how in ("idle", "deadline"):
        answers.append("waiting")
    out.answer = " ".join(answers) or "-"
    out.statuses = [r.status for r in responses]
    if responses:
        out.primary = responses[0].status
    else:
        out.primary = "closed" if conn.closed_by_peer else "none"
    for p in problems:
        out.diffs.append(f"client-side response framing: {p}")
    return responses, rest


def h2_open(ctx, tenant):
    conn = ctx.connect(tenant, alpn=("h2",))
    if conn.alpn != "h2":
        raise RuntimeError(f"ALPN chose {conn.alpn!r}, not h2")
    h = H2Conn(conn)
    h.start()
    return h


def h2_run(ctx, c, send, sids=(1,), follow_up=True, idle=1.2, out=None):
    """Opens an HTTP/2 connection, lets `send(h)` write frames, waits for `sids`, then (unless
    the connection is gone) asks once more on the same connection: an error should cost a
    stream, not the connection."""
    out = out or Outcome()
    h = h2_open(ctx, c.attacker)
    out.sent += h.start_bytes
    wire = Recorder(h, out)
    send(wire)
    h.wait_streams(list(sids), idle=idle)
    follow = None
    if follow_up and h.goaway is None and not h.conn.closed_by_peer:
        follow = max(max(sids), max(h.streams) if h.streams else 1) + 2
        if follow % 2 == 0:
            follow += 1
        wire.send(w.headers(follow, w.request_fields("GET", c.attacker, c.m("atk9")),
                            end_stream=True))
        h.wait_streams([follow], idle=idle)
    h2_record(out, h, list(sids), follow)
    out.keep.append(h.conn)
    return out, h


class Recorder:
    """Passes frames to the connection and keeps a copy for the reproduction."""

    def __init__(self, h, out):
        self.h, self.out = h, out

    def send(self, data):
        self.out.sent += data
        return self.h.send(data)

    def pump(self, *args, **kwargs):
        return self.h.pump(*args, **kwargs)


def h2_record(out, h, sids, follow):
    streams = [h.stream(s) for s in sids]
    text = [s.outcome() for s in streams]
    for s in list(h.streams.values()):
        declared = [v for n, v in s.headers if n == b"content-length"]
        if s.ended and declared and declared[0].isdigit() and int(declared[0]) != len(s.body):
            out.diffs.append(f"stream {s.sid}: response content-length {declared[0].decode()} "
                             f"but {len(s.body)} bytes of DATA")
        rid = s.answer_id()
        if rid:
            out.got.append(rid)
        out.bodies.append(bytes(s.body))
    if follow is not None:
        text.append("then " + h.stream(follow).outcome())
        fs = h.stream(follow)
        if fs.status != 200:
            out.diffs.append(f"the connection's next stream got {fs.outcome()}, not 200")
    if h.goaway is not None:
        text.append(f"GOAWAY({h.goaway[1]})")
        if h.goaway[1] != "NO_ERROR":
            out.diffs.append(f"a connection-wide GOAWAY({h.goaway[1]}, last stream "
                             f"{h.goaway[0]}, {h.goaway[2]!r}) where a stream error would do")
    elif h.conn.closed_by_peer:
        text.append("closed")
        out.diffs.append("the connection was closed where a stream error would do")
    out.answer = " ".join(text)
    first = streams[0]
    if first.status is not None:
        out.primary = first.status
    elif first.reset is not None:
        out.primary = "RST"
    elif h.goaway is not None:
        out.primary = "GOAWAY"
    else:
        out.primary = "closed" if h.conn.closed_by_peer else "none"
    if h.decode_error:
        out.diffs.append(f"HPACK decode error on the client: {h.decode_error}")


def victim(ctx, c, proto="h1"):
    """The victim: another tenant's plain GET on a fresh connection."""
    path = "/" + marker(c.id, "vict", c.victim)
    try:
        if proto == "h2":
            h = h2_open(ctx, c.victim)
            h.send(w.headers(1, w.request_fields("GET", c.victim, path), end_stream=True))
            h.wait_streams([1], idle=4.0, total=8.0)
            s = h.stream(1)
            h.conn.close()
            body = bytes(s.body)
            return VictimResult(s.status, s.answer_id(), body,
                                None if s.status else f"no answer: {s.outcome()}", "h2")
        conn = ctx.connect(c.victim)
        conn.send(f"GET {path} HTTP/1.1\r\nHost: {c.victim}\r\n\r\n".encode())
        conn.read_until(complete_count(1), idle=4.0, total=8.0, linger=0.3)
        conn.close()
        responses, rest, _ = parse_responses(bytes(conn.received))
        if not responses:
            return VictimResult(None, None, b"", "no answer in time", "h1")
        r = responses[0]
        extra = f" and {len(responses) - 1} more response(s)" if len(responses) > 1 else ""
        body = b"".join(x.body for x in responses)
        return VictimResult(r.status, r.answer_id(), body,
                            f"surplus: {len(rest)} bytes{extra}" if rest or extra else None, "h1")
    except Exception as err:  # noqa: BLE001 - a victim that cannot connect is a finding
        return VictimResult(None, None, b"", f"{err.__class__.__name__}: {err}", proto)


def answer_target(body):
    m = ANSWER.search(body.decode("latin-1"))
    return m.group(3) if m else None
