"""The servers under test, each started from its template in bench/peers/ on a free port with
its own scratch directory, pinned to the server core:

- tlsfront with the directory store, the Redis store, or --preload (of the directory store);
- nginx with one server{} per host ("per-host"), or one server{} whose certificate path holds
  $ssl_server_name ("variable");
- HAProxy with a crt-list;
- Caddy with every host's certificate loaded from its files (load_files), when it is installed:
  it is the one optional peer, and a scenario leaves it out, saying why, when it is missing;
- each of them as a reverse proxy in front of the test upstream (tlsfront --default-upstream,
  nginx proxy_pass, HAProxy's backend), for the proxy scenario;

the Redis instance that holds the Redis store (pinned to the client core: a store shared by a
fleet lives on another machine, not on the server's core), and the test upstream the proxies
pass requests to (pinned to the client core too: the server core holds the proxy only).
"""

import json
import os
import shlex
import shutil
import time

import hostsets
from common import (PEERS, TLSFRONT, UPSTREAM, BenchError, Proc, caddy_binary, free_port, log, run_tool,
                    wait_first_handshake)

PROBE_HOST = hostsets.host_name(0)


def _fill(template_name, values):
    with open(os.path.join(PEERS, template_name)) as f:
        text = f.read()
    for key, value in values.items():
        text = text.replace(f"@{key}@", str(value))
    if "@" in "".join(line for line in text.splitlines() if not line.lstrip().startswith("#")):
        leftover = [line for line in text.splitlines() if "@" in line and not line.lstrip().startswith("#")]
        raise BenchError(f"{template_name}: unfilled placeholder in {leftover[:2]}")
    return text


def _fill_json(template_name, values):
    """A JSON template filled in, without its `#` comment lines (JSON has none), checked to parse."""
    text = "\n".join(line for line in _fill(template_name, values).splitlines() if not line.lstrip().startswith("#"))
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        raise BenchError(f"{template_name}: not JSON once filled in: {e}") from e
    return text + "\n"


# The connections a peer makes room for (nginx's worker_connections, HAProxy's maxconn), and
# how long an idle keep-alive connection lives, unless a scenario asks for more.
MAX_CONNECTIONS = 8192
IDLE_TIMEOUT_S = 75


class Server:
    """A started server: its process group, the port it serves on and what it serves.
    `max_connections` and `idle_timeout_s` are for scenarios that hold many connections or
    hold them long (idle); tlsfront needs no room made, and takes the idle timeout as a flag."""

    label = "server"

    def __init__(self, run, hosts, max_connections=None, idle_timeout_s=None):
        self.run = run
        self.hosts = hosts
        self.port = free_port()
        self.proc = None
        self.startup_s = None
        self.max_connections = max_connections
        self.idle_timeout_s = idle_timeout_s

    def start(self):
        raise NotImplementedError

    def wait_ready(self, timeout):
        """Seconds from start to the first successful handshake (None on timeout)."""
        self.startup_s = wait_first_handshake(self.proc, self.port, PROBE_HOST, timeout)
        return self.startup_s

    def start_and_wait(self, timeout):
        self.start()
        if self.wait_ready(timeout) is None:
            tail = self.proc.log_tail()
            self.stop()
            raise BenchError(f"{self.label} did not complete a handshake within {timeout} s:\n{tail}")
        return self

    def cpu_seconds(self):
        return self.proc.cpu_seconds() if self.proc else 0.0

    def cpu_split(self):
        """(user, system) CPU seconds."""
        return self.proc.cpu_split() if self.proc else (0.0, 0.0)

    def memory(self):
        return self.proc.memory()

    def check_alive(self):
        if not self.proc.alive():
            raise BenchError(f"{self.label} exited:\n{self.proc.log_tail()}")

    def stop(self):
        if self.proc:
            self.proc.stop()


