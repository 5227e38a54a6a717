"""The fleet scenario's third part: a Redis Sentinel failover under load.

A primary, a replica and three sentinels on loopback (bench/lib/sentinel.py); the host set
imported into the primary and replicated; one tlsfront pointed at the sentinels
(`redis+sentinel://S1,S2,S3/SERVICE`). Then, at once:
- steady load on cached hosts: tlsfront-bench, full handshakes (one request each) over the
  first hosts, all in tlsfront's cache beforehand;
- a probe for an uncached host every `probe_interval` seconds: a handshake with a host never
  asked for before (so tlsfront must read the store), checked against the host set's CA and
  the host's name;
- a watch on one sentinel's idea of the primary.
After `kill_after` seconds the primary is killed (SIGKILL). The run goes on until the
sentinels have promoted the replica and a probe has succeeded since, then `after_recovery`
seconds more (at most `cap` seconds in all), and the load is stopped (SIGINT: the generator
then reports what it counted).

Reported: when the sentinels promoted the replica, the window in which uncached hosts went
unserved (from the first failed probe to the first success after the last failure, with the
probe interval as its resolution), and the cached-host requests that failed (target: none).

A tlsfront that does not take `redis+sentinel://` URLs yet says so ("unknown certificate
source") and the part is reported as not supported by the build, without failing the run.
"""

import json
import os
import signal
import socket
import ssl
import subprocess
import threading
import time

import hostsets
import peers
from common import GENERATOR, TLSFRONT, BenchError, check_report, error_total, generator, log
from sentinel import SentinelSet

SERVICE = "tlsfront-bench"
LOAD_CONNECTIONS = 4
PROBE_TIMEOUT_S = 2.0
# What a build without Sentinel support says of the URL (crates/tlsfront, --certs parsing).
UNSUPPORTED_MARK = "unknown certificate source"


def measure(run, hosts, size):
    topology = SentinelSet(run, SERVICE, size["down_after_ms"])
    reason = _unsupported(topology)
    if reason:
        log(f"  failover: not supported by this build: {reason}")
        return {"supported": False, "reason": reason}
    server = None
    try:
        topology.start_servers()
        log(f"  failover: importing {hosts.count} hosts into the primary, replicated, then 3 sentinels")
        subprocess.run([TLSFRONT, "certs", "import", "--from-dir", hosts.path, "--certs", topology.primary_url()],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600)
        topology.wait_replicated(60)
        topology.start_sentinels(30)
        server = peers.Tlsfront(run, hosts, "redis", redis=topology, name="tlsfront-sentinel",
                                cache_ttl=peers.STEADY_TTL)
        server.start_and_wait(60)
        cached = size["cached_hosts"]
        fill = generator(run, server.port, ["--mode", "handshake", "-c", "4", "--requests", str(cached)]
                         + _hosts(0, cached) + ["--tls", "1.3"], timeout=120)
        check_report(fill, "cache fill through the sentinels")
        result = _failover(run, server, topology, hosts, size)
        server.check_alive()
        result.update({"supported": True, "url": topology.url_for(), "command": " ".join(server.command),
                       "cached_hosts": cached, "probe_interval_s": size["probe_interval"],
                       "down_after_ms": size["down_after_ms"], "load_connections": LOAD_CONNECTIONS})
        return result
    finally:
        if server is not None:
            server.stop()
        topology.stop()


def _unsupported(topology):
    """The build's own words when it does not take a Sentinel URL, else None. Parsing the URL
    is all this asks of it: nothing listens on those ports yet."""
    try:
        done = subprocess.run([TLSFRONT, "certs", "get", hostsets.host_name(0), "--certs", topology.url_for()],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=30)
    except subprocess.TimeoutExpired:
        return None
    text = done.stderr.decode(errors="replace").strip()
    if done.returncode != 0 and UNSUPPORTED_MARK in text:
        return text.splitlines()[-1] if text else f"exit {done.returncode}"
    return None


def _hosts(start, count):
    return ["--host-pattern", "h{i}." + hostsets.DOMAIN, "--host-start", str(start), "--host-count", str(count)]


def _failover(run, server, topology, hosts, size):
    cached, interval = size["cached_hosts"], size["probe_interval"]
    load = subprocess.Popen(
        [GENERATOR, "--connect", f"127.0.0.1:{server.port}", "--json", "--mode", "handshake",
         "-c", str(LOAD_CONNECTIONS), "-d", f"{size['cap']}s", "--timeout", "2s", "--tls", "1.3"]
        + _hosts(0, cached),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
        preexec_fn=lambda: os.sched_setaffinity(0, {run.client_cpu}))
    base = time.monotonic()
    probes = Prober(server.port, hosts, first=cached, interval=interval, base=base)
    watch = PrimaryWatch(topology, base)
    try:
        probes.start()
        watch.start()
        time.sleep(size["kill_after"])
        killed = time.monotonic() - base
        topology.kill_primary()
        deadline = base + size["cap"] - 1
        recovered_at = None
        while time.monotonic() < deadline and not probes.exhausted():
            promoted = watch.promoted_at()
            if recovered_at is None and promoted is not None:
                recovered_at = probes.success_after(max(promoted, killed))
            if recovered_at is not None and time.monotonic() - base > recovered_at + size["after_recovery"]:
                break
            time.sleep(0.05)
    finally:
        probes.stop()
        watch.stop()
        if load.poll() is None:
            load.send_signal(signal.SIGINT)
        try:
            out, err = load.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            load.kill()
            out, err = load.communicate(timeout=10)
    if load.returncode != 0:
        raise BenchError(f"the failover load exited with {load.returncode}: {err.decode(errors='replace')[-1000:]}")
    report = json.loads(out)
    check_report(report, "cached-host load during the failover")
    return _summarise(report, probes.results, killed, watch.promoted_at(), topology.replica_port)


