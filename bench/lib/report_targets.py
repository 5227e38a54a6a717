"""The DESIGN targets table: every target DESIGN.md sets, checked against the latest results of
the scenarios that measure it. Its rows keep DESIGN.md's order, not bench/run's, and a target
may read several scenarios (start-up reads startup-big too, handshakes read crypto)."""

import report_acme
import report_compression
import report_fleet
import report_h2
import report_h3
import report_isolation
import report_mtls
from report_format import NAMES, _med, _mib, _ms, _n, _table, _x


def targets(data):
    rows = []

    def add(target, measured, met, where):
        rows.append([target, measured, {True: "**met**", False: "**not met**", None: "not measured"}[met], where])

    # Start-up.
    startup_cases = []
    for key in ("startup", "startup-big"):
        if key in data:
            for g in data[key]["data"]["groups"]:
                for s in ("tlsfront-dir", "tlsfront-redis"):
                    r = g["servers"].get(s)
                    if r and g["count"] >= 100_000:
                        startup_cases.append((g["kind"], g["count"], s, r["median_s"]))
    if startup_cases:
        worst = max((c[3] if c[3] is not None else float("inf")) for c in startup_cases)
        text = "; ".join(f"{NAMES[s]} {k.upper()} {n:,}: {_ms(t)}" for k, n, s, t in startup_cases)
        add("Start-up: under 100 ms to the first handshake with 100k or 1M hosts in the store", text,
            worst < 0.1, "start-up")
    if "startup" in data:
        groups = data["startup"]["data"]["groups"]
        pairs = []
        for kind in ("ecdsa", "rsa"):
            g = sorted((g for g in groups if g["kind"] == kind and "tlsfront-dir" in g["servers"]), key=lambda g: g["count"])
            if len(g) >= 2:
                pairs.append((kind, g[0]["count"], g[0]["servers"]["tlsfront-dir"]["median_s"],
                              g[-1]["count"], g[-1]["servers"]["tlsfront-dir"]["median_s"]))
        if pairs:
            # Independent of host count: the largest store takes at most 20 % (or 5 ms) longer.
            met = all(t2 is not None and t1 is not None and t2 <= max(t1 * 1.2, t1 + 0.005) for _, _, t1, _, t2 in pairs)
            add("Start-up independent of host count (tlsfront dir: largest store within 20 % or 5 ms of the smallest)",
                "; ".join(f"{k.upper()}: {n1:,} hosts {_ms(t1)}, {n2:,} hosts {_ms(t2)}" for k, n1, t1, n2, t2 in pairs),
                met, "start-up")
    # Memory.
    if "memory" in data:
        for c in data["memory"]["data"]["cases"]:
            if c["hosts"] >= 100_000 and c["cache_size"] == 10_000:
                add(f"Memory: under 100 MB RSS after 100k distinct hosts with a 10k-entry cache ({c['store']}, "
                    f"{c['kind'].upper()})", _mib(c["rss_after"]), c["rss_after"] < 100e6, "memory")
        for c in data["memory"]["data"]["cases"]:
            curve = c["curve"]
            at_cache = [p for p in curve if p["hosts"] >= c["cache_size"]]
            if at_cache and c["hosts"] >= 100_000:
                grow = curve[-1]["rss"] / at_cache[0]["rss"]
                add(f"Memory bounded by the cache, not the store ({c['store']}, {c['kind'].upper()}: RSS at "
                    f"{c['hosts']:,} hosts within 25 % of RSS at {at_cache[0]['hosts']:,})",
                    f"{_mib(at_cache[0]['rss'])} → {_mib(curve[-1]['rss'])} ({grow:.2f}×)", grow <= 1.25, "memory")
    # Handshakes.
    if "handshake" in data:
        cells = [c for c in data["handshake"]["data"]["cells"] if c["setup"].startswith("TLS 1.3 ECDSA")]
        for key, label in (("tlsfront-dir/nginx", "tlsfront (dir store, on demand)"),
                           ("tlsfront-preload/nginx", "tlsfront --preload")):
            vals = [(c["hosts"], c["ratios"][key]) for c in cells]
            add(f"TLS 1.3 ECDSA handshakes: {label} at least 1.5× nginx (per-host, preloaded)",
                "; ".join(f"{h:,} host(s): {_x(v)}" for h, v in vals),
                all(v is not None and v >= 1.5 for _, v in vals), "handshakes")
        vals = [(c["hosts"], c["ratios"]["tlsfront-redis/tlsfront-preload"]) for c in cells]
        add("Certificates from Redis (warm cache) at least 0.97× our own preload",
            "; ".join(f"{h:,} host(s): {_x(v)}" for h, v in vals),
            all(v is not None and v >= 0.97 for _, v in vals), "handshakes")
        _handshake_cpu_targets(add, cells, data.get("crypto"))
    report_mtls.add_targets(data, add)
    if "coldmiss" in data:
        d = data["coldmiss"]["data"]
        r = d["ratios"]["redis cold/warm"]
        miss = _med(d["cases"]["tlsfront-redis cold"]["miss_rate"])
        add("With a 90 % miss rate (Redis), at least 0.8× warm",
            f"{_x(r)} at a measured miss rate of {miss * 100:.1f} %" if miss is not None else _x(r),
            r is not None and r >= 0.8, "cold-miss")
    if "keepalive" in data:
        cells = data["keepalive"]["data"]["cells"]
        vals = [(c["client"], c["connections"], c["ratios"]["tlsfront/nginx"]) for c in cells]
        add("Keep-alive requests per second at least 1.2× nginx",
            "; ".join(f"{cl} c={n}: {_x(v)}" for cl, n, v in vals),
            all(v is not None and v >= 1.2 for _, _, v in vals), "keep-alive")
        # Server CPU per request, nginx's over tlsfront's (medians over the rounds).
        vals = []
        for c in cells:
            ours = _med(c["servers"]["tlsfront-dir"]["server_us_per_request"])
            nginx = _med(c["servers"]["nginx"]["server_us_per_request"])
            vals.append((c["client"], c["connections"], nginx / ours if ours and nginx else None))
        add("Keep-alive server CPU per request at most 1/1.3 of nginx's (with open_file_cache)",
            "nginx ÷ tlsfront: " + "; ".join(f"{cl} c={n}: {_x(v)}" for cl, n, v in vals),
            all(v is not None and v >= 1.3 for _, _, v in vals), "keep-alive")
    if "idle" in data:
        cells = data["idle"]["data"]["cells"]
        kib = lambda c, name: _med(c["servers"][name]["kib_per_connection"])  # noqa: E731
        vals = [(c["connections"], kib(c, "tlsfront-dir")) for c in cells if c["protocol"] == "http/1.1"]
        add("An idle HTTP/1.1 keep-alive TLS connection holds at most 8 KiB",
            "; ".join(f"{n:,}: {_n(v, 1)} KiB" for n, v in vals),
            bool(vals) and all(v is not None and v <= 8 for _, v in vals), "idle")
        vals = [(c["connections"], kib(c, "tlsfront-dir"), kib(c, "nginx")) for c in cells if c["protocol"] == "h2"]
        add("An idle HTTP/2 connection holds at most nginx's",
            "; ".join(f"{n:,}: {_n(v, 1)} KiB (nginx {_n(ng, 1)} KiB)" for n, v, ng in vals),
            bool(vals) and all(v is not None and ng is not None and v <= ng for _, v, ng in vals), "idle")
    if "bulk" in data:
        cells = data["bulk"]["data"]["cells"]
        vals = [(c["suite"], c["ratio"]) for c in cells]
        add("A 1 GiB download over one connection at least 1.0× nginx in user space",
            "; ".join(f"{s.replace('TLS13_', '')}: {_x(v)}" for s, v in vals),
            all(v is not None and v >= 1.0 for _, v in vals), "bulk")
        add("kTLS verified where the kernel has it",
            "this kernel has none; in Debian's 6.1 kernel under QEMU, scripts/ktls-vm-test (part of every test "
            "run) checks kTLS TX+RX on every connection (/proc/net/tls_stat) and every file byte sent with sendfile, "
            "for 4 suites; throughput in the kTLS section below", True, "bulk (VM)")
    if "proxy" in data:
        cells = data["proxy"]["data"]["cells"]
        vals = [(c["client"], c["connections"], c["ratios"]["tlsfront/nginx rate"], c["ratios"]["nginx/tlsfront cpu"])
                for c in cells]
        add("Proxying: keep-alive requests through the proxy at least 1.2× nginx's proxy_pass, in rate and in CPU "
            "per request",
            "; ".join(f"{cl} c={n}: rate {_x(r)}, CPU {_x(c)}" for cl, n, r, c in vals),
            all(r is not None and c is not None and r >= 1.2 and c >= 1.2 for _, _, r, c in vals), "proxy")
    report_acme.add_targets(data, add)
    report_fleet.add_targets(data, add)
    report_h2.add_targets(data, add)
    report_h3.add_targets(data, add)
    report_compression.add_targets(data, add)
    report_isolation.add_targets(data, add)
    if not rows:
        return "No results yet.\n"
    return _table(["target (DESIGN.md)", "measured", "status", "scenario"], rows)


