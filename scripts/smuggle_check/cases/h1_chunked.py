"""Chunked bodies the client breaks, and body limits: the application must never get a
malformed or oversized body as a complete request."""

from .common import LAST, case, chunk, h1_send, post, smug

F = "chunked"


def chunked(ctx, c, body, n=2, **kw):
    return h1_send(ctx, c, [post(c, ["Transfer-Encoding: chunked"], body)], n=n, **kw)[0]


def bad(name, what, body_fn, expect=(400,), incomplete=("atk0",)):
    def run(ctx, c):
        return chunked(ctx, c, body_fn(c))
    case(name, what, expect=expect, incomplete=incomplete, family=F)(run)


bad("chunk size with a leading space", "` 5\\r\\nhello`…", lambda c: b" 5\r\nhello\r\n" + LAST + smug(c))
bad("chunk size `0x5`", "`0x5\\r\\nhello`…", lambda c: b"0x5\r\nhello\r\n" + LAST + smug(c))
bad("chunk size overflow (17 hex digits)", "`10000000000000005\\r\\nhello`…",
    lambda c: b"10000000000000005\r\nhello\r\n" + LAST + smug(c))
bad("chunk size `-5`", "`-5\\r\\nhello`…", lambda c: b"-5\r\nhello\r\n" + LAST + smug(c))
bad("chunk data longer than its size", "`3\\r\\nhello\\r\\n0`…",
    lambda c: b"3\r\nhello\r\n" + LAST + smug(c))
bad("chunk data without its CRLF", "`5\\r\\nhello0\\r\\n\\r\\n`…",
    lambda c: b"5\r\nhello" + LAST + smug(c))
bad("chunk extension with a bare LF", "`5;a\\nb\\r\\nhello`…",
    lambda c: b"5;a\nb\r\nhello\r\n" + LAST + smug(c), expect=(400, 200), incomplete=())
bad("chunk extension, quoted CRLF", "`5;a=\"\\r\\n0\\r\\n\\r\\nGET /smug…\"`",
    lambda c: b'5;a="\r\n0\r\n\r\n' + smug(c) + b'"\r\nhello\r\n' + LAST,
    expect=(400, 200), incomplete=())
bad("chunk size not hex `g`", "`g\\r\\n`…", lambda c: b"g\r\nhello\r\n" + LAST + smug(c))
bad("bare LF chunk lines", "`5\\nhello\\n0\\n\\n` + a GET for bravo",
    lambda c: b"5\nhello\n0\n\n" + smug(c), expect=(400, 200), incomplete=())
bad("chunk size, trailing space", "`5 \\r\\nhello`…", lambda c: b"5 \r\nhello\r\n" + LAST + smug(c),
    expect=(400, 200), incomplete=())


@case("chunk extension passes?", "`5;ext=1\\r\\nhello\\r\\n0\\r\\n\\r\\n`", expect=(200,), family=F)
def _(ctx, c):
    return chunked(ctx, c, b"5;ext=1\r\nhello\r\n" + LAST, n=1)


@case("trailers naming Host and framing", "chunked body, `Trailer: Host, Content-Length`, "
      "trailers `Host: bravo`, `Content-Length: 0`, `Transfer-Encoding: x`", expect=(200, 400),
      family=F)
def _(ctx, c):
    body = chunk("hello") + f"0\r\nHost: {c.B}\r\nContent-Length: 0\r\nTransfer-Encoding: x\r\n\r\n".encode()
    data = post(c, ["Transfer-Encoding: chunked", "Trailer: Host, Content-Length"], body)
    return h1_send(ctx, c, [data], n=1)[0]


@case("last chunk `000`", "`5\\r\\nhello\\r\\n000\\r\\n\\r\\n`", expect=(200,), family=F)
def _(ctx, c):
    return chunked(ctx, c, chunk("hello") + b"000\r\n\r\n", n=1)


@case("chunked body over the limit", "70,000 bytes chunked (limit 65,536)", expect=(413,),
      incomplete=("atk0",), family=F)
def _(ctx, c):
    body = b"".join(chunk(b"x" * 10000) for _ in range(7)) + LAST
    return h1_send(ctx, c, [post(c, ["Transfer-Encoding: chunked"], b""), body], n=1, pause=0.05)[0]


@case("Content-Length over the limit", "CL 70,000 and the body", expect=(413,),
      incomplete=("atk0",), family=F)
def _(ctx, c):
    return h1_send(ctx, c, [post(c, ["Content-Length: 70000"], b""), b"x" * 70000], n=1)[0]


@case("gamma: CL over the site's 1,000", "CL 2,000 to gamma (its entry's limit 1,000), "
      "Expect: 100-continue", expect=(413,), attacker="gamma.smuggle.test",
      incomplete=("atk0",), family=F)
def _(ctx, c):
    return h1_send(ctx, c, [post(c, ["Content-Length: 2000", "Expect: 100-continue"], b"")],
                   n=1)[0]


@case("gamma: chunked past the site's limit", "1,500 bytes chunked to gamma (limit 1,000)",
      expect=(413,), attacker="gamma.smuggle.test", incomplete=("atk0",), family=F)
def _(ctx, c):
    body = chunk(b"y" * 700) + chunk(b"y" * 800) + LAST
    return chunked(ctx, c, body, n=1)


def refused_body(out, c):
    """A request hidden in a refused body must never be served: that would be a desync
    between tlsfront's reading and the client's framing."""
    hidden = c.m("smug", c.A)
    for body in out.bodies:
        if hidden.encode() in body:
            out.fails.append(("desync", "a request inside a refused body was served as a request"))
    return out


@case("requests inside an over-limit chunked body", "chunked body: 64 KiB, then chunks each "
      "holding a whole GET for alpha, past the limit", expect=(413,), incomplete=("atk0",),
      family=F)
def _(ctx, c):
    inner = smug(c, tenant=c.A)
    body = chunk(b"x" * 65000) + b"".join(chunk(inner) for _ in range(20)) + LAST + inner
    out = h1_send(ctx, c, [post(c, ["Transfer-Encoding: chunked"], b""), body], n=3, pause=0.05)[0]
    return refused_body(out, c)


@case("requests inside an over-limit CL body", "CL 70,000 whose body is GETs for alpha "
      "back to back", expect=(413,), incomplete=("atk0",), family=F)
def _(ctx, c):
    inner = smug(c, tenant=c.A)
    body = (inner * (70000 // len(inner) + 1))[:70000]
    out = h1_send(ctx, c, [post(c, ["Content-Length: 70000"], b""), body], n=3, pause=0.05)[0]
    return refused_body(out, c)


@case("gamma: requests inside a refused body", "CL 2,000 to gamma (limit 1,000), no Expect, "
      "the body GETs for gamma back to back", expect=(413,), attacker="gamma.smuggle.test",
      incomplete=("atk0",), family=F)
def _(ctx, c):
    inner = smug(c, tenant=c.A)
    body = (inner * (2000 // len(inner) + 1))[:2000]
    out = h1_send(ctx, c, [post(c, ["Content-Length: 2000"], b"") + body], n=3)[0]
    return refused_body(out, c)


@case("requests after a refused chunked body", "chunked `chunked, chunked` (400) then a "
      "GET for alpha after the last chunk", expect=(400,), family=F)
def _(ctx, c):
    inner = smug(c, tenant=c.A)
    out = h1_send(ctx, c, [post(c, ["Transfer-Encoding: chunked, chunked"],
                                chunk("hello") + LAST + inner)], n=2)[0]
    if len(out.statuses) > 1:
        out.diffs.append("the GET after the refused body was served on the same connection")
    return out
