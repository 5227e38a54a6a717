"""Certificates on demand (issue 13): what the first handshake for a new name costs, and what a
flood of names nobody allowed costs.

Issuance. tlsfront (directory store, `--acme-ask` at an endpoint that allows every name,
TLS-ALPN-01 on its HTTPS listener) and Caddy's on-demand TLS (the same endpoint as its
permission module, TLS-ALPN-01 on its HTTPS port), each against a fresh Pebble of its own in
every round (PEBBLE_VA_NOSLEEP=1: validation at once), so their orders never mix. One name is
issued first and set apart: it also registers the ACME account. Then N new names one after
another: for each, the time from sending the ClientHello (after the TCP connect) to a finished
handshake whose certificate chains to Pebble's issuing root (fetched from its /roots/0) and
names the host (Python's ssl, check_hostname). Median and p95 over the N names of a round.

Refusals. 10,000 handshakes over 2,000 random names (each name 5 times, shuffled, fresh names in
every round and case), 16 connections (tlsfront-bench), against:
- tlsfront with `--acme-ask` at an endpoint that denies and counts every call, and a Pebble
  whose log counts orders: the target is at most one call per distinct name (the denied answer
  is cached for a minute, and the run takes seconds) and no order;
- tlsfront with on-demand issuance off (unknown names refused from the negative cache): what a
  refused handshake costs without any gate;
- Caddy with the same denying endpoint.
Rates, server CPU per refused handshake, the endpoint's calls and distinct names, Pebble's
orders, and tlsfront's gate counters (tlsfront_acme_gate_answers_total).

Server on the server core; the clients, Pebble (and its DNS server) and the ask endpoint on the
other.
"""

import random
import secrets
import socket
import ssl
import statistics
import time

import pebble
from acme_peers import AskServer, OnDemandCaddy, OnDemandTlsfront
from common import Background, BenchError, caddy_binary, free_port, generator, log, wait_for_quiet
from rounds import in_rounds, summary

# Public-looking names: tlsfront never issues for reserved suffixes such as .test.
DOMAIN = "tlsfront-bench.net"
FLOOD_CONNECTIONS = 16
# How long one first handshake may take (Caddy's rate limiter may hold an order 10 s).
HANDSHAKE_TIMEOUT_S = 30
# A server whose first handshakes fail this many times in a row is not measured further.
MAX_FAILURES_IN_A_ROW = 3
# tlsfront's --acme-denied-ttl default: repeats of a denied name within it are not asked again.
DENIED_TTL_S = 60


def sizes(run):
    if run.quick:
        return {"names": 3, "flood_handshakes": 400, "flood_names": 80}
    return {"names": 50, "flood_handshakes": 10_000, "flood_names": 2_000}


def run_scenario(run):
    reason = pebble.missing()
    if reason:
        raise BenchError(reason)
    kinds = ["tlsfront"]
    if caddy_binary() is None:
        log("acme: skipping Caddy: neither on PATH nor in $GOBIN, $GOPATH/bin or ~/go/bin (scripts/install-deps caddy)")
    else:
        kinds.append("caddy")
    size = sizes(run)
    issuance = measure_issuance(run, kinds, size["names"])
    flood = measure_flood(run, kinds, size["flood_handshakes"], size["flood_names"])
    # Caddy's version is in the run's metadata (common.versions).
    return {"sizes": size, "pebble": pebble.VERSION, "domain": DOMAIN, "issuance": issuance, "flood": flood}


# ---------------------------------------------------------------------------------------------
# Issuance: sequential first handshakes for new names