def _handshake_cpu_targets(add, cells, crypto):
    """Server CPU per full TLS 1.3 ECDSA handshake under both clients: against the raw crypto a
    handshake needs (the crypto scenario's ECDSA P-256 signature plus X25519 key share, which
    leaves out the key schedule, so the bound is the stricter for it) and against nginx."""
    rows = []
    for c in cells:
        ours = (c.get("openssl_client") or {}).get("servers", {}).get("tlsfront-dir")
        if ours:
            rows.append((c["hosts"], _med(ours["bench_server_us_per_handshake"]), _med(ours["server_us_per_handshake"]),
                         ours["bench_server_us_ratio_to_nginx"], ours["server_us_ratio_to_nginx"]))
    if not rows:
        return
    raw = None
    if crypto:
        raw = next((s["ours_us"] for s in crypto["data"]["suites"] if s["suite"] == "TLS 1.3 ECDSA P-256 + X25519"), None)
    if raw:
        add(f"Server CPU per full TLS 1.3 ECDSA handshake at most 2× its raw crypto ({raw:.0f} µs: signature and "
            "key share), with tlsfront-bench and with an OpenSSL client",
            "; ".join(f"{h:,} host(s): {_n(b, 0)} µs ({_x(b / raw if b else None)}) and {_n(o, 0)} µs "
                      f"({_x(o / raw if o else None)})" for h, b, o, _, _ in rows),
            all(b is not None and o is not None and b <= 2 * raw and o <= 2 * raw for _, b, o, _, _ in rows),
            "handshakes, crypto")
    add("Server CPU per full TLS 1.3 ECDSA handshake at most half nginx's, with tlsfront-bench and with an "
        "OpenSSL client",
        "tlsfront ÷ nginx: " + "; ".join(f"{h:,} host(s): {_x(rb)} and {_x(ro)}" for h, _, _, rb, ro in rows),
        all(rb is not None and ro is not None and rb <= 0.5 and ro <= 0.5 for _, _, _, rb, ro in rows), "handshakes")
