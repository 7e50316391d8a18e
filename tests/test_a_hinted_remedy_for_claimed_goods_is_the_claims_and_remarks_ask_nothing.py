"""A remedy hinted or wished for goods the ticket claims a problem with ("any chance of a refund on the clock?",
"a refund would be appreciated", "could I possibly have my money back for it"), told before or after the claim,
is that claim's remedy: read as a request of its own, a person would follow up on money already paid and the
reply would say the refund was made and then that it was not. A remedy asked for goods no claim names stays
its own request. Sentences that ask nothing (a problem that sorted itself, "ignore that bit", the customer's
years with the shop, a fee declined beside a complaint about the shop's systems) are never quoted back as
open requests."""

import pytest

from runs.intents import read_ticket


def _reading(subject, body):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-30001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("subject,body", [
    ("vase", "any chance i could get a refund on the vase? it arrived smashed to bits"),
    ("kettle", "It'd be great if you could sort a refund for the kettle. It arrived with a big dent in the side."),
    ("lamp", "The lamp base arrived cracked right through. A refund would be appreciated."),
    ("bowl", "Hello, the salad bowl turned up chipped on the rim. Could I possibly have my money back for it?"),
    ("mirror", "Dear Sir, the mirror arrived shattered. I should be most grateful if you would refund the mirror, since I cannot hang it like this."),
    ("jug", "the jug was broken when it came. any chance of a refund for the jug??"),
    ("order", "Hi, the picture frame came with the glass cracked. It would be lovely if you could refund the frame, as it was a gift."),
])
def test_a_hinted_remedy_for_the_claimed_goods_is_the_claims_own(subject, body):
    reading = _reading(subject, body)
    assert reading.intents == ["damaged_item"], _seen(reading)


@pytest.mark.parametrize("body", [
    "I was billed twice for the blanket on the 3rd, same amount both times. Could you reverse one of them?",
    "My card shows the rug payment two times. Can you pull one of them back please?",
    "you charged me twice for the towels!! any chance of a refund on one of them",
    "There are two identical charges for my order on my statement. A refund of the extra one would be appreciated.",
    "Charged two times for the same cushion. I'd be grateful if you could refund one.",
])
def test_a_hinted_refund_beside_a_charge_taken_twice_is_that_charges(body):
    reading = _reading("statement", body)
    assert reading.intents == ["duplicate_charge"], _seen(reading)


@pytest.mark.parametrize("body", [
    "The clock arrived smashed. Any chance of a refund on the vase?",
    "The kettle came dented. It'd be great if you could refund the toaster and the blender too.",
    "The mug arrived chipped. A refund would be appreciated, and could you change my email address?",
    "The lamp arrived cracked. Could I possibly have my money back for the rug as well, it never suited the room?",
    "The teapot arrived broken. I should be grateful if you would refund the curtains as well, they clash with everything.",
])
def test_a_remedy_for_goods_no_claim_names_stays_its_own_request(body):
    reading = _reading("order", body)
    assert "other" in reading.intents, _seen(reading)


@pytest.mark.parametrize("body", [
    "The parcel was late and the mug came chipped. Don't bother with the fee, but refund the mug.",
    "My order was three days late, and the mug arrived with a chip. Forget the delivery charge, just refund the mug please.",
])
def test_a_fee_declined_beside_a_remedy_still_claims_the_remedy(body):
    reading = _reading("order", body)
    assert "damaged_item" in reading.intents and "late_delivery" not in reading.intents, _seen(reading)


@pytest.mark.parametrize("body", [
    "Update: next door had the package all along, panic over!",
    "My parcel never showed up. Oh wait, found it behind the bins - false alarm!",
    "ignore my last email, the neighbour had the parcel all along",
    "So sorry for the fuss, my husband had the box all along. Panic over.",
    "Quick update - found the parcel in the porch, all good now!",
])
def test_a_problem_that_sorted_itself_asks_nothing(body):
    reading = _reading("parcel", body)
    assert reading.intents == [], _seen(reading)


@pytest.mark.parametrize("body", [
    "The courier said they'd refund the late delivery fee themselves, so ignore that bit. The frying pan arrived with a cracked handle, refund please.",
    "The postman told me the courier will refund the delivery charge directly, so disregard that part. The frying pan came with a cracked base; refund please.",
    "The courier is refunding the shipping themselves so never mind that. Main thing, the frying pan arrived dented. Please refund it.",
])
def test_a_sentence_withdrawn_in_its_own_words_is_no_request(body):
    reading = _reading("pan", body)
    assert reading.intents == ["damaged_item"], _seen(reading)


