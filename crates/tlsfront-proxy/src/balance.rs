//! `least_outstanding`: which member a request goes to first, by the requests each address
//! has in flight (pure; the random draw is given).
//!
//! "The power of two random choices" (Mitzenmacher): of two members drawn at random, the one
//! with fewer requests waiting for their response head. It sends less to a slow or stuck
//! address as surely as scanning every member would, without every request of a burst piling
//! onto the one member that looked idlest a moment ago. The order after the first pick, when
//! connecting fails, stays [`super::upstreams::attempt_order`]'s.

/// The member of `count` a request tries first: of two distinct members drawn among the
/// usable ones, the one with fewer `in_flight` (the first drawn on a tie). When no member is
/// usable, among all of them, as [`super::upstreams::attempt_order`] then tries all.
/// `random(n)` draws from `0..n`.
pub fn least_outstanding(
    count: usize,
    usable: impl Fn(usize) -> bool,
    in_flight: impl Fn(usize) -> i64,
    random: &mut impl FnMut(usize) -> usize,
) -> usize {
    let usable_count = (0..count).filter(|&index| usable(index)).count();
    // The `n`th candidate: the nth usable member, or the nth member when none is usable.
    let candidate = |n: usize| -> usize {
        if usable_count == 0 {
            return n;
        }
        (0..count)
            .filter(|&index| usable(index))
            .nth(n)
            .unwrap_or(0)
    };
    let candidates = if usable_count == 0 {
        count
    } else {
        usable_count
    };
    if candidates <= 1 {
        return candidate(0);
    }
    let first = random(candidates);
    let mut second = random(candidates - 1);
    if second >= first {
        second += 1;
    }
    let (first, second) = (candidate(first), candidate(second));
    if in_flight(second) < in_flight(first) {
        second
    } else {
        first
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Draws from a list, in turn.
    fn draws(list: &[usize]) -> impl FnMut(usize) -> usize + '_ {
        let mut next = 0;
        move |n| {
            let draw = list[next % list.len()] % n;
            next += 1;
            draw
        }
    }

    fn pick(up: &[bool], in_flight: &[i64], random: &mut impl FnMut(usize) -> usize) -> usize {
        least_outstanding(up.len(), |i| up[i], |i| in_flight[i], random)
    }

    #[test]
    fn of_the_two_drawn_the_less_busy_wins() {
        let up = [true; 4];
        let busy = [5, 0, 3, 9];
        // Draws 0 and 2 (the second draw skips the first): 3 in flight beats 5.
        assert_eq!(pick(&up, &busy, &mut draws(&[0, 1])), 2);
        // Draws 3 and 1: 0 beats 9.
        assert_eq!(pick(&up, &busy, &mut draws(&[3, 1])), 1);
        // A tie goes to the first drawn.
        assert_eq!(pick(&up, &[2, 2, 2, 2], &mut draws(&[2, 0])), 2);
        // With two members, both are always drawn: the idler one wins every time.
        for seed in 0..20 {
            let mut rng = fastrand::Rng::with_seed(seed);
            assert_eq!(pick(&[true, true], &[4, 1], &mut |n| rng.usize(..n)), 1);
        }
    }

    #[test]
    fn members_that_are_down_are_never_drawn_unless_all_are() {
        let mut rng = fastrand::Rng::with_seed(7);
        let up = [false, true, false, true];
        for _ in 0..200 {
            let chosen = pick(&up, &[0, 9, 0, 9], &mut |n| rng.usize(..n));
            assert!(chosen == 1 || chosen == 3, "{chosen}");
        }
        assert_eq!(pick(&[false, true], &[0, 50], &mut draws(&[0])), 1);
        let mut seen = [false; 3];
        for _ in 0..200 {
            seen[pick(&[false; 3], &[0; 3], &mut |n| rng.usize(..n))] = true;
        }
        assert_eq!(seen, [true; 3], "with every member down, any may go first");
        assert_eq!(pick(&[true], &[3], &mut draws(&[0])), 0);
        assert_eq!(least_outstanding(0, |_| true, |_| 0, &mut draws(&[0])), 0);
    }

    #[test]
    fn a_busy_member_gets_the_smaller_share() {
        let mut rng = fastrand::Rng::with_seed(42);
        let mut chosen = [0u32; 4];
        for _ in 0..4000 {
            chosen[pick(&[true; 4], &[0, 0, 0, 20], &mut |n| rng.usize(..n))] += 1;
        }
        // The busy member wins only when it is drawn twice, which cannot happen: never.
        assert_eq!(chosen[3], 0, "{chosen:?}");
        assert!(chosen[..3].iter().all(|&n| n > 1000), "{chosen:?}");
    }
}
