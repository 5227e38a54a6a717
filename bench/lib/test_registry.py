"""Unit tests of the scenarios' table (scenarios.py) and of the summary drawn from it
(report_summary.py): every entry is whole, the order is bench/run's, the summary lays out a
small set of results, and its links find their sections. Run by scripts/test:

    /usr/bin/python3 -m unittest discover -s bench/lib -p 'test_*.py'
"""

import inspect
import os
import re
import unittest

import main
import report
import report_summary
import scenarios
from common import BENCH, REPO
from report_summary import Figure, Headline

# bench/run's default order, as it ran before the table existed (main.py's DEFAULT list).
BENCH_RUN_DEFAULT = ["crypto", "startup", "handshake", "mtls", "stapling", "coldmiss", "keepalive", "idle", "bulk", "proxy", "h2",
                     "h3", "compression", "memory", "certs", "fleet", "restart", "isolation"]


class Registry(unittest.TestCase):
    def test_every_entry_has_a_run_a_renderer_a_headline_a_title_and_help(self):
        for s in scenarios.SCENARIOS:
            with self.subTest(s.name):
                self.assertTrue(callable(s.run))
                self.assertTrue(callable(s.render))
                self.assertTrue(callable(s.headline))
                self.assertTrue(s.title.strip())
                self.assertTrue(s.about.strip())
                self.assertTrue(s.chart is None or callable(s.chart))

    def test_names_are_unique_and_fit_a_marker(self):
        names = [s.name for s in scenarios.SCENARIOS]
        self.assertEqual(len(names), len(set(names)))
        for name in names:
            self.assertRegex(name, r"^[a-z0-9-]+$")
        self.assertFalse({"summary", "targets"} & set(names), "the report's own blocks")

    def test_a_run_takes_redis_exactly_where_the_entry_needs_it(self):
        for s in scenarios.SCENARIOS:
            with self.subTest(s.name):
                params = [p for p in inspect.signature(s.run).parameters.values() if p.default is p.empty]
                self.assertEqual(len(params), 2 if s.needs_redis else 1)

    def test_the_order_is_bench_runs_default_order_then_the_opt_in_ones(self):
        self.assertEqual(scenarios.DEFAULT, BENCH_RUN_DEFAULT)
        self.assertEqual(main.DEFAULT, BENCH_RUN_DEFAULT)
        self.assertEqual(scenarios.OPT_IN, ["startup-big", "acme"])
        self.assertEqual(main.ALL, BENCH_RUN_DEFAULT + ["startup-big", "acme"])
        # The reports show startup-big beside startup, and the help lists them as the reports do.
        order = [s.name for s in scenarios.SCENARIOS]
        self.assertEqual([n for n in order if n in BENCH_RUN_DEFAULT], BENCH_RUN_DEFAULT)
        listed = re.findall(r"^    ([a-z0-9-]+) ", scenarios.help_text(), re.M)
        self.assertEqual(listed, order)

    def test_benchmarks_md_has_a_block_for_every_scenario_and_the_summary(self):
        with open(os.path.join(REPO, "BENCHMARKS.md")) as f:
            text = f.read()
        for name in [s.name for s in scenarios.SCENARIOS] + ["summary", "targets"]:
            with self.subTest(name):
                self.assertIn(f"<!-- bench:{name} -->", text)
                self.assertIn(f"<!-- /bench:{name} -->", text)
        anchors = report_summary.document_anchors(text)
        self.assertLessEqual({s.name for s in scenarios.SCENARIOS}, set(anchors))


