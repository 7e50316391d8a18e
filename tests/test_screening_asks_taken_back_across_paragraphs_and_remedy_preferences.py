"""Screening: an ask taken back at the opening of the next paragraph is withdrawn; a remedy asked
under the claim's own condition, with the customer's preference between remedies, is that claim's
remedy; the words that only ask for a send-back to be set up name nothing new; a swap asked "for a
different colour" is a remedy, not a claim that a different colour came. Each with a near miss."""

import pytest

from runs.intents import read_ticket


def _sentence(reading, start):
    return next(s for s in reading.sentences if s.text.startswith(start))


@pytest.mark.parametrize("text", [
    "Please refund the wool throw from order 55102, it's scratchier than I'd like.\n\nActually no - forget the refund. Can I exchange it for the cotton one?",
    "I'd like my money back for the desk lamp, it's too bright for the bedroom.\n\nHmm, on second thoughts, could you swap it for the dimmer model?",
    "Could you refund the vase? It doesn't go with the hallway.\n\nScratch that - I'd rather exchange it for the taller one.",
])
def test_an_ask_taken_back_at_the_opening_of_the_next_paragraph_is_withdrawn(text):
    reading = read_ticket(text)
    assert "change_of_mind" not in reading.intents
    assert "other" in reading.intents  # the swap asked instead goes to a person


def test_a_new_paragraph_that_takes_back_nothing_leaves_the_ask_standing():
    reading = read_ticket("Please refund the wool throw from order 55102, it doesn't go with the sofa.\n\nThanks for the quick shipping though.")
    assert reading.intents == ["change_of_mind"]


@pytest.mark.parametrize("text", [
    "Tracking says the parcel was lost in transit. If that's right, please refund me - I'd rather shop elsewhere than wait for another.",
    "Tracking shows it lost by the courier. If it is lost, could you refund it, as we would rather have the money than a new one.",
    "My box never arrived. Please refund me, as I'd much rather buy it in town than wait another fortnight.",
])
def test_a_remedy_asked_with_a_preference_between_remedies_is_the_claims_own(text):
    assert read_ticket(text).intents == ["non_delivery"]


def test_a_preference_that_asks_something_new_is_still_read():
    text = "My box never arrived. Please refund me and cancel my newsletter subscription, I'd rather not get more emails than I need."
    assert "other" in read_ticket(text).intents


@pytest.mark.parametrize("ask", [
    "Please arrange for me to send it back and refund me.",
    "Could you organise for me to return it for a refund?",
    "Can you let me send it back and get my money?",
])
def test_asking_a_wrong_items_send_back_to_be_set_up_is_its_remedy_not_a_change_of_mind(ask):
    reading = read_ticket(f"I ordered the black kettle but the box contained a white toaster instead. {ask}")
    assert reading.intents == ["wrong_item"]


def test_a_send_back_of_goods_no_claim_names_is_still_a_change_of_mind():
    reading = read_ticket("The toaster arrived dented. Could you also arrange for me to send back the spare grill pan I don't need?")
    assert "change_of_mind" in reading.intents or "other" in reading.intents


@pytest.mark.parametrize("text", [
    "Could I swap it for a different colour instead?",
    "Would you exchange them for a different size, please?",
    "I'd like to change it to a different shade if possible.",
])
def test_a_swap_asked_for_a_different_colour_is_no_claim_of_a_wrong_item(text):
    assert "wrong_item" not in read_ticket(f"The ceramic lamp doesn't go with our walls. {text}").intents


def test_goods_that_came_in_a_different_colour_are_still_a_wrong_item():
    assert read_ticket("The lamp came in a different colour from the one on my order.").intents == ["wrong_item"]


# --- courtesy and remarks on the writing are no request ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Sorry about the rambling message, I'll keep it brief from here.",
    "sorry for the long email!! will try to be short",
    "Apologies - I'll try to make this short.",
])
def test_a_remark_on_the_length_of_the_message_asks_nothing(text):
    reading = read_ticket(f"{text} The kettle arrived dented, please refund it.")
    assert reading.intents == ["damaged_item"]


def test_a_message_that_came_short_is_still_told():
    assert read_ticket("The box came two plates short. Please refund those.").intents != []


@pytest.mark.parametrize("text", [
    "If not, we totally understand, no worries at all.",
    "If that's not possible, that's fine.",
    "And if you can't, please don't worry.",
])
def test_understanding_offered_if_the_answer_is_no_asks_nothing(text):
    reading = read_ticket(f"The throw doesn't go with our sofa. Could I send it back? {text}")
    assert reading.intents == ["change_of_mind"]


def test_a_fallback_that_asks_a_remedy_is_still_read():
    reading = read_ticket("The throw doesn't go with our sofa. Could I send it back? If not, please send a store credit instead.")
    assert "other" in reading.intents


@pytest.mark.parametrize("text", [
    "Now that it's here the rug is much darker than we expected, can I send it back?",
    "the frame is a lot chunkier than I'd imagined - ok to return it?",
    "It's smaller than I had in mind. Could I return it?",
])
def test_goods_set_against_what_the_customer_pictured_are_a_change_of_mind(text):
    assert read_ticket(text).intents == ["change_of_mind"]


@pytest.mark.parametrize("text", [
    "The parcel came on Thursday, which was quicker than I expected, and the driver was lovely.",
    "The quilt is even nicer than we'd hoped!",
])
def test_praise_set_against_what_the_customer_pictured_is_no_change_of_mind(text):
    assert "change_of_mind" not in read_ticket(text).intents


def test_damage_worse_than_the_customer_thought_is_still_damage():
    assert "damaged_item" in read_ticket("The crack in the vase is bigger than I thought at first. Please refund it.").intents


@pytest.mark.parametrize("wish", [
    "My in-laws come on the 3rd and I'd love it to be down by then.",
    "We'd really like them to be up before the party on Saturday.",
    "i would just like the shelf to be fitted in time for xmas",
])
def test_when_the_customer_would_like_the_goods_in_place_is_a_circumstance_of_the_request_beside_it(wish):
    reading = read_ticket(f"Is my replacement rug on its way? {wish}")
    assert reading.intents == ["question"]


def test_that_wish_alone_or_naming_work_is_still_read():
    assert read_ticket("I'd love it to be here by Friday.").intents == ["other"]
    assert "other" in read_ticket("The rug came stained, please refund it. I'd like it to be collected by Friday.").intents
