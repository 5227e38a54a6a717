"""The `restart` scenario's table (issue 15): requests served and failed while each server
reloads or upgrades under a load of new connections. Counts are reported, not judged: no
target is set here."""

from report_summary import Figure, Headline

NAMES = {"tlsfront": "tlsfront", "nginx": "nginx", "haproxy": "HAProxy", "caddy": "Caddy"}


def md_restart(d):
    size = d["sizes"]
    rounds = size["rounds"]
    triggers = " and ".join(f"{t:g} s" for t in size["triggers"])
    out = [f"**Requests lost to a reload or an upgrade under load**: per server and trigger, a fresh server and a "
           f"{size['window']:g} s window of new connections, one request each (TLS 1.3, {d['connections']} at a time, "
           f"{d['hosts']:,} hosts in turn), the trigger fired at {triggers}; counts summed over {rounds} round(s). "
           f"Failed: refused or reset connections, failed handshakes, timeouts (2 s) and bad responses. Effect: the "
           f"trigger's result as seen by the runner (a new serving process or worker, a reload counter, `caddy "
           f"reload`'s exit), with the median time from the trigger to it (nginx's upgrade: USR2 to the old master "
           f"gone, which includes up to 1 s waiting for its workers after WINCH). The runner does not wait for a quiet "
           f"machine here: the figures are counts.\n"]
    out.append(_rows_table(d["rows"]))
    for kind, reason in (d.get("skipped") or {}).items():
        out.append(f"\n{NAMES.get(kind, kind)} left out: {reason}.")
    res = d.get("resumption")
    if res:
        not_resumed = res["offered"] - res["resumed"]
        out.append(f"\n**tlsfront's sessions across its upgrade**: the same windows with a resuming client "
                   f"(`--resumption`: each new connection offers the newest session its host received, so sessions "
                   f"issued by the old process are offered to the new one), SIGUSR2 twice per window: "
                   f"{res['resumed']:,} of {res['offered']:,} offered sessions resumed ({not_resumed:,} not), "
                   f"{res['not_offered']:,} connections with no session yet to offer, {res['failed']:,} requests "
                   f"failed of {res['served'] + res['failed']:,}; upgrades seen: {res['triggers_seen']} of "
                   f"{res['triggers_sent']}.")
    if d.get("h3_rows"):
        out.append(f"\n**Over HTTP/3** (issue 30): the same windows with `tlsfront-bench h3`'s handshake workers "
                   f"({d['connections']} at a time: a new QUIC connection, a full handshake, `GET /`, close; one "
                   f"host), against tlsfront's upgrade (its UDP socket handed over, the old process's connection IDs "
                   f"routed to it) and Caddy's HTTP/3 reload. nginx and HAProxy serve no HTTP/3 here. Failures by "
                   f"kind are the client's error texts.\n")
        out.append(_rows_table(d["h3_rows"]))
    return "\n".join(out)


def _rows_table(rows_in):
    rows = []
    for row in rows_in:
        effects = sorted(row["effect_s"])
        median = effects[len(effects) // 2] if effects else None
        kinds = ", ".join(f"{k} {v:,}" for k, v in sorted(row["failure_kinds"].items())) or "–"
        rows.append([NAMES.get(row["server"], row["server"]), row["what"], f"{row['served']:,}", f"{row['failed']:,}",
                     _pct(row["failed"] / (row["served"] + row["failed"]) if row["served"] + row["failed"] else None),
                     kinds, f"{row['triggers_seen']} of {row['triggers_sent']}",
                     "–" if median is None else f"{median:.2f} s", "yes" if row["serving_after"] else "NO"])
    return _table(["server", "trigger", "requests served", "requests failed", "failed share", "failures by kind",
                   "effect seen", "trigger to effect", "serving after"], rows)


def headline(d):
    """Requests failed of those made, over every trigger and round, per server."""
    totals = {}
    for row in d["rows"]:
        failed, made = totals.get(row["server"], (0, 0))
        totals[row["server"]] = (failed + row["failed"], made + row["served"] + row["failed"])
    if "tlsfront" not in totals:
        return None

    def failed_of_made(server):
        failed, made = totals[server]
        return f"{failed:,} of {made:,}"

    return Headline("Requests failed while the server reloads or upgrades under new connections (every trigger, "
                    "all rounds)", failed_of_made("tlsfront"),
                    {peer: Figure(failed_of_made(peer)) for peer in ("nginx", "haproxy", "caddy") if peer in totals})


def _pct(x, digits=3):
    if x is None:
        return "–"
    return f"{x * 100:.{digits}f} %"


def _table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        lines.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(lines) + "\n"
