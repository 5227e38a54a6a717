#!/usr/bin/env python3
"""Holds idle TLS keep-alive connections open, for the `idle` scenario.

Opens N connections over TLS 1.3 (OpenSSL, through Python's ssl), makes one GET on each
(HTTP/1.1, or HTTP/2 when --h2), reads the whole response, and then leaves every connection
open and silent. A connection whose response is not a 200 counts as failed (and is closed).
It prints one JSON line {"open": N, "failed": F} once all are idle, then holds them until
stdin closes or --hold seconds pass, whichever comes first.

It is the peer that browsers are: connections that did one exchange and then wait.
"""

import argparse
import asyncio
import json
import ssl
import struct
import sys

H2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
FRAME_DATA, FRAME_HEADERS, FRAME_SETTINGS, FRAME_PING, FRAME_GOAWAY, FRAME_RST = 0, 1, 4, 6, 7, 3
END_STREAM, ACK = 0x1, 0x1


def frame(kind, flags, stream, payload=b""):
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload


def h2_get(host, path):
    """A HEADERS frame for GET https://host/path, in HPACK without Huffman or indexing."""
    block = bytes([0x82, 0x87])  # :method GET, :scheme https (static table entries 2 and 7)
    block += bytes([0x04, len(path)]) + path.encode()  # :path, literal value, name index 4
    block += bytes([0x01, len(host)]) + host.encode()  # :authority, literal value, name index 1
    return frame(FRAME_HEADERS, END_STREAM | 0x4, 1, block)


async def read_frame(reader):
    head = await reader.readexactly(9)
    length = int.from_bytes(head[:3], "big")
    return head[3], head[4], int.from_bytes(head[5:9], "big") & 0x7FFFFFFF, await reader.readexactly(length)


async def exchange_h2(reader, writer, host, path):
    writer.write(H2_PREFACE + frame(FRAME_SETTINGS, 0, 0) + h2_get(host, path))
    await writer.drain()
    ok_seen = False
    while True:
        kind, flags, stream, payload = await read_frame(reader)
        if kind == FRAME_SETTINGS and not flags & ACK:
            writer.write(frame(FRAME_SETTINGS, ACK, 0))
            await writer.drain()
        elif kind == FRAME_PING and not flags & ACK:
            writer.write(frame(FRAME_PING, ACK, 0, payload))
        elif kind in (FRAME_GOAWAY, FRAME_RST):
            raise ConnectionError(f"h2 frame {kind} from the server")
        elif kind == FRAME_HEADERS and stream == 1 and not ok_seen:
            # The response's first header must be ":status 200", which every server here sends
            # as the indexed HPACK entry 8 (0x88), after any padding length and priority.
            start = (1 if flags & 0x8 else 0) + (5 if flags & 0x20 else 0)
            if payload[start:start + 1] != b"\x88":
                raise ValueError(f"h2 response without :status 200 ({payload[start:start + 8].hex()})")
            ok_seen = True
            if flags & END_STREAM:
                return
        elif kind == FRAME_DATA and stream == 1 and flags & END_STREAM:
            return


async def exchange_h1(reader, writer, host, path):
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1.1 200 "):
        raise ValueError(f"response {head.splitlines()[0]!r}, not 200")
    length = 0
    for line in head.split(b"\r\n"):
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    await reader.readexactly(length)


async def open_one(args, context, held):
    reader, writer = await asyncio.open_connection(args.address, args.port, ssl=context,
                                                   server_hostname=args.host)
    try:
        if args.h2:
            await exchange_h2(reader, writer, args.host, args.path)
        else:
            await exchange_h1(reader, writer, args.host, args.path)
    except BaseException:
        writer.close()
        raise
    held.append(writer)


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--address", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", required=True, help="SNI and Host header")
    parser.add_argument("--path", default="/")
    parser.add_argument("-n", "--connections", type=int, required=True)
    parser.add_argument("--h2", action="store_true", help="HTTP/2 (ALPN h2) instead of HTTP/1.1")
    parser.add_argument("--parallel", type=int, default=64, help="connections being opened at once")
    parser.add_argument("--hold", type=float, default=600, help="seconds to hold at most")
    args = parser.parse_args()

    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.set_alpn_protocols(["h2"] if args.h2 else ["http/1.1"])

    held, failed = [], 0
    slots = asyncio.Semaphore(args.parallel)

    async def guarded():
        nonlocal failed
        async with slots:
            try:
                await asyncio.wait_for(open_one(args, context, held), 30)
            except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ConnectionError, ValueError):
                failed += 1

    await asyncio.gather(*(guarded() for _ in range(args.connections)))
    print(json.dumps({"open": len(held), "failed": failed}), flush=True)
    loop = asyncio.get_running_loop()
    stdin_closed = loop.run_in_executor(None, sys.stdin.read)
    await asyncio.wait([stdin_closed], timeout=args.hold)
    for writer in held:
        writer.close()


if __name__ == "__main__":
    asyncio.run(main())
