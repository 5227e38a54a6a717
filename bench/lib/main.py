"""bench/run: tlsfront's benchmark suite. See bench/README.md.

    bench/run [SCENARIO...] [--quick] [--big] [--rounds N] [--no-publish]

Scenarios (all but startup-big and acme when none are named):
    crypto      sign/verify/key-exchange/AEAD speed: aws-lc-rs vs openssl speed; per-suite cost
    startup     start-up time and memory against host count (10, 1k, 10k, 100k hosts)
    handshake   full handshakes per second (TLS 1.3 ECDSA, TLS 1.3 RSA, TLS 1.2 ECDHE-RSA)
    coldmiss    100k hosts, 10k-entry cache, random hosts: miss cost against warm
    keepalive   keep-alive requests per second (wrk and tlsfront-bench; 10/100/500 connections)
    idle        KiB per idle keep-alive connection (1k and 10k connections, HTTP/1.1 and h2)
    bulk        1 GiB over one connection, 3 TLS 1.3 suites, 10 runs each
    proxy       reverse proxy to a test upstream: keep-alive requests per second, 1 GiB download
    h2          HTTP/2 with h2load: requests at 1, 10 and 100 streams per connection, 1 GiB download
    compression bytes on the wire and server CPU per request for a page, its CSS and its JavaScript,
                precompressed and compressed on the fly (tlsfront, nginx, Caddy)
    memory      RSS against distinct hosts served (20k hosts/5k cache, 100k hosts/10k cache)
    certs       certs gen / import / ls on 100k hosts
    startup-big start-up of every server at 100k hosts, tlsfront at 1M (slow: opt-in)
    acme        certificates on demand against Pebble: first-handshake latency (tlsfront vs Caddy),
                gate calls and CA orders under a flood of unknown names (opt-in: needs Pebble)
    fleet       instances on one Redis: resumption across 3 instances (TLS 1.3 and 1.2), server CPU per
                full and resumed handshake against 2 nginx sharing a ticket key, a Sentinel failover
    restart     requests lost while each server reloads or upgrades under new connections (tlsfront
                SIGUSR2/SIGHUP, nginx reload and binary upgrade, HAProxy seamless reload, Caddy reload)
    isolation   a victim host's latency alone and under floods of another host (full handshakes,
                keep-alive requests, slowloris, a stuck application beside a healthy one), tlsfront
                (fair gate, and per-host limits) vs nginx limit_req/limit_conn and HAProxy stick tables

--quick runs every scenario at tiny sizes (under 3 minutes): it checks that everything still
works and fails if a server does not start or a scenario yields no numbers; its figures mean
nothing and go to bench/results/quick/. A full run writes bench/results/<scenario>.json,
summary.md and the charts, and refreshes the marked tables in BENCHMARKS.md (--no-publish:
leave them alone; raw data goes to bench/results/raw/ either way).
"""

import argparse
import json
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common  # noqa: E402
import report  # noqa: E402
import s_acme  # noqa: E402
import s_bulk  # noqa: E402
import s_certs  # noqa: E402
import s_coldmiss  # noqa: E402
import s_compression  # noqa: E402
import s_crypto  # noqa: E402
import s_fleet  # noqa: E402
import s_h2  # noqa: E402
import s_handshake  # noqa: E402
import s_idle  # noqa: E402
import s_isolation  # noqa: E402
import s_keepalive  # noqa: E402
import s_memory  # noqa: E402
import s_proxy  # noqa: E402
import s_restart  # noqa: E402
import s_startup  # noqa: E402
from common import BENCH, GENERATOR, REPO, TLSFRONT, UPSTREAM, BenchError, log  # noqa: E402

DEFAULT = ["crypto", "startup", "handshake", "coldmiss", "keepalive", "idle", "bulk", "proxy", "h2", "compression",
           "memory", "certs", "fleet", "restart", "isolation"]
# Opt-in: startup-big takes an hour; acme needs Pebble (scripts/install-deps acme), which the
# default run does not install.
ALL = DEFAULT + ["startup-big", "acme"]
NEEDS_REDIS = {"startup", "startup-big", "handshake", "coldmiss", "memory", "certs", "fleet"}


