"""What every scenario shares: the run's settings and paths, CPU pinning, starting and stopping
server processes (and measuring their CPU and memory from /proc), readiness probes, and
running the two load generators (tlsfront-bench and wrk).

Every wait in here is bounded by a deadline, and every process started here is stopped when
the run ends, however it ends.
"""

import atexit
import json
import os
import re
import resource
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(REPO, "bench")
PEERS = os.path.join(BENCH, "peers")
CACHE = os.path.join(BENCH, ".cache")
# BENCH_TARGET_DIR: where the release tlsfront, tlsfront-bench and tlsfront-test-upstream are
# (default: this tree's target/release), e.g. another checkout's build when this one is not built.
TARGET = os.path.abspath(os.environ.get("BENCH_TARGET_DIR") or os.path.join(REPO, "target", "release"))
TLSFRONT = os.path.join(TARGET, "tlsfront")
GENERATOR = os.path.join(TARGET, "tlsfront-bench")
# The application the proxy scenario proxies to (crates/tlsfront-testkit).
UPSTREAM = os.path.join(TARGET, "tlsfront-test-upstream")


def caddy_binary():
    """Caddy, the one optional peer: on PATH, or where `go install` (scripts/install-deps caddy)
    puts it: $GOBIN, $GOPATH/bin, ~/go/bin. None when missing."""
    found = shutil.which("caddy")
    if found:
        return found
    gopath = (os.environ.get("GOPATH") or "").split(os.pathsep)[0]
    for folder in (os.environ.get("GOBIN"), gopath and os.path.join(gopath, "bin"), os.path.expanduser("~/go/bin")):
        if folder and os.access(os.path.join(folder, "caddy"), os.X_OK):
            return os.path.join(folder, "caddy")
    return None

CLK_TCK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


class BenchError(Exception):
    """A failure that must fail the run loudly: a server that does not start, a scenario
    without numbers."""


# ---------------------------------------------------------------------------------------------
# The run's settings


