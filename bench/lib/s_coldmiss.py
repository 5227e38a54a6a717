"""Scenario 3: the cost of cache misses.

100,000 ECDSA hosts in the store and tlsfront's cache limited to 10,000 hosts. The client picks
a host uniformly at random for each new connection (`--host-order random`), so in steady state
about 90 % of handshakes miss the cache and go to the store. The miss rate is read from
tlsfront's own counters (/metrics) around each run, not assumed.

Compared, in alternation, with:
- "warm": the same server and store, the client cycling over 10,000 of the hosts (all cached);
- the directory store, cold and warm, the same way;
- nginx in variable mode, which reads and parses the PEM files on every handshake whatever the
  host count (its only way to serve hosts it did not load at start-up);
- tlsfront with --preload of all 100,000 hosts (nothing ever misses).
"""

import hostsets
import peers
from common import BenchError, Background, check_report, error_total, generator, wait_for_quiet
from rounds import in_rounds, ratio_of_rounds, summary

CONNECTIONS = 16


def run_scenario(run, redis):
    if run.quick:
        total, cache, duration, warmup = 200, 20, 1.0, 0.3
    else:
        total, cache, duration, warmup = 100_000, 10_000, 8.0, 2.0
    hosts = hostsets.host_set("ecdsa", total)
    pattern = ["--host-pattern", "h{i}." + hostsets.DOMAIN]
    cold = pattern + ["--host-count", str(total), "--host-order", "random"]
    warm = pattern + ["--host-count", str(cache)]
    cases = [
        # (name, server kind, client host args, cache size)
        ("tlsfront-redis warm", "tlsfront-redis", warm, cache),
        ("tlsfront-redis cold", "tlsfront-redis", cold, cache),
        ("tlsfront-dir warm", "tlsfront-dir", warm, cache),
        ("tlsfront-dir cold", "tlsfront-dir", cold, cache),
        ("tlsfront-preload", "tlsfront-preload", cold, None),
        ("nginx-variable", "nginx-variable", cold, None),
    ]
    servers = {}
    try:
        for name, kind, client_hosts, cache_size in cases:
            server = peers.make(run, kind, hosts, redis=redis, cache_size=cache_size, cache_ttl=peers.STEADY_TTL)
            server.label = name.replace(" ", "-")
            servers[name] = server.start_and_wait(60 if run.quick else 900)
            # Fill the cache (warm: every host it will see; cold: the steady state of random
            # traffic) before anything is measured.
            fill = ["--host-count", str(cache)] if "warm" in name else ["--host-count", str(total), "--host-order", "random"]
            report = generator(run, server.port, ["--mode", "handshake", "-c", str(CONNECTIONS),
                                                  "--requests", str(cache * (1 if "warm" in name else 2))]
                               + pattern + fill + ["--tls", "1.3"], timeout=900)
            check_report(report, f"cache fill of {name}")
        client_hosts_of = {name: client_hosts for name, _, client_hosts, _ in cases}
        results = in_rounds(
            run.rounds, [name for name, _, _, _ in cases],
            lambda name: measure(run, servers[name], client_hosts_of[name], duration, warmup),
            lambda round_no, name, r: f"  cold-miss round {round_no}, {name}: {r['rate']:.0f}/s, "
            f"p99 {r['p99_ms']:.2f} ms{_miss_text(r)}")
        out = {}
        for name, _, client_hosts, cache_size in cases:
            servers[name].check_alive()
            rounds = results[name]
            rss, _ = servers[name].memory()
            out[name] = {
                "rate": summary([r["rate"] for r in rounds]),
                "p99_ms": summary([r["p99_ms"] for r in rounds]),
                "miss_rate": summary([r.get("miss_rate") for r in rounds]),
                "server_us_per_handshake": summary([r["server_us"] for r in rounds]),
                "background_cores": summary([r["background"] for r in rounds]),
                "errors": sum(r["errors"] for r in rounds),
                "rss_after": rss,
                "cache_size": cache_size,
                "client_hosts": " ".join(client_hosts),
                "command": " ".join(servers[name].command),
                "rounds": rounds,
            }
        rates = {name: [r["rate"] for r in results[name]] for name in results}
        ratios = {
            "redis cold/warm": ratio_of_rounds(rates["tlsfront-redis cold"], rates["tlsfront-redis warm"]),
            "dir cold/warm": ratio_of_rounds(rates["tlsfront-dir cold"], rates["tlsfront-dir warm"]),
            "redis warm/preload": ratio_of_rounds(rates["tlsfront-redis warm"], rates["tlsfront-preload"]),
            "redis cold/nginx-variable": ratio_of_rounds(rates["tlsfront-redis cold"], rates["nginx-variable"]),
            "dir cold/nginx-variable": ratio_of_rounds(rates["tlsfront-dir cold"], rates["nginx-variable"]),
        }
        return {"hosts": total, "cache_size": cache, "duration_s": duration, "warmup_s": warmup,
                "connections": CONNECTIONS, "cases": out, "ratios": ratios}
    finally:
        for server in servers.values():
            server.stop()


def _miss_text(r):
    return f", miss {r['miss_rate'] * 100:.1f} %" if r.get("miss_rate") is not None else ""


def measure(run, server, client_hosts, duration, warmup):
    wait_for_quiet(run, server.cpu_seconds)
    before = server.metrics() if isinstance(server, peers.Tlsfront) else None
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    report = generator(run, server.port, ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{duration}s",
                                          "--warmup", f"{warmup}s", "--tls", "1.3",
                                          "--cipher", "TLS_AES_128_GCM_SHA256"] + client_hosts,
                       timeout=duration + warmup + 60)
    busy = background.cores()
    cpu = server.cpu_seconds() - cpu0
    check_report(report, f"{server.label} cold-miss run")
    result = {
        "rate": report["handshakes_per_s"],
        "p99_ms": report["latency_us"]["request"]["p99_us"] / 1000,
        "errors": error_total(report),
        "server_us": cpu * 1e6 / max(1, report["handshakes"]["total"] * (duration + warmup) / duration),
        "background": busy,
    }
    if before is not None:
        after = server.metrics()
        key_hit = 'tlsfront_cert_cache_lookups_total{result="hit"}'
        key_miss = 'tlsfront_cert_cache_lookups_total{result="miss"}'
        hits = after.get(key_hit, 0) - before.get(key_hit, 0)
        misses = after.get(key_miss, 0) - before.get(key_miss, 0)
        if hits + misses <= 0:
            raise BenchError(f"{server.label}: no cache lookups counted")
        result["miss_rate"] = misses / (hits + misses)
    return result