def main():
    parser = argparse.ArgumentParser(prog="bench/run", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n", 2)[2])
    parser.add_argument("scenarios", nargs="*", metavar="SCENARIO", help="scenarios to run (default: all but startup-big and acme)")
    parser.add_argument("--quick", action="store_true", help="every scenario at tiny sizes, no figures published")
    parser.add_argument("--big", action="store_true", help="also run startup-big")
    parser.add_argument("--rounds", type=int, default=None, help="alternating rounds per comparison (default 5; quick 1)")
    parser.add_argument("--no-publish", action="store_true", help="do not touch bench/results/*.json, summary, BENCHMARKS.md")
    parser.add_argument("--render-only", metavar="DIR", help="only redraw summary.md and the charts from DIR's JSON "
                        "(bench/results: also BENCHMARKS.md's tables)")
    args = parser.parse_args()
    if args.render_only:
        report.require_matplotlib()
        out_dir = os.path.abspath(args.render_only)
        report.render(out_dir)
        if out_dir == os.path.join(BENCH, "results"):
            report.update_document(os.path.join(REPO, "BENCHMARKS.md"), report.render(out_dir, chart_prefix="bench/results/"))
        log(f"rendered {os.path.relpath(os.path.join(out_dir, 'summary.md'), REPO)}")
        return

    scenarios = args.scenarios or list(DEFAULT)
    for name in scenarios:
        if name not in ALL:
            parser.error(f"unknown scenario {name!r} (choose from {', '.join(ALL)})")
    if args.big and "startup-big" not in scenarios:
        scenarios.append("startup-big")
    rounds = args.rounds or (1 if args.quick else 5)
    if rounds < 1 or (not args.quick and rounds < 5 and not args.no_publish):
        parser.error("--rounds: published comparisons need at least 5 rounds (or use --no-publish)")

    for tool in ("nginx", "haproxy", "wrk", "h2load", "redis-server", "redis-cli", "openssl"):
        if shutil.which(tool) is None and not os.path.exists(f"/usr/sbin/{tool}"):
            raise SystemExit(f"bench/run: {tool} is missing: run scripts/install-deps bench test")
    for binary in (TLSFRONT, GENERATOR):
        if not os.path.exists(binary):
            raise SystemExit(f"bench/run: {binary} is missing: cargo build --release --locked -p tlsfront -p tlsfront-bench")
    if any(name in scenarios for name in ("proxy", "isolation")) and not os.path.exists(UPSTREAM):
        raise SystemExit(f"bench/run: {UPSTREAM} is missing: cargo build --release --locked -p tlsfront-testkit "
                         f"--bin tlsfront-test-upstream")
    os.environ["PATH"] = os.environ.get("PATH", "") + ":/usr/sbin:/sbin"
    report.require_matplotlib()

    results_dir = os.path.join(BENCH, "results")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    if args.quick:
        out_dir = os.path.join(results_dir, "quick")
        if os.path.exists(out_dir):
            shutil.rmtree(out_dir)
        raw_dir = os.path.join(out_dir, "raw")
    else:
        out_dir = results_dir if not args.no_publish else os.path.join(results_dir, "raw", stamp)
        raw_dir = os.path.join(results_dir, "raw", stamp)
    os.makedirs(raw_dir, exist_ok=True)
    command_line = "bench/run " + " ".join(sys.argv[1:])
    run = common.Run(args.quick, rounds, out_dir, raw_dir, command_line)
    machine = common.machine()
    versions = common.versions()
    log(f"bench/run: {', '.join(scenarios)}; {rounds} round(s); server on CPU {run.server_cpu}, "
        f"client on CPU {run.client_cpu}; raw data in {os.path.relpath(raw_dir, REPO)}")

    redis = None
    failures = []
    started = time.monotonic()
    try:
        for name in scenarios:
            if name in NEEDS_REDIS and redis is None:
                from peers import Redis
                redis = Redis(run)
            log(f"== {name}")
            t0 = time.monotonic()
            try:
                data = run_one(name, run, redis)
            except BenchError as e:
                log(f"!! {name} failed: {e}")
                failures.append((name, str(e)))
                if args.quick:
                    break
                continue
            entry = {"meta": {"date": time.strftime("%Y-%m-%d %H:%M %Z"), "command": command_line,
                              "rounds": rounds, "elapsed_s": time.monotonic() - t0, "machine": machine,
                              "versions": versions, "server_cpu": run.server_cpu, "client_cpu": run.client_cpu,
                              "quick": args.quick},
                     "data": data}
            run.save_raw(f"{name}.json", entry)
            with open(os.path.join(out_dir, f"{name}.json"), "w") as f:
                json.dump(_compact(entry), f, indent=1)
                f.write("\n")
            log(f"== {name} done in {(time.monotonic() - t0) / 60:.1f} min")
    finally:
        if redis is not None:
            redis.stop()
        common._stop_all()

    if not args.quick or not failures:
        sections = report.render(out_dir, chart_prefix="")
        if out_dir == results_dir:
            doc = os.path.join(REPO, "BENCHMARKS.md")
            doc_sections = report.render(out_dir, chart_prefix="bench/results/")
            if report.update_document(doc, doc_sections):
                log("BENCHMARKS.md tables refreshed")
        log(f"summary: {os.path.relpath(os.path.join(out_dir, 'summary.md'), REPO)}")
        if args.quick:
            for name in scenarios:
                if name not in sections:
                    failures.append((name, "no section rendered"))
    log(f"bench/run finished in {(time.monotonic() - started) / 60:.1f} min")
    if failures:
        for name, error in failures:
            print(f"bench/run: {name} FAILED: {error}", file=sys.stderr)
        sys.exit(1)


def run_one(name, run, redis):
    if name == "crypto":
        return s_crypto.run_scenario(run)
    if name == "startup":
        return s_startup.run_scenario(run, redis)
    if name == "startup-big":
        return s_startup.run_scenario(run, redis, big=True)
    if name == "handshake":
        return s_handshake.run_scenario(run, redis)
    if name == "coldmiss":
        return s_coldmiss.run_scenario(run, redis)
    if name == "keepalive":
        return s_keepalive.run_scenario(run)
    if name == "idle":
        return s_idle.run_scenario(run)
    if name == "bulk":
        return s_bulk.run_scenario(run)
    if name == "proxy":
        return s_proxy.run_scenario(run)
    if name == "h2":
        return s_h2.run_scenario(run)
    if name == "compression":
        return s_compression.run_scenario(run)
    if name == "memory":
        return s_memory.run_scenario(run, redis)
    if name == "certs":
        return s_certs.run_scenario(run, redis)
    if name == "acme":
        return s_acme.run_scenario(run)
    if name == "fleet":
        return s_fleet.run_scenario(run, redis)
    if name == "restart":
        return s_restart.run_scenario(run)
    if name == "isolation":
        return s_isolation.run_scenario(run)
    raise ValueError(name)


def _compact(entry):
    """The published JSON: per-round details stay in the raw data."""
    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in ("raw", "negotiated")}
        if isinstance(value, list):
            return [strip(v) for v in value]
        if isinstance(value, float):
            return round(value, 6)
        return value
    return strip(entry)


if __name__ == "__main__":
    main()
