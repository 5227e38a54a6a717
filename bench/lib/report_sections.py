"""The Markdown of the scenarios whose tables report.py drew before the scenarios' own report
modules: start-up, handshakes, cold misses, keep-alive, idle connections, bulk, proxy, crypto,
memory and the certificate tools. Each takes a scenario's `data` and returns its section."""

from report_floor import md_floor
from report_format import NAMES, SHORT_NAMES, _med, _mib, _ms, _n, _table, _x


def md_startup(d):
    out = []
    for kind in ("ecdsa", "rsa"):
        groups = [g for g in d["groups"] if g["kind"] == kind]
        if not groups:
            continue
        servers = []
        for g in groups:
            for s in g["servers"]:
                if s not in servers:
                    servers.append(s)
        label = "ECDSA P-256" if kind == "ecdsa" else "RSA-2048"
        # The servers that load every certificate at start-up, each against tlsfront dir.
        preloaders = [s for s in ("nginx", "haproxy", "caddy") if s in servers]
        rows_t, rows_m = [], []
        for g in groups:
            row_t, row_m = [f"{g['count']:,}"], [f"{g['count']:,}"]
            for s in servers:
                r = g["servers"].get(s)
                if r is None:
                    row_t.append("not run")
                    row_m.append("not run")
                elif r["median_s"] is None:
                    row_t.append(f">{r['timeout_s']} s (timeout)")
                    row_m.append("–")
                else:
                    spread = ""
                    if len(r["startup_s"]) > 1:
                        spread = f" ({_ms(min(r['startup_s']))}–{_ms(max(r['startup_s']))})"
                    row_t.append(_ms(r["median_s"]) + spread)
                    row_m.append(f"{_mib(r['median_rss'])} ({_mib(r['median_pss'])})")
            ref = g["servers"].get("tlsfront-dir", {}).get("median_s")
            for other in preloaders:
                o = g["servers"].get(other)
                if o is None:
                    row_t.append("–")
                elif o["median_s"] is None and ref:
                    row_t.append(f">{o['timeout_s'] / ref:,.0f}×")
                elif ref and o["median_s"]:
                    row_t.append(f"{o['median_s'] / ref:,.1f}×")
                else:
                    row_t.append("–")
            rows_t.append(row_t)
            rows_m.append(row_m)
        out.append(f"**Time from spawn to the first successful handshake, {label}** (median, with min–max "
                   f"over {groups[0]['rounds']} rounds; the last columns: how many times longer each server that "
                   f"loads every certificate at start-up takes than tlsfront dir)\n")
        out.append(_table(["hosts"] + [NAMES[s] for s in servers] + [f"{SHORT_NAMES[s]} ÷ tlsfront" for s in preloaders],
                          rows_t))
        out.append(f"**Resident memory right after the first handshake, {label}**: RSS summed over every "
                   f"process of the server (PSS in brackets: pages shared by nginx's master and worker counted once)\n")
        out.append(_table(["hosts"] + [NAMES[s] for s in servers], rows_m))
    if d.get("redis_rss"):
        out.append(f"tlsfront Redis figures are the server alone; the Redis server holding every host set "
                   f"used in this run had an RSS of {_mib(d['redis_rss'])}.\n")
    return "\n".join(out)


# The handshake scenario's rate ratios, by their key in a cell, with their column headings.
HANDSHAKE_RATIOS = [("tlsfront-dir/nginx", "dir ÷ nginx"), ("tlsfront-preload/nginx", "preload ÷ nginx"),
                    ("tlsfront-redis/tlsfront-preload", "Redis ÷ preload"), ("tlsfront-dir/haproxy", "dir ÷ HAProxy"),
                    ("tlsfront-dir/caddy", "dir ÷ Caddy")]


