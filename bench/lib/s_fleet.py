"""Scenario `fleet` (issue 14): instances of a fleet on one Redis.

1. Resumption across instances. Three tlsfront instances on the same Redis store (the run's
   Redis, on the client core) serve the same hosts. tlsfront-bench opens one connection per
   request, each to a random instance (`--connect A,B,C --connect-order random`), and offers
   the newest session its earlier connections to that host received, from whichever instance
   (`--resumption`). TLS 1.3, and TLS 1.2 (ECDHE-ECDSA-AES128-GCM-SHA256). The resumption
   rate is resumed handshakes over connections that offered a session; the generator also
   tells sessions offered to the instance that issued them from sessions offered to another
   one. TLS 1.2 session IDs live in one process, so a TLS 1.2 session resumed on another
   instance was resumed by its ticket. Target: at least 99 %. Instances that do not share
   ticket keys resume only on the instance that issued the session: about one in three.
2. Server CPU per full and per resumed handshake, tlsfront against nginx, two instances each,
   every instance on the server core. nginx's two share one `ssl_session_ticket_key` file (an
   80-byte key, AES-256: what an operator copies to every machine), with the peers' usual
   tuning (bench/peers/nginx.conf.in: tickets on, a session cache, the same suites and
   groups); both serve the same ECDSA P-256 certificates, TLS 1.3, X25519. Per round and
   server: a run without resumption (every handshake full) and a run with it, both with
   random instances; server CPU (both instances, from /proc) over the run. The resumed
   cost is what the second run spent beyond its full handshakes (at the first run's cost),
   divided by its resumed handshakes, so a run that resumed less than all still yields it.
   Each figure covers the whole connection (accept, handshake, one GET, close). Target:
   tlsfront's resumed handshake costs at most 2/3 of nginx's.
3. A Redis Sentinel failover under load (bench/lib/fleet_failover.py).
"""

import os

import fleet_failover
import hostsets
import peers
from common import Background, BenchError, check_report, error_total, generator, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

INSTANCES = 3
PAIR = 2
CONNECTIONS = 16
TLS_CASES = [
    ("TLS 1.3", ["--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256", "--kx", "x25519"]),
    ("TLS 1.2", ["--tls", "1.2", "--cipher", "ECDHE-ECDSA-AES128-GCM-SHA256", "--kx", "x25519"]),
]
CPU_TLS = TLS_CASES[0][1]
# nginx's key file: 80 bytes (16 name, 32 HMAC, 32 AES-256 key), as `openssl rand 80` makes.
TICKET_KEY_BYTES = 80


def sizes(run):
    if run.quick:
        return {"hosts": 200, "resumption_hosts": 20, "cpu_hosts": 20, "duration": 0.6, "warmup": 0.2,
                "cached_hosts": 10, "probe_interval": 0.05, "down_after_ms": 500, "kill_after": 0.8,
                "cap": 20, "after_recovery": 0.5}
    return {"hosts": 1000, "resumption_hosts": 1000, "cpu_hosts": 100, "duration": 8.0, "warmup": 2.0,
            "cached_hosts": 100, "probe_interval": 0.1, "down_after_ms": 1000, "kill_after": 3.0,
            "cap": 60, "after_recovery": 3.0}


def run_scenario(run, redis):
    size = sizes(run)
    hosts = hostsets.host_set("ecdsa", size["hosts"])
    servers = []
    try:
        fleet = [_start(run, servers, peers.Tlsfront(run, hosts, "redis", redis=redis, name=f"tlsfront-{i + 1}",
                                                     cache_ttl=peers.STEADY_TTL))
                 for i in range(INSTANCES)]
        resumption = measure_resumption(run, fleet, size)
        key = os.path.join(run.scratch("nginx-ticket-key"), "ticket.key")
        with open(key, "wb") as f:
            f.write(os.urandom(TICKET_KEY_BYTES))
        os.chmod(key, 0o600)
        pairs = {"tlsfront": fleet[:PAIR],
                 "nginx": [_start(run, servers, peers.Nginx(run, hosts, "per-host", ticket_key=key, name=f"nginx-{i + 1}"))
                           for i in range(PAIR)]}
        cpu = measure_cpu(run, pairs, size)
        cpu["commands"] = {kind: [" ".join(s.command) for s in group] for kind, group in pairs.items()}
        for server in servers:
            server.check_alive()
    finally:
        for server in servers:
            server.stop()
    failover = fleet_failover.measure(run, hosts, size)
    return {"sizes": size, "resumption": resumption, "cpu": cpu, "failover": failover}


