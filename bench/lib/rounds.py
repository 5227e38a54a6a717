"""The arithmetic of every scenario: rounds that alternate the servers, and the figures made of
them (median, summary, the ratio of paired rounds)."""

import statistics

from common import log

def in_rounds(rounds, names, measure, describe):
    """Measures every name once a round, in the same order every round, so that the servers
    alternate and a drift of the machine falls on all of them alike; returns each name's
    results, round by round. `measure(name)` makes one measurement; `describe(round_no, name,
    result)` is its log line (rounds count from 1). Every scenario's rounds go through here but
    s_startup's, which stops starting a server that timed out; bench/compare-builds swaps its two
    builds' order every round instead."""
    per = {name: [] for name in names}
    for round_no in range(1, rounds + 1):
        for name in names:
            result = measure(name)
            per[name].append(result)
            log(describe(round_no, name, result))
    return per


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def summary(values):
    values = [v for v in values if v is not None]
    if not values:
        return None
    return {"min": min(values), "median": statistics.median(values), "max": max(values),
            "mean": statistics.fmean(values), "n": len(values)}


def ratio_of_rounds(a_values, b_values):
    """The median of per-round ratios a/b (rounds paired in order: A and B ran back to back)."""
    pairs = [a / b for a, b in zip(a_values, b_values) if a is not None and b]
    return statistics.median(pairs) if pairs else None
