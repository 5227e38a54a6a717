"""The checks: what the upstream's raw log and the clients' answers must show for a case.

FAIL (exit 1): a desync (framing a strict parser refuses, a request no client sent as such, a
hidden request answered to nobody), a Host naming another tenant or two Hosts, a tunnel (bytes
after a 101 the case did not ask for), a response mix-up, the victim not getting its own
answer, a malformed body reaching the application complete, a header tlsfront promises to
drop, tlsfront dying. DIFF: an answer other than the expected one, or something surprising
(a connection-wide GOAWAY where a stream reset would do). Notes explain the rest."""

from .tenants import UPSTREAM_OF, host_tenant, names_other_tenant, parse_marker

DROPPED = {b"proxy", b"expect", b"keep-alive", b"proxy-connection", b"proxy-authorization"}


class Registry:
    """Every case and its outcome, so that a request in one case's window that belongs to
    another (late) is judged by its own case's rules."""

    def __init__(self, cases):
        self.cases = {c.id: c for c in cases}
        self.outcomes = {}
        self.requests = {}  # request id -> (event, request)

    def session_tenant(self, case_id, role):
        c = self.cases.get(case_id)
        if c is None:
            return None
        return c.victim if role == "vict" else c.attacker


def judge(c, out, vic, events, reg, alive, death=""):
    fails, notes, diffs = list(out.fails), list(out.notes), list(out.diffs)
    saw = []
    for e in events:
        if e.kind == "request":
            reg.requests[e.data["id"]] = (e, e.data["request"])
    for e in events:
        where = f"{e.label}/{e.cid}"
        if e.kind == "violation":
            fails.append(("desync", f"upstream {where} framing: {e.data}"))
            saw.append(f"VIOLATION {e.data[:70]}")
        elif e.kind == "leftover":
            fails.append(("desync", f"upstream {where}: bytes no request framed: {e.data[:60]!r}"))
        elif e.kind == "tunnel":
            allowed = e.data["asked"] and c.allow_tunnel
            if not allowed:
                fails.append(("tunnel", f"upstream {where}: {len(e.data['data'])} bytes after a 101"
                              f" ({'websocket' if e.data['asked'] else 'unasked'}): "
                              f"{e.data['data'][:60]!r}"))
            saw.append(f"tunnel {len(e.data['data'])}B")
        elif e.kind == "partial":
            r = e.data["request"]
            saw.append(f"cut: {r.method.decode('latin-1')} {r.target.decode('latin-1')[:30]} "
                       f"body {len(r.body)}B, incomplete")
            check_request(c, e, r, reg, out, fails, notes, diffs, complete=False)
        elif e.kind == "request":
            r = e.data["request"]
            check_request(c, e, r, reg, out, fails, notes, diffs, complete=True)
            role = parse_marker(r.target)
            if role and role[1] == "vict" and role[0] == c.id:
                continue
            saw.append(f"{r.method.decode('latin-1')} {r.target.decode('latin-1')[:34]} "
                       f"host={b','.join(r.values('host')).decode('latin-1')[:24]}"
                       + (f" body={len(r.body)}B" if r.body else ""))
    for rid in out.got:
        if rid == "POISON":
            continue
        known = reg.requests.get(rid)
        if known is None:
            fails.append(("mix-up", f"the attacker got an answer to {rid}, which the upstream never logged"))
            continue
        mark = parse_marker(known[1].target)
        if mark is None and c.unmarked_ok and any(e is known[0] for e in events):
            continue
        if mark is None or mark[0] != c.id or mark[1] == "vict":
            fails.append(("mix-up", f"the attacker got the answer to {known[1].target[:40]!r}"))
    for body in out.bodies:
        if b"POISON" in body:
            fails.append(("mix-up", "the attacker got an upstream's unasked (poisoned) response"))
    check_victim(c, vic, reg, fails)
    if not alive:
        fails.append(("crash", f"tlsfront is no longer running ({death})"))
    statuses = getattr(out, "statuses", [])
    if c.proto == "h1" and statuses[:1] in ([400], [501]) and len(statuses) > 1:
        diffs.append(f"answered {statuses[0]} and kept reading the connection: the bytes after "
                     f"the refused request were served as requests ({statuses[1:]})")
    if out.primary not in c.expect:
        diffs.append(f"answered {out.primary}, expected {'/'.join(map(str, c.expect))}")
    verdict = "FAIL" if fails else ("DIFF" if diffs else "ok")
    return verdict, fails, notes, diffs, saw


