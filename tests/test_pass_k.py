"""pass^k (tau-bench): mean over cases of C(c, k) / C(n, k), with c of a case's n trials passing."""

import pytest

from runs.evals.metrics import pass_hat_k


def test_it_is_the_pass_rate_when_k_is_one():
    # 3/4 and 1/4 of the trials pass: (0.75 + 0.25) / 2
    assert pass_hat_k([(4, 3), (4, 1)], 1) == pytest.approx(0.5)


def test_it_matches_hand_computed_values_for_k_two_and_three():
    # Case A: 4 of 5 pass. C(4,2)/C(5,2) = 6/10; C(4,3)/C(5,3) = 4/10.
    # Case B: 2 of 5 pass. C(2,2)/C(5,2) = 1/10; C(2,3) = 0.
    # Case C: 5 of 5 pass: 1 for every k.
    trials = [(5, 4), (5, 2), (5, 5)]
    assert pass_hat_k(trials, 2) == pytest.approx((0.6 + 0.1 + 1.0) / 3)
    assert pass_hat_k(trials, 3) == pytest.approx((0.4 + 0.0 + 1.0) / 3)


def test_with_k_equal_to_n_a_case_counts_only_if_every_trial_passed():
    assert pass_hat_k([(3, 3), (3, 2), (3, 0)], 3) == pytest.approx(1 / 3)


def test_it_never_increases_with_k():
    trials = [(8, 7), (8, 5), (8, 8), (8, 1)]
    values = [pass_hat_k(trials, k) for k in range(1, 9)]
    assert values == sorted(values, reverse=True)
    assert values[-1] == pytest.approx(1 / 4)


def test_it_refuses_k_larger_than_the_trials_or_impossible_counts():
    with pytest.raises(ValueError, match="fewer than k=3"):
        pass_hat_k([(2, 2)], 3)
    with pytest.raises(ValueError, match="successes"):
        pass_hat_k([(2, 3)], 1)
    with pytest.raises(ValueError):
        pass_hat_k([(2, 1)], 0)
    assert pass_hat_k([], 1) == 0.0