class Summary(unittest.TestCase):
    def fixture(self):
        """Two scenarios' results, cut down to what their headlines read."""
        meta = {"date": "2026-11-24 16:54 UTC"}
        rate = lambda median: {"median": median}  # noqa: E731
        handshake = {"cells": [
            {"setup": "TLS 1.3 ECDSA P-256 + X25519", "hosts": 1,
             "servers": {"tlsfront-dir": {"rate": rate(9000)}, "nginx": {"rate": rate(4000)}},
             "ratios": {"tlsfront-dir/nginx": 2.2}},
            {"setup": "TLS 1.3 ECDSA P-256 + X25519", "hosts": 10_000,
             "servers": {"tlsfront-dir": {"rate": rate(9485)}, "nginx": {"rate": rate(3833)},
                         "haproxy": {"rate": rate(3318)}},
             "ratios": {"tlsfront-dir/nginx": 2.47, "tlsfront-dir/haproxy": 2.89}},
            {"setup": "TLS 1.3 RSA-2048 + X25519", "hosts": 10_000,
             "servers": {"tlsfront-dir": {"rate": rate(3000)}}, "ratios": {}},
        ]}
        restart = {"rows": [
            {"server": "tlsfront", "served": 100, "failed": 0}, {"server": "tlsfront", "served": 50, "failed": 0},
            {"server": "caddy", "served": 90, "failed": 10}]}
        return {"handshake": {"meta": meta, "data": handshake}, "restart": {"meta": meta, "data": restart}}

    def test_the_summary_lays_out_each_headline_against_each_peer_in_bench_runs_order(self):
        text = report_summary.table(scenarios.SCENARIOS, self.fixture(), {"handshake": "full-handshakes"})
        rows = [line for line in text.splitlines() if line.startswith("| ")]
        self.assertEqual(rows[0], "| scenario | headline figure | tlsfront | nginx | HAProxy | Caddy | measured |")
        self.assertEqual(rows[1], "| [`handshake`](#full-handshakes) | Full handshakes a second, TLS 1.3 ECDSA P-256 "
                                  "+ X25519, 10,000 hosts | 9,485 | 3,833 (2.47×) | 3,318 (2.89×) | – | 2026-11-24 |")
        # No anchor: the name without a link; no lead: the figures side by side.
        self.assertEqual(rows[2], "| `restart` | Requests failed while the server reloads or upgrades under new "
                                  "connections (every trigger, all rounds) | 0 of 150 | – | – | 10 of 100 | 2026-11-24 |")
        self.assertEqual(len(rows), 3)
        missing = re.search(r"No results in bench/results for: (.*)\.", text).group(1)
        self.assertEqual(missing.split(", ")[:3], ["`crypto`", "`startup`", "`startup-big`"])
        self.assertNotIn("`handshake`", missing)

    def test_a_peer_cell_gives_the_figure_and_tlsfronts_lead(self):
        cell = report_summary._peer_cell
        self.assertEqual(cell(None), "–")
        self.assertEqual(cell(Figure("12 ms")), "12 ms")
        self.assertEqual(cell(Figure("5,475 ms", 415.6)), "5,475 ms (416×)")
        self.assertEqual(cell(Figure("937 ms", 71.06)), "937 ms (71.1×)")
        self.assertEqual(cell(Figure("12.6 / 8.8 µs", (1.088, None))), "12.6 / 8.8 µs (1.09× / –)")

    def test_leads_read_above_one_where_tlsfront_does_better(self):
        self.assertEqual(report_summary.lead_of_more(300, 100), 3)
        self.assertEqual(report_summary.lead_of_less(10, 30), 3)
        self.assertIsNone(report_summary.lead_of_less(None, 30))

    def test_every_headline_reads_the_committed_results(self):
        data = report.load(os.path.join(BENCH, "results"))
        self.assertTrue(data)
        for s in scenarios.SCENARIOS:
            if s.name in data:
                with self.subTest(s.name):
                    headline = s.headline(data[s.name]["data"])
                    self.assertIsInstance(headline, Headline)
                    self.assertTrue(headline.what and headline.tlsfront)
                    self.assertLessEqual(set(headline.peers), {key for key, _ in report_summary.PEERS})

    def test_the_isolation_headline_is_each_servers_worst_flood(self):
        def server(ratio, failures=0):
            return {"p99_ratio": ratio, "victim_failures": failures}
        d = {"cases": [
            {"case": "alone", "flood": None, "servers": {"tlsfront": server(None), "nginx": server(None)}},
            {"case": "handshakes-2000", "flood": ["--mode", "handshake", "-c", "2000"],
             "servers": {"tlsfront": server(1.7), "nginx": server(1662.33, 56)}},
            {"case": "slowloris-5000", "flood": ["--mode", "slowloris", "-c", "5000"],
             "servers": {"tlsfront": server(0.9), "nginx": server(0.99)}},
        ]}
        headline = scenarios.BY_NAME["isolation"].headline(d)
        self.assertEqual(headline.tlsfront, "1.70× (full-handshake flood, 2,000 connections)")
        self.assertEqual(headline.peers["nginx"].text,
                         "1662.33× (full-handshake flood, 2,000 connections), 56 victim requests failed")


class Anchors(unittest.TestCase):
    def test_a_heading_anchor_is_githubs(self):
        self.assertEqual(report_summary.heading_anchor("HTTP/2 (issue 16)"), "http2-issue-16")
        self.assertEqual(report_summary.heading_anchor("100,000 hosts for every server, 1,000,000 for tlsfront"),
                         "100000-hosts-for-every-server-1000000-for-tlsfront")
        # README.md links to this one.
        self.assertEqual(
            report_summary.heading_anchor("Isolation: one tenant's flood against another tenant's latency (issue 28)"),
            "isolation-one-tenants-flood-against-another-tenants-latency-issue-28")

    def test_each_marker_links_to_the_heading_above_it(self):
        doc = "\n".join([
            "# Benchmarks", "## Summary", "<!-- bench:summary -->", "<!-- /bench:summary -->",
            "## Start-up", "<!-- bench:startup -->", "<!-- /bench:startup -->",
            "```sh", "# a comment in a code block, not a heading", "```",
            "### 100,000 hosts", "<!-- bench:startup-big -->",
            "## Notes", "## Notes", "<!-- bench:certs -->",
        ])
        self.assertEqual(report_summary.document_anchors(doc),
                         {"summary": "summary", "startup": "start-up", "startup-big": "100000-hosts",
                          "certs": "notes-1"})


class Publish(unittest.TestCase):
    def test_update_document_redraws_only_the_marked_blocks(self):
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "doc.md")
            with open(path, "w") as f:
                f.write("prose\n<!-- bench:summary -->\nold\n<!-- /bench:summary -->\nmore prose\n"
                        "<!-- bench:ktls-vm -->\nby another script\n<!-- /bench:ktls-vm -->\n")
            self.assertTrue(report.update_document(path, {"summary": "| new |\n", "crypto": "not in the file"}))
            with open(path) as f:
                self.assertEqual(f.read(), "prose\n<!-- bench:summary -->\n| new |\n<!-- /bench:summary -->\nmore prose\n"
                                           "<!-- bench:ktls-vm -->\nby another script\n<!-- /bench:ktls-vm -->\n")


if __name__ == "__main__":
    unittest.main()