def check_request(c, e, r, reg, out, fails, notes, diffs, complete):
    target = r.target.decode("latin-1")
    mark = parse_marker(target)
    where = f"{e.label}/{e.cid}"
    if mark is None:
        text = f"upstream {where} got a request with no marker: {r.raw_head[:80]!r}"
        if c.unmarked_ok:
            notes.append(text + " (the case's own target)")
        else:
            fails.append(("desync", text + " (no client sent it as such)"))
        return
    case_id, role, _ = mark
    owner = reg.cases.get(case_id, c)
    session = reg.session_tenant(case_id, role)
    hosts = r.values("host")
    if len(hosts) != 1:
        fails.append(("host", f"{target}: {len(hosts)} Host lines {hosts!r}"))
    for h in hosts:
        ht = host_tenant(h)
        if ht != session:
            fails.append(("cross-tenant", f"{target} from a {session} session reached the "
                          f"application with Host {h!r}"))
    if UPSTREAM_OF.get(session) != e.label:
        fails.append(("cross-tenant", f"{target} from a {session} session reached {e.label}"))
    xfh = r.values("x-forwarded-host")
    if len(xfh) > 1 or (xfh and hosts and xfh[0] != hosts[0]):
        fails.append(("cross-tenant", f"{target}: X-Forwarded-Host {xfh!r}, Host {hosts!r}"))
    for name, value in r.headers:
        low = name.lower()
        if low in (b"host", b"x-forwarded-host"):
            continue
        if low in DROPPED or b"_" in name:
            fails.append(("header", f"{target}: {name.decode('latin-1')} reached the application"))
        elif low == b"http2-settings":
            notes.append("HTTP2-Settings not named in Connection passes (RFC 9113 §3.2.1 makes "
                         "that the client's mistake; harmless without Upgrade)")
        elif low == b"upgrade" and not (r.is_websocket_handshake() and owner.ws_ok):
            fails.append(("tunnel", f"{target}: Upgrade {value!r} reached the application"))
        elif low == b"te" and value.lower() != b"trailers":
            fails.append(("header", f"{target}: TE {value!r} reached the application"))
        elif low == b"forwarded" and names_other_tenant(value, session):
            notes.append(f"the client's own Forwarded element naming another tenant is kept "
                         f"first (documented: trust the last): {value[:60]!r}")
        elif names_other_tenant(value, session):
            notes.append(f"header {name.decode('latin-1')} names another tenant (the client's own "
                         f"value, passed on)")
    for name, value in r.trailers:
        if name.lower() in (b"host", b"content-length", b"transfer-encoding", b":authority"):
            diffs.append(f"trailer {name!r}: {value[:40]!r} reached the application")
    if role == "smug" and complete:
        answered = any(rid == e.data["id"] for rid in reg.outcomes.get(case_id, out).got)
        if answered:
            notes.append(f"{target}: read as the client's own next request and answered to it")
        else:
            fails.append(("desync", f"{target}: a hidden request reached the application and "
                          "its answer went to no client of the case"))
    if complete and role in owner.incomplete:
        fails.append(("body", f"{target}: reached the application complete, body {r.body[:40]!r}"))


def check_victim(c, vic, reg, fails):
    if vic.status != 200:
        fails.append(("victim", f"the victim ({vic.proto}) got {vic.status}: {vic.error or vic.body[:60]!r}"))
        return
    known = reg.requests.get(vic.rid)
    target = known[1].target.decode("latin-1") if known else None
    mark = parse_marker(target or "")
    if mark != (c.id, "vict", c.victim):
        fails.append(("mix-up", f"the victim got the answer to {target!r} ({vic.rid})"))
    if b"POISON" in vic.body:
        fails.append(("mix-up", "the victim got an upstream's unasked (poisoned) response"))
    if vic.error:
        fails.append(("mix-up", f"the victim got more than its answer: {vic.error}"))
