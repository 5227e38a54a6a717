"""Pebble, Let's Encrypt's ACME test server, for the `acme` scenario: `pebble` and
`pebble-challtestsrv` as its DNS server only (every A query answered with 127.0.0.1, no AAAA),
so Pebble validates every name against 127.0.0.1, on the ports the scenario gives it, where the
server under test listens. Both run on the client core: the CA stands for a remote service, not
for work of the server's.

The same setup as crates/tlsfront-testkit/src/pebble.rs (the integration tests' harness):
validation at once (PEBBLE_VA_NOSLEEP=1), no nonce rejected on purpose
(PEBBLE_WFE_NONCEREJECT=0), fresh authorizations for every order (PEBBLE_AUTHZREUSE=0), ECDSA
issuing keys. Pebble keeps everything in memory, its issuing root included (made anew at each
start: fetch it from /roots/0), and logs "Added order" once per new order.
"""

import glob
import json
import os
import shutil
import socket
import ssl
import time
import urllib.request

from common import BenchError, Proc, free_port

VERSION = "v2.10.1"


def binary(name):
    """`name` on PATH, or where `go install` (scripts/install-deps acme) puts it: $GOBIN,
    $GOPATH/bin, ~/go/bin. None when missing."""
    found = shutil.which(name)
    if found:
        return found
    gopath = (os.environ.get("GOPATH") or "").split(os.pathsep)[0]
    for folder in (os.environ.get("GOBIN"), gopath and os.path.join(gopath, "bin"), os.path.expanduser("~/go/bin")):
        if folder and os.access(os.path.join(folder, name), os.X_OK):
            return os.path.join(folder, name)
    return None


def test_dir():
    """Pebble's module `test/` directory (the certificate its API serves, and minica's root):
    the pinned version when present, else any v2 release."""
    gopath = (os.environ.get("GOPATH") or "").split(os.pathsep)[0]
    caches = [os.environ.get("GOMODCACHE"), gopath and os.path.join(gopath, "pkg/mod"), os.path.expanduser("~/go/pkg/mod")]
    for cache in filter(None, caches):
        base = os.path.join(cache, "github.com/letsencrypt/pebble")
        pinned = os.path.join(base, f"v2@{VERSION}", "test")
        found = [pinned] + sorted(glob.glob(os.path.join(base, "v2@*", "test")), reverse=True)
        for path in found:
            if os.path.isfile(os.path.join(path, "certs/pebble.minica.pem")):
                return path
    return None


def missing():
    """Why Pebble cannot run here, or None."""
    for name in ("pebble", "pebble-challtestsrv"):
        if binary(name) is None:
            return f"{name} is not installed (scripts/install-deps acme go-installs Pebble {VERSION})"
    if test_dir() is None:
        return f"Pebble's test files (github.com/letsencrypt/pebble/v2@{VERSION}/test) are not in the Go module cache"
    return None


