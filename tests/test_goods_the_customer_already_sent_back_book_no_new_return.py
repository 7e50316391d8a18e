"""Goods the customer already sent back on their own ("I posted the rain jacket back ten days ago because it didn't
fit", "the floor cushion is on its way back to you, I posted it this morning (wrong shade)") book no new return: the
reason they give read as a change of mind or a wrong item, and a return was started for goods already in the post
(verify43: six runs). The sentence is context; what they ask beside it ("Please chase this", "let me know once it's
arrived", "where is my refund?") goes to a person, quoted with the return it points at. Near-misses: a return still to
make, goods sent back with a remedy asked in the same sentence, damage told of goods sent back. Wording written for
these tests."""

import pytest

from runs.intents.returns_sent_already import ASK_ON_A_RETURN_SENT_WHY, RETURN_SENT_ALREADY_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

SENT = [
    "I posted the linen shirt back to you last Tuesday because it was too tight.",
    "didnt suit me so i already dropped it at the post office on friday, paid the postage myself",
    "Just letting you know the desk lamp is on its way back to you - I sent it this morning, the colour was all wrong.",
    "Sent back the trainers on the 3rd as they were a size too big.",
    "We've already returned the rug, it clashed with the sofa.",
    "The vase came in the wrong colour. I've already posted it back.",
    "Wrong size boots!! Ive taken them back to the shop already",
    "Changed my mind about the throw and mailed it back yesterday with tracking RM123.",
    # a wish word before the subject's own verb is no return wished: "didnt like the dress so i already dropped it ..."
    "didnt like the dress so i already dropped it at the post office on monday with my own postage.",
]


@pytest.mark.parametrize("body", SENT)
def test_goods_already_sent_back_are_no_new_claim(body):
    read = reading(body)
    assert not ({"change_of_mind", "wrong_item"} & set(read.intents)), shown(read)


@pytest.mark.parametrize("body", [SENT[1], SENT[5], SENT[6], SENT[7]])
def test_the_reason_given_is_read_as_a_return_already_made(body):
    read = reading(body)
    assert any(s.why == RETURN_SENT_ALREADY_WHY for s in read.sentences), shown(read)


@pytest.mark.parametrize("body, ask", [
    ("I sent back the rain boots as they were too small - it's been two weeks. Please chase this.", "Please chase this."),
    ("I sent the knit jumper back with tracking on the 2nd, it was too big. Please let me know once it's arrived.",
     "Please let me know once it's arrived."),
    ("Posted the mirror back on Monday (didn't fit the wall). Can you confirm you got it?", "Can you confirm you got it?"),
])
def test_an_ask_pointing_at_a_return_sent_is_a_persons(body, ask):
    read = reading(body)
    asked = next(s for s in read.sentences if s.text.strip() == ask)
    assert asked.is_request and asked.kinds == ["other"], shown(read)
    assert asked.why in (ASK_ON_A_RETURN_SENT_WHY,) or "sent back" in asked.why, shown(read)


@pytest.mark.parametrize("body, kind", [
    ("I want to send the jacket back, it didn't fit.", "change_of_mind"),
    ("It didn't fit so I'll be sending it back. How do I do that?", "change_of_mind"),
    ("I'm sending the lamp back, it's not for me.", "change_of_mind"),
    ("The lamp came in the wrong colour. I will post it back tomorrow.", "wrong_item"),
    ("The rug is the wrong size. I sent you photos last week.", "wrong_item"),
    ("Wrong colour lamp. Can I send it back?", "wrong_item"),
])
def test_a_return_still_to_make_stays_a_claim(body, kind):
    read = reading(body)
    assert kind in read.intents, shown(read)


def test_goods_sent_back_with_a_remedy_asked_in_the_sentence_stay_asked():
    read = reading("I sent the wrong one back yesterday, please send the blue one.")
    assert read.requests, shown(read)
    assert not any(s.why == RETURN_SENT_ALREADY_WHY for s in read.sentences), shown(read)


@pytest.mark.django_db
def test_end_to_end_no_return_is_booked_for_goods_already_posted(tmp_path):
    goods = [fc.line("JKT-1", "Waxed rain jacket, navy, M", 8900), fc.line("HAT-1", "Wool beanie", 1900)]
    held = {"outcome": "escalated", "refunds": [], "returns": []}
    bodies = [
        "I posted the rain jacket back to you ten days ago because it didn't fit. Where is my refund?",
        "the jacket didnt fit so i already dropped it at the post office on monday. when do i get the money back",
        "Just to say the rain jacket is on its way back to you, I posted it this morning (wrong size for me).",
        "I sent back the rain jacket as it was too small - two weeks now and no refund. Please chase this.",
    ]
    cases = [fc.case(f"SENTBACK-{n}", body, goods, intents=["other"] if "?" in body or "chase" in body else [], expected=held,
                     ref=f"SU-7310{n}") for n, body in enumerate(bodies)]
    fc.assert_settled_as_expected(tmp_path, cases)
