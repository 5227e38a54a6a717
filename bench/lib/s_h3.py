"""Scenario: HTTP/3 (issue 30, item 8).

tlsfront's HTTP/3 (`--listen-quic` on its HTTPS port) against Caddy's (quic-go; `protocols`
h1, h2, h3 on the same port, otherwise bench/peers/caddy.json.in's tuning: one core,
GOMAXPROCS=1, file_server, no logs), and tlsfront's own HTTP/2 (h2load) on the same page. Debian's
nginx 1.22 has no HTTP/3 module and its HAProxy 2.6 is built without QUIC: `http3_support`
reads that from `nginx -V` and `haproxy -vv` on every run and the report says so.

The HTTP/3 client is `tlsfront-bench h3` (quinn + h3, the server's versions; one thread and
one UDP socket, on the client core; TLS 1.3 AES-128-GCM with X25519, no resumption, the
certificate not verified, as the TCP client). Every server on the server core:

- requests: the 612-byte page, CONNECTIONS connections at 1, 10 and 100 streams per connection
  for DURATION_S (HTTP/2: h2load, as the h2 scenario, with a request count of a few seconds);
  rate, server CPU per request from /proc (the connections' handshakes included), the
  client's share of its core;
- full QUIC handshakes: HANDSHAKE_WORKERS workers, each looping new connection (a full
  handshake: the client keeps no session, and tlsfront sends no tickets over QUIC yet), one
  GET, close; handshakes per second and server CPU per handshake (its GET included);
- 1 GiB (the bulk scenario's random file) over one connection: rate, server CPU per GiB;
- idle connections (h3_idle.py): server memory per idle QUIC connection at 1,000 and 10,000.

The servers alternate within each round (tlsfront, Caddy, tlsfront over h2), ROUNDS rounds at
most: CPU per operation does not depend on how much of its core a server got.
"""

import re
import subprocess

import h3_idle
from h3_client import client_argv, h3_client, probe
import hostsets
import peers
import s_h2
from common import Background, BenchError, log, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

# "tlsfront" and "caddy" over HTTP/3; "tlsfront-h2" is the same tlsfront process over HTTP/2.
H3_SERVERS = ["tlsfront", "caddy"]
H2 = "tlsfront-h2"
CONNECTIONS = 10
STREAMS = (1, 10, 100)
DURATION_S = 3
QUICK_DURATION_S = 0.5
# h2load runs by request count: about 3 s each for tlsfront on these cores with 10 connections.
H2_REQUESTS = {1: 120_000, 10: 500_000, 100: 600_000}
QUICK_H2_REQUESTS = 2_000
HANDSHAKE_WORKERS = 16
ROUNDS = 3
# More failed requests than this share is a broken run, not a figure.
MAX_FAILED_SHARE = 0.05


