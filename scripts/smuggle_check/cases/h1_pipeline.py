"""Pipelining, partial requests, connection reuse after errors, and the upstream's own tricks
on a kept-alive connection."""

import time

from .common import case, h1_send, head, post, smug

F = "pipeline"


@case("two pipelined GETs", "GET atk0 + GET atk1 in one write", expect=(200,), family=F)
def _(ctx, c):
    data = head("GET", c.m("atk0"), [f"Host: {c.A}"]) + head("GET", c.m("atk1"), [f"Host: {c.A}"])
    return h1_send(ctx, c, [data], n=2)[0]


@case("pipelined GET for another tenant", "GET atk0 (alpha) + GET for bravo in one write",
      expect=(200,), family=F)
def _(ctx, c):
    out = h1_send(ctx, c, [head("GET", c.m(), [f"Host: {c.A}"]) + smug(c)], n=2)[0]
    if "421" not in out.answer:
        out.diffs.append("the second request (another tenant) did not get 421")
    return out


@case("reuse after 421", "Host: bravo (421), then a GET for alpha on the same connection",
      expect=(421,), family=F)
def _(ctx, c):
    data = head("GET", c.m("smug", c.B), [f"Host: {c.B}"]) + head("GET", c.m("atk1"), [f"Host: {c.A}"])
    return h1_send(ctx, c, [data], n=2)[0]


@case("pipelined after a 400", "a bad Content-Length, then a GET for alpha in the same write",
      expect=(400,), family=F)
def _(ctx, c):
    data = post(c, ["Content-Length: 5x"], b"") + smug(c, tenant=c.A)
    out = h1_send(ctx, c, [data], n=2)[0]
    if out.answer.count("(") > 0:
        out.diffs.append("a request after a framing error was served on the same connection")
    return out


@case("partial head, then close", "half a POST head, then the connection closed",
      expect=("none", "closed"), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [f"POST {c.m()} HTTP/1.1\r\nHost: {c.A}\r\nContent-Le".encode()],
                        n=1, idle=0.4)
    conn.close()
    return out


@case("partial body, then close", "CL 100 and 10 bytes, then the connection closed",
      expect=("none", "closed", 400), incomplete=("atk0",), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [post(c, ["Content-Length: 100"], b"0123456789")], n=1, idle=0.5)
    conn.close()
    time.sleep(0.2)
    return out


@case("partial body held open", "CL 100 and 10 bytes; the connection stays open while the "
      "victim asks", expect=("none",), incomplete=("atk0",), family=F)
def _(ctx, c):
    return h1_send(ctx, c, [post(c, ["Content-Length: 100"], b"0123456789")], n=1, idle=0.5)[0]


@case("partial chunked body, then close", "chunked, one chunk, no last chunk, then closed",
      expect=("none", "closed", 400), incomplete=("atk0",), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [post(c, ["Transfer-Encoding: chunked"], b"5\r\nhello\r\n")],
                        n=1, idle=0.5)
    conn.close()
    time.sleep(0.2)
    return out


@case("head dripped byte by byte", "a GET head in 12 writes 50 ms apart", expect=(200,),
      family=F)
