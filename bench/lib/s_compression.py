"""Scenario: compressed responses (issue 17). Bytes on the wire and server CPU per request for a
page with its stylesheet and script (bench/lib/pageset.py: about 30, 60 and 200 KB), asked for
with `Accept-Encoding: br, zstd, gzip` over kept-alive HTTP/1.1 (TLS 1.3, AES-128-GCM), in
two modes:

- precompressed: siblings on disk (.br, .zst, .gz next to each file) served as they are:
  tlsfront (on by default), nginx `gzip_static on` (gzip only), Caddy `file_server
  { precompressed br zstd gzip }`;
- on the fly, from files without siblings: tlsfront with its on-the-fly setting, nginx `gzip
  on` (level 1, its default), Caddy `encode zstd gzip` (its defaults);

and, for scale, the same files sent as they are (no Accept-Encoding) by each server.

Bytes: one curl pass over the page set on one kept-alive connection; body bytes as received
(before decoding) plus response headers, per file and for the set; a second pass with
`--compressed` checks that each response decodes to the file. CPU: wrk (one thread, 10
connections) asking for the three files in turn (a Lua script), server CPU from /proc over
the requests wrk counted, per request and per page set (three requests). 3 rounds at most,
servers alternating within each mode.

tlsfront's features are found, not assumed: a build whose responses carry no
Content-Encoding has no precompressed siblings, and the on-the-fly setting is looked for in
`tlsfront serve --help`; a row whose feature is missing says so instead of giving figures,
and appears by itself once the build has it.
"""

import filecmp
import os
import re
import subprocess

import hostsets
import pageset
import peers
from common import TLSFRONT, Background, BenchError, run_tool, wait_for_quiet, wrk
from rounds import in_rounds, ratio_of_rounds, summary

ACCEPT = "br, zstd, gzip"
CONNECTIONS = 10
# The page set's folder each mode asks for: the files with siblings, or the files alone.
MODES = {"precompressed": "precompressed", "on the fly": "plain", "none": "plain"}
NGINX = {"precompressed": "gzip_static on; gzip_vary on;",
         "on the fly": "gzip on; gzip_types text/css application/javascript; gzip_vary on;"}


def run_scenario(run):
    duration = 1 if run.quick else 5
    rounds = 1 if run.quick else min(run.rounds, 3)
    docroot = hostsets.docroot()
    pages = pageset.make(docroot)
    hosts = hostsets.host_set("ecdsa", 1)
    kinds = peers.available(["tlsfront", "nginx", "caddy"])
    skipped = {kind: peers.missing(kind) for kind in ("caddy",) if kind not in kinds}
    onthefly_args, onthefly_why = tlsfront_onthefly_args()
    servers, rows, not_supported = {}, [], {}
    try:
        for mode in ("precompressed", "on the fly"):
            for kind in kinds:
                if kind == "tlsfront" and mode == "on the fly" and onthefly_args is None:
                    not_supported[(kind, mode)] = onthefly_why
                    continue
                servers[(kind, mode)] = make_server(run, hosts, kind, mode, onthefly_args).start_and_wait(60)
        folder = {mode: "/" + os.path.relpath(pages[MODES[mode]], docroot) + "/" for mode in MODES}
        for mode in ("precompressed", "on the fly", "none"):
            cases = []
            for kind in kinds:
                server = servers.get((kind, "precompressed" if mode == "none" else mode))
                if server is None:
                    continue
                accept = None if mode == "none" else ACCEPT
                wire = page_bytes(server, folder[mode], accept, pages[MODES[mode]])
                if mode != "none" and not any(f["encoding"] for f in wire["files"].values()):
                    # A build without the feature answers with the files as they are.
                    not_supported[(kind, mode)] = "responses carry no Content-Encoding: not in this build"
                    continue
                cases.append((kind, server, wire, accept))
            server_and_accept = {kind: (server, accept) for kind, server, _, accept in cases}
            per = in_rounds(
                rounds, list(server_and_accept),
                lambda kind: measure(run, server_and_accept[kind][0], folder[mode], server_and_accept[kind][1],
                                     duration),
                lambda round_no, kind, r: f"  compression {mode} round {round_no}, {kind}: {r['rate']:,.0f} req/s, "
                f"{r['server_us']:.1f} µs/request")
            for kind, server, wire, _ in cases:
                rows.append({"mode": mode, "server": kind, "config": describe(kind, mode, onthefly_args), "wire": wire,
                             "rate": summary([r["rate"] for r in per[kind]]),
                             "server_us_per_request": summary([r["server_us"] for r in per[kind]]),
                             "client_cores": summary([r["client_cores"] for r in per[kind]]),
                             "background_cores": summary([r["background"] for r in per[kind]]),
                             "ratios": _ratios(per, kind, wire, cases),
                             "rounds": per[kind]})
        for server in servers.values():
            server.check_alive()
        commands = {f"{kind} {mode}": " ".join(s.command) for (kind, mode), s in servers.items()}
    finally:
        for server in servers.values():
            server.stop()
    return {"rows": rows, "files": pages["files"], "siblings": pages["siblings"], "missing_siblings": pages["missing"],
            "not_supported": [{"server": k, "mode": m, "why": why} for (k, m), why in not_supported.items()],
            "skipped": skipped, "accept": ACCEPT, "connections": CONNECTIONS, "duration_s": duration,
            "rounds": rounds, "commands": commands}


