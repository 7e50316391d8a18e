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


TWO_FEES = [
    "Why did you charge me delivery twice? I see two lots of $5.99 on the same order. Refund the second one please.",
    "you billed me 5.99 postage two times on SU-70001, pls refund the duplicate",
    "Hello, my statement shows the delivery fee taken twice for this order. Could you refund the extra one?",
    "double delivery charge!! refund one of them",
    "I was charged shipping twice ($5.99 + $5.99). Please reverse the second charge.",
]


def _two_parcels(cid: str, body: str, expected: dict, *, parcels: int = 2) -> dict:
    c = case(cid, body, [line("SHF-OAK", "Oak wall shelf", 3900), line("BRK-SET", "Shelf bracket pair", 1200)], intents=["duplicate_charge"],
             expected=expected)
    order = c["world"]["orders"][0]
    fee = next(x for x in order["charges"] if x["kind"] == "delivery")
    order["charges"].append({**fee, "description": fee["description"] + (" (second parcel)" if parcels == 2 else "")})
    if parcels == 2:
        first = order["shipments"][0]
        order["shipments"] = [{**first, "lines": ["SHF-OAK"]}, {**first, "tracking_number": first["tracking_number"] + "B", "lines": ["BRK-SET"]}]
    return c


@pytest.mark.django_db
def test_two_equal_fees_for_two_parcels_are_declined_naming_the_parcels(tmp_path):
    from runs.models import Run

    cases = [_two_parcels(f"FEES-{i}", body, {"outcome": "partial", "refunds": []}) for i, body in enumerate(TWO_FEES)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [got[c["id"]] for c in cases if not got[c["id"]]["passed"]] == []
    for c in cases:
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state["reply"]["body"]
        assert "two $5.99 delivery charges" in reply and "two parcels" in reply and "neither is a charge taken twice" in reply, reply


@pytest.mark.django_db
def test_two_equal_fees_on_one_parcel_are_a_copy_refunded(tmp_path):
    copy = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]}
    cases = [_two_parcels(f"FEES-1P-{i}", body, copy, parcels=1) for i, body in enumerate(TWO_FEES[:2])]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    assert [got[c["id"]] for c in cases if not got[c["id"]]["passed"]] == []


def test_a_declines_reason_speaks_to_the_customer_not_of_them():
    from django.utils import timezone

    from runs import policy_evidence, policy_goods_conditions

    mug = {"sku": "MUG-1", "description": "Stoneware mug", "quantity": 1, "unit_price_cents": 1200}
    order = {"order_ref": "SU-1", "lines": [mug], "charges": [], "shipments": []}
    back = {"case_type": "change_of_mind", "action": "return", "sku": "MUG-1", "lines": [{"sku": "MUG-1", "quantity": 1}]}
    used = policy_goods_conditions.item_unused(policy_evidence.Evidence(order=order, now=timezone.now(), said=("I used the mug for a week and don't like it",)), back)
    assert not used.holds
    assert used.says.startswith("the customer says the item was used")  # the record speaks of the customer
    assert used.for_the_customer().startswith("you say the item was used")  # the reply speaks to them
    assert "customer_words" not in used.recorded()


def test_a_double_fee_named_with_its_kind_is_a_duplicate_claim_and_a_double_check_is_not():
    from runs.intents.read import read_ticket

    assert read_ticket("x\ndouble delivery charge!! refund one of them").intents == ["duplicate_charge"]
    assert read_ticket("x\nI see a double card payment for the lamp, please refund one.").intents == ["duplicate_charge"]
    assert "duplicate_charge" not in read_ticket("x\nCould you double check the delivery charge? It seems high.").intents
