"""Damage told without "damaged" or "arrived" is still a claim: goods that water got to ("6 of them have water damage,
pages stuck together"), goods that spilled, burst or came open on the way ("the last bag was open inside the box,
coffee everywhere"), and goods called knackered or busted. The units told by count are the units paid, never the whole
line. What only looks like damage changes nothing: damage the customer caused ("I spilled tea on it myself"), slang
("a warped sense of humour"), a person upset ("I was in bits"), water damage as a subject ("a book about water damage
repair"). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts
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


# The customer's own mishap told across sentences: the doing in one, the damage in it or the next, the owning up after
# ("I dropped the jug and it smashed. My bad.", "My son knocked it off the table. It smashed. My fault entirely.").
@pytest.mark.parametrize("text", [
    "hi so i knocked the teapot off the counter this morning and the lid cracked clean in half. my own stupid fault really. "
    "any way you could refund the teapot?",
    "We dropped the mirror carrying it upstairs and it shattered. Our fault. Would you consider a refund?",
    "I put the mug in the microwave and the handle cracked off. That's on me. Any chance of a refund?",
    "Clumsy me: I dropped the salad bowl drying it up, now it's in 3 pieces. Totally my fault, I know, but could you refund it?",
    "i droped the jug on the tiles yesterday and it smashed everywhere. my bad!! refund possible at all",
    "my husband stepped on the sunglasses and snapped the arm. My bad, honestly. can we get refund??",
    # the damage in a sentence of its own, after the household's mishap
    "My son knocked it off the table. It smashed. My fault entirely. Can you refund it?",
    "The dog knocked the vase off the shelf. It broke into bits. Entirely my fault for leaving it there. Refund possible?",
    "Hello. The kids knocked the lamp over. The shade is dented and the bulb holder is cracked. My fault for not "
    "watching them. Could I get my money back?",
    "My daughter dropped the bowl while drying up. It's in pieces now. Totally our fault. Could you refund it as a gesture?",
    "We knocked the vase over moving the sofa. Cracked right down the side. That's on us really - any chance of a refund?",
    "our toddler pulled the lamp down by the cable. the base is cracked now. my bad for leaving it there. refund?",
])
def test_a_mishap_the_customer_owns_up_to_across_sentences_is_no_claim_on_the_shop(text):
    reading = read_ticket(text, order_ref="SU-77001")
    assert "damaged_item" not in reading.intents
    assert "other" in reading.intents  # the ask for the money a person answers: any goodwill is theirs to give


@pytest.mark.parametrize("text", [
    "The vase arrived smashed, not my fault. Please refund it.",
    "Is it my fault it came broken? The mug is cracked in two. Refund please.",
    "I dropped you an email on Monday. The lamp is shattered. Please refund.",
    "The courier dropped it on the step. It smashed. Please refund it.",
    "I opened the box and the glass shattered. Refund please.",
    "I dropped the parcel off at the post office last week. The jug inside arrived shattered. Refund please.",
    "The plate was chipped when I unwrapped it. My bad for not checking sooner, but can I still get a refund?",
])
def test_damage_the_goods_came_with_stays_a_claim_beside_words_of_fault_or_dropping(text):
    assert "damaged_item" in read_ticket(text, order_ref="SU-77001").intents


@pytest.mark.django_db
def test_offline_pays_nothing_for_goods_the_customer_broke_and_owned_up_to(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-77030", maya, house, [("JUG-1", "Glass water jug", 1, 2600)], delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    run = offline_run("Bit of a disaster: I dropped the glass jug from SU-77030 while rinsing it and it smashed in the sink. "
                      "Entirely my own fault, but could you possibly refund it?", "SU-77030", subject="jug")
    assert not Refund.objects.filter(order__ref="SU-77030").exists()
    assert "damaged_item" not in run.subtasks.values_list("case_type", flat=True)
    # the ask for the money is a person's to answer, in the customer's words
    escalated = " ".join(e.open_item for e in run.escalations.all()).lower()
    assert "refund" in escalated


def test_the_guard_refuses_a_damage_refund_on_goods_the_customer_broke_and_owned_up_to():
    # a damage refund proposed anyway (a model reading "shattered" as a claim) has no damage claim in the ticket to stand on
    asked = request_dicts(read_ticket("Oops. My partner knocked the carafe off the worktop and it smashed to pieces. That's on us, "
                                      "but any chance of refunding it?", order_ref="SU-77040"), "SU-77040")
    order = {"order_ref": "SU-77040", "customer": {"email": "maya@example.com"}, "seller": {"name": "Our shop", "seller_type": "first_party"},
             "lines": [{"sku": "CRF-1", "description": "Glass carafe", "quantity": 1, "unit_price_cents": 2600}], "refunds": []}
    evidence = policy_evidence.Evidence(order=order, now=datetime(2026, 11, 16, 9, tzinfo=UTC))
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 2600, "lines": [{"sku": "CRF-1", "quantity": 1}]}
    assert guards.check_request_in_ticket(decision, evidence, asked, "").passed is False
