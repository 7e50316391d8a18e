"""A damage claim whose refund the customer declines while asking for goods instead ("Please don't refund me - I just want
another large jar posted out") is one matter for a person: the ask is its own subtask handed to a person, and the claim is
deferred with its refund held and the customer told why, not escalated a second time (ver22a V22A-06 had two escalations
for the one jar). A refund declined with nothing asked instead, or asked to go elsewhere, is escalated as before; no
money moves either way. Wording written for these tests."""

import pytest

from runs.models import Escalation, Subtask
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db

LINES = [("JAR-LG", "Glass storage jar, large", 1, 1600), ("JAR-SM", "Glass storage jar, small", 1, 1100), ("LID-BM", "Bamboo lid set", 1, 900)]
CLAIM = "The large jar was cracked when I opened the box, the small one and the lids are fine."


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    for n in range(1, 11):
        delivered_order(f"SU-6910{n:02d}", maya, house, LINES)


def _claim_subtask(run) -> Subtask:
    return Subtask.objects.get(run=run, case_type="damaged_item")


def _unpaid_run(n: int, ask: str):
    """The claim and `ask` walked on order SU-6910nn; nothing is refunded either way."""
    ref = f"SU-6910{n:02d}"
    run = offline_run(f"{CLAIM} {ask}", ref, subject="Cracked jar")
    assert Refund.objects.filter(order__ref=ref).count() == 0
    return run


@pytest.mark.parametrize("n,ask", [
    (1, "Please don't refund me - I just want another large jar posted out, the set looks odd without it."),
    (2, "Don't refund it, I'd like a new jar sent instead."),
    (3, "no refund thanks, i just need a replacement jar sent"),
    (4, "Please don't refund me, I'd just like another large jar sent out."),
    (5, "dont want money back!! just send me another large one pls"),
])
def test_the_claim_is_deferred_beside_the_ask_for_goods_handed_to_a_person(world, n, ask):
    run = _unpaid_run(n, ask)
    assert _claim_subtask(run).status == Subtask.Status.DEFERRED
    escalations = list(Escalation.objects.filter(run=run))
    assert len(escalations) == 1 and escalations[0].subtask.case_type != "damaged_item"


@pytest.mark.parametrize("n,ask", [
    (6, "Please don't refund me, I'll think about what I want and get back to you."),
    (7, "No refund please, I'll keep it as it is, it still holds pasta."),
])
def test_a_refund_declined_with_no_goods_asked_instead_is_still_escalated(world, n, ask):
    run = _unpaid_run(n, ask)
    assert not Subtask.objects.filter(run=run, deferred_reason__contains="goods instead").exists()
