"""Helpers for building hostile HTTP/1.1 bytes."""

from ..drive import h1_send  # noqa: F401 - re-exported for the case modules
from ..model import case  # noqa: F401

LAST = b"0\r\n\r\n"


def b(text):
    return text.encode("latin-1") if isinstance(text, str) else text


def head(method, target, headers=(), version="HTTP/1.1"):
    """A request head from raw header lines (str or bytes), CRLF-terminated."""
    out = b(f"{method} {target} {version}\r\n")
    for line in headers:
        out += b(line) + b"\r\n"
    return out + b"\r\n"


def chunk(data):
    data = b(data)
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"


def smug(c, tenant=None, method="GET", extra=()):
    """The hidden request: by default another tenant's, so that reaching the application with
    its Host would be a cross-tenant request (its marker names the tenant it aims at)."""
    t = tenant or c.B
    return head(method, c.m("smug", t), [f"Host: {t}", *extra])


def post(c, headers, body, role="atk0", host=None):
    return head("POST", c.m(role), [f"Host: {host or c.A}", *headers]) + b(body)


def te_then_close(out):
    """RFC 9112 §6.3: Transfer-Encoding overrides Content-Length, and the server closes the
    connection after answering. That is a safe answer too: mark it so."""
    if out.primary == 200 and len(out.statuses) == 1 and "closed" in out.answer:
        out.primary = "200+close"
    return out
