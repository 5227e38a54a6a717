"""Scenario 4: keep-alive requests per second on the 612-byte page.

One host (ECDSA P-256, TLS 1.3, TLS_AES_128_GCM_SHA256 on every server: it is first in each
server's order). Two clients, each pinned to the client core with one thread:
- wrk, which takes its SNI name from the URL: https://localhost:PORT/ with the header
  `Host: h0.bench.test`. "localhost" is not a stored host, so each server answers it with its
  default certificate (tlsfront --default-host h0.bench.test, nginx's default_server, HAProxy's
  first certificate, Caddy's fallback_sni) and the Host header then names the host served;
- tlsfront-bench --mode keepalive (SNI h0.bench.test).
10, 100 and 500 connections, each with one request in flight.

Each server's CPU per request is split into user and system, with its system calls and bytes per
request from one traced run per cell (bench/lib/traced.py), and set against the floor
(bench/lib/floor.py): a plain-TCP server that reads and writes, per request, the bytes tlsfront
read and wrote in that traced run, with the same connections.
"""

import floor
import hostsets
import peers
from common import Background, check_report, error_total, generator, wait_for_quiet, wrk, BenchError
from rounds import in_rounds, ratio_of_rounds, summary

SERVERS = ["tlsfront-dir", "nginx", "haproxy", "caddy"]
OURS = "tlsfront-dir"  # whose bytes per request the floor reads and writes
CLIENTS = ["wrk", "tlsfront-bench"]
# The traced load of each server, per client, by --quick: requests (tlsfront-bench), seconds (wrk).
PROBE_REQUESTS = {False: "2000", True: "300"}
PROBE_SECONDS = {False: 2, True: 1}


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
                probes = {name: probe(run, servers[name], client, connections) for name in names
                      if floor.traced_in(run, name, OURS)}
                scripts = floor.request_scripts(probes[OURS]["bytes_in"], probes[OURS]["bytes_out"])
                # The floor runs last in each round, at the bytes per request tlsfront read and wrote.
                per = in_rounds(
                    run.rounds, names + [floor.NAME],
                    lambda name: floor.measure(run, scripts, connections, duration, trace=floor.first(run, probes))
                    if name == floor.NAME else measure(run, servers[name], client, connections, duration, warmup),
                    lambda round_no, name, r: f"  keep-alive {client} c={connections} round {round_no}, {name}: "
                    f"{r['rate']:.0f} req/s, {r['server_us']:.1f} µs/request ({r['user_us']:.1f} user), "
                    f"client {r['client_cores']:.2f} cores")
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
                floor.add_to_cell(cell, names, per, probes)
                rates = {name: [r["rate"] for r in per[name]] for name in names}
                cell["ratios"] = {f"tlsfront/{name}": ratio_of_rounds(rates["tlsfront-dir"], rates[name])
                                  for name in names if name != "tlsfront-dir"}
                cells.append(cell)
        commands = {name: " ".join(s.command) for name, s in servers.items()}
    finally:
        for server in servers.values():
            server.stop()
    return {"cells": cells, "duration_s": duration, "warmup_s": warmup, "commands": commands}


def probe(run, server, client, connections):
    """The server's system calls and bytes per request under a short traced load by `client`
    (at most 10 connections, so that the handshakes that open them weigh nothing)."""
    connections = min(connections, 10)
    host = hostsets.host_name(0)
    if client == "wrk":
        def load():
            return wrk(run, server.port, connections, PROBE_SECONDS[run.quick], host, timeout=60)["requests"]
    else:
        args = ["--mode", "keepalive", "-c", str(connections), "--requests", PROBE_REQUESTS[run.quick],
                "--warmup", "0s", "--host", host, "--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"]

        def load():
            return generator(run, server.port, args, timeout=60)["requests"]
    return floor.probe(run, server.proc, server.port, load, server.label)


def measure(run, server, client, connections, duration, warmup):
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    meter = floor.Meter(server.proc)
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
        out.update(meter.per(result["requests"]))
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
        out.update(meter.per(requests_all))
    out["background"] = background.cores()
    return out
