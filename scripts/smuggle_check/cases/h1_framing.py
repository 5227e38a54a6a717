"""HTTP/1.1 body framing: CL.TE, TE.CL, TE.TE obfuscations, bad Content-Length."""

from .common import LAST, case, chunk, h1_send, post, smug, te_then_close

F = "framing"


def clte(c, te_line, order="cl-first", version="HTTP/1.1"):
    body = LAST + smug(c)
    lines = [f"Content-Length: {len(body)}", te_line]
    if order != "cl-first":
        lines.reverse()
    data = post(c, lines, body)
    if version != "HTTP/1.1":
        data = data.replace(b"HTTP/1.1", version.encode(), 1)
    return data


def send(ctx, c, data, n=2, **kw):
    return h1_send(ctx, c, [data], n=n, **kw)[0]


BOTH = (400, "200+close")


@case("CL.TE classic", "POST, Content-Length covering `0\\r\\n\\r\\n` + a GET for bravo, "
      "Transfer-Encoding: chunked", expect=BOTH, family=F)
def _(ctx, c):
    return te_then_close(send(ctx, c, clte(c, "Transfer-Encoding: chunked")))


@case("TE.CL (TE first, CL short)", "POST, Transfer-Encoding: chunked then Content-Length: 4; "
      "one chunk holding a GET for bravo", expect=BOTH, family=F)
def _(ctx, c):
    inner = smug(c)
    size = f"{len(inner):x}\r\n"
    body = size.encode() + inner + b"\r\n" + LAST
    return te_then_close(send(ctx, c, post(c, ["Transfer-Encoding: chunked",
                                                f"Content-Length: {len(size)}"], body)))


TE_OBFUSCATIONS = [
    ("TE: xchunked + CL", "Transfer-Encoding: xchunked", (400, 501)),
    ("TE: space before colon + CL", "Transfer-Encoding : chunked", (400,)),
    ("TE: vertical tab + CL", "Transfer-Encoding:\x0bchunked", (400, 501)),
    ("TE: chunked, identity + CL", "Transfer-Encoding: chunked, identity", (400, 501)),
    ("TE: identity, chunked + CL", "Transfer-Encoding: identity, chunked", (400, 501)),
    ("TE: quoted \"chunked\" + CL", 'Transfer-Encoding: "chunked"', (400, 501)),
    ("TE: chunked + NUL + CL", "Transfer-Encoding: chunked\x00", (400,)),
    ("TE: folded onto a 2nd line + CL", "Transfer-Encoding:\r\n chunked", (400,)),
    ("Transfer_Encoding (underscore) + CL", "Transfer_Encoding: chunked", (200,)),
    ("TE: leading tab + CL", "Transfer-Encoding:\tchunked", BOTH),
    ("TE: CHUNKED upper case + CL", "Transfer-Encoding: CHUNKED", BOTH),
]

for _name, _line, _expect in TE_OBFUSCATIONS:
    def _make(line):
        def run(ctx, c):
            return te_then_close(send(ctx, c, clte(c, line)))
        return run
    case(_name, f"CL.TE with `{_line!r}`; the body hides a GET for bravo", expect=_expect,
         family=F)(_make(_line))


@case("two TE lines: chunked, then gzip", "Transfer-Encoding: chunked / Transfer-Encoding: "
      "gzip, body chunked with a hidden GET", expect=(400, 501), family=F)
def _(ctx, c):
    body = LAST + smug(c)
    return send(ctx, c, post(c, ["Transfer-Encoding: chunked", "Transfer-Encoding: gzip"], body))


@case("two TE lines: chunked twice", "Transfer-Encoding: chunked twice", expect=(400,), family=F)
def _(ctx, c):
    return send(ctx, c, post(c, ["Transfer-Encoding: chunked", "Transfer-Encoding: chunked"],
                             chunk("hello") + LAST + smug(c)))


@case("CL.TE in HTTP/1.0", "HTTP/1.0 POST with both framings (RFC 9112 §6.1: faulty framing)",
      expect=(400,), family=F)
def _(ctx, c):
    return send(ctx, c, clte(c, "Transfer-Encoding: chunked", version="HTTP/1.0"))


def cl_case(name, values, expect, body_len=5):
    def run(ctx, c):
        body = b"hello" + smug(c)
        lines = [f"Content-Length: {v}" for v in values]
        return send(ctx, c, post(c, lines, body))
    case(name, "Content-Length " + " / ".join(repr(v) for v in values) +
         "; 5 body bytes then a GET for bravo", expect=expect, family=F)(run)


cl_case("two CL, different", ["5", "46"], (400,))
cl_case("two CL, same value", ["5", "5"], (400, 200))
cl_case("CL list `5, 5`", ["5, 5"], (400, 200))
cl_case("CL `+5`", ["+5"], (400,))
cl_case("CL `-5`", ["-5"], (400,))
cl_case("CL hex `0x5`", ["0x5"], (400,))
cl_case("CL 2^64+5 (overflow)", ["18446744073709551621"], (400, 413))
cl_case("CL `5 0` (inner space)", ["5 0"], (400,))
cl_case("CL leading zeros `0005`", ["0005"], (200, 400))
cl_case("CL `5` + CL with junk `5x`", ["5", "5x"], (400,))
