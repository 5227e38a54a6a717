"""The servers of the `acme` scenario, each issuing certificates on demand from a Pebble of its
own, pinned to the server core with an empty certificate store:

- tlsfront with the directory store, `--acme-ask` (the gate), TLS-ALPN-01 on its HTTPS
  listener, or with on-demand issuance off (the baseline for refused handshakes);
- Caddy's on-demand TLS (bench/peers/caddy-acme.json.in): the same ask endpoint, the same CA,
  TLS-ALPN-01 on its HTTPS port, file-system storage;

and the ask endpoint both consult (bench/lib/ask_server.py), on the client core: the operator's
service, not work of the server's.
"""

import json
import os
import re
import socket
import sys
import time
import urllib.request

import peers
from common import BENCH, PEERS, TLSFRONT, BenchError, Proc, caddy_binary, free_port

ASK_SERVER = os.path.join(BENCH, "lib", "ask_server.py")


class AskServer:
    """The counting ask endpoint: allows or denies every name."""

    def __init__(self, run, allow):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/ask"
        scratch = run.scratch("ask-allow" if allow else "ask-deny")
        self.proc = Proc("ask", [sys.executable, ASK_SERVER, "--port", str(self.port),
                                 "--allow" if allow else "--deny"],
                         run.client_cpu, os.path.join(scratch, "stdout.log"))
        deadline = time.monotonic() + 20
        while "listening on" not in self.proc.log_tail():
            if time.monotonic() > deadline or not self.proc.alive():
                raise BenchError(f"the ask endpoint did not start:\n{self.proc.log_tail()}")
            time.sleep(0.02)

    def stats(self):
        """{"calls": N, "distinct": D} since the last reset."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/stats", timeout=5) as r:
            return json.loads(r.read())

    def reset(self):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}/reset", data=b"", method="POST")
        with urllib.request.urlopen(request, timeout=5):
            pass

    def stop(self):
        self.proc.stop()


class OnDemandServer(peers.Server):
    """A server with an empty store that may issue for any name `ask` allows, from `ca` (a
    pebble.Pebble validating on this server's port), or `ca` None: on demand off."""

    def __init__(self, run, ca=None, ask=None, log_level="warn"):
        super().__init__(run, hosts=None)
        self.ca = ca
        self.ask = ask
        self.log_level = log_level

    def wait_listening(self, timeout=30):
        """Waits until the listener accepts (there is no host to handshake with yet)."""
        deadline = time.monotonic() + timeout
        while True:
            self.check_alive()
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return self
            except OSError:
                if time.monotonic() > deadline:
                    raise BenchError(f"{self.label} did not listen within {timeout} s:\n{self.proc.log_tail()}")
                time.sleep(0.02)


class OnDemandTlsfront(OnDemandServer):
    label = "tlsfront-acme"

    def start(self):
        scratch = self.run.scratch(self.label)
        self.store = os.path.join(scratch, "store")
        sites = os.path.join(scratch, "sites")
        os.makedirs(self.store)
        os.makedirs(sites)
        self.admin_port = free_port()
        self.command = [TLSFRONT, "serve", "--listen", f"127.0.0.1:{self.port}",
                        "--admin", f"127.0.0.1:{self.admin_port}",
                        "--certs", f"dir:{self.store}", "--sites", sites,
                        "--access-log=false", "--log", self.log_level]
        if self.ca is not None:
            # TLS-ALPN-01 on this listener (the default challenge), the default 5 s wait of
            # the first handshake, and the gate's default TTLs (yes 10 min, no 1 min).
            self.command += ["--acme-ask", self.ask.url, "--acme-directory", self.ca.directory_url,
                             "--acme-ca-root", self.ca.minica_root, "--acme-challenge", "tls-alpn-01"]
        else:
            self.label = "tlsfront-off"
        self.proc = Proc(self.label, self.command, self.run.server_cpu, os.path.join(scratch, "server.log"))
        return self

    def metrics(self):
        """The admin endpoint's counters, as {name{labels}: value}."""
        return peers.Tlsfront.metrics(self)


class OnDemandCaddy(OnDemandServer):
    label = "caddy-acme"

    def start(self):
        prefix = self.run.scratch(self.label)
        values = {"STORAGE": os.path.join(prefix, "storage"), "ASK": self.ask.url,
                  "DIRECTORY": self.ca.directory_url, "CA_ROOT": self.ca.minica_root,
                  "HTTPS_PORT": self.port, "HTTP_PORT": free_port(), "LOG_LEVEL": self.log_level.upper()}
        config = os.path.join(prefix, "caddy.json")
        with open(config, "w") as f:
            f.write(_fill_json("caddy-acme.json.in", values))
        # GOMAXPROCS=1: one core. Go sizes GOMAXPROCS from its CPU affinity, but Caddy's
        # automaxprocs replaces that with a cgroup CPU quota where there is one; set outright,
        # it is honoured. XDG_*: Caddy's data and config directories in the scratch directory.
        # Through env(1), so the recorded command reproduces it all.
        self.command = ["env", "GOMAXPROCS=1", f"XDG_DATA_HOME={prefix}", f"XDG_CONFIG_HOME={prefix}",
                        caddy_binary(), "run", "--config", config]
        self.log_path = os.path.join(prefix, "stderr.log")
        self.proc = Proc(self.label, self.command, self.run.server_cpu, self.log_path)
        return self

    def rate_limiter_waits(self):
        """{name: seconds} that certmagic's internal rate limiter (10 orders per 10 s per CA
        and account, not configurable in Caddy) held each order, from Caddy's JSON log."""
        started, waits = {}, {}
        with open(self.log_path, errors="replace") as f:
            for line in f:
                if "internal rate limiter" not in line:
                    continue
                try:
                    entry = json.loads(line)
                except json.JSONDecodeError:
                    continue
                for name in entry.get("identifiers") or []:
                    if entry.get("msg") == "waiting on internal rate limiter":
                        started[name] = entry["ts"]
                    elif entry.get("msg") == "done waiting on internal rate limiter" and name in started:
                        waits[name] = entry["ts"] - started.pop(name)
        return waits


def _fill_json(template_name, values):
    """A JSON template filled in, without its `#` comment lines, checked to parse."""
    with open(os.path.join(PEERS, template_name)) as f:
        text = f.read()
    for key, value in values.items():
        text = text.replace(f"@{key}@", str(value))
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    leftover = re.findall(r"@[A-Z_]+@", text)
    if leftover:
        raise BenchError(f"{template_name}: unfilled placeholders {sorted(set(leftover))}")
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        raise BenchError(f"{template_name}: not JSON once filled in: {e}") from e
    return text + "\n"
