"""bench/run's scenarios, one entry each, in the order bench/run runs them and its reports show
them. main.py (what to run, with what) and report.py (titles, sections, charts, the summary)
read this table and nothing else about scenarios.

A new scenario is a module s_NAME.py, whose `run_scenario(run)` (`run_scenario(run, redis)`
where it needs Redis) measures and returns its figures as a dict that JSON can hold, with a
function that draws its section's Markdown from that dict (in the same module, or a
report_NAME.py beside it), and one entry below. Its section reaches BENCHMARKS.md through a
pair of `<!-- bench:NAME -->` markers there (bench/README.md).
"""

import functools
from dataclasses import dataclass
from typing import Callable, Optional

import report_acme
import report_charts as charts
import report_compression
import report_fleet
import report_h2
import report_h3
import report_headlines as headlines
import report_isolation
import report_mtls
import report_restart
import report_sections as sections
import s_acme
import s_bulk
import s_certs
import s_coldmiss
import s_compression
import s_crypto
import s_fleet
import s_h2
import s_h3
import s_handshake
import s_idle
import s_isolation
import s_keepalive
import s_memory
import s_mtls
import s_proxy
import s_restart
import s_stapling
import s_startup


@dataclass(frozen=True)
class Scenario:
    name: str  # on bench/run's command line, and bench/results/NAME.json
    run: Callable  # run(run) -> data; run(run, redis) where needs_redis
    render: Callable  # render(data) -> the section's Markdown
    title: str  # the section's heading in summary.md, and its chart's caption
    about: str  # its lines in `bench/run --help` (a newline where the text wraps)
    headline: Optional[Callable] = None  # headline(data) -> report_summary.Headline, its summary row
    chart: Optional[Callable] = None  # chart(data, png_path)
    needs_redis: bool = False  # the run's Redis server is started for it
    needs_upstream: bool = False  # it needs tlsfront-test-upstream built
    opt_in: bool = False  # run only when named: not in bench/run's default set


