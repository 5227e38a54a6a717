"""A deliberately broken front end, to show that the checker catches what it looks for: it
terminates TLS (per-SNI certificates from the same store) and pipes the bytes to the tenant's
upstream unparsed, as a TCP proxy with TLS would. Every framing trick then reaches the
application as sent. `smuggle-check --naive-pipe` runs the cases against it instead of
tlsfront; most must FAIL."""

import os
import socket
import ssl
import threading

from .tenants import GAMMA, TENANTS


class NaivePipe:
    def __init__(self, store, shared_port, own_port):
        self.ports = {t: (own_port if t == GAMMA else shared_port) for t in TENANTS}
        self.contexts = {}
        for t in TENANTS:
            ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            ctx.load_cert_chain(os.path.join(store, f"{t}.crt"), os.path.join(store, f"{t}.key"))
            ctx.set_alpn_protocols(["http/1.1"])
            self.contexts[t] = ctx
        self.base = self.contexts[TENANTS[0]]
        self.base.sni_callback = self.pick
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.5)
        self.port = self.listener.getsockname()[1]
        self.stopping = threading.Event()
        threading.Thread(target=self.accept_loop, daemon=True).start()

    def pick(self, sock, name, _ctx):
        if name in self.contexts:
            sock.context = self.contexts[name]
        return None

    def accept_loop(self):
        while not self.stopping.is_set():
            try:
                raw, _ = self.listener.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            threading.Thread(target=self.serve, args=(raw,), daemon=True).start()

    def serve(self, raw):
        raw.settimeout(5)
        try:
            tls = self.base.wrap_socket(raw, server_side=True)
        except (ssl.SSLError, OSError):
            raw.close()
            return
        host = tls.server_hostname if tls.server_hostname in self.ports else TENANTS[0]
        try:
            up = socket.create_connection(("127.0.0.1", self.ports[host]), timeout=5)
        except OSError:
            tls.close()
            return
        threading.Thread(target=pipe, args=(up, tls), daemon=True).start()
        pipe(tls, up)

    def alive(self):
        return True

    def stop(self):
        self.stopping.set()


def pipe(src, dst):
    src.settimeout(1.0)
    idle = 0
    try:
        while idle < 30:
            try:
                data = src.recv(65536)
            except socket.timeout:
                idle += 1
                continue
            if not data:
                break
            idle = 0
            dst.sendall(data)
    except (OSError, ssl.SSLError):
        pass
    for s in (src, dst):
        try:
            s.close()
        except OSError:
            pass
