"""Part of the price asked off, then the goods kept ("could you give me something off the price and I'll keep them?")
is a partial refund a person weighs, told to that person in the customer's words, with the claim's full refund held:
never the claim let go and a ticket "read as asking nothing". Near-misses: the full money asked with the goods kept
("refund me and I'll keep it") is the refund-and-keep remedy, and keeping with nothing asked off bargains nothing.
Blind round ver25c, VER25C-29 (runs/intents/price_off_kept.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.chosen_remedies import KEPT_FOR_A_PRICE_WHY
from runs.models import Escalation
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


PRICE_OFF = [
    "You sent me three medium t-shirts, I ordered three large. Rather than sending them back, could you give me something off the price and I'll keep them?",
    "The rug came with a scuff on one corner. Could you knock a bit off and I'll keep it?",
    "wrong colour towels (grey not white). can u do a discount and ill keep them",
    "The mirror frame has a small chip. If you could take $10 off I'm happy to keep it.",
    "Got the navy throw instead of the green. Maybe a partial refund and we'll keep it? It's grown on us.",
    "The lamp shade is dented slightly. Would you reduce the price, then I'd keep it?",
]


@pytest.mark.parametrize("body", PRICE_OFF)
def test_the_price_asked_off_is_a_request_a_person_weighs(body):
    reading = read_ticket(f"My order\n{body}", order_ref="SU-79001")
    asked = [s for s in reading.requests if s.why == KEPT_FOR_A_PRICE_WHY]
    assert len(asked) == 1 and "refund" in asked[0].forbids, _shown(reading)


@pytest.mark.parametrize("body", [
    # the full money with the goods kept
    "The rug came with a scuff on one corner. Please refund me and I'll keep it.",
    "Wrong colour towels. Just refund them and I'll keep them for the garage.",
    # nothing asked off
    "The rug came with a scuff on one corner. No discount needed, I'll keep it.",
    "The mug has a tiny chip, nothing off the price please, I'll keep it as it is.",
    # a price told, not asked off
    "The lamp was $40 off in the sale and I'll keep it, but the shade arrived dented - refund please.",
    "Wrong size t-shirts came. I'll keep the receipt and send them back.",
])
def test_full_money_or_nothing_asked_off_is_no_price_bargain(body):
    reading = read_ticket(f"My order\n{body}", order_ref="SU-79001")
    assert not any(s.why == KEPT_FOR_A_PRICE_WHY for s in reading.sentences), _shown(reading)


@pytest.mark.django_db
def test_offline_hands_the_price_ask_to_a_person_in_the_customers_words_and_pays_nothing(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-79301", maya, house, [("TS-L", "Cotton t-shirt, large", 3, 1800)])
    run = offline_run(PRICE_OFF[0], "SU-79301", subject="t-shirts")
    assert not Refund.objects.filter(order__ref="SU-79301").exists()
    assert not ReturnRequest.objects.filter(order__ref="SU-79301").exists()
    items = [e.open_item for e in Escalation.objects.filter(run=run)]
    assert any("off the price" in i for i in items), items
    assert not any("read as asking nothing" in i for i in items), items
