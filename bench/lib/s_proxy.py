"""Scenario: reverse proxying (issue 12).

One application, tlsfront-test-upstream, on a port of its own, pinned to the client core and
shared by every proxy; in front of it, on the server core, each proxy in turn:
- tlsfront --default-upstream http://UPSTREAM (no host has a site entry, so every request is
  proxied; the upstream pool keeps connections alive);
- nginx proxy_pass to an `upstream` block with keepalive (bench/peers/nginx-proxy.conf.in);
- HAProxy with a backend, http-reuse always (bench/peers/haproxy-proxy.cfg.in).
Each sends the same forwarding headers (X-Forwarded-For, -Proto, -Host, Forwarded).

One host (ECDSA P-256), TLS 1.3 with TLS_AES_128_GCM_SHA256 between client and proxy, plain
HTTP/1.1 between proxy and upstream. Two measurements, servers alternating round by round:
- keep-alive requests per second on `/page` (the 612-byte page, from the upstream's memory),
  with the keep-alive scenario's clients (wrk, tlsfront-bench --mode keepalive) at 10 and 100
  connections, each with one request in flight; server CPU per request from /proc (the proxy's
  processes only), and the upstream's, which shares the client core with the client;
- a 1 GiB download over one connection (`/bytes/1073741824`, streamed by the upstream in
  64 KiB chunks), with tlsfront-bench --download as in the bulk scenario: time and server CPU.

Each keep-alive cell also traces every proxy once (system calls and bytes per request on both
legs, bench/lib/traced.py) and measures the floor (bench/lib/floor.py): a plain-TCP server that
reads and writes tlsfront's bytes per request on both legs, its upstream a second floor server
on the client core; each proxy's CPU is given above it, user and system apart.
"""

import http.client
import ssl

import floor
import hostsets
import peers
from common import Background, BenchError, check_report, error_total, generator, wait_for_quiet, wrk
from rounds import in_rounds, ratio_of_rounds, summary

SERVERS = ["tlsfront-proxy", "nginx-proxy", "haproxy-proxy"]
CLIENTS = ["wrk", "tlsfront-bench"]
# The traced load of each server, per client, by --quick: requests (tlsfront-bench), seconds (wrk).
PROBE_REQUESTS = {False: "2000", True: "300"}
PROBE_SECONDS = {False: 2, True: 1}
PAGE = "/page"
SUITE = "TLS13_AES_128_GCM_SHA256"
# The headers every proxy must add (checked once per proxy through the upstream's /echo).
FORWARDING = ("x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded")


def run_scenario(run):
    duration, warmup = (1, 0.2) if run.quick else (6, 1.0)
    connection_counts = [100] if run.quick else [10, 100]
    size = (1 << 20) if run.quick else (1 << 30)
    downloads = 1 if run.quick else run.rounds
    hosts = hostsets.host_set("ecdsa", 1)
    with open(f"{hostsets.docroot()}/index.html", "rb") as f:
        page = f.read()
    upstream = None
    servers = {}
    cells = []
    checks = {}
    try:
        upstream = peers.Upstream(run)
        for name in SERVERS:
            servers[name] = peers.make(run, name, hosts, upstream=upstream).start_and_wait(60)
            checks[name] = check_proxy(servers[name], page)
        for client in CLIENTS:
            for connections in connection_counts:
                probes = {name: probe(run, servers[name], upstream, client, connections) for name in SERVERS
                      if floor.traced_in(run, name, "tlsfront-proxy")}
                scripts = floor.proxy_scripts(probes["tlsfront-proxy"])
                # The floor, after the proxies each round: tlsfront's bytes per request on both legs,
                # its upstream a second floor server on the client core.
                per = in_rounds(
                    run.rounds, SERVERS + [floor.NAME],
                    lambda name: floor.measure(run, scripts, connections, duration, trace=floor.first(run, probes))
                    if name == floor.NAME else measure(run, servers[name], upstream, client, connections, duration,
                                                       warmup),
                    lambda round_no, name, r: f"  proxy {client} c={connections} round {round_no}, {name}: "
                    f"{r['rate']:.0f} req/s, server {r['server_us']:.1f} µs/req ({r['user_us']:.1f} user), "
                    f"client {r['client_cores']:.2f} cores")
                cell = _cell(client, connections, per, servers, upstream)
                floor.add_to_cell(cell, SERVERS, per, probes)
                cells.append(cell)
        per_download = in_rounds(
            downloads, SERVERS, lambda name: download(run, servers[name], upstream, size),
            lambda round_no, name, r: f"  proxy download round {round_no}, {name}: {r['bytes_per_s'] / 1e6:.0f} MB/s, "
            f"server {r['server_cpu_s_per_gib']:.2f} s/GiB, upstream {r['upstream_cores']:.2f} cores")
        for server in servers.values():
            server.check_alive()
        upstream.check_alive()
        commands = {name: " ".join(s.command) for name, s in servers.items()}
        commands["upstream"] = " ".join(upstream.command)
    finally:
        for server in servers.values():
            server.stop()
        if upstream is not None:
            upstream.stop()
    bulk = {"size": size, "runs": downloads, "suite": SUITE, "servers": {}}
    for name in SERVERS:
        rounds = per_download[name]
        bulk["servers"][name] = {
            "seconds": summary([r["seconds"] for r in rounds]),
            "bytes_per_s": summary([r["bytes_per_s"] for r in rounds]),
            "server_cpu_s_per_gib": summary([r["server_cpu_s_per_gib"] for r in rounds]),
            "upstream_cores": summary([r["upstream_cores"] for r in rounds]),
            "client_cores": summary([r["client_cores"] for r in rounds]),
            "background_cores": summary([r["background"] for r in rounds]),
            "rounds": rounds,
        }
    rate = {name: [r["bytes_per_s"] for r in per_download[name]] for name in SERVERS}
    cpu = {name: [r["server_cpu_s_per_gib"] for r in per_download[name]] for name in SERVERS}
    bulk["ratios"] = _ratios(rate, cpu)
    return {"cells": cells, "bulk": bulk, "duration_s": duration, "warmup_s": warmup, "path": PAGE,
            "checks": checks, "commands": commands}


