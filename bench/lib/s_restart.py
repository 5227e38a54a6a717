"""Scenario `restart` (issue 15): requests lost while a server reloads its configuration or
is upgraded, under a steady load of new TLS connections.

Per server and trigger, in a fresh server: tlsfront-bench makes new connections on the client
core, one request each (connect, TLS 1.3 handshake, `GET /`, close; 16 at a time, 100 hosts in
turn) for a fixed window, and the trigger fires twice in it (at a third and two thirds of
it). Counted over the window: requests served and requests failed (refused or reset
connections, handshake failures, timeouts, bad responses), by kind. Triggers:

- tlsfront: SIGUSR2, the upgrade (the same binary started again, taking over the listening
  sockets and ticket keys); SIGHUP, the configuration reload (the same flags read again);
- nginx: `nginx -s reload` (SIGHUP to the master: new workers, the old ones finish), and the
  binary upgrade of nginx's documentation: USR2 to the master (a new master and workers on
  the inherited sockets), then WINCH (the old workers finish) and QUIT to the old master;
- HAProxy in master-worker mode (`-W`), the listeners exposed (`expose-fd listeners`): SIGUSR2
  to the master, which starts a new worker that takes the old one's sockets (`-x`), and tells
  the old worker to finish (`-sf`): its seamless reload;
- Caddy, when installed: `caddy reload --force` through its admin endpoint (the same config;
  Caddy reloads in process, keeping its listeners).

After each trigger the runner waits (bounded) for its effect to show: a new serving process
(tlsfront's old one gone, nginx's new master or workers, HAProxy's new worker), tlsfront's
reload counter, `caddy reload`'s exit. A trigger whose effect was not seen is reported so,
since a window without failures then proves nothing.

Also, when cheap: tlsfront's upgrade with a resuming client (`--resumption`): each new
connection offers the newest session its host received, so sessions issued by the old process
are offered to the new one; reported: offered sessions not resumed (with inherited ticket
keys, none should be; without, about one per host per upgrade).

Over HTTP/3 too (issue 30): tlsfront's upgrade and Caddy's reload, with `tlsfront-bench h3`'s
handshake workers (16 at a time: a new QUIC connection, a full handshake, `GET /`, close) for
the same window; tlsfront hands its UDP socket over and routes the old process's connection
IDs to it until they finish.

Nothing here asserts counts (`--quick` neither): the figures are reported.
"""

import json
import os
import signal
import subprocess
import time

import h3_client
import hostsets
import peers
from common import GENERATOR, BenchError, check_report, error_total, handshake_once, log, start_time, _read_stat
from rounds import in_rounds

CONNECTIONS = 16
# (server, trigger): the table's rows, in order.
CASES = [("tlsfront", "upgrade"), ("tlsfront", "reload"), ("nginx", "reload"), ("nginx", "upgrade"),
         ("haproxy", "reload"), ("caddy", "reload")]
# (server, trigger, load): the window after each round's CASES, with a resuming client.
RESUMING_UPGRADE = ("tlsfront", "upgrade", "resuming")
# The windows over HTTP/3, after those.
H3_CASES = [("tlsfront", "upgrade"), ("caddy", "reload")]
TRIGGERS = {
    ("tlsfront", "upgrade"): "SIGUSR2: upgrade (same binary)",
    ("tlsfront", "reload"): "SIGHUP: configuration reload",
    ("nginx", "reload"): "`nginx -s reload` (SIGHUP)",
    ("nginx", "upgrade"): "binary upgrade: USR2, then WINCH and QUIT to the old master",
    ("haproxy", "reload"): "master-worker reload: SIGUSR2 to the master (expose-fd listeners)",
    ("caddy", "reload"): "`caddy reload --force` (admin API)",
}
# How long the runner waits for a trigger's effect before calling it not seen.
EFFECT_WAIT_S = 3.0


def sizes(run):
    if run.quick:
        return {"hosts": 20, "window": 5.0, "triggers": [1.0, 2.5], "rounds": 1}
    # Three rounds at most: the counts are summed, and each window is 12 s per server and trigger.
    return {"hosts": 100, "window": 12.0, "triggers": [4.0, 8.0], "rounds": min(run.rounds, 3)}


