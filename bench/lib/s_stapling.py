"""Scenario stapling (issue 31): server CPU per full TLS 1.3 handshake with an OCSP staple,
tlsfront against nginx, with the same handshakes without one beside them.

One host (h0.bench.test of the ECDSA P-256 host set) served four ways, all started at once on
the server core (idle ones cost nothing), every one from the same certificate file: the leaf
then the host set's CA (tlsfront checks a stored response against the issuer in the chain), so
that the staple is the only difference between a server and its stapled twin:
- tlsfront plain: a directory store holding that chain and the key, no `<host>.ocsp`;
- tlsfront stapled: the same files, plus `<host>.ocsp`, the DER response below, which tlsfront
  checks at load and staples to every client that sends status_request; `--ocsp-fetch=false`,
  so no background fetcher runs (the certificate names no responder anyway);
- nginx plain: the handshake scenario's nginx (nginx.conf.in + nginx-host.conf.in);
- nginx stapled: the same, plus `ssl_stapling on; ssl_stapling_file` with that response
  (bench/peers/nginx-stapling.conf.in).

The response is made every run by `openssl ocsp` offline (an index.txt that lists the host's
serial as valid, signed by the CA with its own key and certificate, `-ndays 7`, no nonce):
with the signer's certificate, as `openssl ocsp` makes them by default (805 bytes with this CA).

Each connection: TCP connect, full TLS 1.3 handshake (TLS_AES_128_GCM_SHA256, X25519), `GET /`,
close, never resumed. One client, tlsfront-bench (16 connections): rustls sends status_request
in every ClientHello. The OpenSSL client of the other scenarios (Python's ssl) cannot ask for a
staple, so it would measure nothing here and is not run.

Before measuring, `openssl s_client -status` must get "OCSP Response Status: successful" from
each stapled server and "no response sent" from each plain one, or the run fails; then every
server gets an untimed warm-up. A round is every server once, in the same order; ratios are
medians of per-round ratios, a staple's cost the median of per-round differences.
"""

import datetime
import os
import shutil

import hostsets
import peers
from common import CACHE, BenchError, check_report, generator, log, run_tool
from report_format import _med, _n, _table, _x
from report_summary import Figure, Headline, lead_of_less
from rounds import in_rounds, median, ratio_of_rounds, summary
from s_handshake import CONNECTIONS, host_args, measure

SERVERS = ["tlsfront", "nginx"]
VARIANTS = ["plain", "stapled"]
TLS_ARGS = ["--tls", "1.3", "--cipher", "TLS_AES_128_GCM_SHA256"]
HOST = hostsets.host_name(0)
MAX_ERROR_SHARE = 0.01


def material():
    """Lays out (every run, from the ECDSA host set's files) the two stores, plain and stapled,
    each with the host's chain (leaf then CA) and key; makes the OCSP response into the stapled
    one. Returns (plain HostSet, stapled HostSet, the response's path)."""
    hosts = hostsets.host_set("ecdsa", 1)
    root = os.path.join(CACHE, "stapling")
    if os.path.exists(root):
        shutil.rmtree(root)
    stores = {v: os.path.join(root, v) for v in VARIANTS}
    for path in stores.values():
        os.makedirs(path)
    ca = os.path.join(hosts.path, "ca.pem")
    chain = os.path.join(root, HOST + ".crt")
    with open(hosts.crt(0)) as leaf, open(ca) as issuer, open(chain, "w") as out:
        out.write(leaf.read().strip() + "\n" + issuer.read().strip() + "\n")
    for path in stores.values():
        os.link(chain, os.path.join(path, HOST + ".crt"))
        os.link(hosts.key_file(0), os.path.join(path, HOST + ".key"))
    response = os.path.join(stores["stapled"], HOST + ".ocsp")
    _make_response(root, hosts, ca, response)
    log(f"stapling: an OCSP response of {os.path.getsize(response)} bytes made with openssl ocsp")
    return (hostsets.HostSet("ecdsa", 1, stores["plain"]), hostsets.HostSet("ecdsa", 1, stores["stapled"]),
            response)


def _make_response(root, hosts, ca, response):
    leaf = hosts.crt(0)
    _, out, _ = run_tool(["openssl", "x509", "-in", leaf, "-noout", "-serial", "-enddate", "-subject",
                          "-nameopt", "compat"], timeout=30)
    fields = dict(line.split("=", 1) for line in out.strip().splitlines())
    not_after = datetime.datetime.strptime(fields["notAfter"].replace(" GMT", ""), "%b %d %H:%M:%S %Y")
    index = os.path.join(root, "index.txt")
    with open(index, "w") as f:
        f.write(f"V\t{not_after:%y%m%d%H%M%S}Z\t\t{fields['serial']}\tunknown\t{fields['subject'].strip()}\n")
    request = os.path.join(root, "req.der")
    run_tool(["openssl", "ocsp", "-issuer", ca, "-cert", leaf, "-reqout", request, "-no_nonce"], timeout=30)
    run_tool(["openssl", "ocsp", "-index", index, "-rsigner", ca, "-rkey", os.path.join(hosts.path, "ca.key"),
              "-CA", ca, "-reqin", request, "-respout", response, "-ndays", "7"], timeout=30)
    _, text, _ = run_tool(["openssl", "ocsp", "-respin", response, "-issuer", ca, "-cert", leaf, "-CAfile", ca,
                           "-no_nonce"], timeout=30)
    if ": good" not in text:
        raise BenchError(f"the OCSP response does not say the certificate is good: {text!r}")


