"""The h3 scenario's idle part: server memory per idle QUIC connection, tlsfront against
Caddy, at 1,000 and 10,000 connections (100 with --quick), the idle scenario's method
(s_idle.py) with `tlsfront-bench h3 --mode idle` as the client:

1. a fresh server (pinned to the server core; idle timeouts of 10 minutes: tlsfront
   `--idle-timeout`, Caddy `idle_timeout`), answering over HTTP/3;
2. warmed up: 20 connections, one GET each, then closed; settle 1 s; RSS of the server;
3. N connections from one client endpoint (one UDP socket), opened 100 at a time, one GET of
   the page on each (a refused one tried again, at most 3 times: quic-go refuses new
   connections while its accept queue is full, and a browser would retry), then held (the client pings each every 10 s, under quic-go's and quinn's
   30 s default idle timeouts, in case a server does not apply its idle timeout to QUIC);
4. settle 2 s, RSS again; KiB per idle connection = (RSS after - RSS before) / N open.

Caddy's RSS is a Go heap's: memory the garbage collector has not returned yet is in it, as a
Rust allocator's freed pages are in tlsfront's.
"""

import json
import os
import subprocess
import time

import s_idle
from h3_client import client_argv, probe
from common import BenchError, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

IDLE_TIMEOUT_S = 600
WARM_CONNECTIONS = 20
MIN_OPEN_SHARE = 0.99
ROUNDS = 2


def measure_all(run, names, hosts, make):
    """Each count's cell: each server's KiB per connection over the rounds, and tlsfront's
    over Caddy's (median of per-round ratios). `make(name, idle_timeout_s=)` makes a server."""
    counts = [100] if run.quick else [1_000, 10_000]
    if os.environ.get("BENCH_IDLE_CONNECTIONS"):
        counts = [int(n) for n in os.environ["BENCH_IDLE_CONNECTIONS"].split(",")]
    rounds = 1 if run.quick else min(run.rounds, ROUNDS)
    cells = []
    for count in counts:
        per = in_rounds(
            rounds, names, lambda name: measure(run, make(name, idle_timeout_s=IDLE_TIMEOUT_S), count),
            lambda round_no, name, r: f"  h3 idle n={count} round {round_no}, {name}: {r['open']} open, "
            f"{r['kib_per_connection']:.1f} KiB/connection (RSS {r['rss_before'] / 2**20:.1f} → "
            f"{r['rss_after'] / 2**20:.1f} MiB, opened in {r['open_seconds']:.1f} s)")
        cell = {"connections": count, "servers": {}}
        for name in names:
            rounds_of = per[name]
            cell["servers"][name] = {key: summary([r[key] for r in rounds_of])
                                     for key in ("kib_per_connection", "pss_kib_per_connection", "rss_before",
                                                 "rss_after", "open", "retried")}
            cell["servers"][name]["rounds"] = rounds_of
        if "tlsfront" in per and "caddy" in per:
            cell["ratios"] = {"tlsfront/caddy kib": ratio_of_rounds(
                [r["kib_per_connection"] for r in per["tlsfront"]], [r["kib_per_connection"] for r in per["caddy"]])}
        cells.append(cell)
    return {"cells": cells, "warm_connections": WARM_CONNECTIONS, "idle_timeout_s": IDLE_TIMEOUT_S}


def measure(run, server, count):
    """One fresh server, warmed up, then `count` idle connections: its RSS before and after."""
    server.start_and_wait(60)
    try:
        probe(run, server)
        wait_for_quiet(run, server.cpu_seconds)
        hold(run, server, WARM_CONNECTIONS).release()
        time.sleep(1)
        rss0, pss0 = server.memory()
        held = hold(run, server, count)
        try:
            time.sleep(2)
            server.check_alive()
            rss1, pss1 = server.memory()
        finally:
            held.release()
        return {"open": held.opened, "failed": held.failed, "retried": held.retried, "rss_before": rss0, "rss_after": rss1,
                "pss_before": pss0, "pss_after": pss1,
                "kib_per_connection": (rss1 - rss0) / 1024 / held.opened,
                "pss_kib_per_connection": (pss1 - pss0) / 1024 / held.opened,
                "open_seconds": held.seconds, "command": " ".join(server.command)}
    finally:
        server.stop()


def hold(run, server, count):
    """`tlsfront-bench h3 --mode idle` with `count` connections on the client core, once it
    reports them open; fails unless at least 99 % are."""
    deadline_s = 60 + count / 50
    argv = client_argv(server.port, "idle", "-c", str(count))
    started = time.monotonic()
    popen = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             preexec_fn=lambda: os.sched_setaffinity(0, {run.client_cpu}))
    line = s_idle._first_line(popen, deadline_s)
    seconds = time.monotonic() - started
    if line is None:
        popen.kill()
        popen.wait(timeout=10)
        err = popen.stderr.read().decode(errors="replace")[-2000:]
        raise BenchError(f"tlsfront-bench h3 idle against {server.label} ({count}) reported nothing within "
                         f"{deadline_s:.0f} s:\n{err}")
    report = json.loads(line)
    held = s_idle.Held(popen, report["open"], report["failed"], seconds)
    held.retried = report.get("retried", 0)
    if report["open"] < MIN_OPEN_SHARE * count:
        held.release()
        raise BenchError(f"{server.label}: only {report['open']} of {count} QUIC connections opened "
                         f"({report['failed']} failed: {report.get('errors')}):\n{server.proc.log_tail()}")
    return held
