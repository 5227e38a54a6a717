"""A Redis Sentinel setup on loopback for the fleet scenario's failover: a primary, a replica
and three sentinels (quorum 2), every process pinned to the client core, each with its own
scratch directory. Sentinels run as `redis-sentinel CONF` where Debian's redis-sentinel
package is installed, else as `redis-server CONF --sentinel`, the same program in the same
mode (redis-server is all scripts/install-deps installs).

`command()` speaks RESP over a plain socket, so that polling a sentinel costs no process.
"""

import os
import shutil
import signal
import socket
import time

from common import BenchError, Proc, free_port, log

SENTINELS = 3
QUORUM = 2


def command(port, *args, timeout=2.0):
    """One Redis command to 127.0.0.1:`port`; its reply as Python values (errors raise
    BenchError, a missing server raises OSError)."""
    payload = f"*{len(args)}\r\n".encode()
    for arg in args:
        data = str(arg).encode()
        payload += b"$%d\r\n%s\r\n" % (len(data), data)
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(payload)
        reader = sock.makefile("rb")
        return _reply(reader)


def _reply(reader):
    line = reader.readline()
    if not line.endswith(b"\r\n"):
        raise OSError("connection closed mid-reply")
    kind, rest = line[:1], line[1:-2]
    if kind == b"+":
        return rest.decode()
    if kind == b"-":
        raise BenchError(f"Redis replied {rest.decode(errors='replace')}")
    if kind == b":":
        return int(rest)
    if kind == b"$":
        size = int(rest)
        if size < 0:
            return None
        data = reader.read(size + 2)
        return data[:-2].decode(errors="replace")
    if kind == b"*":
        count = int(rest)
        return None if count < 0 else [_reply(reader) for _ in range(count)]
    raise OSError(f"unexpected reply {line[:40]!r}")


class SentinelSet:
    """Primary, replica and sentinels for one service. `url_for(hosts)` is the store URL
    tlsfront takes (the sentinels' addresses and the service name), so an instance of
    peers.Tlsfront can be pointed at it as at peers.Redis."""

    def __init__(self, run, service, down_after_ms):
        self.run = run
        self.service = service
        self.down_after_ms = down_after_ms
        self.procs = []
        self.sentinel_ports = [free_port() for _ in range(SENTINELS)]
        self.primary_port = free_port()
        self.replica_port = free_port()
        self.primary = self.replica = None

    def url_for(self, _hosts=None):
        addresses = ",".join(f"127.0.0.1:{port}" for port in self.sentinel_ports)
        return f"redis+sentinel://{addresses}/{self.service}"

    def primary_url(self):
        return f"redis://127.0.0.1:{self.primary_port}/0"

    def start_servers(self):
        """The primary and its replica, the replica in sync."""
        self.primary = self._server("redis-primary", self.primary_port, [])
        self.replica = self._server("redis-replica", self.replica_port,
                                    ["--replicaof", "127.0.0.1", str(self.primary_port)])
        self.wait_replicated(20)

    def start_sentinels(self, timeout):
        """Starts the sentinels once the replica is in sync (a sentinel learns of replicas from
        the primary's INFO, which it asks for at once and then every 10 s), and waits until
        each knows the replica and enough others to authorise a failover."""
        binary = shutil.which("redis-sentinel")
        for i, port in enumerate(self.sentinel_ports):
            scratch = self.run.scratch(f"sentinel-{i + 1}")
            conf = os.path.join(scratch, "sentinel.conf")
            with open(conf, "w") as f:
                f.write("\n".join([
                    f"port {port}",
                    "bind 127.0.0.1",
                    "daemonize no",
                    f"dir {scratch}",
                    "sentinel resolve-hostnames no",
                    f"sentinel monitor {self.service} 127.0.0.1 {self.primary_port} {QUORUM}",
                    # How long a primary may not answer before a sentinel calls it down: the
                    # bulk of the failover time, and what an operator tunes.
                    f"sentinel down-after-milliseconds {self.service} {self.down_after_ms}",
                    f"sentinel failover-timeout {self.service} 10000",
                    f"sentinel parallel-syncs {self.service} 1",
                ]) + "\n")
            argv = [binary, conf] if binary else ["redis-server", conf, "--sentinel"]
            self.procs.append(Proc(f"sentinel-{i + 1}", argv, self.run.client_cpu,
                                   os.path.join(scratch, "sentinel.log")))
        deadline = time.monotonic() + timeout
        while True:
            if all(self._sentinel_ready(port) for port in self.sentinel_ports):
                return
            if time.monotonic() > deadline:
                tails = "\n".join(p.log_tail(5) for p in self.procs)
                raise BenchError(f"the sentinels did not agree on {self.service} within {timeout} s:\n{tails}")
            for proc in self.procs:
                if not proc.alive():
                    raise BenchError(f"{proc.name} exited:\n{proc.log_tail()}")
            time.sleep(0.1)

    def _sentinel_ready(self, port):
        try:
            replicas = command(port, "SENTINEL", "REPLICAS", self.service)
            others = command(port, "SENTINEL", "SENTINELS", self.service)
            return bool(replicas) and len(others) >= QUORUM - 1 and \
                command(port, "SENTINEL", "CKQUORUM", self.service).startswith("OK")
        except (OSError, BenchError):
            return False

    def wait_replicated(self, timeout):
        """Until the replica's link is up and it holds as many keys as the primary."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                info = command(self.replica_port, "INFO", "replication")
                if "master_link_status:up" in info and \
                        command(self.replica_port, "DBSIZE") == command(self.primary_port, "DBSIZE"):
                    return
            except (OSError, BenchError):
                pass
            if time.monotonic() > deadline:
                raise BenchError(f"the replica did not catch up with the primary within {timeout} s:\n"
                                 f"{self.replica.log_tail()}")
            time.sleep(0.05)

    def primary_address(self, sentinel=0):
        """The primary's port, as a sentinel sees it (None if it does not answer)."""
        try:
            reply = command(self.sentinel_ports[sentinel], "SENTINEL", "GET-MASTER-ADDR-BY-NAME", self.service,
                            timeout=0.5)
            return int(reply[1]) if reply else None
        except (OSError, BenchError, ValueError, IndexError, TypeError):
            return None

    def kill_primary(self):
        """SIGKILL: a crash, with no chance to hand over."""
        log(f"  killing the Redis primary (port {self.primary_port}, pid {self.primary.pid})")
        try:
            os.killpg(self.primary.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.primary.popen.wait(timeout=10)

    def stop(self):
        for proc in self.procs:
            proc.stop()

    def _server(self, name, port, extra):
        scratch = self.run.scratch(name)
        # As peers.Redis: no persistence, keyspace notifications for tlsfront's change feed
        # (on the replica too, which becomes the primary). A replica's first sync starts at
        # once (Redis 7 waits 5 s by default for more replicas to share a diskless transfer).
        proc = Proc(name, ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                           "--appendonly", "no", "--dir", scratch, "--notify-keyspace-events", "K$g",
                           "--repl-diskless-sync-delay", "0",
                           "--logfile", os.path.join(scratch, "redis.log")] + extra,
                    self.run.client_cpu, os.path.join(scratch, "stdout.log"))
        self.procs.append(proc)
        deadline = time.monotonic() + 20
        while True:
            try:
                if command(port, "PING") == "PONG":
                    return proc
            except (OSError, BenchError):
                pass
            if time.monotonic() > deadline or not proc.alive():
                raise BenchError(f"{name} did not start:\n{proc.log_tail()}")
            time.sleep(0.02)
