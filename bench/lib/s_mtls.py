"""Scenario mtls (issue 31): server CPU per full TLS 1.3 handshake with a client certificate
(mutual TLS), tlsfront against nginx, with the same handshakes without one beside them.

One host (h0.bench.test of the ECDSA P-256 host set) served four ways, all started at once on
the server core (idle ones cost nothing):
- tlsfront plain: the handshake scenario's tlsfront (directory store, no site entry);
- tlsfront mTLS: a directory store holding the same certificate and key files, with a site
  entry `client_auth = "required"` whose `client_ca` is the client CA below;
- nginx plain: the handshake scenario's nginx (nginx.conf.in + nginx-host.conf.in);
- nginx mTLS: the same, plus `ssl_verify_client on` and `ssl_client_certificate` with that CA
  (bench/peers/nginx-mtls.conf.in).

The client certificate is ECDSA P-256, issued directly by a client CA (ECDSA P-256) made with
openssl and cached in bench/.cache/mtls/. Each connection: TCP connect, full TLS 1.3 handshake
(TLS_AES_128_GCM_SHA256, X25519; the mTLS ones answer the server's CertificateRequest with
the certificate and sign CertificateVerify), `GET /`, close. Never resumed.

Two clients, as in the handshake scenario: tlsfront-bench (16 connections, `--client-cert`,
`--client-key`, which counts the CertificateRequests it answered: fewer than the handshakes
fails the run, so a server that stopped asking cannot pass for one that verifies) and
bench/lib/openssl_client.py (Python's ssl over OpenSSL 3.0, 4 processes, `--cert`, `--key`).

Before measuring, each mTLS server must refuse a client without a certificate (tlsfront fails
the handshake, nginx answers 400) and serve one with it; then every server gets an untimed
warm-up. A round is every (client, server, with or without a certificate) once, in the same
order; ratios are medians of per-round ratios.
"""

import json
import os
import shutil
import sys

import hostsets
import peers
from common import CACHE, BenchError, check_report, generator, log, run_tool
from rounds import in_rounds, median, ratio_of_rounds, summary
from s_handshake import CONNECTIONS, OPENSSL_CLIENT, OPENSSL_PROCESSES, host_args, measure, measure_openssl

SERVERS = ["tlsfront", "nginx"]
VARIANTS = ["plain", "mtls"]
CLIENTS = ["tlsfront-bench", "openssl"]
# The handshake scenario's TLS 1.3 ECDSA setup: one suite offered, X25519 (the default --kx).
TLS_ARGS = ["--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"]
HOST = hostsets.host_name(0)
# A run whose failed connections pass this share of its handshakes measures something else.
MAX_ERROR_SHARE = 0.01
# What the client CA and certificate are made with: openssl's own configuration, so that the
# extensions are exactly these (a CA for certificates only; a client certificate for clientAuth,
# which rustls' WebPkiClientVerifier and OpenSSL both check).
OPENSSL_CNF = """[req]
distinguished_name = dn
prompt = no
[dn]
CN = tlsfront bench client CA
[ca]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[client]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = clientAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
"""


class Material:
    """The client CA and certificate files, and the mTLS directory store (a HostSet)."""

    def __init__(self, root, store):
        self.ca = os.path.join(root, "client-ca.pem")
        self.cert = os.path.join(root, "client.crt")
        self.key = os.path.join(root, "client.key")
        self.store = store

    def client_args(self, client, variant):
        if variant == "plain":
            return []
        if client == "openssl":
            return ["--cert", self.cert, "--key", self.key]
        return ["--client-cert", self.cert, "--client-key", self.key]


def material():
    """Makes (once) the client CA and an ECDSA P-256 client certificate it issued, valid for ten
    years, and lays out (every run, from the ECDSA host set's files) the mTLS store: the host's
    certificate and key, hard links to the same files every other server reads, and its site
    entry."""
    hosts = hostsets.host_set("ecdsa", 1)
    root = os.path.join(CACHE, "mtls")
    os.makedirs(root, exist_ok=True)
    done = os.path.join(root, ".complete")
    client_files = [os.path.join(root, n) for n in ("client-ca.pem", "client.crt", "client.key")]
    if not os.path.exists(done) or not _valid_for_a_day(client_files[1]):
        log("mtls: making a client CA and an ECDSA P-256 client certificate with openssl")
        _make_client_certificate(root)
        open(done, "w").close()
    store = os.path.join(root, "store")
    if os.path.exists(store):
        shutil.rmtree(store)
    os.makedirs(store)
    for name in (HOST + ".crt", HOST + ".key", "ca.pem"):
        os.link(os.path.join(hosts.path, name), os.path.join(store, name))
    with open(client_files[0]) as f:
        ca_pem = f.read()
    with open(os.path.join(store, HOST + ".site"), "w") as f:
        f.write("# bench/run's mtls scenario: every client must send a certificate that this CA issued.\n"
                f'client_auth = "required"\nclient_ca = """\n{ca_pem.strip()}\n"""\n')
    return hosts, Material(root, hostsets.HostSet("ecdsa", 1, store))


