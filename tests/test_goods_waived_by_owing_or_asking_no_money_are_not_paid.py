"""Goods waived in words that owe or ask no money for them: "Really no need to refund anything for that", "You needn't pay
me a penny over it", "don't bother refunding it", "keep your money on that one", "I'm not after any money for the scratch",
"you don't owe me anything for the plate", "I won't be wanting a refund on that", "no need to give me anything for the
plate". Read before as no waiver (the plate waived was paid beside the bowl) or as a refusal of the whole claim (the bowl
held), each is a row of the table of waiver wordings (runs/intents/waived_goods.py, _WAIVERS): the goods waived are held,
the rest of the claim still asks. Near-misses: the money asked after all, a waiver of a remedy, a condition bargained.
Wording written for these tests."""

import pytest

from runs.intents.waived_goods import kindly_waived_spans
from tests import fresh_cases as fc

LINES = [fc.line("BWL-37", "Ceramic bowl", 2400), fc.line("PLT-37", "Ceramic dinner plate", 1800)]

WAIVED = [
    "The bowl arrived smashed, please refund it. The plate has a tiny chip, really no need to refund anything for that.",
    "The bowl arrived smashed, please refund it. The plate has a tiny chip but you needn't pay me a penny over it.",
    "The bowl and the plate arrived broken, please refund them. Really no need to refund anything for the plate",
    "Bowl smashed, plate chipped. You needn't pay me a penny over the plate, but I'd like the bowl refunded.",
    "the bowl arrived smashed, refund pls. plate has a tiny chip - you neednt pay me a penny over it",
    "The bowl arrived smashed, please refund it. The plate has a tiny chip, don't bother refunding it.",
    "The bowl arrived smashed, please refund it. The plate has a small scratch, keep your money on that one.",
    "The bowl arrived smashed, please refund it. The plate has a scratch but I'm not after any money for the scratch.",
    "The bowl arrived smashed, please refund it. The plate has a chip, I won't be wanting a refund on that.",
    "Bowl and plate both chipped. Refund the bowl pls, no need to give me anything for the plate",
    "The bowl and the plate came cracked. The plate I'm not after any money for, just refund the bowl.",
    "The bowl and the plate arrived damaged. The plate is only a hairline crack - really no need to refund anything for that. Please refund the bowl.",
]
# (sentence, the goods its waiver holds)
SPANS = [
    ("The plate has a tiny chip but you needn't pay me a penny over it.", "The plate"),
    ("Really no need to refund anything for the plate", "the plate"),
    ("The plate has a chip but you don't owe me anything for the plate.", "the plate"),
    ("The plate has a chip, I won't be wanting a refund on that.", "The plate"),
    ("The mug has a dent, we're not asking for any money for it.", "The mug"),
    ("the plate has a chip, dont bother refunding it", "the plate"),
]
NOT_WAIVED = [
    "The plate has a chip, you needn't pay me a penny over it if you send a new one.",  # bargained
    "The plate has a chip - no need to refund anything for it, just refund it to my card instead.",  # money asked after all
    "You needn't pay me a penny over the delivery, but the plate is chipped.",  # no goods waived
    "I'm not after any money for the wait, the plate is chipped though.",  # a wait, not goods
    "The plate has a chip and I need you to pay me for it.",  # asked
]


@pytest.mark.parametrize("text,goods", SPANS)
def test_the_waiver_holds_its_goods(text, goods):
    assert [text[a:b] for a, b in kindly_waived_spans(text)] == [goods]


@pytest.mark.parametrize("text", NOT_WAIVED)
def test_money_asked_or_no_goods_waived_holds_nothing(text):
    assert kindly_waived_spans(text) == []


@pytest.mark.django_db
def test_end_to_end_the_plate_waived_is_held_and_the_bowl_paid(tmp_path):
    bowl = fc.refund(fc.cents(LINES, "BWL-37", 1), "BWL-37", 1)
    cases = [fc.case(f"OWE-{i}", body, LINES, fee_cents=0, ref=f"SU-750{i:02d}", intents=[{"kind": "damaged_item", "quote": body[:15]}],
                     expected={"outcome": "resolved", "refunds": [bowl], "returns": []}) for i, body in enumerate(WAIVED)]
    # near-miss: both asked, both paid
    both = [bowl, fc.refund(fc.cents(LINES, "PLT-37", 1), "PLT-37", 1)]
    cases.append(fc.case("OWE-N", "The bowl and the plate arrived broken, please refund both, you needn't pay me a penny over the postage.",
                         LINES, fee_cents=0, ref="SU-75099", intents=[{"kind": "damaged_item", "quote": "The bowl"}],
                         expected={"outcome": "resolved", "refunds": both, "returns": []}))
    fc.assert_money_as_expected(tmp_path, cases)
