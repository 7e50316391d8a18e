"""Screening: a charge taken twice told in plain words (two days, two occasions, "went thru double",
a card "hit" twice) is a duplicate charge, and asking one of the payments back is that charge's
refund, never a change of mind about the goods."""

import pytest

from runs.intents import read_ticket


def _kinds(subject: str, body: str) -> list[str]:
    return read_ticket(f"{subject}\n{body}").intents


@pytest.mark.parametrize("body", [
    "Hiya, my visa got hit for the blanket on two separate days, Monday and Tuesday.",
    "The bank account was hit twice for one toaster order!!",
    "we were invoiced for this order on two occasions and only ordered once",
    "I have been invoiced twice for the same chair, can someone look",
    "Payment for the kettle went thru double on my card",
    "the money went through twice for the lamp, pls check",
    "my mastercard has been hit again for the same rug",
    "looks like the charge got doubled, only bought one throw",
    "I was debited for the vase on two different dates.",
    "You took payment on two separate occasions for a single order.",
    "the payment was doubled up on my statement",
    "I got charged for it two days in a row.",
    "You charged me on both the 3rd and the 4th for one lamp.",
    "my card was hit with the same amount a day apart",
    "The teapot money came off my card on Monday and then again on Tuesday.",
    "got debited twice for one kettle??",
    "You took the money a second time yesterday for the same blender.",
])
def test_a_charge_taken_twice_in_plain_words_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds("SU-40110", body)


@pytest.mark.parametrize("body", [
    "My card was declined on two separate occasions before it finally went through.",
    "I paid on the 3rd and the parcel arrived two days later, all good.",
    "The payment went through fine, thank you.",
    "The courier hit the doorbell twice and left.",
    "The invoice came in the box, thanks.",
    "I was charged on the 3rd and it arrived two days later.",
    "The money came off my card on Monday, fine.",
    "I paid on the 3rd and the 4th was the delivery day.",
])
def test_near_misses_are_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds("SU-40111", body)


@pytest.mark.parametrize("body, ask", [
    ("I was charged for the sweater twice. Please return one of the payments.", "return one of the payments"),
    ("Two charges for one rug. Could you reverse one of the payments?", "reverse one of the payments"),
    ("The cushion shows twice on my statement. pls give back one of the two charges", "give back one of the two charges"),
    ("i only ordered one lamp. refund me the second of the payments please", "refund me the second of the payments"),
])
def test_one_of_the_payments_asked_back_is_the_duplicate_refund_not_a_return(body, ask):
    reading = read_ticket(f"SU-40112\n{body}")
    assert "change_of_mind" not in reading.intents
    row = next(s for s in reading.sentences if ask in s.text)
    assert row.kinds == ["duplicate_charge"]


@pytest.mark.parametrize("body", [
    "Please return one of the mugs, I only need the one.",
    "Can I return one of the two lamps? We ended up with too many.",
])
def test_one_of_the_goods_sent_back_is_still_a_change_of_mind(body):
    assert _kinds("SU-40113", body) == ["change_of_mind"]


@pytest.mark.parametrize("body", [
    "Charged twice for the mug. Please send one of them back to my card.",
    "the blanket payment shows up twice. send it back onto my visa pls",
    "Two debits for one rug! Could you send the second back to my account?",
])
def test_sent_back_to_a_card_or_an_account_is_money_not_a_return_of_the_goods(body):
    reading = read_ticket(f"SU-40114\n{body}")
    assert reading.intents == ["duplicate_charge"]


@pytest.mark.parametrize("body", [
    "I don't like the mug. Can I send it back to your warehouse?",
    "The mug is not for me. I'd like to send the mug back to you.",
])
def test_goods_sent_back_to_the_shop_are_still_a_change_of_mind(body):
    assert _kinds("SU-40115", body) == ["change_of_mind"]
