"""The `h3` scenario's tables (issue 30, item 8): HTTP/3 requests at 1, 10 and 100 streams per
connection, full QUIC handshakes, a 1 GiB download and memory per idle QUIC connection,
tlsfront against Caddy's HTTP/3 and against tlsfront's own HTTP/2; and its targets."""

from report_format import _med, _mib, _n, _table, _x
from report_summary import Figure, Headline, lead_of_less

NAMES = {"tlsfront": "tlsfront h3", "caddy": "Caddy h3", "tlsfront-h2": "tlsfront h2"}
# Targets: tlsfront's figure over the other's.
CPU_VS_CADDY = 0.5
CPU_VS_H2 = 1.5


def md_h3(d):
    out = [_support(d), _requests(d), _handshakes(d), _download(d), _idle(d)]
    for kind, reason in (d.get("skipped") or {}).items():
        out.append(f"{NAMES.get(kind, kind)} left out: {reason}.\n")
    out.append(f"HTTP/3 client: `{d['client']}`; HTTP/2 client: `{d['h2_client']}`.\n")
    return "\n".join(out)


def _support(d):
    lines = []
    for kind, found in (d.get("support") or {}).items():
        verdict = "can serve HTTP/3" if found["http3"] else "cannot serve HTTP/3"
        lines.append(f"{found.get('version') or kind} {verdict} here ({found['evidence']})")
    if not lines:
        return ""
    return ("**Peers.** " + "; ".join(lines) + ". Caddy's HTTP/3 (quic-go) is the one HTTP/3 peer; "
            "tlsfront's own HTTP/2 (h2load, the same process) is in the same tables.\n")


def _requests(d):
    cells = d["cells"]
    servers = list(cells[0]["servers"])
    others = [s for s in servers if s != "tlsfront"]
    rows = []
    for c in cells:
        row = [str(c["streams"])]
        row += [_n(_med(c["servers"][s]["rate"])) for s in servers]
        row += [_n(_med(c["servers"][s]["server_us"]), 1) for s in servers]
        row += [_x(c["ratios"].get(f"tlsfront/{s} cpu")) for s in others]
        row += [_x(c["ratios"].get(f"tlsfront/{s} rate")) for s in others]
        row.append(", ".join(_cores(c["servers"][s]["client_cores"]) for s in servers))
        row.append(", ".join(_cores(c["servers"][s]["server_cores"]) for s in servers))
        rows.append(row)
    names = [NAMES.get(s, s) for s in servers]
    failed = [f"{NAMES.get(s, s)} at {c['streams']} stream(s): {sum(r['failed'] for r in c['servers'][s]['rounds'])}"
              for c in cells for s in servers if any(r["failed"] for r in c["servers"][s]["rounds"])]
    text = [f"**Requests on the 612-byte page**: {cells[0]['connections']} connections, 1, 10 and 100 requests in "
            f"flight per connection; HTTP/3 for {d['duration_s']:g} s per run, HTTP/2 (h2load) a fixed count of "
            f"a few seconds; median of {d['rounds']} round(s), servers alternating. Server CPU per request from "
            f"/proc (the connections' handshakes included). CPU and rate ratios are tlsfront h3's over the "
            f"other's: for CPU, below 1 tlsfront spends less (targets: at most {CPU_VS_CADDY}× Caddy's, at most "
            f"{CPU_VS_H2}× its own HTTP/2's). Cores: the client's and the server's share of their core, in the "
            f"order {', '.join(names)}.\n",
            _table(["streams"] + [f"{n} req/s" for n in names] + [f"{n} µs/request" for n in names]
                   + [f"CPU/request: tlsfront h3 ÷ {NAMES.get(s, s)}" for s in others]
                   + [f"rate: tlsfront h3 ÷ {NAMES.get(s, s)}" for s in others]
                   + ["client cores", "server cores"], rows),
            ("Failed requests: " + "; ".join(failed) + ".\n") if failed else "No request failed.\n"]
    return "\n".join(text)


def _handshakes(d):
    h = d["handshakes"]
    rows = [[NAMES.get(s, s), _n(_med(r["rate"])), _n(_med(r["server_us"])), _cores(r["client_cores"]),
             _cores(r["server_cores"]), str(sum(x["failed"] for x in r["rounds"]))] for s, r in h["servers"].items()]
    ratio = h["ratios"].get("tlsfront/caddy cpu")
    return (f"**Full QUIC handshakes** ({h['workers']} client workers, each: new connection, full TLS 1.3 handshake "
            f"(ECDSA P-256, X25519, no resumption), one GET of the page, close; median of {d['rounds']} "
            f"round(s))\n\n"
            + _table(["server", "handshakes/s", "server µs/handshake", "client cores", "server cores", "failed"], rows)
            + f"\nServer CPU per handshake, tlsfront ÷ Caddy: {_x(ratio)} (target: at most {CPU_VS_CADDY}×); "
              f"rate, tlsfront ÷ Caddy: {_x(h['ratios'].get('tlsfront/caddy rate'))}.\n")


