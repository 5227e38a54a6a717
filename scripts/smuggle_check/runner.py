"""Runs the cases one after another against one tlsfront and one pair of upstreams."""

import time
import traceback

from .drive import victim
from .verdict import Registry, judge

SETTLE = 0.3


class Result:
    def __init__(self, c, out, vic, verdict, fails, notes, diffs, saw, seconds):
        self.case, self.out, self.victim = c, out, vic
        self.verdict, self.fails, self.notes, self.diffs, self.saw = verdict, fails, notes, diffs, saw
        self.seconds = seconds


def run_case(ctx, c, ups, tls, reg, log=print):
    from .model import Outcome
    start = ups.log.mark()
    t0 = time.monotonic()
    try:
        out = c.fn(ctx, c)
    except Exception as err:  # noqa: BLE001 - a case that breaks is reported, not fatal
        out = Outcome()
        out.answer = f"client error: {err.__class__.__name__}"
        out.primary = "error"
        out.diffs.append("the case's client failed: " + traceback.format_exc(limit=2)[-300:])
    reg.outcomes[c.id] = out
    vic = victim(ctx, c, "h2" if c.proto == "h2" else "h1")
    for conn in out.keep:
        conn.close()
    time.sleep(SETTLE)
    end = ups.log.mark()
    events = ups.log.since(start, end)
    alive = tls.alive()
    death = "" if alive else getattr(tls, "death", lambda: "")()
    verdict, fails, notes, diffs, saw = judge(c, out, vic, events, reg, alive, death)
    r = Result(c, out, vic, verdict, fails, notes, diffs, saw, time.monotonic() - t0)
    r.window_end = end
    r.raw = [(e.label, e.cid, e.kind, e.data) for e in events
             if e.kind in ("bytes", "violation", "tunnel", "partial", "leftover")]
    log(f"  {c.id:3d} {verdict:4s} {c.proto} {c.name[:46]:46s} {out.answer[:40]}")
    for cat, msg in fails:
        log(f"        FAIL {cat}: {msg[:160]}")
    for msg in diffs:
        log(f"        DIFF {msg[:160]}")
    return r


def run_all(ctx, cases, ups, tls, log=print):
    reg = Registry(cases)
    results = []
    for c in cases:
        results.append(run_case(ctx, c, ups, tls, reg, log))
        if not tls.alive():
            log("tlsfront died; stopping")
            break
    return results
