"""The headline figure of each scenario whose section report_sections.py draws, for the summary
table (report_summary.py): the one figure a reader should see first, tlsfront's beside each
peer's. Each takes the scenario's `data` and returns a Headline, or None when the data has no
such figure (a --quick run's tiny sizes may not)."""

from report_format import _med, _mib, _ms, _n, _x
from report_summary import Figure, Headline, lead_of_less

# The peers' server names in the scenarios that load every peer the same way.
PEER_SERVERS = {"nginx": "nginx", "haproxy": "haproxy", "caddy": "caddy"}
SUITE_NAMES = {"TLS13_AES_256_GCM_SHA384": "AES-256-GCM", "TLS13_AES_128_GCM_SHA256": "AES-128-GCM",
               "TLS13_CHACHA20_POLY1305_SHA256": "ChaCha20-Poly1305"}


def crypto(d):
    suite = _first(d["suites"], lambda s: s["suite"] == "TLS 1.3 ECDSA P-256 + X25519")
    if suite is None:
        return None
    ours, openssl = suite["ours_us"], suite["openssl_us"]
    theirs = None if openssl is None else Figure(f"{openssl:,.0f} µs", lead_of_less(ours, openssl))
    return Headline(f"Server crypto of a full {suite['suite']} handshake (signature and key share): tlsfront's "
                    f"aws-lc-rs, and the OpenSSL 3.0 nginx and HAProxy use", f"{ours:,.0f} µs",
                    {"nginx": theirs, "haproxy": theirs})


def startup(d):
    """At the most ECDSA hosts where tlsfront and a peer that loads every certificate both
    started."""
    for g in sorted((g for g in d["groups"] if g["kind"] == "ecdsa"), key=lambda g: -g["count"]):
        ours = (g["servers"].get("tlsfront-dir") or {}).get("median_s")
        peers = {peer: _startup_figure(g["servers"].get(server), ours) for peer, server in PEER_SERVERS.items()}
        peers = {peer: figure for peer, figure in peers.items() if figure is not None}
        if ours and peers:
            return Headline(f"Time from start to the first handshake, {g['count']:,} ECDSA hosts (tlsfront: "
                            f"directory store; the peers load every certificate)", _ms(ours), peers)
    return None


def handshake(d):
    cells = [c for c in d["cells"] if c["setup"].startswith("TLS 1.3 ECDSA")]
    if not cells:
        return None
    c = max(cells, key=lambda c: c["hosts"])
    peers = {peer: Figure(_n(_med(c["servers"][server]["rate"])), c["ratios"].get(f"tlsfront-dir/{server}"))
             for peer, server in PEER_SERVERS.items() if server in c["servers"]}
    return Headline(f"Full handshakes a second, {c['setup']}, {c['hosts']:,} hosts",
                    _n(_med(c["servers"]["tlsfront-dir"]["rate"])), peers)


def coldmiss(d):
    cold, nginx = d["cases"]["tlsfront-redis cold"], d["cases"].get("nginx-variable")
    miss = _med(cold["miss_rate"])
    peers = {}
    if nginx:
        peers["nginx"] = Figure(_n(_med(nginx["rate"])), d["ratios"]["redis cold/nginx-variable"])
    return Headline(f"Full handshakes a second, {d['hosts']:,} hosts asked at random; tlsfront through a "
                    f"{d['cache_size']:,}-entry cache{'' if miss is None else f' ({miss * 100:.0f} % misses)'} from "
                    f"Redis, nginx loading each certificate by $ssl_server_name",
                    f"{_n(_med(cold['rate']))} ({_x(d['ratios']['redis cold/warm'])} warm)", peers)


def keepalive(d):
    c = _cell(d["cells"], "tlsfront-bench", 100)
    if c is None:
        return None
    peers = {peer: Figure(_n(_med(c["servers"][server]["rate"])), c["ratios"].get(f"tlsfront/{server}"))
             for peer, server in PEER_SERVERS.items() if server in c["servers"]}
    return Headline(f"Keep-alive requests a second on the 612-byte page, {c['client']}, {c['connections']} "
                    f"connections", _n(_med(c["servers"]["tlsfront-dir"]["rate"])), peers)