def _cell(client, connections, per, servers, upstream):
    cell = {"client": client, "connections": connections, "servers": {}}
    for name in SERVERS:
        servers[name].check_alive()
        rounds = per[name]
        cell["servers"][name] = {
            "rate": summary([r["rate"] for r in rounds]),
            "p99_ms": summary([r["p99_ms"] for r in rounds]),
            "server_us_per_request": summary([r["server_us"] for r in rounds]),
            "server_user_us_per_request": summary([r["server_user_us"] for r in rounds]),
            "server_cores": summary([r["server_cores"] for r in rounds]),
            "upstream_us_per_request": summary([r["upstream_us"] for r in rounds]),
            "upstream_cores": summary([r["upstream_cores"] for r in rounds]),
            "client_cores": summary([r["client_cores"] for r in rounds]),
            "background_cores": summary([r["background"] for r in rounds]),
            "errors": sum(r["errors"] for r in rounds),
            "rounds": rounds,
        }
    upstream.check_alive()
    rates = {name: [r["rate"] for r in per[name]] for name in SERVERS}
    cpu = {name: [r["server_us"] for r in per[name]] for name in SERVERS}
    cell["ratios"] = _ratios(rates, cpu)
    return cell


def _ratios(rates, cpu):
    """Each one is tlsfront's advantage (DESIGN: at least 1.2 against nginx): its rate over the
    peer's, and the peer's CPU per unit of work over tlsfront's."""
    return {
        "tlsfront/nginx rate": ratio_of_rounds(rates["tlsfront-proxy"], rates["nginx-proxy"]),
        "tlsfront/haproxy rate": ratio_of_rounds(rates["tlsfront-proxy"], rates["haproxy-proxy"]),
        "nginx/tlsfront cpu": ratio_of_rounds(cpu["nginx-proxy"], cpu["tlsfront-proxy"]),
        "haproxy/tlsfront cpu": ratio_of_rounds(cpu["haproxy-proxy"], cpu["tlsfront-proxy"]),
    }


def check_proxy(server, page):
    """One request of each kind through the proxy before any load: `/page` must be the page,
    and `/echo` must show the upstream the forwarding headers. Returns what the upstream saw."""
    status, body = fetch(server.port, PAGE)
    if status != 200 or body != page:
        raise BenchError(f"{server.label}: GET {PAGE} answered {status} with {len(body)} bytes, not the "
                         f"{len(page)}-byte page:\n{body[:300]!r}")
    status, body = fetch(server.port, "/echo")
    seen = dict(line.split(": ", 1) for line in body.decode(errors="replace").splitlines() if ": " in line)
    missing = [h for h in FORWARDING if not seen.get(h) or seen[h] == "-"]
    if status != 200 or seen.get("host") != hostsets.host_name(0) or missing:
        raise BenchError(f"{server.label}: GET /echo answered {status}; the upstream saw host "
                         f"{seen.get('host')!r}, missing {missing}:\n{body[:600]!r}")
    return seen


