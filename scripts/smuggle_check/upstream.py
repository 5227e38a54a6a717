"""The recording upstream: a plain TCP server on loopback that logs every byte of every
connection, cuts it into requests with the strict parser, and answers each request it can
parse with a body naming which request it was (listener/connection/sequence, method, target,
Host, body length).

A few targets make it misbehave on purpose (the application's side of the contract):
  .../ws...         a WebSocket handshake gets a correct 101, then the connection is an echo
                    tunnel (its bytes logged as 'tunnel');
  .../unasked101    any request gets `101 Switching Protocols` (Upgrade: h2c): tlsfront must
                    answer 502 and carry no byte after it;
  .../ws-refuse     a WebSocket handshake gets 403 (no switch);
  .../resp-extra    the answer is followed by a second, unasked response on the same
                    connection (a poisoned keep-alive connection);
  .../resp-clte     the answer has Content-Length and Transfer-Encoding: chunked; by the
                    chunked reading a second, unasked response follows it (…/resp-clte-short:
                    the Content-Length is 10, less than the chunked body);
  .../late-extra    the answer, then 150 ms later an unasked response on the idle connection;
  .../body-anyway   a HEAD, 204 or 304 (…/204…, …/304…) answered with a body that is a
                    whole second response;
  .../big           a 4 MiB answer (for clients that walk away mid-body);
  .../close         the answer says Connection: close and the connection is closed.
"""

import base64
import hashlib
import socket
import threading
import time

from .strict_http1 import Http1Stream, Violation

WS_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
CONN_IDLE_LIMIT = 90.0


class Event:
    __slots__ = ("idx", "t", "label", "cid", "kind", "data")

    def __init__(self, idx, label, cid, kind, data):
        self.idx, self.t, self.label, self.cid, self.kind, self.data = (
            idx, time.monotonic(), label, cid, kind, data)

    def __repr__(self):
        return f"<{self.idx} {self.label}/{self.cid} {self.kind} {self.data!r:.120}>"


class Log:
    def __init__(self):
        self.lock = threading.Lock()
        self.events = []

    def add(self, label, cid, kind, data):
        with self.lock:
            event = Event(len(self.events), label, cid, kind, data)
            self.events.append(event)
            return event

    def mark(self):
        with self.lock:
            return len(self.events)

    def since(self, start, end=None):
        with self.lock:
            return list(self.events[start:end])


def request_id(label, cid, seq):
    return f"{label}/{cid}/{seq}"


def describe(request, rid):
    host = b",".join(request.values("host")).decode("latin-1")
    return (f"req={rid} method={request.method.decode('latin-1')} "
            f"target={request.target.decode('latin-1')} host={host} "
            f"body={len(request.body)}\n").encode()


def response(status, reason, body, extra=b""):
    return (f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain\r\n"
            f"Content-Length: {len(body)}\r\n").encode() + extra + b"\r\n" + body


def may_switch(request):
    """A request the upstream may answer with a 101: parsing pauses after it."""
    return b"unasked101" in request.target or (
        b"/ws" in request.target and request.is_websocket_handshake())


