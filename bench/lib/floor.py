"""The floor (issue 32): what a server's system calls alone cost for the same work, so that each
server's CPU can be shown above it, user and system apart.

`tlsfront-bench floor-server` (one epoll thread on the server core, like the servers) reads and
writes, in plain TCP, the byte counts that tlsfront read and wrote in the same cell: per request
on keep-alive HTTP/1.1, HTTP/2 and the proxy (whose upstream leg goes to a second floor server,
on the client core, as the application does), per handshake the flights of a real handshake.
`tlsfront-bench floor-client` drives it with the cell's connection count from the client core.
Its CPU per request, from /proc like every server's, is the floor: no TLS, no HTTP, one `read`
and one `write` per flight.

The sizes come from a short traced load of tlsfront at the start of each cell (`probe`, with
bench/lib/traced.py: strace, since /proc/PID/io does not count send(2) and recv(2)): its bytes
read and written per request on the client's connections (and, for the proxy, on its
connections to the upstream), or the flights of the handshake most of its connections had.
Every server of the cell is traced the same way, so the tables can show each one's system calls
per request beside the floor's.
"""

import json
import os
import socket
import time
from collections import Counter

import traced
from common import GENERATOR, BenchError, Proc, free_port, run_tool, wait_for_quiet
from rounds import median, summary

# The most flights a conversation kept as a handshake's may have (a kept-alive connection has
# thousands, and its shape is not wanted).
HANDSHAKE_FLIGHTS = 16


class Meter:
    """A server's CPU, user and system apart, from /proc over one measurement."""

    def __init__(self, proc):
        self.proc = proc
        self.user0, self.system0 = proc.cpu_split()

    def per(self, count):
        """user_us and sys_us per unit of work."""
        user, system = self.proc.cpu_split()
        count = max(1, count)
        return {"user_us": (user - self.user0) * 1e6 / count, "sys_us": (system - self.system0) * 1e6 / count}


def probe(run, proc, port, load, label, upstream_port=None):
    """Traces `load()` (which returns how many units of work it did) on a server: its system
    calls per unit, its bytes in and out per unit on the connections accepted on `port`, those
    on its connections to `upstream_port` (a proxy's), and the flights of the conversation most
    of its connections had (a handshake's)."""
    count = [0]

    def counted():
        count[0] = load()

    path = os.path.join(run.scratch(f"strace-{label}"), "trace")
    calls, talks = traced.trace(proc.pids(), counted, path)
    units = count[0]
    if units <= 0:
        raise BenchError(f"traced load against {label} did nothing")
    client_leg, other = traced.legs(talks, port)
    up_leg = {k: v for k, v in other.items() if upstream_port and k.split("->")[1].endswith(f":{upstream_port}")}
    bytes_in, bytes_out = traced.bytes_of(client_leg)
    up_in, up_out = traced.bytes_of(up_leg)
    shapes = Counter(tuple(flights) for flights in client_leg.values() if len(flights) <= HANDSHAKE_FLIGHTS)
    return {"units": units, "syscalls": traced.per_unit(calls, units),
            "bytes_in": bytes_in / units, "bytes_out": bytes_out / units,
            "upstream_bytes_in": up_in / units, "upstream_bytes_out": up_out / units,
            "flights": list(shapes.most_common(1)[0][0]) if shapes else []}


def request_scripts(bytes_in, bytes_out, requests_per_cycle=1):
    """(server script, client script) for a request of `bytes_in` and its response of
    `bytes_out`, times `requests_per_cycle` (HTTP/2 with that many streams in flight)."""
    read = max(1, round(bytes_in * requests_per_cycle))
    write = max(1, round(bytes_out * requests_per_cycle))
    return f"r{read},w{write}", f"w{read},r{write}"


def proxy_scripts(probed):
    """(server script, client script, upstream script) for one proxied request, from a proxy's
    probe: it reads the client's request, writes the upstream's request, reads the upstream's
    response and writes the client's."""
    up_in = max(1, round(probed["upstream_bytes_in"]))
    up_out = max(1, round(probed["upstream_bytes_out"]))
    client_in = max(1, round(probed["bytes_in"]))
    client_out = max(1, round(probed["bytes_out"]))
    return (f"r{client_in},uw{up_out},ur{up_in},w{client_out}", f"w{client_in},r{client_out}",
            f"r{up_out},w{up_in}")


def handshake_scripts(flights_of):
    """(server script, client script) from a probe's flights: [("in"|"out", bytes)], the
    server's view."""
    server = ",".join(("r" if way == "in" else "w") + str(n) for way, n in flights_of)
    client = ",".join(("w" if way == "in" else "r") + str(n) for way, n in flights_of)
    return server, client


class FloorServer:
    """A floor server (or, on the client core, the floor's upstream) on a port of its own."""

    def __init__(self, run, script, close=False, upstream_port=None, cpu=None, name="floor"):
        self.port = free_port()
        self.command = [GENERATOR, "floor-server", "--listen", f"127.0.0.1:{self.port}", "--script", script]
        if close:
            self.command.append("--close")
        if upstream_port is not None:
            self.command += ["--upstream", f"127.0.0.1:{upstream_port}"]
        scratch = run.scratch(name)
        self.proc = Proc(name, self.command, run.server_cpu if cpu is None else cpu, os.path.join(scratch, "log"))
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if time.monotonic() > deadline or not self.proc.alive():
                    self.proc.stop()
                    raise BenchError(f"{name} did not start:\n{self.proc.log_tail()}")
                time.sleep(0.01)

    def stop(self):
        self.proc.stop()


