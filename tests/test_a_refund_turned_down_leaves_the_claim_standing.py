"""A refund turned down beside a damage claim changes the remedy or refuses the money; it never takes the claim back.
"No refund needed - I only want another big tin posted" asks goods instead (a person arranges them, the claim is deferred
beside them with its refund held); a bare "Please do not refund me." refuses the money and the claim stands, held, for a
person. No money moves either way. Near-misses that do take the claim back: the refund waived ("no need to refund me",
"don't bother refunding, it's a few pounds") or the goods kept and fixed. Wording written for these tests
(runs/intents/goods_wanted.py, runs/intents/refund_me.py)."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.goods_wanted import goods_wanted_instead
from runs.models import Escalation, Subtask
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

CLAIM = "The big storage tin arrived with the lid dented in."

GOODS_INSTEAD_ASKED = [
    "No refund needed - I only want another big tin posted.",
    "no refund necessary, a replacement would be great",
    "I don't need my money back, I just want the right one sent out.",
    "No refund thanks!! just a new one please",
    "Keep the money - what I'd like is a new tin sent instead.",
    "Refund not needed. We would like another tin shipped, the set looks odd without it.",
]
BARE_REFUSALS = [
    "Please do not refund me.",
    "Don't refund me!",
    "do NOT refund me please",
    "Please don't refund us.",
    "Please, do not refund me.",
]
WAIVED = [
    "No need to refund me.",
    "Don't bother refunding, it's a few pounds.",
    "Honestly not worth refunding.",
    "I've bent it back myself so I'll keep it, no refund needed.",
    "dont bother with a refund tbh",
]


def _read(after: str):
    return read_ticket(f"Storage tin\n{CLAIM} {after}", order_ref="SU-78001")


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("after", GOODS_INSTEAD_ASKED)
def test_goods_wished_sent_beside_a_refund_turned_down_are_asked_and_the_claim_stands(after):
    reading = _read(after)
    assert "damaged_item" in reading.intents and "other" in reading.intents, _shown(reading)
    assert any(s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids for s in reading.requests), _shown(reading)


@pytest.mark.parametrize("after", BARE_REFUSALS)
def test_a_bare_refusal_refuses_the_money_and_leaves_the_claim(after):
    reading = _read(after)
    assert reading.intents == ["damaged_item"], _shown(reading)
    refusal = next(s for s in reading.sentences if "refund" in s.text.lower())
    assert "refund" in refusal.forbids and refusal.role == "context", _shown(reading)


@pytest.mark.parametrize("after", WAIVED)
def test_a_refund_waived_or_the_goods_kept_still_takes_the_claim_back(after):
    reading = _read(after)
    assert "damaged_item" not in reading.intents, _shown(reading)


@pytest.mark.parametrize("text", [
    "I don't want another one sent.",
    "Is a new one being sent already?",
    "I'll just get a new one myself from the market.",
    "I want a refund, not a new one sent.",
    "We never wanted a replacement sent out.",
])
def test_goods_refused_asked_after_or_bought_elsewhere_are_not_wished_sent(text):
    assert not goods_wanted_instead(text)


@pytest.fixture
def tins(settings):
    maya, house = small_shop(settings)
    for n in range(1, 11):
        delivered_order(f"SU-7810{n:02d}", maya, house, [("TIN-BIG", "Storage tin, big", 1, 1800), ("TIN-SM", "Storage tin, small", 1, 1200)])


@pytest.mark.django_db
@pytest.mark.parametrize("n,after", list(enumerate(GOODS_INSTEAD_ASKED[:4], start=1)))
def test_offline_defers_the_claim_and_hands_the_goods_to_one_person(tins, n, after):
    ref = f"SU-7810{n:02d}"
    run = offline_run(f"{CLAIM} {after}", ref, subject="Storage tin")
    assert not Refund.objects.filter(order__ref=ref).exists()
    claim = Subtask.objects.get(run=run, case_type="damaged_item")
    assert claim.status == Subtask.Status.DEFERRED
    escalations = list(Escalation.objects.filter(run=run))
    assert len(escalations) == 1 and escalations[0].subtask.case_type == "other"


@pytest.mark.django_db
@pytest.mark.parametrize("n,after", list(enumerate(BARE_REFUSALS[:4], start=5)))
def test_offline_pays_nothing_and_a_person_has_the_claim_after_a_bare_refusal(tins, n, after):
    ref = f"SU-7810{n:02d}"
    run = offline_run(f"{CLAIM} {after}", ref, subject="Storage tin")
    assert not Refund.objects.filter(order__ref=ref).exists()
    claim = Subtask.objects.get(run=run, case_type="damaged_item")
    assert claim.status == Subtask.Status.ESCALATED
    assert any(after.strip(".!")[:10].lower() in e.open_item.lower() for e in Escalation.objects.filter(run=run))