def md_handshake(d):
    servers = list(d["cells"][0]["servers"].keys())
    ratios = [(key, heading) for key, heading in HANDSHAKE_RATIOS if key in d["cells"][0]["ratios"]]
    rows, cpu_rows = [], []
    for c in d["cells"]:
        row = [c["setup"], f"{c['hosts']:,}"]
        cpu_row = [c["setup"], f"{c['hosts']:,}"]
        for s in servers:
            r = c["servers"][s]
            row.append(f"{_n(_med(r['rate']))} ({_n(_med(r['p99_ms']), 1)} ms)")
            cpu_row.append(_n(_med(r["server_us_per_handshake"])))
        row += [_x(c["ratios"].get(key)) for key, _ in ratios]
        rows.append(row)
        cpu_rows.append(cpu_row)
    out = [f"**Handshakes per second** (median of {len(d['cells'][0]['servers'][servers[0]]['rounds'])} rounds "
           f"of {d['duration_s']:.0f} s, {d['connections']} connections; p99 of connect-to-response latency "
           f"in brackets)\n"]
    out.append(_table(["setup", "hosts"] + [NAMES[s] for s in servers] + [heading for _, heading in ratios], rows))
    out.append("**Server CPU per handshake, µs** (the server's CPU time over the run, from /proc, divided by the "
               "handshakes; independent of how much of its core the server was given)\n")
    out.append(_table(["setup", "hosts"] + [NAMES[s] for s in servers], cpu_rows))
    out += md_floor(d, "handshake", lambda c: f"{c['setup']}, {c['hosts']:,} host(s)")
    out += _md_handshake_openssl(d)
    misses = [(c["setup"], c["hosts"], s, _med(r.get("miss_rate"), "max")) for c in d["cells"]
              for s, r in c["servers"].items() if _med(r.get("miss_rate"), "max")]
    if misses:
        worst = max(misses, key=lambda m: m[3])
        out.append(f"tlsfront's certificate cache: at most {worst[3] * 100:.2f} % of lookups missed in a measured "
                   f"round ({NAMES[worst[2]]}, {worst[0]}, {worst[1]:,} hosts); the cache holds 10,000 hosts by "
                   f"default.\n")
    bg = max((_med(r["background_cores"], "max") or 0) for c in d["cells"] for r in c["servers"].values())
    cl = max((_med(r["client_cores"], "max") or 0) for c in d["cells"] for r in c["servers"].values())
    out.append(f"Client: at most {cl:.2f} of its core busy (it is not the bottleneck). Other work on the "
               f"machine during measurements: at most {bg:.2f} cores.\n")
    return "\n".join(out)


def _md_handshake_openssl(d):
    cells = [c for c in d["cells"] if c.get("openssl_client")]
    if not cells:
        return []
    rows = []
    for c in cells:
        for s, r in c["openssl_client"]["servers"].items():
            rows.append([c["setup"], f"{c['hosts']:,}", NAMES[s],
                         _n(_med(r["bench_server_us_per_handshake"])), _x(r["bench_server_us_ratio_to_nginx"]),
                         _n(_med(r["server_us_per_handshake"])), _x(r["server_us_ratio_to_nginx"]),
                         _n(_med(r["rate"])), f"{_med(r['client_cores'], 'max') or 0:.2f}"])
    return [f"**Server CPU per full handshake, µs, under two clients**: tlsfront-bench (rustls) as above, and "
            f"{d.get('openssl_processes', '')} processes of bench/lib/openssl_client.py (Python's ssl, OpenSSL 3.0: "
            f"connect, handshake, `GET /`, close; never resuming) on the client core. The OpenSSL client's rate is "
            f"bound by the client; server CPU per handshake is the figure to compare. Ratios are to nginx under the "
            f"same client (median of per-round ratios).\n",
            _table(["setup", "hosts", "server", "tlsfront-bench: µs", "÷ nginx", "OpenSSL client: µs", "÷ nginx",
                    "OpenSSL client: handshakes/s", "its client cores"], rows)]


def md_coldmiss(d):
    cases = d["cases"]
    ratios = d["ratios"]
    rows = []
    for name, r in cases.items():
        miss = _med(r["miss_rate"])
        vs = "–"
        if name == "tlsfront-redis cold":
            vs = _x(ratios["redis cold/warm"])
        elif name == "tlsfront-dir cold":
            vs = _x(ratios["dir cold/warm"])
        rows.append([name.replace("tlsfront-", "tlsfront "), r["client_hosts"].split("--host-count ")[1].split()[0]
                     + (" random" if "random" in r["client_hosts"] else " in turn"),
                     "–" if r["cache_size"] is None else f"{r['cache_size']:,}",
                     "–" if miss is None else f"{miss * 100:.1f} %",
                     _n(_med(r["rate"])), f"{_n(_med(r['p99_ms']), 2)} ms", vs,
                     _n(_med(r["server_us_per_handshake"])), _mib(r["rss_after"])])
    out = [f"**{d['hosts']:,} ECDSA hosts in the store; TLS 1.3 full handshakes** (median of "
           f"{len(next(iter(cases.values()))['rounds'])} rounds of {d['duration_s']:.0f} s, {d['connections']} connections)\n"]
    out.append(_table(["server", "client hosts", "cache", "miss rate", "handshakes/s", "p99", "÷ warm",
                       "server µs/handshake", "RSS after"], rows))
    out.append(f"Redis warm ÷ preload (all {d['hosts']:,} hosts preloaded): {_x(ratios['redis warm/preload'])}; "
               f"Redis cold ÷ nginx $ssl_server_name: {_x(ratios['redis cold/nginx-variable'])}; "
               f"dir cold ÷ nginx $ssl_server_name: {_x(ratios['dir cold/nginx-variable'])}.\n")
    return "\n".join(out)