def _(ctx, c):
    data = head("GET", c.m(), [f"Host: {c.A}"])
    step = max(1, len(data) // 12)
    parts = [data[i:i + step] for i in range(0, len(data), step)]
    return h1_send(ctx, c, parts, n=1, pause=0.05)[0]


@case("GET with a body hiding a request", "GET, CL covering a whole GET for bravo",
      expect=(200,), family=F)
def _(ctx, c):
    body = smug(c)
    return h1_send(ctx, c, [head("GET", c.m(), [f"Host: {c.A}", f"Content-Length: {len(body)}"]) + body],
                   n=2)[0]


@case("HEAD then GET pipelined", "HEAD atk0 + GET atk1 (the HEAD answer has a length, no body)",
      expect=(200,), family=F)
def _(ctx, c):
    data = head("HEAD", c.m("atk0"), [f"Host: {c.A}"]) + head("GET", c.m("atk1"), [f"Host: {c.A}"])
    return h1_send(ctx, c, [data], n=2, methods=("HEAD", "GET"))[0]


@case("upstream sends an unasked 2nd response", "GET …/resp-extra: the application answers, "
      "then writes a second response on the kept-alive connection", expect=(200,), family=F)
def _(ctx, c):
    out = h1_send(ctx, c, [head("GET", c.m() + "/resp-extra", [f"Host: {c.A}"])], n=1)[0]
    time.sleep(0.2)
    return out


@case("upstream closes after answering", "GET …/close, then GET atk1 on the same client "
      "connection", expect=(200,), family=F)
def _(ctx, c):
    data = head("GET", c.m("atk0") + "/close", [f"Host: {c.A}"]) + head("GET", c.m("atk1"), [f"Host: {c.A}"])
    return h1_send(ctx, c, [data], n=2)[0]


@case("upstream answers with CL and TE", "GET …/resp-clte: the application's answer has both "
      "framings, and by the chunked one a second response follows", expect=(200, 502), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [head("GET", c.m() + "/resp-clte", [f"Host: {c.A}"])], n=1)
    if not conn.received and conn.closed_by_peer:
        out.diffs.append("tlsfront closed the connection without sending a byte (it forwarded "
                         "the application's Content-Length with the chunked-decoded, shorter body)")
    time.sleep(0.2)
    return out


@case("upstream CL shorter than its chunked body", "GET …/resp-clte-short (Content-Length 10, "
      "chunked body of ~90 bytes) and GET atk1 pipelined", expect=(200, 502), family=F)
def _(ctx, c):
    data = head("GET", c.m() + "/resp-clte-short", [f"Host: {c.A}"]) + head("GET", c.m("atk1"), [f"Host: {c.A}"])
    out = h1_send(ctx, c, [data], n=2)[0]
    if out.bodies and len(out.bodies[0]) == 10:
        out.notes.append("the answer was cut to the application's Content-Length (10 bytes); "
                         "the next answer on the connection is intact")
    time.sleep(0.2)
    return out


@case("upstream writes a response later, unasked", "GET …/late-extra: the application answers,"
      " then 150 ms later writes a whole response on the idle kept-alive connection; the "
      "victim comes 300 ms later", expect=(200,), family=F)
def _(ctx, c):
    out = h1_send(ctx, c, [head("GET", c.m() + "/late-extra", [f"Host: {c.A}"])], n=1)[0]
    time.sleep(0.3)
    return out


@case("HEAD answered with a body", "HEAD …/body-anyway: the application sends a body (a whole "
      "response) after the HEAD answer", expect=(200,), family=F)
def _(ctx, c):
    out = h1_send(ctx, c, [head("HEAD", c.m() + "/body-anyway", [f"Host: {c.A}"])], n=1,
                  methods=("HEAD",))[0]
    time.sleep(0.1)
    return out


@case("204 answered with a body", "GET …/body-anyway/204: `204` with Content-Length and a body "
      "that is a whole response", expect=(204, 502), family=F)
def _(ctx, c):
    out = h1_send(ctx, c, [head("GET", c.m() + "/body-anyway/204", [f"Host: {c.A}"])], n=1)[0]
    time.sleep(0.1)
    return out


@case("304 answered with a body", "GET …/body-anyway/304: `304` with Content-Length and a body "
      "that is a whole response", expect=(304, 502), family=F)
def _(ctx, c):
    out = h1_send(ctx, c, [head("GET", c.m() + "/body-anyway/304", [f"Host: {c.A}"])], n=1)[0]
    time.sleep(0.1)
    return out


@case("client walks away mid-response", "GET …/big (4 MiB); read 1 KiB, close; the victim "
      "follows at once", expect=(200, "none"), family=F)
def _(ctx, c):
    from ..model import Outcome
    out = Outcome()
    conn = ctx.connect(c.attacker)
    data = head("GET", c.m() + "/big", [f"Host: {c.A}"])
    out.sent += data
    conn.send(data)
    conn.read_until(lambda got: len(got) > 1024, idle=1.0, linger=0)
    out.answer = f"{len(conn.received)} bytes read, then closed by us"
    out.primary = 200 if bytes(conn.received).startswith(b"HTTP/1.1 200") else "none"
    conn.close()
    return out
