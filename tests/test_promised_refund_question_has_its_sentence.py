"""A question whether a refund the shop promised was made ("Has that refund actually gone through?"), answered by the
claim's own subtask because the order records that refund, has its sentence in the reply when that subtask goes to a
person (ver24b V24B-23: the reply said only "I couldn't sort out the damaged cast iron skillet myself"). The sentence tells
the question as asked and a colleague checking it, never the refund as made or coming (runs/promised_questions.py).
Near-misses: no refund recorded (the question is its own subtask for a person, as before), and no question asked.
Wording written for these tests."""

from datetime import timezone

import pytest

from runs.intents import read_ticket
from runs.promised_questions import promise_question_answered_by
from runs.reply_check import unresolved_problems
from runs.agents.reply_sentences import promise_asked
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc
RECORD = {"order_ref": "SU-1", "refunds": [{"case_type": "damaged_item", "amount_cents": 5184}]}

ASKED = [
    "Hello, your colleague told me on 28 October that the cracked skillet would be refunded. Has that refund actually gone through?",
    "The skillet came cracked and you said you'd refund it. Did that happen?",
    "your agent promised me the broken skillet would be refunded... was it ever sent back to my card?",
    "On the phone you said the cracked pan would be refunded. Has anyone actually done it?",
    "I was told the damaged skillet would be refunded last week. Can you tell me if that actually happened?",
    "the skillet arrived cracked, your team said they'd refund it. did it go through or not?",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_claims_subtask_answers_the_question_where_the_record_shows_the_refund(text):
    reading = read_ticket(f"Skillet refund?\n{text}", order_ref="SU-1")
    assert promise_question_answered_by(reading, "damaged_item", RECORD)
    assert not promise_question_answered_by(reading, "damaged_item", {"order_ref": "SU-1", "refunds": []})
    assert not promise_question_answered_by(reading, "duplicate_charge", RECORD)


def test_no_question_asked_gives_no_such_sentence():
    reading = read_ticket("Skillet\nThe skillet arrived cracked. Please refund it.", order_ref="SU-1")
    assert not promise_question_answered_by(reading, "damaged_item", RECORD)


@pytest.mark.parametrize("what,goods", [("the damaged cast iron skillet, 12in", "cast iron skillet, 12in"),
                                        ("the wrong item sent instead of the lamp", "lamp"), ("the duplicate charge", "")])
def test_the_sentence_tells_nothing_as_done(what, goods):
    said = promise_asked(what, goods)
    assert said.startswith("You asked whether the refund you were promised")
    assert unresolved_problems(said, "escalated") == []


@pytest.mark.django_db
def test_the_reply_speaks_to_the_question_when_the_claim_goes_to_a_person(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    made = delivered_order("SU-71801", maya, house, [("SKL-12", "Cast iron skillet, 12in", 1, 4800)])
    Refund.objects.create(order=made, amount_cents=4800, source="platform", case_type="damaged_item", reason="cracked skillet",
                          idempotency_key="earlier-skl-1", covers=[{"sku": "SKL-12", "quantity": 1}])
    run = offline_run(ASKED[0], "SU-71801", subject="Skillet refund?")
    assert Refund.objects.filter(order__ref="SU-71801").count() == 1  # never paid again
    sentences = ((run.state or {}).get("reply") or {}).get("sentences", {})
    escalated = [str(n) for n, status in run.subtasks.values_list("number", "status") if status == "escalated"]
    assert escalated and all(sentences.get(n) for n in escalated)
    assert run.subtasks.filter(case_type="damaged_item", status="escalated").exists()  # the claim told again goes to a person
    assert any("You asked whether the refund you were promised" in t for t in sentences.values()), sentences