def _valid_for_a_day(cert):
    try:
        run_tool(["openssl", "x509", "-checkend", "86400", "-noout", "-in", cert], timeout=30)
        return True
    except BenchError:
        return False


def _make_client_certificate(root):
    cnf = os.path.join(root, "openssl.cnf")
    with open(cnf, "w") as f:
        f.write(OPENSSL_CNF)
    p = lambda name: os.path.join(root, name)  # noqa: E731
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"]
    run_tool(["openssl", "req", "-x509", "-new", "-config", cnf, "-extensions", "ca", *ec,
              "-keyout", p("client-ca.key"), "-out", p("client-ca.pem"), "-days", "3650"], timeout=60)
    run_tool(["openssl", "req", "-new", "-config", cnf, *ec, "-subj", "/CN=bench-client-1",
              "-keyout", p("client.key"), "-out", p("client.csr")], timeout=60)
    run_tool(["openssl", "x509", "-req", "-in", p("client.csr"), "-CA", p("client-ca.pem"),
              "-CAkey", p("client-ca.key"), "-set_serial", "4097", "-days", "3650",
              "-extfile", cnf, "-extensions", "client", "-out", p("client.crt")], timeout=60)
    run_tool(["openssl", "verify", "-purpose", "sslclient", "-CAfile", p("client-ca.pem"), p("client.crt")],
             timeout=60)


def run_scenario(run):
    duration, warmup = (1.0, 0.2) if run.quick else (4.0, 1.0)
    hosts, mat = material()
    servers = {}
    try:
        servers[("tlsfront", "plain")] = peers.Tlsfront(run, hosts, "dir", cache_ttl=peers.STEADY_TTL,
                                                        name="tlsfront")
        servers[("tlsfront", "mtls")] = peers.Tlsfront(run, mat.store, "dir", cache_ttl=peers.STEADY_TTL,
                                                       name="tlsfront-mtls")
        servers[("nginx", "plain")] = peers.Nginx(run, hosts, "per-host")
        servers[("nginx", "mtls")] = peers.Nginx(run, mat.store, "template", servers_template="nginx-mtls.conf.in",
                                                 template_values={"HOST": HOST, "CLIENT_CA": mat.ca},
                                                 name="nginx-mtls")
        for server in servers.values():
            server.start_and_wait(60 if run.quick else 120)
        checks = {name: _check_policy(run, servers[(name, "mtls")], mat) for name in SERVERS}
        log("mtls: warming every server up")
        for (name, variant), server in servers.items():
            report = generator(run, server.port, ["--mode", "handshake", "-c", str(CONNECTIONS), "--requests", "200"]
                               + host_args(1) + TLS_ARGS + mat.client_args("tlsfront-bench", variant), timeout=120)
            check_report(report, f"warm-up of {server.label}")
        runs = [(client, name, variant) for client in CLIENTS for name in SERVERS for variant in VARIANTS]
        per = in_rounds(run.rounds, runs,
                        lambda key: _measure(run, servers, mat, key, duration, warmup),
                        lambda round_no, key, r: f"  mtls round {round_no}, {_label(key)}: {r['rate']:.0f}/s, "
                                                 f"{r['server_us']:.0f} µs of server CPU per handshake")
        for server in servers.values():
            server.check_alive()
    finally:
        for server in servers.values():
            server.stop()
    return {
        "clients": {client: _client_figures(client, per) for client in CLIENTS},
        "checks": checks,
        "duration_s": duration, "warmup_s": warmup, "connections": CONNECTIONS,
        "openssl_processes": OPENSSL_PROCESSES,
        "client_args": {"tlsfront-bench": ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{duration}s",
                                           "--warmup", f"{warmup}s"] + host_args(1) + TLS_ARGS
                        + ["--client-cert", "client.crt", "--client-key", "client.key"],
                        "openssl": f"{OPENSSL_PROCESSES} x bench/lib/openssl_client.py --cert client.crt "
                                   f"--key client.key"},
        "commands": {f"{name} {variant}": " ".join(s.command) for (name, variant), s in servers.items()},
        "certificates": "server: ECDSA P-256 (tlsfront certs gen); client: ECDSA P-256, issued directly by an "
                        "ECDSA P-256 client CA (openssl), no CRL",
    }


def _label(key):
    client, name, variant = key
    return f"{name} {'with' if variant == 'mtls' else 'without'} a client certificate, {client}"