def measure_issuance(run, kinds, count):
    ask = AskServer(run, allow=True)
    try:
        rounds = in_rounds(
            run.rounds, kinds, lambda kind: _issuance_round_retried(run, kind, ask, count),
            lambda round_no, kind, r: f"  acme issuance round {round_no}, {kind}: median {r['median_s'] * 1000:.0f} ms, "
            f"p95 {r['p95_s'] * 1000:.0f} ms, {r['failed']} failed, {r['orders']} orders")
    finally:
        ask.stop()
    out = {}
    for kind, per_round in rounds.items():
        out[kind] = {
            "median_s": summary([r["median_s"] for r in per_round]),
            "p95_s": summary([r["p95_s"] for r in per_round]),
            "mean_s": summary([r["mean_s"] for r in per_round]),
            "max_s": max(r["max_s"] for r in per_round),
            "first_s": summary([r["first_s"] for r in per_round]),
            "limiter_wait_s": summary([r.get("limiter_wait_s") for r in per_round]),
            "median_without_limiter_s": summary([r.get("median_without_limiter_s") for r in per_round]),
            "names_held_by_limiter": summary([r.get("names_held_by_limiter") for r in per_round]),
            "server_ms_per_name": summary([r["server_ms_per_name"] for r in per_round]),
            "pebble_ms_per_name": summary([r["pebble_ms_per_name"] for r in per_round]),
            "background_cores": summary([r["background"] for r in per_round]),
            "names": sum(r["names"] for r in per_round),
            "failed": sum(r["failed"] for r in per_round),
            "orders": sum(r["orders"] for r in per_round),
            "ask_calls": sum(r["ask_calls"] for r in per_round),
            "command": per_round[-1]["command"],
            "rounds_repeated": sum(r["attempts"] - 1 for r in per_round),
            "rounds": per_round,
        }
    return {"names_per_round": count, "servers": out}


class CaGone(BenchError):
    """Pebble or its DNS server exited during a measurement."""


def _issuance_round_retried(run, kind, ask, count):
    """A round, run again (twice at most) when the CA was killed under it: the machine is
    shared, and another session's clean-up by name (pkill pebble) has killed ours."""
    for attempt in range(3):
        try:
            result = _issuance_round(run, kind, ask, count)
            result["attempts"] = attempt + 1
            return result
        except CaGone as e:
            log(f"  acme issuance, {kind}: {e}; running the round again")
    raise BenchError(f"acme issuance, {kind}: the CA was killed under three rounds in a row")


def _issuance_round(run, kind, ask, count):
    """A fresh Pebble and server; one name set apart (the account's registration), then
    `count` new names one after another."""
    server = _on_demand(run, kind, ask, log_level="info")
    ca = pebble.Pebble(run, tls_port=server.port, http_port=free_port(), cpu=run.client_cpu)
    try:
        server.ca = ca
        server.start().wait_listening()
        first = _first_handshakes(server, ca, [_new_name()])
        if not ca.alive():
            raise CaGone("Pebble or its DNS server exited before the round")
        if not first["latencies"]:
            raise BenchError(f"{server.label}: the first name was not issued for: {first['errors']}\n"
                             f"{server.proc.log_tail()}")
        names = [_new_name() for _ in range(count)]
        wait_for_quiet(run, server.cpu_seconds)
        cpu0, ca_cpu0, orders0, asked0 = server.cpu_seconds(), ca.cpu_seconds(), ca.orders(), ask.stats()["calls"]
        background = Background(server.cpu_seconds)
        done = _first_handshakes(server, ca, names)
        busy = background.cores()
        server.check_alive()
        if not ca.alive():
            raise CaGone("Pebble or its DNS server exited during the round")
        latencies = done["latencies"]
        if not latencies:
            raise BenchError(f"{server.label}: no name was issued for: {done['errors'][:3]}\n{server.proc.log_tail()}")
        issued = len(latencies)
        result = {
            "names": count, "failed": count - issued, "errors": done["errors"],
            "median_s": statistics.median(latencies.values()), "p95_s": _percentile(latencies.values(), 95),
            "mean_s": statistics.fmean(latencies.values()), "max_s": max(latencies.values()),
            "first_s": first["latencies"][next(iter(first["latencies"]))],
            "orders": ca.orders() - orders0, "ask_calls": ask.stats()["calls"] - asked0,
            "server_ms_per_name": (server.cpu_seconds() - cpu0) * 1000 / issued,
            "pebble_ms_per_name": (ca.cpu_seconds() - ca_cpu0) * 1000 / issued,
            "background": busy, "command": " ".join(server.command),
            "raw": {"latencies_s": latencies},
        }
        if kind == "caddy":
            waits = server.rate_limiter_waits()
            held = {name: waits.get(name, 0.0) for name in latencies}
            result["limiter_wait_s"] = sum(held.values())
            result["names_held_by_limiter"] = sum(1 for w in held.values() if w > 0.01)
            result["median_without_limiter_s"] = statistics.median(latencies[n] - held[n] for n in latencies)
        else:
            metrics = server.metrics()
            result["tlsfront_waits"] = {outcome: metrics.get(f'tlsfront_acme_handshake_waits_total{{outcome="{outcome}"}}')
                                        for outcome in ("issued", "failed", "timed_out")}
        return result
    finally:
        server.stop()
        ca.stop()


