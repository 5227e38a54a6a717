"""What the report modules share: the servers' names and colours, and the formatting of
figures and tables (a dash for a figure that is missing)."""

NAMES = {
    "tlsfront-dir": "tlsfront dir", "tlsfront-redis": "tlsfront Redis", "tlsfront-preload": "tlsfront preload",
    "nginx": "nginx per-host", "nginx-variable": "nginx $ssl_server_name", "haproxy": "HAProxy crt-list",
    "tlsfront-proxy": "tlsfront --default-upstream", "nginx-proxy": "nginx proxy_pass", "haproxy-proxy": "HAProxy backend",
    "caddy": "Caddy load_files",
}
# The peers by their short names, for ratio columns ("tlsfront ÷ HAProxy").
SHORT_NAMES = {"nginx": "nginx", "haproxy": "HAProxy", "caddy": "Caddy"}
COLOURS = {
    "tlsfront-dir": "#1f77b4", "tlsfront-redis": "#17becf", "tlsfront-preload": "#2ca02c",
    "nginx": "#d62728", "nginx-variable": "#ff9896", "haproxy": "#9467bd",
    "tlsfront-proxy": "#1f77b4", "nginx-proxy": "#d62728", "haproxy-proxy": "#9467bd",
    "caddy": "#ff7f0e",
}


def _n(x, digits=0):
    if x is None:
        return "–"
    return f"{x:,.{digits}f}"


def _ms(seconds):
    if seconds is None:
        return "–"
    ms = seconds * 1000
    if ms < 10:
        return f"{ms:.1f} ms"
    if ms < 10000:
        return f"{ms:,.0f} ms"
    return f"{seconds:,.1f} s"


def _mib(b):
    return "–" if b is None else f"{b / 2**20:,.1f} MiB"


def _x(r):
    return "–" if r is None else f"{r:.2f}×"


def _med(s, key="median"):
    return None if not s else s.get(key)


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