class Tlsfront(Server):
    """store: "dir", "redis" or "preload" (the directory store, read whole at start-up)."""

    def __init__(self, run, hosts, store, redis=None, cache_size=None, name=None, cache_ttl=None, binary=TLSFRONT,
                 idle_timeout_s=None, upstream=None, extra_args=()):
        super().__init__(run, hosts, idle_timeout_s=idle_timeout_s)
        self.binary = binary
        # Flags a scenario adds (the compression scenario's on-the-fly setting).
        self.extra_args = list(extra_args)
        self.upstream = upstream
        self.store = store
        self.redis = redis
        self.cache_size = cache_size
        self.cache_ttl = cache_ttl
        self.label = name or f"tlsfront-{store}"
        self.admin_port = free_port()

    def argv(self):
        if self.store == "redis":
            certs = self.redis.url_for(self.hosts)
        else:
            certs = f"dir:{self.hosts.path}"
        argv = [self.binary, "serve",
                "--listen", f"127.0.0.1:{self.port}",
                "--admin", f"127.0.0.1:{self.admin_port}",
                "--certs", certs,
                "--sites", hostsets.sites_dir(self.hosts.count),
                # SNI names that are not in the store (wrk's "localhost") get host 0, as the
                # first server{} / certificate does in nginx and HAProxy.
                "--default-host", PROBE_HOST,
                "--access-log=false",
                "--log", "warn"]
        if self.store == "preload":
            argv.append("--preload")
        if self.cache_size is not None:
            argv += ["--cache-size", str(self.cache_size)]
        if self.cache_ttl is not None:
            argv += ["--cache-ttl", self.cache_ttl]
        if self.idle_timeout_s is not None:
            argv += ["--idle-timeout", f"{self.idle_timeout_s}s"]
        if self.upstream is not None:
            # No host has a site entry in the store, so every request goes to the upstream.
            argv += ["--default-upstream", f"http://{self.upstream.address}"]
        return argv + self.extra_args

    def start(self):
        scratch = self.run.scratch(self.label)
        self.command = self.argv()
        self.proc = Proc(self.label, self.command, self.run.server_cpu, os.path.join(scratch, "server.log"))
        return self

    def metrics(self):
        """The admin endpoint's counters, as {name{labels}: value}."""
        import urllib.request
        with urllib.request.urlopen(f"http://127.0.0.1:{self.admin_port}/metrics", timeout=5) as r:
            text = r.read().decode()
        values = {}
        for line in text.splitlines():
            if line and not line.startswith("#"):
                key, _, value = line.rpartition(" ")
                try:
                    values[key] = float(value)
                except ValueError:
                    pass
        return values


class Nginx(Server):
    """mode: "per-host" (one server{} per host), "variable" ($ssl_server_name paths) or "proxy"
    (host 0's certificate, every request passed to `upstream`)."""

    def __init__(self, run, hosts, mode, max_connections=None, idle_timeout_s=None, upstream=None, ticket_key=None,
                 name=None, detached=False, compression=None, servers_template=None, template_values=None):
        super().__init__(run, hosts, max_connections, idle_timeout_s)
        self.mode = mode
        # A scenario's own server{} blocks (mode "template"): this template of bench/peers/,
        # filled in with nginx.conf.in's values and `template_values` (the isolation scenario).
        self.servers_template = servers_template
        self.template_values = template_values or {}
        # The compression scenario: host 0 only, with these directives in its server{}
        # (nginx-compression.conf.in).
        self.compression = compression
        # Started from a shell that exits once nginx runs (the restart scenario): nginx ignores a binary
        # upgrade (USR2) while the process that started it still runs ("the changing binary
        # signal is ignored"), as it takes that for a new binary whose old master still runs. A
        # daemonized nginx, or one under a forking service manager, has no such parent either.
        self.detached = detached
        self.upstream = upstream
        # A session ticket key file shared by the instances of a fleet (the fleet scenario).
        self.ticket_key = ticket_key
        self.label = name or {"per-host": "nginx", "variable": "nginx-variable", "proxy": "nginx-proxy",
                              "template": "nginx"}[mode]

    def start(self):
        prefix = self.run.scratch(self.label)
        listen = f"127.0.0.1:{self.port}"
        values = {"PREFIX": prefix, "LISTEN": listen, "CERTS": self.hosts.path,
                  "DOCROOT": hostsets.docroot(),
                  "WORKER_CONNECTIONS": self.max_connections or MAX_CONNECTIONS,
                  "IDLE_TIMEOUT": f"{self.idle_timeout_s or IDLE_TIMEOUT_S}s",
                  # As root, nginx's worker would switch to "nobody", which cannot read keys
                  # that `certs gen` writes with mode 0600.
                  "USER": "user root root;" if os.geteuid() == 0 else ""}
        with open(os.path.join(prefix, "nginx.conf"), "w") as f:
            f.write(_fill("nginx.conf.in", values))
        with open(os.path.join(prefix, "servers.conf"), "w") as f:
            if self.ticket_key is not None:
                # At http{} level (servers.conf is included there), so every server{} encrypts
                # tickets under it: nginx's way for instances of a fleet to resume each other's
                # sessions, one file copied to each (without it, each worker makes its own key
                # at start-up).
                f.write(f"ssl_session_ticket_key {self.ticket_key};\n")
            if self.servers_template is not None:
                f.write(_fill(self.servers_template, dict(values, **self.template_values)))
            elif self.compression is not None:
                f.write(_fill("nginx-compression.conf.in", dict(values, HOST=hostsets.host_name(0),
                                                                COMPRESSION=self.compression)))
            elif self.mode == "variable":
                f.write(_fill("nginx-variable.conf.in", values))
            elif self.mode == "proxy":
                f.write(_fill("nginx-proxy.conf.in", dict(values, HOST=hostsets.host_name(0),
                                                          UPSTREAM=self.upstream.address)))
            else:
                with open(os.path.join(PEERS, "nginx-host.conf.in")) as t:
                    line = [l for l in t.read().splitlines() if l.startswith("server")][0]
                line = line.replace("@LISTEN@", listen).replace("@CERTS@", self.hosts.path)
                line = line.replace("@DOCROOT@", values["DOCROOT"])
                for i in range(self.hosts.count):
                    host = hostsets.host_name(i)
                    f.write(line.replace("@DEFAULT@", " default_server deferred" if i == 0 else "")
                            .replace("@HOST@", host) + "\n")
        self.command = ["nginx", "-p", prefix, "-c", os.path.join(prefix, "nginx.conf"), "-g", "daemon off;"]
        if self.detached:
            # The shell stays until nginx has written its pid file: nginx notes its parent at
            # start, and only a parent that changed since lets USR2 through.
            # By its full path: the upgrade runs argv[0] again, with execve (no PATH search).
            self.command[0] = shutil.which("nginx") or "/usr/sbin/nginx"
            pid_file = shlex.quote(os.path.join(prefix, "nginx.pid"))
            self.command = ["sh", "-c", shlex.join(self.command) + " & i=0; while [ ! -s " + pid_file
                            + " ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done"]
        self.proc = Proc(self.label, self.command, self.run.server_cpu, os.path.join(prefix, "stderr.log"))
        self.error_log = os.path.join(prefix, "error.log")
        self.prefix = prefix
        return self


