"""Scenario 6: the cipher-suite cost table.

Sign, verify and key-exchange speed, and AEAD bulk rates, on the server core, through
tlsfront's provider (`tlsfront-bench crypto`: rustls with aws-lc-rs) and through
`openssl speed` (the OpenSSL 3.0 nginx and HAProxy use), alternating the two, `rounds` times.

From these, what a full handshake costs the server in cryptography for each suite: one
signature with the certificate's key plus one key-exchange share (generate a key pair, derive
the secret). OpenSSL 3.0's `speed` has no key-generation test, so its key-exchange cost is
taken as two derivations, an upper bound (a fixed-base key generation is cheaper than a
derivation).
"""

import json
import re

from common import GENERATOR, BenchError, run_tool
from rounds import in_rounds, median

# (our algorithm name, openssl speed test name)
SIGNATURES = [("rsa2048", "rsa2048"), ("rsa4096", "rsa4096"), ("ecdsap256", "ecdsap256"), ("ecdsap384", "ecdsap384")]
KEY_EXCHANGES = [("x25519", "ecdhx25519"), ("p256", "ecdhp256")]
AEADS = [("aes-128-gcm", "aes-128-gcm"), ("aes-256-gcm", "aes-256-gcm"), ("chacha20-poly1305", "chacha20-poly1305")]

# Server-side crypto of one full handshake: (label, signature algorithm, key exchange).
SUITES = [
    ("TLS 1.3 ECDSA P-256 + X25519", "ecdsap256", "x25519"),
    ("TLS 1.2 ECDHE-ECDSA-AES128-GCM (P-256 ECDH)", "ecdsap256", "p256"),
    ("TLS 1.3 / TLS 1.2 ECDHE-RSA-2048 + X25519", "rsa2048", "x25519"),
    ("TLS 1.2 ECDHE-RSA-2048 (P-256 ECDH)", "rsa2048", "p256"),
    ("ECDHE-RSA-4096 + X25519", "rsa4096", "x25519"),
    ("ECDHE-ECDSA P-384 + X25519", "ecdsap384", "x25519"),
]


def run_scenario(run):
    cpus = {run.server_cpu}
    if run.quick:
        ours_time, openssl_seconds = "20ms", 1
        sig, kx, aead = SIGNATURES[:1] + SIGNATURES[2:3], KEY_EXCHANGES[:1], AEADS[:1]
        rounds = 1
    else:
        ours_time, openssl_seconds = "1s", 1
        sig, kx, aead = SIGNATURES, KEY_EXCHANGES, AEADS
        rounds = run.rounds
    tools = {"tlsfront-bench crypto": lambda: tlsfront_bench_crypto(cpus, ours_time),
             "openssl speed": lambda: openssl_speed(cpus, openssl_seconds, sig, kx, aead)}
    per = in_rounds(rounds, list(tools), lambda tool: tools[tool](),
                    lambda round_no, tool, _: f"  crypto round {round_no}: {tool} done")
    ours_rounds, openssl_rounds = per["tlsfront-bench crypto"], per["openssl speed"]
    ours = {}
    for report in ours_rounds:
        for r in report["results"]:
            ours.setdefault((r["algorithm"], r["operation"]), []).append(r)
    table = []
    for name, test in sig:
        for op in ("sign", "verify"):
            table.append(_row(name, op, [r["ops_per_s"] for r in ours[(name, op)]],
                              [o[test][op] for o in openssl_rounds]))
    for name, test in kx:
        for op in ("keygen", "derive", "server-kx"):
            theirs = [o[test]["derive"] for o in openssl_rounds] if op == "derive" else None
            table.append(_row(name, op, [r["ops_per_s"] for r in ours[(name, op)]], theirs))
    for name, test in aead:
        row = _row(name, "seal 16 KiB", [r["bytes_per_s"] for r in ours[(name, "seal")]],
                   [o[test]["bytes_per_s"] for o in openssl_rounds])
        row["unit"] = "bytes/s"
        table.append(row)
    speeds = {(r["algorithm"], r["operation"]): r for r in table}
    suites = []
    for label, signature, exchange in SUITES:
        if (signature, "sign") not in speeds or (exchange, "server-kx") not in speeds:
            continue
        ours_us = 1e6 / speeds[(signature, "sign")]["ours"] + 1e6 / speeds[(exchange, "server-kx")]["ours"]
        theirs_sign = speeds[(signature, "sign")]["openssl"]
        theirs_derive = speeds[(exchange, "derive")]["openssl"]
        theirs_us = (1e6 / theirs_sign + 2e6 / theirs_derive) if theirs_sign and theirs_derive else None
        suites.append({"suite": label, "signature": signature, "kx": exchange,
                       "ours_us": ours_us, "openssl_us": theirs_us})
    return {"rounds": rounds, "table": table, "suites": suites,
            "ours_command": f"taskset -c {run.server_cpu} target/release/tlsfront-bench crypto --time {ours_time}",
            "openssl_command": f"taskset -c {run.server_cpu} openssl speed -mr -seconds {openssl_seconds} "
                               + " ".join(t for _, t in sig + kx)
                               + f"; openssl speed -mr -seconds {openssl_seconds} -bytes 16384 -evp <aead>"}


