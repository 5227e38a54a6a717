"""The `isolation` scenario's tables (issue 28, item 6): a victim host's latency alone and under
each flood of another host, and what the flooded host was served meanwhile; and its DESIGN
target (a victim's p99 under a flood at most 2× its p99 alone, without failures)."""

from report_summary import Figure, Headline

NAMES = {"tlsfront": "tlsfront (fair gate)", "tlsfront-limits": "tlsfront + per-host limits",
         "nginx": "nginx limit_req/limit_conn", "haproxy": "HAProxy stick table", "caddy": "Caddy (no limits)"}
CASES = {
    "alone": "victim alone",
    "handshakes-256": "full-handshake flood, {n} connections",
    "handshakes-2000": "full-handshake flood, {n} connections",
    "keepalive-1000": "keep-alive request flood, {n} connections",
    "slowloris-5000": "slowloris, {n} connections",
    "proxied-alone": "proxied victim alone",
    "stuck-app": "proxied victim beside a stuck application, {n} waiting",
}
# The victim's p99 under a flood may be at most this multiple of its p99 alone.
TARGET_RATIO = 2.0


def md_isolation(d):
    servers = d["servers"]
    limits = d["limits"]
    victim = d["victim"]
    load = d.get("loadavg") or {}
    out = [f"**A victim host's latency under another host's flood**: the victim ({victim['host']}, static `GET /`; "
           f"proxied: {victim['proxied_host']}, `GET /page`) makes {victim['rate']} new connections a second, each a "
           f"full TLS 1.3 handshake and one request, paced (open loop: latency from each start's scheduled time), from "
           f"127.0.0.1 like the flood, for {d['window_s']:g} s per case; a start that takes over "
           f"{victim['timeout_s']} s in any phase, or ends without a 2xx, failed. Each cell: victim p50 / p99 (median "
           f"of rounds), the p99 as a multiple of the victim's p99 alone (median of per-round ratios; proxied cases: "
           f"of the proxied victim alone), and failures summed over the rounds. Target: at most "
           f"{TARGET_RATIO:g}× and no failure. Limits where a server has them: {limits['handshakes_per_second']:,} "
           f"handshakes/s (tlsfront only: nginx and HAProxy know the host only after the handshake), "
           f"{limits['requests_per_second']:,} requests/s and {limits['connections']:,} connections per host. Load "
           f"average {_load(load.get('before'))} before, {_load(load.get('after'))} after.\n"]
    header = ["case"] + [NAMES.get(s, s) for s in servers]
    rows = []
    for case in d["cases"]:
        row = [_case_label(case)]
        for s in servers:
            e = case["servers"].get(s)
            row.append(_victim_cell(e, case["case"] in ("alone", "proxied-alone")) if e else "not run")
        rows.append(row)
    out.append(_table(header, rows))
    out.append("\n**The flooded host meanwhile**: its 2xx answers a second, its attempts not served a second "
               "(refused connections, 429s, timeouts: by kind in the JSON), and the server's CPU per flood operation (µs, from /proc over "
               "the victim's window; the steadier figure on a shared machine) with the server core's use. "
               "Slowloris: connections held (fewest–most during the window) and closed by the server a second.\n")
    rows = []
    for case in d["cases"]:
        if case["flood"] is None:
            continue
        row = [_case_label(case)]
        for s in servers:
            e = case["servers"].get(s)
            row.append(_flood_cell(e) if e else "not run")
        rows.append(row)
    out.append(_table(header, rows))
    out.append("\n**Where the victim's time went** (p99 of each, ms; median of rounds): the TCP connect (the "
               "kernel answers it; a full accept queue delays it), the TLS handshake from connected to finished (the "
               "ClientHello waits for the server to accept and read it, then for its crypto), and how late the "
               "client itself began the start (its own core, shared with the flood).\n")
    rows = []
    for case in d["cases"]:
        row = [_case_label(case)]
        for s in servers:
            e = case["servers"].get(s)
            row.append(_phases_cell(e) if e else "not run")
        rows.append(row)
    out.append(_table(header, rows))
    failures = [(case["case"], s, case["servers"][s]["victim_errors"]) for case in d["cases"] for s in servers
                if case["servers"].get(s, {}).get("victim_errors")]
    if failures:
        out.append("\nVictim failures by kind: " + "; ".join(
            f"{NAMES.get(s, s)}, {c}: " + ", ".join(f"{k} {v:,}" for k, v in sorted(kinds.items()))
            for c, s, kinds in failures) + ".")
    return "\n".join(out)


