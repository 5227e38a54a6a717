"""Scenario 2: full handshakes per second, a new connection per request, no resumption.

Each connection: TCP connect, full TLS handshake, GET / (the 612-byte page, Connection:
close), close. tlsfront-bench runs 16 connections at a time from the client core; SNI and Host
cycle over the host list (1 or 10,000 hosts).

Three TLS setups: TLS 1.3 with an ECDSA P-256 certificate and X25519; TLS 1.3 with RSA-2048;
TLS 1.2 ECDHE-RSA-AES128-GCM-SHA256 (X25519). The client offers exactly one suite
(TLS_AES_128_GCM_SHA256 for TLS 1.3), so every server negotiates the same thing.

A second client, over OpenSSL: for TLS 1.3 ECDSA P-256, tlsfront (directory store), nginx
per-host, HAProxy and Caddy are also loaded by bench/lib/openssl_client.py (Python's ssl, OpenSSL
3.0), OPENSSL_PROCESSES processes on the client core, each making full handshakes + GET +
close in turn, never resuming. Its rate is bound by the client (Python), so the figure that
matters is the server's CPU per handshake, put side by side with the same figure under
tlsfront-bench: DESIGN asks for a server cost that holds "with any client, not only our own".

All servers of a host set run at once (idle ones cost nothing), and the load alternates
between them: round 1 A B C ..., round 2 A B C ..., so a ratio pairs runs made seconds apart.
Before measuring, each server gets one untimed pass over the whole host list, so caches are
warm (tlsfront's cache holds 10,000 hosts by default: all of them).

Each cell also traces every server once (system calls and bytes per handshake,
bench/lib/traced.py) and measures the floor (bench/lib/floor.py): a plain-TCP server that
accepts, reads and writes the flights of tlsfront's handshake as bytes (the conversation most of
its traced connections had) and closes; each server's CPU is given above it, user and system
apart.
"""

import json
import os
import subprocess
import sys

import floor
import hostsets
import peers
from common import Background, BenchError, check_report, error_total, generator, log, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

SERVERS = ["tlsfront-dir", "tlsfront-redis", "tlsfront-preload", "nginx", "nginx-variable", "haproxy", "caddy"]
CONNECTIONS = 16
# The servers the OpenSSL client loads (TLS 1.3 ECDSA only), and how many client processes:
# enough that the client core never waits on one process's round trip.
OPENSSL_SERVERS = ["tlsfront-dir", "nginx", "haproxy", "caddy"]
OPENSSL_PROCESSES = 4
OPENSSL_CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "openssl_client.py")
# The rate ratios each cell gives, (numerator, denominator): a ratio whose peer is not
# installed (Caddy) is left out.
RATIOS = [("tlsfront-dir", "nginx"), ("tlsfront-preload", "nginx"), ("tlsfront-redis", "tlsfront-preload"),
          ("tlsfront-dir", "haproxy"), ("tlsfront-dir", "nginx-variable"), ("tlsfront-dir", "caddy")]

SETUPS = {
    "ecdsa": [("TLS 1.3 ECDSA P-256 + X25519", ["--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"])],
    "rsa": [("TLS 1.3 RSA-2048 + X25519", ["--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"]),
            ("TLS 1.2 ECDHE-RSA-AES128-GCM-SHA256", ["--tls", "1.2", "--cipher", "ECDHE-RSA-AES128-GCM-SHA256"])],
}


def host_args(count):
    if count == 1:
        return ["--host", hostsets.host_name(0)]
    return ["--host-pattern", "h{i}." + hostsets.DOMAIN, "--host-count", str(count)]