def _start(run, started, server):
    started.append(server)
    return server.start_and_wait(60 if run.quick else 300)


def _host_args(count):
    return ["--host-pattern", "h{i}." + hostsets.DOMAIN, "--host-count", str(count)]


# ---------------------------------------------------------------------------------------------
# 1. Resumption across instances


def measure_resumption(run, fleet, size):
    args = ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{size['duration']}s", "--warmup",
            f"{size['warmup']}s", "--resumption", "--connect-order", "random"] + _host_args(size["resumption_hosts"])
    tls_of = dict(TLS_CASES)
    per = in_rounds(
        run.rounds, list(tls_of), lambda name: _resumption_run(run, fleet, args + tls_of[name], size),
        lambda round_no, name, r: f"  fleet resumption round {round_no}, {name}: {_pct(r['rate'])} resumed "
        f"(same instance {_pct(r['same_rate'])}, another {_pct(r['other_rate'])}), {r['handshakes_per_s']:.0f}/s")
    cases = {}
    for name, rounds in per.items():
        cases[name] = {
            "rate": summary([r["rate"] for r in rounds]),
            "same_rate": summary([r["same_rate"] for r in rounds]),
            "other_rate": summary([r["other_rate"] for r in rounds]),
            "offered": sum(r["offered"] for r in rounds),
            "resumed": sum(r["resumed"] for r in rounds),
            "offered_other": sum(r["offered_other"] for r in rounds),
            "resumed_other": sum(r["resumed_other"] for r in rounds),
            "not_offered": sum(r["not_offered"] for r in rounds),
            "errors": sum(r["errors"] for r in rounds),
            "handshakes_per_s": summary([r["handshakes_per_s"] for r in rounds]),
            "tickets_per_connection": summary([r["tickets_per_connection"] for r in rounds]),
            "server_counters": rounds[-1]["server_counters"],
            "rounds": rounds,
        }
    return {"instances": len(fleet), "hosts": size["resumption_hosts"], "connections": CONNECTIONS,
            "duration_s": size["duration"], "warmup_s": size["warmup"], "client_args": args, "cases": cases,
            "tls_args": {name: tls for name, tls in TLS_CASES}}


def _resumption_run(run, fleet, args, size):
    wait_for_quiet(run, lambda: sum(s.cpu_seconds() for s in fleet))
    before = [_resumption_counters(s) for s in fleet]
    report = generator(run, [s.port for s in fleet], args, timeout=size["duration"] + size["warmup"] + 60)
    check_report(report, "fleet resumption run")
    counters = {}
    for server, old in zip(fleet, before):
        for key, value in _resumption_counters(server).items():
            counters[key] = counters.get(key, 0) + value - old.get(key, 0)
    res = report["resumption"]
    offered_same, offered_other = res["offered_same_target"], res["offered_other_target"]
    resumed_same, resumed_other = res["resumed_same_target"], res["resumed_other_target"]
    offered, resumed = offered_same + offered_other, resumed_same + resumed_other
    if offered == 0:
        raise BenchError(f"fleet resumption run: no connection offered a session ({res})")
    handshakes = report["handshakes"]["total"]
    return {
        "rate": resumed / offered,
        "same_rate": resumed_same / offered_same if offered_same else None,
        "other_rate": resumed_other / offered_other if offered_other else None,
        "offered": offered, "resumed": resumed, "offered_other": offered_other, "resumed_other": resumed_other,
        "not_offered": res["not_offered"],
        "handshakes_per_s": report["handshakes_per_s"],
        "tickets_per_connection": res["tls13_tickets_received"] / handshakes if handshakes else None,
        "per_instance": [t["handshakes"] for t in report["targets"]],
        "errors": error_total(report),
        "server_counters": counters,
        "negotiated": report["negotiated"],
    }


def _resumption_counters(server):
    """tlsfront's own counters of resumed and full handshakes, whatever this build calls them
    (any counter naming resumption or tickets), summed by name: a cross-check of the client's
    counts where the build has them."""
    try:
        return {k: v for k, v in server.metrics().items() if "resum" in k or "ticket" in k}
    except OSError:
        return {}