def run_scenario(run):
    quick = run.quick
    rounds = 1 if quick else min(run.rounds, ROUNDS)
    size = (1 << 20) if quick else (1 << 30)
    big = hostsets.big_file(size)
    hosts = hostsets.host_set("ecdsa", 1)
    h3_names = peers.available(H3_SERVERS)
    skipped = {kind: peers.missing(kind) for kind in H3_SERVERS if kind not in h3_names}
    names = h3_names + [H2]
    duration = QUICK_DURATION_S if quick else DURATION_S
    servers = {}
    try:
        for name in h3_names:
            servers[name] = start(run, name, hosts)
        servers[H2] = servers["tlsfront"]
        cells = []
        for streams in STREAMS:
            h2_requests = QUICK_H2_REQUESTS if quick else H2_REQUESTS[streams]
            per = in_rounds(
                rounds, names,
                lambda name: measure_requests(run, name, servers[name], streams, duration, h2_requests),
                lambda round_no, name, r: f"  h3 m={streams} round {round_no}, {name}: {r['rate']:,.0f} req/s, "
                f"{r['server_us']:.1f} µs/request, client {r['client_cores']:.2f} cores")
            cells.append({"streams": streams, "connections": CONNECTIONS, "servers": _summaries(per),
                          "ratios": _ratios(per, "rate", "server_us")})
        per = in_rounds(
            rounds, h3_names, lambda name: measure_handshakes(run, servers[name], duration),
            lambda round_no, name, r: f"  h3 handshakes round {round_no}, {name}: {r['rate']:,.0f}/s, "
            f"{r['server_us']:.0f} µs/handshake, client {r['client_cores']:.2f} cores")
        handshakes = {"workers": HANDSHAKE_WORKERS, "servers": _summaries(per),
                      "ratios": _ratios(per, "rate", "server_us")}
        per = in_rounds(
            rounds, names, lambda name: download(run, name, servers[name], big, size),
            lambda round_no, name, r: f"  h3 download round {round_no}, {name}: {r['seconds']:.2f} s, "
            f"{r['server_cpu_s_per_gib']:.2f} s CPU/GiB")
        bulk = {"size": size, "path": big, "servers": _summaries(per),
                "ratios": _ratios(per, "bytes_per_s", "server_cpu_s_per_gib")}
        for server in set(servers.values()):
            server.check_alive()
        commands = {name: " ".join(servers[name].command) for name in h3_names}
    finally:
        for server in set(servers.values()):
            server.stop()
    idle = h3_idle.measure_all(run, h3_names, hosts, lambda name, **kw: make(run, name, hosts, **kw))
    return {"cells": cells, "handshakes": handshakes, "bulk": bulk, "idle": idle, "rounds": rounds,
            "duration_s": duration, "commands": commands, "skipped": skipped, "support": http3_support(),
            "client": " ".join(["tlsfront-bench"] + client_argv("PORT", "MODE")[1:])
            + " [-c N -m M --duration S | --path P --expect-bytes B]",
            "h2_client": " ".join(s_h2.h2load_argv("PORT", "/", CONNECTIONS, "STREAMS", "REQUESTS"))}


def make(run, name, hosts, idle_timeout_s=None):
    """tlsfront with its QUIC listener on its HTTPS port, or Caddy with HTTP/3 on."""
    if name == "tlsfront":
        # A TTL longer than the run, as the other throughput scenarios give it: the QUIC path does
        # not wait for the store, so an expired host is refused (the miss path) until reloaded.
        server = peers.Tlsfront(run, hosts, "dir", name="tlsfront-h3", idle_timeout_s=idle_timeout_s,
                                cache_ttl=peers.STEADY_TTL)
        server.extra_args += ["--listen-quic", f"127.0.0.1:{server.port}"]
        return server
    if name == "caddy":
        return peers.Caddy(run, hosts, idle_timeout_s=idle_timeout_s, name="caddy-h3", http3=True)
    raise ValueError(name)


def start(run, name, hosts, idle_timeout_s=None):
    """A server started and answering over HTTP/3 (its QUIC listener up, the host cached)."""
    server = make(run, name, hosts, idle_timeout_s=idle_timeout_s).start_and_wait(60)
    probe(run, server)
    return server


def measure_requests(run, name, server, streams, duration, h2_requests):
    """One run of requests: rate, server CPU per request, the client's and server's cores."""
    if name == H2:
        result = s_h2.measure(run, server, "/", CONNECTIONS, streams, h2_requests)
        result.pop("raw", None)
        return result
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = h3_client(run, server.port, "requests", duration + 60, "-c", str(CONNECTIONS), "-m", str(streams),
                       "--duration", f"{duration}s")
    cpu = server.cpu_seconds() - cpu0
    server.check_alive()
    _check(server, report, report["ok"] + report["failed"] + report["not_2xx"])
    return {"requests": report["ok"], "failed": report["failed"], "rate": report["rate"],
            "server_us": cpu * 1e6 / report["ok"], "server_cores": cpu / report["seconds"],
            "client_cores": report["client_cores"], "background": background.cores(), "errors": report["errors"]}


