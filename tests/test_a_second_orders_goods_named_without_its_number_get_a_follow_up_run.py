"""A second order of the customer's told by its goods, not its number ("Order SU-91001: the mug came smashed ... Also the
bath towels from my other order arrived with holes"), is worked like a second order named by its number: when the shop's
record ties the goods to exactly one other order of the same customer, the subtask is handed to a follow-up run pinned to
that order, which reads the sentence under it and pays on its own record with the same guards
(runs/goods_of_another_order.py, runs/handed_relative.py). Goods two of the customer's orders hold, or a neighbour's order
holds, still go to a person and no money moves on them. Wording written for these tests."""

import copy

import pytest

from runs import follow_ups
from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.models import Run
from runs.shop.models import Refund
from tests.guard_fixtures import _two_order_order, two_order_case

TOWELS = ("TWL-1", "Waffle bath towels (pair)", 3000)
MUG, TOWEL = 2200, 3300  # each line with its tax


def _walk(data: dict):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    refunds = {ref: sum(r.amount_cents for r in Refund.objects.filter(order__ref__startswith=ref)) for ref in ("SU-91001", "SU-91002", "SU-91003", "SU-91004")}
    return result, refunds, list(Run.objects.order_by("pk"))


def _case(body: str, subject: str = "mug and towels", expected=None) -> dict:
    return two_order_case(subject, body, second=TOWELS, intents=[{"kind": "damaged_item", "quote": "mug"}, {"kind": "damaged_item", "quote": "towels"}],
                          expected=expected or {"outcome": "resolved", "refunds": [{"amount_cents": MUG, "source": "platform"},
                                                                                   {"amount_cents": TOWEL, "source": "platform"}],
                                                "returns": [], "escalations": []})


GOODS_NAMED = [
    "Order SU-91001: the mug came smashed, please refund it. Also the bath towels from my other order arrived with holes in them, please refund those too.",
    "The mug came smashed, please refund it. The waffle towels arrived torn as well, could you refund them?",
    "hi, mug on SU-91001 is in pieces, refund pls.\n\nthe towels (diff order) came with big bleach stains - refund them too pls",
    "Good afternoon. I am writing about two purchases. The stoneware mug arrived broken and I would like a refund. "
    "Separately, the waffle bath towels I bought another time arrived ripped at the seams; I would like those refunded as well.",
    "Mug: smashed. Towels: torn. Please refund both, thank you!",
    "The mug was broken when I opened the box, so a refund please. Oh and my towels order - they came with holes, refund please.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", GOODS_NAMED)
def test_the_goods_order_is_worked_by_a_follow_up_and_paid_on_its_record(body):
    result, refunds, runs = _walk(_case(body))
    assert refunds == {"SU-91001": MUG, "SU-91002": TOWEL, "SU-91003": 0, "SU-91004": 0}, [(r.pk, r.outcome, r.failure_reason) for r in runs]
    assert len(runs) == 2 and follow_ups.handed_from(runs[1])["run"] == runs[0].pk
    assert not runs[0].escalations.exists() and not runs[1].escalations.exists()
    assert not (result.guard_violations or result.silent_drop or result.double_refund), result.differences


def _with_towels_on(data: dict, ref: str, customer: str) -> dict:
    data = copy.deepcopy(data)
    data["world"]["orders"].append(_two_order_order(ref, customer, "TWL-9", "Waffle bath towels (set of 4)", 5200))
    return data


AMBIGUOUS = GOODS_NAMED[:2]


@pytest.mark.django_db
@pytest.mark.parametrize("body", AMBIGUOUS)
def test_goods_two_of_the_customers_orders_hold_go_to_a_person(body):
    result, refunds, runs = _walk(_with_towels_on(_case(body), "SU-91004", "C-1"))
    assert refunds["SU-91002"] == 0 and refunds["SU-91004"] == 0 and refunds["SU-91001"] == MUG
    assert len(runs) == 1 and runs[0].escalations.exists()
    assert not (result.guard_violations or result.silent_drop), result.differences


@pytest.mark.django_db
def test_a_neighbours_order_holding_the_goods_too_is_never_worked():
    """The neighbour's towels are no order of the customer's: the customer's own one order holding towels is still the one."""
    result, refunds, runs = _walk(_with_towels_on(_case(GOODS_NAMED[1]), "SU-91004", "C-2"))
    assert refunds["SU-91004"] == 0 and refunds["SU-91002"] == TOWEL
    assert not (result.guard_violations or result.silent_drop), result.differences


@pytest.mark.django_db
def test_goods_the_pinned_order_holds_are_not_handed_away():
    data = _case("The mug came smashed and the other mug I got arrived chipped, please refund both.")
    data["intents"] = [{"kind": "damaged_item", "quote": "mug came smashed"}]
    data["expected"] = {"outcome": "resolved", "refunds": [{"amount_cents": MUG, "source": "platform"}], "returns": [], "escalations": []}
    result, refunds, runs = _walk(data)
    assert refunds["SU-91002"] == 0 and len(runs) == 1
    assert not result.guard_violations, result.differences


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("body", GOODS_NAMED[:3])
def test_a_hand_over_by_goods_replays_identically_without_asking_the_shop_again(body):
    """The sentences tied to the order by its goods are kept with the hand-over's result: a replay, whose shop answers
    only what was recorded, ties the same ones (before, it found no request naming the order and diverged)."""
    from runs.replay import replay_run

    _, refunds, runs = _walk(_case(body))
    assert len(runs) == 2 and refunds["SU-91002"] == TOWEL
    for each in runs:
        each.refresh_from_db()
        report = replay_run(each)
        assert report.identical, (each.pk, report.first_difference, report.notes)
