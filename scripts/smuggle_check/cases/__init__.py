"""Every case, registered in a fixed order (their numbers are stable as long as this order
and the modules' contents are)."""

from ..model import CASES
from . import h1_head, h1_framing, h1_chunked, h1_target, h1_pipeline, h1_upgrade  # noqa: F401
from . import h2_head, h2_body, h2_connect, tls_alpn  # noqa: F401

__all__ = ["CASES"]