def _summarise(report, results, killed, promoted, replica_port):
    """Times relative to the kill."""
    after = [(start - killed, end - killed, ok) for start, end, ok, _ in results if start >= killed]
    failed = [r for r in after if not r[2]]
    first_failure = failed[0][0] if failed else None
    last_failure_start = failed[-1][0] if failed else None
    recovered = None
    if failed:
        later = [r for r in after if r[2] and r[0] > last_failure_start]
        recovered = later[0][0] if later else None
    elif promoted is not None:
        later = [r for r in after if r[2] and r[0] >= promoted - killed]
        recovered = later[0][0] if later else None
    errors = report.get("errors") or {}
    return {
        "promoted_after_s": None if promoted is None else promoted - killed,
        "probes": len(results),
        "probes_after_kill": len(after),
        "probes_failed": len(failed),
        "probes_failed_before_kill": sum(1 for start, _, ok, _ in results if start < killed and not ok),
        # How long after the kill the probes went on: the horizon of "not served again".
        "probed_s": max((end for _, end, _ in after), default=0.0),
        "first_failure_s": first_failure,
        "recovered_s": recovered,
        # From the first failed probe to the first success after the last failure; 0 when no
        # probe failed (the gap, if any, was shorter than the probe interval).
        "unserved_s": (recovered - first_failure) if failed and recovered is not None else (0.0 if not failed else None),
        "cached_requests": report["requests"],
        "cached_requests_ok": report["requests_ok"],
        "cached_failures": error_total(report),
        "cached_failure_kinds": {k: v for k, v in errors.items() if k != "total" and v},
        "cached_handshakes_per_s": report["handshakes_per_s"],
        "load_seconds": report["elapsed_s"],
        "new_primary_port": replica_port if promoted is not None else None,
        "raw": {"probes": [[round(s, 4), round(e, 4), ok, why] for s, e, ok, why in results],
                "killed_s": killed},
    }


class Prober(threading.Thread):
    """A handshake with a host never asked for before, every `interval` seconds, verified
    against the host set's CA and the host's name: (start, end, ok, error) per probe, times
    relative to `base`."""

    def __init__(self, port, hosts, first, interval, base):
        super().__init__(daemon=True)
        self.port, self.hosts, self.next_host, self.interval, self.base = port, hosts, first, interval, base
        self.context = ssl.create_default_context(cafile=os.path.join(hosts.path, "ca.pem"))
        self.results = []
        self.halt = threading.Event()

    def run(self):
        tick = time.monotonic()
        while not self.halt.is_set() and not self.exhausted():
            name = hostsets.host_name(self.next_host)
            self.next_host += 1
            started = time.monotonic()
            ok, why = True, ""
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=PROBE_TIMEOUT_S) as sock:
                    with self.context.wrap_socket(sock, server_hostname=name):
                        pass
            except (OSError, ssl.SSLError) as e:
                ok, why = False, f"{type(e).__name__}: {e}"[:160]
            self.results.append((started - self.base, time.monotonic() - self.base, ok, why))
            tick += self.interval
            self.halt.wait(max(0.0, tick - time.monotonic()))

    def exhausted(self):
        return self.next_host >= self.hosts.count

    def success_after(self, t):
        """Start of the first successful probe that started at or after `t` (relative to base)
        and after every failed probe; None if there is none yet."""
        results = list(self.results)
        failures = [start for start, _, ok, _ in results if not ok and start >= t]
        since = max([t] + [f + 1e-9 for f in failures])
        for start, _, ok, _ in results:
            if ok and start >= since:
                return start
        return None

    def stop(self):
        self.halt.set()
        self.join(timeout=PROBE_TIMEOUT_S + 5)


class PrimaryWatch(threading.Thread):
    """Asks a sentinel for the primary every 50 ms; notes when it names the replica."""

    def __init__(self, topology, base):
        super().__init__(daemon=True)
        self.topology, self.base = topology, base
        self.promoted = None
        self.halt = threading.Event()

    def run(self):
        while not self.halt.is_set() and self.promoted is None:
            for index in range(len(self.topology.sentinel_ports)):
                if self.topology.primary_address(index) == self.topology.replica_port:
                    self.promoted = time.monotonic() - self.base
                    break
            self.halt.wait(0.05)

    def promoted_at(self):
        return self.promoted

    def stop(self):
        self.halt.set()
        self.join(timeout=5)
