"""Scenario 5: one bulk download over one connection.

A 1 GiB file of random bytes, already in the page cache, fetched over one TLS 1.3 connection
by tlsfront-bench --download (body discarded), 10 times per server and suite, alternating
servers and suites. User-space TLS only: this kernel has no kTLS (the kTLS figures come from
the VM harness, scripts/ktls-vm-test). HAProxy takes no part: it cannot serve files.
"""

import hostsets
import peers
from common import Background, BenchError, generator, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

SERVERS = ["tlsfront-dir", "nginx"]
SUITES = ["TLS13_AES_256_GCM_SHA384", "TLS13_AES_128_GCM_SHA256", "TLS13_CHACHA20_POLY1305_SHA256"]


def run_scenario(run):
    size = (1 << 20) if run.quick else (1 << 30)
    runs = 2 if run.quick else max(10, run.rounds)
    path = hostsets.big_file(size)
    hosts = hostsets.host_set("ecdsa", 1)
    servers = {}
    try:
        for name in SERVERS:
            servers[name] = peers.make(run, name, hosts).start_and_wait(60)
        # A run: every suite, each from every server in turn.
        per = in_rounds(
            runs, [(name, suite) for suite in SUITES for name in SERVERS],
            lambda name_and_suite: download(run, servers[name_and_suite[0]], path, size, name_and_suite[1]),
            lambda run_no, name_and_suite, r: f"  bulk run {run_no}, {name_and_suite[1]}, {name_and_suite[0]}: "
            f"{r['bytes_per_s'] / 1e6:.0f} MB/s")
        for server in servers.values():
            server.check_alive()
        commands = {name: " ".join(s.command) for name, s in servers.items()}
    finally:
        for server in servers.values():
            server.stop()
    cells = []
    for suite in SUITES:
        cell = {"suite": suite, "servers": {}}
        for name in SERVERS:
            rounds = per[(name, suite)]
            cell["servers"][name] = {
                "bytes_per_s": summary([r["bytes_per_s"] for r in rounds]),
                "server_cpu_s_per_gib": summary([r["server_cpu_s_per_gib"] for r in rounds]),
                "client_cores": summary([r["client_cores"] for r in rounds]),
                "background_cores": summary([r["background"] for r in rounds]),
                "rounds": rounds,
            }
        cell["ratio"] = ratio_of_rounds([r["bytes_per_s"] for r in per[("tlsfront-dir", suite)]],
                                        [r["bytes_per_s"] for r in per[("nginx", suite)]])
        cells.append(cell)
    return {"size": size, "runs": runs, "path": path, "cells": cells, "commands": commands}


def download(run, server, path, size, suite):
    """One download of `path` (`size` bytes) from `server` over `suite`."""
    wait_for_quiet(run, server.cpu_seconds)
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = generator(run, server.port, ["--download", path, "--host", hostsets.host_name(0),
                                          "--tls", "1.3", "--cipher", suite, "--timeout", "30s"],
                       timeout=600)
    cpu = server.cpu_seconds() - cpu0
    download = report.get("download") or {}
    if download.get("status") != 200 or download.get("body_bytes") != size:
        raise BenchError(f"download from {server.label} with {suite}: {download}")
    return {
        "bytes_per_s": download["body_bytes_per_s"],
        "server_cpu_s_per_gib": cpu * (1 << 30) / size,
        "client_cores": report["cpu"]["cores_used"],
        "background": background.cores(),
        "negotiated": list(report["negotiated"]["cipher_suites"]),
    }