@pytest.mark.parametrize("body", [
    "I have been a customer of yours for some years now and always found your goods excellent. The jug arrived cracked, please refund it.",
    "I've been a loyal customer since 2015, never had a problem before. The jug arrived cracked, please refund it.",
    "We have been customers of yours for over a decade. Sadly the jug arrived cracked. A refund please.",
    "i've shopped with you for years!! but the jug arrived cracked, refund pls",
    "I'm a regular customer for a long time now. The jug arrived cracked and I'd like a refund.",
])
def test_the_customers_years_with_the_shop_ask_nothing(body):
    reading = _reading("jug", body)
    assert reading.intents == ["damaged_item"], _seen(reading)


@pytest.mark.parametrize("body", [
    "YOU CHARGED ME TWICE FOR THE LAMP. THE PARCEL WAS LATE TOO. DON'T BOTHER REFUNDING THE DELIVERY FEE, JUST FIX YOUR BILLING SYSTEM.",
    "Charged twice for the lamp, and it came late. Don't bother refunding the shipping, just sort out your checkout.",
    "I was charged two times for the lamp and delivery was late. No need to refund the delivery fee - please fix your website though.",
])
def test_a_fee_declined_beside_a_complaint_is_the_decline_not_a_request(body):
    reading = _reading("lamp", body)
    assert reading.intents == ["duplicate_charge"], _seen(reading)
    assert any("delivery_refund" in s.forbids or "shipping" in s.forbids for s in reading.sentences), _seen(reading)


@pytest.mark.parametrize("body", [
    "I have been a customer for years, please close my account.",
    "I've been a loyal customer since 2015, can you give me a discount?",
    "Update: the parcel turned up in the end, panic over - but can you send me the receipt please?",
    "My parcel never came. Panic stations, it was a birthday present!",
    "The courier said they'd refund the fee themselves, so ignore that bit, but please send me a copy of the invoice.",
])
def test_a_remark_beside_a_real_ask_leaves_the_ask_standing(body):
    reading = _reading("order", body)
    assert reading.intents, _seen(reading)


def test_a_fee_declined_beside_the_claims_remedy_forbids_the_fee_only():
    reading = _reading("order", "The parcel came four days late. The mug arrived chipped. Don't bother with the delivery fee, but refund the mug.")
    assert reading.intents == ["damaged_item"], _seen(reading)
    assert [s.forbids for s in reading.sentences if s.forbids] == [["delivery_refund"]], _seen(reading)


def test_a_fee_declined_beside_a_refund_of_unclaimed_goods_leaves_that_refund_for_a_person():
    reading = _reading("order", "The parcel came four days late. The mug arrived chipped. Don't bother with the delivery fee, but refund the vase.")
    assert "other" in reading.intents or "vase" not in " ".join(s.text for s in reading.sentences if s.role == "attached"), _seen(reading)


@pytest.mark.parametrize("body", [
    "The kettle came dented. It'd be great if you could refund the toaster too.",
    "The mug arrived chipped. Could you also refund the saucer?",
    "The teapot arrived broken. I should be grateful if you would refund the teapot and the curtains.",
    "The lamp arrived cracked. A refund for the rug as well would be appreciated.",
    "the vase came smashed. pls refund the vase, and the candles too",
])
def test_a_remedy_naming_one_more_unclaimed_thing_is_not_folded_into_the_claim(body):
    # one word beyond the claim is let through as wrapping ("asap", "when you get a moment"), but never goods the remedy is for
    reading = _reading("order", body)
    assert "other" in reading.intents, _seen(reading)


@pytest.mark.parametrize("body", [
    "The vase came smashed. Please refund the vase too.",
    "The lampshade came torn. Please refund the shade asap.",
    "Toaster turned up with a dented side. I'd really appreciate a refund when you get a moment.",
    "My order of six candles came one short. Refund the missing candle please.",
    "The lamp arrived with its shade crushed. Would it be at all possible to get my money back on the lamp?",
])
def test_a_remedy_for_the_claimed_goods_alone_stays_the_claims(body):
    reading = _reading("order", body)
    assert "other" not in reading.intents, _seen(reading)
