"""A sentence that only restates a claim the ticket makes is folded into that claim, not read as one more request of no
known kind for a person (runs/intents/restatements.py; held-back rounds ver28a V28-04 and adv28 A28-05, A28-24): a
return's how-to and the goods told unused beside a return asked, an approval the customer says was given, a wish about
the reply's form. It is folded only when it adds nothing: no goods of its own, no sum of its own, no action of its own,
no question the reply would have to answer. Near-misses include the four an earlier reading folded wrongly ("Refund only
$1", the subject "Return label for the rug", a policy question, a wrong item's fee question). Wording written for these
tests, but for the round's own cases run end to end."""

import json
from pathlib import Path

import pytest

from runs.intents import read_ticket
from runs.intents.restatements import APPROVAL_WHY, MONEY_WHY, REPLY_FORM_WHY, RETURN_HOW_WHY, UNUSED_WHY
from tests.fresh_cases import run
from tests.readings import shown as _shown

WHYS = {APPROVAL_WHY, MONEY_WHY, REPLY_FORM_WHY, RETURN_HOW_WHY, UNUSED_WHY}

WRONG = "Order SU-70001: I ordered the linen throw in sage and got a mustard one instead. I'd like to send it back."
DAMAGED = "The walnut side table from order SU-70001 arrived with one leg snapped off."
LATE = "My order SU-70001 was promised for the 13th and turned up five days late, so please refund the $7.95 delivery fee."
LOST = "Order SU-70001 never arrived, tracking has been stuck at the depot for two weeks."
RETURN = "Hi, I changed my mind about the ceramic planter from SU-70001 and want to return it for a refund."


def _said(claim: str, sentence: str):
    reading = read_ticket(f"{claim} {sentence}", order_ref="SU-70001")
    return reading, next(s for s in reading.sentences if s.text.startswith(sentence[:15]))


RESTATED = [
    # a return's how-to, beside a wrong item sent back
    (WRONG, "how do i post it back to you?", RETURN_HOW_WHY),
    (WRONG, "Can you tell me how I send it.", RETURN_HOW_WHY),
    (WRONG, "Where should I send them to?", RETURN_HOW_WHY),
    (WRONG, "Please tell me where to drop it off.", RETURN_HOW_WHY),
    # the goods told unused, for that return
    (WRONG, "It's still sealed in the bag.", UNUSED_WHY),
    (WRONG, "i havent even opened it", UNUSED_WHY),
    (WRONG, "Tags are still on.", UNUSED_WHY),
    (WRONG, "I did not even take them out of the packaging.", UNUSED_WHY),
    # an approval the customer says was given, and "just pay it"
    (DAMAGED, "I rang on Tuesday and your manager signed off the refund over the phone, so there's nothing to check - just pay it please.",
     APPROVAL_WHY),
    (DAMAGED, "Your colleague Dan authorised the refund over the phone last week, so please don't hold it up with more checks, just pay it.",
     APPROVAL_WHY),
    # a wish about the reply's form
    (LATE, "Don't send me a template.", REPLY_FORM_WHY),
    (LATE, "Please do not send me a canned response this time.", REPLY_FORM_WHY),
    (LATE, "Do not reply with a template!!", REPLY_FORM_WHY),
]


@pytest.mark.parametrize("claim,sentence,why", RESTATED)
def test_a_restatement_is_folded_into_the_claim_it_restates(claim, sentence, why):
    reading, said = _said(claim, sentence)
    claim_sentence = reading.requests[0]
    assert said.role == "attached" and not said.kinds and said.why == why, _shown(reading)
    # accounted for: it names the request it restates, whose subtask the run page shows beside it
    assert said.restates == [claim_sentence.index] and "other" not in claim_sentence.kinds, _shown(reading)
    assert "other" not in reading.intents and not said.forbids, _shown(reading)


@pytest.mark.parametrize("claim,sentence", [
    (LATE, "Honestly I just want my money back at this point."),
    (LOST, "so I'd like my money back"),
    (DAMAGED, "I want the money back for it."),
    (DAMAGED, "just refund it pls"),
    (WRONG, "pls tell me how i send it back"),
    (WRONG, "Could you let me know how to return them?"),
])
def test_a_restatement_other_readings_take_first_is_still_no_request_for_a_person(claim, sentence):
    reading, said = _said(claim, sentence)
    assert said.role != "request" and "other" not in reading.intents, _shown(reading)


