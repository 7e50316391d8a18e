"""A sentence that restates or surrounds a request the ticket already makes is not a second `other` request handed to
a person (held-back rounds ver28a / adv28): money back for a parcel that never came beside its non-delivery claim,
"refund the split one" beside the split cover's claim, a return's how-to and the goods' unused state beside a return,
an approval the customer says was given, a wish about the reply's form. A real new request beside them is still `other`,
and a demand for more than the claim pays is never folded in silently."""

import pytest

from runs.intents import read_ticket


def _others(text: str) -> list[str]:
    return [s.text for s in read_ticket(text, order_ref="SU-70001").requests if "other" in s.kinds]


def _kinds(text: str) -> set[str]:
    return {k for s in read_ticket(text, order_ref="SU-70001").requests for k in s.kinds}


LOST = "Order SU-70001 never arrived, tracking has been stuck for two weeks."


@pytest.mark.parametrize("ask", [
    "I want my money back for the whole order, delivery included.",
    "I want my money back for the parcel that never arrived.",
    "Refund the full $84.20 to my card by 5pm today or my solicitor gets involved.",
    "just give me a refund for everything pls",
    "Please refund me in full.",
    "i need my money back asap!!",
    "Could I have a refund of the whole lot, postage and all?",
])
def test_money_back_beside_a_lost_parcel_is_the_claims_own_ask(ask):
    text = f"{LOST}\n{ask}"
    assert "non_delivery" in _kinds(text) and not _others(text), read_ticket(text, order_ref="SU-70001").sentences


@pytest.mark.parametrize("ask", [
    "I want my money back for the whole order, and also can you change my address to 4 Elm Row.",
    "Refund me and cancel my other order SU-70002 too.",
    "I want my money back plus $50 compensation for the hassle.",
    "Refund three times the order value for my trouble.",
    "Also please cancel my subscription.",
    "And send me a voucher for my next order.",
])
def test_a_new_or_bigger_demand_beside_a_lost_parcel_stays_for_a_person(ask):
    assert _others(f"{LOST}\n{ask}")


def test_a_whole_order_refund_beside_one_broken_line_is_not_folded_silently():
    text = "Order SU-70001: the teapot arrived with a cracked spout, the cups were fine.\nI want my money back for the whole order."
    assert _others(text)


@pytest.mark.parametrize("text", [
    "SU-70001 - one of the two cushion covers has a seam split open along one side. The other one is fine. Please refund the split one.",
    "One of my mugs came chipped on the rim, the other is ok. Refund the chipped one please.",
    "two plates in the box, one arrived cracked right across. pls refund the cracked one",
    "The left curtain panel came ripped at the hem. Could you refund the ripped one?",
    "Of the 3 bowls one came with a dent in it. refund the dented one thanks",
    "One of the lampshades is torn at the seam. I'd like a refund on the torn one.",
])
def test_which_one_in_damage_words_is_the_claims_goods(text):
    assert "damaged_item" in _kinds(text) and not _others(text)


def test_a_refund_for_other_goods_beside_a_damage_claim_stays_for_a_person():
    assert _others("One of the mugs came chipped on the rim. Please also refund the toaster.")


WRONG = "I ordered the towel set in navy but got the grey one. I want to send it back."


@pytest.mark.parametrize("extra", [
    "Please tell me how I send it.",
    "how do i return them?",
    "Where do I post it back to?",
    "Can you email me a return label?",
    "I did not open the plastic.",
    "It's still sealed in its original packaging.",
    "We haven't used them.",
    "I never opened it.",
])
def test_a_returns_how_to_and_the_goods_unused_state_belong_to_the_return(extra):
    assert not _others(f"{WRONG}\n{extra}")


@pytest.mark.parametrize("extra", [
    "Also please change my delivery address for next time.",
    "And cancel my other order SU-70002 please.",
])
def test_a_new_request_beside_a_return_stays_for_a_person(extra):
    assert _others(f"{WRONG}\n{extra}")


DAMAGED = "The oak side table from order SU-70001 arrived with one leg split right through."


@pytest.mark.parametrize("told", [
    "I phoned yesterday and your manager already approved the refund over the phone, just pay it please.",
    "Your agent Sam agreed to refund it when I called on Monday.",
    "a supervisor authorised the refund by phone already so no need to check again",
    "Someone from your team okayed it on the phone last week.",
    "It was approved over the phone, please just process it.",
    "your rep promised me the money back, so please get on with it",
])
def test_an_approval_the_customer_tells_is_context_for_the_claim(told):
    text = f"{DAMAGED}\n{told}"
    assert "damaged_item" in _kinds(text) and not _others(text)


def test_an_approval_told_with_compensation_asked_stays_for_a_person():
    assert _others(f"{DAMAGED}\nYour manager approved the refund plus $40 compensation on the phone, pay both please.")


LATE = "My order SU-70001 was promised for the 13th and turned up five days late. I paid $12.95 for express, refund it."


@pytest.mark.parametrize("wish", [
    "Don't send me a template.",
    "and please no canned response this time",
    "I don't want a copy-paste answer.",
    "Not another automated reply please.",
    "Please do not send me a form letter.",
    "no bot reply, a real answer",
])
def test_a_wish_about_the_replys_form_asks_nothing(wish):
    assert not _others(f"{LATE}\n{wish}")


@pytest.mark.parametrize("ask", [
    "Don't send me another one.",
    "Don't send me a replacement, I want the money.",
])
def test_asks_not_to_send_goods_are_not_the_replys_form(ask):
    read = read_ticket(f"{DAMAGED}\n{ask}", order_ref="SU-70001")
    assert not any(s.why.startswith("a wish about the reply") for s in read.sentences)


@pytest.mark.parametrize("text", [
    "Order SU-70001 came in two boxes. One box never arrived, the other came fine. I want a full refund please.",
    "SU-70001: the lamp never turned up. The teapot from the same order came chipped. Refund me for everything.",
])
def test_a_whole_order_demand_beside_a_partial_loss_is_not_folded_by_this_reading(text):
    read = read_ticket(text, order_ref="SU-70001")
    assert not any(s.why.startswith("asks the money back for a parcel that never came") for s in read.sentences)


@pytest.mark.parametrize("ask", [
    "I'd like my money back, and I'd also like a manager to ring me about it.",
    "Refund me and have someone call me to explain what happened.",
    "money back please - and I want to speak to a supervisor.",
])
def test_money_back_with_a_second_thing_asked_stays_for_a_person(ask):
    assert _others(f"{LOST}\n{ask}")


@pytest.mark.parametrize("ask", [
    "I want this escalated to an actual manager TODAY, not another copy-paste reply.",
    "Get a real person to call me, no more canned responses.",
])
def test_a_person_asked_beside_the_replys_form_is_still_asked(ask):
    assert _others(f"{LATE}\n{ask}")


@pytest.mark.parametrize("sentence", ["Refund only $1.", "Just give me $20 back for it.", "I want 50 dollars back, not the lot.",
                                      "refund me £15 and we're square", "Pay back €30 of it please."])
def test_a_money_back_ask_naming_a_sum_of_its_own_beside_a_lost_parcel_is_not_folded_into_the_claim(sentence):
    from runs.intents import read_ticket

    reading = read_ticket("My sofa order SU-90001 never arrived. The tracking has not moved in weeks. " + sentence)
    s = next(s for s in reading.sentences if sentence[:12] in s.text)
    from runs.intents.restated_asks import RESTATED_MONEY_WHY

    assert s.why != RESTATED_MONEY_WHY, (s.role, s.kinds, s.why)  # other readers may still attach it; this one does not
