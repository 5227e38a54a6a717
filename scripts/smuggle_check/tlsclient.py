"""TLS connections to tlsfront (SNI, ALPN, the run's CA), with a deadline on every read."""

import socket
import ssl
import time

CONNECT_TIMEOUT = 5.0


class Conn:
    def __init__(self, sock, sni, alpn):
        self.sock, self.sni = sock, sni
        self.alpn = alpn
        self.closed_by_peer = False
        self.error = None
        self.received = bytearray()

    def send(self, data):
        self.sock.settimeout(5.0)
        try:
            self.sock.sendall(data)
            return True
        except OSError as err:
            self.error = f"send: {err.__class__.__name__}"
            return False

    def recv_some(self, timeout):
        """Bytes that came within timeout: b'' on timeout, None at the end of the stream."""
        if self.closed_by_peer:
            return None
        self.sock.settimeout(max(timeout, 0.01))
        try:
            data = self.sock.recv(65536)
        except (socket.timeout, ssl.SSLWantReadError):
            return b""
        except (ssl.SSLError, OSError) as err:
            self.error = f"recv: {err.__class__.__name__}: {err}"[:120]
            self.closed_by_peer = True
            return None
        if not data:
            self.closed_by_peer = True
            return None
        self.received += data
        return data

    def read_until(self, done, idle=1.0, total=6.0, linger=0.15):
        """Reads until done(received) is true (then lingers briefly for surplus bytes), the
        peer closes, no byte comes for `idle`, or `total` passes."""
        start = time.monotonic()
        last = start
        finished_at = None
        while True:
            now = time.monotonic()
            if now - start > total:
                return "deadline"
            if finished_at is None and done(bytes(self.received)):
                finished_at = now
            if finished_at is not None and now - finished_at > linger:
                return "done"
            wait = linger if finished_at is not None else min(idle - (now - last), total - (now - start))
            if wait <= 0:
                return "idle"
            data = self.recv_some(wait)
            if data is None:
                return "closed"
            if data:
                last = time.monotonic()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def client_context(ca_path, alpn):
    ctx = ssl.create_default_context(cafile=ca_path)
    ctx.set_alpn_protocols(alpn)
    return ctx


def connect(port, sni, ca_path, alpn=("http/1.1",)):
    ctx = client_context(ca_path, list(alpn))
    raw = socket.create_connection(("127.0.0.1", port), timeout=CONNECT_TIMEOUT)
    try:
        tls = ctx.wrap_socket(raw, server_hostname=sni)
    except Exception:
        raw.close()
        raise
    return Conn(tls, sni, tls.selected_alpn_protocol())
