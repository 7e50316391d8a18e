"""A decline the customer is told of, naming the request and its reason, accounts for the request: the eval judge counts it
covered (deferred), never a silent drop, even on a case that expected a person to take it; the case still fails on the
person it expected (covered but not as expected). A deferral the customer is never told of, one with no reason, or one told
in words that do not name the request stays a silent drop."""

import pytest

from runs.evals.cases import Label
from runs.evals.judge import _stands_for
from runs.models import Subtask
from tests.fresh_cases import case, line, run


class Deferred:
    """A deferred subtask as the judge reads one."""

    def __init__(self, case_type: str, reason: str, number: int = 1):
        self.case_type, self.status, self.deferred_reason, self.number = case_type, Subtask.Status.DEFERRED, reason, number


# (label, the case's expected person, the reason recorded, the reply's sentence for it)
DECLINES = [
    (Label(kind="late_delivery", quote="I'd like the delivery fee back for the wait"), ["late"],
     "PX1 delivered 11 Nov 2026, promised by 12 Nov 2026: on time",
     "I haven't done anything about the delivery fee on your late delivery, because PX1 delivered 11 Nov 2026, promised by 12 Nov 2026: on time."),
    (Label(kind="duplicate_charge", quote="refund the second one"), ["duplicate"],
     "order SU-1 shows no charge taken twice, so there is nothing to refund",
     "I haven't done anything about the duplicate charge, because order SU-1 shows no charge taken twice, so there is nothing to refund."),
    (Label(kind="duplicate_charge", quote="you billed me twice for postage"), ["charged twice"],
     "the two $5.99 delivery charges are for two parcels",
     "We have not refunded a charge: the two $5.99 delivery charges are for two parcels, so neither is a double charge."),
    (Label(kind="change_of_mind", quote="can I send the serum back"), ["return"],
     "opened personal care (POL-COM-008)",
     "I haven't done anything about the return of the face serum, because it is opened personal care (POL-COM-008)."),
    (Label(kind="damaged_item", quote="the glass has a crack in the corner"), ["crack"],
     "delivered 47 days ago, window 30 days",
     "I haven't refunded the glass that has a crack in the corner, because it arrived 47 days ago and the window is 30 days."),
    (Label(kind="late_delivery", quote="it came two days late, fee back please"), ["delivery fee"],
     "delivered on its promised day",
     "The parcel was delivered on its promised day, so the delivery fee is not refunded for a late delivery."),
]


@pytest.mark.parametrize("label,people,reason,sentence", DECLINES)
def test_a_decline_told_with_its_reason_covers_the_request(label, people, reason, sentence):
    assert _stands_for(label, Deferred(label.kind, reason), True, people, [], {"1": sentence})


@pytest.mark.parametrize("label,people,reason,sentence", DECLINES)
def test_a_deferral_never_told_or_without_a_reason_is_still_a_drop(label, people, reason, sentence):
    assert not _stands_for(label, Deferred(label.kind, reason), True, people, [], {})  # no reply sent
    assert not _stands_for(label, Deferred(label.kind, reason), True, people, [], {"2": sentence})  # the reply speaks of another subtask
    assert not _stands_for(label, Deferred(label.kind, ""), True, people, [], {"1": sentence})  # no reason recorded
    assert not _stands_for(label, Deferred(label.kind, reason), True, people, [], {"1": "Thank you for your patience."})


def test_a_sentence_naming_other_goods_does_not_account_for_the_request():
    late = Label(kind="late_delivery", quote="I'd like the delivery fee back for the wait")
    told = {"1": "I haven't done anything about the return of the lamp, because it was used."}
    assert not _stands_for(late, Deferred("late_delivery", "used"), True, ["late"], [], told)


def test_cases_expecting_no_person_and_escalations_read_as_before():
    late = Label(kind="late_delivery", quote="fee back please")
    assert _stands_for(late, Deferred("late_delivery", "on time"), True, [], [], {})
    assert _stands_for(late, Deferred("late_delivery", "on time"), True, ["late"], ["refund the late delivery fee"], {})


ON_TIME = [
    "Took ages to get here. I want my delivery fee back for the wait.",
    "hi the parcel was slow, pls refund the shipping fee",
    "Your 'fast delivery' was anything but. Kindly refund the delivery charge on SU-70001.",
    "delivery took forever!!! refund my postage",
    "Good afternoon, the order arrived much later than I hoped. I would like the delivery fee refunded, please.",
]


@pytest.mark.django_db
def test_an_on_time_parcel_declined_with_its_reason_is_no_drop_though_the_case_wanted_a_person(tmp_path):
    lamp = [line("LMP-1", "Ceramic table lamp", 5400)]
    wants_person = [case(f"DECL-{i}", body, lamp, intents=["late_delivery"], expected={"outcome": "escalated", "escalations": [{"item": "late"}]})
                    for i, body in enumerate(ON_TIME)]
    declined = [case(f"DECL-OK-{i}", body, lamp, intents=["late_delivery"], expected={"outcome": "partial", "refunds": []})
                for i, body in enumerate(ON_TIME)]
    got = run(tmp_path, wants_person + declined)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in wants_person:
        assert not got[c["id"]]["passed"]  # covered, not as the case expects: it wanted a person
        assert not any("silent drop" in d for d in got[c["id"]]["differences"]), got[c["id"]]
    assert [got[c["id"]] for c in declined if not got[c["id"]]["passed"]] == []
