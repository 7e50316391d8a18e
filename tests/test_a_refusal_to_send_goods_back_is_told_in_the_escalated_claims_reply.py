"""A claim held for a person because the customer refuses to send the goods back ("Could I get a refund? I'd rather not post
it back though, it's heavy.") is told in the reply with that refusal heard: the claim and the refusal, in the customer's
words, a colleague following up on both, nothing told as done (runs/agents/goods_back_refusal_told.py; verify round V41-07,
28, 105, 152: the run escalated and the reply had no sentence for the refusal, labelled `other`). A claim escalated for
another reason, or a refusal its escalation does not quote, keeps the plain sentence. Wording written for these tests."""

import pytest

from runs.agents import reply_sentences as words
from runs.agents.goods_back_refusal_told import goods_back_refused
from runs.reply_check import unresolved_problems
from runs.models import SubtaskStatus
from tests import fresh_cases as fc

REFUSALS = [
    "I'd rather not post it back though, it's heavy.",
    "im not sending it back tho, postage costs a fortune",
    "I have no intention of returning the item, it is far too bulky.",
    "No way am I lugging it back to the post office.",
    "We would prefer not to return it, the box is already recycled.",
    "Honestly I'm not shipping that back, sorry.",
]
CHANGE = "Changed my mind on the throw, it's not my style. Can I get a refund?"
THROW = [fc.line("THR-1", "Knitted throw", 4900)]


def _view(body: str, escalated: dict[int, str]) -> dict:
    return {"ticket": {"subject": "throw", "body": body, "order_ref": "SU-70001"},
            "results": [{"name": "escalate_to_human", "ok": True, "input": {"subtask": n, "open_item": item}} for n, item in escalated.items()]}


@pytest.mark.parametrize("refusal", REFUSALS)
def test_the_refusal_its_escalation_quotes_is_found(refusal):
    view = _view(f"{CHANGE} {refusal}", {1: f'a return on order SU-70001: the customer asks that it not be done ("{refusal}")'})
    assert goods_back_refused(view, {"number": 1}) == " ".join(refusal.split())


def test_a_refusal_another_escalation_quotes_or_none_is_not_this_claims():
    body = f"{CHANGE} {REFUSALS[0]}"
    assert goods_back_refused(_view(body, {2: f'... ("{REFUSALS[0]}")'}), {"number": 1}) == ""
    assert goods_back_refused(_view(body, {1: "settle the return: still open at confirmation"}), {"number": 1}) == ""
    assert goods_back_refused(_view(CHANGE, {1: "a return on order SU-70001"}), {"number": 1}) == ""


def test_the_sentence_names_both_and_tells_nothing_done():
    said = words.goods_back_refused("the return of the knitted throw", REFUSALS[0], "knitted throw")
    assert REFUSALS[0] in said and "colleague will follow up" in said
    assert not unresolved_problems(said, SubtaskStatus.ESCALATED)


@pytest.mark.django_db
def test_end_to_end_the_escalated_reply_covers_the_refusal(tmp_path):
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "throw"}]}
    cases = [fc.case(f"GBR-{n}", f"{CHANGE} {refusal}", THROW, ref=f"SU-7465{n}", subject="throw",
                     intents=[{"kind": "other", "quote": refusal.rstrip(".")}], expected=held)
             for n, refusal in enumerate(REFUSALS[:4])]
    # a damage whose seller collects it, the collection refused (V41-152)
    cases.append(fc.case("GBR-C", "The ottoman has a ripped seam. Could I have a refund? I'd prefer to keep it and get it stitched rather "
                         "than send it back.", [fc.line("OTT-1", "Ottoman", 7900)], ref="SU-74659", subject="ottoman", remedy="collect_and_refund",
                         intents=[{"kind": "other", "quote": "I'd prefer to keep it and get it stitched rather than send it back"}],
                         expected={**held, "escalations": [{"item": "ottoman"}]}))
    fc.assert_all_pass(tmp_path, cases)
