"""The `mtls` scenario's tables (issue 31): server CPU per full TLS 1.3 handshake with a client
certificate, tlsfront against nginx `ssl_verify_client on`, with and without the certificate,
under tlsfront-bench and the OpenSSL client; its target and its summary row."""

from report_format import _med, _n, _table, _x
from report_summary import Figure, Headline, lead_of_less

# Issue 31: tlsfront's server CPU per mutual-TLS handshake over nginx's, at most.
CPU_VS_NGINX = 0.6
CLIENT_NAMES = {"tlsfront-bench": "tlsfront-bench", "openssl": "OpenSSL client"}
VARIANT_NAMES = {"plain": "without", "mtls": "with"}


def md_mtls(d):
    clients = d["clients"]
    rows = []
    for client, c in clients.items():
        for name, s in c["servers"].items():
            for variant in ("plain", "mtls"):
                r = s[variant]
                us = r["server_us_per_handshake"]
                rows.append([CLIENT_NAMES.get(client, client), name, VARIANT_NAMES[variant],
                             _n(_med(r["rate"])), _n(_med(us)),
                             f"{_n(_med(us, 'min'))}–{_n(_med(us, 'max'))}" if us else "–",
                             _cores(r["client_cores"]), str(r["errors"])])
    ratio_rows = []
    for client, c in clients.items():
        ratios = c["ratios"]
        ratio_rows.append([CLIENT_NAMES.get(client, client),
                           _x(ratios["tlsfront/nginx mtls cpu"]), _x(ratios["tlsfront/nginx plain cpu"]),
                           _x(ratios["tlsfront mtls/plain cpu"]), _x(ratios["nginx mtls/plain cpu"]),
                           _us(c["servers"]["tlsfront"]["client_certificate_us"]),
                           _us(c["servers"]["nginx"]["client_certificate_us"]),
                           _x(ratios["tlsfront/nginx mtls rate"])])
    background = max((_med(s[v]["background_cores"], "max") or 0)
                     for c in clients.values() for s in c["servers"].values() for v in ("plain", "mtls"))
    client_max = max((_med(s[v]["client_cores"], "max") or 0)
                     for c in clients.values() for s in c["servers"].values() for v in ("plain", "mtls"))
    out = [
        f"**Full TLS 1.3 handshakes with and without a client certificate** ({d['certificates']}; "
        f"TLS_AES_128_GCM_SHA256, X25519; connect, handshake, `GET /`, close, never resuming; one host). "
        f"tlsfront-bench: {d['connections']} connections, {d['duration_s']:g} s after {d['warmup_s']:g} s of "
        f"warm-up; OpenSSL client: {d['openssl_processes']} processes of bench/lib/openssl_client.py, "
        f"{d['duration_s']:g} s. Median of the rounds, every server and client in turn each round; server CPU "
        f"per handshake from /proc over the whole run.\n",
        _table(["client", "server", "client certificate", "handshakes/s", "server µs/handshake", "min–max",
                "client cores", "failed"], rows),
        "\n**Ratios** (medians of per-round ratios; the certificate's cost is the median of per-round "
        "differences, with minus without)\n",
        _table(["client", "CPU/handshake with a certificate: tlsfront ÷ nginx", "without: tlsfront ÷ nginx",
                "tlsfront: with ÷ without", "nginx: with ÷ without", "tlsfront: the certificate's µs",
                "nginx: the certificate's µs", "rate with a certificate: tlsfront ÷ nginx"], ratio_rows),
        f"\nTarget (issue 31): with a client certificate, tlsfront's server CPU per handshake at most "
        f"{CPU_VS_NGINX}× nginx's. {_checks(d)} Client: at most {client_max:.2f} of its core busy. Other work "
        f"on the machine during measurements: at most {background:.2f} cores.\n",
        f"tlsfront-bench: `{' '.join(d['client_args']['tlsfront-bench'])}`; OpenSSL client: "
        f"`{d['client_args']['openssl']}`.\n",
    ]
    return "\n".join(out)


def _checks(d):
    parts = []
    for name, c in (d.get("checks") or {}).items():
        refused = ", ".join(f"{k} {v}" for k, v in c["without_certificate"]["errors"].items()) or "no 2xx"
        parts.append(f"{name} ({refused})")
    if not parts:
        return ""
    return ("Before measuring, 20 requests without a certificate got no 2xx answer from either mTLS server: "
            + "; ".join(parts) + ".")


def add_targets(data, add):
    if "mtls" not in data:
        return
    clients = data["mtls"]["data"]["clients"]
    vals = [(CLIENT_NAMES.get(c, c), clients[c]["ratios"]["tlsfront/nginx mtls cpu"]) for c in clients]
    add(f"Server CPU per full TLS 1.3 handshake with a client certificate at most {CPU_VS_NGINX}× nginx's "
        f"(ssl_verify_client on), with tlsfront-bench and with an OpenSSL client (issue 31)",
        "tlsfront ÷ nginx: " + "; ".join(f"{c}: {_x(v)}" for c, v in vals),
        all(v is not None and v <= CPU_VS_NGINX for _, v in vals), "mtls")


def headline(d):
    """Server CPU per mutual-TLS handshake under tlsfront-bench, nginx's beside tlsfront's."""
    c = d["clients"]["tlsfront-bench"]
    us = {name: _med(c["servers"][name]["mtls"]["server_us_per_handshake"]) for name in c["servers"]}
    plain = {name: _med(c["servers"][name]["plain"]["server_us_per_handshake"]) for name in c["servers"]}
    return Headline(
        "Server CPU per full TLS 1.3 handshake with a client certificate (ECDSA P-256 both ways; nginx "
        "ssl_verify_client on), tlsfront-bench (without one: tlsfront "
        f"{_n(plain.get('tlsfront'))} µs, nginx {_n(plain.get('nginx'))} µs)",
        f"{_n(us.get('tlsfront'))} µs",
        {"nginx": Figure(f"{_n(us.get('nginx'))} µs", lead_of_less(c["ratios"]["tlsfront/nginx mtls cpu"], 1))})


def _us(x):
    return "–" if x is None else f"{x:+,.0f} µs"


def _cores(s):
    return "–" if not s else f"{s['median']:.2f}"
