"""A client-side reader of tlsfront's HTTP/1.1 responses. Lenient enough to read anything,
but it records what a strict client would object to."""

import re

from .tenants import ANSWER


class Response:
    def __init__(self, status, headers, body, raw):
        self.status, self.headers, self.body, self.raw = status, headers, body, raw

    def header(self, name):
        return [v for n, v in self.headers if n.lower() == name.lower()]

    def answer_id(self):
        """The upstream request this response says it answers, or None (tlsfront's own)."""
        m = ANSWER.search(self.body.decode("latin-1"))
        return m.group(1) if m else None

    def answer(self):
        m = ANSWER.search(self.body.decode("latin-1"))
        return m.groups() if m else None

    def short(self):
        rid = self.answer_id()
        return f"{self.status}" + (f"({rid})" if rid else "")


def parse_responses(data, methods=()):
    """Cuts bytes into responses. Returns (responses, rest, problems). After a 101 the rest is
    tunnel bytes. `methods` are the requests' methods in order (a HEAD response has no body)."""
    responses, problems = [], []
    pos = 0
    index = 0
    while pos < len(data):
        end = data.find(b"\r\n\r\n", pos)
        if end < 0:
            break
        head = data[pos:end]
        lines = head.split(b"\r\n")
        m = re.match(rb"^HTTP/1\.[01] (\d{3})", lines[0])
        if not m:
            problems.append(f"not a status line: {lines[0][:60]!r}")
            break
        status = int(m.group(1))
        headers = []
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers.append((name.decode("latin-1").strip(), value.decode("latin-1").strip()))
        names = [n.lower() for n, _ in headers]
        body_start = end + 4
        method = methods[index] if index < len(methods) else "GET"
        if 100 <= status < 200:
            if status == 101:
                responses.append(Response(status, headers, b"", data[pos:body_start]))
                return responses, data[body_start:], problems
            pos = body_start
            continue  # 100 Continue: the final response follows
        if "content-length" in names and "transfer-encoding" in names:
            problems.append("response with Content-Length and Transfer-Encoding")
        if names.count("content-length") > 1:
            problems.append("response with two Content-Length")
        if method == "HEAD" or status in (204, 304):
            length = 0
        elif "transfer-encoding" in names:
            body, used = dechunk(data, body_start)
            if body is None:
                break
            responses.append(Response(status, headers, body, data[pos:used]))
            pos = used
            index += 1
            continue
        elif "content-length" in names:
            value = next(v for n, v in headers if n.lower() == "content-length")
            length = int(value) if value.isdigit() else 0
        else:
            length = len(data) - body_start  # until close
        if len(data) - body_start < length:
            break
        responses.append(Response(status, headers, data[body_start:body_start + length],
                                  data[pos:body_start + length]))
        pos = body_start + length
        index += 1
    return responses, data[pos:], problems


def dechunk(data, pos):
    body = bytearray()
    while True:
        end = data.find(b"\r\n", pos)
        if end < 0:
            return None, pos
        size = int(data[pos:end].split(b";")[0] or b"0", 16)
        pos = end + 2
        if size == 0:
            end = data.find(b"\r\n\r\n", pos - 2)
            if end < 0:
                return None, pos
            return bytes(body), end + 4
        if len(data) < pos + size + 2:
            return None, pos
        body += data[pos:pos + size]
        pos += size + 2


def complete_count(n, methods=()):
    """A `done` predicate for Conn.read_until: n whole responses, or a 101."""
    def done(data):
        responses, rest, _ = parse_responses(data, methods)
        return len(responses) >= n or any(r.status == 101 for r in responses)
    return done
