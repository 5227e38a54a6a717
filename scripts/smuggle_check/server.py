"""The real tlsfront binary, started for one run and stopped after it."""

import os
import signal
import socket
import subprocess
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Tlsfront:
    def __init__(self, binary, workdir, store, default_upstream_port, max_body):
        self.binary, self.workdir = binary, workdir
        self.port, self.admin_port = free_port(), free_port()
        self.log_path = os.path.join(workdir, "tlsfront.log")
        sites = os.path.join(workdir, "sites")
        os.makedirs(sites, exist_ok=True)
        self.args = [
            binary, "serve",
            "--listen", f"127.0.0.1:{self.port}",
            "--admin", f"127.0.0.1:{self.admin_port}",
            "--certs", f"dir:{store}",
            "--sites", sites,
            "--default-upstream", f"http://127.0.0.1:{default_upstream_port}",
            "--max-request-body-bytes", str(max_body),
            "--ktls", "off",
            "--log", "info",
        ]
        self.proc = None

    def start(self, timeout=30.0):
        log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(self.args, stdout=log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, cwd=self.workdir)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"tlsfront exited with {self.proc.returncode}; see {self.log_path}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.admin_port}/healthz",
                                            timeout=1) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"tlsfront did not become healthy in {timeout}s; see {self.log_path}")

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def death(self):
        """How it ended: its exit status (a negative one is the signal) and its last lines."""
        code = self.proc.poll() if self.proc else None
        return f"exit status {code}; last log lines: {self.log_tail(3)[-400:]}"

    def stop(self):
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=5)

    def log_tail(self, lines=20):
        try:
            with open(self.log_path, "rb") as f:
                return b"\n".join(f.read().splitlines()[-lines:]).decode("utf-8", "replace")
        except OSError:
            return ""