def md_keepalive(d):
    servers = list(d["cells"][0]["servers"].keys())
    ratios = list(d["cells"][0]["ratios"])  # "tlsfront/nginx", "tlsfront/haproxy", ...
    rows = []
    for c in d["cells"]:
        row = [c["client"], str(c["connections"])]
        for s in servers:
            r = c["servers"][s]
            row.append(f"{_n(_med(r['rate']))} ({_n(_med(r['p99_ms']), 2)} ms)")
        row += [_x(c["ratios"].get(key)) for key in ratios]
        row.append(", ".join(f"{_n(_med(c['servers'][s]['server_us_per_request']), 1)}" for s in servers))
        row.append(f"{max(_med(c['servers'][s]['client_cores'], 'max') or 0 for s in servers):.2f}")
        rows.append(row)
    out = [f"**Requests per second on the 612-byte page** (median of {len(d['cells'][0]['servers'][servers[0]]['rounds'])} "
           f"rounds of {d['duration_s']} s; p99 latency in brackets; server CPU per request in µs in the order "
           f"{', '.join(NAMES[s] for s in servers)}; the client's busiest share of its core)\n"]
    out.append(_table(["client", "connections"] + [NAMES[s] for s in servers]
                      + [f"tlsfront ÷ {SHORT_NAMES[key.split('/')[1]]}" for key in ratios]
                      + ["server µs/request", "client cores"], rows))
    out.append("HAProxy answers from memory (`http-request return`), without opening a file per request."
               + (" Caddy's file_server has no file cache: it opens, reads and closes the file on every request."
                  if "caddy" in servers else "") + "\n")
    out += md_floor(d, "request", lambda c: f"{c['client']}, {c['connections']} connections")
    return "\n".join(out)


def md_idle(d):
    servers = list(d["cells"][0]["servers"].keys())
    rows, check_rows = [], []
    for c in d["cells"]:
        row = [c["protocol"], f"{c['connections']:,}"]
        check = [c["protocol"], f"{c['connections']:,}"]
        for s in servers:
            r = c["servers"][s]
            k = r["kib_per_connection"]
            row.append(f"{_n(k['median'], 1)} ({_n(k['min'], 1)}–{_n(k['max'], 1)})")
            check.append(f"{_n(_med(r['open'], 'min'))} open; {_mib(_med(r['rss_before']))} → "
                         f"{_mib(_med(r['rss_after']))}; {_n(_med(r['fds_per_connection']), 2)} fd/conn")
        row += [_x(c["ratios"].get(s)) for s in servers if s != "nginx"]
        rows.append(row)
        check_rows.append(check)
    rounds = len(d["cells"][0]["servers"][servers[0]]["rounds"])
    out = [f"**KiB of server RSS per idle TLS 1.3 keep-alive connection** (after one GET each; median, with "
           f"min–max over {rounds} rounds, each on a freshly started server; the last columns: ratio to nginx)\n"]
    out.append(_table(["protocol", "connections"] + [NAMES[s] for s in servers]
                      + [f"{NAMES[s]} ÷ nginx" for s in servers if s != "nginx"], rows))
    out.append("**Connections open (fewest in a round), server RSS before and after they opened, and open file "
               "descriptors gained per connection** (medians; the descriptors check that the server holds every "
               "connection)\n")
    out.append(_table(["protocol", "connections"] + [NAMES[s] for s in servers], check_rows))
    out.append(f"Client: {d['client']}, pinned to the client core. RSS is user-space memory, summed over the "
               f"server's processes (nginx's master does not grow); the kernel's socket buffers are not in it.\n")
    return "\n".join(out)