class Haproxy(Server):
    """Answers every request from memory, or with `upstream` passes every request to it.
    `master_worker`: run as a master and a worker (`-W`), which a seamless reload needs (the
    restart scenario), with the listeners exposed for the next worker to take over."""

    def __init__(self, run, hosts, max_connections=None, idle_timeout_s=None, upstream=None, master_worker=False,
                 template=None, template_values=None, name=None):
        super().__init__(run, hosts, max_connections, idle_timeout_s)
        self.upstream = upstream
        self.master_worker = master_worker
        # A scenario's own configuration (bench/peers/TEMPLATE), filled in with the usual values
        # and `template_values` (the isolation scenario).
        self.template = template
        self.template_values = template_values or {}
        self.label = name or ("haproxy" if upstream is None else "haproxy-proxy")

    def start(self):
        prefix = self.run.scratch(self.label)
        values = {"PREFIX": prefix, "LISTEN": f"127.0.0.1:{self.port}",
                  "CRTLIST": hostsets.haproxy_crt_list(self.hosts),
                  "INDEX": os.path.join(hostsets.docroot(), "index.html"),
                  "MAXCONN": self.max_connections or MAX_CONNECTIONS,
                  "IDLE_TIMEOUT": f"{self.idle_timeout_s or IDLE_TIMEOUT_S}s"}
        config = os.path.join(prefix, "haproxy.cfg")
        with open(config, "w") as f:
            if self.template is not None:
                f.write(_fill(self.template, dict(values, **self.template_values)))
            elif self.upstream is None:
                f.write(_fill("haproxy.cfg.in", values))
            else:
                f.write(_fill("haproxy-proxy.cfg.in", dict(values, UPSTREAM=self.upstream.address)))
        self.command = ["haproxy", "-f", config, "-db"]
        if self.master_worker:
            # HAProxy's seamless reload at its best: on SIGUSR2 the master starts a new worker,
            # which takes the listening sockets from the old one over this socket (the master
            # passes `-x` itself), so no connection in the accept queue is lost; the old worker
            # is told to finish (`-sf`). `-db` keeps the master in the foreground.
            with open(config, "a") as f:
                f.write(f"\nglobal\n    stats socket {prefix}/admin.sock mode 600 level admin expose-fd listeners\n")
            self.command = ["haproxy", "-W", "-f", config, "-db"]
        self.proc = Proc(self.label, self.command, self.run.server_cpu, os.path.join(prefix, "stderr.log"))
        return self


