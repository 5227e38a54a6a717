"""Memory against distinct hosts served (issue 2, and DESIGN's memory target).

tlsfront is started with a bounded cache and a store much larger than the cache; the client
makes exactly one handshake (and one request) per distinct host, host after host, and the
server's resident memory is read from /proc after every step. A bounded cache must make the
curve flatten at the cache size, whatever the number of hosts served.

Cases:
- 20,000 distinct hosts, --cache-size 5000, directory store (issue 2);
- 100,000 distinct hosts, --cache-size 10000 (the default), directory store, ECDSA and
  RSA-2048 (DESIGN: under 100 MB);
- the same with the Redis store.
"""

import time

import hostsets
import peers
from common import BenchError, check_report, generator, log


def cases(run):
    if run.quick:
        return [("dir", "ecdsa", 200, 50, 50), ("redis", "ecdsa", 200, 50, 100)]
    return [
        # (store, kind, distinct hosts, cache size, step)
        ("dir", "ecdsa", 20_000, 5_000, 2_000),
        ("dir", "ecdsa", 100_000, 10_000, 10_000),
        ("dir", "rsa", 100_000, 10_000, 10_000),
        ("redis", "ecdsa", 100_000, 10_000, 10_000),
    ]


def run_scenario(run, redis):
    out = []
    for store, kind, total, cache, step in cases(run):
        hosts = hostsets.host_set(kind, max(total, 100_000) if not run.quick else total)
        server = peers.make(run, f"tlsfront-{store}", hosts, redis=redis, cache_size=cache)
        server.start_and_wait(60)
        try:
            rss0, pss0 = server.memory()
            curve = [{"hosts": 0, "rss": rss0, "pss": pss0}]
            log(f"memory: tlsfront {store} {kind} cache {cache}: {total} distinct hosts")
            for start in range(0, total, step):
                n = min(step, total - start)
                report = generator(run, server.port, ["--mode", "handshake", "-c", "16", "--requests", str(n),
                                                      "--host-pattern", "h{i}." + hostsets.DOMAIN,
                                                      "--host-start", str(start), "--host-count", str(n)],
                                   timeout=900)
                check_report(report, f"memory run against tlsfront-{store}")
                if report["requests_ok"] != n:
                    raise BenchError(f"memory run: {report['requests_ok']} of {n} requests succeeded")
                rss, pss = server.memory()
                curve.append({"hosts": start + n, "rss": rss, "pss": pss})
            time.sleep(1)
            rss_settled, _ = server.memory()
            cached = server.metrics().get("tlsfront_cert_cache_hosts")
            log(f"  RSS {curve[-1]['rss'] / 2**20:.1f} MiB after {total} hosts ({cached} cached)")
            out.append({"store": store, "kind": kind, "hosts": total, "cache_size": cache, "curve": curve,
                        "rss_after": curve[-1]["rss"], "rss_settled": rss_settled, "cached_hosts": cached,
                        "command": " ".join(server.command)})
        finally:
            server.stop()
    return {"cases": out}
