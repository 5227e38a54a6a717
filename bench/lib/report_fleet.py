"""The `fleet` scenario's tables (issue 14) and its targets: sessions resume on any instance
(at least 99 %), a resumed handshake costs tlsfront at most 2/3 of nginx's, and a Sentinel
failover fails no request for a cached host."""

from report_summary import Figure, Headline

RESUMPTION_TARGET = 0.99
CPU_TARGET = 2 / 3


def md_fleet(d):
    return "\n".join([_md_resumption(d["resumption"]), _md_cpu(d["cpu"]), _md_failover(d["failover"])])


def add_targets(data, add):
    """Adds the fleet targets to the DESIGN targets table (`add(target, measured, met, where)`)."""
    if "fleet" not in data:
        return
    d = data["fleet"]["data"]
    res = d["resumption"]
    rates = [(name, c["rate"]["median"], c["other_rate"]["median"] if c["other_rate"] else None)
             for name, c in res["cases"].items()]
    add(f"Fleet: a session resumes whichever of {res['instances']} instances a connection lands on "
        f"(at least {_pct(RESUMPTION_TARGET, 0)})",
        "; ".join(f"{name}: {_pct(rate)} (on another instance {_pct(other)})" for name, rate, other in rates),
        all(rate is not None and rate >= RESUMPTION_TARGET for _, rate, _ in rates), "fleet")
    ratio = d["cpu"]["ratios"].get("resumed_us")
    add("Fleet: tlsfront's resumed TLS 1.3 handshake costs at most 2/3 of nginx's (server CPU, two instances each)",
        f"{_x(ratio)} of nginx's", None if ratio is None else ratio <= CPU_TARGET, "fleet")
    failover = d["failover"]
    if failover.get("supported"):
        add("Fleet: a Sentinel failover under load fails no request for a cached host",
            f"{_cached_failed(failover)} failed; uncached hosts: "
            + (_unserved(failover) if failover["unserved_s"] is None else f"unserved for {_unserved(failover)}"),
            failover["cached_failures"] == 0, "fleet")
    else:
        add("Fleet: a Sentinel failover under load fails no request for a cached host",
            "not supported by this build", None, "fleet")


def headline(d):
    """Server CPU per resumed TLS 1.3 handshake across the instances, tlsfront's and nginx's."""
    cpu = d["cpu"]
    servers = cpu["servers"]
    peers = {}
    if "nginx" in servers:
        ratio = cpu["ratios"].get("resumed_us")  # tlsfront ÷ nginx, a median of per-round ratios
        peers["nginx"] = Figure(_us(_med(servers["nginx"]["resumed_us"])), 1 / ratio if ratio else None)
    return Headline(f"Server CPU per resumed TLS 1.3 handshake, {cpu['instances']} instances, each connection to a "
                    f"random one (tlsfront's share ticket keys through Redis, nginx's a key file)",
                    _us(_med(servers["tlsfront"]["resumed_us"])), peers)


def _md_resumption(res):
    rows = []
    for name, c in res["cases"].items():
        rows.append([name, _pct(c["rate"]["median"]), f"{_pct(c['rate']['min'])}–{_pct(c['rate']['max'])}",
                     _pct(_med(c["same_rate"])), _pct(_med(c["other_rate"])),
                     f"{c['resumed']:,} of {c['offered']:,}", f"{c['not_offered']:,}",
                     f"{c['handshakes_per_s']['median']:,.0f}",
                     "–" if "1.2" in name else _n(_med(c["tickets_per_connection"]), 1),
                     f"{c['errors']:,}"])
    rounds = len(next(iter(res["cases"].values()))["rounds"])
    out = [f"**Resumption across instances**: {res['instances']} tlsfront instances on one Redis, each new connection "
           f"to a random one, offering the newest session an earlier connection to its host received "
           f"({res['hosts']:,} hosts in turn, {res['connections']} connections, one request each, "
           f"{res['duration_s']:g} s after {res['warmup_s']:g} s of warm-up; {rounds} round(s), medians). Resumed: "
           f"of the connections that offered a session; split by whether the session came from the instance the "
           f"connection landed on. A TLS 1.2 session resumed on another instance was resumed by its ticket (session "
           f"IDs live in one process). Target: at least {_pct(RESUMPTION_TARGET, 0)}.\n"]
    out.append(_table(["TLS", "resumed", "round range", "on the issuing instance", "on another instance",
                       "resumed of offered (all rounds)", "no session to offer", "handshakes/s",
                       "TLS 1.3 tickets per connection", "errors"], rows))
    return "\n".join(out)


