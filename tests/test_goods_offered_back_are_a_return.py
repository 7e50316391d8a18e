"""An offer to send the wrong goods back ("I'll just send the grey one back if you can set that up") asks their return: no
remedy other than a refund, nothing forbidden (runs/intents/goods_sent_back_offered.py). Near-misses: the right goods
asked sent beside the offer are still a person's ask, the refund held. Wording written for these tests."""

import pytest

from runs.intents.goods_sent_back_offered import without_sent_back
from tests import fresh_cases as fc
from tests.readings import reading, said, shown

CLAIM = "I ordered the blue mug but a grey one came."
OFFERS = [
    "I'll just send the grey one back if you can set that up.",
    "happy to post the grey ones back if u can sort a label",
    "I'll pop the grey one back in the post if you can arrange a label.",
    "I can send the grey mug back to you this week if you set that up.",
    "Will just ship the wrong one back, if you can set up the collection.",
    "I'll send it back if you can arrange that.",
]


@pytest.mark.parametrize("text", OFFERS)
def test_the_offer_forbids_nothing_and_asks_no_other_remedy(text):
    read = reading(f"{CLAIM} {text}", "Wrong colour")
    s = said(read, text)[0]
    assert not s.forbids and "other" not in s.kinds, shown(read)


@pytest.mark.parametrize("text", ["I'll send the grey one back, please send me the blue one instead.",
                                  "Could you send the blue one and I'll send the grey one back?"])
def test_the_right_goods_asked_beside_still_go_to_a_person(text):
    read = reading(f"{CLAIM} {text}", "Wrong colour")
    s = said(read, text)[0]
    assert "refund" in s.forbids and "other" in s.kinds, shown(read)


@pytest.mark.parametrize("text", ["Can I send the grey one back for the blue one?",
                                  "could i post it back for a blue one or a refund pls",
                                  "I'd like to ship the grey mug back to you for the right colour.",
                                  "Can I post them back and have the blue ones please?",
                                  "i'll send it back & get the blue one if thats ok"])
def test_sending_back_for_other_goods_is_an_exchange_not_an_offer(text):
    # "back for ...": the return names what it is for (the right goods), an exchange read as before this reader (its
    # return and the exchange for a person: test_a_wrong_item_sent_back_for_the_right_one_is_one_return_and_...)
    assert without_sent_back(text) == text


MUG = [fc.line("MUG-B", "Ceramic mug, blue", 1800)]


@pytest.mark.django_db
def test_end_to_end_the_return_starts_and_no_person_is_asked(tmp_path):
    cases = [fc.case(f"BACK-{i}", f"{CLAIM} {text}", MUG, intents=["wrong_item"], ref=f"SU-4760{i}", subject="Wrong colour",
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "MUG-B"}], "escalations": []})
             for i, text in enumerate(OFFERS[:2])]
    fc.assert_all_pass(tmp_path, cases)
