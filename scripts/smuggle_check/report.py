"""The table of results, as text for the terminal and as Markdown for the docs."""


def cell(text, width=None):
    text = " ".join(str(text).split()).replace("|", "\\|")
    if width and len(text) > width:
        text = text[:width - 1] + "…"
    return text


def verdict_text(r):
    if r.verdict == "FAIL":
        return "**FAIL**: " + "; ".join(f"{cat}: {msg}" for cat, msg in r.fails)
    if r.verdict == "DIFF":
        return "DIFF: " + "; ".join(r.diffs)
    return "ok" + (" (" + "; ".join(dict.fromkeys(r.notes)) + ")" if r.notes else "")


def upstream_text(r):
    return "; ".join(r.saw) if r.saw else "nothing"


def markdown(results):
    lines = ["| # | case | what was sent | client's answer | upstream saw | victim | verdict |",
             "|---|---|---|---|---|---|---|"]
    for r in results:
        c = r.case
        vic = f"{r.victim.status}" if r.victim.status == 200 and not r.verdict == "FAIL" else \
            f"{r.victim.status} {r.victim.error or ''}"
        lines.append(f"| {c.id} | {cell(c.proto + ' ' + c.name)} | {cell(c.what)} | "
                     f"{cell(r.out.answer)} | {cell(upstream_text(r), 160)} | {cell(vic)} | "
                     f"{cell(verdict_text(r), 400)} |")
    return "\n".join(lines) + "\n"


def text_table(results):
    rows = [("#", "case", "what was sent", "client's answer", "upstream saw", "verdict")]
    for r in results:
        rows.append((str(r.case.id), r.case.proto + " " + r.case.name, r.case.what,
                     r.out.answer, upstream_text(r), r.verdict))
    widths = [3, 40, 40, 30, 50, 4]
    out = []
    for row in rows:
        out.append("  ".join(cell(v, w).ljust(w) for v, w in zip(row, widths)))
    return "\n".join(out)


def summary(results):
    counts = {}
    for r in results:
        counts[r.verdict] = counts.get(r.verdict, 0) + 1
    return ", ".join(f"{counts.get(k, 0)} {k}" for k in ("ok", "DIFF", "FAIL"))


def wrap_bytes(data, step=48):
    """A Python bytes expression, one literal per line, that pastes as it is."""
    data = bytes(data)
    parts = [repr(data[i:i + step]) for i in range(0, len(data), step)] or ["b''"]
    return "(" + "\n ".join(parts) + ")"


def repro(results):
    """The exact bytes each FAIL or DIFF case sent (HTTP/1.1 text, or raw HTTP/2 frames after
    the TLS handshake), to replay with any TLS client (SNI and ALPN as given)."""
    out = []
    for r in results:
        if r.verdict == "ok":
            continue
        c = r.case
        alpn = "h2" if c.proto == "h2" else "http/1.1"
        out.append(f"### case {c.id}: {c.proto} {c.name} ({r.verdict})\n")
        out.append(f"SNI `{c.attacker}`, ALPN `{alpn}`; the client's answer: `{r.out.answer}`\n")
        for cat, msg in r.fails:
            out.append(f"- FAIL {cat}: {msg}")
        for msg in r.diffs:
            out.append(f"- DIFF {msg}")
        out.append("\n```python\n" + wrap_bytes(r.out.sent) + "\n```\n")
        out.append("Replay: save the expression above as `bytes.txt`, start `scripts/smuggle-check "
                   "--serve 600` (it prints PORT and CA), then `python3 -c \"import sys,time; "
                   "sys.stdout.buffer.write(eval(open('bytes.txt').read())); sys.stdout.flush(); "
                   "time.sleep(2)\" | openssl s_client -quiet "
                   f"-alpn {alpn} -servername {c.attacker} -connect 127.0.0.1:PORT -CAfile CA`\n")
    return "\n".join(out) + "\n"


def raw_log(results):
    """Every byte each upstream connection received during each case, for auditing."""
    out = []
    for r in results:
        out.append(f"=== case {r.case.id}: {r.case.proto} {r.case.name} [{r.verdict}]")
        for label, cid, kind, data in getattr(r, "raw", []):
            if kind == "bytes":
                out.append(f"  {label}/{cid} <- {bytes(data)!r}")
            elif kind == "partial":
                out.append(f"  {label}/{cid} cut short: {data['id']}")
            else:
                out.append(f"  {label}/{cid} {kind}: {data!r:.300}")
    return "\n".join(out) + "\n"
