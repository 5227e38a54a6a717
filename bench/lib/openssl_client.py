#!/usr/bin/env python3
"""Full TLS 1.3 handshakes through OpenSSL, for the handshake scenario's second client.

One process of a few that the runner starts on the client core: for --duration seconds (and
at most --max connections), each connection is a TCP connect, a full TLS 1.3 handshake
through Python's ssl (OpenSSL 3.0, its default groups: X25519 first), `GET /` with
`Connection: close`, the whole response read to the server's close, and a close. It never
resumes: no session is ever handed back to OpenSSL, and a resumed handshake would fail the
run. SNI and Host cycle over h{i}.DOMAIN, this process taking every --step-th host from
--first. With --cert and --key (the mtls scenario) it answers a server's CertificateRequest
with that certificate (OpenSSL's SSL_CTX_use_certificate_chain_file and its key).

Prints one JSON line: {"handshakes", "errors", "resumed", "not_ok", "ciphers", "versions",
"seconds", "cpu_s"}.
"""

import argparse
import json
import os
import socket
import ssl
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--domain", required=True, help="hosts are h{i}.DOMAIN")
    parser.add_argument("--host-count", type=int, default=1)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--step", type=int, default=1)
    parser.add_argument("--duration", type=float, required=True)
    parser.add_argument("--max", type=int, default=1_000_000, help="connections at most")
    parser.add_argument("--cert", help="client certificate (PEM) for servers that ask for one")
    parser.add_argument("--key", help="the client certificate's private key (PEM)")
    args = parser.parse_args()
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.set_alpn_protocols(["http/1.1"])
    if args.cert is not None:
        context.load_cert_chain(args.cert, args.key)

    handshakes = errors = resumed = not_ok = 0
    ciphers, versions = {}, {}
    host_index = args.first % args.host_count
    cpu0 = time.process_time()
    started = time.monotonic()
    deadline = started + args.duration
    for _ in range(args.max):
        if time.monotonic() >= deadline:
            break
        host = f"h{host_index}.{args.domain}"
        host_index = (host_index + args.step) % args.host_count
        try:
            with socket.create_connection(("127.0.0.1", args.port), timeout=10) as sock:
                # The GET follows the client's Finished at once, as tlsfront-bench's does: no
                # Nagle wait for the server's ACK.
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                with context.wrap_socket(sock, server_hostname=host) as tls:
                    handshakes += 1
                    resumed += tls.session_reused
                    cipher = tls.cipher()[0]
                    ciphers[cipher] = ciphers.get(cipher, 0) + 1
                    versions[tls.version()] = versions.get(tls.version(), 0) + 1
                    tls.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
                    response = read_to_close(tls)
                    if not response.startswith(b"HTTP/1.1 200 "):
                        not_ok += 1
        except (OSError, ssl.SSLError):
            errors += 1
    print(json.dumps({"handshakes": handshakes, "errors": errors, "resumed": resumed, "not_ok": not_ok,
                      "ciphers": ciphers, "versions": versions, "seconds": time.monotonic() - started,
                      "cpu_s": time.process_time() - cpu0, "pid": os.getpid()}), flush=True)


def read_to_close(tls, limit=1 << 20):
    """The response, read until the server closes (bounded in size; the socket's timeout bounds
    each read)."""
    chunks, size = [], 0
    while size < limit:
        try:
            chunk = tls.recv(16384)
        except ssl.SSLZeroReturnError:
            break
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


if __name__ == "__main__":
    main()
