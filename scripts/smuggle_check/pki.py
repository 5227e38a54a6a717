"""Test certificates with the openssl CLI: a CA, and a P-256 leaf per tenant, written as a
tlsfront directory store (`<host>.crt` chain, `<host>.key`)."""

import os
import subprocess


def run(*args, cwd):
    subprocess.run(["openssl", *args], cwd=cwd, check=True, timeout=60,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def make_store(root, tenants):
    """Writes root/ca.crt and root/certs/<host>.{crt,key}; returns (store dir, CA path)."""
    store = os.path.join(root, "certs")
    os.makedirs(store, exist_ok=True)
    run("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
        "-keyout", "ca.key", "-out", "ca.crt", "-days", "3", "-subj", "/CN=smuggle-check CA",
        "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign", cwd=root)
    for host in tenants:
        ext = os.path.join(root, f"{host}.ext")
        with open(ext, "w") as f:
            f.write(f"subjectAltName=DNS:{host}\nbasicConstraints=CA:FALSE\n"
                    "keyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n")
        run("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", f"{host}.key", "-out", f"{host}.csr", "-subj", f"/CN={host}", cwd=root)
        run("x509", "-req", "-in", f"{host}.csr", "-CA", "ca.crt", "-CAkey", "ca.key",
            "-CAcreateserial", "-out", f"{host}.leaf", "-days", "2", "-extfile", ext, cwd=root)
        run("pkcs8", "-topk8", "-nocrypt", "-in", f"{host}.key", "-out",
            os.path.join(store, f"{host}.key"), cwd=root)
        with open(os.path.join(root, f"{host}.leaf")) as leaf, \
                open(os.path.join(root, "ca.crt")) as ca, \
                open(os.path.join(store, f"{host}.crt"), "w") as out:
            out.write(leaf.read() + ca.read())
    return store, os.path.join(root, "ca.crt")


def write_site(store, host, upstream_port, max_body):
    with open(os.path.join(store, f"{host}.site"), "w") as f:
        f.write(f'upstreams = ["http://127.0.0.1:{upstream_port}"]\n'
                f"max_request_body_bytes = {max_body}\n")
