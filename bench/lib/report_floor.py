"""The floor's table (issue 32), below a scenario's own: per cell, the floor's row (bench/lib/
floor.py: the same bytes in plain TCP, no TLS, no HTTP) and each server's CPU per unit of work,
user and system apart, what it spends above the floor, and its system calls per unit from a
traced run (bench/lib/traced.py). Results from before the floor have no such table."""

from report_format import NAMES, _med, _n, _table


def md_floor(d, unit, label):
    """The table for a scenario's cells (`label(cell)` names a cell), or [] when the results
    have no floor."""
    cells = [c for c in d.get("cells", []) if c.get("floor")]
    if not cells:
        return []
    key = f"per_{unit}"
    rows = []
    for c in cells:
        f = c["floor"]
        rows.append([label(c), f"**the floor** (`{f['script']}`)", _n(_med(f["server_us"]), 1),
                     _n(_med(f["user_us"]), 1), _n(_med(f["sys_us"]), 1), "–", "–", "–", _calls(f.get("probe")), _bytes(f.get("probe"))])
        for name, r in c["servers"].items():
            above = r.get("above_floor") or {}
            rows.append(["", NAMES.get(name, name), _n(_med(r.get(f"server_us_{key}")), 1),
                         _n(_med(r.get(f"server_user_us_{key}")), 1), _n(_med(r.get(f"server_sys_us_{key}")), 1),
                         _n(above.get("server_us"), 1), _n(above.get("user_us"), 1), _n(above.get("sys_us"), 1),
                         _calls(r.get("probe")), _bytes(r.get("probe"))])
    return [f"**Server CPU per {unit} above the floor, µs** (the floor: a plain-TCP server on the server core "
            f"reading and writing, per {unit}, the bytes tlsfront did, with the same connections; its steps in "
            f"brackets, rN read and wN write N bytes, u for its upstream. User and system CPU from /proc; above "
            f"the floor: medians of per-round differences. System calls per {unit} (reads + writes of them, then "
            f"all of them) and bytes in/out per {unit} from one traced run per cell, at most 10 connections)\n",
            _table(["cell", "server", f"µs/{unit}", "user", "system", "above floor", "user above", "system above",
                    f"syscalls/{unit}", f"bytes in/out per {unit}"], rows)]


def _calls(probe):
    if not probe:
        return "–"
    s = probe["syscalls"]
    return f"{s['reads']:.1f} + {s['writes']:.1f} of {s['total']:.1f}"


def _bytes(probe):
    if not probe:
        return "–"
    text = f"{probe['bytes_in']:,.0f} / {probe['bytes_out']:,.0f}"
    if probe.get("upstream_bytes_in") or probe.get("upstream_bytes_out"):
        text += f"; upstream {probe['upstream_bytes_in']:,.0f} / {probe['upstream_bytes_out']:,.0f}"
    return text
