"""`tlsfront-bench h3` as the h3 scenario runs it (s_h3.py, h3_idle.py): on the client core,
one JSON report per run; and a probe that a server answers over HTTP/3."""

import json
import time

import hostsets
from common import GENERATOR, BenchError, run_tool


def probe(run, server, attempts=20):
    """One GET over HTTP/3, retried for a few seconds: a TCP handshake proved the server up,
    not its UDP listener (tlsfront's also refuses a host it has not cached yet)."""
    error = None
    for _ in range(attempts):
        try:
            h3_client(run, server.port, "download", 30)
            return
        except BenchError as e:
            error = e
            time.sleep(0.25)
    server.stop()
    raise BenchError(f"{server.label} answered no HTTP/3 GET: {error}\n{server.proc.log_tail()}")


def client_argv(port, mode, *extra):
    return [GENERATOR, "h3", "--connect", f"127.0.0.1:{port}", "--sni", hostsets.host_name(0),
            "--mode", mode, *extra]


def h3_client(run, port, mode, timeout, *extra):
    """tlsfront-bench h3 on the client core; its JSON report, with the client's cores."""
    elapsed, text, cpu = run_tool(client_argv(port, mode, *extra), timeout, cpus={run.client_cpu})
    try:
        report = json.loads(text)
    except json.JSONDecodeError as e:
        raise BenchError(f"tlsfront-bench h3 printed no JSON: {text[:500]}") from e
    report["client_cores"] = cpu / max(elapsed, 1e-6)
    return report
