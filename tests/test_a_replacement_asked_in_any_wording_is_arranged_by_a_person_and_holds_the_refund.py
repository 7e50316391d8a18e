"""A replacement asked for a claimed line, however it is worded ("replace pls", "could the vase be replaced?",
"just send another", "pop a new one in the post", "I'd rather have a replacement than my money back"), is the
customer's own remedy: one request a person arranges, quoted, and the card refund is not paid. Before, some
wordings were read as the claim's remedy and paid as a refund, and "just send another" became the replacement
question answered "confirm no replacement is being sent". A replacement declined ("I do NOT want another one
sent", "no need to replace it, a refund is fine") or done by the customer ("I replaced it myself") keeps its
reading, and the replacement question's goal says what the customer wrote: none sent when declined, a
person arranges it when asked, the record's answer when only asked about."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.replacement_asked import asks_replacement
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str):
    return read_ticket(f"About my order\n{body}", order_ref="SU-81001")


# a claim, then a replacement asked in the customer's own words (verbs, bare imperatives, typos, several voices)
ASKED = [
    "The vase from SU-81001 came smashed. replace pls",
    "my kettle (SU-81001) arrived with a dented side. Could the kettle be replaced, please?",
    "SU-81001 - the lamp base is cracked. just send another",
    "Hi there, the jug in SU-81001 turned up chipped on the spout. Could you pop a new one in the post? Many thanks, Ines",
    "Order SU-81001: the teapot lid was broken in the box. I'd rather have a replacement than my money back.",
    "The clock from SU-81001 doesn't work, the glass is shattered. can u swap it for one that works",
    "the planter in SU-81001 is cracked down one side!! please replace it",
    "Hello - sadly the frame from SU-81001 arrived with the glass broken. Can it be replaced?",
    "SU-81001 the mug handle snapped off in transit. So send another one, thanks",
]

# a replacement declined, done by the customer, or only asked about: the reading stays as it was
DECLINED = [
    "The vase from SU-81001 came smashed. I do NOT want another one sent, please just refund it.",
    "my kettle (SU-81001) arrived dented. No need to replace it, a refund is fine.",
    "SU-81001: the lamp base is cracked. don't bother with a replacement, money back please",
    "the jug in SU-81001 came chipped. please dont send another one, refund is fine",
    "The teapot from SU-81001 arrived cracked. Please don't send a replacement, I'd rather have my money.",
    # declined in the conditional ("wouldn't want", "wouldnt need"): read before as no ask at all
    "The vase from SU-81001 arrived cracked. We wouldn't want a new one sent, just the money.",
    "lamp SU-81001 cracked. I wouldnt want another one, refund please",
    "Cracked jug (SU-81001). Honestly we wouldn't need a second jug, a refund will do.",
]


@pytest.mark.parametrize("body", ASKED)
def test_a_replacement_asked_in_any_wording_is_the_customers_remedy_and_holds_the_refund(body):
    reading = _read(body)
    asked = [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD)]
    assert len(asked) == 1 and "refund" in asked[0].forbids, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert "question" not in reading.intents  # never "is one coming / none wanted"
    assert "damaged_item" in reading.intents  # the damage told before it is still the claim


@pytest.mark.parametrize("body", [
    "I ordered the glass vase (SU-81001) but got a jug instead. Please send the right one.",
    "SU-81001: wrong item in the box, a jug not the vase. could you just send the vase I ordered?",
    "got the wrong thing on SU-81001 (a jug, I ordered a vase). just send what I ordered",
    "Wrong item sent on SU-81001 - a jug instead of my vase. Can you ship the correct one, thanks",
    "The parcel for SU-81001 had a jug in it instead of the vase I ordered. So send me the right item please.",
])
def test_the_goods_ordered_asked_after_a_wrong_item_are_goods_instead_of_money(body):
    reading = _read(body)
    asked = [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD)]
    assert len(asked) == 1 and "refund" in asked[0].forbids, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert "wrong_item" in reading.intents


@pytest.mark.parametrize("body", DECLINED)
def test_a_replacement_declined_is_never_read_as_one_asked(body):
    reading = _read(body)
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.sentences)
    assert any("replacement" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "The vase from SU-81001 came smashed; I replaced it myself already so I'd just like the refund.",
    "my kettle (SU-81001) arrived dented, we'd already replaced the old one so a refund please",
    "The lamp from SU-81001 is broken. Refund it or replace it, whichever is quicker.",
    "the jug from SU-81001 arrived chipped. Could it be replaced or refunded? either is fine",
    "The teapot in SU-81001 is cracked. Please refund me.",
])
def test_a_replacement_done_by_the_customer_or_offered_beside_the_money_holds_nothing(body):
    reading = _read(body)
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.sentences)
    assert not any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("text, asked", [
    ("just send another", True), ("replace pls", True), ("Could the bowl be replaced, please?", True),
    ("can you send me a new one?", True), ("I'd like it replaced", True),
    ("please dont send another one", False), ("No need to replace it", False), ("I replaced it myself already", False),
    ("Is a replacement on its way?", False), ("send a replacement or refund, whichever is quicker", False),
    ("could you send another email with the receipt?", False), ("please send the right invoice", False),
    ("Please send the right one.", True), ("just send what I ordered", True), ("will you be sending a replacement or not?", False),
    ("Please do NOT refund me - I want a replacement bowl", True), ("i dont want money back, pls send me a new one", True),
])
def test_only_an_ask_for_new_goods_is_a_replacement_asked(text, asked):
    assert asks_replacement(text) is asked


# --- end to end ----------------------------------------------------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-81001", maya, house, [("VAS-1", "Glass vase", 1, 4200)])
    return house


@pytest.mark.parametrize("body", [
    "SU-81001 - the vase came smashed. just send another",
    "the vase in SU-81001 arrived cracked. replace pls",
    "Hello, my glass vase (SU-81001) has a chip in the rim. Could the vase be replaced, please?",
    "The vase from SU-81001 came broken. I'd rather have a replacement than my money back.",
    "vase from SU-81001 is cracked, could you pop a new one in the post?",
])
def test_offline_a_replacement_asked_pays_nothing_and_a_person_has_the_ask_quoted(world, body):
    run = offline_run(body, "SU-81001")
    assert Refund.objects.count() == 0
    subtasks = list(run.subtasks.all())
    asked = [s for s in subtasks if s.case_type == "other"]
    assert len(asked) == 1 and asked[0].status == "escalated" and '"' in asked[0].goal  # one accounted ask, quoted
    assert not [s for s in subtasks if s.case_type == "question"]  # never "confirm no replacement is being sent"
    reply = shop.CustomerReply.objects.get(order__ref="SU-81001").body.lower()
    assert "no replacement" not in reply and "refunded" not in reply
    assert "you asked for a replacement" in reply and "a colleague will follow up with you to arrange it" in reply


NONE_SENT, FROM_THE_RECORD = "confirm no replacement is being sent", "answer the replacement question from the order's record"


@pytest.mark.parametrize("body,goal,said", [
    # declined: confirmed as none sent
    ("The vase from SU-81001 came smashed. I do NOT want another one sent, please just refund it.", NONE_SENT, "no replacement will be sent"),
    ("vase (SU-81001) cracked. don't bother with a replacement, money back please", NONE_SENT, "no replacement will be sent"),
    ("SU-81001 vase arrived broken. please dont send another one, refund is fine", NONE_SENT, "no replacement will be sent"),
    ("My vase from SU-81001 is chipped - please don't ship a second vase, I'd just like the refund.", NONE_SENT, "no replacement will be sent"),
    ("Hi, SU-81001, vase cracked. Refund it please, and I don't want a new one sent.", NONE_SENT, "no replacement will be sent"),
    # declined in formal words: once read as asking for the claim's remedy, and never answered
    ("The vase from SU-81001 came smashed; please refund it. I also ask that you do not send replacements.", NONE_SENT, "no replacement will be sent"),
    ("SU-81001: the vase was cracked on arrival. We ask that no replacement be sent, a refund will do.", NONE_SENT, "no replacement will be sent"),
    ("Vase (SU-81001) broken. Kindly refrain from sending a new one and refund me instead.", NONE_SENT, "no replacement will be sent"),
    # only asked about: the record's answer
    ("The vase from SU-81001 arrived cracked, please refund it. Is a replacement on its way?", FROM_THE_RECORD, "shows no replacement"),
    ("SU-81001: cracked vase. Refund please. Also will you be sending a replacement or not?", FROM_THE_RECORD, "shows no replacement"),
    ("the vase (SU-81001) came broken so I'd like my money back. are you sending another one as well?", FROM_THE_RECORD, "shows no replacement"),
    ("Vase on SU-81001 is cracked, refund please. Any news on a replacement?", FROM_THE_RECORD, "shows no replacement"),
    ("SU-81001 - vase smashed, I'd like a refund. Is another one coming?", FROM_THE_RECORD, "shows no replacement"),
])
def test_offline_a_replacement_declined_or_only_asked_about_is_answered_as_written_and_the_refund_paid(world, body, goal, said):
    run = offline_run(body, "SU-81001")
    assert Refund.objects.count() == 1
    question = run.subtasks.get(case_type="question")
    assert question.goal == goal and question.status == "resolved"
    assert said in shop.CustomerReply.objects.get(order__ref="SU-81001").body
