"""HTTP/1.1 request lines and hosts: absolute form, authority tricks, other tenants."""

from .common import case, h1_send, head

F = "target"


def send(ctx, c, data, n=1, **kw):
    return h1_send(ctx, c, [data], n=n, **kw)[0]


def simple(name, what, target_fn, headers_fn, expect, version="HTTP/1.1", method="GET",
           unmarked_ok=False):
    def run(ctx, c):
        return send(ctx, c, head(method, target_fn(c), headers_fn(c), version))
    case(name, what, expect=expect, family=F, unmarked_ok=unmarked_ok)(run)


simple("Host: another tenant", "Host: bravo on an alpha session", lambda c: c.m(),
       lambda c: [f"Host: {c.B}"], (421,))
simple("no Host", "HTTP/1.1 GET without Host", lambda c: c.m(), lambda c: [], (400,))
simple("two Hosts, same tenant", "Host: alpha twice", lambda c: c.m(),
       lambda c: [f"Host: {c.A}", f"host: {c.A}"], (400,))
simple("two Hosts, two tenants", "Host: alpha, host: bravo", lambda c: c.m(),
       lambda c: [f"Host: {c.A}", f"host: {c.B}"], (400,))
simple("Host with userinfo", "Host: alpha@bravo", lambda c: c.m(),
       lambda c: [f"Host: {c.A}@{c.B}"], (400,))
simple("Host: comma list", "Host: alpha,bravo", lambda c: c.m(),
       lambda c: [f"Host: {c.A},{c.B}"], (400,))
simple("Host: upper case, trailing dot, port", "Host: ALPHA.SMUGGLE.TEST.:8443", lambda c: c.m(),
       lambda c: [f"Host: {c.A.upper()}.:8443"], (200,))
simple("Host: IP literal", "Host: 127.0.0.1", lambda c: c.m(), lambda c: ["Host: 127.0.0.1"],
       (421,))
simple("Host: tenant as a suffix", "Host: bravo.smuggle.test.alpha.smuggle.test",
       lambda c: c.m(), lambda c: [f"Host: {c.B}.{c.A}"], (421,))
simple("absolute form, other tenant", "GET https://bravo/... with Host: alpha",
       lambda c: f"https://{c.B}{c.m()}", lambda c: [f"Host: {c.A}"], (421,))
simple("absolute form, own tenant, Host other", "GET https://alpha/... with Host: bravo "
       "(the target wins)", lambda c: f"https://{c.A}{c.m()}", lambda c: [f"Host: {c.B}"],
       (200, 400))
simple("absolute form with userinfo", "GET https://alpha@bravo/...",
       lambda c: f"https://{c.A}@{c.B}{c.m()}", lambda c: [f"Host: {c.A}"], (400, 421))
simple("absolute form, fragment trick", "GET https://bravo#@alpha/...",
       lambda c: f"https://{c.B}#@{c.A}{c.m()}", lambda c: [f"Host: {c.A}"], (400, 421))
simple("absolute form, http scheme, port", "GET http://alpha:80/...",
       lambda c: f"http://{c.A}:80{c.m()}", lambda c: [f"Host: {c.A}"], (200, 400))
simple("authority form on GET", "GET alpha.smuggle.test:443 HTTP/1.1",
       lambda c: f"{c.A}:443", lambda c: [f"Host: {c.A}"], (400,), unmarked_ok=True)
simple("double slash path", "GET //bravo.smuggle.test/...",
       lambda c: f"//{c.B}{c.m()}", lambda c: [f"Host: {c.A}"], (200, 400))
simple("CONNECT another tenant", "CONNECT bravo:443", lambda c: f"{c.B}:443",
       lambda c: [f"Host: {c.B}:443"], (405, 421), method="CONNECT")
simple("CONNECT own tenant", "CONNECT alpha:443", lambda c: f"{c.A}:443",
       lambda c: [f"Host: {c.A}:443"], (405,), method="CONNECT")
simple("TRACE", "TRACE with Host: alpha", lambda c: c.m(), lambda c: [f"Host: {c.A}"], (405,),
       method="TRACE")
simple("GET *", "GET * HTTP/1.1", lambda c: "*", lambda c: [f"Host: {c.A}"], (400,))
simple("OPTIONS *", "OPTIONS * HTTP/1.1", lambda c: "*", lambda c: [f"Host: {c.A}"], (200,),
       method="OPTIONS", unmarked_ok=True)
simple("HTTP/1.0 without Host", "GET ... HTTP/1.0, no Host (the session's host applies)",
       lambda c: c.m(), lambda c: [], (200,), version="HTTP/1.0")
simple("HTTP/2.0 in an HTTP/1 request line", "GET ... HTTP/2.0", lambda c: c.m(),
       lambda c: [f"Host: {c.A}"], (400, 505, "closed"), version="HTTP/2.0")
simple("request line with a 4th token", "GET /... HTTP/1.1 X", lambda c: c.m(),
       lambda c: [f"Host: {c.A}"], (400,), version="HTTP/1.1 X")
simple("double space in request line", "GET  /... HTTP/1.1", lambda c: " " + c.m(),
       lambda c: [f"Host: {c.A}"], (400,))
simple("encoded CRLF in target", "GET /...%0d%0aHost:%20bravo",
       lambda c: c.m() + "%0d%0aHost:%20" + c.B, lambda c: [f"Host: {c.A}"], (200,))
simple("DEL and 0xff in target", "GET /...\\x7f\\xff", lambda c: c.m() + "\x7f\xff",
       lambda c: [f"Host: {c.A}"], (400,))
simple("lower-case method", "get /...", lambda c: c.m(), lambda c: [f"Host: {c.A}"],
       (200, 400, 405), method="get")


@case("HTTP/0.9 request", "GET /... (no version)", expect=(400, "closed"), family=F)
def _(ctx, c):
    return send(ctx, c, f"GET {c.m()}\r\n\r\n".encode())


simple("authority form naming another tenant", "GET bravo.smuggle.test:443 HTTP/1.1, Host: alpha",
       lambda c: f"{c.B}:443", lambda c: [f"Host: {c.A}"], (400, 421), unmarked_ok=True)
simple("absolute form, upper-case scheme and host", "GET HTTPS://BRAVO.SMUGGLE.TEST/... with "
       "Host: alpha", lambda c: f"HTTPS://{c.B.upper()}{c.m()}", lambda c: [f"Host: {c.A}"],
       (400, 421))