def measure_handshakes(run, server, duration):
    """Full QUIC handshakes, each with one GET: per second, and server CPU per handshake."""
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = h3_client(run, server.port, "handshakes", duration + 60, "-c", str(HANDSHAKE_WORKERS),
                       "--duration", f"{duration}s")
    cpu = server.cpu_seconds() - cpu0
    server.check_alive()
    _check(server, report, report["handshakes"] + report["failed"])
    return {"handshakes": report["handshakes"], "failed": report["failed"], "rate": report["rate"],
            "server_us": cpu * 1e6 / report["handshakes"], "server_cores": cpu / report["seconds"],
            "client_cores": report["client_cores"], "background": background.cores(), "errors": report["errors"]}


def download(run, name, server, path, size):
    """The big file once over one connection: seconds, bytes/s, server CPU s per GiB."""
    if name == H2:
        return s_h2.download(run, server, path, size)
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = h3_client(run, server.port, "download", 600, "--path", path, "--expect-bytes", str(size))
    cpu = server.cpu_seconds() - cpu0
    return {"seconds": report["seconds"], "bytes_per_s": size / report["seconds"],
            "server_cpu_s_per_gib": cpu * (1 << 30) / size, "client_cores": report["client_cores"],
            "background": background.cores()}


def http3_support():
    """Whether this machine's nginx and HAProxy can serve HTTP/3, from their build flags:
    nginx needs `--with-http_v3_module` (1.25 and later), HAProxy `+QUIC` in its feature list
    (a build against a QUIC-capable TLS library)."""
    found = {}
    for kind, argv, pattern in (("nginx", ["nginx", "-V"], r"--with-http_v3_module"),
                                ("haproxy", ["haproxy", "-vv"], r"\+QUIC\b")):
        try:
            done = subprocess.run(argv, capture_output=True, timeout=10, check=False)
        except (OSError, subprocess.TimeoutExpired) as e:
            found[kind] = {"version": None, "http3": False, "evidence": f"{argv[0]} did not run: {e}"}
            continue
        text = (done.stdout + done.stderr).decode(errors="replace")
        version = text.splitlines()[0].split(" - ")[0] if text else ""
        has = re.search(pattern, text) is not None
        evidence = {"nginx": "configure arguments " + ("include" if has else "lack") + " --with-http_v3_module",
                    "haproxy": "feature list has " + ("+QUIC" if has else "-QUIC")}[kind]
        found[kind] = {"version": version, "http3": has, "evidence": f"`{' '.join(argv)}`: {evidence}"}
    return found


def _check(server, report, attempted):
    """No 2xx at all, a non-2xx answer, or more than MAX_FAILED_SHARE failed is a broken run."""
    done = report.get("ok", 0)
    if done <= 0 or report["not_2xx"] or report["failed"] > MAX_FAILED_SHARE * max(attempted, 1):
        raise BenchError(f"tlsfront-bench h3 against {server.label}: {done} 2xx, {report['not_2xx']} other, "
                         f"{report['failed']} failed: {report['errors']}")
    if report["failed"]:
        log(f"  {server.label}: {report['failed']} failed: {report['errors']}")


def _summaries(per):
    """Each name's figures over its rounds: a summary per numeric key, and the rounds."""
    out = {}
    for name, rounds_of in per.items():
        keys = [k for k, v in rounds_of[0].items() if isinstance(v, (int, float))]
        out[name] = {k: summary([r[k] for r in rounds_of]) for k in keys}
        out[name]["rounds"] = rounds_of
    return out


def _ratios(per, rate_key, cpu_key):
    """tlsfront's rate and CPU per operation over Caddy's and over its own HTTP/2's, medians
    of per-round ratios (CPU: below 1, tlsfront over HTTP/3 spends less)."""
    ours = per.get("tlsfront")
    ratios = {}
    for name in per:
        if name == "tlsfront" or not ours:
            continue
        ratios[f"tlsfront/{name} rate"] = ratio_of_rounds([r[rate_key] for r in ours], [r[rate_key] for r in per[name]])
        ratios[f"tlsfront/{name} cpu"] = ratio_of_rounds([r[cpu_key] for r in ours], [r[cpu_key] for r in per[name]])
    return ratios