def _download(d):
    b = d["bulk"]
    size = f"{b['size'] / 2**30:g} GiB" if b["size"] >= 2**30 else f"{b['size'] / 2**20:g} MiB"
    rows = [[NAMES.get(s, s), _s(_med(r["seconds"])), _n(_med(r["bytes_per_s"]) / 1e6),
             f"{_n(r['bytes_per_s']['min'] / 1e6)}–{_n(r['bytes_per_s']['max'] / 1e6)}",
             f"{_med(r['server_cpu_s_per_gib']):.2f}", _cores(r["client_cores"])] for s, r in b["servers"].items()]
    ratios = b["ratios"]
    return (f"**{size} over one connection** (the bulk scenario's file of random bytes, in the page cache; median "
            f"of {d['rounds']} run(s); MB/s is 10^6 bytes per second; server CPU seconds per GiB)\n\n"
            + _table(["server", "time", "MB/s", "min–max", "server CPU s/GiB", "client cores"], rows)
            + "\n" + "; ".join(f"tlsfront h3 ÷ {NAMES.get(s, s)}: {_x(ratios.get(f'tlsfront/{s} rate'))} in rate, "
                               f"{_x(ratios.get(f'tlsfront/{s} cpu'))} in CPU per GiB"
                               for s in b["servers"] if s != "tlsfront") + ".\n")


def _idle(d):
    idle = d["idle"]
    rows = []
    for c in idle["cells"]:
        for s, r in c["servers"].items():
            rows.append([f"{c['connections']:,}", NAMES.get(s, s), _n(_med(r["kib_per_connection"]), 1),
                         _n(_med(r["pss_kib_per_connection"]), 1), _mib(_med(r["rss_before"])),
                         _mib(_med(r["rss_after"])), _n(_med(r["open"])),
                         _n(sum(x.get("retried", 0) for x in r["rounds"]))])
    ratios = "; ".join(f"{c['connections']:,}: {_x((c.get('ratios') or {}).get('tlsfront/caddy kib'))}"
                       for c in idle["cells"])
    return (f"**Memory per idle QUIC connection** (a fresh server per measurement, warmed with "
            f"{idle['warm_connections']} connections; N connections from one client socket, one GET each, then "
            f"held, a refused one tried again up to 3 times; RSS summed over the server's processes, (after − before) ÷ N; idle timeouts "
            f"{idle['idle_timeout_s']} s; median of the rounds)\n\n"
            + _table(["connections", "server", "KiB/connection (RSS)", "KiB/connection (PSS)", "RSS before",
                      "RSS after", "open", "retried (all rounds)"], rows)
            + f"\ntlsfront ÷ Caddy in KiB per connection: {ratios} (target: at most 1×).\n")


def add_targets(data, add):
    if "h3" not in data:
        return
    d = data["h3"]["data"]
    cells = d["cells"]
    if "caddy" in cells[0]["servers"]:
        vals = [(c["streams"], c["ratios"].get("tlsfront/caddy cpu")) for c in cells]
        add(f"HTTP/3 server CPU per request at most {CPU_VS_CADDY}× Caddy's HTTP/3, at 1, 10 and 100 streams per "
            "connection (issue 30)", "tlsfront ÷ Caddy: " + "; ".join(f"m={m}: {_x(v)}" for m, v in vals),
            all(v is not None and v <= CPU_VS_CADDY for _, v in vals), "h3")
        v = d["handshakes"]["ratios"].get("tlsfront/caddy cpu")
        add(f"Server CPU per full QUIC handshake at most {CPU_VS_CADDY}× Caddy's (issue 30)",
            f"tlsfront ÷ Caddy: {_x3(v)}", v is not None and v <= CPU_VS_CADDY, "h3")
        v = d["bulk"]["ratios"].get("tlsfront/caddy rate")
        add("A 1 GiB HTTP/3 download over one connection at least Caddy's rate (issue 30)",
            f"tlsfront ÷ Caddy: {_x(v)}", v is not None and v >= 1.0, "h3")
        vals = [(c["connections"], (c.get("ratios") or {}).get("tlsfront/caddy kib")) for c in d["idle"]["cells"]]
        add("An idle QUIC connection holds at most Caddy's (issue 30)",
            "tlsfront ÷ Caddy: " + "; ".join(f"{n:,}: {_x(v)}" for n, v in vals),
            bool(vals) and all(v is not None and v <= 1.0 for _, v in vals), "h3")
    vals = [(c["streams"], c["ratios"].get("tlsfront/tlsfront-h2 cpu")) for c in cells]
    add(f"HTTP/3 server CPU per request at most {CPU_VS_H2}× tlsfront's own HTTP/2, at 1, 10 and 100 streams per "
        "connection (issue 30)", "h3 ÷ h2: " + "; ".join(f"m={m}: {_x3(v)}" for m, v in vals),
        all(v is not None and v <= CPU_VS_H2 for _, v in vals), "h3")


def headline(d):
    """Server CPU per HTTP/3 request at every stream count, Caddy's beside tlsfront's."""
    cells = sorted(d["cells"], key=lambda c: c["streams"])

    def per_request(name):
        return " / ".join(_n(_med(c["servers"][name]["server_us"]), 1) for c in cells) + " µs"

    peers = {}
    if "caddy" in cells[0]["servers"]:
        peers["caddy"] = Figure(per_request("caddy"), tuple(
            lead_of_less(c["ratios"].get("tlsfront/caddy cpu"), 1) for c in cells))
    return Headline(f"Server CPU per HTTP/3 request on the 612-byte page at "
                    f"{' / '.join(str(c['streams']) for c in cells)} streams per connection (tlsfront's HTTP/2: "
                    f"{per_request('tlsfront-h2')})", per_request("tlsfront"), peers)


def _x3(r):
    """A ratio to three places, where two would round a miss onto its target (1.5008×)."""
    return "–" if r is None else f"{r:.3f}×"


def _cores(s):
    return "–" if not s else f"{s['median']:.2f}"


def _s(x):
    return "–" if x is None else f"{x:.2f} s"
