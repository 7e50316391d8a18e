"""One problem told twice in one mail, in the opening and again further down ("the lid was missing from the box ... To be
clear the lid of the pot is missing"), is one claim: the later telling is folded into the first (attached, `restates`),
so the run makes one subtask and asks a person at most once (runs/intents/claim_told_again.py). Near-misses stay
requests of their own: another unit ("the other lid", "too"), a different problem, other goods, a count of its own.
Wording written for these tests."""

import pytest

from runs.models import Escalation, Subtask
from tests import fresh_cases as fc
from tests.readings import reading, shown

TOLD_TWICE = [
    "Hi, the casserole pot came but the lid was missing from the box. The tea towels are lovely. I've looked everywhere in the "
    "packaging. To be clear the lid of the pot is missing - can you help?",
    "casserole lid missing!! no lid in the box at all. i checked twice. please sort the missing lid",
    "The lid on my casserole arrived cracked right across. Otherwise fine. Sorry to repeat myself but the casserole lid is cracked, what can you do?",
    "Good morning. The enamel pot turned up without its lid.\n\nThe towels were fine.\n\nSo basically the lid of the enamel pot is missing, please advise.",
    "my casserole dish came smashed. really disappointed. the casserole dish is smashed, what now",
    "Hello - the lid wasn't in the parcel. Everything else arrived ok. Again: the lid is missing.",
]


def _covering(read, word):
    return [s for s in read.sentences if s.role == "request" and word in s.text.lower()]


@pytest.mark.parametrize("body", TOLD_TWICE)
def test_the_second_telling_folds_into_the_first(body):
    read = reading(body)
    word = "lid" if "lid" in body else "dish"
    asked = _covering(read, word)
    assert len(asked) == 1, shown(read)
    folded = [s for s in read.sentences if s.restates]
    assert folded and all(s.role == "attached" and s.restates == [asked[0].index] for s in folded), shown(read)


TWO_CLAIMS = [
    "The casserole lid is missing. The handle of the saucepan also arrived snapped off.",
    "One lid was cracked. The other lid is cracked too.",
    "The lid of the pot is missing. The pot itself arrived chipped.",
    "The casserole lid is missing. Two of the tea towels are missing.",
    "The lid arrived cracked. The lid of the second pot arrived cracked as well.",
    "The lid is missing from the box. The tea towels are torn.",
]


@pytest.mark.parametrize("body", TWO_CLAIMS)
def test_a_second_problem_or_unit_stays_its_own_request(body):
    read = reading(body)
    assert len(read.requests) >= 2 and not any(s.restates for s in read.sentences if s.why.startswith("tells again")), shown(read)


LINES = [fc.line("POT-1", "Enamel casserole pot with lid", 6400), fc.line("TWL-2", "Linen tea towels (set of 3)", 1800)]
MISSING = [
    "Hi, the casserole pot came but the lid was missing from the box. The tea towels are lovely. I've looked everywhere in the "
    "packaging. To be clear the lid of the pot is missing - can you help?",
    "casserole lid missing!! no lid in the box at all. i checked twice. please sort the missing lid",
]


@pytest.mark.django_db
def test_a_person_is_asked_once_end_to_end(tmp_path):
    cases = [fc.case(f"LID-TWICE-{i}", body, LINES, intents=["damaged_item"], expected={"outcome": "escalated", "refunds": [], "returns": []})
             for i, body in enumerate(MISSING)]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for run_subtasks in _runs_subtasks():
        assert len(run_subtasks["subtasks"]) == 1 and run_subtasks["escalations"] <= 1, run_subtasks


@pytest.mark.django_db
def test_a_damage_told_twice_is_paid_once(tmp_path):
    body = "The lid on my casserole arrived cracked right across. Otherwise fine. Sorry to repeat myself but the casserole lid is cracked, please refund it."
    case = fc.case("LID-TWICE-PAID", body, LINES, intents=["damaged_item"],
                   expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(LINES, "POT-1", 1), "POT-1", 1)], "escalations": []})
    results = fc.run(tmp_path, [case])
    assert results[""]["double_refunds"] == 0 and results[""]["guard_violations"] == 0
    assert [r for r in _runs_subtasks()][0]["subtasks"] == [("damaged_item", "resolved")]


def _runs_subtasks():
    from runs.models import Run
    for run in Run.objects.order_by("pk"):
        yield {"subtasks": [(s.case_type, s.status) for s in Subtask.objects.filter(run=run).order_by("number")],
               "escalations": Escalation.objects.filter(run=run).count()}
