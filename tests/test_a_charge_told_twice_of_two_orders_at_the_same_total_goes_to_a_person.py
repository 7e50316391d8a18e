"""A charge told taken twice where the record shows one charge on the pinned order and the customer has another order at
the same total, days apart ("charged $38.88 twice, on the 8th and again on the 12th. I only ordered one vase!!"): the
run never answers "no charge taken twice" without that order; a person is given both orders and asks whether both came.
Near-misses: other totals, orders months apart, two other orders at that total (which one is a person's to find when
the record is read, not a guess), and the minutes-apart twin read as before. Wording written for these tests
(runs/sibling_orders.same_total_of)."""

import pytest

from runs.sibling_orders import SAME_TOTAL_DAYS, TWIN_MINUTES, twin_goal, twin_of


def _order(ref: str, when: str, total: int = 3888, sku: str = "VASE-1") -> dict:
    return {"order_ref": ref, "lines": [{"sku": sku, "quantity": 1, "unit_price_cents": 3600}],
            "charges": [{"kind": "items", "amount_cents": 3600, "charged_at": when}, {"kind": "tax", "amount_cents": total - 3600, "charged_at": when}]}


PINNED = _order("SU-72242", "2026-11-12T09:00:00+00:00")


@pytest.mark.parametrize("when, sku", [
    ("2026-11-08T09:00:00+00:00", "VASE-1"),   # four days before, the same vase
    ("2026-11-08T09:00:00+00:00", "JUG-2"),    # four days before, other goods at the same total
    ("2026-11-01T18:30:00+00:00", "VASE-1"),   # eleven days before
    ("2026-11-20T07:15:00+00:00", "VASE-1"),   # eight days after
    ("2026-10-05T10:00:00+00:00", "VASE-1"),   # 38 days before
])
def test_one_other_order_at_the_same_total_is_the_second_charge_a_person_looks_at(when, sku):
    other = _order("SU-72241", when, sku=sku)
    found = twin_of(PINNED, [other])
    assert found is not None and found[0]["order_ref"] == "SU-72241" and found[1] > TWIN_MINUTES
    goal = twin_goal(PINNED, *found, "I have been charged $38.88 twice, on the 8th and again on the 12th.")
    assert "SU-72241" in goal and "SU-72242" in goal and "$38.88 each" in goal and "a person asks" in goal
    assert len(goal) <= 300


@pytest.mark.parametrize("others", [
    [_order("SU-72241", "2026-11-08T09:00:00+00:00", total=4104)],                        # another total
    [_order("SU-72241", "2026-08-08T09:00:00+00:00")],                                    # months before
    [_order("SU-72241", "2026-11-08T09:00:00+00:00"), _order("SU-72240", "2026-11-02T09:00:00+00:00")],  # two at that total
    [],                                                                                   # no other order
    [_order("SU-72242", "2026-11-12T09:00:00+00:00")],                                    # the pinned order itself
])
def test_no_single_other_order_at_the_total_finds_none(others):
    assert twin_of(PINNED, others) is None


def test_the_twin_minutes_apart_is_read_as_before():
    twin = _order("SU-72243", "2026-11-12T09:07:00+00:00")
    found = twin_of(PINNED, [twin, _order("SU-72241", "2026-11-08T09:00:00+00:00")])
    assert found is not None and found[0]["order_ref"] == "SU-72243" and found[1] == 7
    assert "placed 7 minutes apart" in twin_goal(PINNED, *found, "charged twice")
    assert SAME_TOTAL_DAYS >= 30


DAYS_APART = [
    "Hi. I have been charged $52.00 twice, on the 10th and again on the 13th. I only ordered one set of mugs!! Refund the double payment please. order SU-81010",
    "my card got hit 2x for 52 dollars this month (SU-81010). only bought the mugs once, pls refund one",
    "Order SU-81010 - you billed me two times, three days apart. Please sort it out.",
]


@pytest.mark.django_db
def test_a_run_hands_the_two_orders_to_a_person_and_pays_nothing(tmp_path):
    from tests.several_orders_cases import failures, reworded

    cases = []
    for i, body in enumerate(DAYS_APART):
        c = reworded("V17D-M10", f"M10-days-{i}", body)
        for charge in c["world"]["orders"][1]["charges"]:
            charge["charged_at"] = "2026-11-13T10:07:00Z"
        c["world"]["orders"][1]["placed_at"] = "2026-11-13T10:07:00Z"
        # (a person has it, no money: the goal names both orders when the duplicate is read as such, else the sentence)
        c["expected"] = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "two orders at the same total" if i == 0 else "SU-81010"}]}
        cases.append(c)
    assert failures(tmp_path, cases) == []
