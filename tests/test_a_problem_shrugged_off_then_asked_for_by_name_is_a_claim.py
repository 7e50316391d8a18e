"""A goods problem told with a shrug ("which, fine, these things happen") and asked for by name in a later sentence
("Could you refund the broken mug ...?") is a claim: the wave is how the customer took the news, not a waiver. The
later ask is the claim's remedy on the goods' own order, and a delivery fee asked in the same breath beside a late
claim told in the ticket is that claim's, not a second ask of no kind (ver21a V21-02: the mug was read as let go,
and the one ask became two escalations).

Near-misses stay waived: a wave with no later ask of the goods, a later ask of other goods, a refund declined."""

import pytest

from runs.intents import read_ticket
from runs.intents.waved_then_asked import ASKED_AFTER_WAVE_WHY
from runs.models import Run
from runs.shop.models import Order, Refund
from tests.ver21a_cases import reworded, text, walk, walk_case

ASKED_LATER = [
    "The jug arrived with a chip in the spout, oh well, these things happen. The rest of the set is lovely. Could I get a refund for the jug though?",
    "lamp shade came dented, not the end of the world. but yeah can u refund the shade pls",
    "One of the glasses was cracked, no biggie, it happens. Having thought about it, I would like the cracked glass refunded.",
    "The vase had a crack in it, which, fine, these things happen. Then the rug came late. Could you refund the vase and the shipping on the rug?",
    "I ordered the speckled mugs (SU-21021) and one of the two came with the handle snapped clean off, which, fine, these things happen. "
    "Then the other order, the bath towels, SU-21022, turned up four days late. Could you refund the broken mug and the delivery on the towels?",
]


@pytest.mark.parametrize("body", ASKED_LATER)
def test_the_shrugged_problem_asked_for_later_is_claimed_and_asked_once(body):
    reading = read_ticket(f"hello\n{body}", order_ref="SU-21021" if "SU-21021" in body else "")
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not [s for s in reading.requests if "other" in s.kinds], [(s.text, s.kinds, s.why) for s in reading.requests]
    assert not any(s.role == "context" and "damaged_item" in s.kinds for s in reading.sentences)


def test_the_later_ask_belongs_to_the_shrugged_goods_order():
    reading = read_ticket(f"hello\n{ASKED_LATER[-1]}", order_ref="SU-21021")
    ask = next(s for s in reading.sentences if s.text.startswith("Could you refund the broken mug"))
    assert ask.order == "SU-21021" and ask.kinds == ["damaged_item"]
    assert any(s.why == ASKED_AFTER_WAVE_WHY and s.order == "SU-21021" for s in reading.requests)
    assert [s.order for s in reading.requests if "late_delivery" in s.kinds] == ["SU-21022"]


NEAR_MISSES = [
    "The handle snapped, these things happen. The towels came four days late, refund the delivery please.",
    "The mug chipped, no big deal. Please don't refund it, just wanted you to know.",
    "The bowl has a scuff, not bothered. The towels were 3 days late. Could you refund the shipping on the towels?",
]


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_a_shrug_with_no_later_ask_of_the_same_goods_stays_waived(body):
    reading = read_ticket(f"hello\n{body}")
    assert "damaged_item" not in reading.intents
    assert not any(s.why == ASKED_AFTER_WAVE_WHY for s in reading.sentences)


@pytest.mark.django_db
def test_v21_02_pays_the_mug_and_hands_the_other_orders_fee_to_one_follow_up_run():
    result, run = walk("V21-02")
    assert not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=Order.objects.get(ref=run.order_ref))) == 1512
    # the towels' late fee is on the customer's second order: one subtask handed to one follow-up run pinned to that order,
    # never escalated as well, and the follow-up pays the fee on the towels' own record
    assert not [s.goal for s in run.subtasks.all() if s.status == "escalated"]
    handed = [s.goal for s in run.subtasks.all() if s.status == "deferred"]
    assert len(handed) == 1 and "late delivery" in handed[0], handed
    follow_ups = list(Run.objects.filter(ticket=run.ticket).exclude(pk=run.pk))
    assert len(follow_ups) == 1 and follow_ups[0].order_ref != run.order_ref
    towels = Order.objects.get(ref=follow_ups[0].order_ref)
    assert [r.amount_cents for r in Refund.objects.filter(order=towels)] == [towels.charges.get(kind="delivery").amount_cents]
    assert "these things happen" in text("V21-02")


@pytest.mark.django_db
def test_a_shrugged_planter_asked_for_later_is_paid():
    body = ("The terracotta planter arrived with a crack down one side, oh well, these things happen. The saucer is fine. "
            "Could I get a refund for the planter though? Order SU-21201.")
    data = reworded("V21-20", "V21-20-SHRUG", body, ["damaged_item"])
    data["expected"] = {**data["expected"], "outcome": "resolved", "escalations": []}
    result, run = walk_case(data)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=Order.objects.get(ref=run.order_ref))) == 4104
