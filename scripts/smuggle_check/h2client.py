"""A raw HTTP/2 client over one TLS connection: it sends what a case builds with h2wire, and
keeps what came back per stream (status, headers, body, RST_STREAM) and for the connection
(GOAWAY)."""

import struct
import time

from . import h2wire as w
from .tenants import ANSWER


class Stream:
    def __init__(self, sid):
        self.sid = sid
        self.status = None
        self.headers = []
        self.body = bytearray()
        self.ended = False
        self.reset = None

    def answer_id(self):
        m = ANSWER.search(bytes(self.body).decode("latin-1"))
        return m.group(1) if m else None

    def outcome(self):
        """A short text: 200(UP1/3/1), 400, RST(PROTOCOL_ERROR), or '-' for nothing."""
        if self.status is not None:
            rid = self.answer_id()
            text = f"{self.status}" + (f"({rid})" if rid else "")
            if self.reset is not None and not self.ended:
                text += f"+RST({w.error_name(self.reset)})"
            return text
        if self.reset is not None:
            return f"RST({w.error_name(self.reset)})"
        return "-"

    def done(self):
        return self.ended or self.reset is not None


class H2Conn:
    def __init__(self, conn):
        self.conn = conn
        self.reader = w.FrameReader()
        self.decoder = w.decoder()
        self.streams = {}
        self.goaway = None  # (last stream, error name, debug data)
        self.frames_seen = []
        self.decode_error = None
        self.pending_headers = None

    def start(self):
        """Preface, our SETTINGS (no push, a large window), and the server's SETTINGS read."""
        self.start_bytes = (w.PREFACE + w.settings([(2, 0), (4, 1 << 24)]) +
                            w.window_update(0, (1 << 30)))
        self.conn.send(self.start_bytes)
        self.pump(lambda: any(name == "SETTINGS" for name, _, _ in self.frames_seen), total=3)

    def send(self, data):
        return self.conn.send(data)

    def stream(self, sid):
        return self.streams.setdefault(sid, Stream(sid))

    def pump(self, done, idle=1.2, total=5.0):
        """Reads frames until done() is true, the connection ends, or it stays silent for idle."""
        start = last = time.monotonic()
        while not done():
            now = time.monotonic()
            if now - start > total:
                return "deadline"
            if now - last > idle:
                return "idle"
            data = self.conn.recv_some(min(0.2, idle))
            if data is None:
                return "closed"
            if data:
                last = time.monotonic()
                for f in self.reader.feed(data):
                    self.on_frame(*f)
        return "done"

    def wait_streams(self, sids, idle=1.2, total=5.0):
        return self.pump(lambda: all(self.stream(s).done() for s in sids) or
                         self.goaway is not None and all(
                             self.stream(s).done() or s > self.goaway[0] for s in sids),
                         idle=idle, total=total)

    def on_frame(self, kind, flags, sid, payload):
        name = w.FRAME_NAMES[kind] if kind < len(w.FRAME_NAMES) else f"type{kind}"
        self.frames_seen.append((name, flags, sid))
        if kind == w.SETTINGS and not flags & w.ACK:
            self.conn.send(w.settings(ack=True))
        elif kind == w.PING and not flags & w.ACK:
            self.conn.send(w.frame(w.PING, w.ACK, 0, payload))
        elif kind in (w.HEADERS, w.CONTINUATION):
            if kind == w.HEADERS:
                if flags & w.PADDED:
                    pad = payload[0]
                    payload = payload[1:len(payload) - pad]
                if flags & w.PRIORITY_FLAG:
                    payload = payload[5:]
                self.pending_headers = (sid, bytearray(payload), flags & w.END_STREAM)
            elif self.pending_headers:
                self.pending_headers[1].extend(payload)
            if flags & w.END_HEADERS and self.pending_headers:
                sid, fragment, end = self.pending_headers
                self.pending_headers = None
                try:
                    fields = self.decoder.decode(bytes(fragment), raw=True)
                except Exception as err:  # noqa: BLE001 - recorded, not fatal
                    self.decode_error = str(err)
                    return
                stream = self.stream(sid)
                for n, v in fields:
                    if n == b":status":
                        if stream.status is None or stream.status < 200:
                            stream.status = int(v)
                    else:
                        stream.headers.append((n, v))
                if end:
                    stream.ended = True
        elif kind == w.DATA:
            stream = self.stream(sid)
            if flags & w.PADDED:
                pad = payload[0]
                payload = payload[1:len(payload) - pad]
            stream.body += payload
            if flags & w.END_STREAM:
                stream.ended = True
            if payload:
                self.conn.send(w.window_update(sid, len(payload)) +
                               w.window_update(0, len(payload)))
        elif kind == w.RST_STREAM:
            self.stream(sid).reset = struct.unpack(">I", payload[:4])[0]
        elif kind == w.GOAWAY:
            last, code = struct.unpack(">II", payload[:8])
            self.goaway = (last & 0x7FFFFFFF, w.error_name(code), payload[8:60])

    def summary(self, sids):
        parts = [self.stream(s).outcome() for s in sids]
        if self.goaway is not None:
            parts.append(f"GOAWAY({self.goaway[1]},last={self.goaway[0]})")
        return " ".join(parts)