def add_targets(data, add):
    if "isolation" not in data:
        return
    d = data["isolation"]["data"]
    for server in ("tlsfront", "tlsfront-limits"):
        if server not in d["servers"]:
            continue
        parts, met = [], True
        for case in d["cases"]:
            if case["flood"] is None:
                continue
            e = case["servers"][server]
            ratio, failed = e["p99_ratio"], e["victim_failures"]
            met = met and ratio is not None and ratio <= TARGET_RATIO and failed == 0
            parts.append(f"{case['case']}: {_x(ratio)}" + (f", {failed:,} failed" if failed else ""))
        add(f"Isolation ({NAMES[server]}): a victim host's p99 under a flood of another host at most "
            f"{TARGET_RATIO:g}× its p99 alone, with no failure (issue 28)", "; ".join(parts), met, "isolation")


def headline(d):
    """Each server's worst flood: the victim's p99 as a multiple of its p99 alone."""
    def worst(server):
        floods = [c for c in d["cases"] if c["flood"] is not None and server in c["servers"]]
        measured = [c for c in floods if c["servers"][server]["p99_ratio"] is not None]
        if not measured:
            return None
        case = max(measured, key=lambda c: c["servers"][server]["p99_ratio"])
        failed = sum(c["servers"][server]["victim_failures"] for c in floods)
        return (f"{_x(case['servers'][server]['p99_ratio'])} ({_case_label(case)})"
                + (f", {failed:,} victim requests failed" if failed else ""))

    if worst("tlsfront") is None:
        return None
    limits = worst("tlsfront-limits")
    return Headline(f"A victim host's p99 under another host's flood, as a multiple of its p99 alone: the worst of "
                    f"the floods (target: at most {TARGET_RATIO:g}×)",
                    worst("tlsfront") + ("" if limits is None else f"; with per-host limits {limits}"),
                    {peer: Figure(worst(peer)) for peer in ("nginx", "haproxy", "caddy") if worst(peer) is not None})


def _victim_cell(e, baseline):
    p50, p99 = _med(e["victim_p50_ms"]), _med(e["victim_p99_ms"])
    cell = f"{_ms(p50)} / {_ms(p99)}"
    if not baseline:
        cell += f" ({_x(e['p99_ratio'])})"
    if e["victim_failures"]:
        cell += f", **{e['victim_failures']:,} of {e['victim_starts']:,} failed**"
    return cell


def _phases_cell(e):
    parts = [_med(e.get("victim_connect_p99_ms")), _med(e.get("victim_handshake_p99_ms")),
             _med(e.get("victim_start_lag_p99_ms"))]
    return " / ".join("–" if v is None else f"{v:,.1f}" for v in parts)


def _flood_cell(e):
    f = e.get("flood")
    if not f:
        return "–"
    cores = _med(e["server_cores"])
    core = f"core {cores:.2f}" if cores is not None else "core –"
    slow = f.get("slowloris")
    if slow:
        return (f"{slow['held_min']:,.0f}–{slow['held_max']:,.0f} held, {slow['closed_by_server_per_s']:,.0f} "
                f"closed/s; {core}")
    cpu = _med(f["server_us_per_operation"])
    per_op = f"{cpu:,.0f} µs/op, " if cpu is not None else ""
    return f"{_med(f['ok_per_s']):,.0f} ok/s, {_med(f['errors_per_s']):,.0f} not served/s; {per_op}{core}"


def _case_label(case):
    template = CASES.get(case["case"], case["case"])
    flood = case["flood"] or []
    n = flood[flood.index("-c") + 1] if "-c" in flood else ""
    return template.format(n=f"{int(n):,}" if n else "")


def _load(values):
    return "–" if not values else " ".join(f"{v:.1f}" for v in values)


def _med(s):
    return None if not s else s.get("median")


def _ms(v):
    if v is None:
        return "–"
    return f"{v:.1f} ms" if v < 100 else f"{v:,.0f} ms"


def _x(r):
    return "–" if r is None else f"{r:.2f}×"


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
