"""The money preferred to goods or to a wait ("I'd much rather have the money back than wait weeks for another teapot to
be made") beside a damage claim asks that claim's own refund: in blind round ver22a the teapot was paid right and the
same sentence also went to a person, as if the teapot it turns down were goods of its own asked for. What the money is
preferred to names nothing asked. Goods preferred to the money, or money asked for goods no claim names, are still read
as before. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, refund, run

CLAIM = "The jug's handle snapped off in the post, the tumblers are fine."


@pytest.mark.parametrize("ask", [
    "I'd much rather have the money back than wait weeks for another jug to be made.",
    "Honestly I'd sooner have a refund than a replacement jug.",
    "a refund instead of a new one please, I don't want to wait",
    "I would prefer my money back rather than another jug.",
    "Money back please rather than waiting for a replacement.",
])
def test_the_money_preferred_is_the_claims_refund(ask):
    reading = read_ticket(f"Jug\n{CLAIM} {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:15]))
    assert said.role != "request" and not said.forbids, reading.as_payload()
    assert reading.intents == ["damaged_item"]


@pytest.mark.parametrize("ask", [
    "I'd much rather have another jug than the money back.",
    "Could you refund the vase too rather than the jug?",
    "I'd rather have the money back than a replacement, and please cancel my newsletter too.",
])
def test_goods_preferred_or_other_goods_or_a_further_ask_are_still_read(ask):
    reading = read_ticket(f"Jug\n{CLAIM} {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:15]))
    assert said.role == "request" and "other" in said.kinds, reading.as_payload()


JUG = [line("JUG-01", "Stoneware jug", 4200), line("TMB-01", "Glass tumbler", 900, 4)]


@pytest.mark.django_db
def test_the_claim_is_paid_and_nothing_else_goes_to_a_person(tmp_path):
    c = case("MPR-1", f"{CLAIM} I'd much rather have the money back than wait weeks for another jug to be made.", JUG, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents(JUG, "JUG-01", 1), "JUG-01", 1)], "returns": [], "escalations": []})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["MPR-1"]["passed"], got["MPR-1"]["differences"]