def run_scenario(run, redis):
    duration, warmup = (1.0, 0.2) if run.quick else (6.0, 1.0)
    counts = [1, 20] if run.quick else [1, 10_000]
    cells = []
    names = peers.available(SERVERS)
    for kind in ("ecdsa", "rsa"):
        for count in counts:
            hosts = hostsets.host_set(kind, count)
            servers = {}
            try:
                for name in names:
                    servers[name] = peers.make(run, name, hosts, redis=redis, cache_ttl=peers.STEADY_TTL).start_and_wait(
                        60 if run.quick else 600)
                log(f"handshakes: {count} {kind.upper()} host(s): warming every server up")
                for name, server in servers.items():
                    report = generator(run, server.port, ["--mode", "handshake", "-c", str(CONNECTIONS),
                                                          "--requests", str(max(count, 100))] + host_args(count)
                                       + SETUPS[kind][0][1], timeout=600)
                    check_report(report, f"warm-up of {name}")
                for setup, tls_args in SETUPS[kind]:
                    cell = {"setup": setup, "kind": kind, "hosts": count, "servers": {}}
                    with_openssl = setup == SETUPS["ecdsa"][0][0]
                    openssl_names = [name for name in OPENSSL_SERVERS if name in servers] if with_openssl else []
                    # A round: every server under tlsfront-bench, then the OpenSSL client's servers.
                    probes = {name: probe(run, server, count, tls_args) for name, server in servers.items()
                              if floor.traced_in(run, name, "tlsfront-dir")}
                    scripts = floor.handshake_scripts(probes["tlsfront-dir"]["flights"])
                    runs = [("tlsfront-bench", name) for name in servers] + [("openssl", name) for name in openssl_names]
                    # The floor last in each round: the flights of tlsfront's handshakes, as bytes.
                    runs.append((floor.NAME, floor.NAME))
                    per_run = in_rounds(
                        run.rounds, runs,
                        lambda client_and_name: floor.measure(run, scripts, CONNECTIONS, duration, close=True,
                                                              trace=floor.first(run, probes))
                        if client_and_name[0] == floor.NAME
                        else _measure_with(run, servers, client_and_name, count, tls_args, duration, warmup),
                        lambda round_no, client_and_name, r: f"  {setup}, {count} host(s), round {round_no}, "
                        + _round_text(client_and_name, r))
                    per = {name: per_run[("tlsfront-bench", name)] for name in servers}
                    per_openssl = {name: per_run[("openssl", name)] for name in openssl_names}
                    for name in servers:
                        servers[name].check_alive()
                        rounds = per[name]
                        cell["servers"][name] = {
                            "rate": summary([r["rate"] for r in rounds]),
                            "p99_ms": summary([r["p99_ms"] for r in rounds]),
                            "server_us_per_handshake": summary([r["server_us"] for r in rounds]),
                            "miss_rate": summary([r["miss_rate"] for r in rounds]),
                            "client_cores": summary([r["client_cores"] for r in rounds]),
                            "background_cores": summary([r["background"] for r in rounds]),
                            "errors": sum(r["errors"] for r in rounds),
                            "rounds": rounds,
                        }
                    rates = {name: [r["rate"] for r in per[name]] for name in servers}
                    per[floor.NAME] = per_run[(floor.NAME, floor.NAME)]
                    floor.add_to_cell(cell, list(servers), per, probes, unit="handshake")
                    cell["ratios"] = {f"{a}/{b}": ratio_of_rounds(rates[a], rates[b])
                                      for a, b in RATIOS if a in rates and b in rates}
                    if per_openssl:
                        cell["openssl_client"] = openssl_cell(per, per_openssl)
                    cell["commands"] = {name: " ".join(s.command) for name, s in servers.items()}
                    cell["client_args"] = ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{duration}s",
                                           "--warmup", f"{warmup}s"] + host_args(count) + tls_args
                    cells.append(cell)
            finally:
                for server in servers.values():
                    server.stop()
    return {"cells": cells, "duration_s": duration, "warmup_s": warmup, "connections": CONNECTIONS,
            "openssl_processes": OPENSSL_PROCESSES}


def _measure_with(run, servers, client_and_name, count, tls_args, duration, warmup):
    client, name = client_and_name
    if client == "openssl":
        return measure_openssl(run, servers[name], count, duration)
    return measure(run, servers[name], count, tls_args, duration, warmup)


def probe(run, server, count, tls_args):
    """The server's system calls and bytes per handshake, and its conversation's flights, under
    a short traced handshake load (4 connections)."""
    handshakes = "50" if run.quick else "200"
    args = ["--mode", "handshake", "-c", "4", "--requests", handshakes, "--warmup", "0s"] + host_args(count) + tls_args
    return floor.probe(run, server.proc, server.port,
                       lambda: generator(run, server.port, args, timeout=60)["handshakes"]["total"], server.label)


def _round_text(client_and_name, r):
    client, name = client_and_name
    if client == floor.NAME:
        return f"the floor ({r['script']}): {r['rate']:.0f}/s, {r['server_us']:.1f} µs of server CPU per handshake"
    if client == "openssl":
        return f"{name}, OpenSSL client: {r['rate']:.0f}/s, {r['server_us']:.0f} µs of server CPU per handshake"
    return f"{name}: {r['rate']:.0f}/s, p99 {r['p99_ms']:.2f} ms"


