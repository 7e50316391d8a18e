"""Damage told without "damaged" or "arrived" is still a claim: goods that water got to ("6 of them have water damage,
pages stuck together"), goods that spilled, burst or came open on the way ("the last bag was open inside the box,
coffee everywhere"), and goods called knackered or busted. The units told by count are the units paid, never the whole
line. What only looks like damage changes nothing: damage the customer caused ("I spilled tea on it myself"), slang
("a warped sense of humour"), a person upset ("I was in bits"), water damage as a subject ("a book about water damage
repair"). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop.models import Refund
from runs.unit_counts import units_stated
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


def _intents(text: str) -> list[str]:
    return sorted(read_ticket(text, order_ref="SU-77001").intents)


@pytest.mark.parametrize("text", [
    "Notepads\nSix of them have water damage, the pages are all stuck together. Could you refund those?",
    "hi the cushions turned up water-damaged, theres a tide mark on both",
    "Dear team, I regret to say the prints were damp when I unwrapped them and the paper has gone wavy.",
    "The box must have sat in the rain. Books inside are soaked through!!",
    "the diary's pages are stuck together, cant even open it",
    "Our order of tea towels came sodden and smelling of mildew.",
    "watr damage on 4 of the cards, the ink has run. pls sort",
])
def test_goods_water_got_to_are_a_damage_claim(text):
    assert _intents(text) == ["damaged_item"], [(s.text, s.role, s.kinds, s.why) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "Also the last jar was open inside the box, honey everywhere, I can't use it.",
    "One of the bags of flour had burst in the parcel.",
    "the shampoo bottle popped open in transit and spilled all over the other things",
    "Rice spilt everywhere when I opened it, the packet had split open.",
    "Half the bottles leaked in the box and soaked the labels.",
    "the paint tin came opened inside the packaging, paint all over the mailer",
    "Sorry to bother you but the coffee pouch burst on the way, grounds all over everything.",
])
def test_goods_spilled_burst_or_opened_on_the_way_are_a_damage_claim(text):
    assert _intents(text) == ["damaged_item"], [(s.text, s.role, s.kinds, s.why) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "the desk lamp arrived completely knackered, the neck wont hold",
    "Fan came busted, blades rattling round inside.",
    "the frame is warped and the glass is shattered",
    "3 of the plates were smashed and the jug is in bits",
    "mug was dentd and the teapot smashd",
    "both of the wine glasses were in bits when I opened the box",  # "were" is no "we're": goods, not a person upset
    "the lampshades were in bits",
])
def test_goods_told_broken_in_plain_or_slang_words_are_a_damage_claim(text):
    assert _intents(text) == ["damaged_item"]


@pytest.mark.parametrize("text", [
    "I'm looking at your guides. The book is about water damage repair, does it cover basements?",
    "I spilled coffee on it myself so that's on me. How should I clean the fabric?",
    "My toddler spilled juice on the rug and now it's stained, any tips for getting it out?",
    "My brother has a warped sense of humour so he'll love the mug, could you gift wrap it?",
    "I was in bits when I opened it, thank you so much for the photo album!",
    "She burst into tears when she saw the necklace, thank you.",
    "I'm knackered after the move. Can you deliver on Saturday instead?",
    "Our basement is damp, will the storage boxes be ok down there?",
    "Is the jacket treated against water damage, and does it come in navy?",
])
def test_what_only_looks_like_damage_is_no_damage_claim(text):
    assert "damaged_item" not in _intents(text)


@pytest.mark.parametrize("text", [
    "I spilled red wine on the tablecloth myself and it's stained now.",
    "my fault entirely - I dropped the vase unpacking it and it smashed",
    "The dog chewed the strap, my own fault for leaving it out, it's torn now.",
    "We accidentally knocked the lamp off the table and the shade is dented.",
    "i sat on the glasses case and cracked it, silly me",
])
def test_damage_the_customer_caused_is_no_claim_on_the_shop(text):
    reading = read_ticket(text)
    assert "damaged_item" not in reading.intents
    assert any("the customer says they" in s.why for s in reading.sentences)


@pytest.mark.parametrize("text", [
    "It's not my fault the vase arrived cracked, the box was crushed.",
    "The lamp came with a dented shade, through no fault of my own. Please refund it.",
    "I dropped you an email last week: the kettle arrived cracked.",
    "The step stool split the first time my husband stood on it.",  # used as it is meant to be: the goods' fault
])
def test_damage_told_beside_words_of_fault_a_message_or_ordinary_use_is_still_a_claim(text):
    assert "damaged_item" in read_ticket(text).intents


_NOTEBOOKS = {"order_ref": "SU-77001", "lines": [{"sku": "NB-1", "description": "A5 ruled notebook", "quantity": 30, "unit_price_cents": 600}]}


@pytest.mark.parametrize("text, units", [
    ("notebooks\nWe ordered 30 of the notebooks. 8 of them have water damage (pages stuck together).", 8),
    ("notebooks\nout of the 30, seven came soaked and warped", 7),
    ("notebooks\nfive of the notebooks were damp and mouldy when we opened the box", 5),
    ("Hello, two of the thirty notebooks had their covers torn open in the post.", 2),
    ("notebooks\n12 of them arrived with the pages stuck, the rest are fine", 12),
])
def test_the_units_told_by_count_are_the_units_claimed(text, units):
    reading = read_ticket(text, order_ref="SU-77001")
    assert "damaged_item" in reading.intents
    said = [s.text for s in reading.sentences if s.role in ("request", "attached")]
    assert units_stated(_NOTEBOOKS, _NOTEBOOKS["lines"][0], said).exact == units


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "We ordered 10 of the notebooks for the shop. 4 of them have water damage (pages stuck together). The rest are fine.",
    "four of the ten notebooks came soaked, the covers are warped",
])
def test_offline_pays_only_the_units_water_got_to(settings, body):
    maya, house = small_shop(settings)
    delivered_order("SU-77010", maya, house, [("NB-10", "A5 ruled notebook", 10, 600)], delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    offline_run(body, "SU-77010", subject="notebooks")
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-77010")] == [(2400, "damaged_item")]


@pytest.mark.django_db
def test_offline_pays_goods_that_spilled_beside_a_request_of_no_kind(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-77020", maya, house, [("OIL-1", "Olive oil, 1 l tin", 1, 1800)], delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    run = offline_run("Please can you change my email address on the account. Also the tin was open inside the box, oil everywhere, "
                      "I cannot use it.", "SU-77020", subject="oil")
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-77020")] == [(1800, "damaged_item")]
    assert sorted(run.subtasks.values_list("case_type", flat=True)) == ["damaged_item", "other"]
