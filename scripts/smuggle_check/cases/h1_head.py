"""HTTP/1.1 heads: line folding, whitespace and control bytes, hop-by-hop abuse, headers a
proxy must drop."""

from .common import case, h1_send, head, post, smug, te_then_close

F = "head"


def send(ctx, c, data, n=2, **kw):
    return h1_send(ctx, c, [data], n=n, **kw)[0]


@case("control: plain GET", "GET with Host: alpha", expect=(200,), family="control")
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}"]), n=1)


@case("obs-fold hides a Host", "`X-Note: a` then ` Host: bravo` as a continuation line",
      family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", "X-Note: a", f" Host: {c.B}"]))


@case("bare LF line endings", "GET whose head ends its lines with LF only", expect=(200, 400),
      family=F)
def _(ctx, c):
    return send(ctx, c, f"GET {c.m()} HTTP/1.1\nHost: {c.A}\nX-A: 1\n\n".encode(), n=1)


@case("bare LF hides TE inside a value", "`X-A: 1\\nTransfer-Encoding: chunked` + "
      "Content-Length covering a hidden GET", expect=(400, "200+close"), family=F)
def _(ctx, c):
    body = b"0\r\n\r\n" + smug(c)
    data = (f"POST {c.m()} HTTP/1.1\r\nHost: {c.A}\r\nX-A: 1\nTransfer-Encoding: chunked\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    return te_then_close(send(ctx, c, data))


@case("bare CR inside a header", "`X-A: 1\\rTransfer-Encoding: chunked` + Content-Length",
      family=F)
def _(ctx, c):
    body = b"0\r\n\r\n" + smug(c)
    data = (f"POST {c.m()} HTTP/1.1\r\nHost: {c.A}\r\nX-A: 1\rTransfer-Encoding: chunked\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    return send(ctx, c, data)


@case("NUL in a header value", "`X-A: a\\x00b`", expect=(400,), family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", "X-A: a\x00b"]), n=1)


@case("space before colon: `Host : bravo`", "Host: alpha, then `Host : bravo`", family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", f"Host : {c.B}"]), n=1)


@case("header name with a space", "`X Forwarded: 1`", expect=(400,), family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", "X Forwarded: 1"]), n=1)


@case("Connection names Content-Length", "`Connection: Content-Length`, CL 5, `hello` + a "
      "GET for bravo", expect=(200, 400), family=F)
def _(ctx, c):
    return send(ctx, c, post(c, ["Connection: Content-Length", "Content-Length: 5"],
                             b"hello" + smug(c)))


@case("Connection names Host", "`Connection: close, Host`", expect=(200,), family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", "Connection: keep-alive, Host"]), n=1)


@case("Connection names Transfer-Encoding", "`Connection: Transfer-Encoding`, chunked body "
      "with a hidden GET after the last chunk", expect=(200, 400), family=F)
def _(ctx, c):
    return send(ctx, c, post(c, ["Connection: Transfer-Encoding", "Transfer-Encoding: chunked"],
                             b"5\r\nhello\r\n0\r\n\r\n" + smug(c)))


@case("Proxy and underscore headers", "`Proxy: http://evil`, `X_Forwarded_For`, "
      "`Content_Length: 99`, `X-Forwarded-Host: bravo`", expect=(200,), family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", "Proxy: http://127.0.0.9:1",
                                            "X_Forwarded_For: 10.0.0.1", "Content_Length: 99",
                                            f"X-Forwarded-Host: {c.B}"]), n=1)


@case("Forwarded host= another tenant", "`Forwarded: host=bravo;proto=https`",
      expect=(200,), family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", f"Forwarded: host={c.B};proto=https"]), n=1)


@case("TE: gzip, trailers + hop-by-hop", "`TE: gzip, trailers`, `Keep-Alive: 1`, "
      "`Proxy-Connection: keep-alive`, `HTTP2-Settings: AAMAAABkAAQAAP__`", expect=(200,),
      family=F)
def _(ctx, c):
    return send(ctx, c, head("GET", c.m(), [f"Host: {c.A}", "TE: gzip, trailers", "Keep-Alive: 1",
                                            "Proxy-Connection: keep-alive",
                                            "HTTP2-Settings: AAMAAABkAAQAAP__"]), n=1)


@case("Expect: 100-continue", "POST, CL 5, Expect: 100-continue, body after the 100",
      expect=(200,), family=F)
def _(ctx, c):
    out, conn = h1_send(ctx, c, [post(c, ["Content-Length: 5", "Expect: 100-continue"], b"")],
                        n=1, idle=0.6)
    conn.send(b"hello")
    out.sent += b"hello"
    from ..h1client import complete_count
    from ..drive import h1_record
    how = conn.read_until(complete_count(1), idle=1.0)
    h1_record(out, conn, (), how)
    return out