def md_bulk(d):
    rows = []
    for c in d["cells"]:
        for s, r in c["servers"].items():
            b = r["bytes_per_s"]
            rows.append([c["suite"], NAMES[s], _n(b["min"] / 1e6), _n(b["median"] / 1e6), _n(b["max"] / 1e6),
                         _n(b["mean"] / 1e6), f"{_med(r['server_cpu_s_per_gib']):.2f}",
                         f"{_med(r['client_cores']):.2f}",
                         _x(c["ratio"]) if s == "tlsfront-dir" else ""])
    rows.append(["TLS 1.3 AES-GCM, kTLS + sendfile", "tlsfront", "in a kTLS kernel: see below", "", "", "", "", "",
                 "(this kernel has no kTLS)"])
    out = [f"**{d['size'] / 2**30:g} GiB file, one connection, {d['runs']} runs per server and suite, MB/s** "
           f"(10^6 bytes per second; server CPU seconds per GiB sent; client share of its core)\n"]
    out.append(_table(["suite", "server", "min", "median", "max", "mean", "server CPU s/GiB", "client cores",
                       "tlsfront ÷ nginx"], rows))
    out.append("User-space TLS on both servers. HAProxy cannot serve files and is not in this table.\n")
    return "\n".join(out)


def _user_us(server):
    """The user-space part of a server's CPU per request, when the run recorded it."""
    user = server.get("server_user_us_per_request")
    return f"{_n(_med(user), 1)}" if user else "–"


def md_proxy(d):
    servers = list(d["cells"][0]["servers"].keys())
    rows = []
    for c in d["cells"]:
        row = [c["client"], str(c["connections"])]
        for s in servers:
            r = c["servers"][s]
            row.append(f"{_n(_med(r['rate']))} ({_n(_med(r['p99_ms']), 2)} ms)")
        row.append(", ".join(f"{_n(_med(c['servers'][s]['server_us_per_request']), 1)}" for s in servers))
        row.append(", ".join(_user_us(c["servers"][s]) for s in servers))
        row += [_x(c["ratios"]["tlsfront/nginx rate"]), _x(c["ratios"]["nginx/tlsfront cpu"]),
                _x(c["ratios"]["tlsfront/haproxy rate"]), _x(c["ratios"]["haproxy/tlsfront cpu"])]
        row.append(f"{max(_med(c['servers'][s]['upstream_cores'], 'max') or 0 for s in servers):.2f}")
        row.append(f"{max(_med(c['servers'][s]['client_cores'], 'max') or 0 for s in servers):.2f}")
        rows.append(row)
    rounds = len(d["cells"][0]["servers"][servers[0]]["rounds"])
    out = [f"**Keep-alive requests per second through the proxy, `GET {d['path']}` (612 bytes from the upstream)** "
           f"(median of {rounds} rounds of {d['duration_s']} s; p99 latency in brackets; server CPU per request in µs "
           f"in the order {', '.join(NAMES[s] for s in servers)}; tlsfront's advantage in rate and in CPU per "
           f"request (DESIGN: at least 1.2× nginx in both); the upstream's and the client's busiest share of the "
           f"client core, which they share)\n"]
    out.append(_table(["client", "connections"] + [NAMES[s] for s in servers]
                      + ["server µs/request", "of which user space", "rate: tlsfront ÷ nginx", "CPU/request: nginx ÷ tlsfront",
                         "rate: tlsfront ÷ HAProxy", "CPU/request: HAProxy ÷ tlsfront", "upstream cores",
                         "client cores"], rows))
    out += md_floor(d, "request", lambda c: f"{c['client']}, {c['connections']} connections")
    b = d["bulk"]
    rows = []
    for s, r in b["servers"].items():
        rows.append([NAMES[s], _ms(_med(r["seconds"])), _n(_med(r["bytes_per_s"]) / 1e6),
                     f"{_n(r['bytes_per_s']['min'] / 1e6)}–{_n(r['bytes_per_s']['max'] / 1e6)}",
                     f"{_med(r['server_cpu_s_per_gib']):.2f}", f"{_med(r['upstream_cores']):.2f}",
                     f"{_med(r['client_cores']):.2f}"])
    size = f"{b['size'] / 2**30:g} GiB" if b["size"] >= 2**30 else f"{b['size'] / 2**20:g} MiB"
    out.append(f"**{size} through the proxy over one connection (`GET /bytes/{b['size']}`, "
               f"{b['suite'].replace('TLS13_', 'TLS 1.3 ')}), {b['runs']} run(s) per server** (median time and "
               f"MB/s, min–max MB/s, server CPU seconds per GiB, the upstream's and the client's share of the client "
               f"core)\n")
    out.append(_table(["server", "time", "MB/s", "min–max", "server CPU s/GiB", "upstream cores", "client cores"],
                      rows))
    r = b["ratios"]
    out.append(f"tlsfront ÷ nginx: {_x(r['tlsfront/nginx rate'])} in rate, {_x(r['nginx/tlsfront cpu'])} in CPU per "
               f"GiB; tlsfront ÷ HAProxy: {_x(r['tlsfront/haproxy rate'])} in rate, {_x(r['haproxy/tlsfront cpu'])} "
               f"in CPU per GiB. The upstream (tlsfront-test-upstream, one thread) runs on the client core with the "
               f"client; proxy to upstream is HTTP/1.1 over loopback, kept alive.\n")
    return "\n".join(out)