class Connection(threading.Thread):
    def __init__(self, server, sock, cid):
        super().__init__(daemon=True)
        self.server, self.sock, self.cid = server, sock, cid
        self.label = server.label
        self.parser = Http1Stream()
        self.seq = 0
        self.tunnel = None  # None, or 'asked' / 'unasked' once a 101 went out

    def log(self, kind, data):
        return self.server.log.add(self.label, self.cid, kind, data)

    def run(self):
        self.sock.settimeout(0.5)
        self.log("open", None)
        last = time.monotonic()
        try:
            while not self.server.stopping.is_set():
                try:
                    data = self.sock.recv(65536)
                except socket.timeout:
                    if time.monotonic() - last > CONN_IDLE_LIMIT:
                        break
                    continue
                if not data:
                    break
                last = time.monotonic()
                self.log("bytes", data)
                if self.tunnel:
                    self.log("tunnel", {"asked": self.tunnel == "asked", "data": data})
                    self.sock.sendall(data)
                    continue
                if not self.handle(data):
                    break
        except OSError as err:
            self.log("error", str(err))
        finally:
            partial = None if self.tunnel else self.parser.partial()
            if partial is not None:
                self.log("partial", {"id": request_id(self.label, self.cid, self.seq + 1),
                                     "request": partial})
            if not self.tunnel and self.parser.buf:
                self.log("leftover", bytes(self.parser.buf))
            self.log("close", None)
            try:
                self.sock.close()
            except OSError:
                pass

    def handle(self, data):
        """Answers every request the bytes complete; false when the connection must end."""
        while True:
            try:
                events = self.parser.feed(data, pause=may_switch)
            except Violation as violation:
                self.log("violation", str(violation))
                self.sock.sendall(response(400, "Bad Request", b"strict upstream: " +
                                           str(violation).encode()[:200] + b"\n",
                                           b"Connection: close\r\n"))
                return False
            data = b""
            requests = [request for kind, request in events if kind == "request"]
            for request in requests:
                self.seq += 1
                rid = request_id(self.label, self.cid, self.seq)
                self.log("request", {"id": rid, "request": request})
                if not self.answer(request, rid):
                    return False
            if self.tunnel:
                rest = bytes(self.parser.buf)
                self.parser.buf.clear()
                if rest:
                    self.log("tunnel", {"asked": self.tunnel == "asked", "data": rest})
                    self.sock.sendall(rest)
                return True
            # Stopped after a request that might have switched but did not: go on.
            if not (requests and may_switch(requests[-1]) and self.parser.buf):
                return True

    def answer(self, request, rid):
        target = request.target
        body = describe(request, rid)
        head_only = request.method == b"HEAD"
        if b"unasked101" in target:
            self.send(b"HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\n"
                      b"Upgrade: h2c\r\n\r\n", rid)
            # A tunnel is "asked" when tlsfront passed a WebSocket handshake, whatever the
            # application then switched to.
            self.tunnel = "asked" if request.is_websocket_handshake() else "unasked"
            return True
        if b"/ws" in target and b"ws-refuse" not in target and request.is_websocket_handshake():
            key = b"".join(request.values("sec-websocket-key"))
            accept = base64.b64encode(hashlib.sha1(key + WS_GUID).digest())
            self.send(b"HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\n"
                      b"Upgrade: websocket\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n", rid)
            self.tunnel = "asked"
            return True
        if b"ws-refuse" in target:
            self.send(response(403, "Forbidden", body), rid)
            return True
        if b"resp-extra" in target:
            poison = b"POISON from " + rid.encode() + b"\n"
            self.send(response(200, "OK", body, b"X-Req: " + rid.encode() + b"\r\n") +
                      response(200, "OK", poison, b"X-Req: POISON\r\n"), rid)
            return True
        if b"resp-clte" in target:
            poison = response(200, "OK", b"POISON from " + rid.encode() + b"\n", b"X-Req: POISON\r\n")
            chunked = f"{len(body):x}\r\n".encode() + body + b"\r\n0\r\n\r\n"
            length = 10 if b"resp-clte-short" in target else len(chunked) + len(poison)
            self.send(f"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Req: {rid}\r\n"
                      f"Content-Length: {length}\r\n"
                      "Transfer-Encoding: chunked\r\n\r\n".encode() + chunked + poison, rid)
            return True
        if b"late-extra" in target:
            self.send(response(200, "OK", body, b"X-Req: " + rid.encode() + b"\r\n"), rid)
            poison = response(200, "OK", b"POISON from " + rid.encode() + b"\n", b"X-Req: POISON\r\n")
            timer = threading.Timer(0.15, self.send_late, (poison, rid))
            timer.daemon = True
            timer.start()
            return True
        if b"body-anyway" in target:
            # HEAD, 204 and 304 have no body; this application sends one anyway, and the "body"
            # is a whole response.
            poison = response(200, "OK", b"POISON from " + rid.encode() + b"\n", b"X-Req: POISON\r\n")
            status = (b"204 No Content" if b"204" in target else
                      b"304 Not Modified" if b"304" in target else b"200 OK")
            self.send(b"HTTP/1.1 " + status + b"\r\nX-Req: " + rid.encode() +
                      f"\r\nContent-Length: {len(poison)}\r\n\r\n".encode() + poison, rid)
            return True
        if b"/big" in target:
            filler = body + b"." * (4 << 20) + b"\nend of " + rid.encode() + b"\n"
            self.send(response(200, "OK", filler, b"X-Req: " + rid.encode() + b"\r\n"), rid)
            return True
        if b"/close" in target:
            self.send(response(200, "OK", body, b"X-Req: " + rid.encode() +
                               b"\r\nConnection: close\r\n"), rid)
            return False
        out = response(200, "OK", body, b"X-Req: " + rid.encode() + b"\r\n")
        if head_only:
            out = out[:len(out) - len(body)]
        self.send(out, rid)
        return True

    def send(self, data, rid):
        self.log("sent", {"id": rid, "data": data[:4096]})
        self.sock.sendall(data)

    def send_late(self, data, rid):
        try:
            self.send(data, rid + "+late")
        except OSError:
            pass


class RecordingUpstream:
    """One listening socket on 127.0.0.1; `label` names it in request ids."""

    def __init__(self, label, log, stopping):
        self.label, self.log, self.stopping = label, log, stopping
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(128)
        self.listener.settimeout(0.5)
        self.port = self.listener.getsockname()[1]
        self.connections = 0
        self.thread = threading.Thread(target=self.accept_loop, daemon=True)

    def start(self):
        self.thread.start()
        return self

    def accept_loop(self):
        while not self.stopping.is_set():
            try:
                sock, _ = self.listener.accept()
            except socket.timeout:
                continue
            except OSError:
                break
            self.connections += 1
            Connection(self, sock, self.connections).start()
        self.listener.close()


class Upstreams:
    """The upstreams of one run: `shared` (the default upstream, alpha and bravo) and `own`
    (gamma's site entry)."""

    def __init__(self):
        self.log = Log()
        self.stopping = threading.Event()
        self.shared = RecordingUpstream("UP1", self.log, self.stopping).start()
        self.own = RecordingUpstream("UP2", self.log, self.stopping).start()

    def stop(self):
        self.stopping.set()
        self.shared.thread.join(2)
        self.own.thread.join(2)