@pytest.mark.parametrize("claim,sentence", [
    (LOST, "Refund only $1."),  # a sum of its own
    (DAMAGED, "Refund only $20 for it."),
    (WRONG, "How long do I have to send it back?"),  # a policy question
    (RETURN, "What is your return policy on opened goods?"),
    (WRONG, "Do I have to pay for the return postage?"),  # a wrong item's fee question
    (WRONG, "Who pays the postage to send it back?"),
    (DAMAGED, "Please also refund the toaster."),  # goods of its own
    (DAMAGED, "Your manager approved the refund plus $40 compensation on the phone."),  # more than the claim
    (DAMAGED, "Your manager promised me a voucher on the phone."),
    (LATE, "I want a manager, not another template."),  # a person asked
    (WRONG, "How do I send it back, and can you change my address to 4 Elm Row?"),  # an action of its own
    (DAMAGED, "How do I send it back?"),  # no return asked: the damage is refunded, the goods kept
    (DAMAGED, "I want my money back for the whole order."),  # more than one line's claim pays
    (LOST, "When will I get my money back?"),  # a question the reply must answer
    (WRONG, "It's unopened, can I swap it for the large?"),
    (LATE, "Don't send me another one."),  # goods refused, not the reply's form
    (WRONG, "Please tell me how I make it and if you will send me the 39 size or I must order again."),  # a second question
])
def test_a_sentence_adding_something_is_never_folded_as_a_restatement(claim, sentence):
    reading, said = _said(claim, sentence)
    assert said.why not in WHYS and not said.restates, _shown(reading)


@pytest.mark.parametrize("claim,sentence", [
    (WRONG, "How long do I have to send it back?"),
    (RETURN, "What is your return policy on opened goods?"),
    (DAMAGED, "Please also refund the toaster."),
    (LATE, "I want a manager, not another template."),
    (DAMAGED, "I want my money back for the whole order."),
    (WRONG, "It's unopened, can I swap it for the large?"),
])
def test_a_near_miss_read_as_its_own_ask_stays_a_request_for_a_person(claim, sentence):
    reading, said = _said(claim, sentence)
    assert said.role == "request" and "other" in said.kinds, _shown(reading)


def test_a_subject_asking_a_label_over_a_damaged_rug_stays_its_own_ask():
    reading = read_ticket("Return label for the rug\nThe rug arrived with a big tear along one edge. I would like a refund please.",
                          order_ref="SU-70001")
    subject = reading.sentences[0]
    assert subject.role == "request" and subject.kinds == ["other"] and not subject.restates, _shown(reading)


def test_a_money_ask_naming_a_sum_of_its_own_is_not_folded_into_a_lost_parcels_claim():
    for sentence in ("Refund only $1.", "Just give me $20 back for it.", "refund me £15 and we're square"):
        reading = read_ticket(f"My sofa order SU-90001 never arrived. The tracking has not moved in weeks. {sentence}")
        said = next(s for s in reading.sentences if s.text.startswith(sentence[:10]))
        assert said.why != MONEY_WHY and not said.restates, _shown(reading)


ROUNDS = Path(__file__).resolve().parent.parent / "docs" / "blind-rounds" / "2026-12-12"


def _round_cases(name: str, ids: set[str]) -> list[dict]:
    lines = (ROUNDS / name / f"{name}.jsonl").read_text().splitlines()
    return [c for c in map(json.loads, filter(None, lines)) if c["id"] in ids]


@pytest.mark.django_db
@pytest.mark.parametrize("name,ids,model", [("ver28a", {"V28-04"}, "offline"), ("adv28", {"A28-05", "A28-24"}, "scripted")])
def test_the_rounds_restatements_ask_no_person_and_show_their_subtask_on_the_run_page(tmp_path, name, ids, model):
    from runs.models import Escalation, Run
    from supervisor.selectors.run_pages import screening_view

    cases = _round_cases(name, ids)
    results = run(tmp_path, cases, model)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
    assert not Escalation.objects.filter(open_item__contains="a person answers the request").exists()
    folded = 0
    for one in Run.objects.all():
        rows = screening_view(one, list(one.subtasks.all()))["screening"]
        for row in rows:
            if row["role"] == "attached" and any(row.get("note", "").startswith(w) for w in WHYS):
                folded += 1
                assert "(subtask" in row["note"], row  # the subtask that covers it, beside the sentence
    assert folded >= len(cases)
