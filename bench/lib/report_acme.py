"""The `acme` scenario's tables (certificates on demand, issue 13) and its DESIGN target: at most
one gate call per distinct unknown name, and no CA order, under a flood of names nobody
allowed."""

from report_summary import Figure, Headline, lead_of_less

NAMES = {"tlsfront": "tlsfront (dir store, --acme-ask)", "caddy": "Caddy on_demand_tls"}


def md_acme(d):
    return "\n".join([_md_issuance(d), _md_flood(d)])


def add_targets(data, add):
    """Adds the on-demand target to the DESIGN targets table (`add(target, measured, met,
    where)`)."""
    if "acme" not in data:
        return
    flood = data["acme"]["data"]["flood"]
    case = flood["cases"].get("tlsfront, ask denies")
    if not case:
        return
    calls = case["ask_calls"]["max"]
    within = case["elapsed_s"]["max"] < flood["denied_ttl_s"]
    add(f"On demand: {flood['handshakes']:,} handshakes over {flood['distinct_names']:,} random unknown names "
        f"(ask denies) cost at most one gate call per distinct name and no CA order",
        f"{calls:,.0f} calls for {flood['distinct_names']:,} names (worst round), {case['orders']} orders",
        calls <= flood["distinct_names"] and case["orders"] == 0 and within, "certificates on demand")


def headline(d):
    """The median time to a new name's first handshake, tlsfront's and Caddy's."""
    servers = d["issuance"]["servers"]
    if "tlsfront" not in servers:
        return None
    ours = servers["tlsfront"]["median_s"]["median"]
    peers = {}
    if "caddy" in servers:
        theirs = servers["caddy"]["median_s"]["median"]
        peers["caddy"] = Figure(_ms(theirs), lead_of_less(ours, theirs))
    return Headline("Time from a new name's ClientHello to a finished handshake with its issued certificate, "
                    "median (ACME against Pebble; Caddy's on_demand_tls)", _ms(ours), peers)


def _md_issuance(d):
    issuance = d["issuance"]
    rows = []
    for kind, s in issuance["servers"].items():
        limiter = ""
        if s["limiter_wait_s"]:
            limiter = (f"{s['names_held_by_limiter']['median']:.0f} names, {s['limiter_wait_s']['median']:.1f} s "
                       f"in all; median without it {_ms(s['median_without_limiter_s']['median'])}")
        rows.append([NAMES.get(kind, kind), _ms(s["median_s"]["median"]),
                     f"{_ms(s['median_s']['min'])}–{_ms(s['median_s']['max'])}", _ms(s["p95_s"]["median"]),
                     _ms(s["max_s"]), f"{s['failed']} of {s['names']}", f"{s['orders']}",
                     _ms(s["first_s"]["median"]), f"{s['server_ms_per_name']['median']:.1f} ms",
                     f"{s['pebble_ms_per_name']['median']:.1f} ms", limiter or "–"])
    rounds = len(next(iter(issuance["servers"].values()))["rounds"])
    out = [f"**Time from the ClientHello for a new name to a finished handshake with its issued certificate** "
           f"({issuance['names_per_round']} new names one after another per round, {rounds} round(s), a fresh Pebble "
           f"per server and round, TLS-ALPN-01; median and p95 of each round's names, median over rounds; the "
           f"round medians' range; the slowest name of all; the first name of each round, which also registers "
           f"the ACME account, apart)\n"]
    out.append(_table(["server", "median", "round medians", "p95", "slowest", "failed", "CA orders",
                       "first name (+ account)", "server CPU per name", "Pebble CPU per name",
                       "held by Caddy's rate limiter (per round)"], rows))
    return "\n".join(out)


def _md_flood(d):
    flood = d["flood"]
    rows = []
    for name, c in flood["cases"].items():
        gate = ""
        if c.get("gate_answers"):
            fresh = sum(v for k, v in c["gate_answers"].items() if 'cached="false"' in k)
            cached = sum(v for k, v in c["gate_answers"].items() if 'cached="true"' in k)
            gate = f"{fresh:,.0f} asked, {cached:,.0f} cached"
        asked = "–" if not c["on_demand"] else f"{c['ask_calls']['median']:,.0f}"
        per_name = "–" if not c["on_demand"] else f"{c['ask_calls']['median'] / flood['distinct_names']:.2f}"
        refusal = ", ".join(f"{k} ({v:,})" for k, v in sorted(c["refusals"].items(), key=lambda kv: -kv[1])[:2])
        rows.append([name, asked, per_name, str(c["orders"]) if c["on_demand"] else "–",
                     f"{c['rate']['median']:,.0f}", f"{c['rate']['min']:,.0f}–{c['rate']['max']:,.0f}",
                     f"{c['server_us_per_handshake']['median']:.0f} µs", f"{c['client_cores']['median']:.2f}",
                     f"{c['elapsed_s']['max']:.1f} s", gate or "–", refusal])
    out = [f"\n**Refused handshakes: {flood['handshakes']:,} handshakes over {flood['distinct_names']:,} random names "
           f"nobody allowed** (each name {flood['handshakes'] // flood['distinct_names']} times, shuffled, fresh names "
           f"in every round; {flood['connections']} connections, TLS 1.3; the ask endpoint denies and counts; "
           f"gate calls and rates are medians over rounds, CA orders (from Pebble's log) summed over them; tlsfront's "
           f"tlsfront_acme_gate_answers_total from the last round)\n"]
    out.append(_table(["server", "gate calls", "per distinct name", "CA orders", "refused/s", "min–max",
                       "server CPU per handshake", "client cores", "longest run", "tlsfront gate answers",
                       "client saw (all rounds)"], rows))
    return "\n".join(out)


def _ms(seconds):
    if seconds is None:
        return "–"
    ms = seconds * 1000
    return f"{ms:.1f} ms" if ms < 10 else f"{ms:,.0f} ms" if ms < 10000 else f"{seconds:,.1f} s"


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