def _first_handshakes(server, ca, names):
    """One handshake per name, one after another, each trusting only Pebble's issuing root and
    checking that the certificate names the host: {"latencies": {name: s}, "errors": [...]}."""
    context = ssl.create_default_context(cafile=ca.issuer_root)
    latencies, errors, in_a_row = {}, [], 0
    for name in names:
        started = None
        try:
            with socket.create_connection(("127.0.0.1", server.port), timeout=HANDSHAKE_TIMEOUT_S) as sock:
                started = time.monotonic()
                with context.wrap_socket(sock, server_hostname=name) as tls:
                    elapsed = time.monotonic() - started
                    names_in_cert = [v for k, v in tls.getpeercert().get("subjectAltName", ()) if k == "DNS"]
            if name not in names_in_cert:
                raise BenchError(f"{server.label} presented a certificate for {names_in_cert}, not {name}")
            latencies[name] = elapsed
            in_a_row = 0
        except (OSError, ssl.SSLError) as e:
            waited = time.monotonic() - started if started is not None else 0.0
            errors.append(f"{name}: {e} after {waited:.2f} s")
            in_a_row += 1
            if in_a_row >= MAX_FAILURES_IN_A_ROW:
                errors.append(f"stopped after {MAX_FAILURES_IN_A_ROW} failures in a row")
                break
    return {"latencies": latencies, "errors": errors}


# ---------------------------------------------------------------------------------------------
# Refusals: a flood of names nobody allowed


FLOOD_CASES = [
    # (name, server kind, on demand)
    ("tlsfront, ask denies", "tlsfront", True),
    ("tlsfront, on demand off", "tlsfront", False),
    ("Caddy, ask denies", "caddy", True),
]


def measure_flood(run, kinds, handshakes, distinct):
    cases = [case for case in FLOOD_CASES if case[1] in kinds]
    ask = AskServer(run, allow=False)
    servers, cas = {}, {}
    try:
        for name, kind, on_demand in cases:
            server = _on_demand(run, kind, ask if on_demand else None, log_level="warn")
            if on_demand:
                cas[name] = server.ca = pebble.Pebble(run, tls_port=server.port, http_port=free_port(),
                                                      cpu=run.client_cpu)
            servers[name] = server.start().wait_listening()
        results = in_rounds(
            run.rounds, [name for name, _, _ in cases],
            lambda name: _flood_run_retried(run, servers[name], cas.get(name), ask, handshakes, distinct),
            lambda round_no, name, r: f"  acme refusals round {round_no}, {name}: {r['rate']:.0f} refused/s, "
            f"{r['ask_calls']} ask calls for {r['distinct_names']} names, {r['orders']} orders")
        out = {}
        for name, kind, on_demand in cases:
            servers[name].check_alive()
            per_round = results[name]
            out[name] = {
                "server": kind, "on_demand": on_demand,
                "rate": summary([r["rate"] for r in per_round]),
                "server_us_per_handshake": summary([r["server_us"] for r in per_round]),
                "client_cores": summary([r["client_cores"] for r in per_round]),
                "elapsed_s": summary([r["elapsed_s"] for r in per_round]),
                "background_cores": summary([r["background"] for r in per_round]),
                "ask_calls": summary([r["ask_calls"] for r in per_round]),
                "ask_distinct": summary([r["ask_distinct"] for r in per_round]),
                "orders": sum(r["orders"] for r in per_round),
                "completed": sum(r["completed"] for r in per_round),
                "refusals": _merge_counts(r["refusals"] for r in per_round),
                "gate_answers": per_round[-1].get("gate_answers"),
                "refused_total": per_round[-1].get("refused_total"),
                "command": " ".join(servers[name].command),
                "runs_repeated": sum(r["attempts"] - 1 for r in per_round),
                "rounds": per_round,
            }
        return {"handshakes": handshakes, "distinct_names": distinct, "connections": FLOOD_CONNECTIONS,
                "denied_ttl_s": DENIED_TTL_S, "cases": out}
    finally:
        for server in servers.values():
            server.stop()
        for ca in cas.values():
            ca.stop()
        ask.stop()