class Pebble:
    """A running Pebble and its DNS server, validating TLS-ALPN-01 on 127.0.0.1:`tls_port` and
    HTTP-01 on 127.0.0.1:`http_port`."""

    def __init__(self, run, tls_port, http_port, cpu):
        reason = missing()
        if reason:
            raise BenchError(reason)
        self.scratch = run.scratch("pebble")
        tests = test_dir()
        # A copy, at a path without the module cache's "@" (v2@v2.10.1), which config templates
        # would take for a placeholder.
        self.minica_root = os.path.join(self.scratch, "minica-root.pem")
        shutil.copyfile(os.path.join(tests, "certs/pebble.minica.pem"), self.minica_root)
        self.acme_port, self.management_port = free_port(), free_port()
        dns_port, dns_management_port = free_port(), free_port()
        config = {"pebble": {
            "listenAddress": f"127.0.0.1:{self.acme_port}",
            "managementListenAddress": f"127.0.0.1:{self.management_port}",
            "certificate": os.path.join(tests, "certs/localhost/cert.pem"),
            "privateKey": os.path.join(tests, "certs/localhost/key.pem"),
            "httpPort": http_port,
            "tlsPort": tls_port,
            "ocspResponderURL": "",
            "externalAccountBindingRequired": False,
            # ECDSA root and intermediate, as the integration tests use.
            "keyAlgorithm": "ecdsa",
            # Let's Encrypt's lifetime; no retryAfter, so clients poll at their own pace.
            "profiles": {"default": {"description": "tlsfront bench", "validityPeriod": 90 * 24 * 3600}},
        }}
        config_path = os.path.join(self.scratch, "pebble-config.json")
        with open(config_path, "w") as f:
            json.dump(config, f, indent=1)
        self.dns = Proc("pebble-challtestsrv", [
            binary("pebble-challtestsrv"), "-http01=", "-https01=", "-tlsalpn01=", "-doh=",
            f"-dnsserver=127.0.0.1:{dns_port}", f"-management=127.0.0.1:{dns_management_port}",
            # No AAAA answer: Pebble's VA would dial an IPv6 address first.
            "-defaultIPv4=127.0.0.1", "-defaultIPv6="],
            cpu, os.path.join(self.scratch, "challtestsrv.log"))
        self.dns_port = dns_port
        self.cpu = cpu
        self.log_path = os.path.join(self.scratch, "pebble.log")
        self.pebble_argv = [binary("pebble"), "-config", config_path, "-dnsserver", f"127.0.0.1:{dns_port}"]
        self.proc = None
        self.restarts = 0
        self.issuer_root = os.path.join(self.scratch, "issuer-root.pem")
        try:
            self._start_pebble()
        except BaseException:
            self.stop()
            raise

    @property
    def directory_url(self):
        # 127.0.0.1 is among the names of the certificate Pebble's API serves.
        return f"https://127.0.0.1:{self.acme_port}/dir"

    def orders(self):
        """Orders Pebble created: its "Added order" log lines."""
        with open(self.log_path, errors="replace") as f:
            return sum(1 for line in f if "Added order " in line)

    def cpu_seconds(self):
        return self.proc.cpu_seconds() + self.dns.cpu_seconds()

    def alive(self):
        return self.proc.alive() and self.dns.alive()

    def revive(self):
        """Starts again, on the same ports with the same config, whichever of the two processes
        is gone, and says whether it had to. The machine is shared, and another session's
        clean-up by name (pkill pebble) has killed ours. Pebble forgets everything (accounts,
        orders, its issuing root) as at any start; its log goes on in the same file."""
        if self.alive():
            return False
        self.restarts += 1
        self.stop()
        self._start_pebble()
        return True

    def stop(self):
        for proc in (self.proc, self.dns):
            if proc is not None:
                proc.stop()

    def _start_pebble(self):
        if not self.dns.alive():
            self.dns = Proc("pebble-challtestsrv", self.dns.argv, self.cpu, self.dns.log_path)
        _wait(lambda: _tcp_open(self.dns_port), self.dns, "pebble-challtestsrv", 30)
        env = dict(os.environ, PEBBLE_VA_NOSLEEP="1", PEBBLE_WFE_NONCEREJECT="0", PEBBLE_AUTHZREUSE="0")
        self.proc = Proc("pebble", self.pebble_argv, self.cpu, self.log_path, env=env)
        _wait(self._serving, self.proc, "pebble", 30)
        with open(self.issuer_root, "w") as f:
            f.write(self._management_get("/roots/0"))

    def _serving(self):
        try:
            with urllib.request.urlopen(self.directory_url, context=self._context(), timeout=2) as r:
                return r.status == 200
        except OSError:
            return False

    def _management_get(self, path):
        url = f"https://127.0.0.1:{self.management_port}{path}"
        with urllib.request.urlopen(url, context=self._context(), timeout=10) as r:
            return r.read().decode()

    def _context(self):
        return ssl.create_default_context(cafile=self.minica_root)


def _tcp_open(port):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def _wait(ready, proc, name, timeout):
    deadline = time.monotonic() + timeout
    while not ready():
        if not proc.alive():
            raise BenchError(f"{name} exited during start-up:\n{proc.log_tail()}")
        if time.monotonic() > deadline:
            raise BenchError(f"{name} did not start within {timeout} s:\n{proc.log_tail()}")
        time.sleep(0.05)
