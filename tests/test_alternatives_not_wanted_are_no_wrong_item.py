"""Alternatives the customer says they do not want ("I don't need a replacement or a different model", "no need for a
different pattern or another rug") claim no wrong item: the screener reads none, the guard's request_in_ticket refuses a
wrong-item decision on a ticket whose only wrong-item words are negated whatever the screener read, and a list of things
not wanted is a constraint, never a request a person is asked to answer (runs/intents/unwanted_alternatives.py).
Near-misses: a wrong item told beside them ("The lamp you sent is the wrong model. I don't need a refund, I need a
different model." still claims it, the goods asked instead of the money), and a real ask after the list stands
(blind round ver25c, VER25C-21)."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.other_goods_told import tells_other_goods
from tests.guard_fixtures import decision_on, order_of
from tests.readings import shown

UTC = timezone.utc


def _reading(body: str):
    return read_ticket(f"Return\n{body}", order_ref="SU-1")


@pytest.mark.parametrize("body", [
    "Hi, I'd like to send back the desk chair, it's too tall for my desk. I don't need a replacement or a different model, and please don't "
    "bother refunding the shipping, I know that's on me. Just tell me how to return it.",
    "Sending back the rain jacket - just not my style. Don't need a different colour or another size, a refund is fine.",
    "hi id like to return the bookshelf, too big for the room. i dont want a swap or a different model thanks",
    "I'm returning the kettle because it's louder than I hoped. I'm not after a different version or a replacement, just the refund please.",
    "Could I send the rug back? We changed our minds about the pattern. No need for a different pattern or another rug.",
    "The cushion covers aren't quite what I pictured so I'd like to return them. Please don't send a different shade, I only want to return them.",
    "Return please for the blender, it's too bulky for our kitchen. We won't need a different size or an exchange.",
])
def test_alternatives_not_wanted_claim_no_wrong_item_and_ask_no_person(body):
    reading = _reading(body)
    assert "wrong_item" not in reading.intents, shown(reading)
    # the list of things not wanted is no request a person answers
    negating = [s for s in reading.sentences if s.index and any(w in s.text.lower() for w in ("different", "another", "swap"))]
    assert negating and all(not (s.role == "request" and "other" in s.kinds) for s in negating), shown(reading)


@pytest.mark.parametrize("body", [
    "The lamp you sent is the wrong model. I don't need a refund, I need a different model.",
    "You sent me a different colour to the one I ordered, I don't want a different size though, just the right colour.",
    "Received the wrong item entirely, a toaster instead of a kettle. No need for a refund, I'd like a different one please.",
    "The lamp came in the wrong colour, I don't need a refund, what I want is a different colour.",
    "I'd like to return the chair. I don't need a different model because the one you sent is the wrong model anyway.",
])
def test_a_wrong_item_told_beside_alternatives_still_reads_one(body):
    reading = _reading(body)
    assert "wrong_item" in reading.intents, shown(reading)
    # the money turned down is held: the goods asked instead go to a person
    assert not any("wrong_item" in s.settles for s in reading.sentences), shown(reading)


def test_a_real_ask_after_the_list_stands():
    reading = _reading("Sending back the rain jacket - just not my style. Don't need a different colour, but can you send me the care label info?")
    assert "other" in reading.intents and "wrong_item" not in reading.intents


def test_the_guards_own_reading_finds_no_other_goods_in_a_negated_list():
    assert not tells_other_goods("I don't need a replacement or a different model, and please don't bother refunding the shipping.")
    assert not tells_other_goods("no need for another colour or a different size thanks")
    assert tells_other_goods("You sent a different model, I don't need a different colour though.")
    assert tells_other_goods("I don't need a refund, you sent the wrong model.")


def _evidence() -> policy_evidence.Evidence:
    order = order_of(("CHR-DSK", "Ergonomic desk chair", 1, 14000), ref="SU-1")
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 27, 10, tzinfo=UTC))


def test_the_guard_refuses_a_wrong_item_return_on_negated_words_whatever_the_screener_read():
    said = "I don't need a replacement or a different model, and please don't bother refunding the shipping, I know that's on me."
    # the screener's old reading: [wrong_item, question, other]
    asked = [{"text": "Hi, I'd like to send back the desk chair, it's too tall for my desk.", "kinds": ["change_of_mind"], "spans": {}},
             {"text": said, "kinds": ["wrong_item", "question", "other"], "spans": {}}]
    decision = decision_on("CHR-DSK", kind="wrong_item", action="return", cents=15120)
    result = guards.check_request_in_ticket(decision, _evidence(), asked, "")
    assert result.passed is False and result.inputs["no_other_goods_told"] == [said]
    # the change of mind beside it is still backed
    back = decision_on("CHR-DSK", kind="change_of_mind", action="return", cents=15120)
    assert guards.check_request_in_ticket(back, _evidence(), asked, "").passed is True


def test_the_guard_passes_a_wrong_item_told_beside_a_different_model_asked():
    asked = [{"text": "The chair you sent is the wrong model.", "kinds": ["wrong_item"], "spans": {}},
             {"text": "I don't need a refund, I need a different model.", "kinds": ["other"], "spans": {}}]
    decision = decision_on("CHR-DSK", kind="wrong_item", action="return", cents=15120)
    assert guards.check_request_in_ticket(decision, _evidence(), asked, "").passed is True
