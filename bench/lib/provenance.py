"""What a benchmark run was measured on: the machine (CPU, cores, memory, kernel, OS) and the
versions of tlsfront and every peer, recorded beside each result."""

import os
import subprocess
import time

from common import REPO, TARGET, TLSFRONT, caddy_binary

def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        mem_kib = int(f.readline().split()[1])
    cores = os.cpu_count()
    flags = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("flags"):
                have = set(line.split(":", 1)[1].split())
                flags = " ".join(x for x in ("aes", "vaes", "vpclmulqdq", "avx2", "avx512f", "sha_ni") if x in have)
                break
    return {
        "cpu": model,
        "cores": cores,
        "memory_gib": round(mem_kib / 1024 / 1024, 1),
        "kernel": os.uname().release,
        "cpu_flags": flags,
        "os": _os_release(),
    }


def _os_release():
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return "unknown"


def versions():
    def first_line(argv):
        try:
            done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=10)
            return done.stdout.decode(errors="replace").strip().splitlines()[0]
        except (OSError, subprocess.TimeoutExpired, IndexError):
            return "missing"
    commit = first_line(["git", "-C", REPO, "rev-parse", "--short", "HEAD"])
    dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.strip()
    tlsfront = f"{commit}{' (uncommitted changes)' if dirty else ''}"
    if TARGET != os.path.join(REPO, "target", "release"):
        # BENCH_TARGET_DIR: the binaries are another tree's build, which says nothing of which
        # commit they were built from; name the directory, the build time and that tree's HEAD.
        built = time.strftime("%Y-%m-%d %H:%M %Z", time.localtime(os.path.getmtime(TLSFRONT)))
        other = first_line(["git", "-C", os.path.dirname(os.path.dirname(TARGET)), "rev-parse", "--short", "HEAD"])
        tlsfront = f"binaries from {TARGET} built {built} (that tree's HEAD: {other}; bench/ at {tlsfront})"
    return {
        "tlsfront": tlsfront,
        "nginx": first_line(["nginx", "-v"]),
        "haproxy": first_line(["haproxy", "-v"]),
        "openssl": first_line(["openssl", "version"]),
        "wrk": first_line(["wrk", "--version"]),
        "redis": first_line(["redis-server", "--version"]),
        "caddy": _caddy_version(),
    }


def _caddy_version():
    """`Caddy v2.11.9 (go1.26.8)`: `caddy version` says "unknown" for a `go install` build,
    so the version comes from its build information."""
    caddy = caddy_binary()
    if caddy is None:
        return "missing"
    try:
        done = subprocess.run([caddy, "build-info"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    module, go = "unknown", "go unknown"
    for line in done.stdout.decode(errors="replace").splitlines():
        fields = line.split("\t")
        if fields[0] == "go" and len(fields) > 1:
            go = fields[1]
        elif fields[:2] == ["mod", "github.com/caddyserver/caddy/v2"] and len(fields) > 2:
            module = fields[2]
    return f"Caddy {module} ({go})"
