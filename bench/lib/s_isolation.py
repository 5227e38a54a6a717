"""Scenario: one tenant's flood against another tenant's latency (issue 28, item 6).

Four hosts on every server (bench/lib/isolation_peers.py): h0 is flooded, h1 is a quiet static
tenant beside it, h2 is proxied to an application that stops answering, h3 to a healthy one.
The victim is a paced client (tlsfront-bench --rate: 50 new connections a second, each a full
TLS 1.3 handshake and one GET, latency from each start's scheduled time, so queueing shows),
on its own host name and from the same address as the flood (127.0.0.1), measured:

- alone (h1, GET /);
- under a full-handshake flood of h0 from 256 and from 2,000 connections (handshake, GET,
  close, again);
- under a keep-alive request flood of h0 from 1,000 connections;
- under a slowloris of h0: 5,000 connections that send 64 bytes of a ClientHello and nothing
  more (any the server closes is opened again);
- proxied: h3 (GET /page) alone, and while h2's application stops answering under load: 200
  new connections a second ask h2 for `/slow/60000`, which its application answers after a
  minute; each client gives up after 5 s, so about 1,000 wait at any time (paced, so that
  they arrive spread out rather than in synchronized bursts of reconnections).

Per server, round by round (servers in turn, each through every case): victim p50 and p99 and
failures, the flooded host's own served rate (2xx a second) and what refused it, and the
server's CPU from /proc while the victim ran. The ratio to alone is the median of per-round
ratios of p99 (proxied: to proxied alone). Where the victim's time went is kept too: its TCP
connect and its TLS handshake (connected to finished) apart from the whole.

The flood and the victim share the client core. The victim runs at a real-time priority
(SCHED_FIFO 20, where the runner may raise a priority: as root), so that its own machine, busy
with the flood, does not delay it: at nice -10 its start lag under a 256-connection handshake
flood was 4.6 ms at p99 (2.0 alone), more than the server added, for every server alike. It
does little (50 starts a second), so it takes little from the flood. How late it began each
start is still reported. The flood runs at the usual priority, like every other scenario's
client, so work of other users of the machine takes no more from it than from them.
"""

import json
import os
import signal
import subprocess
import time

import hostsets
import isolation_peers
import peers
from common import GENERATOR, Background, BenchError, error_total, wait_for_quiet
from rounds import in_rounds, median, ratio_of_rounds, summary
from isolation_peers import FLOODED, HEALTHY, STUCK, VICTIM

VICTIM_RATE = 50
TLS = ["--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"]
# A victim start slower than this, in any of connect, handshake and response, is a failure.
VICTIM_TIMEOUT_S = 5
# The victim's real-time priority on the client core (the flood runs at nice 0): see the
# module's docstring.
VICTIM_FIFO_PRIORITY = 20
# (full, quick) flood sizes.
SIZES = {"handshakes-256": (256, 16), "handshakes-2000": (2000, 64), "keepalive-1000": (1000, 32),
         "slowloris-5000": (5000, 64), "stuck-app": (1000, 16)}
# The stuck application's load: new connections a second, each giving up after this long, so
# that about rate × timeout (SIZES["stuck-app"]) wait at once.
STUCK_TIMEOUT_S = 5


