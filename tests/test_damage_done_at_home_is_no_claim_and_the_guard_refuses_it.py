"""Damage done at home, after delivery, by the customer, their household, their animals or people they hired is no
claim on the shop: the policy pays damage in transit or found on arrival. Who did it (I, my son, our cat, the movers we
hired) times what they did (dropped, knocked over, sat on, chewed, put it in the dishwasher against the label,
overloaded, fell off the counter), told in one sentence or across sentences and paragraphs, in any voice, with typos.
Damage found on opening, the courier dropping it, a son who only opened the box, a visit to the depot and "not my
fault, it came like this" still pay. The screener and the guard read it with the same reading
(runs/intents/damage_words.cause_at_home); the guard refuses a damage refund on those goods whatever the model decided,
and says why in the customer's words. Wording written for these tests."""

from datetime import timezone

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from tests.guard_fixtures import decision_on

UTC = timezone.utc


def _damage_claimed(text: str) -> bool:
    return "damaged_item" in read_ticket(text, order_ref="SU-78001").intents


# --- the screener ---------------------------------------------------------------------------------------------------

# someone at home did it, told in the sentence of the damage
ONE_SENTENCE = [
    "My son dropped the vase and it smashed.",
    "my toddler knocked the lamp over and now the shade is dented, refund pls",
    "Our dog chewed the strap of the new bag and it's ripped, can you refund it?",
    "My husband sat on my new glasses and the frame snapped. Could I have a refund?",
    "hi, my flatmate overloaded the shelf and it snapped. can i get a refund",
    "The movers we hired dropped the mirror and it cracked. Can I get my money back?",
    "I put the non-stick pan in the dishwasher even though the label said not to and the coating has cracked. Refund?",
    "The mug fell off the kitchen counter this morning and it's chipped now. Refund please.",
    "my daughter droped the salad bowl while drying up and it broke in two",
    "Our cat knocked the bud vase off the windowsill, it's shattered.",
]
# ... in another voice: the goods as the subject, the household after "by"
PASSIVE = [
    "The vase got knocked off the sideboard by our dog and it's cracked. Can you refund it?",
    "The lampshade was sat on by my brother and is now bent out of shape.",
    "the cushion got chewed up by the puppy, its torn and theres stuffing everywhere",
    "Sadly the jug was dropped by one of the kids and it shattered on the tiles.",
    "The glasses were trodden on by my partner last night and one lens is cracked.",
]
# ... across sentences and paragraphs: the doing in one, the damage in the next (or the one after)
ACROSS = [
    "My son dropped the vase. It smashed.",
    "Our cat got on the shelf last night. The vase is in pieces.",
    "Our cat got on the shelf last night.\n\nThe vase is in pieces, can I get a refund?",
    "The puppy chewed the cushion. It's ripped open. Any chance of a refund?",
    "My daughter was carrying the bowl and dropped it. It's in bits. Refund please?",
    "Bit of a mishap on Sunday. My husband trod on the reading glasses.\n\nOne of the arms has snapped off. Could you refund them?",
    "the kids were playing football in the lounge. the floor lamp is now bent and the shade dented. refund?",
    "The lamp is another story: my son knocked it off the sideboard on Saturday. It's in about six pieces now.",
]

# ... with no one named, diary style: the customer's own doing
NO_SUBJECT = [
    "Me and my clumsy hands: dropped the teapot, the spout has snapped. Any chance of a refund?",
    "Dropped it on the tiles this morning, the handle has snapped. Refund?",
    "Knocked the lamp off the desk reaching for my phone - the base is cracked now.",
    "Stepped on the reading glasses getting out of bed, one lens has cracked",
    "Overloaded the shelf with books; it snapped in the middle. Refund possible?",
]


@pytest.mark.parametrize("text", ONE_SENTENCE + PASSIVE + ACROSS + NO_SUBJECT)
def test_damage_done_at_home_is_no_damage_claim(text):
    reading = read_ticket(text, order_ref="SU-78001")
    assert "damaged_item" not in reading.intents
    assert any("the customer says they or their household caused" in s.why for s in reading.sentences)


# near-misses: damage found on opening, the courier's doing, someone at home who only found it, a visit, a denial
STILL_A_CLAIM = [
    "The vase arrived smashed. Please refund it.",
    "When I unboxed it the vase was cracked. Refund please.",
    "The driver dropped it on the step. It's smashed. Please refund it.",
    "My son opened the box and found it cracked. Please refund.",
    "I dropped by the depot to collect it and it was broken. Refund please.",
    "Not my fault, it came like this: the bowl is cracked. Refund please.",
    "My son didn't drop it, it arrived cracked. Refund please.",
    "The step stool split the first time my husband stood on it.",
    "I dropped the parcel off at the post office last week. The jug inside arrived shattered. Refund please.",
    "I dropped you an email on Monday. The lamp is shattered. Please refund.",
    "my husband unpacked it and the glass top was already in pieces",
    "Our cat is fine, thanks for asking! The teapot lid arrived chipped though, refund please.",
    "The courier threw the parcel over the gate. The mirror is cracked right across.",
    "My wife noticed the mug was chipped when she took it out of the box. Refund please?",
    "We were worried the kids would knock it over, but in the end it arrived with the base already cracked.",
    "The driver came at 6, dropped it on the step and left. The vase is smashed.",
    "Dropped it off at the depot, the lamp inside arrived cracked.",
    "Opened the box, the vase was cracked. Refund please.",
    "Unpacked it today - the mirror is cracked right across.",
    "Got it today, smashed the seal open and the jug inside was cracked.",
]


