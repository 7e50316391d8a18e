"""The customer refusing to send the goods back, in any wording and whatever else the sentence asks ("I want a refund but I
am not sending it back", "I'd rather not post it back", "I'm not willing to ship it back at my own cost", "I won't be
returning it as it's already hung up"), forbids the return and the collection: no return starts, and the wrong item's
refund, which pays only when the goods come back, goes to a person (runs/intents/return_refused.py; verify round VF-226,
313, 418, 420: goods taken back nobody wanted). Near-misses still start the return: a condition ("not until I get a label"),
a manner ("not in the original box, is that ok?"), a return asked ("can I send it back?"), the goods not kept ("I won't be
keeping it"), a trip back not made yet, "all good otherwise" beside the claim. Wording written for these tests."""

import pytest

from runs.intents.return_refused import return_refused
from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "I ordered the grey throw and got a mustard one. "

REFUSED = [
    "I want my money back but im not posting it back, sorry.",                                 # texting
    "Refund please. I won't be sending it back, I've already given it to my daughter.",        # terse
    "Kindly arrange reimbursement; I have no intention of returning the item.",                 # formal
    "Honestly I'm not shipping that back, it's far too heavy - refund me.",                    # chatty
    "i am not prepared to send it back at my own cost. what can you do?",                       # lower case, a question
    "No way am I lugging it back to the post office. Refund it.",                               # emphatic
    "I would prefer not to return it, we have used it already.",                                # non-native
    "pls refund, we'll give it away to my sister anyway",                                        # goods given away
]

STILL_RETURNED = [
    "I'm not sending it back until I get a label.",
    "i wont post it back till you send me a prepaid label.",
    "Can I send it back?",
    "I won't be keeping it.",
    "Not sending it back in the original box, is that ok?",
    "I haven't sent it back yet, please send a label.",
    "I want a refund.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_refusal_forbids_the_return_and_asks_none(text):
    read = reading(CLAIM + text, subject="Wrong colour")
    held = [s for s in read.sentences if "return" in s.forbids and "collection" in s.forbids]
    assert held and not any(s.asks_return for s in read.sentences), shown(read)
    assert "wrong_item" in read.intents, shown(read)  # the claim stands, for a person


@pytest.mark.parametrize("text", STILL_RETURNED)
def test_a_near_miss_forbids_no_return(text):
    read = reading(CLAIM + text, subject="Wrong colour")
    assert not [s for s in read.sentences if "return" in s.forbids], shown(read)


@pytest.mark.parametrize("text", [
    "Your email said there's no need to post it back.",   # the shop's words, told
    "If I'm not sending it back, do I still get a refund?",  # a supposition
    "I won't be returning to this shop!",                   # no goods
    "I'd rather not send it back unless I have to.",        # a condition
    "I gave it to my son and it was too small.",            # a gift told, not the goods gone
])
def test_words_near_a_refusal_are_none(text):
    assert not return_refused(text)


def test_another_way_asked_beside_the_refusal_is_the_claims_not_a_second_ask():
    read = reading("I ordered the large storage basket and got the small one. I'd rather not post it back - it's useful anyway - "
                   "so could someone tell me what else can be done?", subject="Wrong size")
    assert [s.kinds for s in read.requests] == [["wrong_item"]], shown(read)


THROW = [fc.line("THG-1", "Grey throw", 5900)]


@pytest.mark.django_db
def test_end_to_end_a_refused_return_starts_none_and_pays_nothing(tmp_path):
    none_back = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [fc.case(f"RRF-{n}", CLAIM + text, THROW, intents=["wrong_item"], subject="Wrong colour", ref=f"SU-7190{n}", expected=none_back)
             for n, text in enumerate(REFUSED)]
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_a_near_miss_still_sends_the_goods_back(tmp_path):
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THG-1"}]}
    # (the question whether another box will do is a person's to answer beside the return: partial)
    cases = [fc.case(f"RRN-{n}", CLAIM + text, THROW, intents=["wrong_item"], subject="Wrong colour", ref=f"SU-7191{n}",
                     expected={**back, "outcome": "partial"} if "box" in text else back)
             for n, text in enumerate(STILL_RETURNED)]
    fc.assert_settled_as_expected(tmp_path, cases)
