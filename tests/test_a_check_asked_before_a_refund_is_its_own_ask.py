"""The check a customer asks for now, beside a refund they want only if that check shows the parcel lost ("Could you check
where it is? If it turns out to be lost then I'd want a refund, but let's see first."), is its own ask, a person's, with
the condition told with it; the lost-parcel claim is deferred to it: one hand-off, nothing paid
(runs/intents/check_asked_before_refund.py, refused42 R3-12, R4-08, R5-09). Wording written for these tests.
Near-misses read as before: a check told as done, a condition with no check asked, a plain refund if lost."""

import pytest

from runs.intents.check_asked_before_refund import CHECK_ASKED_WHY, WAITS_ON_CHECK_WHY
from tests.fresh_cases import case, line, not_come, run
from tests.readings import reading, shown

CHECK_THEN_CONDITION = [
    "My lamp hasn't come yet. Could you check where it is? If it turns out to be lost then I'd want a refund, but let's see first.",
    "lamp still not here. can u chase the courier pls? if its lost then refund, but lets see first",
    "The lamp hasn't arrived. Only if it can't be found, refund me - I'd honestly prefer the lamp. Please check with the courier.",
    "My lamp never turned up so far. In case it's gone missing for good, I'd want a refund, but please ask the courier first.",
    "Still waiting on the lamp. Would you look into it for me? Should it never turn up, a refund, but let's wait and see first.",
    "The lamp is overdue. I'd want my money back only if the parcel can't be traced. Can someone contact UPS and find out?",
]


@pytest.mark.parametrize("body", CHECK_THEN_CONDITION)
def test_the_check_is_asked_and_the_refund_waits_with_it(body):
    read = reading(body, "lamp")
    asked = [s for s in read.sentences if s.why == CHECK_ASKED_WHY]
    assert len(asked) == 1 and asked[0].role == "request" and asked[0].kinds == ["other"], shown(read)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)
    # the condition is told with the check, or is the check's own sentence
    assert "refund" in asked[0].forbids or any(s.why == WAITS_ON_CHECK_WHY and s.role == "attached" for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", [
    "My lamp hasn't come yet. I checked the tracking myself. If it turns out to be lost then I'd want a refund, but let's see first.",
    "My lamp hasn't come yet. If it turns out to be lost then I'd want a refund, but let's see first.",
    "My lamp hasn't come yet. I'd like a refund if it is lost.",
    "My lamp hasn't come yet. Could you check where it is?",
])
def test_no_check_asked_beside_a_waiting_refund_reads_as_before(body):
    read = reading(body, "lamp")
    assert not [s for s in read.sentences if s.why in (CHECK_ASKED_WHY, WAITS_ON_CHECK_WHY)], shown(read)


@pytest.mark.django_db
def test_one_person_has_the_check_and_nothing_is_paid(tmp_path):
    bodies = [CHECK_THEN_CONDITION[0], CHECK_THEN_CONDITION[2], CHECK_THEN_CONDITION[3]]
    cases = []
    for i, (body, item) in enumerate(zip(bodies, ["where it is", "check with the courier", "ask the courier"])):
        c = case(f"CAB-{i}", body.replace("lamp", f"lamp (SU-7720{i})", 1), [line("LMP-1", "Table lamp", 6000)], intents=["other"],
                 subject="lamp", ref=f"SU-7720{i}", expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": item}]})
        cases.append(not_come(c, picked_up_days_ago=10, promised_days_ago=6))
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0, got[""]
    for c in cases:
        assert got[c["id"]]["passed"], got[c["id"]]["differences"]
