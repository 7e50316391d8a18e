"""A call, a manager or an apology asked beside a claim is a request of its own; an ask the customer
withdraws later in the ticket moves nothing, and a later choice replaces an earlier one; what came
told before what was ordered is a wrong item; an order number corrected in passing gives way to the
corrected one. Wording written for these tests, not the blind testers' sentences."""

import pytest

from runs.intents import read_ticket
from runs.sentences import orders_in


def _kinds(text: str) -> set[str]:
    return {k for s in read_ticket(text).requests for k in s.kinds}


@pytest.mark.parametrize("text", [
    "The sofa cushion split open along the zip when I unpacked it, and I want somebody senior to phone me about it.",
    "my kettle came dented, refund it please and also i want your supervisor to ring me back today",
    "The wardrobe door was cracked on arrival. I would also like an apology from a manager, this is the third time something came damaged.",
    "Lamp arrived with the shade crushed flat - also please have a manager contact me, I am fed up.",
    "The dinner plates are chipped all round, and I want to speak to a manager about how they were packed.",
])
def test_a_call_a_manager_or_an_apology_asked_beside_a_claim_is_its_own_request(text):
    kinds = _kinds(text)
    assert "damaged_item" in kinds, "the claim is still read"
    assert "other" in kinds, "the personal ask must reach a person, not fold into the claim"


@pytest.mark.parametrize("text", [
    "The mug is chipped on the handle, please refund it, no need to call me.",
    "The bread bin lid came dented. Refund please, and don't ring me, email is best.",
    "The parcel came late, please refund the delivery fee; your manager promised me that last week.",
])
def test_a_call_declined_or_a_manager_told_of_asks_nothing_more(text):
    assert "other" not in _kinds(text)


@pytest.mark.parametrize("text", [
    "I'd like to send the rug back, it's darker than the photos. Hmm, actually never mind, it works in the hall, I'll keep it.",
    "Can I return the cushions? They don't go with the sofa. Nah, forget the return, they've grown on me.",
    "Please arrange a return for the candle set, the scent is too strong. On second thoughts I'll hang on to it.",
    "I want to send the boots back for a refund. Scratch that.",
])
def test_a_return_withdrawn_later_in_the_ticket_is_not_asked(text):
    reading = read_ticket(text)
    assert "change_of_mind" not in reading.intents
    withdrawn = reading.sentences[0]
    assert withdrawn.role == "context" and "change_of_mind" in withdrawn.settles, "no return may follow a withdrawn ask"


@pytest.mark.parametrize("text", [
    "The vase arrived with a chip out of the base. Can you send another? Actually scratch that, just refund it please.",
    "the lamp is cracked, can you swap it for a new one?? scratch that - refund me instead pls",
    "Teapot spout snapped in the box. Would you post me a replacement? Hmm, never mind, refund it and I'll buy one in town.",
])
def test_a_later_choice_replaces_the_replacement_asked_before_it(text):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents, "the refund finally asked stands on the claim's merits"
    assert not any("refund" in s.forbids for s in reading.sentences), "the withdrawn replacement may not hold the refund"
    assert not any(s.is_request and "other" in s.kinds for s in reading.sentences), "the withdrawn replacement is not asked of a person"


def test_a_change_of_mind_naming_what_it_drops_takes_back_only_that():
    reading = read_ticket("The mug came chipped, please refund it. Never mind the late delivery.")
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("text", [
    "2) The towels are pink. I ordered the grey set.",
    "the cushions came in navy... we picked the mustard ones",
    "The jumper is a large. I ordered a small.",
])
def test_what_came_told_before_what_was_ordered_is_a_wrong_item(text):
    assert "wrong_item" in _kinds(text)
    assert "other" not in _kinds(text), "the order told after it is part of the claim, not a request of no kind"


@pytest.mark.parametrize("text, kept, gone", [
    ("Order SU-64410 - sorry, typo, it's SU-64401. The kettle came dented, refund please.", "SU-64401", "SU-64410"),
    ("Re SU-7001 (i mean SU-7010): the bowl is cracked.", "SU-7010", "SU-7001"),
    ("It's order SU-55012, not SU-55021. The lamp never arrived.", "SU-55012", "SU-55021"),
    ("SU-30301 oops wrong number, should be SU-30310 - the rug is torn.", "SU-30310", "SU-30301"),
])
def test_a_corrected_order_number_gives_way_to_the_corrected_one(text, kept, gone):
    assert orders_in(text) == [kept]
    assert all(s.order in ("", kept) for s in read_ticket(text).sentences)
    assert any(s.is_request and s.order == kept for s in read_ticket(text).sentences)


def test_two_orders_told_apart_keep_their_own_requests():
    reading = read_ticket("SU-5001: the mug is chipped. SU-5002: the parcel was late.")
    assert {s.order for s in reading.requests} == {"SU-5001", "SU-5002"}


@pytest.mark.parametrize("text", [
    "Picked up the torch from you for our trip. It's dead out of the box, won't switch on even after a full charge. The rest of the gear is sorted, we fly Friday.",
    "The toaster is dead on delivery. Everything else in the order is sorted, cheers.",
    "The kettle doesn't work, never did from day one. The other bits we bought are all sorted now.",
])
def test_the_rest_of_the_goods_called_sorted_settles_nothing_of_the_problem_just_told(text):
    assert "damaged_item" in _kinds(text)


def test_a_problem_the_next_sentence_says_was_refunded_stays_settled():
    assert "damaged_item" not in _kinds("The jug arrived cracked. You refunded it already, thanks.")