def cases(quick):
    """(name, flood arguments or None, victim host, victim path, baseline case) in the order run."""
    n = {name: sizes[1 if quick else 0] for name, sizes in SIZES.items()}
    flooded = ["--host", FLOODED] + TLS
    return [
        ("alone", None, VICTIM, "/", "alone"),
        ("handshakes-256", ["--mode", "handshake", "-c", str(n["handshakes-256"])] + flooded, VICTIM, "/", "alone"),
        ("handshakes-2000", ["--mode", "handshake", "-c", str(n["handshakes-2000"])] + flooded, VICTIM, "/", "alone"),
        ("keepalive-1000", ["--mode", "keepalive", "-c", str(n["keepalive-1000"])] + flooded, VICTIM, "/", "alone"),
        ("slowloris-5000", ["--mode", "slowloris", "-c", str(n["slowloris-5000"]), "--host", FLOODED], VICTIM, "/",
         "alone"),
        ("proxied-alone", None, HEALTHY, "/page", "proxied-alone"),
        ("stuck-app", ["--mode", "handshake", "--rate", str(n["stuck-app"] // STUCK_TIMEOUT_S), "-c", str(n["stuck-app"]),
                       "--host", STUCK, "--path", "/slow/60000", "--timeout", f"{STUCK_TIMEOUT_S}s"] + TLS,
         HEALTHY, "/page", "proxied-alone"),
    ]


def run_scenario(run):
    window, lead, slow_lead = (0.5, 0.3, 0.5) if run.quick else (10.0, 2.0, 3.0)
    # The stuck application's waiting requests build up for one timeout before the victim starts.
    leads = {"slowloris-5000": slow_lead, "stuck-app": lead if run.quick else STUCK_TIMEOUT_S + 1.0}
    hosts = hostsets.host_set("ecdsa", isolation_peers.HOST_COUNT)
    names = peers.available(isolation_peers.SERVERS)
    plan = cases(run.quick)
    load_before = os.getloadavg()
    stuck = healthy = None
    servers = {}
    case_of = {case[0]: case for case in plan}
    try:
        stuck = peers.Upstream(run, name="stuck-app")
        healthy = peers.Upstream(run, name="healthy-app")
        for name in names:
            servers[name] = isolation_peers.make(run, name, hosts, stuck, healthy).start_and_wait(60)
            warm_up(run, servers[name])

        def measure_case(server_and_case):
            name, case_name = server_and_case
            r = measure(run, servers[name], case_of[case_name], window, leads.get(case_name, lead))
            if case_name == plan[-1][0]:
                servers[name].check_alive()  # after each server's cases, every round
            return r

        # A round: each server in turn, through every case.
        per = in_rounds(
            run.rounds, [(name, case[0]) for name in names for case in plan], measure_case,
            lambda round_no, server_and_case, r: f"  isolation round {round_no}, {server_and_case[0]}, "
            f"{server_and_case[1]}: victim p50 {_ms(r['victim_p50_ms'])} p99 {_ms(r['victim_p99_ms'])}, "
            f"{r['victim_failures']} failed; flood {_flood_text(r)}; server {r['server_cores']:.2f} cores")
        for app in (stuck, healthy):
            app.check_alive()
        commands = {name: " ".join(s.command) for name, s in servers.items()}
        commands["stuck-app"] = " ".join(stuck.command)
        commands["healthy-app"] = " ".join(healthy.command)
    finally:
        for server in servers.values():
            server.stop()
        for app in (stuck, healthy):
            if app is not None:
                app.stop()
    return {"servers": names, "cases": [_case_summary(case, names, per) for case in plan],
            "victim": {"rate": VICTIM_RATE, "timeout_s": VICTIM_TIMEOUT_S, "host": VICTIM, "proxied_host": HEALTHY},
            "hosts": {"flooded": FLOODED, "victim": VICTIM, "stuck": STUCK, "healthy": HEALTHY},
            "limits": isolation_peers.LIMITS, "window_s": window, "lead_s": lead, "case_leads_s": leads,
            "victim_priority": f"SCHED_FIFO {VICTIM_FIFO_PRIORITY}" if _may_raise_priority() else "nice 0",
            "loadavg": {"before": load_before, "after": os.getloadavg()},
            "commands": commands}


def warm_up(run, server):
    """One pass over the four hosts, each of which must answer 200: certificates cached,
    applications reachable."""
    for host, path in ((FLOODED, "/"), (VICTIM, "/"), (STUCK, "/page"), (HEALTHY, "/page")):
        report = _generator(run, server.port, ["--mode", "handshake", "-c", "2", "--requests", "10", "--host", host,
                                               "--path", path] + TLS, realtime=False, timeout=60)
        if report.get("requests_ok") != 10:
            raise BenchError(f"{server.label}: {host}{path} did not answer 200 ten times: {report.get('errors')}")


def measure(run, server, case, window, lead):
    """One case against `server`: the flood (if any) started `lead` seconds ahead, the victim
    for `window` seconds, then the flood interrupted (SIGINT: it reports what it did so far)."""
    name, flood_args, victim_host, victim_path, _ = case
    if not run.quick:
        wait_for_quiet(run, server.cpu_seconds)
    background = Background(server.cpu_seconds)
    flood = None
    try:
        if flood_args is not None:
            flood = _start_flood(run, server.port, flood_args + ["--warmup", f"{lead}s", "-d", f"{lead + window + 60}s"])
            time.sleep(lead)
            if flood.poll() is not None:
                raise BenchError(f"{name} flood against {server.label} exited early: {flood.stderr.read()[-1000:]}")
        cpu0, t0 = server.cpu_seconds(), time.monotonic()
        victim = _generator(run, server.port, ["--mode", "handshake", "--rate", str(VICTIM_RATE), "-d", f"{window}s",
                                               "--host", victim_host, "--path", victim_path,
                                               "--timeout", f"{VICTIM_TIMEOUT_S}s"] + TLS,
                            realtime=_may_raise_priority(),
                            timeout=window + 3 * VICTIM_TIMEOUT_S + 60)
        server_cores = (server.cpu_seconds() - cpu0) / max(1e-6, time.monotonic() - t0)
        flood_report = _stop_flood(flood, f"{name} flood against {server.label}") if flood is not None else None
        flood = None
    finally:
        if flood is not None:
            flood.kill()
            flood.wait(timeout=30)
    server.check_alive()
    return _result(victim, flood_report, server_cores, background.cores())


def _result(victim, flood, server_cores, background):
    latency = victim["latency_us"]["request"]
    phases = victim["latency_us"]
    out = {
        "victim_p50_ms": latency["p50_us"] / 1000 if latency["count"] else None,
        "victim_p99_ms": latency["p99_us"] / 1000 if latency["count"] else None,
        "victim_max_ms": latency["max_us"] / 1000 if latency["count"] else None,
        # Where the time went: the TCP connect (the kernel's accept queue takes part), the TLS
        # handshake from connected to finished, and the rest (request and response).
        "victim_connect_p99_ms": _p99_ms(phases["connect"]),
        "victim_handshake_p99_ms": _p99_ms(phases["handshake"]),
        "victim_starts": victim["paced"]["starts"],
        "victim_ok": victim["requests_ok"],
        # Every start that did not end in a 2xx: errors of any kind, and any left unfinished.
        "victim_failures": victim["paced"]["starts"] - victim["requests_ok"],
        "victim_errors": _error_kinds(victim["errors"]),
        "victim_start_lag_p99_ms": victim["paced"]["start_lag"]["p99_us"] / 1000,
        "server_cores": server_cores,
        "background": background,
        "flood": None,
    }
    if flood is not None:
        seconds = max(1e-6, flood["elapsed_s"])
        slow = flood.get("slowloris")
        out["flood"] = {
            "ok_per_s": flood["requests_ok"] / seconds,
            "responses_per_s": flood["requests"] / seconds,
            "handshakes_per_s": flood["handshakes"]["total"] / seconds,
            "errors_per_s": error_total(flood) / seconds,
            "errors": _error_kinds(flood["errors"]),
            "client_cores": flood["cpu"]["cores_used"],
            "seconds": seconds,
            "slowloris": None if slow is None else {
                "held_min": slow["held_min"], "held_max": slow["held_max"], "held_at_start": slow["held_at_start"],
                "all_held_after_s": slow["all_held_after_s"], "closed_by_server_per_s": slow["closed_by_server"] / seconds,
                "hello_bytes": slow["hello_bytes"]},
        }
        # Server CPU per operation of the flood (responses, or failed attempts when nothing was
        # answered), over the victim's window: the steadier figure on a shared machine.
        operations = out["flood"]["responses_per_s"] or out["flood"]["errors_per_s"]
        out["flood"]["server_us_per_operation"] = server_cores * 1e6 / operations if operations else None
    return out


def _case_summary(case, names, per):
    name, flood_args, victim_host, victim_path, baseline = case
    out = {"case": name, "flood": flood_args, "victim_host": victim_host, "victim_path": victim_path,
           "baseline": baseline, "servers": {}}
    for server in names:
        rounds = per[(server, name)]
        base = per[(server, baseline)]
        floods = [r["flood"] for r in rounds if r["flood"] is not None]
        entry = {
            "victim_p50_ms": summary([r["victim_p50_ms"] for r in rounds]),
            "victim_p99_ms": summary([r["victim_p99_ms"] for r in rounds]),
            "victim_max_ms": summary([r["victim_max_ms"] for r in rounds]),
            "p99_ratio": ratio_of_rounds([r["victim_p99_ms"] for r in rounds], [r["victim_p99_ms"] for r in base]),
            "p50_ratio": ratio_of_rounds([r["victim_p50_ms"] for r in rounds], [r["victim_p50_ms"] for r in base]),
            "victim_starts": sum(r["victim_starts"] for r in rounds),
            "victim_failures": sum(r["victim_failures"] for r in rounds),
            "victim_errors": _merge_kinds(r["victim_errors"] for r in rounds),
            "victim_start_lag_p99_ms": summary([r["victim_start_lag_p99_ms"] for r in rounds]),
            "victim_connect_p99_ms": summary([r["victim_connect_p99_ms"] for r in rounds]),
            "victim_handshake_p99_ms": summary([r["victim_handshake_p99_ms"] for r in rounds]),
            "server_cores": summary([r["server_cores"] for r in rounds]),
            "background_cores": summary([r["background"] for r in rounds]),
            "rounds": rounds,
        }
        if floods:
            entry["flood"] = {
                "ok_per_s": summary([f["ok_per_s"] for f in floods]),
                "responses_per_s": summary([f["responses_per_s"] for f in floods]),
                "handshakes_per_s": summary([f["handshakes_per_s"] for f in floods]),
                "errors_per_s": summary([f["errors_per_s"] for f in floods]),
                "errors": _merge_kinds(f["errors"] for f in floods),
                "server_us_per_operation": summary([f["server_us_per_operation"] for f in floods]),
                "client_cores": summary([f["client_cores"] for f in floods]),
            }
            slow = [f["slowloris"] for f in floods if f["slowloris"]]
            if slow:
                entry["flood"]["slowloris"] = {
                    "held_min": median([s["held_min"] for s in slow]),
                    "held_max": median([s["held_max"] for s in slow]),
                    "closed_by_server_per_s": median([s["closed_by_server_per_s"] for s in slow]),
                    "all_held_after_s": median([s["all_held_after_s"] for s in slow]),
                    "hello_bytes": slow[0]["hello_bytes"],
                }
        out["servers"][server] = entry
    return out


# ---------------------------------------------------------------------------------------------
# The two clients


def _preexec(run, realtime):
    def setup():
        os.sched_setaffinity(0, {run.client_cpu})
        if realtime:
            os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(VICTIM_FIFO_PRIORITY))
    return setup


