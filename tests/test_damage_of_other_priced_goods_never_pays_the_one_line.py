"""On an order of one line, damage told of other goods named with their price never pays the line; a person is asked
which goods (goods not on the order). Issue #11 (mendJ): on an order of an electric kettle, "My grinder ($45.00) doesn't
work, I want a refund for it." and "I ordered the kettle and a burr grinder ($45). The grinder came smashed, can I get my
$45 back?" each paid the kettle $42.12: the bracketed price cut the damage's clause from the grinder
(runs/parenthesised_asides.py), and a line listed as ordered in the sentence before was read as the damaged goods
(runs/damage_told_of_the_line.py). Wording written here."""

import pytest

from runs.damage_told_of_the_line import CHECK, check
from runs.goods_not_on_order import goods_not_on_order
from tests import fresh_cases as fc
from tests.readings import guard_requests, reading, shown

LINES = [fc.line("KTL-1", "Electric kettle", 3900)]
ORDER = {"order_ref": "SU-70001", "lines": LINES}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(LINES, "KTL-1", 1), "sku": "KTL-1",
            "lines": [{"sku": "KTL-1", "quantity": 1}], "subtask": 1}

# (body, the goods a person is asked about)
OTHER_GOODS = [
    ("My grinder ($45.00) doesn't work, I want a refund for it.", "grinder"),
    ("Hi, I ordered the kettle and a burr grinder ($45). The grinder came smashed, can I get my $45 back?", "grinder"),
    ("The toaster (cost me $38.50) arrived with a cracked case, please refund it.", "toaster"),
    ("the $45 grinder arrived broken, refund pls", "grinder"),
    ("Hello. The blender, which cost $60, is broken. I would like my money back.", "blender"),
    ("i got the kettle and a milk frother ($24) with it. the frother came dented, can i have a refund for it", "frother"),
    ("teh grindr ($45) came brokn, refund pls", "grindr"),
    ("We bought a kettle and a toaster [$38] in March.\n\nThe toaster (the red one) arrived with its door snapped off. Refund please.", "toaster"),
]
# the kettle's own damage, a bracket or a price beside it: paid as ever
THE_KETTLES = [
    "The kettle ($42.12) arrived cracked, refund please.",
    "My kettle (the steel one) leaks from the base, I'd like a refund.",
    "The $42 kettle came dented, please refund it.",
    "I ordered the kettle last week. It arrived with a cracked lid, refund please.",
    "my kettel (bought for my mum) arrived smashed, can I get a refund",
]


@pytest.mark.parametrize("body,goods", OTHER_GOODS)
def test_the_guard_refuses_the_kettle_for_other_goods(body, goods):
    requests = guard_requests(body)
    name, passed, inputs, _ = check(DECISION, ORDER, requests)
    assert name == CHECK and not passed, (inputs, requests)
    assert goods in " ".join(o["group"] for o in inputs["told_of_other_things"])


@pytest.mark.parametrize("body,goods", OTHER_GOODS)
def test_the_reading_holds_the_other_goods_by_name(body, goods):
    held = goods_not_on_order(ORDER, reading(body, "SU-70001"))
    assert [g for _, _, g in held] == [goods], shown(reading(body, "SU-70001"))


@pytest.mark.parametrize("body", THE_KETTLES)
def test_the_kettles_own_damage_still_passes(body):
    assert check(DECISION, ORDER, guard_requests(body))[1]
    assert not goods_not_on_order(ORDER, reading(body, "SU-70001")), shown(reading(body, "SU-70001"))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_kettle_is_never_paid_for_other_goods_and_still_for_its_own(tmp_path):
    held = [fc.case(f"GRIND-{n}", body, LINES, intents=["damaged_item"], ref=f"SU-7620{n}",
                    expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": goods}]})
            for n, (body, goods) in enumerate(OTHER_GOODS)]
    paid = fc.damage_claims("KETTLE", "SU-7630", LINES, THE_KETTLES, [fc.refund(fc.cents(LINES, "KTL-1", 1), "KTL-1", 1)])
    fc.assert_all_pass(tmp_path, held + paid)