@pytest.mark.parametrize("text", STILL_A_CLAIM)
def test_damage_found_on_arrival_or_done_by_the_courier_is_still_a_claim(text):
    assert _damage_claimed(text)


# --- the guard ------------------------------------------------------------------------------------------------------

_ORDER = {"order_ref": "SU-78040", "customer": {"email": "maya@example.com"}, "seller": {"name": "Our shop", "seller_type": "first_party"},
          "lines": [{"sku": "VAS-1", "description": "Glass vase", "quantity": 1, "unit_price_cents": 4200},
                    {"sku": "LMP-1", "description": "Ceramic table lamp", "quantity": 1, "unit_price_cents": 5600}], "refunds": []}


def _refund(sku: str) -> dict:
    return decision_on(sku, cents=4200)


@pytest.mark.parametrize("text", [
    "The glass vase arrived chipped, please refund it. Also my son knocked the table lamp over and it smashed, refund that too?",
    "Vase came with a crack in it, refund please.\n\nOur cat got on the sideboard last night. The lamp is in pieces, could you refund it as well?",
    "The vase turned up cracked - refund please. The lamp got sat on by my brother and the base broke. Can I get money back for it?",
    "vase arrived in bits pls refund. the movers we hired dropped the lamp, its shattered, refund that to?",
    "The vase was chipped when I unwrapped it, I'd like a refund. I put the lamp in the bath to clean it and now the base is cracked. Refund please.",
])
def test_the_guard_refuses_a_damage_refund_on_goods_damaged_at_home_and_pays_the_goods_that_came_damaged(text):
    asked = request_dicts(read_ticket(text, order_ref="SU-78040"), "SU-78040")
    lamp = guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked)
    assert lamp.passed is False
    words = "; ".join(guards.plain_words(lamp.check, lamp.inputs))
    assert "done at home" in words and '"' in words  # the customer's sentence, quoted
    assert guards.check_not_caused_at_home(_refund("VAS-1"), _ORDER, asked).passed is True


@pytest.mark.parametrize("told, damage", [
    (["My son dropped the lamp."], "It smashed."),
    (["Our cat got up on the sideboard last night."], "The lamp base is cracked right through."),
    ([], "My husband knocked the lamp off the desk and the base is cracked."),
    (["So the kids were playing ball indoors."], "the lamp got hit and the shade is dented"),
    (["I put the lamp through the dishwasher, the label said not to."], "Its glaze has crazed all over."),
])
def test_the_guard_reads_the_cause_itself_when_a_damage_claim_was_read_beside_it(told, damage):
    # a damage claim read as a request (a model's or a screener's miss) with its household cause told beside it
    asked = [{"text": damage, "kinds": ["damaged_item"], "spans": {}, **({"told": told} if told else {})}]
    result = guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked)
    assert result.passed is False
    assert result.check in guards.refusal_reasons([result]) or "done at home" in guards.refusal_reasons([result])


@pytest.mark.parametrize("text", STILL_A_CLAIM[:6] + [
    "The lamp arrived with the base cracked. The courier had dropped the box, you could see the dent.",
    "Opened the parcel and the lamp shade was crushed. My son helped me unpack it. Refund please.",
])
def test_the_guard_admits_a_damage_refund_on_goods_that_came_damaged(text):
    asked = request_dicts(read_ticket(text, order_ref="SU-78040"), "SU-78040")
    assert guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked).passed is True


def test_a_person_who_set_the_subtask_clears_a_goodwill_refund():
    asked = request_dicts(read_ticket("My son dropped the lamp. It smashed. Could you refund it?", order_ref="SU-78040"), "SU-78040")
    result = guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked, kind_set_by="lead@example.com")
    assert result.passed is True and result.inputs["cleared_by"] == "lead@example.com"


def test_only_damage_decisions_are_held():
    asked = request_dicts(read_ticket("My son dropped the lamp. It smashed. Also the delivery was four days late.", order_ref="SU-78040"), "SU-78040")
    late = {"case_type": "late_delivery", "action": "refund", "amount_cents": 695, "charges": ["delivery"]}
    assert guards.check_not_caused_at_home(late, _ORDER, asked).passed is True