def fetch(port, path):
    """GET over TLS, HTTP/1.1, with Host: host 0 and no SNI (an IP address: each server answers
    with its default certificate, host 0's, as for wrk's "localhost"); returns (status, body)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.set_alpn_protocols(["http/1.1"])
    conn = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=context)
    try:
        conn.putrequest("GET", path, skip_host=True)
        conn.putheader("Host", hostsets.host_name(0))
        conn.endheaders()
        response = conn.getresponse()
        return response.status, response.read()
    except (OSError, http.client.HTTPException) as e:
        raise BenchError(f"GET {path} on port {port}: {e}") from e
    finally:
        conn.close()


def probe(run, server, upstream, client, connections):
    """The proxy's system calls and bytes per request, on both legs, under a short traced load
    by `client` (at most 10 connections, so that their handshakes weigh nothing)."""
    connections = min(connections, 10)
    host = hostsets.host_name(0)
    if client == "wrk":
        def load():
            return wrk(run, server.port, connections, PROBE_SECONDS[run.quick], host, timeout=60, path=PAGE)["requests"]
    else:
        args = ["--mode", "keepalive", "-c", str(connections), "--requests", PROBE_REQUESTS[run.quick],
                "--warmup", "0s", "--host", host, "--path", PAGE, "--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"]

        def load():
            return generator(run, server.port, args, timeout=60)["requests"]
    return floor.probe(run, server.proc, server.port, load, server.label, upstream_port=upstream.port)


def measure(run, server, upstream, client, connections, duration, warmup):
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    meter = floor.Meter(server.proc)
    user0 = server.cpu_split()[0]
    up0 = upstream.cpu_seconds()
    background = Background(server.cpu_seconds)
    if client == "wrk":
        result = wrk(run, server.port, connections, duration, hostsets.host_name(0), timeout=duration + 60, path=PAGE)
        cpu = server.cpu_seconds() - cpu0
        up = upstream.cpu_seconds() - up0
        errors = result["non_2xx"] + result["socket_errors"]
        if result["requests"] <= 0 or result["non_2xx"] > result["requests"] // 100:
            raise BenchError(f"wrk against {server.label}: {result['requests']} requests, "
                             f"{result['non_2xx']} not 2xx:\n{result['raw']}")
        requests_all, seconds = result["requests"], duration
        out = {"rate": result["requests_per_s"], "p99_ms": result["p99_ms"], "errors": errors,
               "client_cores": result["client_cores"]}
    else:
        report = generator(run, server.port, ["--mode", "keepalive", "-c", str(connections),
                                              "-d", f"{duration}s", "--warmup", f"{warmup}s",
                                              "--host", hostsets.host_name(0), "--path", PAGE, "--tls", "1.3",
                                              "--cipher", "TLS_AES_128_GCM_SHA256"],
                           timeout=duration + warmup + 60)
        cpu = server.cpu_seconds() - cpu0
        up = upstream.cpu_seconds() - up0
        check_report(report, f"proxy keep-alive against {server.label}")
        requests_all, seconds = report["requests"] * (duration + warmup) / duration, duration + warmup
        out = {"rate": report["requests_per_s"], "p99_ms": report["latency_us"]["request"]["p99_us"] / 1000,
               "errors": error_total(report), "client_cores": report["cpu"]["cores_used"]}
    out["server_us"] = cpu * 1e6 / max(1, requests_all)
    out.update(meter.per(requests_all))
    # The user-space share: the kernel's part (loopback TCP both ways) is much the same for
    # every proxy, so this is where proxies differ.
    out["server_user_us"] = (server.cpu_split()[0] - user0) * 1e6 / max(1, requests_all)
    out["server_cores"] = cpu / seconds
    out["upstream_us"] = up * 1e6 / max(1, requests_all)
    out["upstream_cores"] = up / seconds
    out["background"] = background.cores()
    return out


def download(run, server, upstream, size):
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    up0 = upstream.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = generator(run, server.port, ["--download", f"/bytes/{size}", "--host", hostsets.host_name(0),
                                          "--tls", "1.3", "--cipher", SUITE, "--timeout", "30s"],
                       timeout=600)
    cpu = server.cpu_seconds() - cpu0
    up = upstream.cpu_seconds() - up0
    result = report.get("download") or {}
    if result.get("status") != 200 or result.get("body_bytes") != size:
        raise BenchError(f"download through {server.label}: {result}")
    seconds = size / result["body_bytes_per_s"]
    return {"seconds": seconds, "bytes_per_s": result["body_bytes_per_s"],
            "server_cpu_s_per_gib": cpu * (1 << 30) / size, "upstream_cores": up / seconds,
            "client_cores": report["cpu"]["cores_used"], "background": background.cores()}