def _md_cpu(cpu):
    rows = []
    ratios = cpu.get("ratios", {})
    for kind, s in cpu["servers"].items():
        full, resumed = _med(s["full_us"]), _med(s["resumed_us"])
        rows.append([kind, _us(full), _us(resumed), _x(resumed / full if full and resumed else None),
                     _pct(_med(s["resumed_share"])), _us(_med(s["resumption_run_us"])),
                     _n(_med(s.get("tickets_per_connection")), 1),
                     f"{_med(s['full_rate']):,.0f}", f"{_med(s['resumed_rate']):,.0f}",
                     "1" if kind == "nginx" else _x(ratios.get("full_us")),
                     "1" if kind == "nginx" else _x(ratios.get("resumed_us")), f"{s['errors']:,}"])
    rounds = len(next(iter(cpu["servers"].values()))["rounds"])
    out = [f"\n**Server CPU per handshake, full and resumed** (TLS 1.3, ECDSA P-256, X25519; {cpu['instances']} "
           f"instances of each server on the server core, each new connection to a random one; nginx's share one "
           f"`ssl_session_ticket_key` file; {cpu['hosts']:,} hosts, {cpu['connections']} connections, one request each, "
           f"{cpu['duration_s']:g} s per run; {rounds} round(s), medians, ratios the median of per-round ratios). "
           f"Each figure is the server CPU of a whole connection (accept, handshake, `GET /`, close). Resumed: "
           f"what a run with resumption spent beyond its full handshakes (at the full run's cost), per resumed "
           f"handshake. That assumes a full handshake costs the same after a session the server could not "
           f"resume; where the resumption run resumed far from all, compare its CPU per connection too. Target: "
           f"tlsfront's resumed handshake at most 2/3 of nginx's.\n"]
    out.append(_table(["server", "full", "resumed", "resumed ÷ full", "resumed in the resumption run",
                       "its CPU per connection", "its tickets per connection",
                       "full handshakes/s", "with resumption/s", "full ÷ nginx", "resumed ÷ nginx", "errors"], rows))
    return "\n".join(out)


def _md_failover(f):
    if not f.get("supported"):
        return (f"\n**Redis Sentinel failover**: not supported by this build (tlsfront said: "
                f"`{f.get('reason', 'unknown')}`).\n")
    not_yet = f"not within {f['probed_s']:.1f} s"
    recovered = not_yet if f["recovered_s"] is None and f["probes_failed"] else _s(f["recovered_s"])
    promoted = not_yet if f["promoted_after_s"] is None else _s(f["promoted_after_s"])
    rows = [[promoted, _unserved(f), _s(f["first_failure_s"]), recovered,
             f"{f['probes_failed']} of {f['probes_after_kill']}"
             + (f" ({f['probes_failed_before_kill']} before the kill)" if f["probes_failed_before_kill"] else ""),
             _cached_failed(f),
             f"{f['cached_handshakes_per_s']:,.0f}",
             ", ".join(f"{k} ({v})" for k, v in f["cached_failure_kinds"].items()) or "–"]]
    out = [f"\n**Redis Sentinel failover under load**: a primary, a replica and 3 sentinels (quorum 2, "
           f"down-after {f['down_after_ms']} ms) on loopback; one tlsfront at `redis+sentinel://…`. Full handshakes "
           f"on {f['cached_hosts']} cached hosts ({f['load_connections']} connections), and a handshake with a host "
           f"never asked for before every {f['probe_interval_s'] * 1000:.0f} ms; the primary is killed (SIGKILL). "
           f"Times from the kill. Unserved: from the first failed probe to the first success after the last "
           f"failure (0 when no probe failed). Target: no cached-host request fails.\n"]
    out.append(_table(["sentinels promoted the replica", "uncached hosts unserved", "first failed probe",
                       "served again", "probes failed (after the kill)", "cached-host requests failed",
                       "cached handshakes/s", "failures by kind"], rows))
    return "\n".join(out)


def _unserved(f):
    if f["unserved_s"] is None:
        return f"not served again within {f['probed_s']:.1f} s"
    return _s(f["unserved_s"])


def _cached_failed(f):
    """Failed of attempted: every attempt either got a 2xx response or counted an error."""
    return f"{f['cached_failures']:,} of {f['cached_requests_ok'] + f['cached_failures']:,}"


def _med(s):
    return None if not s else s.get("median")


def _pct(x, digits=1):
    return "–" if x is None else f"{x * 100:.{digits}f} %"


def _x(r):
    return "–" if r is None else f"{r:.2f}×"


def _n(x, digits=0):
    return "–" if x is None else f"{x:,.{digits}f}"


def _us(x):
    return "–" if x is None else f"{x:,.0f} µs"


def _s(x):
    return "–" if x is None else f"{x:.2f} s"


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
