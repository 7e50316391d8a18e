"""A part of a working item told split or broken ("the power bank charges fine, its cable split") is a part of a unit
that works: no whole-unit refund is paid for it, and a person settles the part (runs/item_said_working.py, mend47left).
Wording written for these tests."""

import pytest

from tests import fresh_cases as fc

BANK = [fc.line("PWB-1", "Power bank", 2900)]
PART_OF_A_WORKING_UNIT = [
    "the power bank charges fine, its cable split",
    "The power bank works fine but the cable that came with it is split. Refund please",
    "power bank is ok, only the cable is broken",
    "powerbank working good, the cabel is crack and wire showing, what you can do",
    "Cable split. The power bank's fine though.",
    "my power bank totally fine!! but cable is split so i cant charge it, refund?",
]
# the item told working by "itself charges perfectly well" beside "the usb cable in the box has split open" (mend47wait:
# "power bank" is one word of goods, never the money word "bank", runs/intents/goods_named_bank.py)
LEFT = "Hiya - power bank itself charges perfectly well, but the usb cable in the box has split open near the plug."
MORE = [
    "The powerbank itself charges perfectly well. The usb cable in the box has split open near the plug.",
    "power-bank charges fine!! the usb lead... no, the usb cable is split open at the end",
    "Power bank ok. Cable split.",
]
HELD = {"outcome": "escalated", "refunds": []}


@pytest.mark.django_db
def test_no_whole_unit_is_paid_for_a_part_of_a_working_unit(tmp_path):
    cases = [fc.case(f"PW-{n}", body, BANK, intents=["damaged_item"], expected=HELD, ref=f"SU-7521{n}")
             for n, body in enumerate(PART_OF_A_WORKING_UNIT)]
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_item_itself_told_working_beside_a_usb_cable_split_open(tmp_path):
    cases = [fc.case(f"PW-ITSELF-{n}", body, BANK, intents=["damaged_item"], expected=HELD, ref=f"SU-7523{n}") for n, body in enumerate([LEFT, *MORE])]
    # the whole power bank told broken, its cable with it: paid
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(BANK, "PWB-1", 1), "PWB-1", 1)]}
    cases.append(fc.case("PW-WHOLE", "The power bank arrived cracked and won't charge at all, refund please.", BANK, intents=["damaged_item"],
                         expected=paid, ref="SU-75239"))
    fc.assert_settled_as_expected(tmp_path, cases)