def tlsfront_onthefly_args():
    """The flags that turn on tlsfront's on-the-fly compression, from `tlsfront serve --help`
    (a switch whose name holds "compress", other than --precompressed), or (None, why) when this
    build has none."""
    done = subprocess.run([TLSFRONT, "serve", "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=30)
    text = done.stdout.decode(errors="replace")
    others = []
    for line in text.splitlines():
        # `--name`, `--name [<BOOL>]` (a switch that takes an optional true/false) or `--name <VALUE>`.
        match = re.match(r"\s*(--[a-z0-9-]*compress[a-z0-9-]*)(\s+\[<BOOL>\])?(?:[ =]<([A-Z_]+)>)?\s*$", line)
        if not match or "precompressed" in match.group(1):
            continue
        flag, _, value = match.groups()
        if value is None:
            return [flag], None
        if value == "BOOL":
            return [f"{flag}=true"], None
        others.append(f"{flag} <{value}>")
    if others:
        return None, f"`tlsfront serve` has {', '.join(others)}, none of them a switch this scenario knows how to set"
    return None, "`tlsfront serve --help` names no on-the-fly compression setting: not in this build"


def make_server(run, hosts, kind, mode, onthefly_args):
    name = f"{kind}-{'precompressed' if mode == 'precompressed' else 'onthefly'}"
    if kind == "tlsfront":
        return peers.Tlsfront(run, hosts, "dir", name=name, extra_args=onthefly_args if mode == "on the fly" else ())
    if kind == "nginx":
        return peers.Nginx(run, hosts, "per-host", name=name, compression=NGINX[mode])
    if kind == "caddy":
        root = hostsets.docroot()
        if mode == "precompressed":
            handlers = [{"handler": "file_server", "root": root, "precompressed": {"br": {}, "zstd": {}, "gzip": {}},
                         "precompressed_order": ["br", "zstd", "gzip"]}]
        else:
            handlers = [{"handler": "encode", "encodings": {"zstd": {}, "gzip": {}}, "prefer": ["zstd", "gzip"]},
                        {"handler": "file_server", "root": root}]
        return peers.Caddy(run, hosts, handlers=handlers, name=name)
    raise ValueError(kind)


def describe(kind, mode, onthefly_args):
    if mode == "none":
        return "no Accept-Encoding"
    if kind == "tlsfront":
        return "siblings (default)" if mode == "precompressed" else " ".join(onthefly_args)
    if kind == "nginx":
        return NGINX[mode]
    return "file_server precompressed br zstd gzip" if mode == "precompressed" else "encode zstd gzip"


def page_bytes(server, folder, accept, plain_dir):
    """One pass over the page set on one kept-alive connection: per file the status, encoding,
    header and body bytes as sent; then each response decoded (curl --compressed) and compared
    with the file."""
    urls = [f"https://{hostsets.host_name(0)}:{server.port}{folder}{name}" for name in pageset.FILES]
    base = ["curl", "-sSk", "--http1.1", "--resolve", f"{hostsets.host_name(0)}:{server.port}:127.0.0.1",
            "--tlsv1.3", "--max-time", "30"]
    if accept:
        base += ["-H", f"Accept-Encoding: {accept}"]
    argv = list(base)
    for url in urls:
        argv += ["-o", "/dev/null", "-w", "%{http_code} %{size_header} %{size_download} %header{content-encoding}\\n",
                 url]
    _, text, _ = run_tool(argv, timeout=60)
    files = {}
    for name, line in zip(pageset.FILES, text.splitlines()):
        fields = line.split()
        if len(fields) < 3 or fields[0] != "200":
            raise BenchError(f"{server.label}: GET {folder}{name}: {line!r}")
        files[name] = {"header_bytes": int(fields[1]), "body_bytes": int(fields[2]),
                       "encoding": fields[3] if len(fields) > 3 else None}
    # Decoded, each response must be the file itself.
    scratch = server.run.scratch(f"{server.label}-decoded")
    argv = base + ["--compressed"]
    for name, url in zip(pageset.FILES, urls):
        argv += ["-o", os.path.join(scratch, name), url]
    run_tool(argv, timeout=60)
    for name in pageset.FILES:
        if not filecmp.cmp(os.path.join(scratch, name), os.path.join(plain_dir, name), shallow=False):
            raise BenchError(f"{server.label}: {folder}{name} does not decode to the file")
    total = sum(f["header_bytes"] + f["body_bytes"] for f in files.values())
    return {"files": files, "total_bytes": total}


def measure(run, server, folder, accept, duration):
    wait_for_quiet(run, server.cpu_seconds)
    script = os.path.join(run.scratch(f"{server.label}-wrk"), "pageset.lua")
    with open(script, "w") as f:
        f.write(_wrk_script(folder, accept))
    cpu0 = server.cpu_seconds()
    background = Background(server.cpu_seconds)
    result = wrk(run, server.port, CONNECTIONS, duration, hostsets.host_name(0), timeout=duration + 60, script=script)
    cpu = server.cpu_seconds() - cpu0
    if result["requests"] <= 0 or result["non_2xx"] or result["socket_errors"]:
        raise BenchError(f"wrk against {server.label}: {result['requests']} requests, {result['non_2xx']} not 2xx, "
                         f"{result['socket_errors']} socket errors:\n{result['raw']}")
    return {"rate": result["requests_per_s"], "server_us": cpu * 1e6 / result["requests"],
            "client_cores": result["client_cores"], "background": background.cores()}


def _wrk_script(folder, accept):
    """wrk asks for the page set's files in turn, with the Accept-Encoding under test."""
    paths = ", ".join(f'"{folder}{name}"' for name in pageset.FILES)
    headers = f'["Host"] = "{hostsets.host_name(0)}"'
    if accept:
        headers += f', ["Accept-Encoding"] = "{accept}"'
    return (f"local paths = {{{paths}}}\n"
            "local i = 0\n"
            "request = function()\n"
            "  i = i % #paths + 1\n"
            f"  return wrk.format(\"GET\", paths[i], {{{headers}}})\n"
            "end\n")


def _ratios(per, kind, wire, cases):
    """tlsfront's CPU per request and bytes over each peer's in the same mode (at most 1 meets
    issue 17's target)."""
    if kind != "tlsfront" or "tlsfront" not in per:
        return {}
    ratios = {}
    for other, _, other_wire, _ in cases:
        if other == "tlsfront":
            continue
        ratios[f"tlsfront/{other} cpu"] = ratio_of_rounds([r["server_us"] for r in per["tlsfront"]],
                                                         [r["server_us"] for r in per[other]])
        ratios[f"tlsfront/{other} bytes"] = wire["total_bytes"] / other_wire["total_bytes"]
    return ratios