def run_scenario(run):
    size = sizes(run)
    hosts = hostsets.host_set("ecdsa", size["hosts"])
    cases = [case for case in CASES if case[0] != "caddy" or peers.missing("caddy") is None]
    skipped = {} if len(cases) == len(CASES) else {"caddy": peers.missing("caddy")}
    if skipped:
        log(f"  skipping Caddy: {skipped['caddy']}")
    # A round: every server and trigger, then tlsfront's upgrade again with a resuming client.
    h3_cases = [case for case in H3_CASES if case[0] != "caddy" or not skipped]
    windows = in_rounds(
        size["rounds"], [(kind, trigger, "tcp") for kind, trigger in cases] + [RESUMING_UPGRADE]
        + [(kind, trigger, "h3") for kind, trigger in h3_cases],
        lambda window: _window(run, hosts, window[0], window[1], size, load=window[2]),
        lambda round_no, window, result: f"  restart round {round_no}, " + _window_text(window, result))
    resumption = windows[RESUMING_UPGRADE]
    rows = [_row(kind, trigger, windows[(kind, trigger, "tcp")]) for kind, trigger in cases]
    h3_rows = [_row(kind, trigger, windows[(kind, trigger, "h3")]) for kind, trigger in h3_cases]
    res = {"served": sum(r["served"] for r in resumption), "failed": sum(r["failed"] for r in resumption),
           "offered": sum(r["offered"] for r in resumption), "resumed": sum(r["resumed"] for r in resumption),
           "not_offered": sum(r["not_offered"] for r in resumption),
           "triggers_sent": sum(len(r["triggers"]) for r in resumption),
           "triggers_seen": sum(1 for r in resumption for e in r["triggers"] if e["seen"]),
           "rounds": resumption}
    return {"sizes": size, "connections": CONNECTIONS, "hosts": size["hosts"], "rows": rows, "resumption": res,
            "h3_rows": h3_rows, "skipped": skipped}


def _row(kind, trigger, rounds):
    """One server and trigger's windows, summed over the rounds."""
    return {"server": kind, "trigger": trigger, "what": TRIGGERS[(kind, trigger)],
            "served": sum(r["served"] for r in rounds), "failed": sum(r["failed"] for r in rounds),
            "failure_kinds": _sum_kinds(r["failure_kinds"] for r in rounds),
            "triggers_sent": sum(len(r["triggers"]) for r in rounds),
            "triggers_seen": sum(1 for r in rounds for e in r["triggers"] if e["seen"]),
            "effect_s": [e["effect_s"] for r in rounds for e in r["triggers"] if e["seen"]],
            "serving_after": all(r["serving_after"] for r in rounds),
            "handshakes_per_s": [r["handshakes_per_s"] for r in rounds],
            "command": rounds[-1]["command"], "rounds": rounds}


def _effect_word(effect):
    return f"{effect['effect_s']:.2f} s" if effect["seen"] else "not seen"


def _sum_kinds(dicts):
    total = {}
    for d in dicts:
        for key, value in d.items():
            total[key] = total.get(key, 0) + value
    return total


# ---------------------------------------------------------------------------------------------
# One window


def _server(run, hosts, kind, trigger, h3=False):
    if kind == "tlsfront":
        # HTTP/3 is on by default, beside the HTTPS listener.
        return peers.Tlsfront(run, hosts, "dir", name="tlsfront", cache_ttl=peers.STEADY_TTL)
    if kind == "nginx":
        return peers.Nginx(run, hosts, "per-host", detached=trigger == "upgrade")
    if kind == "haproxy":
        return peers.Haproxy(run, hosts, master_worker=True)
    if kind == "caddy":
        return peers.Caddy(run, hosts, admin_port=peers.free_port(), http3=h3)
    raise ValueError(kind)


def _window_text(window, result):
    kind, trigger, load = window
    if load == "h3":
        kind = f"{kind} (HTTP/3)"
    if load == "resuming":
        return (f"{kind} {trigger} with resumption: {result['resumed']:,} of {result['offered']:,} offered "
                f"sessions resumed, {result['failed']:,} failed")
    return (f"{kind} {trigger}: {result['served']:,} served, {result['failed']:,} failed "
            f"{result['failure_kinds'] or ''}; effects: {', '.join(_effect_word(e) for e in result['triggers'])}")


