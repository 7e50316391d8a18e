"""A claim whose every remedy the customer turns down, money and goods alike, beside a question ("I don't want a refund
or a replacement, I just want to know why this keeps happening"), is no return and no refund: the claim is deferred with
the customer's own wish as its reason, nothing is paid or taken back, and the question is the request a person answers.
Read before as a return the customer "asks that it not be done", a wrong item went to a person as a return nobody had
mentioned (verify33 E02), and a damage claim was deferred as "goods you asked for instead" (runs/every_remedy_declined.py).
Near-misses keep their remedy: one of the two declined only, goods or a return still asked. Wording written for these tests."""
import pytest

from runs.every_remedy_declined import declines_every_remedy
from runs.models import Escalation, Subtask
from runs.shop.models import Refund, ReturnRequest
from tests import fresh_cases as fc

DECLINED = [
    "I don't want a refund or a replacement, I just want to know why this keeps happening.",
    "dont want a refund dont want a replacement either, just keep it, but can you tell me why this keeps happening?",
    "No refund and no replacement needed, I'd just like an explanation.",
    "i'm not after a refund or a new one, just tell me why this happens",
    "Not after money back or another one, I just want to understand how this happened again.",
    "I don't need my money back nor a replacement - I'd like to know what went wrong with your packing.",
    "Honestly I don't want any compensation or an exchange. How does this keep happening??",
]
STILL_ASKED = [
    "I don't want a refund, I want a replacement.",
    "no replacement please, just refund me",
    "I don't want a refund or a replacement, just send the right one.",
    "Not looking for a refund, just a new one please",
    "don't refund me, send another one",
    "I don't want a replacement or a refund, I'll send it back for the right size",
    "Please refund it, and can you tell me why this keeps happening?",
    "don't bother with a replacement, money back please",
    "dont want a replacement, refund me pls",
    "No need for a new one, give me my money back",
    "not after another one, just my money",
]


@pytest.mark.parametrize("text", DECLINED)
def test_money_and_goods_turned_down_together_decline_every_remedy(text):
    assert declines_every_remedy(text)


@pytest.mark.parametrize("text", STILL_ASKED)
def test_a_remedy_still_asked_declines_not_every_remedy(text):
    assert not declines_every_remedy(text)


LINES = [fc.line("NB-4", "Blue notebook", 1200), fc.line("MG-4", "Stoneware mug", 1800)]
WRONG = "I ordered the blue notebook and got a red diary instead."
BROKEN = "The stoneware mug arrived chipped."


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_or_taken_back_and_no_return_goes_to_a_person(tmp_path):
    # (those whose "why" the screener reads as a request of its own; "I'd just like an explanation" it does not yet)
    asked_why = [t for t in DECLINED if "explanation" not in t and "i'm not after" not in t]
    cases = [fc.case(f"ERD-{i}", f"{WRONG if i % 2 else BROKEN} {text}", LINES, ref=f"SU-7380{i}",
                     intents=["wrong_item" if i % 2 else "damaged_item", "other"],
                     expected={"outcome": "partial", "refunds": [], "returns": []})
             for i, text in enumerate(asked_why)]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0, {c["id"]: results[c["id"]]["differences"] for c in cases}
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if not d.startswith(("unexpected escalation: 'a person answers", "outcome"))], \
            (c["id"], results[c["id"]]["differences"])
    assert not Refund.objects.exists() and not ReturnRequest.objects.exists()
    assert not Escalation.objects.filter(open_item__contains="asks that it not be done").exists(), \
        list(Escalation.objects.values_list("open_item", flat=True))
    for c in cases:
        claim = Subtask.objects.get(run__ticket__ref__contains=f"-{c['id']}-", case_type__in=["wrong_item", "damaged_item"])
        assert claim.status == "deferred" and "declines every remedy" in claim.deferred_reason, (c["id"], claim.status, claim.deferred_reason)
        said = claim.run.state["reply"]["body"]
        assert "neither a refund nor a replacement" in said and "refunded $" not in said, said


@pytest.mark.django_db
def test_end_to_end_near_misses_keep_their_remedy(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "MG-4", 1), "MG-4", 1)]
    cases = [
        fc.case("ERN-0", f"{BROKEN} no replacement please, just refund me", LINES, ref="SU-73810",
                intents=["damaged_item", "question"], expected={"outcome": "resolved", "refunds": paid}),
        fc.case("ERN-1", f"{BROKEN} Please refund it, and can you tell me why this keeps happening?", LINES, ref="SU-73811",
                intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": paid}),
        fc.case("ERN-2", f"{BROKEN} I don't want a refund, I want a replacement.", LINES, ref="SU-73812",
                intents=["damaged_item", "other"], expected={"outcome": "escalated", "refunds": []}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    claim = Subtask.objects.get(run__ticket__ref__contains="-ERN-2-", case_type="damaged_item")
    assert "declines every remedy" not in claim.deferred_reason, claim.deferred_reason
