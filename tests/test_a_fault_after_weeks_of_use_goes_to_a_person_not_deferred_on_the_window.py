"""Goods that worked for a spell and then failed ("my kettle ... was working good for around six weeks, every day, and
this morning it does not switch on anymore") wore or failed in use: a quality or warranty question a person answers.
The screener reads the spell (hedged "around six weeks", the fault told by when it showed: "this morning", "today",
"suddenly"), the guard's damage_not_worn_in_use reads the same (runs.worn_goods), and the offline agent hands a damage
claim on such goods to a person quoting the customer instead of deferring it on the damage window as if the goods
had come damaged. A plain damage claim told late, with no use told, is still deferred on the window; a spell of
minutes is dead on arrival."""

from datetime import datetime, timezone

import pytest

from runs.intents import FAULT_AFTER_USE_WHY, read_ticket
from runs.intents.wear_faults import wear_in
from runs.models import SubtaskStatus
from runs.shop.models import Refund
from runs.worn_goods import worn_goods_check
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc

M17 = ("Hello, my kettle from order SU-83117 was working good for around six weeks, every day, and this morning it does not switch "
       "on anymore, the light is not coming. I want refund for it because it is not normal for new kettle.")


@pytest.mark.parametrize("text", [
    M17,
    "the toaster was fine for roughly a month and yesterday it just stopped popping up",
    "Blender worked great for about 3 weeks, then suddenly the motor cut out and won't start again.",
    "My fan run perfect for maybe two months and today is making terrible noise and not turning.",
    "The lamp has been working ok for nearly six weeks and last night the switch came apart in my hand.",
    "kettle worked fine for just over a month and this week it started leaking from the base",
])
def test_a_spell_of_working_before_the_fault_is_a_fault_after_use(text):
    reading = read_ticket(f"Fault\n{text}")
    assert "damaged_item" not in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert any(s.why.startswith(FAULT_AFTER_USE_WHY) for s in reading.requests)
    assert wear_in([s.text for s in reading.sentences])


@pytest.mark.parametrize("text", [
    "The kettle arrived with a dented lid, please refund it.",
    "The kettle never worked for more than a day before I noticed the dent it came with. Refund please.",
])
def test_a_spell_of_minutes_or_damage_from_the_first_is_still_a_damage_claim(text):
    reading = read_ticket(f"Kettle\n{text}")
    assert "damaged_item" in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


def test_a_spell_of_minutes_is_no_wear():
    reading = read_ticket("Kettle\nThe kettle worked for two minutes then died. Refund please.")  # dead on arrival
    assert not any(s.why.startswith(FAULT_AFTER_USE_WHY) for s in reading.sentences)
    assert not wear_in([s.text for s in reading.sentences])


ORDER = {"order_ref": "SU-83117", "lines": [{"sku": "KTL-ELC-1", "description": "Electric kettle 1.7 L, cream", "quantity": 1,
                                             "unit_price_cents": 5500}]}


def test_the_guard_reads_the_same_spell_and_refuses_a_damage_refund():
    asked = [{"text": M17, "kinds": ["damaged_item"]}]
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 5500, "lines": [{"sku": "KTL-ELC-1", "quantity": 1}]}
    check, passed, inputs, _ = worn_goods_check(decision, ORDER, asked)
    assert check == "damage_not_worn_in_use" and passed is False
    assert "working good for around six weeks" in inputs["worn_in_use"]["KTL-ELC-1"]


@pytest.fixture
def late_kettle(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-83117", maya, house, [("KTL-ELC-1", "Electric kettle 1.7 L, cream", 1, 5500)],
                           delivered_at=datetime(2026, 8, 1, 14, tzinfo=UTC))


@pytest.mark.django_db
@pytest.mark.parametrize("body,said", [
    ("We've used the kettle every day for six weeks. Now the lid hinge has snapped. Please refund the kettle, it's damaged.",
     "used the kettle every day for six weeks"),
    ("My kettle is broken, please refund it. I used it daily for six weeks and now the switch has cracked.", "used it daily for six weeks"),
])
def test_offline_hands_a_damage_claim_on_goods_worn_in_use_to_a_person_not_the_window(late_kettle, body, said):
    run = offline_run(body, "SU-83117", subject="kettle")
    assert not Refund.objects.filter(order__ref="SU-83117").exists()
    claim = run.subtasks.get(case_type="damaged_item")
    assert claim.status == SubtaskStatus.ESCALATED and not claim.deferred_reason
    handed = claim.escalations.get().open_item
    assert "after use" in handed and said in handed


@pytest.mark.django_db
def test_offline_still_defers_a_plain_late_damage_claim_on_the_window(late_kettle):
    run = offline_run("My kettle arrived with a cracked lid, please refund it.", "SU-83117", subject="kettle")
    claim = run.subtasks.get(case_type="damaged_item")
    assert claim.status == SubtaskStatus.DEFERRED and "window" in claim.deferred_reason
    assert not Refund.objects.filter(order__ref="SU-83117").exists()