def _window(run, hosts, kind, trigger, size, load):
    server = _server(run, hosts, kind, trigger, h3=load == "h3")
    resumption = load == "resuming"
    try:
        server.start_and_wait(60)
        if load == "h3":
            h3_client.probe(run, server)
        # No waiting for a quiet machine here: these figures are counts, which other work on
        # the machine slows but does not change the meaning of. (Nor is other work measured, as
        # the other scenarios do: the processes an upgrade replaces leave the group with their
        # CPU time, which would count as other work.)
        action = ACTIONS[(kind, trigger)]
        args = [GENERATOR, "--connect", f"127.0.0.1:{server.port}", "--json", "--mode", "handshake",
                "-c", str(CONNECTIONS), "-d", f"{size['window']}s", "--timeout", "2s", "--tls", "1.3",
                "--host-pattern", "h{i}." + hostsets.DOMAIN, "--host-count", str(size["hosts"])]
        if resumption:
            args.append("--resumption")
        if load == "h3":
            args = h3_client.client_argv(server.port, "handshakes", "-c", str(CONNECTIONS),
                                         "--duration", f"{size['window']}s")
        client = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                  preexec_fn=lambda: os.sched_setaffinity(0, {run.client_cpu}))
        base = time.monotonic()
        effects = []
        try:
            for at in size["triggers"]:
                time.sleep(max(0.0, base + at - time.monotonic()))
                sent = time.monotonic()
                seen, note = action(run, server)
                effects.append({"at_s": sent - base, "seen": seen, "effect_s": time.monotonic() - sent, "note": note})
            out, err = client.communicate(timeout=size["window"] + 60)
        finally:
            if client.poll() is None:
                client.kill()
                client.communicate(timeout=10)
        if client.returncode != 0:
            raise BenchError(f"the restart load exited with {client.returncode}: {err.decode(errors='replace')[-1000:]}")
        report = json.loads(out)
        if load == "h3":
            return _h3_result(report, effects, _serves(server), server)
        check_report(report, f"{kind} {trigger} window")
        serving_after = _serves(server)
        result = {"served": report["requests_ok"], "failed": error_total(report),
                  "failure_kinds": _failure_kinds(report), "errors": report.get("errors"),
                  "handshakes_per_s": report["handshakes_per_s"], "elapsed_s": report["elapsed_s"],
                  "triggers": effects, "serving_after": serving_after, "command": " ".join(server.command)}
        if resumption:
            res = report["resumption"] or {}
            offered = res.get("offered_same_target", 0) + res.get("offered_other_target", 0)
            resumed = res.get("resumed_same_target", 0) + res.get("resumed_other_target", 0)
            result.update({"offered": offered, "resumed": resumed, "not_offered": res.get("not_offered", 0)})
        return result
    finally:
        server.stop()


def _h3_result(report, effects, serving_after, server):
    """A window over HTTP/3, from `tlsfront-bench h3`'s report: what failed is counted by its
    error's text."""
    return {"served": report["ok"], "failed": report["failed"] + report["not_2xx"],
            "failure_kinds": dict(report.get("errors") or {}), "errors": report.get("errors"),
            "handshakes_per_s": report["handshakes"] / max(report["seconds"], 1e-6),
            "elapsed_s": report["seconds"], "triggers": effects, "serving_after": serving_after,
            "command": " ".join(server.command)}


def _serves(server):
    try:
        return handshake_once(server.port, peers.PROBE_HOST, 5.0)
    except OSError:
        return False


def _failure_kinds(report):
    """{kind: count} from the generator's errors (kinds with details are summed)."""
    kinds = {}
    for kind, value in (report.get("errors") or {}).items():
        if kind == "total":
            continue
        count = value if isinstance(value, int) else sum(v for v in value.values() if isinstance(v, int)) \
            if isinstance(value, dict) else 0
        if count:
            kinds[kind] = count
    return kinds


# ---------------------------------------------------------------------------------------------
# Triggers: each returns (effect seen, note) once its effect shows or EFFECT_WAIT_S passed.


def _running(server):
    """(pid, ppid) of the server's running processes (its whole process group)."""
    found = []
    for pid in server.proc.running_pids():
        stat = _read_stat(pid)
        if stat is not None:
            found.append((pid, stat[1]))
    return found


