"""A refund asked and then changed into goods ("Please refund the cracked bowl. On second thought I'd rather you sent a new
one instead of the money") pays nothing, hands the goods to one person as a request of their own, defers the claim beside
it, and the reply has a sentence for each: the goods asked (a colleague follows up) and the claim (no refund, as asked),
never telling the customer they asked us not to refund when they only asked for goods. Near-misses: the change the other
way (goods, then "just refund it") pays the claim; a change with no remedy after it ("never mind, I'll keep it") settles
the claim. Wording written for these tests (runs/intents/settled.py _problem_to_later_choice, runs/agents/offline.py)."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.models import Escalation, Subtask
from runs.reply_check import unresolved_problems
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

CHANGED_TO_GOODS = [
    "Please refund the cracked bowl. Hmm, on second thought I'd rather you sent a new one instead of the money.",
    "can i get a refund for the bowl, its cracked. actually scratch that - send me another one pls",
    "I'd like my money back for the cracked bowl please. On second thoughts, could you post a replacement instead?",
    "Refund the bowl please, it came cracked. Actually no, forget the refund, I'd prefer a new bowl sent out.",
    "The bowl arrived cracked, please refund it. Oh wait, never mind the refund - a new one would be great.",
]


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("body", CHANGED_TO_GOODS)
def test_goods_chosen_after_a_refund_are_an_ask_of_their_own_with_the_claim_held(body):
    reading = read_ticket(f"Bowl\n{body}", order_ref="SU-79801")
    assert "damaged_item" in reading.intents and "other" in reading.intents, _shown(reading)
    assert any(s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids for s in reading.requests), _shown(reading)


@pytest.fixture
def bowls(settings):
    maya, house = small_shop(settings)
    for n in range(1, 10):
        delivered_order(f"SU-7980{n}", maya, house, [("BWL-1", "Serving bowl", 1, 3200), ("PLT-1", "Side plate", 2, 900)])


def _reply(run) -> dict:
    return (run.state.get("reply") or {})


@pytest.mark.django_db
@pytest.mark.parametrize("n,body", list(enumerate(CHANGED_TO_GOODS, start=1)))
def test_offline_pays_nothing_asks_one_person_and_answers_every_subtask(bowls, n, body):
    ref = f"SU-7980{n}"
    run = offline_run(body, ref, subject="Bowl")
    assert not Refund.objects.filter(order__ref=ref).exists()
    escalations = list(Escalation.objects.filter(run=run))
    assert len(escalations) == 1 and escalations[0].subtask.case_type == "other", [e.open_item for e in escalations]
    assert Subtask.objects.get(run=run, case_type="damaged_item").status == Subtask.Status.DEFERRED
    run.refresh_from_db()
    sentences = _reply(run).get("sentences", {})
    numbers = {str(s.number) for s in Subtask.objects.filter(run=run)}
    assert numbers <= set(sentences), (numbers, sentences)
    for number, sentence in sentences.items():
        status = Subtask.objects.get(run=run, number=int(number)).status
        assert unresolved_problems(sentence, status) == [], sentence


@pytest.mark.django_db
@pytest.mark.parametrize("n,body", [
    (6, "The bowl came cracked. Could you send me a new one? Actually, forget the new one, just refund it please."),
    (7, "bowl arrived cracked. can u post another. hmm no, scratch that - just refund me instead"),
])
def test_the_change_the_other_way_pays_the_claim(bowls, n, body):
    ref = f"SU-7980{n}"
    run = offline_run(body, ref, subject="Bowl")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref=ref)] == [3200], [e.open_item for e in Escalation.objects.filter(run=run)]


@pytest.mark.django_db
def test_goods_asked_with_no_money_turned_down_are_not_told_as_a_refund_refused(bowls):
    # (the claim and the goods both go to a person, as the shipped open-requests set expects: no money was turned down)
    run = offline_run("The bowl came cracked. Could you send me a new one?", "SU-79808", subject="Bowl")
    run.refresh_from_db()
    body = _reply(run).get("body", "")
    assert "asked us not to refund" not in body and body, body
    assert not Refund.objects.filter(order__ref="SU-79808").exists()
    assert Subtask.objects.get(run=run, case_type="damaged_item").status == Subtask.Status.ESCALATED
