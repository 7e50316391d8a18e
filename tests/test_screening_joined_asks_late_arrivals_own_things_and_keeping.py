"""Screening: a second ask joined to a remedy sentence is its own request; an arrival told by when it
finally came is a late delivery; the fee asked back by what was paid for it; a kind follow-up points
back; the customer's own things set against the order are a change of mind; keeping the goods while
asking their money is the refund-and-keep remedy, not a decline. Each with a near miss."""

import pytest

from runs.intents import read_ticket


def _roles(text):
    return [(s.role, s.kinds) for s in read_ticket(text).sentences]


def _sentence(text, start):
    return next(s for s in read_ticket(text).sentences if s.text.startswith(start))


# --- a second ask joined to the remedy's sentence -------------------------------------------------------

@pytest.mark.parametrize("text, start", [
    ("My parcel never turned up. I'd like my money back, and I'd also like a manager to ring me about it.", "I'd like my money"),
    ("The chair came with a snapped leg. Money back please, plus I need somebody to phone me before 5pm.", "Money back"),
    ("the kettle never came!! want my cash back and i want u to explain why the driver lied", "want my cash"),
    ("Lamp arrived smashed to bits. Refund or a new one, either way, and I want to speak to a supervisor today.", "Refund or"),
])
def test_a_second_ask_joined_to_a_remedy_in_no_cue_words_goes_to_a_person(text, start):
    s = _sentence(text, start)
    assert s.role == "request" and "other" in s.kinds


@pytest.mark.parametrize("text", [
    "The vase arrived smashed. I want my money back and I want it sorted quickly.",
    "The vase arrived smashed. I want my money back, and no need to call me.",
])
def test_a_remedy_sentence_with_nothing_new_after_it_stays_with_its_claim(text):
    assert read_ticket(text).intents == ["damaged_item"]


# --- an arrival told by when it finally came --------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The boots did not arrive until the 19th, nine days after the date on the website.",
    "It didn't turn up till Friday even though I paid for next day.",
    "Paid for express shipping and the rug only came on the Thursday after.",
    "we never got them until after the wedding was over",
])
def test_an_arrival_told_by_when_it_came_is_a_late_delivery_not_a_parcel_that_never_came(text):
    kinds = read_ticket(text).intents
    assert "late_delivery" in kinds and "non_delivery" not in kinds and "wrong_item" not in kinds


@pytest.mark.parametrize("text", [
    "The rug has not arrived and tracking stopped updating a week ago.",
    "My order still hasn't come, and it's been two weeks.",
])
def test_a_parcel_that_has_not_come_is_still_a_non_delivery(text):
    assert read_ticket(text).intents == ["non_delivery"]


def test_when_it_arrived_told_beside_damage_is_no_lateness():
    assert "late_delivery" not in read_ticket("It only arrived yesterday and the handle is already loose.").intents


# --- the fee asked back by what was paid for it ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "It seems right that I get back what I paid for the express delivery, as it was anything but express.",
    "Could you refund the money we spent on next-day shipping?",
    "pls credit me the extra i paid for tracked postage",
])
def test_the_fee_asked_back_by_what_was_paid_for_it_is_read(text):
    assert "late_delivery" in read_ticket(text).intents


def test_money_paid_for_the_goods_is_no_fee():
    assert "late_delivery" not in read_ticket("The blender is cracked. Please refund what I paid for the blender.").intents


# --- a kind follow-up points back at the request before it ----------------------------------------------------

@pytest.mark.parametrize("follow_up", [
    "I'd be so grateful if you could sort that out whenever you get a chance.",
    "We would be most obliged if someone could see to it at your earliest convenience.",
    "I should be glad if you could deal with this when you have a moment.",
])
def test_a_kind_follow_up_asks_what_the_request_before_it_asks(follow_up):
    text = f"The teapot arrived with the spout snapped off. Please refund it. {follow_up}"
    assert read_ticket(text).intents == ["damaged_item"]
    assert _sentence(text, follow_up[:12]).role in ("attached", "courtesy")  # no request of its own


def test_a_kind_follow_up_that_asks_something_new_is_its_own_request():
    text = "The teapot arrived with the spout snapped off. Please refund it. I'd be grateful if you could call my husband about it."
    assert "other" in read_ticket(text).intents


def test_a_negated_follow_up_is_not_read_as_pointing_back_and_a_word_ending_in_nt_is_no_negation():
    text = "The teapot arrived with the spout snapped off. Please refund it. Could you see to that when you have a moment?"
    # (attached to the claim, or a courtesy asking its remedy "when you have a moment": either way no request of its own)
    assert _sentence(text, "Could you").role in ("attached", "courtesy")


# --- the customer's own things set against what was ordered -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "We bought the charcoal rug, but our floorboards are nearly black so it vanishes. Can we return it?",
    "i ordred the 140cm curtains but my window is 180 wide. can i send them back",
    "I ordered the olive throw, whereas our armchair turns out to be a mustard colour. Is it OK to return it?",
])
def test_what_was_ordered_set_against_the_customers_own_things_is_a_change_of_mind(text):
    kinds = read_ticket(text).intents
    assert "wrong_item" not in kinds and "change_of_mind" in kinds


@pytest.mark.parametrize("text", [
    "I ordered the queen sheets but the ones you sent are a double.",
    "I ordered the navy mug but my parcel had a red one in it.",
    "I ordered the 6-pack of socks but my socks are a 3-pack.",
])
def test_what_came_set_against_the_order_is_still_a_wrong_item(text):
    assert read_ticket(text).intents == ["wrong_item"]


# --- keeping the goods while asking their money ------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The lamp base came cracked. Can I have my money back? We'll hang on to it, it still works.",
    "teapot lid chipped in the post, refund pls, ill keep it anyway",
    "The kettle turned up with a big dent. Please refund it - I'll just keep it, no need to send it back.",
])
def test_keeping_the_goods_while_asking_their_money_is_the_refund_and_keep_remedy(text):
    reading = read_ticket(text)
    assert reading.intents == ["damaged_item"]
    assert not any(s.settles for s in reading.sentences)


def test_the_goods_kept_after_a_refund_asked_are_an_offer_not_a_ban_on_collecting_them():
    s = _sentence("The lamp base came cracked. Could you refund it? I'll keep it for the shed.", "I'll keep")
    assert s.role == "context" and not s.settles and "collection" not in s.forbids
    assert s.forbids == ["return"]  # the goods stay with the customer: nothing is sent back by them (a return waits for a person)
    said = _sentence("The lamp base came cracked. Could you refund it? I'll keep it, please don't send a courier.", "I'll keep")
    assert said.forbids  # what the sentence itself forbids is still held


@pytest.mark.parametrize("text", [
    "The mug came chipped. Don't refund it, I'll keep it.",
    "The mug came chipped. I'll keep it, no refund needed.",
    "The mug came chipped. Could you refund it? Actually no, I'll keep it and want nothing for it.",
])
def test_keeping_the_goods_with_the_money_declined_still_declines(text):
    assert "damaged_item" not in read_ticket(text).intents
