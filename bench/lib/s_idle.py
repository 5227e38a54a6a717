"""Scenario: memory per idle keep-alive connection (DESIGN: at most 8 KiB).

What a browser leaves behind: a TLS 1.3 connection (ECDSA P-256, one host) that made one
GET of the 612-byte page and now waits. HTTP/1.1 and HTTP/2 (ALPN h2), 1,000 and 10,000
connections (200 with --quick), tlsfront vs nginx (one worker, http2 on) vs HAProxy (one
thread, alpn h2,http/1.1), in alternation, round after round: at most ROUNDS rounds (memory
does not swing with the machine's load as rates do, and 10,000 connections take the Python
client about a minute to open on a busy machine).

Method, per measurement, on a freshly started server (memory a server has freed is not given
back to the kernel at once, so a server that held connections before would look cheaper):
1. start the server (pinned to the server core, with room for the connections: nginx's
   worker_connections, HAProxy's maxconn, and every server's idle timeout raised to 10 minutes
   so that none closes a connection while the client is still opening the others);
2. warm it up: 20 connections of the same protocol, each with one GET, then closed (the host's
   TLS config is loaded, the page cached, the protocol's code paths touched);
3. settle 1 s, then read the server's RSS: the resident memory of every process of the server
   (nginx's master and worker) from /proc/PID/smaps_rollup, summed. Only the worker's grows
   with connections; the master's is the same before and after, so the sum's growth is the
   worker's;
4. start bench/lib/idle_client.py on the client core (Python's ssl, that is OpenSSL 3.0, TLS
   1.3): it opens N connections, makes one GET on each, reads the whole response and prints
   {"open", "failed"} once all are idle; fewer than 99 % open fails the scenario;
5. settle 2 s, read the RSS again, and the server's open file descriptors (over all its
   processes: a sanity check that the connections are held by the server, about one each);
6. KiB per idle connection = (RSS after - RSS before) / open connections.

RSS is user-space memory only: the kernel's socket buffers are not in it (they are the same
for every server, since the client and the traffic are). What each server allocates for its
connection table at start (nginx's, sized by worker_connections) is in the "before" figure
and not in the delta; the JSON keeps both.

The open-file limit: the runner raises its soft limit to the hard limit (20,000 here) before
starting anything, so the servers and the client inherit it; nginx also gets
worker_rlimit_nofile 20000.
"""

import json
import os
import resource
import selectors
import subprocess
import sys
import time

import hostsets
import peers
from common import BenchError, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

SERVERS = ["tlsfront-dir", "nginx", "haproxy"]
PROTOCOLS = ["http/1.1", "h2"]
WARM_CONNECTIONS = 20
IDLE_TIMEOUT_S = 600
CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "idle_client.py")
MIN_OPEN_SHARE = 0.99
ROUNDS = 3


def run_scenario(run):
    counts = [200] if run.quick else [1_000, 10_000]
    # BENCH_IDLE_CONNECTIONS=1000 (comma-separated) runs only those counts: 10,000 takes the
    # Python client minutes per server and round.
    if os.environ.get("BENCH_IDLE_CONNECTIONS"):
        counts = [int(n) for n in os.environ["BENCH_IDLE_CONNECTIONS"].split(",")]
    hosts = hostsets.host_set("ecdsa", 1)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    needed = max(counts) + 1_000
    if hard != resource.RLIM_INFINITY and hard < needed:
        raise BenchError(f"the open-file hard limit is {hard}; the idle scenario needs {needed}")
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    cells = []
    try:
        for protocol in PROTOCOLS:
            for count in counts:
                per = in_rounds(
                    min(run.rounds, ROUNDS), SERVERS,
                    lambda name: measure(run, name, hosts, protocol, count, max(counts)),
                    lambda round_no, name, r: f"  idle {protocol} n={count} round {round_no}, {name}: {r['open']} open, "
                    f"{r['kib_per_connection']:.1f} KiB/connection (RSS {r['rss_before'] / 2**20:.1f} → "
                    f"{r['rss_after'] / 2**20:.1f} MiB, {r['fds_after'] - r['fds_before']} more fds)")
                cell = {"protocol": protocol, "connections": count, "servers": {}}
                for name in SERVERS:
                    rounds = per[name]
                    cell["servers"][name] = {
                        "kib_per_connection": summary([r["kib_per_connection"] for r in rounds]),
                        "pss_kib_per_connection": summary([r["pss_kib_per_connection"] for r in rounds]),
                        "rss_before": summary([r["rss_before"] for r in rounds]),
                        "rss_after": summary([r["rss_after"] for r in rounds]),
                        "fds_per_connection": summary([(r["fds_after"] - r["fds_before"]) / r["open"] for r in rounds]),
                        "open": summary([r["open"] for r in rounds]),
                        "rounds": rounds,
                    }
                nginx = [r["kib_per_connection"] for r in per["nginx"]]
                cell["ratios"] = {name: ratio_of_rounds([r["kib_per_connection"] for r in per[name]], nginx)
                                  for name in SERVERS}
                cells.append(cell)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return {"cells": cells, "warm_connections": WARM_CONNECTIONS, "idle_timeout_s": IDLE_TIMEOUT_S,
            "client": "bench/lib/idle_client.py (Python ssl, OpenSSL; TLS 1.3)"}


