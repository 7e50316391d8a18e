"""A person's time is spent only on real asks: a heading over a list of what came, the customer
telling what they will do themselves ("I'll keep it, no return needed"), and a send-back ask that
belongs to the wrong-item claim beside it are no new requests. Real asks of no known kind still
become `other`. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _kinds(text: str) -> list[list[str]]:
    return [s.kinds for s in read_ticket(text).requests]


@pytest.mark.parametrize("text", [
    "order\nHere's the list of what turned up:\n- lamp: perfect\n- vase: cracked down one side\nPlease refund the vase.",
    "hi\nSummary of what arrived:\n* two mugs, both fine\n* the teapot lid smashed to pieces\nCould I get the teapot refunded?",
    "my parcel\nwhat came in the box:\n- socks ok\n- scarf ripped at the seam\nrefund the scarf pls",
])
def test_a_heading_over_a_list_of_what_came_is_no_wrong_item(text):
    kinds = _kinds(text)
    assert all("wrong_item" not in k for k in kinds), kinds
    assert any("damaged_item" in k for k in kinds), kinds


@pytest.mark.parametrize("text,asked", [
    ("They sent the navy cushion rather than the mustard one I ordered. I actually prefer navy so I'll hang on to it, "
     "no return needed. Separately, the delivery fee was taken twice, can I get one of them back?", "duplicate_charge"),
    ("Got a medium jumper instead of the small I ordered. Fine by me, I'm keeping it, no return needed. "
     "But the parcel came three days late, so please refund the delivery fee.", "late_delivery"),
    ("The wrong colour mug arrived, green instead of the blue I picked. It's growing on me, I'll keep it, no collection needed. "
     "Also the mug was charged to my card twice, please refund the second one.", "duplicate_charge"),
])
def test_keeping_the_goods_with_no_return_wanted_asks_a_person_nothing(text, asked):
    kinds = _kinds(text)
    assert ["other"] not in kinds and all("other" not in k for k in kinds), kinds
    assert any(asked in k for k in kinds), kinds


def test_keeping_the_goods_still_forbids_the_return_for_the_guard():
    reading = read_ticket("Wrong lamp came, a brass one not the chrome. I'll keep it, no return needed.")
    assert any("return" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("text", [
    "got the wrong shoes, ordered size 6 and got size 9. can i send them bak?",
    "the parcel had a red scarf not the green one i paid for. ok to send it bak",
    "Wrong book in the package, I ordered the cookbook and got a novel. Could I send it bak please?",
])
def test_a_misspelt_send_back_beside_a_wrong_item_is_that_claims_return(text):
    kinds = _kinds(text)
    assert kinds == [["wrong_item"]], kinds


# Real asks stay asks: one of no known kind beside the above is still `other`, and goods that never
# worked from the box are damaged on arrival (POL-DMG), not a bare ask for money.
@pytest.mark.parametrize("text,kind", [
    ("The kettle came with a dented lid, please refund it. Also, could you change my delivery address for next time?", "other"),
    ("Wrong rug arrived, a round one not the runner. I'll keep it, no return needed. Can you add a gift note to my next order?", "other"),
    ("Here's what came:\n- plates: fine\n- bowl: chipped\nRefund the bowl please, and can you send me a paper invoice?", "other"),
    ("The torch never switched on, even with fresh batteries in it. Can I get my money back for it?", "damaged_item"),
    ("Lovely packaging and quick delivery, but the desk fan never powered up once I plugged it in. A refund please.", "damaged_item"),
    ("my sons robot never turned on straight out of the box, could u refund it", "damaged_item"),
])
def test_a_real_ask_is_kept_and_read_as_its_kind(text, kind):
    assert any(kind in k for k in _kinds(text)), _kinds(text)


@pytest.mark.parametrize("text,kind", [
    ("If the refund for the late delivery hasn't gone through yet, please do it now, the sofa came four days late.", "late_delivery"),
    ("if my money for the late parcel isnt back yet then please refund the shipping, it came 4 days late", "late_delivery"),
    ("If the credit for the double charge hasn't been made yet, please sort it, I was billed twice for the rug.", "duplicate_charge"),
])
def test_an_ask_on_the_condition_that_the_refund_is_not_yet_made_is_asked(text, kind):
    assert [k for k in _kinds(text) if kind in k], _kinds(text)


@pytest.mark.parametrize("text", [
    "Has my refund for the late delivery gone through yet?",
    "Any news on whether the refund for the double charge has been processed?",
    "I was told the credit for the late parcel was on its way, is it still pending?",
])
def test_a_question_about_where_a_refund_stands_is_no_new_claim(text):
    kinds = _kinds(text)
    assert all(not {"late_delivery", "duplicate_charge"} & set(k) for k in kinds), kinds
