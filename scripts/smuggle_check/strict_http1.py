"""A strict, incremental HTTP/1.1 request parser for what tlsfront sends its applications.

It is deliberately stricter than any real server: anything a lenient server could read two
ways is a *violation* (RFC 9112 framing rules, plus what tlsfront promises: one Host, no
client framing copied, no Upgrade but WebSocket). The recording upstream feeds it the raw
bytes of each connection; a violation ends that connection.
"""

import re

TOKEN = re.compile(rb"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
TARGET = re.compile(rb"^(/[\x21-\x7e]*|\*)$")
HEX = re.compile(rb"^[0-9a-fA-F]{1,16}$")
MAX_HEAD = 64 * 1024


class Violation(Exception):
    """Bytes a lenient server could frame differently from a strict one."""


class Request:
    def __init__(self, method, target, version, headers, raw_head):
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers  # list of (name-bytes, value-bytes), as sent
        self.raw_head = raw_head
        self.body = b""
        self.trailers = []
        self.complete = False
        self.framing = "none"

    def values(self, name):
        name = name.lower().encode() if isinstance(name, str) else name.lower()
        return [v for n, v in self.headers if n.lower() == name]

    def names(self):
        return [n.decode("latin-1") for n, _ in self.headers]

    def is_websocket_handshake(self):
        up = self.values("upgrade")
        return (self.method == b"GET" and len(up) == 1 and up[0].lower() == b"websocket"
                and any(b"upgrade" in v.lower() for v in self.values("connection")))


def _check_line(line, where):
    if b"\r" in line:
        raise Violation(f"bare CR in {where}: {line[:80]!r}")
    if b"\x00" in line:
        raise Violation(f"NUL in {where}: {line[:80]!r}")


def parse_head(head):
    """`head` ends with CRLF CRLF. Returns a Request or raises Violation."""
    if b"\n" in head.replace(b"\r\n", b""):
        at = head.replace(b"\r\n", b"..").find(b"\n")
        raise Violation(f"bare LF in head near {head[max(0, at - 30):at + 10]!r}")
    lines = head[:-4].split(b"\r\n")
    request_line = lines[0]
    _check_line(request_line, "request line")
    parts = request_line.split(b" ")
    if len(parts) != 3:
        raise Violation(f"request line is not METHOD SP TARGET SP VERSION: {request_line[:120]!r}")
    method, target, version = parts
    if not TOKEN.match(method):
        raise Violation(f"method is not a token: {method[:40]!r}")
    if not TARGET.match(target):
        raise Violation(f"target not in origin form or has a control byte: {target[:120]!r}")
    if version != b"HTTP/1.1":
        raise Violation(f"version {version!r} (tlsfront sends HTTP/1.1)")
    headers = []
    for line in lines[1:]:
        _check_line(line, "header line")
        if line[:1] in (b" ", b"\t"):
            raise Violation(f"obs-fold (a continuation line): {line[:80]!r}")
        name, colon, value = line.partition(b":")
        if not colon:
            raise Violation(f"header line without a colon: {line[:80]!r}")
        if not TOKEN.match(name):
            raise Violation(f"header name is not a token (whitespace before the colon?): {name[:80]!r}")
        value = value.strip(b" \t")
        if any(b < 0x20 and b != 0x09 or b == 0x7F for b in value):
            raise Violation(f"control byte in the value of {name!r}: {value[:80]!r}")
        headers.append((name, value))
    return Request(method, target, version, headers, head)


def framing_of(request):
    """('length', n) | ('chunked', None) | ('none', 0); raises Violation on ambiguity."""
    cls = request.values("content-length")
    tes = request.values("transfer-encoding")
    if cls and tes:
        raise Violation(f"Content-Length {cls!r} and Transfer-Encoding {tes!r} together")
    if len(tes) > 1:
        raise Violation(f"{len(tes)} Transfer-Encoding lines: {tes!r}")
    if tes:
        if tes[0] != b"chunked":
            raise Violation(f"Transfer-Encoding is not exactly chunked: {tes[0]!r}")
        return "chunked", None
    if len(cls) > 1:
        raise Violation(f"{len(cls)} Content-Length lines: {cls!r}")
    if cls:
        if not re.match(rb"^[0-9]{1,15}$", cls[0]):
            raise Violation(f"Content-Length is not plain digits: {cls[0]!r}")
        return "length", int(cls[0])
    return "none", 0


class ChunkedReader:
    """Reads a chunked body strictly from a buffer; `feed` returns the bytes it consumed."""

    def __init__(self):
        self.state = "size"
        self.left = 0
        self.body = bytearray()
        self.trailers = []
        self.done = False

    def feed(self, buf, start):
        pos = start
        while not self.done:
            if self.state == "size":
                end = buf.find(b"\r\n", pos)
                if end < 0:
                    if len(buf) - pos > 64 or b"\n" in buf[pos:]:
                        raise Violation(f"chunk-size line malformed: {bytes(buf[pos:pos + 40])!r}")
                    return pos
                line = bytes(buf[pos:end])
                if not HEX.match(line):
                    raise Violation(f"chunk-size line is not bare hex (extension or junk): {line!r}")
                self.left = int(line, 16)
                pos = end + 2
                self.state = "data" if self.left else "trailer"
            elif self.state == "data":
                take = min(self.left, len(buf) - pos)
                self.body += buf[pos:pos + take]
                pos += take
                self.left -= take
                if self.left:
                    return pos
                self.state = "crlf"
            elif self.state == "crlf":
                if len(buf) - pos < 2:
                    return pos
                if buf[pos:pos + 2] != b"\r\n":
                    raise Violation(f"chunk data not followed by CRLF: {bytes(buf[pos:pos + 20])!r}")
                pos += 2
                self.state = "size"
            elif self.state == "trailer":
                end = buf.find(b"\r\n", pos)
                if end < 0:
                    return pos
                line = bytes(buf[pos:end])
                pos = end + 2
                if not line:
                    self.done = True
                    break
                _check_line(line, "trailer")
                if b"\n" in line:
                    raise Violation(f"bare LF in trailer: {line!r}")
                name, colon, value = line.partition(b":")
                if not colon or not TOKEN.match(name):
                    raise Violation(f"malformed trailer line: {line[:80]!r}")
                self.trailers.append((name, value.strip(b" \t")))
        return pos


class Http1Stream:
    """One connection's bytes, cut into requests. `feed` returns events:
    ('head', Request) when a head is in, ('request', Request) when complete,
    and raises Violation once the bytes stop making sense."""

    def __init__(self):
        self.buf = bytearray()
        self.current = None
        self.remaining = 0
        self.chunked = None

    def feed(self, data, pause=None):
        """`pause(request)` true stops after that request: what follows may not be HTTP."""
        self.buf += data
        events = []
        while True:
            if self.current is None:
                if not self.buf:
                    break
                if self.buf[:2] == b"\r\n":
                    raise Violation("empty line between requests (a lenient server skips it)")
                end = self.buf.find(b"\r\n\r\n")
                if end < 0:
                    if b"\n" in bytes(self.buf).replace(b"\r\n", b""):
                        raise Violation(f"bare LF in a head: {bytes(self.buf[:80])!r}")
                    if len(self.buf) > MAX_HEAD:
                        raise Violation("request head larger than 64 KiB")
                    if self.buf.startswith(b"PRI * HTTP/2.0"[:len(self.buf)]) and len(self.buf) >= 3:
                        raise Violation("the HTTP/2 connection preface (h2c on the upstream connection)")
                    break
                head = bytes(self.buf[:end + 4])
                if head.startswith(b"PRI * HTTP/2.0"):
                    raise Violation("the HTTP/2 connection preface (h2c on the upstream connection)")
                del self.buf[:end + 4]
                request = parse_head(head)
                kind, length = framing_of(request)
                request.framing = kind
                self.current = request
                events.append(("head", request))
                if kind == "chunked":
                    self.chunked = ChunkedReader()
                else:
                    self.remaining = length
            request = self.current
            if self.chunked is not None:
                used = self.chunked.feed(self.buf, 0)
                del self.buf[:used]
                if not self.chunked.done:
                    request.body = bytes(self.chunked.body)
                    break
                request.body = bytes(self.chunked.body)
                request.trailers = self.chunked.trailers
                self.chunked = None
            else:
                take = min(self.remaining, len(self.buf))
                request.body += bytes(self.buf[:take])
                del self.buf[:take]
                self.remaining -= take
                if self.remaining:
                    break
            request.complete = True
            events.append(("request", request))
            self.current = None
            if pause is not None and pause(request):
                break
        return events

    def partial(self):
        """What is left unfinished when the connection ends: a head or a body cut short."""
        if self.current is not None:
            return self.current
        return None
