"""How long the certificate tools take on 100,000 hosts (issue 3): `tlsfront certs gen`,
`certs import --from-dir` into Redis, and `certs ls` on both stores. These are command-line
tools that use every core, so they run unpinned (both cores), each `rounds` times; the
median is reported. `certs ls` also reports its peak resident memory, and when the
1,000,000-host set exists (made by `bench/run startup-big`) it is listed too: a listing that
streams uses the same memory for a million hosts as for a hundred thousand.
"""

import os
import shutil

import hostsets
from common import TLSFRONT, log, run_tool, run_tool_peak_rss
from rounds import in_rounds, summary


def run_scenario(run, redis):
    count = 100 if run.quick else 100_000
    rounds = 1 if run.quick else min(run.rounds, 3)
    both = set(os.sched_getaffinity(0)) | {run.client_cpu, run.server_cpu}
    hosts = hostsets.host_set("ecdsa", count)
    url = redis.url_for(hosts)
    tools = {"gen": lambda: (_gen(run, count, both), None),
             "import": lambda: (_import(redis, hosts, both), None),
             "ls-dir": lambda: _ls(f"dir:{hosts.path}", count, both),
             "ls-redis": lambda: _ls(url, count, both)}
    per = in_rounds(rounds, list(tools), lambda tool: tools[tool](),
                    lambda round_no, tool, r: f"  certs round {round_no}, {tool}: {r[0]:.2f} s")
    results = {tool: [seconds for seconds, _ in per[tool]] for tool in tools}
    peak_rss = {tool: [peak for _, peak in per[tool]] for tool in ("ls-dir", "ls-redis")}
    rsa_info = None
    rsa_path = os.path.join(hostsets.CACHE, "hosts", "rsa-100000", ".complete")
    if os.path.exists(rsa_path):
        import json
        with open(rsa_path) as f:
            rsa_info = json.load(f)
    million = None
    if not run.quick and os.path.exists(os.path.join(hostsets.CACHE, "hosts", "ecdsa-1000000", ".complete")):
        big = hostsets.host_set("ecdsa", 1_000_000)
        million = {}
        for name, certs in (("ls-dir", f"dir:{big.path}"), ("ls-redis", redis.url_for(big))):
            seconds, peak = _ls(certs, big.count, both)
            million[name] = {"seconds": seconds, "peak_rss": peak}
            log(f"  certs ls, 1,000,000 hosts, {name}: {seconds:.2f} s, peak RSS {peak / 2**20:.1f} MiB")
    return {"hosts": count, "rounds": rounds,
            "seconds": {k: summary(v) for k, v in results.items()},
            "peak_rss": {k: summary(v) for k, v in peak_rss.items()},
            "million": million,
            "rsa_100k_generation": rsa_info,
            "commands": {
                "gen": f"tlsfront certs gen --hosts {count} --out dir:DIR",
                "import": f"tlsfront certs import --from-dir {hostsets.bench_relpath(hosts.path)} --certs redis://127.0.0.1:PORT/DB",
                "ls-dir": f"tlsfront certs ls --certs dir:{hostsets.bench_relpath(hosts.path)} > /dev/null",
                "ls-redis": "tlsfront certs ls --certs redis://127.0.0.1:PORT/DB > /dev/null",
            }}


def _gen(run, count, cpus):
    """Times `certs gen` of `count` hosts into a fresh directory, deleted again afterwards."""
    target = os.path.join(run.tmp, "certs-gen")
    if os.path.exists(target):
        shutil.rmtree(target)
    # Each timed run starts with nothing left to write back from the one before: without
    # this, a second `gen` of 200,000 files takes three times as long as the first.
    os.sync()
    seconds, _, _ = run_tool([TLSFRONT, "certs", "gen", "--hosts", str(count), "--out", f"dir:{target}"],
                             timeout=1800, cpus=cpus)
    shutil.rmtree(target)
    return seconds


def _import(redis, hosts, cpus):
    """Times `certs import --from-dir` of `hosts` into a fresh Redis database, emptied again
    afterwards."""
    db = redis.fresh_db()
    os.sync()
    seconds, _, _ = run_tool([TLSFRONT, "certs", "import", "--from-dir", hosts.path,
                              "--certs", redis.url(db)], timeout=1800, cpus=cpus)
    run_tool(["redis-cli", "-p", str(redis.port), "-n", str(db), "flushdb"], timeout=120)
    return seconds


def _ls(certs, count, cpus):
    """Times `certs ls` on a store of `count` hosts and checks it listed them all; returns
    (seconds, peak resident bytes)."""
    seconds, text, peak = run_tool_peak_rss([TLSFRONT, "certs", "ls", "--certs", certs], timeout=3600, cpus=cpus)
    lines = sum(1 for line in text.splitlines() if line.startswith("h"))
    if lines != count:
        from common import BenchError
        raise BenchError(f"certs ls {certs}: listed {lines} hosts, expected {count}")
    return seconds, peak
