"""The summary table that opens BENCHMARKS.md and summary.md: a row per scenario with results,
in bench/run's order, giving its headline figure for tlsfront and for each peer (nginx,
HAProxy, Caddy) side by side, with tlsfront's lead over each, and linking to its section.

A scenario's `headline(data)` (scenarios.py) picks its figure and returns a `Headline`; this
module only lays the rows out, and finds where they link to.
"""

import re
from dataclasses import dataclass, field
from typing import Optional, Tuple, Union

# The peers' columns: (the key of a Headline's peers, the column's heading).
PEERS = [("nginx", "nginx"), ("haproxy", "HAProxy"), ("caddy", "Caddy")]
LEGEND = ("Each scenario's headline figure, from its latest results (bench/results/NAME.json, measured on the "
          "date in the last column; the section below has the rest and the command). In brackets, tlsfront's lead "
          "over that peer: how many times better tlsfront does, whether that means more per second or less time, "
          "CPU or memory (below 1×, the peer does better); taken from the section's ratios, medians of per-round "
          "ratios, where it has them. –: the peer is not in that scenario.")


@dataclass(frozen=True)
class Figure:
    """A peer's figure, as text, and tlsfront's lead over it: above 1, tlsfront does better.
    A tuple of leads goes with a text of as many figures ("12.6 / 8.8 µs")."""
    text: str
    lead: Union[None, float, Tuple[Optional[float], ...]] = None


@dataclass(frozen=True)
class Headline:
    what: str  # the figure compared, with its unit and setup
    tlsfront: str
    peers: dict = field(default_factory=dict)  # a key of PEERS -> Figure (absent: not measured)


def lead_of_more(ours, theirs):
    """tlsfront's lead where more is better (a rate): ours ÷ theirs."""
    return ours / theirs if ours and theirs else None


def lead_of_less(ours, theirs):
    """tlsfront's lead where less is better (time, CPU, memory): theirs ÷ ours."""
    return theirs / ours if ours and theirs else None


def table(scenarios, data, anchors):
    """The summary's Markdown: a row per scenario of `scenarios` with results in `data`
    ({name: its JSON}), each linking to `#anchors[name]` where there is one."""
    rows, missing = [], []
    for scenario in scenarios:
        entry = data.get(scenario.name)
        if entry is None:
            missing.append(scenario.name)
            continue
        headline = scenario.headline(entry["data"]) if scenario.headline else None
        anchor = anchors.get(scenario.name)
        name = f"[`{scenario.name}`](#{anchor})" if anchor else f"`{scenario.name}`"
        date = entry["meta"]["date"].split()[0]
        if headline is None:
            rows.append([name, "no headline figure", "–"] + ["–" for _ in PEERS] + [date])
            continue
        rows.append([name, headline.what, headline.tlsfront]
                    + [_peer_cell(headline.peers.get(key)) for key, _ in PEERS] + [date])
    header = ["scenario", "headline figure", "tlsfront"] + [heading for _, heading in PEERS] + ["measured"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    out = LEGEND + "\n\n" + "\n".join(lines) + "\n"
    if missing:
        out += f"\nNo results in bench/results for: {', '.join(f'`{name}`' for name in missing)}.\n"
    return out


def title_anchors(scenarios):
    """{scenario: anchor} for a document whose sections are headed by the scenarios' titles
    (summary.md)."""
    return {scenario.name: heading_anchor(scenario.title) for scenario in scenarios}


def document_anchors(text):
    """{NAME: anchor} for each `<!-- bench:NAME -->` marker of a Markdown document: the anchor
    of the last heading above it, as GitHub makes them (a repeated heading gets -1, -2, ...)."""
    anchors, seen = {}, {}
    current = None
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        heading = re.match(r"#{1,6} (.*)", line)
        if heading:
            base = heading_anchor(heading.group(1))
            current = base if base not in seen else f"{base}-{seen[base]}"
            seen[base] = seen.get(base, 0) + 1
            continue
        marker = re.match(r"<!-- bench:([\w-]+) -->", line.strip())
        if marker and current is not None:
            anchors.setdefault(marker.group(1), current)
    return anchors


def heading_anchor(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _peer_cell(figure):
    if figure is None:
        return "–"
    leads = figure.lead if isinstance(figure.lead, tuple) else (figure.lead,)
    if all(lead is None for lead in leads):
        return figure.text
    return f"{figure.text} ({' / '.join(_lead(lead) for lead in leads)})"


def _lead(lead):
    if lead is None:
        return "–"
    if lead >= 100:
        return f"{lead:,.0f}×"
    if lead >= 10:
        return f"{lead:.1f}×"
    return f"{lead:.2f}×"