def idle(d):
    cells = [c for c in d["cells"] if c["protocol"] == "http/1.1"]
    if not cells:
        return None
    c = max(cells, key=lambda c: c["connections"])
    kib = {name: _med(s["kib_per_connection"]) for name, s in c["servers"].items()}
    ours = kib["tlsfront-dir"]
    peers = {}
    if "nginx" in kib:
        ratio = c["ratios"].get("tlsfront-dir")  # tlsfront ÷ nginx, a median of per-round ratios
        peers["nginx"] = Figure(f"{_n(kib['nginx'], 1)} KiB", 1 / ratio if ratio else None)
    if "haproxy" in kib:
        peers["haproxy"] = Figure(f"{_n(kib['haproxy'], 1)} KiB", lead_of_less(ours, kib["haproxy"]))
    return Headline(f"Memory per idle HTTP/1.1 keep-alive connection, {c['connections']:,} connections",
                    f"{_n(ours, 1)} KiB", peers)


def bulk(d):
    c = _first(d["cells"], lambda c: c["suite"] == "TLS13_AES_128_GCM_SHA256")
    if c is None:
        return None
    others = ", ".join(f"{SUITE_NAMES.get(o['suite'], o['suite'])} {o['ratio']:.2f}×" for o in d["cells"]
                       if o is not c and o["ratio"] is not None)
    nginx = c["servers"]["nginx"]["bytes_per_s"]["median"]
    return Headline(f"MB/s of a {d['size'] / 2**30:g} GiB download over one connection, AES-128-GCM, user-space "
                    f"TLS" + (f" (with the other suites, tlsfront ÷ nginx: {others})" if others else ""),
                    _n(c["servers"]["tlsfront-dir"]["bytes_per_s"]["median"] / 1e6),
                    {"nginx": Figure(_n(nginx / 1e6), c["ratio"])})


def proxy(d):
    c = _cell(d["cells"], "tlsfront-bench", 100)
    if c is None:
        return None
    rate = {name: _n(_med(s["rate"])) for name, s in c["servers"].items()}
    return Headline(f"Keep-alive requests a second through the proxy, {c['client']}, {c['connections']} connections "
                    f"(nginx proxy_pass, HAProxy backend)", rate["tlsfront-proxy"],
                    {"nginx": Figure(rate["nginx-proxy"], c["ratios"]["tlsfront/nginx rate"]),
                     "haproxy": Figure(rate["haproxy-proxy"], c["ratios"]["tlsfront/haproxy rate"])})


def memory(d):
    cases = [c for c in d["cases"] if c["store"] == "dir"]
    if not cases:
        return None
    hosts = max(c["hosts"] for c in cases)
    cases = [c for c in cases if c["hosts"] == hosts]
    return Headline(f"tlsfront's RSS after {hosts:,} distinct hosts through a {cases[0]['cache_size']:,}-entry cache, "
                    f"directory store: " + " / ".join("ECDSA" if c["kind"] == "ecdsa" else "RSA" for c in cases),
                    " / ".join(_mib(c["rss_after"]) for c in cases))


def certs(d):
    s = {name: _med(v) for name, v in d["seconds"].items()}
    return Headline(f"`tlsfront certs` on {d['hosts']:,} hosts: gen / import into Redis / ls (directory, Redis)",
                    f"{s['gen']:.1f} / {s['import']:.1f} / {s['ls-dir']:.1f}, {s['ls-redis']:.1f} s")


def _startup_figure(r, ours):
    if r is None:
        return None
    if r["median_s"] is None:
        at_least = f", over {r['timeout_s'] / ours:,.0f}×" if ours else ""
        return Figure(f"over {r['timeout_s']:,} s (no handshake{at_least})")
    return Figure(_ms(r["median_s"]), lead_of_less(ours, r["median_s"]))


def _cell(cells, client, connections):
    """The cell of `client` at `connections`, or its cell with the most connections."""
    mine = [c for c in cells if c["client"] == client]
    exact = _first(mine, lambda c: c["connections"] == connections)
    return exact or (max(mine, key=lambda c: c["connections"]) if mine else None)


def _first(items, test):
    return next((item for item in items if test(item)), None)
