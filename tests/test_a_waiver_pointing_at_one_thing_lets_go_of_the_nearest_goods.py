"""A waiver pointing back at one thing lets go of the nearest goods only (runs/intents/waiver_of_the_nearest.py): "The
bowl is cracked. The plate came chipped. No need to refund anything for that, it's fine." lets go of the plate; the
bowl's claim, damage told with no ask, stands as any damage told does (the established rule: "The bowl is cracked."
alone is a damage claim, paid by the shop's remedy) and is paid. Read before as letting go of both sentences before
it, the bowl was dropped. A waiver pointing at several ("they're fine, I'll keep them"), or goods a reader cannot tell
apart (a part of the goods, "the bowl's lid"), still lets go of all. And "no need to reimburse" waives as "no need to
refund" does (runs/intents/money.py)."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import actions_forbidden
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

LINES = [line("BWL", "Ceramic serving bowl, 28 cm", 1850), line("PLT", "Stoneware dinner plate", 1400)]

NEAREST = [
    "The bowl is cracked. The plate came chipped. No need to refund anything for that, it's fine.",
    "The bowl is cracked. The plate came chipped. No need to reimburse anything for that, it's fine.",
    "The bowl is cracked. The plate came chipped. No need to reimburse anything for that.",
    "The bowl is cracked. The plate came chipped. It's fine, I'll keep it.",
    "the bowl arrived with a big crack. the plate has a tiny chip. dont refund that, its fine",
    "The serving bowl is cracked right through. The plate came chipped. Honestly no need to reimburse me for it.",
]


def claims(body):
    return [s.text for s in read_ticket("my order\n" + body).requests]


@pytest.mark.parametrize("body", NEAREST)
def test_the_waiver_lets_go_of_the_nearest_goods_only(body):
    found = claims(body)
    assert len(found) == 1 and "bowl" in found[0].lower(), read_ticket("my order\n" + body).as_payload()


@pytest.mark.parametrize("body", [
    "The bowl is cracked. The plate came chipped. They're fine, I'll keep them.",
    "The bowl is cracked. The bowl's lid is chipped too. It's fine, I'll keep it.",
    "The teapot is cracked. The lid is chipped. It's fine, I'll keep it.",
    "The plate came chipped. No need to reimburse anything for that.",
])
def test_a_waiver_of_several_or_of_goods_not_told_apart_lets_go_of_all(body):
    assert not claims(body), read_ticket("my order\n" + body).as_payload()


@pytest.mark.parametrize("text", ["No need to reimburse anything for that.", "please don't reimburse me for the mug",
                                  "no need to repay me for it"])
def test_reimburse_declined_is_the_refund_declined(text):
    assert actions_forbidden(text) == ["refund"]


def test_reimburse_asked_forbids_nothing():
    assert actions_forbidden("Please reimburse me for the mug.") == []


@pytest.mark.django_db
def test_the_nearer_goods_waived_and_the_further_goods_paid(tmp_path):
    paid = [refund(cents(LINES, "BWL", 1), "BWL", 1)]
    cases = [case(f"NEAREST-{i}", body, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": paid},
                  ref=f"SU-7340{i}") for i, body in enumerate(NEAREST)]
    cases.append(case("NEAREST-NONE", "The plate came chipped. No need to reimburse anything for that.", LINES, intents=["damaged_item"],
                      expected={"outcome": "escalated", "refunds": []}, ref="SU-73499"))
    assert_money_as_expected(tmp_path, cases)
