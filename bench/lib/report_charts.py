"""The PNG charts drawn beside the tables (matplotlib, imported only when a chart is drawn)."""

from report_format import COLOURS, NAMES, _med


def _save(fig, path):
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    import matplotlib.pyplot as plt
    plt.close(fig)


def _count(v):
    if v >= 1e6:
        return f"{v / 1e6:g}M"
    if v >= 1e3:
        return f"{v / 1e3:g}k"
    return f"{v:g}"


def _seconds(v, _pos=None):
    return f"{v * 1000:g} ms" if v < 1 else f"{v:g} s"


def _mebibytes(v, _pos=None):
    return f"{v:g} MiB" if v < 1024 else f"{v / 1024:g} GiB"


def chart_startup(d, path):
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter, NullFormatter
    kinds = [k for k in ("ecdsa", "rsa") if any(g["kind"] == k for g in d["groups"])]
    fig, axes = plt.subplots(2, len(kinds), figsize=(6 * len(kinds), 8), squeeze=False)
    for col, kind in enumerate(kinds):
        groups = sorted((g for g in d["groups"] if g["kind"] == kind), key=lambda g: g["count"])
        servers = []
        for g in groups:
            servers += [s for s in g["servers"] if s not in servers]
        for s in servers:
            pts = [(g["count"], g["servers"][s]["median_s"], g["servers"][s]["median_rss"])
                   for g in groups if s in g["servers"] and g["servers"][s]["median_s"] is not None]
            if pts:
                xs = [p[0] for p in pts]
                axes[0][col].plot(xs, [p[1] for p in pts], "o-", label=NAMES[s], color=COLOURS[s])
                axes[1][col].plot(xs, [p[2] / 2**20 for p in pts], "o-", label=NAMES[s], color=COLOURS[s])
            for g in groups:
                r = g["servers"].get(s)
                if r is not None and r["median_s"] is None:
                    axes[0][col].plot([g["count"]], [r["timeout_s"]], "x", color=COLOURS[s], markersize=10,
                                      label=None if pts else NAMES[s])
                    axes[0][col].annotate(f"{NAMES[s]}: no handshake in {r['timeout_s']} s", (g["count"], r["timeout_s"]),
                                          fontsize=7, xytext=(-150, -12), textcoords="offset points")
        label = "ECDSA P-256" if kind == "ecdsa" else "RSA-2048"
        for row, what in ((0, "time to first handshake"), (1, "RSS, all processes")):
            ax = axes[row][col]
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: _count(v)))
            ax.yaxis.set_major_formatter(FuncFormatter(_seconds if row == 0 else _mebibytes))
            ax.xaxis.set_minor_formatter(NullFormatter())
            ax.yaxis.set_minor_formatter(NullFormatter())
            ax.set_xlabel("hosts in the store")
            ax.set_ylabel(what + " (log scale)")
            ax.set_title(f"{label}: {what}")
            ax.grid(True, which="both", alpha=0.3)
            ax.legend(fontsize=8)
    _save(fig, path)


def _grouped_bars(ax, groups, servers, values, errors=None):
    import numpy as np
    width = 0.8 / len(servers)
    x = np.arange(len(groups))
    for i, s in enumerate(servers):
        vals = [values.get((g, s)) or 0 for g in groups]
        err = None
        if errors:
            lo = [max(0, (values.get((g, s)) or 0) - (errors.get((g, s)) or (0, 0))[0]) for g in groups]
            hi = [max(0, (errors.get((g, s)) or (0, 0))[1] - (values.get((g, s)) or 0)) for g in groups]
            err = [lo, hi]
        ax.bar(x + (i - (len(servers) - 1) / 2) * width, vals, width, label=NAMES.get(s, s),
               color=COLOURS.get(s), yerr=err, capsize=2)
    ax.set_xticks(x)
    ax.set_xticklabels(groups, fontsize=8)
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize=8)


def chart_handshake(d, path):
    import matplotlib.pyplot as plt
    servers = list(d["cells"][0]["servers"].keys())
    groups, values, errors = [], {}, {}
    for c in d["cells"]:
        g = f"{c['setup'].replace(' + X25519', '').replace('-AES128-GCM-SHA256', '')}\n{c['hosts']:,} host(s)"
        groups.append(g)
        for s in servers:
            r = c["servers"][s]["rate"]
            values[(g, s)] = r["median"]
            errors[(g, s)] = (r["min"], r["max"])
    fig, ax = plt.subplots(figsize=(12, 5))
    _grouped_bars(ax, groups, servers, values, errors)
    ax.set_ylabel("full handshakes per second (one core)")
    ax.set_title("Full handshakes per second, new connection per request (median, min–max)")
    _save(fig, path)