def run_scenario(run):
    duration, warmup = (1.0, 0.2) if run.quick else (4.0, 1.0)
    plain, stapled, response = material()
    servers = {}
    try:
        servers[("tlsfront", "plain")] = peers.Tlsfront(run, plain, "dir", cache_ttl=peers.STEADY_TTL,
                                                        name="tlsfront", extra_args=["--ocsp-fetch=false"])
        servers[("tlsfront", "stapled")] = peers.Tlsfront(run, stapled, "dir", cache_ttl=peers.STEADY_TTL,
                                                          name="tlsfront-stapled", extra_args=["--ocsp-fetch=false"])
        servers[("nginx", "plain")] = peers.Nginx(run, plain, "per-host")
        servers[("nginx", "stapled")] = peers.Nginx(run, stapled, "template",
                                                    servers_template="nginx-stapling.conf.in",
                                                    template_values={"HOST": HOST, "OCSP": response},
                                                    name="nginx-stapled")
        for server in servers.values():
            server.start_and_wait(60 if run.quick else 120)
        checks = {f"{name} {variant}": _check_staple(server, variant == "stapled")
                  for (name, variant), server in servers.items()}
        log("stapling: warming every server up")
        for server in servers.values():
            report = generator(run, server.port, ["--mode", "handshake", "-c", str(CONNECTIONS), "--requests", "200"]
                               + host_args(1) + TLS_ARGS, timeout=120)
            check_report(report, f"warm-up of {server.label}")
        keys = [(name, variant) for name in SERVERS for variant in VARIANTS]
        per = in_rounds(run.rounds, keys,
                        lambda key: _measure(run, servers[key], key, duration, warmup),
                        lambda round_no, key, r: f"  stapling round {round_no}, {_label(key)}: {r['rate']:.0f}/s, "
                                                 f"{r['server_us']:.0f} µs of server CPU per handshake")
        for server in servers.values():
            server.check_alive()
    finally:
        for server in servers.values():
            server.stop()
    return {
        "servers": _figures(per),
        "ratios": _ratios(per),
        "checks": checks,
        "response_bytes": os.path.getsize(response),
        "duration_s": duration, "warmup_s": warmup, "connections": CONNECTIONS,
        "client_args": ["--mode", "handshake", "-c", str(CONNECTIONS), "-d", f"{duration}s", "--warmup",
                        f"{warmup}s"] + host_args(1) + TLS_ARGS,
        "commands": {f"{name} {variant}": " ".join(s.command) for (name, variant), s in servers.items()},
        "certificates": "ECDSA P-256 (tlsfront certs gen), served as leaf then CA (ECDSA P-256)",
    }


def _label(key):
    name, variant = key
    return f"{name} {'with' if variant == 'stapled' else 'without'} a staple"


def _measure(run, server, key, duration, warmup):
    r = measure(run, server, 1, TLS_ARGS, duration, warmup)
    handshakes = r["rate"] * duration
    if r["errors"] > MAX_ERROR_SHARE * max(handshakes, 1):
        raise BenchError(f"{_label(key)}: {r['errors']} failed connections against {handshakes:.0f} handshakes")
    return r


def _check_staple(server, stapled):
    """`openssl s_client -status` gets a successful staple from a stapled server and none from a
    plain one; the line it printed, for the report."""
    _, text, _ = run_tool(["openssl", "s_client", "-connect", f"127.0.0.1:{server.port}", "-servername", HOST,
                           "-status", "-tls1_3"], timeout=30)
    got = "OCSP Response Status: successful" in text
    none = "OCSP response: no response sent" in text
    if stapled and not got:
        raise BenchError(f"{server.label} sent no staple to openssl s_client -status")
    if not stapled and (got or not none):
        raise BenchError(f"{server.label} was not meant to staple, but openssl s_client -status did not say "
                         f"'no response sent'")
    line = "OCSP Response Status: successful" if got else "OCSP response: no response sent"
    log(f"stapling: {server.label}: {line}")
    return line


