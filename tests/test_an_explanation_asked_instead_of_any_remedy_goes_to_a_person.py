"""An explanation asked instead of any remedy ("No refund and no replacement needed, I'd just like an explanation.") is a
request of kind `other`, quoted, that a person answers; the remedies it declines are not paid. Held-back round 35, item
6: it was read as a question planned as "confirm no replacement is being sent" and the explanation was dropped
(runs/intents/explanation_instead.py). Near-misses: a decline asking nothing, an explanation beside a refund still
asked. Wording written for these tests."""
import pytest

from runs.intents import read_ticket
from runs.intents.explanation_instead import EXPLANATION_INSTEAD_WHY
from tests import fresh_cases as fc

INSTEAD = [
    "No refund and no replacement needed, I'd just like an explanation.",
    "I don't want money back or a new one - just tell me why this keeps happening with your couriers.",
    "not after a refund, i only want to understand what went wrong",
    "Dont need a replacement or refund tbh, would just like an explaination of what happened",
    "No compensation required, though I would appreciate a proper explanation.",
    "We are not asking for a refund, we would like to know why the packing was so poor.",
    "no refund no new one, just an answer pls",
]
NOT_INSTEAD = [
    "No refund needed, just letting you know.",
    "Please refund it, and I would like an explanation too.",
    "No refund yet? Please explain where it is.",
]


def _read(sentence):
    return read_ticket(f"Chipped bowl\nThe bowl arrived chipped on the rim. {sentence}", order_ref="SU-73581")


@pytest.mark.parametrize("sentence", INSTEAD)
def test_the_explanation_is_its_own_request_for_a_person(sentence):
    reading = _read(sentence)
    s = next(s for s in reading.sentences if s.text.startswith(sentence[:12]))
    assert (s.role, s.kinds, s.why) == ("request", ["other"], EXPLANATION_INSTEAD_WHY), [(x.text, x.role, x.kinds, x.why) for x in reading.sentences]


@pytest.mark.parametrize("sentence", NOT_INSTEAD)
def test_a_decline_asking_nothing_or_a_remedy_still_asked_is_not_read_so(sentence):
    reading = _read(sentence)
    assert all(s.why != EXPLANATION_INSTEAD_WHY for s in reading.sentences)


@pytest.mark.django_db
def test_nothing_is_paid_and_a_person_answers_it_quoted(tmp_path):
    body = "The glass vase arrived scratched. No refund and no replacement needed, I'd just like an explanation."
    c = fc.case("EI-1", body, [fc.line("VAS-7", "Glass vase", 4000)], intents=["damaged_item", "other"], ref="SU-73582",
                expected={"outcome": "escalated", "refunds": []})
    results = fc.run(tmp_path, [c])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    assert not [d for d in results["EI-1"]["differences"] if d.startswith(("unexpected refund", "refund of"))]
    assert any('a person answers the request "No refund and no replacement needed' in d for d in results["EI-1"]["differences"])


def test_a_refund_only_put_off_is_the_hold_it_says():
    reading = _read("I don't want a refund yet - I want to know first why it happened, please explain before you do anything.")
    assert all(s.why != EXPLANATION_INSTEAD_WHY for s in reading.sentences)
