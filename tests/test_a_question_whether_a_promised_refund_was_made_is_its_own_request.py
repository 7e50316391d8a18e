"""A question whether a refund the shop promised was ever made ("You said you'd refund the second charge. Did that
happen?", "was it ever sent back to my card?", "has anyone actually done it?") is a request of its own, quoting it, with
the promise told before it attached: it had been folded into the claim beside it as a courtesy, and the claim's subtask
answered it whatever the record showed. Where the order records no refund of the kind promised, the promise is chased
by a person (an `other` subtask, escalated) while the claim itself is still handled; where it records that refund, the
claim's subtask answers from the record and no person is asked (runs/intents/accounting.py `_covers`).

Near-misses: the same question with no refund promised before it, a question about the goods, a refund promised and told
as come, and a promise chased in other words ("That hasn't appeared. Can you check?") read as before. Wording written
for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket, unaccounted
from runs.intents.promise_chased import PROMISE_CHASED_WHY
from runs.intents.promise_done_asked import done_asked, promised_kind_asked
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc

ASKED = [
    ("I was charged twice for my order, $24.00 both times. You said you'd refund the second charge. Did that happen?",
     "Did that happen?", "duplicate_charge"),
    ("my card got billed 2 times for the same order!! your agent promised me the double charge would be refunded... was it ever sent back to my card?",
     "was it ever sent back to my card?", "duplicate_charge"),
    ("Charged twice again. The second $24.00 payment - you told me it would be refunded. Has anyone actually done it?",
     "Has anyone actually done it?", "duplicate_charge"),
    ("The parcel came a week late. On the phone you said you'd refund the shipping. Did you ever actually do it?",
     "Did you ever actually do it?", "late_delivery"),
    ("Hello, my order arrived 6 days after the date promised. Your colleague assured me the delivery fee would be credited back. "
     "Can you tell me if that actually happened?", "Can you tell me if that actually happened?", "late_delivery"),
    ("The mug arrived cracked and your team said you'd refund it. Did you?", "Did you?", "damaged_item"),
    ("hi, i was charged twice for SU-1. u said id get the extra payment back. so did that ever go through?",
     "so did that ever go through?", "duplicate_charge"),
]


def _asked(text):
    return [s for s in read_ticket(f"About my order\n{text}", order_ref="SU-1").requests if promised_kind_asked(s)]


@pytest.mark.parametrize("text,question,kind", ASKED)
def test_the_question_is_a_request_of_its_own_quoting_it(text, question, kind):
    asked = _asked(text)
    assert [(s.text, s.kinds, promised_kind_asked(s)) for s in asked] == [(question, ["other"], kind)]


@pytest.mark.parametrize("text,question,kind", ASKED[:2] + ASKED[3:5])
def test_the_claim_beside_it_is_still_read(text, question, kind):
    assert kind in read_ticket(f"About my order\n{text}", order_ref="SU-1").intents


@pytest.mark.parametrize("text", [
    "Did that happen?",  # no promise told before it
    "I was charged twice for my order. Did that happen to anyone else?",
    "I was charged twice. You said you'd refund the second charge. Did that happen to other customers too?",
    "You said you'd refund the double charge, and it came through yesterday, thanks.",
    "The lamp came broken. Did it arrive like that for others too?",
    "You promised the mug would be refunded. Did the new one ship yet?",
])
def test_no_promise_or_no_question_whether_it_was_done_is_no_such_request(text):
    assert _asked(text) == []


def test_a_promise_chased_in_other_words_reads_as_before():
    reading = read_ticket("> Agent: I've approved a refund of $18.00 for you.\nThat hasn't appeared. Can you check?", order_ref="SU-1")
    assert [s.why for s in reading.requests] == [PROMISE_CHASED_WHY]


@pytest.mark.parametrize("question", ["Did that happen?", "was it ever sent back to my card?", "has anyone actually done it?",
                                      "Has this been done yet?", "did you ever refund it?", "could you check whether it was ever refunded?"])
def test_whether_it_was_done_is_asked(question):
    assert done_asked(question)


@pytest.mark.parametrize("question", ["Did it arrive broken?", "did you get my photos?", "Has it shipped?", "Did it go through? It's there now, thanks."])
def test_other_questions_do_not_ask_whether_it_was_done(question):
    assert not done_asked(question)


def test_the_record_decides_whether_the_claims_subtask_answers_it():
    reading = read_ticket(f"About my order\n{ASKED[0][0]}", order_ref="SU-1")
    plan = [{"number": 1, "kind": "duplicate_charge", "goal": "refund the duplicate charge"}]
    refunded = {"order_ref": "SU-1", "refunds": [{"case_type": "duplicate_charge", "amount_cents": 2400}]}
    other_refund = {"order_ref": "SU-1", "refunds": [{"case_type": "damaged_item", "amount_cents": 2400}]}
    assert [r["text"] for r in unaccounted(reading, plan, "SU-1")] == ["Did that happen?"]
    assert [r["text"] for r in unaccounted(reading, plan, "SU-1", other_refund)] == ["Did that happen?"]
    assert unaccounted(reading, plan, "SU-1", refunded) == []


@pytest.fixture
def charged_twice(settings):
    maya, house = small_shop(settings)
    more_policies("duplicate_charge")
    made = delivered_order("SU-71702", maya, house, [("MUG-4", "Stoneware mug", 1, 2400)], delivery_cents=0)
    shop.Charge.objects.create(order=made, kind="items", description="Items", amount_cents=2400, charged_at=datetime(2026, 11, 2, 9, 5, tzinfo=UTC))
    return made


BODY = "I was charged twice for my order, $24.00 both times. You said you'd refund the second charge. Did that happen?"


@pytest.mark.django_db
def test_with_no_refund_recorded_the_claim_is_handled_and_a_person_answers_the_question(charged_twice):
    run = offline_run(BODY, "SU-71702", subject="Charged twice")
    subtasks = list(run.subtasks.values_list("case_type", "goal", "status"))
    assert [k for k, _, _ in subtasks] == ["duplicate_charge", "other"], subtasks
    assert 'Did that happen?' in subtasks[1][1] and subtasks[1][2] == "escalated"
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-71702")] == [(2400, "duplicate_charge")]


@pytest.mark.django_db
def test_with_the_refund_recorded_the_claims_subtask_answers_from_the_record(charged_twice):
    Refund.objects.create(order=charged_twice, amount_cents=2400, source="platform", case_type="duplicate_charge",
                          reason="second charge refunded as promised", idempotency_key="earlier-dup-1")
    run = offline_run(BODY, "SU-71702", subject="Charged twice")
    assert list(run.subtasks.values_list("case_type", flat=True)) == ["duplicate_charge"]
    assert Refund.objects.filter(order__ref="SU-71702").count() == 1  # never paid again