class Caddy(Server):
    """Caddy with every host's certificate loaded at start-up from the host set's files
    (load_files), serving the docroot with file_server (bench/peers/caddy.json.in)."""

    label = "caddy"

    def __init__(self, run, hosts, idle_timeout_s=None, admin_port=None, handlers=None, name=None, routes=None,
                 http3=False):
        super().__init__(run, hosts, idle_timeout_s=idle_timeout_s)
        # The h3 scenario: HTTP/3 on the same port over UDP, beside h1 and h2 (Caddy's own
        # default set of protocols; quic-go serves it, taking "h3" by ALPN on QUIC whatever the
        # policy's TCP ALPN list says).
        self.http3 = http3
        # The isolation scenario: these routes (matched by host) instead of the one route.
        self.routes = routes
        # The restart scenario reloads through the admin endpoint (`caddy reload`); elsewhere
        # there is none, as nothing talks to it.
        self.admin_port = admin_port
        # The compression scenario: these handlers instead of the plain file_server.
        self.handlers = handlers
        self.label = name or self.label

    def start(self):
        prefix = self.run.scratch(self.label)
        load_files = [{"certificate": self.hosts.crt(i), "key": self.hosts.key_file(i)}
                      for i in range(self.hosts.count)]
        values = {"LISTEN": f"127.0.0.1:{self.port}", "LOAD_FILES": json.dumps(load_files),
                  # Caddy's own default (10,000), or room for every host.
                  "CACHE_CAPACITY": max(10_000, self.hosts.count),
                  "DEFAULT_HOST": PROBE_HOST, "DOCROOT": hostsets.docroot(),
                  "IDLE_TIMEOUT": f"{self.idle_timeout_s or IDLE_TIMEOUT_S}s"}
        config = os.path.join(prefix, "caddy.json")
        text = _fill_json("caddy.json.in", values)
        if self.admin_port is not None or self.handlers is not None or self.routes is not None or self.http3:
            document = json.loads(text)
            if self.http3:
                document["apps"]["http"]["servers"]["bench"]["protocols"] = ["h1", "h2", "h3"]
            if self.admin_port is not None:
                document["admin"] = {"listen": f"127.0.0.1:{self.admin_port}", "config": {"persist": False}}
            if self.handlers is not None:
                document["apps"]["http"]["servers"]["bench"]["routes"] = [{"handle": self.handlers}]
            if self.routes is not None:
                document["apps"]["http"]["servers"]["bench"]["routes"] = self.routes
            text = json.dumps(document, indent=1) + "\n"
        with open(config, "w") as f:
            f.write(text)
        self.config = config
        # GOMAXPROCS=1: one core, as Proc pins the process to the server core. Go sizes
        # GOMAXPROCS from the CPU affinity it starts with (1 here) by itself, but Caddy's
        # automaxprocs replaces that with the cgroup's CPU quota where there is one, which knows
        # nothing of the pinning; set outright (automaxprocs honours it), Go runs one P
        # whatever the machine. XDG_*: Caddy's data and configuration directories in the
        # scratch directory. Through env(1), so the recorded command reproduces it all.
        self.command = ["env", "GOMAXPROCS=1", f"XDG_DATA_HOME={prefix}", f"XDG_CONFIG_HOME={prefix}", caddy_binary(),
                        "run", "--config", config]
        self.proc = Proc(self.label, self.command, self.run.server_cpu, os.path.join(prefix, "stderr.log"))
        return self


def missing(kind):
    """Why the peer `kind` cannot run on this machine, or None. Caddy is the one optional
    peer: scripts/install-deps installs the others and bench/run stops without them."""
    if kind == "caddy" and caddy_binary() is None:
        return "Caddy is neither on PATH nor in $GOBIN, $GOPATH/bin or ~/go/bin (scripts/install-deps caddy)"
    return None


def available(kinds):
    """`kinds` without the optional peers that are not installed, each one left out said."""
    kept = []
    for kind in kinds:
        reason = missing(kind)
        if reason is None:
            kept.append(kind)
        else:
            log(f"skipping {kind}: {reason}")
    return kept


# Throughput scenarios measure a warm cache for minutes. With the default 5-minute TTL every
# host warmed at the same moment would expire at the same moment mid-run, and a round would
# measure a burst of reloads instead (BENCHMARKS.md shows one such run).
STEADY_TTL = "1h"


