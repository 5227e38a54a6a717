"""The tenants of a run and the markers that name each request.

Every request a case sends carries a marker in its target, `/cNNN-ROLE-TENANT`: the case, the
role (`atk0`..`atk9` the attacker's own requests, `smug` a request hidden inside another,
`vict` the victim's) and the tenant it is meant for. Markers have one length, so a case can
count bytes by hand. The upstream's answer names the request it parsed, so both ends can be
matched up.
"""

import re

ALPHA = "alpha.smuggle.test"
BRAVO = "bravo.smuggle.test"
GAMMA = "gamma.smuggle.test"
TENANTS = (ALPHA, BRAVO, GAMMA)
SHORT = {ALPHA: "alpha", BRAVO: "bravo", GAMMA: "gamma"}
BY_SHORT = {v: k for k, v in SHORT.items()}

# Which recording upstream serves which tenant: alpha and bravo share the default upstream
# (and so tlsfront's pool of kept-alive connections to it); gamma has its own site entry.
UPSTREAM_OF = {ALPHA: "UP1", BRAVO: "UP1", GAMMA: "UP2"}

MARKER = re.compile(r"c(\d{3})-(atk\d|smug|vict|wsx\d)-(alpha|bravo|gamma)")
ANSWER = re.compile(r"req=(\S+) method=(\S*) target=(\S*) host=(\S*) body=(\d+)")


def marker(case, role, tenant):
    return f"c{case:03d}-{role}-{SHORT[tenant]}"


def parse_marker(text):
    """(case, role, tenant) of the first marker in text, or None."""
    if isinstance(text, bytes):
        text = text.decode("latin-1")
    m = MARKER.search(text)
    if not m:
        return None
    return int(m.group(1)), m.group(2), BY_SHORT[m.group(3)]


def host_tenant(value):
    """The tenant a Host value names (port, case and one trailing dot ignored), or None."""
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    name = value.strip().lower()
    if name.startswith("["):
        return None
    name = name.rsplit(":", 1)[0] if ":" in name else name
    name = name.rstrip(".")
    return name if name in TENANTS else None


def names_other_tenant(value, tenant):
    """True if the bytes mention another tenant's name anywhere."""
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    low = value.lower()
    return any(SHORT[t] + ".smuggle" in low for t in TENANTS if t != tenant)