def _newest(server):
    pids = [pid for pid, _ in _running(server)]
    started = {pid: start_time(pid) or 0 for pid in pids}
    return max(pids, key=lambda pid: (started[pid], pid)) if pids else None


def _until(condition, wait=EFFECT_WAIT_S):
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def _tlsfront_upgrade(_run, server):
    old = _newest(server)
    os.kill(old, signal.SIGUSR2)
    # Seen when the old process has exited with a new one running: it exits only after the
    # new one said it serves, and then drains (these connections are short). Waiting for it
    # also keeps the next SIGUSR2 from reaching a process still starting.
    seen = _until(lambda: old not in [pid for pid, _ in _running(server)] and _newest(server) not in (None, old))
    return seen, f"SIGUSR2 to {old}; serving: {_newest(server)}"


def _tlsfront_reload(_run, server):
    def reloads():
        try:
            return sum(v for k, v in server.metrics().items() if k.startswith("tlsfront_config_reloads_total"))
        except OSError:
            return None
    before = reloads() or 0
    os.kill(_newest(server), signal.SIGHUP)
    seen = _until(lambda: (reloads() or 0) > before)
    return seen, "tlsfront_config_reloads_total went up" if seen else "reload counter unchanged"


def _nginx_master(server):
    with open(os.path.join(server.prefix, "nginx.pid")) as f:
        return int(f.read().strip())


def _children(server, parent):
    return {pid for pid, ppid in _running(server) if ppid == parent}


def _nginx_reload(_run, server):
    master = _nginx_master(server)
    workers = _children(server, master)
    subprocess.run(["nginx", "-p", server.prefix, "-c", os.path.join(server.prefix, "nginx.conf"), "-s", "reload"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=30)
    seen = _until(lambda: bool(_children(server, master) - workers))
    return seen, "new worker" if seen else "no new worker"


def _nginx_upgrade(_run, server):
    old = _nginx_master(server)
    oldbin = os.path.join(server.prefix, "nginx.pid.oldbin")
    os.kill(old, signal.SIGUSR2)

    def new_master_serving():
        try:
            new = _nginx_master(server)
        except (OSError, ValueError):
            return False
        return os.path.exists(oldbin) and new != old and bool(_children(server, new))
    if not _until(new_master_serving):
        return False, "no new master with a worker after USR2"
    new = _nginx_master(server)
    # nginx's documented sequence: WINCH makes the old master's workers finish gracefully
    # (the new master's workers accept meanwhile), then QUIT ends the old master.
    winch = time.monotonic()
    os.kill(old, signal.SIGWINCH)
    # The new master is a child of the old one too. An nginx that was not daemonized ignores
    # WINCH (nginx honours it only in a daemon, or in a master started by an upgrade), so the
    # wait is short: the QUIT below ends the old workers gracefully in any case.
    finished = _until(lambda: not _children(server, old) - {new}, wait=1.0)
    workers_s = time.monotonic() - winch
    os.kill(old, signal.SIGQUIT)
    gone = _until(lambda: old not in [pid for pid, _ in _running(server)])
    return gone, (f"old master {old} {'gone' if gone else 'still running'}; new master {new}; old workers "
                  f"{'finished' if finished else 'still running'} {workers_s:.2f} s after WINCH")


def _haproxy_reload(_run, server):
    master = server.proc.pid
    workers = _children(server, master)
    os.kill(master, signal.SIGUSR2)
    seen = _until(lambda: bool(_children(server, master) - workers))
    return seen, "new worker" if seen else "no new worker"


def _caddy_reload(run, server):
    done = subprocess.run([peers.caddy_binary(), "reload", "--config", server.config, "--address",
                           f"127.0.0.1:{server.admin_port}", "--force"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=30,
                          preexec_fn=lambda: os.sched_setaffinity(0, {run.client_cpu}))
    if done.returncode != 0:
        return False, done.stderr.decode(errors="replace")[-300:]
    return True, "caddy reload exited 0"


ACTIONS = {("tlsfront", "upgrade"): _tlsfront_upgrade, ("tlsfront", "reload"): _tlsfront_reload,
           ("nginx", "reload"): _nginx_reload, ("nginx", "upgrade"): _nginx_upgrade,
           ("haproxy", "reload"): _haproxy_reload, ("caddy", "reload"): _caddy_reload}
