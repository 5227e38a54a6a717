"""Cases and what came of them."""

import time

from .tenants import ALPHA, BRAVO, GAMMA, marker

CASES = []


class Case:
    def __init__(self, cid, fn, name, proto, what, expect, attacker, victim, allow_tunnel,
                 incomplete, family, unmarked_ok, ws_ok):
        self.id, self.fn, self.name, self.proto, self.what = cid, fn, name, proto, what
        self.expect, self.attacker, self.victim = expect, attacker, victim
        self.allow_tunnel, self.incomplete, self.family = allow_tunnel, incomplete, family
        self.unmarked_ok = unmarked_ok
        self.ws_ok = allow_tunnel if ws_ok is None else ws_ok

    def m(self, role="atk0", tenant=None):
        """The marker path for a role: `/c012-atk0-alpha`."""
        return "/" + marker(self.id, role, tenant or self.attacker)

    @property
    def A(self):
        return self.attacker

    @property
    def B(self):
        """Another tenant: the victim's."""
        return self.victim


def case(name, what, expect=(400,), proto="h1", attacker=ALPHA, victim=None,
         allow_tunnel=False, incomplete=(), family="", unmarked_ok=False, ws_ok=None):
    """Registers a case. `expect`: the answers to the main request that keep the promise
    (status codes, 'RST' for a stream reset, 'closed' for no answer and a closed connection,
    'none' for no answer yet); `incomplete`: roles that must never reach the application as
    a complete request (a malformed or cut-off body); `ws_ok`: a WebSocket handshake may
    reach the application (by default only when a tunnel is allowed)."""
    def wrap(fn):
        v = victim or (BRAVO if attacker != BRAVO else ALPHA)
        CASES.append(Case(len(CASES) + 1, fn, name, proto, what, tuple(expect), attacker, v,
                          allow_tunnel, tuple(incomplete), family, unmarked_ok, ws_ok))
        return fn
    return wrap


class Outcome:
    def __init__(self):
        self.sent = bytearray()      # every byte the attacker sent, for reproduction
        self.answer = ""            # the client's answer, short
        self.primary = None         # the main request's answer: a status, 'RST', 'closed', 'none'
        self.got = []               # upstream request ids named by answers the attacker got
        self.bodies = []            # bodies the attacker got
        self.fails = []             # (category, message) a case found itself
        self.notes = []
        self.diffs = []             # surprising but not a broken promise
        self.keep = []              # connections to close after the victim
        self.started = time.monotonic()


class VictimResult:
    def __init__(self, status, rid, body, error=None, proto="h1"):
        self.status, self.rid, self.body, self.error, self.proto = status, rid, body, error, proto


__all__ = ["ALPHA", "BRAVO", "GAMMA", "CASES", "Case", "Outcome", "case", "VictimResult"]
