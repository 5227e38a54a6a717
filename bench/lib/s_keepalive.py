"""Scenario 4: keep-alive requests per second on the 612-byte page.

One host (ECDSA P-256, TLS 1.3, TLS_AES_128_GCM_SHA256 on every server: it is first in each
server's order). Two clients, each pinned to the client core with one thread:
- wrk, which takes its SNI name from the URL: https://localhost:PORT/ with the header
  `Host: h0.bench.test`. "localhost" is not a stored host, so each server answers it with its
  default certificate (tlsfront --default-host h0.bench.test, nginx's default_server, HAProxy's
  first certificate, Caddy's fallback_sni) and the Host header then names the host served;
- tlsfront-bench --mode keepalive (SNI h0.bench.test).
10, 100 and 500 connections, each with one request in flight.
"""

import hostsets
import peers
from common import Background, check_report, error_total, generator, wait_for_quiet, wrk, BenchError
from rounds import in_rounds, ratio_of_rounds, summary

SERVERS = ["tlsfront-dir", "nginx", "haproxy", "caddy"]
CLIENTS = ["wrk", "tlsfront-bench"]


def run_scenario(run):
    duration, warmup = (1, 0.2) if run.quick else (6, 1.0)
    connection_counts = [10] if run.quick else [10, 100, 500]
    hosts = hostsets.host_set("ecdsa", 1)
    names = peers.available(SERVERS)
    servers = {}
    cells = []
    try:
        for name in names:
            servers[name] = peers.make(run, name, hosts).start_and_wait(60)
        for client in CLIENTS:
            for connections in connection_counts:
                per = in_rounds(
                    run.rounds, names,
                    lambda name: measure(run, servers[name], client, connections, duration, warmup),
                    lambda round_no, name, r: f"  keep-alive {client} c={connections} round {round_no}, {name}: "
                    f"{r['rate']:.0f} req/s, p99 {r['p99_ms']:.2f} ms, client {r['client_cores']:.2f} cores")
                cell = {"client": client, "connections": connections, "servers": {}}
                for name in names:
                    servers[name].check_alive()
                    rounds = per[name]
                    cell["servers"][name] = {
                        "rate": summary([r["rate"] for r in rounds]),
                        "p99_ms": summary([r["p99_ms"] for r in rounds]),
                        "server_us_per_request": summary([r["server_us"] for r in rounds]),
                        "client_cores": summary([r["client_cores"] for r in rounds]),
                        "background_cores": summary([r["background"] for r in rounds]),
                        "errors": sum(r["errors"] for r in rounds),
                        "rounds": rounds,
                    }
                rates = {name: [r["rate"] for r in per[name]] for name in names}
                cell["ratios"] = {f"tlsfront/{name}": ratio_of_rounds(rates["tlsfront-dir"], rates[name])
                                  for name in names if name != "tlsfront-dir"}
                cells.append(cell)
        commands = {name: " ".join(s.command) for name, s in servers.items()}
    finally:
        for server in servers.values():
            server.stop()
    return {"cells": cells, "duration_s": duration, "warmup_s": warmup, "commands": commands}


def measure(run, server, client, connections, duration, warmup):
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    if client == "wrk":
        result = wrk(run, server.port, connections, duration, hostsets.host_name(0), timeout=duration + 60)
        cpu = server.cpu_seconds() - cpu0
        errors = result["non_2xx"] + result["socket_errors"]
        if result["requests"] <= 0 or result["non_2xx"] > result["requests"] // 100:
            raise BenchError(f"wrk against {server.label}: {result['requests']} requests, "
                             f"{result['non_2xx']} not 2xx:\n{result['raw']}")
        out = {"rate": result["requests_per_s"], "p99_ms": result["p99_ms"], "errors": errors,
               "client_cores": result["client_cores"],
               "server_us": cpu * 1e6 / max(1, result["requests"])}
    else:
        report = generator(run, server.port, ["--mode", "keepalive", "-c", str(connections),
                                              "-d", f"{duration}s", "--warmup", f"{warmup}s",
                                              "--host", hostsets.host_name(0), "--tls", "1.3",
                                              "--cipher", "TLS_AES_128_GCM_SHA256"],
                           timeout=duration + warmup + 60)
        cpu = server.cpu_seconds() - cpu0
        check_report(report, f"keep-alive against {server.label}")
        requests_all = report["requests"] * (duration + warmup) / duration
        out = {"rate": report["requests_per_s"], "p99_ms": report["latency_us"]["request"]["p99_us"] / 1000,
               "errors": error_total(report), "client_cores": report["cpu"]["cores_used"],
               "server_us": cpu * 1e6 / max(1, requests_all)}
    out["background"] = background.cores()
    return out