class Run:
    """Settings and paths of one `bench/run` invocation."""

    def __init__(self, quick, rounds, out_dir, raw_dir, command_line):
        self.quick = quick
        self.rounds = rounds
        self.out_dir = out_dir
        self.raw_dir = raw_dir
        self.command_line = command_line
        self.started = time.time()
        allowed = sorted(os.sched_getaffinity(0))
        if len(allowed) >= 2:
            self.client_cpu, self.server_cpu = allowed[0], allowed[1]
        else:
            log("warning: only one CPU is available; server and client share it")
            self.client_cpu = self.server_cpu = allowed[0]
        # The runner itself (probes, /proc reads) stays off the server's core.
        os.sched_setaffinity(0, {self.client_cpu})
        self.tmp = os.path.join(raw_dir, "tmp")
        os.makedirs(self.tmp, exist_ok=True)
        self.background_limit = 0.25  # cores used by others before a measurement waits
        self.quiet_wait_s = 0 if quick else 60  # the longest one measurement waits
        self.quiet_budget_s = 0 if quick else 1200  # the most all waits of a run may add up to

    def scratch(self, name):
        """A fresh directory for one server's config, pid and logs."""
        path = os.path.join(self.tmp, name)
        n = 1
        while os.path.exists(path):
            n += 1
            path = os.path.join(self.tmp, f"{name}-{n}")
        os.makedirs(path)
        return path

    def save_raw(self, name, data):
        path = os.path.join(self.raw_dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(data, f, indent=1)


def log(message):
    stamp = time.strftime("%H:%M:%S")
    print(f"[{stamp}] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Processes

_live = []


def _stop_all(*_):
    for proc in list(_live):
        proc.stop()


atexit.register(_stop_all)


def _on_signal(signum, _frame):
    _stop_all()
    sys.exit(128 + signum)


signal.signal(signal.SIGTERM, _on_signal)
signal.signal(signal.SIGINT, _on_signal)
signal.signal(signal.SIGHUP, _on_signal)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Proc:
    """A process group we started: a server (pinned to the server core) or Redis."""

    def __init__(self, name, argv, cpu, log_path, cwd=None, env=None):
        self.name = name
        self.argv = argv
        self.log_path = log_path
        self.started_at = time.monotonic()
        logf = open(log_path, "ab")
        self.popen = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=logf,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            env=env,
            start_new_session=True,
            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}),
        )
        logf.close()
        self.pid = self.popen.pid
        _live.append(self)

    def alive(self):
        # The group, not only the process started: a server may have been started through a
        # shell that exits (the restart scenario's nginx), or have upgraded itself.
        return self.popen.poll() is None or bool(self.running_pids())

    def pids(self):
        """Every process of the group (nginx: master and worker)."""
        found = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            stat = _read_stat(entry)
            if stat is not None and stat[2] == self.pid:
                found.append(int(entry))
        return found

    def cpu_seconds(self):
        """User + system CPU of every process in the group, threads included."""
        user, system = self.cpu_split()
        return user + system

    def cpu_split(self):
        """(user, system) CPU seconds of every process in the group, threads included."""
        user = system = 0
        for pid in self.pids():
            stat = _read_stat(pid)
            if stat is not None:
                user += stat[3]
                system += stat[4]
        return user / CLK_TCK, system / CLK_TCK

    def memory(self):
        """(RSS, PSS) in bytes, summed over the group's processes."""
        rss = pss = 0
        for pid in self.pids():
            try:
                with open(f"/proc/{pid}/smaps_rollup") as f:
                    for line in f:
                        if line.startswith("Rss:"):
                            rss += int(line.split()[1]) * 1024
                        elif line.startswith("Pss:"):
                            pss += int(line.split()[1]) * 1024
            except OSError:
                continue
        return rss, pss

    def log_tail(self, lines=15):
        try:
            with open(self.log_path, "rb") as f:
                text = f.read()[-6000:].decode(errors="replace")
            return "\n".join(text.splitlines()[-lines:])
        except OSError:
            return ""

    def running_pids(self):
        """pids() less zombies: after an upgrade (the restart scenario) the group outlives the
        process we started, and an exited old process may not be reaped yet."""
        return [pid for pid in self.pids() if _state(pid) not in (None, "Z")]

    def stop(self, grace=10):
        if self in _live:
            _live.remove(self)
        # After an upgrade the process we started has exited, but the new one it started (same
        # process group) still runs: stop the group, not only the process.
        if self.popen.poll() is not None and not self.running_pids():
            return
        try:
            os.killpg(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline and (self.popen.poll() is None or self.running_pids()):
            time.sleep(0.02)
        if self.popen.poll() is None or self.running_pids():
            try:
                os.killpg(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.popen.wait(timeout=10)
        # Stragglers of the group (a worker whose master died first).
        for pid in self.pids():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def _stat_fields(pid):
    """/proc/PID/stat's fields after the command name (fields[0] is the state), or None if the
    process is gone. The name is cut at its last ')', since it may hold spaces and parentheses."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()


def _state(pid):
    """A process's state letter (R, S, Z...), or None if it is gone."""
    fields = _stat_fields(pid)
    return fields[0] if fields else None


def start_time(pid):
    """When a process started (clock ticks since boot), or None if it is gone."""
    fields = _stat_fields(pid)
    return int(fields[19]) if fields else None


def _read_stat(pid):
    """(pid, ppid, pgid, utime, stime) from /proc/PID/stat, or None if it is gone."""
    fields = _stat_fields(pid)
    if not fields:
        return None
    # ppid, pgrp at 1, 2; utime, stime at 11, 12.
    return (int(pid), int(fields[1]), int(fields[2]), int(fields[11]), int(fields[12]))


def run_tool(argv, timeout, cpus=None, capture=True, stdout_to=None):
    """Runs a command to its end with a deadline; returns (seconds, stdout text, rusage cpu).
    Raises BenchError on a non-zero exit or a timeout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    kwargs = {}
    if cpus is not None:
        kwargs["preexec_fn"] = lambda: os.sched_setaffinity(0, cpus)
    out = subprocess.PIPE if capture else (stdout_to or subprocess.DEVNULL)
    try:
        done = subprocess.run(argv, stdout=out, stderr=subprocess.PIPE, timeout=timeout,
                              stdin=subprocess.DEVNULL, **kwargs)
    except subprocess.TimeoutExpired as e:
        raise BenchError(f"{argv[0]} did not finish within {timeout} s: {' '.join(argv)}") from e
    elapsed = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        err = (done.stderr or b"").decode(errors="replace")[-2000:]
        raise BenchError(f"{' '.join(argv)} exited with {done.returncode}: {err}")
    text = done.stdout.decode(errors="replace") if capture else ""
    return elapsed, text, cpu


# A wrapper whose only child is the measured command, so its RUSAGE_CHILDREN peak is the
# command's own peak resident memory; it writes that (KiB) to the file named first.
_PEAK_RSS_WRAPPER = (
    "import resource, subprocess, sys\n"
    "done = subprocess.run(sys.argv[2:])\n"
    "open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))\n"
    "sys.exit(done.returncode)\n"
)


def run_tool_peak_rss(argv, timeout, cpus=None):
    """run_tool, plus the command's peak resident memory in bytes: (seconds, stdout, peak)."""
    import sys
    import tempfile
    with tempfile.NamedTemporaryFile("r", suffix=".maxrss") as peak:
        seconds, text, _ = run_tool([sys.executable, "-c", _PEAK_RSS_WRAPPER, peak.name, *argv],
                                    timeout, cpus=cpus)
        return seconds, text, int(peak.read().strip() or 0) * 1024


# ---------------------------------------------------------------------------------------------
# Readiness and start-up


def handshake_once(port, sni, timeout):
    """One TLS handshake with SNI; True when it completed."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        with context.wrap_socket(sock, server_hostname=sni) as tls:
            tls.do_handshake()
    return True


def wait_first_handshake(proc, port, sni, timeout):
    """Polls until a handshake with `sni` succeeds; returns seconds since the process was
    started, or None on timeout. Raises BenchError if the process exits."""
    deadline = proc.started_at + timeout
    while True:
        if not proc.alive():
            raise BenchError(f"{proc.name} exited during start-up:\n{proc.log_tail()}")
        now = time.monotonic()
        if now >= deadline:
            return None
        try:
            handshake_once(port, sni, max(0.05, min(5.0, deadline - now)))
            return time.monotonic() - proc.started_at
        except ConnectionRefusedError:
            time.sleep(0.002)
        except (OSError, ssl.SSLError):
            # Listening but not serving yet (a refused handshake or a reset): try again soon.
            time.sleep(0.005)


# ---------------------------------------------------------------------------------------------
# Background load: other engineers share this machine


def _cpu_busy():
    """CPU seconds the machine has been busy, not counting niced work (which yields to the
    servers and clients here, all at normal priority): user, system, irq, softirq, steal."""
    with open("/proc/stat") as f:
        user, _nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in f.readline().split()[1:9])
    return (user + system + irq + softirq + steal) / CLK_TCK


def _all_own_cpu():
    """CPU seconds of every process group we have running (servers, Redis)."""
    return sum(proc.cpu_seconds() for proc in list(_live))


class Background:
    """Measures CPU used on the machine by processes other than ours over a window. (The
    argument is kept for readability at call sites; every process we started is counted as
    ours.)"""

    def __init__(self, _server_cpu_seconds=None):
        self.own = _all_own_cpu
        self.busy0 = _cpu_busy()
        self.own0 = self.own()
        self.self0 = _self_cpu()
        self.t0 = time.monotonic()

    def cores(self):
        elapsed = max(1e-6, time.monotonic() - self.t0)
        others = (_cpu_busy() - self.busy0) - (self.own() - self.own0) - (_self_cpu() - self.self0)
        return max(0.0, others / elapsed)


def _self_cpu():
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def wait_for_quiet(run, own_cpu_seconds):
    """Before a measurement: if other work uses more than `run.background_limit` cores, wait
    (at most `run.quiet_wait_s`, and at most `run.quiet_budget_s` over the whole run) for it to
    calm down. Returns the load seen last."""
    started = time.monotonic()
    deadline = started + min(run.quiet_wait_s, run.quiet_budget_s)
    announced = False
    while True:
        probe = Background(own_cpu_seconds)
        time.sleep(0.3)
        load = probe.cores()
        if load <= run.background_limit or time.monotonic() >= deadline:
            if announced:
                run.quiet_budget_s = max(0, run.quiet_budget_s - (time.monotonic() - started))
                log(f"  background load now {load:.2f} cores; measuring (waiting budget left: "
                    f"{run.quiet_budget_s:.0f} s)")
            return load
        if not announced:
            log(f"  other work uses {load:.2f} cores; waiting up to {run.quiet_wait_s} s for quiet")
            announced = True
        time.sleep(1.0)


# ---------------------------------------------------------------------------------------------
# Load generators


def generator(run, port, args, timeout):
    """Runs tlsfront-bench on the client core and returns its JSON report. `port` may be a
    list: the instances of a fleet, one picked per new connection (--connect-order)."""
    ports = port if isinstance(port, (list, tuple)) else [port]
    argv = [GENERATOR, "--connect", ",".join(f"127.0.0.1:{p}" for p in ports), "--json"] + args
    _, text, _ = run_tool(argv, timeout, cpus={run.client_cpu})
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise BenchError(f"tlsfront-bench printed no JSON: {text[:500]}") from e


def wrk(run, port, connections, duration_s, host_header, timeout, path="/", script=None):
    """Runs wrk (one thread, on the client core) against https://localhost:PORT/PATH and returns
    requests/s, p99 latency (ms), errors and its CPU seconds. `script`: a Lua file that makes
    the requests (wrk -s)."""
    argv = ["wrk", "-t1", f"-c{connections}", f"-d{duration_s}s", "--latency",
            "-H", f"Host: {host_header}", f"https://localhost:{port}{path}"]
    if script is not None:
        argv[1:1] = ["-s", script]
    elapsed, text, cpu = run_tool(argv, timeout, cpus={run.client_cpu})
    rate = re.search(r"Requests/sec:\s+([\d.]+)", text)
    p99 = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", text, re.M)
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", text)
    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    total = re.search(r"(\d+) requests in", text)
    if not rate or not total:
        raise BenchError(f"wrk printed no rate:\n{text}")
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}
    return {
        "requests_per_s": float(rate.group(1)),
        "requests": int(total.group(1)),
        "p99_ms": float(p99.group(1)) * scale[p99.group(2)] if p99 else None,
        "non_2xx": int(non2xx.group(1)) if non2xx else 0,
        "socket_errors": sum(int(x) for x in socket_errors.groups()) if socket_errors else 0,
        "client_cpu_s": cpu,
        "client_cores": cpu / max(elapsed, 1e-6),
        "raw": text,
    }


def error_total(report):
    errors = report.get("errors") or {}
    if isinstance(errors, dict):
        total = errors.get("total")
        if isinstance(total, int):
            return total
        return sum(v for v in errors.values() if isinstance(v, int))
    return 0


def check_report(report, what):
    """A load run that produced no successful response is a broken scenario."""
    if report.get("requests_ok", 0) <= 0:
        raise BenchError(f"{what}: no successful responses (errors: {report.get('errors')})")


# ---------------------------------------------------------------------------------------------
# Statistics
