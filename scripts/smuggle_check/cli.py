"""Starts everything, runs the cases, prints the table, exits 1 on any FAIL."""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

from . import pki, report
from .cases import CASES
from .drive import Ctx
from .runner import run_all
from .server import Tlsfront
from .tenants import ALPHA, BRAVO, GAMMA, TENANTS
from .upstream import Upstreams

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MAX_BODY = 65536
GAMMA_MAX_BODY = 1000


def parse_args(argv):
    p = argparse.ArgumentParser(prog="smuggle-check", description=__doc__)
    p.add_argument("--binary", default=os.path.join(REPO, "target", "debug", "tlsfront"),
                   help="the tlsfront binary (default: this tree's target/debug/tlsfront)")
    p.add_argument("--build", action="store_true",
                   help="run `cargo build -p tlsfront --bin tlsfront` first")
    p.add_argument("--only", help="case numbers: 1,5,10-20")
    p.add_argument("--family", help="only the cases of one family (framing, head, ...)")
    p.add_argument("--list", action="store_true", help="list the cases and exit")
    p.add_argument("--markdown", help="write the results table (Markdown) to this file")
    p.add_argument("--repro", help="write the exact bytes of every FAIL/DIFF case here")
    p.add_argument("--serve", type=int, metavar="SECONDS",
                   help="start tlsfront and the upstreams, print where, run no case, and stop "
                        "after SECONDS (at most 3600): for replaying a case's bytes by hand")
    p.add_argument("--raw", help="write every byte the upstreams received, case by case, here")
    p.add_argument("--strict", action="store_true", help="exit 1 on DIFF too")
    p.add_argument("--keep", action="store_true", help="keep the temporary directory")
    p.add_argument("--quiet", action="store_true", help="no per-case lines while running")
    p.add_argument("--naive-pipe", action="store_true",
                   help="run against a TLS-terminating byte pipe instead of tlsfront (a "
                        "self-test of the checker: most HTTP/1.1 cases must FAIL)")
    return p.parse_args(argv)


def select(args):
    cases = CASES
    if args.only:
        wanted = set()
        for part in args.only.split(","):
            lo, _, hi = part.partition("-")
            wanted.update(range(int(lo), int(hi or lo) + 1))
        cases = [c for c in cases if c.id in wanted]
    if args.family:
        cases = [c for c in cases if c.family == args.family]
    return cases


def build(binary):
    if os.path.exists(binary) and not os.environ.get("SMUGGLE_CHECK_BUILD"):
        return
    print("building tlsfront (cargo build -p tlsfront --bin tlsfront) ...", flush=True)
    subprocess.run(["cargo", "build", "-p", "tlsfront", "--bin", "tlsfront"], cwd=REPO,
                   check=True, timeout=3600)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    cases = select(args)
    if args.list:
        for c in cases:
            print(f"{c.id:3d} {c.proto} {c.family:10s} {c.name}  --  {c.what}")
        return 0
    if args.build:
        os.environ["SMUGGLE_CHECK_BUILD"] = "1"
    if not args.naive_pipe:
        build(args.binary)
    workdir = tempfile.mkdtemp(prefix="smuggle-check-")
    ups = Upstreams()
    tls = None
    started = time.monotonic()
    try:
        store, ca = pki.make_store(workdir, TENANTS)
        pki.write_site(store, GAMMA, ups.own.port, GAMMA_MAX_BODY)
        if args.naive_pipe:
            from .naive import NaivePipe
            tls = NaivePipe(store, ups.shared.port, ups.own.port)
        else:
            tls = Tlsfront(args.binary, workdir, store, ups.shared.port, MAX_BODY).start()
        print(f"{'naive pipe' if args.naive_pipe else 'tlsfront'} on 127.0.0.1:{tls.port}; upstreams UP1 127.0.0.1:{ups.shared.port} "
              f"({ALPHA}, {BRAVO}), UP2 127.0.0.1:{ups.own.port} ({GAMMA}); "
              f"{len(cases)} cases", flush=True)
        if args.serve:
            return serve_for(args.serve, tls, ups, ca, workdir)
        ctx = Ctx(tls.port, ca)
        log = (lambda *a: None) if args.quiet else (lambda *a: print(*a, flush=True))
        results = run_all(ctx, cases, ups, tls, log)
        late = late_events(ups, results)
    finally:
        if tls is not None:
            tls.stop()
        ups.stop()
    elapsed = time.monotonic() - started
    print()
    print(report.text_table(results))
    print()
    for r in results:
        if r.verdict != "ok":
            print(f"case {r.case.id} {r.case.name}: {r.verdict}")
            for cat, msg in r.fails:
                print(f"    FAIL {cat}: {msg}")
            for msg in r.diffs:
                print(f"    DIFF {msg}")
    for msg in late:
        print(f"late upstream event: {msg}")
    print(f"\n{len(results)} cases in {elapsed:.0f} s: {report.summary(results)}"
          + (f"; {len(late)} late upstream events" if late else ""))
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(report.markdown(results))
    if args.repro:
        with open(args.repro, "w") as f:
            f.write(report.repro(results))
    if args.raw:
        with open(args.raw, "w") as f:
            f.write(report.raw_log(results))
    if args.keep:
        print(f"kept {workdir} (tlsfront.log is there)")
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    failed = any(r.verdict == "FAIL" for r in results) or bool(late)
    if args.strict:
        failed = failed or any(r.verdict == "DIFF" for r in results)
    return 1 if failed else 0


def late_events(ups, results):
    """Anything the upstream logged after the last case was judged: a request, a violation or
    tunnel bytes showing up late is as bad as on time."""
    time.sleep(1.0)
    if not results:
        return []
    judged_until = getattr(results[-1], "window_end", None)
    events = ups.log.since(judged_until or 0)
    return [repr(e) for e in events if e.kind in ("request", "violation", "tunnel", "leftover")]


def serve_for(seconds, tls, ups, ca, workdir):
    """Keeps everything up for a while and prints what the upstreams get, for replays."""
    seconds = max(1, min(seconds, 3600))
    print(f"CA: {ca}\nreplay e.g.: printf 'GET /c000-atk0-alpha HTTP/1.1\\r\\nHost: alpha.smuggle.test"
          f"\\r\\n\\r\\n' | openssl s_client -quiet -connect 127.0.0.1:{tls.port} "
          f"-servername alpha.smuggle.test -CAfile {ca}\nserving for {seconds} s (Ctrl-C stops)",
          flush=True)
    seen = 0
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            time.sleep(0.5)
            events = ups.log.since(seen)
            seen += len(events)
            for e in events:
                if e.kind in ("bytes", "violation", "tunnel", "partial"):
                    print(f"upstream {e.label}/{e.cid} {e.kind}: {e.data!r:.400}", flush=True)
    except KeyboardInterrupt:
        pass
    tls.stop()
    ups.stop()
    shutil.rmtree(workdir, ignore_errors=True)
    return 0
