"""Unit tests of the floor's arithmetic (issue 32): what a strace trace says a server did, the
scripts the floor server and client are given from it, and the figures above the floor. Run by
scripts/test with the other test_*.py files."""

import unittest

import floor
import traced

TRACE = """\
100 epoll_wait(3<anon_inode:[eventpoll]>, [], 1024, 0) = 1
100 recvfrom(7<TCP:[127.0.0.1:8443->127.0.0.1:5000]>, ""..., 8192, 0, NULL, NULL) = 517
100 sendto(7<TCP:[127.0.0.1:8443->127.0.0.1:5000]>, ""..., 1500, MSG_NOSIGNAL, NULL, 0) = 1500
100 recvfrom(7<TCP:[127.0.0.1:8443->127.0.0.1:5000]>, ""..., 8192, 0, NULL, NULL) = 80
100 recvfrom(7<TCP:[127.0.0.1:8443->127.0.0.1:5000]>, ""..., 8192, 0, NULL, NULL) = -1 EAGAIN (Resource temporarily unavailable)
100 writev(9<TCP:[127.0.0.1:40000->127.0.0.1:9000]>, [{iov_base=""..., iov_len=200}], 1) = 200
101 read(9<TCP:[127.0.0.1:40000->127.0.0.1:9000]>,  <unfinished ...>
100 write(2</dev/null>, ""..., 10) = 10
101 <... read resumed>""..., 8192) = 700
100 sendmsg(7<TCP:[127.0.0.1:8443->127.0.0.1:5000]>, {msg_name=NULL}, MSG_NOSIGNAL) = 600
100 close(7<TCP:[127.0.0.1:8443->127.0.0.1:5000]>) = 0
"""


class Trace(unittest.TestCase):
    def test_calls_are_counted_by_name_and_bytes_merged_into_flights_per_connection(self):
        calls, talks = traced.parse(TRACE.splitlines())
        self.assertEqual(calls["recvfrom"], 3)
        self.assertEqual(calls["read"], 1)  # counted once, at its start, not again when resumed
        self.assertEqual(sum(calls.values()), 10)
        self.assertEqual(talks["127.0.0.1:8443->127.0.0.1:5000"], [("in", 517), ("out", 1500), ("in", 80), ("out", 600)])
        self.assertEqual(talks["127.0.0.1:40000->127.0.0.1:9000"], [("out", 200), ("in", 700)])
        self.assertEqual(len(talks), 2)  # the write to a file is no connection's

    def test_the_client_leg_is_the_connections_accepted_on_the_port(self):
        _, talks = traced.parse(TRACE.splitlines())
        mine, others = traced.legs(talks, 8443)
        self.assertEqual(list(mine), ["127.0.0.1:8443->127.0.0.1:5000"])
        self.assertEqual(traced.bytes_of(mine), (597, 2100))
        self.assertEqual(traced.bytes_of(others), (700, 200))

    def test_calls_per_unit_split_reads_and_writes(self):
        calls, _ = traced.parse(TRACE.splitlines())
        per = traced.per_unit(calls, 2)
        self.assertEqual(per["reads"], 2.0)  # 3 recvfrom + 1 read over 2
        self.assertEqual(per["writes"], 2.0)  # sendto, writev, write, sendmsg over 2
        self.assertEqual(per["total"], 5.0)


class Scripts(unittest.TestCase):
    def test_a_request_script_is_mirrored_for_the_client_and_scaled_by_streams(self):
        self.assertEqual(floor.request_scripts(63.4, 935.6), ("r63,w936", "w63,r936"))
        self.assertEqual(floor.request_scripts(40, 700, 10), ("r400,w7000", "w400,r7000"))
        self.assertEqual(floor.request_scripts(0, 0), ("r1,w1", "w1,r1"))

    def test_a_proxy_script_reads_the_client_then_asks_the_upstream(self):
        probed = {"bytes_in": 70, "bytes_out": 760, "upstream_bytes_in": 695, "upstream_bytes_out": 191}
        self.assertEqual(floor.proxy_scripts(probed), ("r70,uw191,ur695,w760", "w70,r760", "r191,w695"))

    def test_a_handshake_script_follows_the_flights(self):
        flights = [("in", 230), ("out", 760), ("in", 186), ("out", 1158)]
        self.assertEqual(floor.handshake_scripts(flights), ("r230,w760,r186,w1158", "w230,r760,w186,r1158"))


class Above(unittest.TestCase):
    def test_above_the_floor_is_the_median_of_paired_differences(self):
        server = [{"server_us": 10, "user_us": 6, "sys_us": 4}, {"server_us": 12, "user_us": 7, "sys_us": 5},
                  {"server_us": 30, "user_us": 9, "sys_us": None}]
        base = [{"server_us": 5, "user_us": 1, "sys_us": 4}, {"server_us": 6, "user_us": 1, "sys_us": 5},
                {"server_us": 6, "user_us": 1, "sys_us": 4}]
        self.assertEqual(floor.above(server, base), {"server_us": 6, "user_us": 6, "sys_us": 0})

    def test_a_cell_gets_the_floor_row_and_each_server_its_split(self):
        per = {"a": [{"user_us": 3, "sys_us": 4, "server_us": 7}],
               floor.NAME: [{"user_us": 1, "sys_us": 3, "server_us": 4, "rate": 9, "script": "r1,w2",
                             "client_script": "w1,r2", "probe": {"units": 1}}]}
        cell = {"servers": {"a": {}}}
        floor.add_to_cell(cell, ["a"], per, {"a": {"units": 5}})
        self.assertEqual(cell["floor"]["server_us"]["median"], 4)
        self.assertEqual(cell["floor"]["probe"], {"units": 1})
        self.assertEqual(cell["servers"]["a"]["server_user_us_per_request"]["median"], 3)
        self.assertEqual(cell["servers"]["a"]["above_floor"], {"server_us": 3, "user_us": 2, "sys_us": 1})
        self.assertEqual(cell["servers"]["a"]["probe"], {"units": 5})


if __name__ == "__main__":
    unittest.main()