def chart_coldmiss(d, path):
    import matplotlib.pyplot as plt
    names = list(d["cases"].keys())
    fig, ax = plt.subplots(figsize=(10, 4.5))
    meds = [d["cases"][n]["rate"]["median"] for n in names]
    lo = [m - d["cases"][n]["rate"]["min"] for m, n in zip(meds, names)]
    hi = [d["cases"][n]["rate"]["max"] - m for m, n in zip(meds, names)]
    colours = [COLOURS["tlsfront-redis"] if "redis" in n else COLOURS["tlsfront-dir"] if "dir" in n
               else COLOURS["tlsfront-preload"] if "preload" in n else COLOURS["nginx-variable"] for n in names]
    bars = ax.bar(range(len(names)), meds, color=colours, yerr=[lo, hi], capsize=3)
    for b, n in zip(bars, names):
        miss = _med(d["cases"][n]["miss_rate"])
        if miss is not None:
            ax.annotate(f"{miss * 100:.0f} % miss", (b.get_x() + b.get_width() / 2, b.get_height()),
                        ha="center", va="bottom", fontsize=8, xytext=(0, 3), textcoords="offset points")
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels([n.replace("tlsfront-", "tlsfront\n") for n in names], fontsize=8)
    ax.set_ylabel("TLS 1.3 handshakes per second")
    ax.set_title(f"{d['hosts']:,} hosts, cache {d['cache_size']:,}: warm vs random hosts (cold)")
    ax.grid(True, axis="y", alpha=0.3)
    _save(fig, path)


def chart_keepalive(d, path):
    _rates_by_client(d, path, "client: {}", "requests per second (612-byte page)")


def chart_proxy(d, path):
    _rates_by_client(d, path, "through the proxy, client: {}", f"requests per second (GET {d['path']})")


def _rates_by_client(d, path, title, ylabel):
    """One panel per load client: each server's request rate at each connection count."""
    import matplotlib.pyplot as plt
    clients = []
    for c in d["cells"]:
        if c["client"] not in clients:
            clients.append(c["client"])
    fig, axes = plt.subplots(1, len(clients), figsize=(6 * len(clients), 4.5), squeeze=False)
    for i, client in enumerate(clients):
        cells = [c for c in d["cells"] if c["client"] == client]
        servers = list(cells[0]["servers"].keys())
        groups = [f"{c['connections']} connections" for c in cells]
        values = {(g, s): c["servers"][s]["rate"]["median"] for g, c in zip(groups, cells) for s in servers}
        errors = {(g, s): (c["servers"][s]["rate"]["min"], c["servers"][s]["rate"]["max"])
                  for g, c in zip(groups, cells) for s in servers}
        _grouped_bars(axes[0][i], groups, servers, values, errors)
        axes[0][i].set_title(title.format(client))
        axes[0][i].set_ylabel(ylabel)
    _save(fig, path)


def chart_bulk(d, path):
    import matplotlib.pyplot as plt
    servers = list(d["cells"][0]["servers"].keys())
    groups = [c["suite"].replace("TLS13_", "") for c in d["cells"]]
    values = {(g, s): c["servers"][s]["bytes_per_s"]["median"] / 1e6 for g, c in zip(groups, d["cells"]) for s in servers}
    errors = {(g, s): (c["servers"][s]["bytes_per_s"]["min"] / 1e6, c["servers"][s]["bytes_per_s"]["max"] / 1e6)
              for g, c in zip(groups, d["cells"]) for s in servers}
    fig, ax = plt.subplots(figsize=(9, 4.5))
    _grouped_bars(ax, groups, servers, values, errors)
    ax.set_ylabel("MB/s, one connection")
    ax.set_title(f"{d['size'] / 2**30:g} GiB download, user-space TLS 1.3 (median, min–max of {d['runs']})")
    _save(fig, path)


def chart_crypto(d, path):
    import matplotlib.pyplot as plt
    import numpy as np
    suites = d["suites"]
    fig, ax = plt.subplots(figsize=(9, 4.5))
    y = np.arange(len(suites))
    ax.barh(y - 0.2, [s["ours_us"] for s in suites], 0.4, label="aws-lc-rs (tlsfront)", color=COLOURS["tlsfront-dir"])
    ax.barh(y + 0.2, [s["openssl_us"] or 0 for s in suites], 0.4, label="OpenSSL 3.0 (upper bound)", color=COLOURS["nginx"])
    ax.set_yticks(y)
    ax.set_yticklabels([s["suite"] for s in suites], fontsize=8)
    ax.invert_yaxis()
    ax.set_xscale("log")
    ax.set_xlabel("µs of server cryptography per full handshake (log scale)")
    ax.grid(True, axis="x", which="both", alpha=0.3)
    ax.legend(fontsize=8)
    _save(fig, path)


def chart_memory(d, path):
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(9, 4.5))
    for c in d["cases"]:
        xs = [p["hosts"] for p in c["curve"]]
        ax.plot(xs, [p["rss"] / 2**20 for p in c["curve"]], "o-", markersize=3,
                label=f"{c['store']}, {c['kind'].upper()}, cache {c['cache_size']:,}")
    ax.axhline(100e6 / 2**20, color="grey", linestyle="--", linewidth=1, label="DESIGN limit: 100 MB")
    ax.set_xlabel("distinct hosts that have made one handshake")
    ax.set_ylabel("tlsfront RSS, MiB")
    ax.set_title("Memory is bounded by the cache size, not the store size")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    _save(fig, path)