def _flood_run_retried(run, server, ca, ask, handshakes, distinct):
    """A run, done again (twice at most) if the CA was killed during it, so that its order
    count covers the whole run."""
    for attempt in range(3):
        if ca is not None and ca.revive():
            log(f"  acme refusals, {server.label}: Pebble or its DNS server had exited; started again")
        result = _flood_run(run, server, ca, ask, handshakes, distinct)
        if ca is None or ca.alive():
            result["attempts"] = attempt + 1
            return result
        log(f"  acme refusals, {server.label}: Pebble or its DNS server exited during the run; running it again")
    raise BenchError(f"acme refusals, {server.label}: the CA was killed under three runs in a row")


def _flood_run(run, server, ca, ask, handshakes, distinct):
    """`handshakes` handshakes over `distinct` fresh random names, each name equally often, in
    random order."""
    names = [_new_name() for _ in range(distinct)]
    sequence = names * (handshakes // distinct) + names[:handshakes % distinct]
    random.shuffle(sequence)
    hosts_file = run.scratch("flood-names") + "/names.txt"
    with open(hosts_file, "w") as f:
        f.write("\n".join(sequence) + "\n")
    wait_for_quiet(run, server.cpu_seconds)
    ask.reset()
    before = server.metrics() if isinstance(server, OnDemandTlsfront) else None
    orders0 = ca.orders() if ca else 0
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = generator(run, server.port, ["--mode", "handshake", "-c", str(FLOOD_CONNECTIONS),
                                          "--requests", str(handshakes), "--hosts-file", hosts_file,
                                          "--tls", "1.3", "--timeout", "10s"], timeout=600)
    busy = background.cores()
    cpu = server.cpu_seconds() - cpu0
    server.check_alive()
    asked = ask.stats()
    errors = report.get("errors") or {}
    refusals = {f"alert {k}": v for k, v in (errors.get("tls_alert") or {}).items()}
    for kind in ("tls_other", "timeout", "io", "connect_io"):
        for k, v in (errors.get(kind) or {}).items():
            refusals[f"{kind} {k}"] = v
    elapsed = report["elapsed_s"]
    result = {
        "distinct_names": len(set(sequence)), "attempts": handshakes,
        "completed": report["handshakes"]["total"], "refusals": refusals,
        "elapsed_s": elapsed, "rate": handshakes / max(elapsed, 1e-9),
        "server_us": cpu * 1e6 / handshakes, "client_cores": report["cpu"]["cores_used"],
        "background": busy, "ask_calls": asked["calls"], "ask_distinct": asked["distinct"],
        "orders": (ca.orders() - orders0) if ca else 0,
    }
    if before is not None:
        after = server.metrics()
        delta = {key: after[key] - before.get(key, 0) for key in after
                 if key.startswith(("tlsfront_acme_gate_answers_total", "tlsfront_acme_refused_total",
                                    "tlsfront_acme_orders_total")) and after[key] - before.get(key, 0)}
        result["gate_answers"] = {k: v for k, v in delta.items() if k.startswith("tlsfront_acme_gate_answers_total")}
        result["refused_total"] = {k: v for k, v in delta.items() if k.startswith("tlsfront_acme_refused_total")}
        result["tlsfront_orders"] = delta.get("tlsfront_acme_orders_total", 0)
    if result["completed"]:
        raise BenchError(f"{server.label}: {result['completed']} handshakes for names nobody allowed completed")
    return result


# ---------------------------------------------------------------------------------------------
# Helpers


def _on_demand(run, kind, ask, log_level):
    if kind == "caddy":
        return OnDemandCaddy(run, ask=ask, log_level=log_level)
    return OnDemandTlsfront(run, ask=ask, log_level=log_level)


def _new_name():
    return f"n{secrets.token_hex(6)}.{DOMAIN}"


def _percentile(values, pct):
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * pct // 100))
    return ordered[int(rank) - 1]


def _merge_counts(dicts):
    total = {}
    for d in dicts:
        for k, v in d.items():
            total[k] = total.get(k, 0) + v
    return total