def _figures(per):
    out = {}
    for name in SERVERS:
        out[name] = {}
        for variant in VARIANTS:
            rounds = per[(name, variant)]
            out[name][variant] = {
                "rate": summary([r["rate"] for r in rounds]),
                "server_us_per_handshake": summary([r["server_us"] for r in rounds]),
                "client_cores": summary([r["client_cores"] for r in rounds]),
                "background_cores": summary([r["background"] for r in rounds]),
                "errors": sum(r["errors"] for r in rounds),
                "rounds": rounds,
            }
        us = {v: [r["server_us"] for r in per[(name, v)]] for v in VARIANTS}
        # What the staple adds to a handshake: the median of per-round differences.
        out[name]["staple_us"] = median([s - p for s, p in zip(us["stapled"], us["plain"])
                                         if s is not None and p is not None])
    return out


def _ratios(per):
    us = {key: [r["server_us"] for r in rounds] for key, rounds in per.items()}
    return {
        "tlsfront stapled/plain cpu": ratio_of_rounds(us[("tlsfront", "stapled")], us[("tlsfront", "plain")]),
        "nginx stapled/plain cpu": ratio_of_rounds(us[("nginx", "stapled")], us[("nginx", "plain")]),
        "tlsfront/nginx stapled cpu": ratio_of_rounds(us[("tlsfront", "stapled")], us[("nginx", "stapled")]),
        "tlsfront/nginx plain cpu": ratio_of_rounds(us[("tlsfront", "plain")], us[("nginx", "plain")]),
    }


def md_stapling(d):
    rows = []
    for name, s in d["servers"].items():
        for variant in VARIANTS:
            r = s[variant]
            us = r["server_us_per_handshake"]
            rows.append([name, "with" if variant == "stapled" else "without", _n(_med(r["rate"])), _n(_med(us)),
                         f"{_n(_med(us, 'min'))}–{_n(_med(us, 'max'))}" if us else "–",
                         f"{r['client_cores']['median']:.2f}" if r["client_cores"] else "–", str(r["errors"])])
    ratios = d["ratios"]
    ratio_rows = [[_x(ratios["tlsfront stapled/plain cpu"]), _x(ratios["nginx stapled/plain cpu"]),
                   _us(d["servers"]["tlsfront"]["staple_us"]), _us(d["servers"]["nginx"]["staple_us"]),
                   _x(ratios["tlsfront/nginx stapled cpu"]), _x(ratios["tlsfront/nginx plain cpu"])]]
    background = max((_med(s[v]["background_cores"], "max") or 0) for s in d["servers"].values() for v in VARIANTS)
    checks = "; ".join(f"{k}: {v}" for k, v in d["checks"].items())
    return "\n".join([
        f"**Full TLS 1.3 handshakes with and without an OCSP staple** ({d['certificates']}; a "
        f"response of {d['response_bytes']} bytes from `openssl ocsp`; TLS_AES_128_GCM_SHA256, X25519; connect, "
        f"handshake, `GET /`, close, never resuming; one host). tlsfront-bench (which asks for a staple in every "
        f"ClientHello): {d['connections']} connections, {d['duration_s']:g} s after {d['warmup_s']:g} s of warm-up. "
        f"Median of the rounds, every server in turn each round; server CPU per handshake from /proc over the "
        f"whole run.\n",
        _table(["server", "staple", "handshakes/s", "server µs/handshake", "min–max", "client cores", "failed"],
               rows),
        "\n**Ratios** (medians of per-round ratios; the staple's cost is the median of per-round differences, "
        "with minus without)\n",
        _table(["tlsfront: with ÷ without", "nginx: with ÷ without", "tlsfront: the staple's µs",
                "nginx: the staple's µs", "with a staple: tlsfront ÷ nginx", "without: tlsfront ÷ nginx"],
               ratio_rows),
        f"\nBefore measuring, `openssl s_client -status`: {checks}. Other work on the machine during "
        f"measurements: at most {background:.2f} cores.\n",
        f"tlsfront-bench: `{' '.join(d['client_args'])}`.\n",
    ])


def headline(d):
    """Server CPU per handshake with a staple, nginx's beside tlsfront's."""
    s = d["servers"]
    us = {name: _med(s[name]["stapled"]["server_us_per_handshake"]) for name in s}
    return Headline(
        "Server CPU per full TLS 1.3 handshake with an OCSP staple (ECDSA P-256; nginx ssl_stapling_file), "
        f"tlsfront-bench (the staple's cost: tlsfront {_us(s['tlsfront']['staple_us'])}, nginx "
        f"{_us(s['nginx']['staple_us'])})",
        f"{_n(us.get('tlsfront'))} µs",
        {"nginx": Figure(f"{_n(us.get('nginx'))} µs", lead_of_less(d["ratios"]["tlsfront/nginx stapled cpu"], 1))})


def _us(x):
    return "–" if x is None else f"{x:+,.1f} µs"
