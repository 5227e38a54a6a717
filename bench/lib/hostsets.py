"""The material every server is given: host sets made by `tlsfront certs gen` (cached under
bench/.cache/ by key type and count), the
shared docroot with the 612-byte index.html, the sites directory tlsfront reads docroots from,
and the per-peer views of a host set (HAProxy's crt-list).

A host set is a tlsfront directory store: <dir>/h{i}.bench.test.crt and .key for i in 0..N-1,
plus the CA (ca.pem, ca.key). Every server reads the same files.

RSA sets are made with `certs gen --reuse-key`: every host has its own certificate, but all
share one RSA-2048 key. Generating 100,000 RSA keys takes about an hour and a half on two cores;
sharing one changes nothing for the servers, which each parse every host's key file.
"""

import json
import os
import shutil
import time

from common import BENCH, CACHE, PEERS, TLSFRONT, BenchError, log, run_tool

DOMAIN = "bench.test"
INDEX_BYTES = 612


def host_name(i):
    return f"h{i}.{DOMAIN}"


class HostSet:
    def __init__(self, kind, count, path):
        self.kind = kind  # "ecdsa" or "rsa"
        self.count = count
        self.path = path
        self.key = f"{kind}-{count}"

    def crt(self, i):
        return os.path.join(self.path, f"{host_name(i)}.crt")

    def key_file(self, i):
        return os.path.join(self.path, f"{host_name(i)}.key")

    def info(self):
        with open(os.path.join(self.path, ".complete")) as f:
            return json.load(f)


def host_set(kind, count):
    """The cached host set of `count` hosts with `kind` keys, made if missing. A smaller set is
    made from a larger cached one of the same kind by hard links (same CA, same files)."""
    if kind not in ("ecdsa", "rsa"):
        raise ValueError(kind)
    root = os.path.join(CACHE, "hosts")
    os.makedirs(root, exist_ok=True)
    path = os.path.join(root, f"{kind}-{count}")
    if os.path.exists(os.path.join(path, ".complete")):
        return HostSet(kind, count, path)
    if os.path.exists(path):
        shutil.rmtree(path)
    larger = _larger_cached(root, kind, count)
    tmp = path + ".partial"
    if os.path.exists(tmp):
        shutil.rmtree(tmp)
    started = time.monotonic()
    if larger is not None:
        os.makedirs(tmp)
        for name in ("ca.pem", "ca.key"):
            os.link(os.path.join(larger, name), os.path.join(tmp, name))
        for i in range(count):
            for ext in (".crt", ".key"):
                name = host_name(i) + ext
                os.link(os.path.join(larger, name), os.path.join(tmp, name))
        how = f"hard links into {os.path.basename(larger)}"
    else:
        log(f"generating {count} {kind.upper()} hosts with tlsfront certs gen (cached in {os.path.relpath(path)})")
        argv = [TLSFRONT, "certs", "gen", "--hosts", str(count), "--out", f"dir:{tmp}"]
        if kind == "rsa":
            argv += ["--rsa", "--reuse-key"]
        run_tool(argv, timeout=600 + count // 100, capture=False)
        how = "tlsfront certs gen" + (" --reuse-key" if kind == "rsa" else "")
    seconds = time.monotonic() - started
    with open(os.path.join(tmp, ".complete"), "w") as f:
        json.dump({"kind": kind, "count": count, "made_by": how, "seconds": round(seconds, 2),
                   "date": time.strftime("%Y-%m-%d")}, f)
    os.rename(tmp, path)
    return HostSet(kind, count, path)


def _larger_cached(root, kind, count):
    best = None
    for name in os.listdir(root):
        if not name.startswith(kind + "-") or name.endswith(".partial"):
            continue
        try:
            n = int(name.split("-", 1)[1])
        except ValueError:
            continue
        full = os.path.join(root, name)
        if n > count and os.path.exists(os.path.join(full, ".complete")):
            if best is None or n < best[0]:
                best = (n, full)
    return best[1] if best else None


def docroot():
    """The shared docroot: the 612-byte index.html every server serves."""
    path = os.path.join(CACHE, "www")
    os.makedirs(path, exist_ok=True)
    index = os.path.join(path, "index.html")
    source = os.path.join(PEERS, "index.html")
    if not os.path.exists(index) or os.path.getsize(index) != os.path.getsize(source):
        shutil.copyfile(source, index)
    if os.path.getsize(index) != INDEX_BYTES:
        raise BenchError(f"{source} must be {INDEX_BYTES} bytes")
    return path


def big_file(size):
    """A file of `size` random bytes in the docroot, for the bulk-transfer scenario; returns
    its URL path. Random, so nothing along the way could make it cheaper to send."""
    name = f"big-{size}.bin"
    path = os.path.join(docroot(), name)
    if not os.path.exists(path) or os.path.getsize(path) != size:
        log(f"writing a {size >> 20} MiB test file")
        chunk = 1 << 20
        with open(path + ".partial", "wb") as f:
            left = size
            while left > 0:
                n = min(chunk, left)
                f.write(os.urandom(n))
                left -= n
        os.rename(path + ".partial", path)
    return "/" + name


def sites_dir(count):
    """tlsfront's sites directory: <sites>/<host> for each of `count` hosts, each a symlink to
    the shared docroot (so every server serves the very same file)."""
    root = os.path.join(CACHE, "sites")
    os.makedirs(root, exist_ok=True)
    # One directory covers any smaller count.
    for name in sorted(os.listdir(root)):
        if name.endswith(".partial"):
            continue
        try:
            n = int(name)
        except ValueError:
            continue
        if n >= count and os.path.exists(os.path.join(root, name, ".complete")):
            return os.path.join(root, name)
    path = os.path.join(root, str(count))
    tmp = path + ".partial"
    if os.path.exists(tmp):
        shutil.rmtree(tmp)
    os.makedirs(tmp)
    target = docroot()
    for i in range(count):
        os.symlink(target, os.path.join(tmp, host_name(i)))
    open(os.path.join(tmp, ".complete"), "w").close()
    if os.path.exists(path):
        shutil.rmtree(path)
    os.rename(tmp, path)
    return path


def haproxy_crt_list(hosts):
    """HAProxy 2.6 looks for a certificate's key at <crt file>.key, so it gets a directory of
    symlinks to the same files (h.pem -> h.crt, h.pem.key -> h.key) and a crt-list of them."""
    root = os.path.join(CACHE, "haproxy", hosts.key)
    listing = os.path.join(root, "crt-list.txt")
    if os.path.exists(os.path.join(root, ".complete")):
        return listing
    if os.path.exists(root):
        shutil.rmtree(root)
    certs = os.path.join(root, "certs")
    os.makedirs(certs)
    with open(listing, "w") as out:
        for i in range(hosts.count):
            pem = os.path.join(certs, host_name(i) + ".pem")
            os.symlink(hosts.crt(i), pem)
            os.symlink(hosts.key_file(i), pem + ".key")
            out.write(pem + "\n")
    open(os.path.join(root, ".complete"), "w").close()
    return listing


def bench_relpath(path):
    return os.path.relpath(path, os.path.dirname(BENCH))
