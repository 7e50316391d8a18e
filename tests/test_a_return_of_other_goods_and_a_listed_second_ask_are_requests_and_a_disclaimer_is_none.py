"""Beside a claim on one line, a return wanted of another line ("also lowkey wanna return the phone case its ugly")
is a change of mind of its own, never more of the claim (folded in, nothing would be done about the case). The
later items of a list a sentence asks ("I hereby request (i) the fee back; and (ii) written confirmation") are
asked too. A disclaimer ("no claim is made in respect of it") asks nothing and is never quoted back as open."""

import pytest

from runs.intents import read_ticket


def _reading(subject, body):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-40001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "the charger cable dont work at all, straight out of the box. also lowkey wanna return the phone case its ugly lol, havent even opened it",
    "The desk lamp arrived with a cracked shade. Separately, I'd like to return the notebook, it's not what I pictured, still sealed.",
    "The mug came chipped!! Also I want to return the teaspoons, don't need them after all.",
    "My toaster turned up dented on the side. Oh and I would like to send back the oven gloves, unopened, just changed my mind on the colour.",
    "kettle arrived smashed. ALSO i wanna send back the coasters, they look cheap",
])
def test_a_return_wanted_of_another_line_beside_a_claim_is_its_own_change_of_mind(body):
    reading = _reading("order", body)
    assert "change_of_mind" in reading.intents and len(reading.intents) == 2, _seen(reading)


@pytest.mark.parametrize("body", [
    "The mug came chipped. I'd like to return it for a refund please.",
    "The kettle arrived smashed, I want to send it back.",
    "The lamp arrived cracked. I don't want to return the shade, just refund it.",
])
def test_a_return_of_the_claimed_goods_stays_the_claims(body):
    reading = _reading("order", body)
    assert "change_of_mind" not in reading.intents, _seen(reading)


@pytest.mark.parametrize("body", [
    "I hereby request (i) reimbursement of the delivery charge, the parcel having arrived five days late; and (ii) written confirmation of the same for my records.",
    "We request (a) a refund of the express shipping fee since it came four days late, and (b) an explanation of the delay.",
    "Please arrange (1) a refund of the postage as the parcel came a week late; (2) a copy of the invoice.",
    "I require (i) the late delivery fee refunded, the order arriving three days after the promised date; (ii) a note confirming it in writing.",
    "Kindly provide (i) a refund of the delivery charge, the goods having been delivered late, and (ii) confirmation by email.",
])
def test_a_later_item_of_a_list_asked_is_asked_too(body):
    reading = _reading("delivery charge", body)
    assert "other" in reading.intents, _seen(reading)


@pytest.mark.parametrize("body", [
    "The delivery was four days late; I would like the fee refunded. For the avoidance of doubt, the lamp itself is satisfactory and no claim is made in respect of it.",
    "The parcel came late, please refund the postage. I make no claim about the goods, which are fine.",
    "Delivery was a week late and I'd like my shipping fee back. I'm not making any claim for the rug itself.",
    "The order came three days late, refund the delivery charge please. No claim is being made for the vase.",
    "It arrived late - refund the express fee please. We make no claim regarding the chairs themselves.",
])
def test_a_disclaimer_of_any_claim_asks_nothing(body):
    reading = _reading("late", body)
    assert reading.intents == ["late_delivery"], _seen(reading)
