"""Part of the price asked in a sentence of its own beside a damage claim ("The toaster came cracked. Could you knock ten
dollars off?", "a partial refund of $10 would do", "if you take a tenner off I'll keep it") is the customer's remedy for
that claim: the amount is one person's to decide (runs/part_money_asked.py), so no money is paid, and the claim is
deferred to that person with the ask quoted. Read only as a request of no kind, the sentence let the claim's full line
be refunded beside it (issue #11 finding: $36.72 paid on a $10 ask). Near-misses ask no part of the price and the claim
is paid as before. Wording written for these tests."""
import pytest

from runs.intents.remedies import OTHER_REMEDY_WHY
from runs.models import Subtask
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop
from tests.readings import reading, shown

CLAIM = "The toaster arrived with a cracked lid."
ASKS = [
    "Could you knock ten dollars off?",
    "Rather than send it back, could you knock ten dollars off?",
    "if you take a tenner off I'll keep it",
    "a partial refund of $10 would do.",
    "can u knock $10 off pls",
    "Would you take 10 dollars off the price?",
    "just take $5 off and we're square.",
    "could you knock a fiver off",
]
NEAR_MISSES = [
    "knock it off!",
    "I'd knocked it off the shelf once before, but it was fine then.",
    "Please refund the toaster.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_part_of_the_price_asked_holds_the_claims_refund(ask):
    read = reading(f"{CLAIM} {ask}")
    held = [s for s in read.requests if "other" in s.kinds and "refund" in s.forbids]
    assert held and "damaged_item" in held[0].forbid_kinds and held[0].why in (OTHER_REMEDY_WHY,) or \
        any("part of their money" in s.why for s in held), shown(read)


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_no_part_of_the_price_is_asked(ask):
    read = reading(f"{CLAIM} {ask}")
    assert not any("refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("TST-1", "Two-slice toaster", 3400), fc.line("MUG-1", "Stoneware mug", 1400)]


@pytest.mark.django_db
def test_no_money_is_paid_for_a_part_asked(tmp_path):
    cases = [fc.case(f"PARTPRICE-{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item", "other"], ref=f"SU-7420{n}",
                     expected={"outcome": "escalated", "refunds": []}) for n, ask in enumerate(ASKS)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0, [(c["id"], d) for c in cases for d in results[c["id"]]["differences"] if "guard" in d or "refund" in d]
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)


@pytest.mark.django_db
def test_the_claim_alone_is_still_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "TST-1", 1), "TST-1", 1)]
    cases = [fc.case(f"PARTPRICE-N{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item"], ref=f"SU-7430{n}",
                     expected={"outcome": "resolved", "refunds": paid}) for n, ask in enumerate(NEAR_MISSES)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
@pytest.mark.parametrize("ask", ["Could you knock ten dollars off?", "Rather than send it back, could you knock ten dollars off?",
                                 "if you take a tenner off I'll keep it", "a partial refund of $10 would do."])
def test_one_person_has_the_ask_quoted_and_no_money_moves(settings, ask):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    delivered_order("SU-9640", maya, house, [("TST-1", "Toaster", 1, 3400)])
    run = offline_run(f"{CLAIM} {ask}", "SU-9640")
    escalations = list(run.escalations.all())
    assert len(escalations) == 1, [e.open_item for e in escalations]
    named = f"{escalations[0].open_item} {escalations[0].subtask.goal if escalations[0].subtask_id else ''}"
    assert ask.rstrip(".?") in named and "not be done" not in named, named
    assert all(s.status == Subtask.Status.DEFERRED for s in run.subtasks.filter(case_type="damaged_item"))
    assert not Refund.objects.filter(order__ref="SU-9640").exists()