def md_crypto(d):
    rows = []
    for r in d["table"]:
        unit = r["unit"]
        fmt = (lambda v: "–" if v is None else f"{v / 1e6:,.0f} MB/s") if unit == "bytes/s" else (lambda v: _n(v))
        rows.append([r["algorithm"], r["operation"], fmt(r["ours"]), fmt(r["openssl"]), _x(r["ratio"])])
    out = [f"**Operations per second on one core** (median of {d['rounds']} alternating rounds)\n"]
    out.append(_table(["algorithm", "operation", "aws-lc-rs (tlsfront)", "OpenSSL 3.0 (nginx, HAProxy)",
                       "aws-lc ÷ OpenSSL"], rows))
    srows = [[s["suite"], f"{s['ours_us']:,.0f} µs", "–" if s["openssl_us"] is None else f"{s['openssl_us']:,.0f} µs"]
             for s in d["suites"]]
    out.append("**Server cryptography per full handshake** (one signature + one key-exchange share: key "
               "generation and derivation; for OpenSSL two derivations, an upper bound, as `openssl speed` 3.0 "
               "has no key-generation test)\n")
    out.append(_table(["suite", "aws-lc-rs", "OpenSSL 3.0"], srows))
    out.append(f"Commands: `{d['ours_command']}`; `{d['openssl_command']}`.\n")
    return "\n".join(out)


def md_memory(d):
    rows = []
    for c in d["cases"]:
        rows.append([c["store"], "ECDSA P-256" if c["kind"] == "ecdsa" else "RSA-2048", f"{c['hosts']:,}",
                     f"{c['cache_size']:,}", _mib(c["curve"][0]["rss"]), _mib(c["rss_after"]),
                     _mib(c["rss_settled"]), _n(c["cached_hosts"])])
    out = ["**tlsfront's RSS after each distinct host has made one handshake** (RSS at start, right after "
           "the last handshake, and one second later; hosts cached at the end)\n"]
    out.append(_table(["store", "keys", "distinct hosts", "cache size", "RSS at start", "RSS after",
                       "RSS 1 s later", "cached"], rows))
    return "\n".join(out)


def md_certs(d):
    what = {"gen": "`certs gen --hosts N` (ECDSA P-256, directory store)",
            "import": "`certs import --from-dir` into Redis",
            "ls-dir": "`certs ls`, directory store", "ls-redis": "`certs ls`, Redis store"}
    rows = []
    for k, label in what.items():
        s = d["seconds"][k]
        peak = (d.get("peak_rss") or {}).get(k)
        rows.append([label, f"{s['median']:.2f} s", f"{s['min']:.2f}–{s['max']:.2f} s",
                     f"{d['hosts'] / s['median']:,.0f}",
                     f"{peak['median'] / 2**20:.1f} MiB" if peak else ""])
    for k, m in (d.get("million") or {}).items():
        rows.append([f"{what[k]}, 1,000,000 hosts (once)", f"{m['seconds']:.2f} s", "",
                     f"{1_000_000 / m['seconds']:,.0f}", f"{m['peak_rss'] / 2**20:.1f} MiB"])
    info = d.get("rsa_100k_generation")
    if info and info.get("made_by") == "tlsfront certs gen":
        rows.append(["`certs gen --hosts 100000 --rsa` (RSA-2048, once, when the cache was made)",
                     f"{info['seconds']:.0f} s", "", f"{100_000 / info['seconds']:,.0f}", ""])
    out = [f"**{d['hosts']:,} hosts, median of {d['rounds']} runs, both cores**\n"]
    out.append(_table(["command", "time", "min–max", "hosts/s", "peak RSS"], rows))
    return "\n".join(out)
