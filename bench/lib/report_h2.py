"""The `h2` scenario's tables (issue 16): h2load requests at 1, 10 and 100 streams per
connection, and a 1 GiB download over one h2 connection; and its target, server CPU per h2
request at most 1/1.3 of a tuned nginx's at every stream count."""

from report_floor import md_floor
from report_summary import Figure, Headline

NAMES = {"tlsfront-dir": "tlsfront", "nginx": "nginx", "caddy": "Caddy"}
PEERS = ("nginx", "caddy")
# h2load's or the server's share of its core above which it was the limit.
SATURATED = 0.95


def md_h2(d):
    cells = d["cells"]
    servers = list(cells[0]["servers"])
    peers = [p for p in PEERS if p in servers]
    rows = []
    for c in cells:
        fewer = [f"{NAMES.get(s, s)} {c['servers'][s]['requests']:,}" for s in servers
                 if c["servers"][s].get("requests", c["requests"]) != c["requests"]]
        row = [str(c["streams"]), f"{c['requests']:,}" + (f" ({', '.join(fewer)})" if fewer else "")]
        row += [_n(_med(c["servers"][s]["rate"])) for s in servers]
        row += [_x(c["ratios"].get(f"tlsfront/{p} rate")) for p in peers]
        row += [_n(_med(c["servers"][s]["server_us_per_request"]), 1) for s in servers]
        row += [_x(c["ratios"].get(f"{p}/tlsfront cpu")) for p in peers]
        row.append(", ".join(_cores(c["servers"][s]["client_cores"]) for s in servers))
        row.append(", ".join(_cores(c["servers"][s]["server_cores"]) for s in servers))
        row.append(_limit(c, servers))
        rows.append(row)
    names = [NAMES.get(s, s) for s in servers]
    failed = [f"{NAMES.get(s, s)} at {c['streams']} stream(s): {c['servers'][s]['failed']:,} of "
              f"{c['servers'][s]['requests'] * d['rounds']:,}" for c in cells for s in servers
              if c["servers"][s].get("failed")]
    suite = d["suite"].replace("TLS_", "TLS 1.3 ").replace("_SHA256", "").replace("_", "-").replace("3-", "3 ")
    out = [f"**HTTP/2 requests on the 612-byte page**: h2load (one thread, on the client core), "
           f"{cells[0]['connections']} connections, `-m` streams per connection, `-n` requests per run, "
           f"{suite} with X25519; median of {d['rounds']} round(s), servers alternating. "
           f"Server CPU per request from /proc (the 50 handshakes included). CPU ratios are the peer's over "
           f"tlsfront's: above 1, tlsfront spends less (target: at least 1.3× nginx). Cores: h2load's and the "
           f"server's share of their core, in the order {', '.join(names)}; limit: which was at its core's end "
           f"(≥ {SATURATED:.2f}).\n"]
    out.append(_table(["streams", "requests"] + [f"{n} req/s" for n in names]
                      + [f"rate: tlsfront ÷ {NAMES[p]}" for p in peers]
                      + [f"{n} µs/request" for n in names]
                      + [f"CPU/request: {NAMES[p]} ÷ tlsfront" for p in peers]
                      + ["h2load cores", "server cores", "limit"], rows))
    out.append(("Failed requests (reset streams; CPU per request counts the ones that succeeded): "
                + "; ".join(failed) + ".\n") if failed else "No request failed.\n")
    out += md_floor(d, "request", lambda c: f"{c['streams']} stream(s)")
    b = d["bulk"]
    size = f"{b['size'] / 2**30:g} GiB" if b["size"] >= 2**30 else f"{b['size'] / 2**20:g} MiB"
    rows = []
    for s, r in b["servers"].items():
        rows.append([NAMES.get(s, s), _s(_med(r["seconds"])), _n(_med(r["bytes_per_s"]) / 1e6),
                     f"{_n(r['bytes_per_s']['min'] / 1e6)}–{_n(r['bytes_per_s']['max'] / 1e6)}",
                     f"{_med(r['server_cpu_s_per_gib']):.2f}", f"{_med(r['client_cores']):.2f}"])
    out.append(f"**{size} over one h2 connection** (`h2load -n 1 -c 1`, the file of random bytes the bulk scenario "
               f"uses, in the page cache; median of {d['rounds']} run(s) per server; MB/s is 10^6 bytes per second; "
               f"server CPU seconds per GiB sent; h2load's share of its core)\n")
    out.append(_table(["server", "time", "MB/s", "min–max", "server CPU s/GiB", "h2load cores"], rows))
    ratios = b["ratios"]
    out.append("; ".join(f"tlsfront ÷ {NAMES[p]}: {_x(ratios.get(f'tlsfront/{p} rate'))} in rate, "
                         f"{NAMES[p]} ÷ tlsfront {_x(ratios.get(f'{p}/tlsfront cpu'))} in CPU per GiB"
                         for p in peers) + ".\n")
    for kind, reason in (d.get("skipped") or {}).items():
        out.append(f"{NAMES.get(kind, kind)} left out: {reason}.\n")
    out.append(f"Client: `{d['client']}`.\n")
    return "\n".join(out)


def add_targets(data, add):
    if "h2" not in data:
        return
    cells = data["h2"]["data"]["cells"]
    vals = [(c["streams"], c["ratios"].get("nginx/tlsfront cpu")) for c in cells]
    add("HTTP/2 server CPU per request at most 1/1.3 of nginx's (open_file_cache), at 1, 10 and 100 streams per "
        "connection (issue 16)",
        "nginx ÷ tlsfront: " + "; ".join(f"m={m}: {_x(v)}" for m, v in vals),
        bool(vals) and all(v is not None and v >= 1.3 for _, v in vals), "h2")


def headline(d):
    """Server CPU per request at every stream count, each peer's beside tlsfront's."""
    cells = sorted(d["cells"], key=lambda c: c["streams"])
    servers = cells[0]["servers"]

    def per_request(name):
        return " / ".join(_n(_med(c["servers"][name]["server_us_per_request"]), 1) for c in cells) + " µs"

    peers = {peer: Figure(per_request(peer), tuple(c["ratios"].get(f"{peer}/tlsfront cpu") for c in cells))
             for peer in PEERS if peer in servers}
    return Headline(f"Server CPU per HTTP/2 request on the 612-byte page at {' / '.join(str(c['streams']) for c in cells)} "
                    f"streams per connection", per_request("tlsfront-dir"), peers)


def _limit(cell, servers):
    """Which side ran out of core in a cell: h2load, the server (named), or neither."""
    limits = []
    if any((_med(cell["servers"][s]["client_cores"]) or 0) >= SATURATED for s in servers):
        limits.append("h2load for " + ", ".join(NAMES.get(s, s) for s in servers
                                                if (_med(cell["servers"][s]["client_cores"]) or 0) >= SATURATED))
    busy = [NAMES.get(s, s) for s in servers if (_med(cell["servers"][s]["server_cores"]) or 0) >= SATURATED]
    if busy:
        limits.append("server core for " + ", ".join(busy))
    return "; ".join(limits) or "neither"


def _cores(s):
    return "–" if not s else f"{s['median']:.2f}"


def _med(s):
    return None if not s else s.get("median")


def _x(r):
    return "–" if r is None else f"{r:.2f}×"


def _n(x, digits=0):
    return "–" if x is None else f"{x:,.{digits}f}"


def _s(x):
    return "–" if x is None else f"{x:.2f} s"


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
