"""A money refusal that asks goods sent back by a pronoun ("No need to refund me, just tell me how to send it back.")
is said of the goods its "it" stands for. Bound to nothing, it held every line's refund: a second, wrong-item return
beside it was told "as you asked, no refund will be made when it arrives" and paid nothing.

"send them back" after two claims may stand for both: it stays unbound and holds every refund (for a person), never
pays money the customer may have turned down. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.screening import request_dicts, settled_dicts
from runs.ticket_lines import forbids_decision
from tests.fresh_cases import case, cents, line, run

JUMPER = {"sku": "JMP-M", "description": "Wool jumper, navy, medium", "quantity": 1, "unit_price_cents": 5500}
SCARF = {"sku": "SCF-RD", "description": "Scarf, red", "quantity": 1, "unit_price_cents": 2500}
ORDER = {"order_ref": "SU-70001", "lines": [JUMPER, SCARF], "charges": [{"number": 1, "kind": "items", "amount_cents": 8000}]}


def _decision(sku: str) -> dict:
    return {"action": "refund", "amount_cents": 100, "lines": [{"sku": sku, "quantity": 1}], "sku": sku}


def _refusal(body: str) -> dict:
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    said = [d for d in [*request_dicts(reading, "SU-70001"), *settled_dicts(reading, "SU-70001")] if "refund" in d.get("forbids", [])]
    assert said, [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]
    return said[0]


def _holds(refusal: dict, sku: str) -> bool:
    return forbids_decision(ORDER, _decision(sku), "wrong_item", refusal["text"], refusal.get("forbids", []), bool(refusal.get("goods_instead")),
                            refusal.get("forbid_kinds", []), False, refusal.get("about", ""))


@pytest.mark.parametrize("body", [
    "I ordered the navy jumper in large but got a medium. No need to refund me, just tell me how to send it back. The scarf is green, not red.",
    "jumper came in medium not large. dont need a refund, just how do i post it back?? also scarf is the wrong colour",
    "The jumper you sent is a medium; I ordered a large. I do not require a refund - kindly advise how I should return it. Separately, the scarf is green rather than red.",
    "WRONG SIZE jumper again!! Don't refund me, just tell me where to send it back. And the scarf is green when I paid for red.",
    "I order the jumper in large but you send me medium. Not need refund, only tell how I send it back please. Scarf also wrong colour, is green.",
    "So the jumper turned up in a medium, which isn't what I picked (large). No refund needed, honestly, just let me know how to ship it back. Oh and the scarf is green.",
])
def test_a_refusal_asking_it_sent_back_holds_only_the_line_it_is_said_of(body):
    refusal = _refusal(body)
    assert _holds(refusal, "JMP-M"), refusal
    assert not _holds(refusal, "SCF-RD"), refusal


@pytest.mark.parametrize("body", [
    "The jumper is a medium, not a large. The scarf is green, not red. No need to refund me, just tell me how to send them back.",
    "Both the jumper and the scarf are wrong. Please don't refund me, just tell me how to send it all back.",
    "The jumper is the wrong size and the scarf the wrong colour. No refund please.",
])
def test_near_misses_a_refusal_of_both_or_unbound_holds_every_line(body):
    refusal = _refusal(body)
    assert _holds(refusal, "JMP-M") and _holds(refusal, "SCF-RD"), refusal


LINES = [line("JMP-M", "Wool jumper, navy, medium", 5500), line("SCF-RD", "Scarf, red", 2500)]


@pytest.mark.django_db
def test_the_other_lines_return_is_paid_and_told_its_money(tmp_path):
    scarf = cents(LINES, "SCF-RD", 1)
    bodies = [
        "Hi, I ordered the navy jumper in large but got a medium. No need to refund me, just tell me how to send it back. Also the scarf is "
        "green, not red like I ordered, so I'd like to send that back too.",
        "jumper came in medium not large. dont need a refund, just how do i post it back?? also the scarf is green not red, i want to return it",
    ]
    cases = [case(f"ONELINE-{i}", body, LINES, intents=["wrong_item"], expected={"outcome": "resolved", "refunds": [], "returns": []})
             for i, body in enumerate(bodies, 1)]
    run(tmp_path, cases)
    for r in Run.objects.all():
        reply = " ".join((r.state.get("reply") or {}).get("sentences", {}).values())
        scarf_said = next(x for x in reply.split(". ") if "scarf" in x)
        assert "no refund will be made" not in scarf_said and f"${scarf / 100:.2f} back" in scarf_said, reply
        assert any("jumper" in x and "no refund will be made" in x for x in reply.split(". ")), reply


@pytest.mark.parametrize("text", [
    "Not need refund, only tell how I send it back please.",
    "I not want refund for it.",
    "we not need refund, just the address",
    "Jumper wrong. Not want money back.",
    "I not require a refund.",
    "ok, not need refund!!",
])
def test_a_learners_money_turned_down_without_do_is_a_refusal(text):
    from runs.intents.money import actions_forbidden
    assert "refund" in actions_forbidden(text), text


@pytest.mark.parametrize("text", [
    "Why did I not get my refund?",
    "It is not needed to send it back, I want a refund.",
    "Whether or not you want it back, refund me please.",
])
def test_near_misses_a_not_before_money_asked_is_no_refusal(text):
    from runs.intents.money import actions_forbidden
    assert "refund" not in actions_forbidden(text), text