def _measure(run, servers, mat, key, duration, warmup):
    client, name, variant = key
    server = servers[(name, variant)]
    if client == "openssl":
        return measure_openssl(run, server, 1, duration, mat.client_args(client, variant))
    r = measure(run, server, 1, TLS_ARGS + mat.client_args(client, variant), duration, warmup)
    handshakes = r["rate"] * duration
    if r["errors"] > MAX_ERROR_SHARE * max(handshakes, 1):
        raise BenchError(f"{_label(key)}: {r['errors']} failed connections against {handshakes:.0f} handshakes")
    if variant == "mtls" and (r.get("client_certificates_sent") or 0) < r["handshakes"]:
        raise BenchError(f"{_label(key)}: {r.get('client_certificates_sent')} client certificates sent for "
                         f"{r['handshakes']} handshakes: the server did not ask for one every time")
    return r


def _check_policy(run, server, mat):
    """The mTLS server refuses a client without a certificate (no 2xx) and serves one with it,
    under both clients; what each got, for the report."""
    base = ["--mode", "handshake", "-c", "1", "--requests", "20"] + host_args(1) + TLS_ARGS
    without = generator(run, server.port, base, timeout=60)
    if without.get("requests_ok", 0) != 0:
        raise BenchError(f"{server.label} served {without['requests_ok']} of 20 requests without a client certificate")
    with_cert = generator(run, server.port, base + mat.client_args("tlsfront-bench", "mtls"), timeout=60)
    if with_cert.get("requests_ok") != 20 or (with_cert.get("client_certificates_sent") or 0) < 20:
        raise BenchError(f"{server.label} with a client certificate: {with_cert.get('requests_ok')} of 20 requests "
                         f"served, {with_cert.get('client_certificates_sent')} certificates asked for; errors "
                         f"{with_cert.get('errors')}")
    argv = [sys.executable, OPENSSL_CLIENT, "--port", str(server.port), "--domain", hostsets.DOMAIN,
            "--host-count", "1", "--duration", "30", "--max", "5"] + mat.client_args("openssl", "mtls")
    _, text, _ = run_tool(argv, timeout=60, cpus={run.client_cpu})
    openssl = json.loads(text)
    if openssl["handshakes"] != 5 or openssl["errors"] or openssl["not_ok"]:
        raise BenchError(f"{server.label} with a client certificate, OpenSSL client: {openssl}")
    refused = {k: v for k, v in _flat(without.get("errors") or {}).items() if v and k != "total"}
    log(f"mtls: {server.label} refuses a client without a certificate ({refused}) and serves one with it")
    return {"without_certificate": {"requests": 20, "requests_ok": 0, "errors": refused},
            "with_certificate": {"requests_ok": with_cert["requests_ok"],
                                 "certificates_sent": with_cert["client_certificates_sent"],
                                 "openssl_client_ok": openssl["handshakes"] - openssl["not_ok"]}}


def _flat(errors, prefix=""):
    """tlsfront-bench's error counts as {"kind" or "kind/detail": count}."""
    out = {}
    for key, value in errors.items():
        if isinstance(value, dict):
            out.update(_flat(value, f"{prefix}{key}/"))
        elif isinstance(value, int):
            out[prefix + key] = value
    return out


def _client_figures(client, per):
    """One client's figures: each server with and without a certificate, and the ratios."""
    us = {(n, v): [r["server_us"] for r in per[(client, n, v)]] for n in SERVERS for v in VARIANTS}
    rate = {(n, v): [r["rate"] for r in per[(client, n, v)]] for n in SERVERS for v in VARIANTS}
    servers = {}
    for name in SERVERS:
        servers[name] = {}
        for variant in VARIANTS:
            rounds = per[(client, name, variant)]
            servers[name][variant] = {
                "rate": summary(rate[(name, variant)]),
                "server_us_per_handshake": summary(us[(name, variant)]),
                "client_cores": summary([r["client_cores"] for r in rounds]),
                "background_cores": summary([r["background"] for r in rounds]),
                "errors": sum(r["errors"] for r in rounds),
                "rounds": rounds,
            }
        # What the client certificate adds to a handshake: the median of per-round differences.
        servers[name]["client_certificate_us"] = median(
            [m - p for m, p in zip(us[(name, "mtls")], us[(name, "plain")]) if m is not None and p is not None])
    return {
        "servers": servers,
        "ratios": {
            "tlsfront/nginx mtls cpu": ratio_of_rounds(us[("tlsfront", "mtls")], us[("nginx", "mtls")]),
            "tlsfront/nginx plain cpu": ratio_of_rounds(us[("tlsfront", "plain")], us[("nginx", "plain")]),
            "tlsfront mtls/plain cpu": ratio_of_rounds(us[("tlsfront", "mtls")], us[("tlsfront", "plain")]),
            "nginx mtls/plain cpu": ratio_of_rounds(us[("nginx", "mtls")], us[("nginx", "plain")]),
            "tlsfront/nginx mtls rate": ratio_of_rounds(rate[("tlsfront", "mtls")], rate[("nginx", "mtls")]),
            "tlsfront/nginx plain rate": ratio_of_rounds(rate[("tlsfront", "plain")], rate[("nginx", "plain")]),
        },
    }
