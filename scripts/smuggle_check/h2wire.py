"""HTTP/2 on the wire, by hand: frames and HPACK literals built from raw bytes, so that a case
can send what a conforming library refuses to (CR, LF, NUL or colons in names and values,
upper-case names, pseudo-headers out of order, connection-specific fields). Responses are
decoded with `hpack`."""

import struct

import hpack

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
DATA, HEADERS, PRIORITY, RST_STREAM, SETTINGS, PUSH_PROMISE, PING, GOAWAY, WINDOW_UPDATE, \
    CONTINUATION = range(10)
END_STREAM, ACK, END_HEADERS, PADDED, PRIORITY_FLAG = 0x1, 0x1, 0x4, 0x8, 0x20
FRAME_NAMES = ["DATA", "HEADERS", "PRIORITY", "RST_STREAM", "SETTINGS", "PUSH_PROMISE", "PING",
               "GOAWAY", "WINDOW_UPDATE", "CONTINUATION"]
ERRORS = ["NO_ERROR", "PROTOCOL_ERROR", "INTERNAL_ERROR", "FLOW_CONTROL_ERROR",
          "SETTINGS_TIMEOUT", "STREAM_CLOSED", "FRAME_SIZE_ERROR", "REFUSED_STREAM", "CANCEL",
          "COMPRESSION_ERROR", "CONNECT_ERROR", "ENHANCE_YOUR_CALM", "INADEQUATE_SECURITY",
          "HTTP_1_1_REQUIRED"]


def error_name(code):
    return ERRORS[code] if code < len(ERRORS) else f"0x{code:x}"


def frame(kind, flags, stream, payload=b""):
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + \
        struct.pack(">I", stream & 0x7FFFFFFF) + payload


def settings(pairs=(), ack=False):
    return frame(SETTINGS, ACK if ack else 0, 0,
                 b"".join(struct.pack(">HI", k, v) for k, v in pairs))


def window_update(stream, increment):
    return frame(WINDOW_UPDATE, 0, stream, struct.pack(">I", increment))


def rst_stream(stream, code):
    return frame(RST_STREAM, 0, stream, struct.pack(">I", code))


def data(stream, payload, end_stream=False):
    return frame(DATA, END_STREAM if end_stream else 0, stream, payload)


def hpack_int(value, prefix_bits, first=0):
    limit = (1 << prefix_bits) - 1
    if value < limit:
        return bytes([first | value])
    out = bytearray([first | limit])
    value -= limit
    while value >= 128:
        out.append((value % 128) + 128)
        value //= 128
    out.append(value)
    return bytes(out)


def literal(name, value):
    """A literal field without indexing, new name, no Huffman: the bytes go as they are."""
    name = name.encode("latin-1") if isinstance(name, str) else name
    value = value.encode("latin-1") if isinstance(value, str) else value
    return b"\x00" + hpack_int(len(name), 7) + name + hpack_int(len(value), 7) + value


def block(fields):
    return b"".join(literal(n, v) for n, v in fields)


def headers(stream, fields, end_stream=False, end_headers=True):
    flags = (END_STREAM if end_stream else 0) | (END_HEADERS if end_headers else 0)
    return frame(HEADERS, flags, stream, block(fields))


def request_fields(method, authority, path, extra=(), scheme="https"):
    fields = [(":method", method), (":scheme", scheme)]
    if authority is not None:
        fields.append((":authority", authority))
    fields.append((":path", path))
    return fields + list(extra)


class FrameReader:
    """Cuts received bytes into frames."""

    def __init__(self):
        self.buf = bytearray()

    def feed(self, data):
        self.buf += data
        out = []
        while len(self.buf) >= 9:
            length = int.from_bytes(self.buf[:3], "big")
            if len(self.buf) < 9 + length:
                break
            kind, flags = self.buf[3], self.buf[4]
            stream = int.from_bytes(self.buf[5:9], "big") & 0x7FFFFFFF
            out.append((kind, flags, stream, bytes(self.buf[9:9 + length])))
            del self.buf[:9 + length]
        return out


def decoder():
    d = hpack.Decoder()
    d.max_allowed_table_size = 65536
    return d