def measure(run, scripts, connections, duration, close=False, requests_per_cycle=1, trace=False):
    """One floor run: a fresh floor server (and its upstream when the script has one) driven by
    `floor-client` for `duration` seconds. `scripts`: (server, client) or (server, client,
    upstream). Returns the figures every scenario records per server, plus the scripts."""
    server_script, client_script = scripts[0], scripts[1]
    upstream = server = None
    try:
        if len(scripts) > 2:
            upstream = FloorServer(run, scripts[2], cpu=run.client_cpu, name="floor-upstream")
        server = FloorServer(run, server_script, close=close, upstream_port=upstream and upstream.port)
        argv = [GENERATOR, "floor-client", "--connect", f"127.0.0.1:{server.port}", "--script", client_script,
                "--requests-per-cycle", str(requests_per_cycle)] + (["--reconnect"] if close else [])
        probed = None
        if trace:
            # As the servers were traced: at most 10 connections (a traced process makes only
            # a few thousand system calls a second here, and opening 100 would take them all).
            traced_argv = argv + ["-c", str(min(connections, 10)), "-d", "2s"]
            probed = probe(run, server.proc, server.port, lambda: _floor_client(run, traced_argv, 31)["requests"],
                           "floor")
        wait_for_quiet(run, server.proc.cpu_seconds)
        meter = Meter(server.proc)
        report = _floor_client(run, argv + ["-c", str(connections), "-d", f"{duration}s"], duration + 30)
        if report["requests"] <= 0:
            raise BenchError(f"the floor served nothing with {server_script} / {client_script}: {report}")
        out = meter.per(report["requests"])
        if not server.proc.alive():
            raise BenchError(f"the floor server exited:\n{server.proc.log_tail()}")
    finally:
        for proc in (server, upstream):
            if proc is not None:
                proc.stop()
    out.update({"rate": report["requests_per_s"], "server_us": out["user_us"] + out["sys_us"],
                "client_cores": report["cpu"]["cores_used"], "errors": report["errors"],
                "script": server_script, "client_script": client_script})
    if probed is not None:
        out["probe"] = probed
    return out


def traced_in(run, name, ours):
    """Whether a server is traced in this run: every server, but in --quick only the one whose
    bytes the floor takes (tracing costs seconds a server, and quick figures mean nothing)."""
    return not run.quick or name == ours


def first(run, probes):
    """True the first time it is asked for this cell's `probes` (the floor is traced once a
    cell, in its first round, and its probe joins the servers'); never in --quick."""
    if run.quick or NAME in probes:
        return False
    probes[NAME] = None
    return True


def _floor_client(run, argv, timeout):
    _, text, _ = run_tool(argv, timeout, cpus={run.client_cpu})
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise BenchError(f"floor-client printed no JSON: {text[:500]}") from e


def cell_of(rounds):
    """The floor's row of a cell: medians (with min and max) of its rounds."""
    return {"server_us": summary([r["server_us"] for r in rounds]),
            "user_us": summary([r["user_us"] for r in rounds]),
            "sys_us": summary([r["sys_us"] for r in rounds]),
            "rate": summary([r["rate"] for r in rounds]),
            "script": rounds[-1]["script"], "client_script": rounds[-1]["client_script"],
            "rounds": rounds}


def above(server_rounds, floor_rounds):
    """A server's CPU above the floor, total, user and system: medians of per-round
    differences (rounds paired in order, as ratio_of_rounds pairs them)."""
    def diff(key):
        return median([s[key] - f[key] for s, f in zip(server_rounds, floor_rounds)
                       if s.get(key) is not None and f.get(key) is not None])
    return {"server_us": diff("server_us"), "user_us": diff("user_us"), "sys_us": diff("sys_us")}


NAME = "floor"


def add_to_cell(cell, names, per, probes, unit="request"):
    """Puts the floor's row and, per server, user and system µs per unit, its probe (system
    calls and bytes per unit), and the CPU above the floor into a scenario's cell (`per`:
    in_rounds' results, the floor's under NAME; `names`: the servers; `probes`: by name)."""
    floor_rounds = per.get(NAME)
    if floor_rounds:
        cell["floor"] = cell_of(floor_rounds)
        cell["floor"]["probe"] = next((r["probe"] for r in floor_rounds if "probe" in r), None)
    for name in names:
        rounds = per[name]
        row = cell["servers"][name]
        row[f"server_user_us_per_{unit}"] = summary([r.get("user_us") for r in rounds])
        row[f"server_sys_us_per_{unit}"] = summary([r.get("sys_us") for r in rounds])
        if name in probes:
            row["probe"] = probes[name]
        if floor_rounds:
            row["above_floor"] = above(rounds, floor_rounds)