def measure(run, server, count, tls_args, duration, warmup):
    """One measured load run against `server`."""
    wait_for_quiet(run, server.cpu_seconds)
    before = server.metrics() if isinstance(server, peers.Tlsfront) else None
    cpu0 = server.cpu_seconds()
    meter = floor.Meter(server.proc)
    background = Background(server.cpu_seconds)
    args = ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{duration}s", "--warmup", f"{warmup}s"]
    report = generator(run, server.port, args + host_args(count) + tls_args, timeout=duration + warmup + 60)
    busy = background.cores()
    cpu = server.cpu_seconds() - cpu0
    check_report(report, f"{server.label} handshakes")
    handshakes = report["handshakes"]["total"]
    if report["handshakes"].get("resumed"):
        raise BenchError(f"{server.label}: resumed handshakes in a full-handshake run")
    # Server CPU covers warm-up and measured window together; so do these handshakes.
    all_handshakes = handshakes * (duration + warmup) / duration
    split = meter.per(all_handshakes)
    miss_rate = None
    if before is not None:
        after = server.metrics()
        hit, miss = ('tlsfront_cert_cache_lookups_total{result="%s"}' % r for r in ("hit", "miss"))
        lookups = (after.get(hit, 0) - before.get(hit, 0)) + (after.get(miss, 0) - before.get(miss, 0))
        miss_rate = (after.get(miss, 0) - before.get(miss, 0)) / lookups if lookups else None
    result = {
        "rate": report["handshakes_per_s"],
        "miss_rate": miss_rate,
        "p99_ms": report["latency_us"]["request"]["p99_us"] / 1000,
        "handshake_p99_ms": report["latency_us"]["handshake"]["p99_us"] / 1000,
        "errors": error_total(report),
        "server_us": cpu * 1e6 / all_handshakes if all_handshakes else None,
        "user_us": split["user_us"],
        "sys_us": split["sys_us"],
        "client_cores": report["cpu"]["cores_used"],
        "background": busy,
        "negotiated": report["negotiated"],
    }
    if report.get("client_certificates_sent") is not None:
        # With --client-cert (the mtls scenario): the CertificateRequests it answered (warm-up
        # included), beside the measured window's handshakes.
        result["client_certificates_sent"] = report["client_certificates_sent"]
        result["handshakes"] = handshakes
    return result


def openssl_cell(per, per_openssl):
    """Server CPU per handshake under both clients, each as a ratio to nginx's under the same
    client (medians of per-round ratios)."""
    bench_us = {name: [r["server_us"] for r in per[name]] for name in per_openssl}
    openssl_us = {name: [r["server_us"] for r in per_openssl[name]] for name in per_openssl}
    out = {"servers": {}, "command": f"{OPENSSL_PROCESSES} x bench/lib/openssl_client.py"}
    for name, rounds in per_openssl.items():
        out["servers"][name] = {
            "rate": summary([r["rate"] for r in rounds]),
            "server_us_per_handshake": summary(openssl_us[name]),
            "bench_server_us_per_handshake": summary(bench_us[name]),
            "server_us_ratio_to_nginx": ratio_of_rounds(openssl_us[name], openssl_us["nginx"]),
            "bench_server_us_ratio_to_nginx": ratio_of_rounds(bench_us[name], bench_us["nginx"]),
            "client_cores": summary([r["client_cores"] for r in rounds]),
            "background_cores": summary([r["background"] for r in rounds]),
            "errors": sum(r["errors"] for r in rounds),
            "rounds": rounds,
        }
    return out


def measure_openssl(run, server, count, duration, client_args=()):
    """One run of OPENSSL_PROCESSES OpenSSL client processes against `server`; the server's CPU
    over the whole run (the processes start and stop together) divided by the handshakes.
    `client_args`: more of openssl_client.py's flags (the mtls scenario's --cert and --key)."""
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    procs = []
    try:
        for i in range(OPENSSL_PROCESSES):
            argv = [sys.executable, OPENSSL_CLIENT, "--port", str(server.port), "--domain", hostsets.DOMAIN,
                    "--host-count", str(count), "--first", str(i), "--step", str(OPENSSL_PROCESSES),
                    "--duration", str(duration)] + list(client_args)
            procs.append(subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                          stdin=subprocess.DEVNULL,
                                          preexec_fn=lambda: os.sched_setaffinity(0, {run.client_cpu})))
        reports = []
        for proc in procs:
            out, err = proc.communicate(timeout=duration + 60)
            if proc.returncode != 0:
                raise BenchError(f"openssl_client against {server.label} exited with {proc.returncode}: "
                                 f"{err.decode(errors='replace')[-1000:]}")
            reports.append(json.loads(out))
    except subprocess.TimeoutExpired as e:
        raise BenchError(f"openssl_client against {server.label} did not finish within {duration + 60} s") from e
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
    busy = background.cores()
    cpu = server.cpu_seconds() - cpu0
    handshakes = sum(r["handshakes"] for r in reports)
    if handshakes <= 0:
        raise BenchError(f"openssl_client against {server.label}: no handshakes ({reports})")
    if any(r["resumed"] for r in reports):
        raise BenchError(f"{server.label}: resumed handshakes in the OpenSSL client's full-handshake run")
    ciphers = {c for r in reports for c in r["ciphers"]}
    versions = {v for r in reports for v in r["versions"]}
    if ciphers != {"TLS_AES_128_GCM_SHA256"} or versions != {"TLSv1.3"}:
        raise BenchError(f"{server.label} negotiated {sorted(versions)} {sorted(ciphers)} with the OpenSSL client")
    not_ok = sum(r["not_ok"] for r in reports)
    if not_ok > handshakes // 100:
        raise BenchError(f"{server.label}: {not_ok} of {handshakes} responses to the OpenSSL client were not 200")
    seconds = max(r["seconds"] for r in reports)
    return {
        "rate": handshakes / seconds,
        "handshakes": handshakes,
        "errors": sum(r["errors"] + r["not_ok"] for r in reports),
        "server_us": cpu * 1e6 / handshakes,
        "client_cores": sum(r["cpu_s"] for r in reports) / seconds,
        "background": busy,
    }