def _row(algorithm, operation, ours, theirs):
    row = {"algorithm": algorithm, "operation": operation, "unit": "ops/s",
           "ours": median(ours), "ours_all": ours,
           "openssl": median(theirs) if theirs else None, "openssl_all": theirs}
    if row["ours"] is None:
        raise BenchError(f"crypto: no figure for {algorithm} {operation}")
    row["ratio"] = row["ours"] / row["openssl"] if row["openssl"] else None
    return row


def tlsfront_bench_crypto(cpus, time_per_test):
    """`tlsfront-bench crypto`'s report: aws-lc-rs through rustls, on `cpus`."""
    _, text, _ = run_tool([GENERATOR, "crypto", "--json", "--time", time_per_test], timeout=600, cpus=cpus)
    return json.loads(text)


def openssl_speed(cpus, seconds, sig, kx, aead):
    """Runs `openssl speed -mr` and parses its machine-readable lines:
    +F2:i:bits:sign/s:verify/s (RSA), +F4 (ECDSA), +F5:i:bits:derive/s (ECDH), +F:... (EVP)."""
    out = {}
    tests = [t for _, t in sig + kx]
    _, text, _ = run_tool(["openssl", "speed", "-mr", "-seconds", str(seconds)] + tests,
                          timeout=60 + 20 * seconds * len(tests), cpus=cpus)
    rsa = [l for l in text.splitlines() if l.startswith("+F2:")]
    ecdsa = [l for l in text.splitlines() if l.startswith("+F4:")]
    ecdh = [l for l in text.splitlines() if l.startswith("+F5:")]
    for line in rsa:
        _, _, bits, s, v = line.split(":")[:5]
        out[f"rsa{bits}"] = {"sign": float(s), "verify": float(v)}
    for line in ecdsa:
        _, _, bits, s, v = line.split(":")[:5]
        out[f"ecdsap{bits}"] = {"sign": float(s), "verify": float(v)}
    for line in ecdh:
        _, _, bits, d = line.split(":")[:4]
        name = "ecdhx25519" if bits == "253" else f"ecdhp{bits}"
        out[name] = {"derive": float(d)}
    for _, test in aead:
        _, evp_text, _ = run_tool(["openssl", "speed", "-mr", "-seconds", str(seconds), "-bytes", "16384",
                                   "-evp", test], timeout=60 + 10 * seconds, cpus=cpus)
        m = re.search(r"^\+F:\d+:[^:]+:([\d.]+)", evp_text, re.M)
        if not m:
            raise BenchError(f"openssl speed -evp {test}: no result in\n{evp_text[-1000:]}")
        out[test] = {"bytes_per_s": float(m.group(1))}
    for _, test in sig + kx:
        if test not in out:
            raise BenchError(f"openssl speed {test}: no result in\n{text[-1500:]}")
    return out
