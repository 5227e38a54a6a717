"""Unit tests of the arithmetic every report rests on: medians that skip missing rounds,
summaries, ratios of rounds paired in order, and the rounds loop's order. Run by scripts/test:

    /usr/bin/python3 -m unittest discover -s bench/lib -p 'test_*.py'
"""

import unittest

import rounds


class Arithmetic(unittest.TestCase):
    def test_a_median_skips_missing_rounds_and_is_none_without_any(self):
        self.assertEqual(rounds.median([3, None, 1, 2]), 2)
        self.assertEqual(rounds.median([1, 2, 3, 4]), 2.5)
        self.assertIsNone(rounds.median([None, None]))

    def test_a_summary_gives_min_median_max_mean_and_count(self):
        self.assertEqual(rounds.summary([2, None, 4, 9]),
                         {"min": 2, "median": 4, "max": 9, "mean": 5, "n": 3})
        self.assertIsNone(rounds.summary([]))

    def test_a_ratio_of_rounds_pairs_rounds_in_order(self):
        # Round by round: 10/5 = 2, 30/10 = 3, 8/8 = 1; the median of those, not 48/23.
        self.assertEqual(rounds.ratio_of_rounds([10, 30, 8], [5, 10, 8]), 2)
        # A missing or zero divisor drops its round; none left gives none.
        self.assertEqual(rounds.ratio_of_rounds([10, 6, None], [5, 0, 2]), 2)
        self.assertIsNone(rounds.ratio_of_rounds([1], [0]))

    def test_the_rounds_loop_measures_every_name_once_a_round_in_the_same_order(self):
        order = []

        def measure(name):
            order.append(name)
            return len(order)

        per = rounds.in_rounds(2, ["a", "b"], measure, lambda round_no, name, r: f"{round_no} {name} {r}")
        self.assertEqual(order, ["a", "b", "a", "b"])
        self.assertEqual(per, {"a": [1, 3], "b": [2, 4]})


if __name__ == "__main__":
    unittest.main()
