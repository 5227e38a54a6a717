"""The `compression` scenario's table (issue 17): bytes on the wire and server CPU per request
for a page with its stylesheet and script, precompressed and compressed on the fly; and its
target, tlsfront's CPU per request at most nginx's in both modes, with the same bytes or
fewer."""

from report_summary import Figure, Headline

NAMES = {"tlsfront": "tlsfront", "nginx": "nginx", "caddy": "Caddy"}
MODES = ("precompressed", "on the fly")
SHORT = {"br": "br", "zstd": "zstd", "gzip": "gzip", None: "–"}


def md_compression(d):
    files = d["files"]
    sizes = ", ".join(f"{name} {size / 1000:,.1f} KB" for name, size in files.items())
    out = [f"**Bytes on the wire and server CPU per request for a page with its stylesheet and script** ({sizes}; "
           f"bench/lib/pageset.py), `Accept-Encoding: {d['accept']}` over kept-alive HTTP/1.1, TLS 1.3. Bytes: one "
           f"pass over the three files, response headers plus body as sent (before decoding), each response checked "
           f"to decode to its file. CPU: wrk, one thread, {d['connections']} connections, the three files in turn, "
           f"{d['duration_s']} s per run, median of {d['rounds']} round(s), servers alternating; server CPU from /proc "
           f"per request, and per page set (three requests). Siblings made with "
           f"{', '.join(_maker(e) for e in d['siblings'])}.\n"]
    rows = []
    for r in d["rows"]:
        wire = r["wire"]
        us = _med(r["server_us_per_request"])
        rows.append([r["mode"], NAMES.get(r["server"], r["server"]), f"`{r['config']}`",
                     ", ".join(SHORT.get(f["encoding"], f["encoding"]) for f in wire["files"].values()),
                     f"{wire['total_bytes']:,}", _n(us, 1), _n(us * 3 if us is not None else None, 1),
                     _n(_med(r["rate"])), f"{_med(r['client_cores']):.2f}"])
    out.append(_table(["mode", "server", "configuration", "encodings (html, css, js)", "bytes on the wire",
                       "server µs/request", "µs/page set", "requests/s", "wrk cores"], rows))
    lines = []
    for mode in MODES:
        ours = _row(d, mode, "tlsfront")
        if ours is None:
            continue
        ratios = ours["ratios"]
        parts = [f"÷ {NAMES[p]}: CPU per request {_x(ratios.get(f'tlsfront/{p} cpu'))}, bytes "
                 f"{_x(ratios.get(f'tlsfront/{p} bytes'))}" for p in ("nginx", "caddy") if f"tlsfront/{p} cpu" in ratios]
        lines.append(f"- {mode}: tlsfront " + "; ".join(parts) + " (at most 1.00× meets the target against nginx).")
    for item in d.get("not_supported") or []:
        lines.append(f"- {NAMES.get(item['server'], item['server'])} {item['mode']}: not measured: {item['why']}.")
    for encoding, why in (d.get("missing_siblings") or {}).items():
        lines.append(f"- No .{encoding} siblings: {why}.")
    for kind, why in (d.get("skipped") or {}).items():
        lines.append(f"- {NAMES.get(kind, kind)} left out: {why}.")
    if lines:
        out.append("\n".join(lines) + "\n")
    return "\n".join(out)


def add_targets(data, add):
    if "compression" not in data:
        return
    d = data["compression"]["data"]
    for mode in MODES:
        ours = _row(d, mode, "tlsfront")
        label = (f"Compression, {mode}: tlsfront's server CPU per request at most nginx's, and the same bytes on the "
                 f"wire or fewer (issue 17)")
        if ours is None or "tlsfront/nginx cpu" not in ours["ratios"]:
            why = next((i["why"] for i in d.get("not_supported") or [] if i["server"] == "tlsfront"
                        and i["mode"] == mode), "no tlsfront or nginx row")
            add(label, why, None, "compression")
            continue
        cpu, size = ours["ratios"]["tlsfront/nginx cpu"], ours["ratios"]["tlsfront/nginx bytes"]
        add(label, f"tlsfront ÷ nginx: CPU {_x(cpu)}, bytes {_x(size)}",
            cpu is not None and cpu <= 1.0 and size <= 1.0, "compression")


def headline(d):
    """Server CPU per request in each mode tlsfront took part in, each peer's beside it."""
    modes = [mode for mode in MODES if _row(d, mode, "tlsfront")]
    if not modes:
        return None

    def per_request(server):
        return " / ".join(_n(_med(_row(d, mode, server)["server_us_per_request"]), 1) for mode in modes) + " µs"

    peers = {}
    for peer in ("nginx", "caddy"):
        if all(_row(d, mode, peer) for mode in modes):
            ratios = [_row(d, mode, "tlsfront")["ratios"].get(f"tlsfront/{peer} cpu") for mode in modes]
            peers[peer] = Figure(per_request(peer), tuple(1 / r if r else None for r in ratios))
    return Headline(f"Server CPU per request for a page with its CSS and JavaScript: {' / '.join(modes)}",
                    per_request("tlsfront"), peers)


def _maker(encoding):
    return {"gz": "`gzip -9`", "br": "`brotli -q 11`", "zst": "`zstd -19`"}.get(encoding, encoding)


def _row(d, mode, server):
    return next((r for r in d["rows"] if r["mode"] == mode and r["server"] == server), None)


def _med(s):
    return None if not s else s.get("median")


def _x(r):
    return "–" if r is None else f"{r:.2f}×"


def _n(x, digits=0):
    return "–" if x is None else f"{x:,.{digits}f}"


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