def make(run, kind, hosts, redis=None, cache_size=None, cache_ttl=None, max_connections=None, idle_timeout_s=None,
         upstream=None):
    """A server by its benchmark name; the -proxy ones pass every request to `upstream`."""
    if kind in ("tlsfront-dir", "tlsfront-redis", "tlsfront-preload"):
        return Tlsfront(run, hosts, kind.split("-", 1)[1], redis=redis, cache_size=cache_size, cache_ttl=cache_ttl,
                        idle_timeout_s=idle_timeout_s)
    if kind == "nginx":
        return Nginx(run, hosts, "per-host", max_connections, idle_timeout_s)
    if kind == "nginx-variable":
        return Nginx(run, hosts, "variable", max_connections, idle_timeout_s)
    if kind == "haproxy":
        return Haproxy(run, hosts, max_connections, idle_timeout_s)
    if kind == "caddy":
        return Caddy(run, hosts, idle_timeout_s=idle_timeout_s)
    if kind == "tlsfront-proxy":
        return Tlsfront(run, hosts, "dir", cache_ttl=cache_ttl, idle_timeout_s=idle_timeout_s, name=kind,
                        upstream=upstream)
    if kind == "nginx-proxy":
        return Nginx(run, hosts, "proxy", max_connections, idle_timeout_s, upstream=upstream)
    if kind == "haproxy-proxy":
        return Haproxy(run, hosts, max_connections, idle_timeout_s, upstream=upstream)
    raise ValueError(kind)


class Redis:
    """One redis-server for the whole run; each host set goes into its own database, imported
    with `tlsfront certs import --from-dir` the first time it is asked for."""

    DATABASES = 64

    def __init__(self, run):
        self.run = run
        self.port = free_port()
        scratch = run.scratch("redis")
        self.proc = Proc("redis", ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
                                   "--save", "", "--appendonly", "no", "--dir", scratch,
                                   "--databases", str(self.DATABASES),
                                   "--notify-keyspace-events", "K$g",
                                   "--logfile", os.path.join(scratch, "redis.log")],
                         run.client_cpu, os.path.join(scratch, "stdout.log"))
        self.databases = {}
        self.import_seconds = {}
        deadline = time.monotonic() + 20
        while True:
            try:
                run_tool(["redis-cli", "-p", str(self.port), "ping"], timeout=5)
                break
            except BenchError:
                if time.monotonic() > deadline or not self.proc.alive():
                    raise BenchError(f"redis-server did not start:\n{self.proc.log_tail()}")
                time.sleep(0.05)

    def url(self, db):
        return f"redis://127.0.0.1:{self.port}/{db}"

    def url_for(self, hosts):
        if hosts.key not in self.databases:
            db = len(self.databases) + 1
            if db >= self.DATABASES:
                raise BenchError("out of Redis databases")
            log(f"importing {hosts.count} {hosts.kind.upper()} hosts into Redis db {db}")
            seconds, _, _ = run_tool([TLSFRONT, "certs", "import", "--from-dir", hosts.path,
                                      "--certs", self.url(db)], timeout=3600)
            self.databases[hosts.key] = db
            self.import_seconds[hosts.key] = seconds
        return self.url(self.databases[hosts.key])

    def fresh_db(self):
        """An empty database of its own (for timing imports)."""
        db = len(self.databases) + 1
        self.databases[f"scratch-{db}"] = db
        return db

    def stop(self):
        self.proc.stop()


class Upstream:
    """The application behind the proxies: tlsfront-test-upstream (crates/tlsfront-testkit), a
    hyper server on one current-thread runtime that answers `/page` with the 612-byte page and
    `/bytes/N` with N streamed bytes, over HTTP/1.1 (kept alive) and h2c on one port. Pinned
    to the client core, so the server core holds only the proxy under test; its CPU is
    measured like a server's, to show whether it, not the proxy, is the bottleneck."""

    def __init__(self, run, name="upstream"):
        if not os.path.exists(UPSTREAM):
            raise BenchError(f"{UPSTREAM} is missing: cargo build --release --locked -p tlsfront-testkit "
                             f"--bin tlsfront-test-upstream")
        self.run = run
        self.label = name
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        scratch = run.scratch(name)
        self.command = [UPSTREAM, "--listen", self.address, "--page", os.path.join(hostsets.docroot(), "index.html"),
                        "--name", name]
        self.proc = Proc(name, self.command, run.client_cpu, os.path.join(scratch, "stdout.log"))
        deadline = time.monotonic() + 20
        while "listening on" not in self.proc.log_tail():
            if time.monotonic() > deadline or not self.proc.alive():
                raise BenchError(f"{name} did not start:\n{self.proc.log_tail()}")
            time.sleep(0.02)

    def cpu_seconds(self):
        return self.proc.cpu_seconds()

    def check_alive(self):
        if not self.proc.alive():
            raise BenchError(f"{self.label} exited:\n{self.proc.log_tail()}")

    def stop(self):
        self.proc.stop()
