"""A question asking how to swap goods the shop sent wrong ("how do i swap it over?", "How can we exchange them?", "what's
the process to swap it?") asks the wrong item's own remedy: the return starts (the right one or the money follows it),
with no person asked to arrange a remedy "instead of a return" and no second escalation. Near-misses, read as before: the
same question after goods that came damaged (a replacement a person arranges), a swap naming the goods wanted ("can I
swap it for the large?"), a swap question with no wrong item claimed. Wording written for these tests
(runs/intents/swap_questions.py)."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.swap_questions import SWAP_HOW_WHY
from runs.models import Escalation
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

WRONG = "I ordered the sage green throw and a mustard one came in the parcel, not what I picked."
HOW = [
    "how do i swap it over?",
    "How can we exchange it?",
    "So what do I need to do to swap it?",
    "how would I go about exchanging this?",
    "What's the process to swap it?",
    "how do I change it over??",
]


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("how", HOW)
def test_how_to_swap_after_a_wrong_item_is_attached_to_the_claim(how):
    reading = read_ticket(f"Wrong throw\n{WRONG} {how}", order_ref="SU-79501")
    assert reading.intents == ["wrong_item"], _shown(reading)
    asked = next(s for s in reading.sentences if s.text == how)
    assert asked.role == "attached" and asked.why == SWAP_HOW_WHY, _shown(reading)


@pytest.mark.parametrize("body", [
    # damaged goods: an exchange is goods instead of the claim's refund, a person's
    "The sage throw arrived with a big tear along the hem. how do i swap it over?",
    "The lamp came with the shade crushed. How can we exchange it?",
    # the goods wanted named: a person arranges that exchange
    f"{WRONG} Can I swap it for the sage one?",
    f"{WRONG} Could you exchange it for the green please?",
    # no wrong item told: the question stays a request of its own
    "I love the throw but it's a bit big for the sofa. How do I swap it?",
])
def test_near_misses_are_not_the_wrong_items_return(body):
    reading = read_ticket(f"Throw\n{body}", order_ref="SU-79501")
    assert not any(s.why == SWAP_HOW_WHY for s in reading.sentences), _shown(reading)


def test_a_swap_naming_the_goods_wanted_still_holds_the_refund_for_a_person():
    reading = read_ticket(f"Wrong throw\n{WRONG} Can I swap it for the sage one?", order_ref="SU-79501")
    assert any(s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids for s in reading.requests), _shown(reading)


@pytest.mark.django_db
@pytest.mark.parametrize("n,how", list(enumerate(HOW[:5], start=1)))
def test_offline_starts_the_return_of_the_wrong_item_and_asks_nobody(settings, n, how):
    maya, house = small_shop(settings)
    more_policies("wrong_item")
    ref = f"SU-7950{n}"
    delivered_order(ref, maya, house, [("THR-SAGE", "Wool throw, sage green", 1, 5200), ("CSH-1", "Cushion", 1, 1500)])
    run = offline_run(f"{WRONG} {how}", ref, subject="Wrong throw")
    assert [(r.line.sku, r.kind) for r in ReturnRequest.objects.filter(order__ref=ref)] == [("THR-SAGE", "return")], \
        [e.open_item for e in Escalation.objects.filter(run=run)]
    assert not Escalation.objects.filter(run=run).exists()
    assert not Refund.objects.filter(order__ref=ref).exists()
