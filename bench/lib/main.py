"""bench/run: tlsfront's benchmark suite. See bench/README.md.

    bench/run [SCENARIO...] [--quick] [--big] [--rounds N] [--no-publish]

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
import provenance  # noqa: E402
import report  # noqa: E402
import scenarios  # noqa: E402
from common import BENCH, GENERATOR, REPO, TLSFRONT, UPSTREAM, BenchError, log  # noqa: E402

# What bench/run runs when none are named, then the opt-in ones (startup-big takes an hour; acme
# needs Pebble, scripts/install-deps acme, which the default run does not install).
DEFAULT = scenarios.DEFAULT
ALL = DEFAULT + scenarios.OPT_IN


def main():
    # The help's epilog: the usage line, the scenarios (from their table), then the rest.
    _, usage, rest = __doc__.split("\n\n", 2)
    parser = argparse.ArgumentParser(prog="bench/run", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=f"{usage}\n\n{scenarios.help_text()}\n\n{rest}")
    parser.add_argument("scenarios", nargs="*", metavar="SCENARIO",
                        help=f"scenarios to run (default: all but {' and '.join(scenarios.OPT_IN)})")
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
        if out_dir == os.path.join(BENCH, "results"):
            report.publish(out_dir, os.path.join(REPO, "BENCHMARKS.md"))
        else:
            report.render(out_dir)
        log(f"rendered {os.path.relpath(os.path.join(out_dir, 'summary.md'), REPO)}")
        return

    chosen = args.scenarios or list(DEFAULT)
    for name in chosen:
        if name not in ALL:
            parser.error(f"unknown scenario {name!r} (choose from {', '.join(ALL)})")
    if args.big and "startup-big" not in chosen:
        chosen.append("startup-big")
    rounds = args.rounds or (1 if args.quick else 5)
    if rounds < 1 or (not args.quick and rounds < 5 and not args.no_publish):
        parser.error("--rounds: published comparisons need at least 5 rounds (or use --no-publish)")

    for tool in ("nginx", "haproxy", "wrk", "h2load", "redis-server", "redis-cli", "openssl"):
        if shutil.which(tool) is None and not os.path.exists(f"/usr/sbin/{tool}"):
            raise SystemExit(f"bench/run: {tool} is missing: run scripts/install-deps bench test")
    for binary in (TLSFRONT, GENERATOR):
        if not os.path.exists(binary):
            raise SystemExit(f"bench/run: {binary} is missing: cargo build --release --locked -p tlsfront -p tlsfront-bench")
    if any(scenarios.BY_NAME[name].needs_upstream for name in chosen) and not os.path.exists(UPSTREAM):
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
    machine = provenance.machine()
    versions = provenance.versions()
    log(f"bench/run: {', '.join(chosen)}; {rounds} round(s); server on CPU {run.server_cpu}, "
        f"client on CPU {run.client_cpu}; raw data in {os.path.relpath(raw_dir, REPO)}")

    redis = None
    failures = []
    started = time.monotonic()
    try:
        for name in chosen:
            if scenarios.BY_NAME[name].needs_redis and redis is None:
                from peers import Redis
                redis = Redis(run)
            log(f"== {name}")
            t0 = time.monotonic()
            try:
                data = scenarios.run(name, run, redis)
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
        sections = report.render(out_dir)
        if out_dir == results_dir and report.publish(out_dir, os.path.join(REPO, "BENCHMARKS.md")):
            log("BENCHMARKS.md tables refreshed")
        log(f"summary: {os.path.relpath(os.path.join(out_dir, 'summary.md'), REPO)}")
        if args.quick:
            for name in chosen:
                if name not in sections:
                    failures.append((name, "no section rendered"))
    log(f"bench/run finished in {(time.monotonic() - started) / 60:.1f} min")
    if failures:
        for name, error in failures:
            print(f"bench/run: {name} FAILED: {error}", file=sys.stderr)
        sys.exit(1)


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
