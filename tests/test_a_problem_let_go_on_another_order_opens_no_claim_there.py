"""A problem on another of the customer's orders told as let go at the time ("I didn't bother complaining then", "I just
binned them at the time"), beside a claim on this order, is context: no claim on the other order, no follow-up run, no
money (runs/intents/let_go_on_another_order.py; pastorders41 V41-158, V41-173 paid $129.60 nobody asked for).
Near-misses stay claims: the let-go problem asked for after all, or turned to now, or told with no word of letting it go
(test_a_texted_damage_aside_on_a_second_order_is_its_own_claim). Wording written for these tests."""


import pytest

from runs.follow_ups import asked_of
from runs.intents import read_ticket
from runs.intents.let_go_on_another_order import LET_GO_WHY
from tests import fresh_cases as fc


def _reading(text: str):
    return read_ticket("my orders\n" + text, order_ref="SU-85001")


LET_GO = [
    "The jug in SU-85001 is cracked, please refund it. Same as the glasses in SU-85010 which came broken last month - I didn't bother complaining then.",
    "jug from SU-85001 arrived chipped, refund pls. the glasses on SU-85010 were smashed too but i just binned them at the time",
    "Please refund the cracked jug (SU-85001). For what it's worth, SU-85010's glasses also came broken; we never reported it.",
    "My jug from order SU-85001 has a crack - I'd like my money back. This keeps happening: the glasses from SU-85010 arrived broken and I threw them away back then.",
    "Refund for the jug please, it came cracked (SU-85001). Honestly the glasses in SU-85010 were broken on arrival as well, I let it slide.",
    "SU-85001: jug cracked, refund. SU-85010 glasses also arrived cracked, didn't bother reporting it at the time.",
]


@pytest.mark.parametrize("text", LET_GO)
def test_the_let_go_problem_asks_nothing_of_its_order(text):
    reading = _reading(text)
    assert asked_of(reading, "SU-85001") and not asked_of(reading, "SU-85010"), [(s.text, s.role, s.kinds, s.order) for s in reading.sentences]
    assert any(s.why == LET_GO_WHY for s in reading.sentences)


STILL_CLAIMED = [
    "The jug in SU-85001 is cracked, please refund it. The glasses in SU-85010 came broken too, I didn't complain then but please refund them now.",
    "The jug in SU-85001 is cracked, please refund it. The glasses from SU-85010 came smashed too, I binned them.",
    "The jug in SU-85001 is cracked, please refund it. The glasses in SU-85010 arrived broken last month, I didn't bother complaining then. Could you refund those as well?",
    "The jug in SU-85001 is cracked, please refund it. The glasses in SU-85010 broke too, I didn't complain at the time but they're still in pieces and I'd like my money back.",
]


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_a_problem_asked_for_or_not_let_go_stays_the_other_orders_claim(text):
    reading = _reading(text)
    assert asked_of(reading, "SU-85010") and not any(s.why == LET_GO_WHY for s in reading.sentences), \
        [(s.text, s.role, s.kinds, s.order) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "The jug is cracked, refund please. The glasses came broken too, I didn't bother complaining then.",
    "The glasses in SU-85010 came broken last month, I didn't bother complaining then.",
])
def test_letting_go_on_the_claims_own_order_or_alone_is_not_this_reading(text):
    assert not any(s.why == LET_GO_WHY for s in _reading(text).sentences)


JUG = [fc.line("JUG-1", "Stoneware jug", 2500)]
GLASSES = [fc.line("GLS-1", "Wine glass", 1000, 6)]


def _two_orders(cid: str, body: str, *, glasses_paid: bool) -> dict:
    refunds = [fc.refund(fc.cents(JUG, "JUG-1", 1), "JUG-1", 1)]
    if glasses_paid:
        refunds.append(fc.refund(fc.cents(GLASSES, "GLS-1", 6), "GLS-1", 6))
    c = fc.case(cid, body, JUG, subject="jug", ref="SU-85001", intents=["damaged_item"] * (2 if glasses_paid else 1),
                expected={"outcome": "resolved", "refunds": refunds, "returns": [], "escalations": []})
    return fc.with_second_order(c, "SU-85010", GLASSES, charged_for_lines=True)


@pytest.mark.django_db
def test_end_to_end_only_the_claim_asked_is_paid(tmp_path):
    cases = [_two_orders(f"LETGO-{i}", b, glasses_paid=False) for i, b in enumerate(LET_GO[:3])]
    cases.append(_two_orders("ASKED-0", STILL_CLAIMED[0], glasses_paid=True))
    fc.assert_money_as_expected(tmp_path, cases)
