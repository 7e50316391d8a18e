"""The judge pairs a label of kind `other` with a subtask that quotes its words, never with any `other` subtask: a
person's subtask quoting another sentence of the ticket ("So the kettle arrived yesterday and I was really excited"
for "could you update the phone number on my account to ...") left the phone number out of the plan, and the judge
counted it covered because the kinds matched (verify38 V-08). Walked through the real runtime on a shipped case, then
the subtask rewritten as that bug wrote it."""

import json

import pytest

from runs.evals.cases import SHIPPED, parse_case
from runs.evals.judge import judge, quote_overlaps
from runs.evals.runner import EvalSession, Trial
from runs.models import Escalation, Subtask

CASES = {json.loads(line)["id"]: json.loads(line) for line in open(SHIPPED / "labels-12.jsonl", encoding="utf-8")}


def walked(case_id: str):
    case = parse_case(CASES[case_id], path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    return case, result, session.eval_run.results.get().run


@pytest.mark.django_db
def test_an_other_subtask_quoting_the_ask_covers_it():
    case, result, _ = walked("LB-02")  # a late fee, "pls email me an invoice", "take me off the newsletter"
    assert result.passed and not result.silent_drop


@pytest.mark.django_db
def test_an_other_subtask_quoting_another_sentence_is_a_silent_drop():
    case, _, run = walked("LB-02")
    invoice = next(s for s in Subtask.objects.filter(run=run, case_type="other") if "invoice" in s.goal)
    wrong = 'a person answers the request "SU-75102 came 3 days after the promised date"'
    Subtask.objects.filter(pk=invoice.pk).update(goal=wrong, outcome_sentence="", deferred_reason="")
    Escalation.objects.filter(subtask=invoice).update(open_item=wrong, reason="no policy covers it")
    result = judge(case, run)
    assert result.silent_drop and not result.passed
    assert any("pls email me an invoice" in d for d in result.differences)


@pytest.mark.parametrize("said, quote", [
    ('a person answers the request "also pls email me an invoice for it, my accountant needs one"', "pls email me an invoice"),
    ('a person answers the request "and while I think of it could you update the phone number on my account to 0412 555 019"',
     "could you update the phone number on my account to 0412 555 019"),
    ('a person answers the request "Could you change my account\'s phone to 0412 555 019?"', "please update the phone number on my account to 0412 555 019"),
    ('a person answers the request "Refund the delivery charge and the rug too, I\'m not paying full price for that."',
     "the rug too, I'm not paying full price for that"),
])
def test_the_same_ask_in_the_goal_overlaps(said, quote):
    assert quote_overlaps(said, quote)


@pytest.mark.parametrize("said, quote", [
    ('a person answers the request "So the kettle arrived yesterday and I was really excited"',
     "could you update the phone number on my account to 0412 555 019"),
    ('a person answers the request "take me off the newsletter, thx"', "pls email me an invoice"),
    ('a person answers the request "Would you be able to sort it by Friday?"', "my billing address needs updating to 14 Fern Close"),
])
def test_another_sentence_does_not_overlap(said, quote):
    assert not quote_overlaps(said, quote)
