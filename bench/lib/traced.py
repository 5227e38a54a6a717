"""What a server asks of the kernel for a unit of work, from strace: system calls by name, and
the bytes each of its TCP connections read and wrote, flight by flight.

/proc/PID/io cannot say this: it does not count send(2), recv(2) and their msg variants, which
several servers (and kTLS) use. So a short load, outside any measured run, is traced with
`strace -f -yy` attached to every process of the server; the trace is parsed here. strace slows
the server many times over: only counts come from a traced run, never a time.
"""

import os
import re
import signal
import subprocess
import time

from common import BenchError

READS = {"read", "readv", "recvfrom", "recvmsg", "recvmmsg"}
WRITES = {"write", "writev", "sendto", "sendmsg", "sendmmsg", "sendfile", "sendfile64", "splice"}
_START = re.compile(r"^(\d+)\s+(\w+)\((\d+)<TCP(?:v6)?:\[([^\]]*)\]>")
_CALL = re.compile(r"^(\d+)\s+(\w+)\(")
_RESUMED = re.compile(r"^(\d+)\s+<\.\.\. (\w+) resumed>")
_RESULT = re.compile(r"\)\s+=\s+(-?\d+)")


def parse(lines):
    """(calls by name, {connection: [(direction, bytes), ...]}) from `strace -f -yy` lines;
    a connection is its "local->remote" addresses, a flight consecutive bytes one way."""
    calls = {}
    talks = {}
    pending = {}  # pid -> (name, connection) of an <unfinished ...> call
    for line in lines:
        resumed = _RESUMED.match(line)
        if resumed:
            name, connection = pending.pop(resumed.group(1), (resumed.group(2), None))
        else:
            started = _START.match(line) or _CALL.match(line)
            if not started:
                continue
            name = started.group(2)
            connection = started.group(4) if started.re is _START else None
            calls[name] = calls.get(name, 0) + 1
            if line.rstrip().endswith("<unfinished ...>"):
                pending[started.group(1)] = (name, connection)
                continue
        result = _RESULT.search(line)
        if connection is None or not result or int(result.group(1)) <= 0:
            continue
        direction = "in" if name in READS else "out" if name in WRITES else None
        if direction is None:
            continue
        flights = talks.setdefault(connection, [])
        n = int(result.group(1))
        if flights and flights[-1][0] == direction:
            flights[-1] = (direction, flights[-1][1] + n)
        else:
            flights.append((direction, n))
    return calls, talks


def trace(pids, load, out_path, settle=0.3):
    """Runs `load()` with strace attached to `pids`; returns parse()'s answer."""
    argv = ["strace", "-f", "-qq", "-yy", "-s", "0", "-e", "signal=none", "-o", out_path]
    for pid in pids:
        argv += ["-p", str(pid)]
    tracer = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)  # attaching takes a moment; calls before it are not wanted anyway
        if tracer.poll() is not None:
            raise BenchError(f"strace exited: {tracer.stderr.read().decode(errors='replace')[-500:]}")
        load()
    finally:
        tracer.send_signal(signal.SIGINT)
        try:
            tracer.wait(timeout=20)
        except subprocess.TimeoutExpired:
            tracer.kill()
            tracer.wait(timeout=10)
    if not os.path.exists(out_path):
        raise BenchError("strace wrote no trace")
    with open(out_path, errors="replace") as f:
        return parse(f)


def legs(talks, port):
    """Splits connections into those accepted on `port` (the client's leg) and the others."""
    mine = {k: v for k, v in talks.items() if k.split("->")[0].endswith(f":{port}")}
    others = {k: v for k, v in talks.items() if k not in mine}
    return mine, others


def bytes_of(talks):
    """Total (in, out) bytes over connections."""
    total_in = sum(n for flights in talks.values() for d, n in flights if d == "in")
    total_out = sum(n for flights in talks.values() for d, n in flights if d == "out")
    return total_in, total_out


def per_unit(calls, count):
    """System calls per unit of work: the total, reads, writes and every name."""
    count = max(1, count)
    reads = sum(n for name, n in calls.items() if name in READS)
    writes = sum(n for name, n in calls.items() if name in WRITES)
    return {"total": sum(calls.values()) / count, "reads": reads / count, "writes": writes / count,
            "by_name": {name: n / count for name, n in sorted(calls.items(), key=lambda kv: -kv[1])}}
