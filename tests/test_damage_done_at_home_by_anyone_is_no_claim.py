"""Damage done after delivery at the customer's place is no claim on the shop whoever did it: a relative named by
relation or by name, a guest at a party, help the customer hires, their own appliance ("my iron scorched it"). The
actor is read in general (any person noun, a name, "someone at the party", the customer's own appliance), not from a
list of household members; the carrier's side (courier, driver, postman, the van) and damage found on arrival or on
unboxing stay a claim, whoever at home is named beside it. The screener and the guard share the reading
(runs/intents/damage_words.cause_at_home). Wording written for these tests."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts

from .test_damage_done_at_home_is_no_claim_and_the_guard_refuses_it import _ORDER, _refund


def _held(text: str) -> bool:
    reading = read_ticket(text, order_ref="SU-78001")
    return "damaged_item" not in reading.intents and any(
        "the customer says they or their household caused" in s.why for s in reading.sentences)


RELATIVES_AND_NAMES = [
    "My father-in-law leaned on the glass shelf while he was visiting and it cracked right across. Refund?",
    "my nan, bless her, knocked the jug off the table at sunday lunch and it smashed",
    "my cousin steped on the reading glasses last nite, one arm snapped off. money back pls?",
    "Uncle Pete sat on the cushion and now the seam is ripped. Could I get a refund for it?",
    "Sophie dropped the serving platter at Christmas dinner and it broke in two. Refund please.",
    "Priya stood on the sunglasses by mistake and the lens popped out and cracked. Could you refund them?",
    "Jamie spilt red wine all over the new rug, it's stained. refund?",
    "Our neighbour's boy kicked his ball through the window and hit the vase, it's in pieces now. Can you refund?",
]
GUESTS_AND_PARTIES = [
    "Had people round on saturday and one of the guests knocked the vase off the mantelpiece. It's smashed. Refund please.",
    "a guest at our barbecue sat on the folding lantern and crushed it, refund?",
    "At the party someone dropped the cake stand and the top tier snapped. Can I have a refund?",
    "we had a house warming, some guy from my wife's work stood on the photo frame and the glass is cracked. refund pls",
    "After the christening do, the mirror got knocked off the wall and cracked. Is it refundable?",
    "my mate Gaz knocked the lamp over, the shade is dented now. refund?",
]
HIRED_HELP = [
    "The cleaner knocked the vase off the shelf yesterday and it smashed. Refund?",
    "our cleaning lady dropped the teapot while washing up, the lid is chipped. Refund please?",
    "The painters we had in knocked the lamp over and bent the stem. Can I claim a refund?",
    "the babysitter let the kids play with the snow globe and they dropped it, its cracked. refund?",
    "Our gardener ran over the solar light with the mower and it's crushed. Refund please.",
]
APPLIANCES = [
    "my iron scorched the linen napkin, its got a brown mark. refund?",
    "I think our washing machine chewed up the cushion cover, the seam is ripped. Refund?",
    "The tablecloth has a melted patch - probably my hair straighteners. Can you refund it?",
    "burnt the placemat with my iron, oops, it's got a scorch mark now. any chance of a refund?",
    "The robot vacuum knocked the plant pot over and it cracked. Refund?",
    "my candle melted the edge of the frame. refund please",
    "My iron left a scorch mark on the tea towel. Refund?",
]


@pytest.mark.parametrize("text", RELATIVES_AND_NAMES + GUESTS_AND_PARTIES + HIRED_HELP + APPLIANCES)
def test_damage_done_at_home_by_anyone_is_no_damage_claim(text):
    assert _held(text)


# the carrier's side did it, or it was found so on arrival or unboxing with someone at home beside it: still a claim
STILL_A_CLAIM = [
    "the delivery driver sat it on the wet step and it warped. Refund please.",
    "my neighbour took the parcel in for me and it was already crushed. Refund please.",
    "my friend helped me unbox it and we found the glass cracked. Refund please.",
    "The delivery guy knocked the vase over on my doorstep and it smashed. Refund please.",
    "The postman stood on the parcel when he left it. The lamp shade is crushed. Refund please.",
    "The van must have dropped it, the jug is smashed. Refund please.",
    "Evri dropped the parcel and the vase is smashed. Refund please.",
    "Royal Mail must have dropped it. The vase is smashed. Refund please.",
    "Someone at the depot dropped the box, the vase is smashed. Refund please.",
    "A man from the courier company dropped it on my step and the vase cracked. Refund please.",
    "My neighbour signed for it and when I opened it the bowl was cracked. Refund please.",
    "Dave from your warehouse dropped it and the vase is smashed. Refund please.",
    "My sister came round and we unpacked it together, the bowl was already cracked. Refund please.",
    "The glass was cracked when my brother-in-law opened the box for me. Refund please.",
    "The bowl arrived cracked, Tom noticed it straight away. Refund please.",
    "the courier dropped it on the step, I saw it from the window, the vase is smashed. refund pls",
]


@pytest.mark.parametrize("text", STILL_A_CLAIM)
def test_damage_by_the_carrier_or_found_on_arrival_is_still_a_claim(text):
    assert "damaged_item" in read_ticket(text, order_ref="SU-78001").intents


@pytest.mark.parametrize("text", [
    "The vase arrived chipped, refund please. My brother-in-law stayed over and managed to sit on the table lamp; the base snapped. Refund that too?",
    "vase came cracked pls refund. at the party a friend knocked the lamp off the shelf, its in bits, refund that to?",
    "The vase was chipped when I unwrapped it. The cleaner we hire knocked the lamp over and the shade split. Can I get a refund for both?",
    "Vase turned up cracked, refund please. Marek dropped the lamp at dinner and it smashed, could you refund it as well?",
    "The glass vase arrived chipped. The lamp shade has a scorch mark, think it was my iron. Refund both please.",
    "Vase arrived cracked - refund please. My mother, who is 91, let the lamp slip from her hands and the base broke. Refund it too?",
])
def test_the_guard_refuses_a_refund_on_goods_anyone_damaged_at_home_and_pays_the_goods_that_came_damaged(text):
    asked = request_dicts(read_ticket(text, order_ref="SU-78040"), "SU-78040")
    lamp = guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked)
    assert lamp.passed is False
    assert "done at home" in "; ".join(guards.plain_words(lamp.check, lamp.inputs))
    assert guards.check_not_caused_at_home(_refund("VAS-1"), _ORDER, asked).passed is True


@pytest.mark.parametrize("text", STILL_A_CLAIM[:3] + STILL_A_CLAIM[8:11])
def test_the_guard_admits_a_refund_on_goods_the_carrier_damaged_or_that_came_damaged(text):
    asked = request_dicts(read_ticket(text.replace("the vase", "the lamp"), order_ref="SU-78040"), "SU-78040")
    assert guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked).passed is True