# ---------------------------------------------------------------------------------------------
# 2. Server CPU per full and per resumed handshake


def measure_cpu(run, pairs, size):
    base = ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{size['duration']}s",
            "--connect-order", "random"] + _host_args(size["cpu_hosts"]) + CPU_TLS
    per = in_rounds(
        run.rounds, list(pairs), lambda kind: _full_and_resumed(run, pairs[kind], base, size),
        lambda round_no, kind, r: f"  fleet CPU round {round_no}, {kind}: {_cpu_text(r)}")
    servers = {}
    for kind, rounds in per.items():
        servers[kind] = {
            "full_us": summary([r["full_us"] for r in rounds]),
            "resumed_us": summary([r["resumed_us"] for r in rounds]),
            "resumption_run_us": summary([r["resumption_run_us"] for r in rounds]),
            "resumed_share": summary([r["resumed_share"] for r in rounds]),
            "tickets_per_connection": summary([r["tickets_per_connection"] for r in rounds]),
            "full_rate": summary([r["full_rate"] for r in rounds]),
            "resumed_rate": summary([r["resumed_rate"] for r in rounds]),
            "background_cores": summary([r["background"] for r in rounds]),
            "errors": sum(r["errors"] for r in rounds),
            "rounds": rounds,
        }
    ratios = {}
    if "nginx" in per:
        for key in ("full_us", "resumed_us"):
            ratios[key] = ratio_of_rounds([r[key] for r in per["tlsfront"]], [r[key] for r in per["nginx"]])
    return {"instances": PAIR, "hosts": size["cpu_hosts"], "connections": CONNECTIONS, "duration_s": size["duration"],
            "client_args": base, "servers": servers, "ratios": ratios}


def _full_and_resumed(run, servers, base, size):
    """A run without resumption and one with it against `servers`: server CPU per full and per
    resumed handshake."""
    full = _cpu_run(run, servers, base, size)
    resumed = _cpu_run(run, servers, base + ["--resumption"], size)
    per_full = full["cpu_s"] / full["handshakes"]
    # What the resumption run spent beyond its full handshakes, per resumed handshake.
    extra = resumed["cpu_s"] - (resumed["handshakes"] - resumed["resumed"]) * per_full
    per_resumed = extra / resumed["resumed"] if resumed["resumed"] else None
    return {"full_us": per_full * 1e6, "resumed_us": None if per_resumed is None else per_resumed * 1e6,
            "resumption_run_us": resumed["cpu_s"] * 1e6 / resumed["handshakes"],
            "resumed_share": resumed["resumed"] / resumed["handshakes"],
            "tickets_per_connection": resumed["tickets_per_connection"],
            "full_rate": full["rate"], "resumed_rate": resumed["rate"],
            "errors": full["errors"] + resumed["errors"],
            "background": max(full["background"], resumed["background"]),
            "runs": {"full": full, "resumed": resumed}}


def _cpu_text(r):
    resumed_text = "–" if r["resumed_us"] is None else f"{r['resumed_us']:.0f} µs"
    return (f"full {r['full_us']:.0f} µs, resumed {resumed_text} "
            f"({_pct(r['resumed_share'])} of the resumption run resumed)")


def _cpu_run(run, servers, args, size):
    cpu = lambda: sum(s.cpu_seconds() for s in servers)  # noqa: E731
    wait_for_quiet(run, cpu)
    cpu0 = cpu()
    background = Background(cpu)
    report = generator(run, [s.port for s in servers], args, timeout=size["duration"] + 60)
    busy = background.cores()
    spent = cpu() - cpu0
    check_report(report, f"{servers[0].label} fleet CPU run")
    handshakes = report["handshakes"]["total"]
    versions = set(report["negotiated"]["versions"])
    if versions != {"TLSv1_3"}:
        raise BenchError(f"{servers[0].label}: negotiated {sorted(versions)} in a TLS 1.3 run")
    tickets = (report.get("resumption") or {}).get("tls13_tickets_received")
    return {"cpu_s": spent, "handshakes": handshakes, "resumed": report["handshakes"]["resumed"],
            "tickets_per_connection": None if tickets is None else tickets / handshakes,
            "rate": report["handshakes_per_s"], "errors": error_total(report), "background": busy,
            "per_instance": [t["handshakes"] for t in report["targets"]]}


def _pct(x):
    return "–" if x is None else f"{x * 100:.1f} %"