SCENARIOS = [
    Scenario("crypto", s_crypto.run_scenario, sections.md_crypto,
             headline=headlines.crypto, chart=charts.chart_crypto,
             title="Cipher-suite cost",
             about="sign/verify/key-exchange/AEAD speed: aws-lc-rs vs openssl speed; per-suite cost"),
    Scenario("startup", s_startup.run_scenario, sections.md_startup,
             headline=headlines.startup, chart=charts.chart_startup, needs_redis=True,
             title="Start-up and memory against host count",
             about="start-up time and memory against host count (10, 1k, 10k, 100k hosts)"),
    Scenario("startup-big", functools.partial(s_startup.run_scenario, big=True), sections.md_startup,
             headline=headlines.startup, chart=charts.chart_startup, needs_redis=True, opt_in=True,
             title="Start-up at 100,000 and 1,000,000 hosts, every server (opt-in)",
             about="start-up of every server at 100k hosts, tlsfront at 1M (slow: opt-in)"),
    Scenario("handshake", s_handshake.run_scenario, sections.md_handshake,
             headline=headlines.handshake, chart=charts.chart_handshake, needs_redis=True,
             title="Full handshakes per second",
             about="full handshakes per second (TLS 1.3 ECDSA, TLS 1.3 RSA, TLS 1.2 ECDHE-RSA)"),
    Scenario("mtls", s_mtls.run_scenario, report_mtls.md_mtls,
             headline=report_mtls.headline,
             title="Mutual TLS: server CPU per full handshake with a client certificate",
             about="server CPU per full TLS 1.3 handshake with a client certificate, tlsfront (client_auth =\n"
                   "\"required\") vs nginx ssl_verify_client on, and without one beside it (about 4 minutes)"),
    Scenario("stapling", s_stapling.run_scenario, s_stapling.md_stapling,
             headline=s_stapling.headline,
             title="OCSP stapling: server CPU per full handshake with a staple",
             about="server CPU per full TLS 1.3 handshake with an OCSP staple, tlsfront (<host>.ocsp in the\n"
                   "store) vs nginx ssl_stapling_file, and without one beside it (about 2 minutes)"),
    Scenario("coldmiss", s_coldmiss.run_scenario, sections.md_coldmiss,
             headline=headlines.coldmiss, chart=charts.chart_coldmiss, needs_redis=True,
             title="Cold-miss cost",
             about="100k hosts, 10k-entry cache, random hosts: miss cost against warm"),
    Scenario("keepalive", s_keepalive.run_scenario, sections.md_keepalive,
             headline=headlines.keepalive, chart=charts.chart_keepalive,
             title="Keep-alive requests per second",
             about="keep-alive requests per second (wrk and tlsfront-bench; 10/100/500 connections)"),
    Scenario("idle", s_idle.run_scenario, sections.md_idle,
             headline=headlines.idle,
             title="Memory per idle keep-alive connection",
             about="KiB per idle keep-alive connection (1k and 10k connections, HTTP/1.1 and h2)"),
    Scenario("bulk", s_bulk.run_scenario, sections.md_bulk,
             headline=headlines.bulk, chart=charts.chart_bulk,
             title="Bulk transfer: 1 GiB over one connection",
             about="1 GiB over one connection, 3 TLS 1.3 suites, 10 runs each"),
    Scenario("proxy", s_proxy.run_scenario, sections.md_proxy,
             headline=headlines.proxy, chart=charts.chart_proxy, needs_upstream=True,
             title="Reverse proxy: keep-alive requests and 1 GiB through the proxy",
             about="reverse proxy to a test upstream: keep-alive requests per second, 1 GiB download"),
    Scenario("h2", s_h2.run_scenario, report_h2.md_h2,
             headline=report_h2.headline,
             title="HTTP/2: requests at 1, 10 and 100 streams per connection, 1 GiB download",
             about="HTTP/2 with h2load: requests at 1, 10 and 100 streams per connection, 1 GiB download"),
    Scenario("h3", s_h3.run_scenario, report_h3.md_h3,
             headline=report_h3.headline,
             title="HTTP/3: requests, full QUIC handshakes, 1 GiB download, memory per idle connection",
             about="HTTP/3 (tlsfront-bench h3) against Caddy's HTTP/3 and tlsfront's HTTP/2: requests at 1, 10\n"
                   "and 100 streams per connection, full QUIC handshakes, 1 GiB download, idle connections"),
    Scenario("compression", s_compression.run_scenario, report_compression.md_compression,
             headline=report_compression.headline,
             title="Compression: bytes on the wire and CPU per request for a page with its CSS and JavaScript",
             about="bytes on the wire and server CPU per request for a page, its CSS and its JavaScript,\n"
                   "precompressed and compressed on the fly (tlsfront, nginx, Caddy)"),
    Scenario("memory", s_memory.run_scenario, sections.md_memory,
             headline=headlines.memory, chart=charts.chart_memory, needs_redis=True,
             title="Memory against distinct hosts served",
             about="RSS against distinct hosts served (20k hosts/5k cache, 100k hosts/10k cache)"),
    Scenario("certs", s_certs.run_scenario, sections.md_certs,
             headline=headlines.certs, needs_redis=True,
             title="Certificate tools on 100,000 hosts",
             about="certs gen / import / ls on 100k hosts"),
    Scenario("acme", s_acme.run_scenario, report_acme.md_acme,
             headline=report_acme.headline, opt_in=True,
             title="Certificates on demand",
             about="certificates on demand against Pebble: first-handshake latency (tlsfront vs Caddy),\n"
                   "gate calls and CA orders under a flood of unknown names (opt-in: needs Pebble)"),
    Scenario("fleet", s_fleet.run_scenario, report_fleet.md_fleet,
             headline=report_fleet.headline, needs_redis=True,
             title="A fleet on one Redis: resumption across instances, Sentinel failover",
             about="instances on one Redis: resumption across 3 instances (TLS 1.3 and 1.2), server CPU per\n"
                   "full and resumed handshake against 2 nginx sharing a ticket key, a Sentinel failover"),
    Scenario("restart", s_restart.run_scenario, report_restart.md_restart,
             headline=report_restart.headline,
             title="Restarts and upgrades under load",
             about="requests lost while each server reloads or upgrades under new connections (tlsfront\n"
                   "SIGUSR2/SIGHUP, nginx reload and binary upgrade, HAProxy seamless reload, Caddy reload)"),
    Scenario("isolation", s_isolation.run_scenario, report_isolation.md_isolation,
             headline=report_isolation.headline, needs_upstream=True,
             title="Isolation: one tenant's flood against another tenant's latency",
             about="a victim host's latency alone and under floods of another host (full handshakes,\n"
                   "keep-alive requests, slowloris, a stuck application beside a healthy one), tlsfront\n"
                   "(fair gate, and per-host limits) vs nginx limit_req/limit_conn and HAProxy stick tables"),
]
BY_NAME = {scenario.name: scenario for scenario in SCENARIOS}
# What bench/run runs when no scenario is named, in order; then the ones it runs only by name.
DEFAULT = [scenario.name for scenario in SCENARIOS if not scenario.opt_in]
OPT_IN = [scenario.name for scenario in SCENARIOS if scenario.opt_in]


def run(name, bench_run, redis):
    """Runs scenario `name` and returns its figures."""
    scenario = BY_NAME[name]
    return scenario.run(bench_run, redis) if scenario.needs_redis else scenario.run(bench_run)


def help_text():
    """The scenarios' lines of `bench/run --help`."""
    lines = [f"Scenarios (all but {' and '.join(OPT_IN)} when none are named):"]
    for scenario in SCENARIOS:
        lines.append(f"    {scenario.name:<11} " + scenario.about.replace("\n", "\n" + " " * 16))
    return "\n".join(lines)
