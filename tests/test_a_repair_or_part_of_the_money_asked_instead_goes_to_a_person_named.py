"""A remedy asked in place of the refund the policy gives goes to one person, naming the goods and what was asked, and
no money moves: a repair ("no i dont want a new one and no i dont want my money back, i want it REPAIRED by a
technician", runs/intents/repair_asked.py), a new one asked before the claim is told ("Please do not refund me, I would
rather have a new one. The fan blade is cracked.", runs/goods_of_remedy_asks.py), part of the money ("the lampshade on
mine is dented, can I get a partial refund?", runs/part_money_asked.py: the claim deferred to that person, never
escalated as "the customer asks that it not be done"). verify33 F13, F07, F11. Near-misses ask no repair.
Wording written for these tests."""
import pytest

from runs.intents.repair_asked import REPAIR_WHY, repair_asked
from runs.models import Subtask
from runs.shop.models import Refund
from tests.readings import reading, shown
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

REPAIRS = [
    "before you ask, no i dont want a new one and no i dont want my money back, i want it REPAIRED by a technician at my house.",
    "Could you send someone round to fix it?",
    "I'd like the screen repaired please, not a refund.",
    "can u repair it pls, i dont want the money",
    "We need them fixed properly, not replaced.",
    "I don't want a new one, I want it fixed by an engineer.",
    "Please repair the kettle, I love it.",
]
NO_REPAIR = [
    "I repaired it myself",
    "my husband will fix it",
    "I've had it repaired already",
    "I don't want it repaired, just refund me",
    "is it worth repairing?",
    "please fix this mess",
    "could you fix my order",
    "Can you fix it please?",
    "could you fix that too?",
    "Please fix it, thanks!",
    "I want this fixed today",
]


@pytest.mark.parametrize("text", REPAIRS)
def test_a_repair_asked_is_read(text):
    assert repair_asked(text)


@pytest.mark.parametrize("text", NO_REPAIR)
def test_no_repair_is_asked(text):
    assert not repair_asked(text)


@pytest.mark.parametrize("body", [
    "the kettle arrived with a cracked base. before you ask, no i dont want a new one and no i dont want my money back, i want it REPAIRED.",
    "The kettle came dented. I don't want my money back, i want it repaired.",
    "kettle arrived cracked. no refund please, can you send someone to fix it?",
])
def test_a_repair_asked_beside_a_claim_is_a_request_holding_the_refund(body):
    read = reading(body)
    ask = [s for s in read.requests if s.why == REPAIR_WHY]
    assert ask and "refund" in ask[0].forbids and "other" in ask[0].kinds, shown(read)


@pytest.fixture
def one_line(settings):
    def make(ref: str, sku: str, name: str, cents: int):
        maya, house = small_shop(settings)
        more_policies("damaged_item")
        return delivered_order(ref, maya, house, [(sku, name, 1, cents)])
    return make


def _one_person_named(run, *words: str) -> str:
    escalations = list(run.escalations.all())
    assert len(escalations) == 1, [e.open_item for e in escalations]
    named = f"{escalations[0].open_item} {escalations[0].subtask.goal if escalations[0].subtask_id else ''}".lower()
    assert all(w in named for w in words), named
    assert all(s.status == Subtask.Status.DEFERRED for s in run.subtasks.filter(case_type="damaged_item"))
    return named


@pytest.mark.django_db
def test_a_repair_goes_to_one_person_naming_the_goods_and_the_repair(one_line):
    one_line("SU-9610", "TV-1", "Television", 45000)
    run = offline_run("the tv arrived with a cracked screen. no i dont want a new one and no i dont want my money back, i want it "
                      "REPAIRED by a technician at my house.", "SU-9610")
    _one_person_named(run, "television", "repaired")
    assert not Refund.objects.filter(order__ref="SU-9610").exists()
    reply = next(e.payload["request"]["body"] for e in run.events.filter(kind="effect_requested") if e.payload.get("name") == "send_reply")
    assert "repair you asked for" in reply, reply


@pytest.mark.django_db
def test_a_new_one_asked_before_the_claim_names_the_goods(one_line):
    one_line("SU-9611", "FAN-1", "Desk fan", 4000)
    run = offline_run("Please do not refund me, I would rather have a new one. The fan blade is cracked.", "SU-9611")
    _one_person_named(run, "desk fan", "new one")
    assert not Refund.objects.filter(order__ref="SU-9611").exists()


@pytest.mark.django_db
def test_part_of_the_money_asked_is_one_persons_amount_never_read_as_refused(one_line):
    one_line("SU-9612", "LMP-4", "Table lamp", 6000)
    run = offline_run("Looks like I was charged twice for the lamp - oh wait, no, my husband ordered the same lamp on his phone. "
                      "Never mind that. But the lampshade on mine is dented, can I get a partial refund?", "SU-9612")
    named = _one_person_named(run, "partial refund")
    assert "not be done" not in named
    assert not Refund.objects.filter(order__ref="SU-9612").exists()
    deferred = run.subtasks.get(case_type="damaged_item")
    assert "part of the money" in deferred.deferred_reason
