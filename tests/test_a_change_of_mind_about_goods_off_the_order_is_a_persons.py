"""A change of mind about goods that are not on the order is a person's task naming those goods, never a change-of-mind
return of one of the order's lines.

"the fridge didn't fit in the alcove" on an order of a lamp and a rug was planned as "return the item for a refund" on
the order's lines (the guard held it), and "I changed my mind about the fridge ... I'd like to return it." on an order of
one lamp returned the lamp (issue #11, finding 1 of mendB; runs/change_of_mind_off_the_order.py). Near-misses keep the
line's return: the line named ("the lamp is too bright"), the line named beside the other goods, no goods named at all.
Wording written for these tests."""

import pytest

from runs.change_of_mind_off_the_order import change_of_mind_off_the_order
from runs.ticket_lines import lines_asked_about
from tests import fresh_cases as fc
from tests.readings import reading

LAMP = fc.line("LMP-1", "Brass desk lamp", 5400)
RUG = fc.line("RUG-1", "Wool hallway rug", 8900)
ORDER = {"order_ref": "SU-70001", "lines": [LAMP, RUG]}

OFF_THE_ORDER = [
    ("Hi, the fridge didn't fit in the alcove so I'd like to send it back please.", "fridge"),
    ("I changed my mind about the fridge, it's too big for the kitchen. I'd like to return it.", "fridge"),
    ("no longer want the microwave tbh, can i return it", "microwave"),
    ("Good afternoon. We have decided against the sofa after all; please tell us how to send it back.", "sofa"),
    ("The fridge didnt fit in the alcove. Can I return it?", "fridge"),
    ("I'd like to return the armchair, it doesn't go with the room.", "armchair"),
]


@pytest.mark.parametrize("body, goods", OFF_THE_ORDER)
def test_the_goods_off_the_order_are_named_for_a_person(body, goods):
    found = change_of_mind_off_the_order(ORDER, reading(body, "Return"))
    assert [g for _, _, g in found] == [goods], found


@pytest.mark.parametrize("body", [
    "The lamp is too bright for the bedroom. Can I return it?",
    "I changed my mind about the rug, it's too long for the hall. I'd like to return it.",
    "The fridge didn't fit and the lamp is too bright, can I return both?",
    "I changed my mind, can I return it?",
    "I no longer want the lamp, can I send it back?",
    "The armchair I bought elsewhere doesn't go with the rug, so I'd like to return the rug.",
])
def test_a_change_of_mind_naming_a_line_or_no_goods_keeps_its_path(body):
    assert change_of_mind_off_the_order(ORDER, reading(body, "Return")) == []


@pytest.mark.parametrize("body, goods", [OFF_THE_ORDER[1], OFF_THE_ORDER[2], OFF_THE_ORDER[0]])
def test_the_guard_reads_no_line_of_a_one_line_order_for_it(body, goods):
    # the lines the guard holds a change-of-mind return to (runs.ticket_lines.lines_asked_about): none, the goods named
    lines, why = lines_asked_about({"order_ref": "SU-70001", "lines": [LAMP]}, reading(body, "Return"), "change_of_mind")
    assert lines == [] and goods in why, (lines, why)


def test_the_guard_still_reads_the_line_a_change_of_mind_names():
    lines, why = lines_asked_about({"order_ref": "SU-70001", "lines": [LAMP]}, reading("I no longer want the lamp, can I send it back?", "Return"),
                                   "change_of_mind")
    assert [x["sku"] for x in lines] == ["LMP-1"], why


def _case(cid, body, lines, goods):
    return fc.case(cid, body, lines, subject="Return", intents=[{"kind": "change_of_mind", "quote": body[:30]}],
                   expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": goods}]})


@pytest.mark.django_db
def test_end_to_end_a_person_is_asked_about_the_goods_and_no_line_is_taken_back(tmp_path):
    cases = [_case(f"OFF-{n}", body, lines, goods) for n, (body, goods) in enumerate(OFF_THE_ORDER[:4])
             for lines in ([LAMP], [LAMP, RUG])]
    cases = [{**c, "id": f"{c['id']}-{i}"} for i, c in enumerate(cases)]
    fc.assert_all_pass(tmp_path, cases)