def _may_raise_priority():
    """A real-time priority needs CAP_SYS_NICE (root, here); elsewhere the victim runs at nice 0."""
    return os.geteuid() == 0


def _generator(run, port, args, realtime, timeout):
    argv = [GENERATOR, "--connect", f"127.0.0.1:{port}", "--json"] + args
    try:
        done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                              timeout=timeout, preexec_fn=_preexec(run, realtime))
    except subprocess.TimeoutExpired as e:
        raise BenchError(f"tlsfront-bench did not finish within {timeout} s: {' '.join(argv)}") from e
    if done.returncode != 0:
        raise BenchError(f"{' '.join(argv)} exited with {done.returncode}: {done.stderr.decode(errors='replace')[-2000:]}")
    return _json(done.stdout)


def _start_flood(run, port, args):
    argv = [GENERATOR, "--connect", f"127.0.0.1:{port}", "--json"] + args
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            preexec_fn=_preexec(run, False))


def _stop_flood(proc, what):
    """Ends the flood with SIGINT (it reports what it measured so far) and returns its report."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired as e:
        proc.kill()
        proc.wait(timeout=30)
        raise BenchError(f"{what}: the flood did not stop within 60 s of SIGINT") from e
    if proc.returncode != 0:
        raise BenchError(f"{what}: tlsfront-bench exited with {proc.returncode}: {err.decode(errors='replace')[-2000:]}")
    return _json(out)


def _json(stdout):
    try:
        return json.loads(stdout)
    except json.JSONDecodeError as e:
        raise BenchError(f"tlsfront-bench printed no JSON: {stdout[:500]!r}") from e


# ---------------------------------------------------------------------------------------------
# Small helpers


def _p99_ms(latency):
    return latency["p99_us"] / 1000 if latency["count"] else None


def _error_kinds(errors):
    """{kind: count} for every non-zero error kind of a tlsfront-bench report."""
    kinds = {}
    for group, value in errors.items():
        if group == "total":
            continue
        if isinstance(value, dict):
            for key, count in value.items():
                if count:
                    kinds[f"{group} {key}"] = count
        elif value:
            kinds[group] = value
    return kinds


def _merge_kinds(dicts):
    merged = {}
    for kinds in dicts:
        for key, count in kinds.items():
            merged[key] = merged.get(key, 0) + count
    return merged


def _ms(value):
    return "–" if value is None else f"{value:.1f} ms"


def _flood_text(r):
    flood = r["flood"]
    if flood is None:
        return "none"
    if flood["slowloris"]:
        s = flood["slowloris"]
        return f"{s['held_min']}-{s['held_max']} held, {s['closed_by_server_per_s']:.0f} closed/s"
    return f"{flood['ok_per_s']:.0f} ok/s, {flood['errors_per_s']:.0f} refused/s ({flood['client_cores']:.2f} client cores)"
