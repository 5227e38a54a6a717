"""Scenario 1: start-up time and memory against host count.

For each key type and host count, every server is started in turn (A B C ... A B C ...,
`rounds` times), and timed from the moment the process is spawned to the first successful TLS
handshake (SNI h0.bench.test, from the client core). Right after that handshake the resident
memory of all the server's processes is read from /proc (RSS summed over master and workers,
as asked, and PSS, which counts pages shared between them once). The server is then stopped.

The big cases (100,000 hosts for nginx per-host, HAProxy and Caddy, which load every
certificate at start-up and take minutes; 1,000,000 hosts for tlsfront) are a separate scenario,
`startup-big`, opted into with `bench/run startup-big` or `--big`.
"""

import hostsets
import peers
from common import BenchError, log
from rounds import median

ALL_SERVERS = ["tlsfront-dir", "tlsfront-redis", "tlsfront-preload", "nginx", "nginx-variable", "haproxy", "caddy"]
FAST_SERVERS = ["tlsfront-dir", "tlsfront-redis", "tlsfront-preload", "nginx-variable"]
TLSFRONT_ONLY = ["tlsfront-dir", "tlsfront-redis"]


def plan(run, big):
    """(kind, count, servers) groups."""
    if run.quick:
        counts = [10, 30]
        return [(kind, n, ALL_SERVERS) for kind in ("ecdsa", "rsa") for n in counts]
    if big:
        return [("ecdsa", 100_000, ALL_SERVERS), ("rsa", 100_000, ALL_SERVERS),
                ("ecdsa", 1_000_000, TLSFRONT_ONLY)]
    groups = []
    for kind in ("ecdsa", "rsa"):
        for n in (10, 1_000, 10_000):
            groups.append((kind, n, ALL_SERVERS))
        groups.append((kind, 100_000, FAST_SERVERS))
    return groups


def run_scenario(run, redis, big=False):
    timeout = 30 if run.quick else 600
    rounds = run.rounds if not big else max(3, min(run.rounds, 5))
    groups = []
    installed = peers.available(ALL_SERVERS)
    for kind, count, servers in plan(run, big):
        servers = [name for name in servers if name in installed]
        hosts = hostsets.host_set(kind, count)
        if "haproxy" in servers:
            hostsets.haproxy_crt_list(hosts)
        if "tlsfront-redis" in servers:
            redis.url_for(hosts)
        hostsets.sites_dir(count)
        log(f"start-up: {count} {kind.upper()} hosts, {', '.join(servers)}, {rounds} rounds")
        results = {name: {"startup_s": [], "rss": [], "pss": [], "timeouts": 0} for name in servers}
        command = {}
        # Not rounds.in_rounds: a server whose start timed out is not started again in later
        # rounds (each try costs up to ten minutes), and a round keeps figures only for the starts
        # that answered.
        for round_no in range(rounds):
            for name in servers:
                if results[name]["timeouts"] and round_no > 0:
                    continue  # a start that timed out once is not retried for minutes more
                server = peers.make(run, name, hosts, redis=redis)
                server.start()
                command[name] = " ".join(server.command)
                try:
                    seconds = server.wait_ready(timeout)
                    if seconds is None:
                        results[name]["timeouts"] += 1
                        log(f"  {name}: no handshake within {timeout} s")
                    else:
                        rss, pss = server.memory()
                        results[name]["startup_s"].append(seconds)
                        results[name]["rss"].append(rss)
                        results[name]["pss"].append(pss)
                        log(f"  round {round_no + 1} {name}: {seconds * 1000:.1f} ms, RSS {rss / 2**20:.1f} MiB")
                finally:
                    server.stop()
        for name in servers:
            r = results[name]
            if not r["startup_s"] and not r["timeouts"]:
                raise BenchError(f"start-up {kind} {count} {name}: no measurement")
            r["median_s"] = median(r["startup_s"])
            r["median_rss"] = median(r["rss"])
            r["median_pss"] = median(r["pss"])
            r["timeout_s"] = timeout if r["timeouts"] else None
        groups.append({"kind": kind, "count": count, "servers": results, "rounds": rounds,
                       "redis_import_s": redis.import_seconds.get(hosts.key) if "tlsfront-redis" in servers else None,
                       "commands": command})
    return {"groups": groups, "timeout_s": timeout,
            "redis_rss": redis.proc.memory()[0]}
