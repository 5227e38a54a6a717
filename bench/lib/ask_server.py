#!/usr/bin/env python3
"""The `ask` endpoint of the `acme` scenario: the operator's service that on-demand issuance
asks before ordering a certificate (tlsfront --acme-ask, Caddy's on_demand_tls permission).

    ask_server.py --port PORT (--allow | --deny)

`GET /ask?domain=NAME` answers 200 (--allow) or 403 (--deny), and counts the call and the name.
`GET /stats` answers {"calls": N, "distinct": D} (and does not count), `POST /reset` zeroes
both. It prints "listening on PORT" once it serves. HTTP/1.1 with keep-alive, one thread per
connection, as a small real service would be.
"""

import argparse
import http.server
import json
import sys
import threading
import urllib.parse


class Counts:
    def __init__(self):
        self.lock = threading.Lock()
        self.calls = 0
        self.names = set()

    def add(self, name):
        with self.lock:
            self.calls += 1
            self.names.add(name)

    def snapshot(self):
        with self.lock:
            return {"calls": self.calls, "distinct": len(self.names)}

    def reset(self):
        with self.lock:
            self.calls = 0
            self.names = set()


def handler(counts, allow):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            url = urllib.parse.urlsplit(self.path)
            if url.path == "/stats":
                return self.reply(200, json.dumps(counts.snapshot()).encode())
            if url.path != "/ask":
                return self.reply(404, b"")
            name = urllib.parse.parse_qs(url.query).get("domain", [""])[0]
            counts.add(name)
            self.reply(200 if allow else 403, b"")

        def do_POST(self):
            if self.path != "/reset":
                return self.reply(404, b"")
            counts.reset()
            self.reply(200, b"")

        def reply(self, status, body):
            self.send_response(status)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_):
            pass

    return Handler


class Server(http.server.ThreadingHTTPServer):
    # Room for the connections a server under a flood opens at once: with the default backlog
    # of 5, an overflowing accept queue left a client's request unanswered until its timeout.
    request_queue_size = 1024
    daemon_threads = True


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    answer = parser.add_mutually_exclusive_group(required=True)
    answer.add_argument("--allow", action="store_true")
    answer.add_argument("--deny", action="store_true")
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), handler(Counts(), args.allow))
    print(f"listening on {args.port}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
