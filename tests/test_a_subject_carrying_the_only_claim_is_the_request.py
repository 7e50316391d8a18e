"""A subject line that carries the only claim, over a body that asks nothing on its own, is the request.

Subject "SU-81023 not arrived", body "?" (blind round ver25c, VER25C-22): the subject was read as telling nothing and the
"?" as a request of no kind; the ticket went to a person whose task quoted only "?", while the parcel was lost and the
policy paid $40.55. An order number or the parcel told as not come or missing in a few words is a non-delivery claim, and
where the body asks nothing of its own ("?", "see subject", "please help", "any news?", none) the subject is what is
asked: the body's bare ask is its courtesy, and a subject read as telling nothing is the request a person is handed,
quoted (runs/intents/subject_carries.py). A subject that only names what the body asks adds no second subtask. Wording
written for these tests."""

import json

import pytest

from runs.intents import read_ticket
from runs.intents.subject_carries import SUBJECT_CARRIES_WHY
from tests.blind_round_cases import round_cases
from tests.fresh_cases import run

VER25C = "docs/blind-rounds/2026-12-09/ver25c/ver25c.jsonl"

SUBJECT_ONLY = [
    ("SU-81023 not arrived", "?"),
    ("#81023 never came", ""),
    ("Parcel missing", "see subject"),
    ("order SU-81023 still not here", "please help"),
    ("Still not arrived!!", "any news?"),
    ("SU 81023 - lost", "Hi,\n\n??\n\nN."),
    ("package never turned up", "as per subject. thanks"),
]


@pytest.mark.parametrize("subject,body", SUBJECT_ONLY)
def test_the_subjects_claim_is_the_one_request(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-81023")
    assert [s.kinds for s in reading.requests] == [["non_delivery"]], reading.as_payload()
    assert reading.requests[0].index == 0


@pytest.mark.parametrize("subject,body", [
    ("Question about my lamp", "?"),
    ("Invoice for SU-81023", "please help"),
    ("my account", "see subject line"),
])
def test_a_subject_of_no_kind_over_a_bare_body_is_what_a_person_is_handed(subject, body):
    reading = read_ticket(f"{subject}\n{body}")
    assert [(s.text, s.why) for s in reading.requests] == [(subject, SUBJECT_CARRIES_WHY)], reading.as_payload()


@pytest.mark.parametrize("subject,body,kinds", [
    # the subject names what the body asks: one subtask
    ("SU-81023 not arrived", "Hi, my order SU-81023 has not arrived yet. Can you refund me?", [["non_delivery"]]),
    ("Parcel missing", "Hello, the parcel with my desk lamp never turned up. Could you look into it? Thanks", [["non_delivery"]]),
    ("not arrived", "The lamp I ordered hasn't come. Please refund it.", [["non_delivery"]]),
    # not a parcel gone
    ("SU-81023 missing a screw", "please help", [["damaged_item"]]),
    # a greeting over "?": the "?" is what a person reads, as before
    ("Hello", "?", [["other"]]),
])
def test_a_subject_naming_only_what_the_body_asks_adds_no_subtask(subject, body, kinds):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-81023")
    assert [s.kinds for s in reading.requests] == kinds, reading.as_payload()
    assert not [s for s in reading.requests if s.why == SUBJECT_CARRIES_WHY]


@pytest.mark.django_db
def test_a_lost_parcel_named_in_the_subject_alone_is_paid_by_carrier_claim(tmp_path):
    cases = round_cases(VER25C)
    runs = [cases["VER25C-22"]]
    for i, (subject, body) in enumerate([("SU-81023 never came", "??"), ("Parcel missing - SU-81023", "see subject"),
                                         ("order 81023 not here", "please help"), ("SU-81023 lost", "Thanks")]):
        c = json.loads(json.dumps(cases["VER25C-22"]))
        c["id"], c["ticket"]["subject"], c["ticket"]["body"] = f"VER25C-22-{i}", subject, body
        runs.append(c)
    got = run(tmp_path, runs)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in runs if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in runs]
