"""The servers of the isolation scenario, each serving the same four hosts on the server core:

- h0.bench.test, static: the host a flood aims at;
- h1.bench.test, static: the victim, a quiet tenant beside it;
- h2.bench.test, proxied to an application that stops answering (the `stuck` upstream, whose
  flood asks for `/slow/60000`);
- h3.bench.test, proxied to a healthy application: the victim beside the stuck one.

tlsfront serves them from a directory store of its own (hard links to the cached host set's
files, plus a site entry for each proxied host), once with its defaults (the fair gate, always
on) and once with the per-host limits below; nginx (`nginx-isolation.conf.in`: limit_req and
limit_conn by `$ssl_server_name`) and HAProxy (`haproxy-isolation.cfg.in`: a stick table by SNI)
with the same limits; Caddy, when installed, with none (a stock build has no rate limiting).
Both applications are tlsfront-test-upstream processes on the client core.
"""

import os

import hostsets
import peers

FLOODED, VICTIM, STUCK, HEALTHY = (hostsets.host_name(i) for i in range(4))
HOST_COUNT = 4

# Per host, for every server that has such limits (tlsfront's second row, nginx, HAProxy): what an
# operator might set for a tenant on a one-core server that serves about 3,000 to 10,000 full
# handshakes and 50,000 to 100,000 kept-alive requests a second (BENCHMARKS.md). They bite on
# the floods here (a handshake flood runs at thousands a second from 256 connections, the
# keep-alive flood at tens of thousands a second from 1,000), and never on the victims (50 new
# connections a second). nginx has no handshake rate: its limits act on requests.
LIMITS = {"handshakes_per_second": 1_000, "requests_per_second": 10_000, "connections": 500}

SERVERS = ["tlsfront", "tlsfront-limits", "nginx", "haproxy", "caddy"]


def make(run, kind, hosts, stuck, healthy):
    """A server by its name in SERVERS, not started. `hosts`: the cached four-host set; `stuck`
    and `healthy`: the two applications (peers.Upstream)."""
    if kind in ("tlsfront", "tlsfront-limits"):
        extra = []
        if kind == "tlsfront-limits":
            extra = ["--handshakes-per-second-per-host", str(LIMITS["handshakes_per_second"]),
                     "--requests-per-second-per-host", str(LIMITS["requests_per_second"]),
                     "--connections-per-host", str(LIMITS["connections"])]
        return peers.Tlsfront(run, _store(run, hosts, stuck, healthy), "dir", name=kind, cache_ttl=peers.STEADY_TTL,
                              extra_args=extra)
    values = {"FLOODED_HOST": FLOODED, "VICTIM_HOST": VICTIM, "STUCK_HOST": STUCK, "HEALTHY_HOST": HEALTHY,
              "STUCK_UPSTREAM": stuck.address, "HEALTHY_UPSTREAM": healthy.address,
              "HANDSHAKES_PER_SECOND": LIMITS["handshakes_per_second"],
              "REQUESTS_PER_SECOND": LIMITS["requests_per_second"], "CONNECTIONS": LIMITS["connections"]}
    if kind == "nginx":
        return peers.Nginx(run, hosts, "template", servers_template="nginx-isolation.conf.in", template_values=values)
    if kind == "haproxy":
        return peers.Haproxy(run, hosts, template="haproxy-isolation.cfg.in", template_values=values, name="haproxy")
    if kind == "caddy":
        return peers.Caddy(run, hosts, routes=_caddy_routes(stuck, healthy))
    raise ValueError(kind)


def _store(run, hosts, stuck, healthy):
    """tlsfront's directory store: the host set's files by hard link, and a site entry for each
    proxied host (written here, never into the shared cache)."""
    path = run.scratch("isolation-store")
    os.link(os.path.join(hosts.path, "ca.pem"), os.path.join(path, "ca.pem"))
    for i in range(HOST_COUNT):
        for source in (hosts.crt(i), hosts.key_file(i)):
            os.link(source, os.path.join(path, os.path.basename(source)))
    for host, app in ((STUCK, stuck), (HEALTHY, healthy)):
        with open(os.path.join(path, f"{host}.site"), "w") as f:
            f.write(f'upstreams = ["http://{app.address}"]\n')
    return hostsets.HostSet(hosts.kind, HOST_COUNT, path)


def _caddy_routes(stuck, healthy):
    """Caddy's routes: each proxied host to its application (reverse_proxy keeps connections
    alive by default), every other host to the docroot, as caddy.json.in serves it."""
    def proxy(host, app):
        return {"match": [{"host": [host]}],
                "handle": [{"handler": "reverse_proxy", "upstreams": [{"dial": app.address}]}],
                "terminal": True}
    return [proxy(STUCK, stuck), proxy(HEALTHY, healthy),
            {"handle": [{"handler": "file_server", "root": hostsets.docroot()}]}]