def measure(run, name, hosts, protocol, count, room):
    """One fresh server, warmed up, then `count` idle connections; its RSS before and after."""
    server = peers.make(run, name, hosts, max_connections=room + 2_000, idle_timeout_s=IDLE_TIMEOUT_S)
    server.start_and_wait(60)
    try:
        wait_for_quiet(run, server.cpu_seconds)
        warm = hold_idle(run, server, protocol, WARM_CONNECTIONS)
        warm.release()
        time.sleep(1)
        rss0, pss0 = server.memory()
        fds0 = open_fds(server)
        held = hold_idle(run, server, protocol, count)
        try:
            time.sleep(2)
            server.check_alive()
            rss1, pss1 = server.memory()
            fds1 = open_fds(server)
            affinity = server_affinity(server)
        finally:
            held.release()
        if affinity != {run.server_cpu}:
            raise BenchError(f"{server.label} runs on CPUs {sorted(affinity)}, not on the server core {run.server_cpu}")
        opened = held.opened
        return {"open": opened, "failed": held.failed, "rss_before": rss0, "rss_after": rss1,
                "pss_before": pss0, "pss_after": pss1, "fds_before": fds0, "fds_after": fds1,
                "kib_per_connection": (rss1 - rss0) / 1024 / opened,
                "pss_kib_per_connection": (pss1 - pss0) / 1024 / opened,
                "open_seconds": held.seconds, "command": " ".join(server.command)}
    finally:
        server.stop()


class Held:
    """A running idle_client.py that reported its connections open and holds them until
    `release()` closes its stdin."""

    def __init__(self, popen, opened, failed, seconds):
        self.popen = popen
        self.opened = opened
        self.failed = failed
        self.seconds = seconds

    def release(self):
        try:
            self.popen.stdin.close()
        except OSError:
            pass
        try:
            self.popen.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait(timeout=10)


def hold_idle(run, server, protocol, count):
    """Starts idle_client.py with `count` connections on the client core and waits (bounded)
    for its report; fails unless at least 99 % of them are open."""
    deadline_s = 60 + count / 50
    argv = [sys.executable, CLIENT, "--port", str(server.port), "--host", hostsets.host_name(0),
            "-n", str(count), "--hold", str(deadline_s + 120)]
    if protocol == "h2":
        argv.append("--h2")
    started = time.monotonic()
    popen = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             preexec_fn=lambda: os.sched_setaffinity(0, {run.client_cpu}))
    line = _first_line(popen, deadline_s)
    seconds = time.monotonic() - started
    if line is None:
        popen.kill()
        popen.wait(timeout=10)
        err = popen.stderr.read().decode(errors="replace")[-2000:]
        raise BenchError(f"idle_client against {server.label} ({protocol}, {count}) reported nothing within "
                         f"{deadline_s:.0f} s:\n{err}")
    report = json.loads(line)
    held = Held(popen, report["open"], report["failed"], seconds)
    if report["open"] < MIN_OPEN_SHARE * count:
        held.release()
        raise BenchError(f"{server.label} ({protocol}): only {report['open']} of {count} connections opened "
                         f"({report['failed']} failed):\n{server.proc.log_tail()}")
    return held


def _first_line(popen, timeout):
    """The client's first stdout line, or None if it prints none within `timeout` seconds."""
    selector = selectors.DefaultSelector()
    selector.register(popen.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            if selector.select(timeout=min(1.0, max(0.0, deadline - time.monotonic()))):
                line = popen.stdout.readline()
                return line.decode() if line else None
            if popen.poll() is not None:
                return None
        return None
    finally:
        selector.close()


def open_fds(server):
    """Open file descriptors over every process of the server."""
    total = 0
    for pid in server.proc.pids():
        try:
            total += len(os.listdir(f"/proc/{pid}/fd"))
        except OSError:
            continue
    return total


def server_affinity(server):
    """The CPUs every thread of every process of the server may run on (a check that the
    pinning holds: nginx's worker and HAProxy's thread inherit it)."""
    cpus = set()
    for pid in server.proc.pids():
        try:
            for tid in os.listdir(f"/proc/{pid}/task"):
                cpus |= os.sched_getaffinity(int(tid))
        except OSError:
            continue
    return cpus
