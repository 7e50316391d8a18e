"""A line heading a list of damaged goods ("Unpacked the order last night, here is the damage:") is no claim of its own,
and "Could you refund the broken bits please." after items headed by their goods ("wine glasses - 3 out of the 6 broken")
points back at the goods the items tell broken: both went to a person as claims naming no line, quoted as "your request"
(ver28c V28C-13). A heading with no claim under it, and a sentence that tells something of its own before its colon,
stay claims; an item whose head tells something keeps its cut."""

import pytest

from runs.intents import read_ticket
from runs.intents.problem_list_headings import PROBLEM_LIST_HEADING_WHY
from runs.list_item_heads import with_item_head_joined
from runs.ticket_lines import damaged_in_clauses
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body):
    return read_ticket(f"breakages\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("heading", [
    "Unpacked the order last night, here is the damage:",
    "Opened the box this morning and here's what arrived broken:",
    "OK so the breakages are as follows -",
    "hi, heres the damage so far:",
    "Right, list of casualties:",
    "The problems below:",
    "Here is what was broken:",
])
def test_a_heading_over_listed_damage_goes_with_the_list(heading):
    reading = _reading(f"{heading}\n\n1. salad bowl - chipped on the rim\n2. wine glasses - 3 out of the 6 broken\n\nThanks")
    head = next(s for s in reading.sentences if s.text.startswith(heading.split()[0]))
    # (a heading no cue reads as damage is a statement already; one read as damage goes with the list)
    assert head.role == "statement" or (head.role == "attached" and head.why == PROBLEM_LIST_HEADING_WHY), _seen(reading)
    assert reading.intents == ["damaged_item"]


@pytest.mark.parametrize("body", [
    # no claim under the heading: it is the claim
    "Unpacked the order last night, here is the damage: nothing you'd notice from outside but the jug is cracked.",
    # the sentence tells something of its own before the colon
    "The teapot has a crack right down the side:",
    # a heading over questions, not claims
    "Here are my questions:\n\n1. when do you restock the mugs?\n2. do you ship to Ireland?",
])
def test_no_claim_under_it_or_a_claim_before_the_colon_is_no_heading(body):
    reading = _reading(body)
    assert not any(s.why == PROBLEM_LIST_HEADING_WHY for s in reading.sentences), _seen(reading)


_ORDER = {"lines": [{"sku": "BWL", "description": "Salad bowl"}, {"sku": "WG", "description": "Wine glass"},
                    {"sku": "TRY", "description": "Oak serving tray"}]}


@pytest.mark.parametrize("item, damaged", [
    ("wine glasses - 3 out of the 6 broken", {"WG"}),
    ("salad bowl: chipped on the rim", {"BWL"}),
    ("2. wine glasses – two smashed", {"WG"}),
    ("- salad bowl - cracked right through", {"BWL"}),
    ("serving tray - fine, no problem", set()),
    ("the bowl is fine - the glasses are cracked", {"WG"}),
])
def test_a_list_item_headed_by_its_goods_tells_them_damaged(item, damaged):
    assert damaged_in_clauses(_ORDER, item) == damaged


def test_a_head_that_tells_something_keeps_its_cut():
    assert with_item_head_joined("the bowl is fine - the glasses are cracked") == "the bowl is fine - the glasses are cracked"


@pytest.mark.django_db
def test_the_listed_goods_are_paid_and_no_person_asked(tmp_path):
    lines = [line("BWL-SLD", "Salad bowl", 2400), line("WG-6", "Wine glass", 750, 6), line("TRY-OAK", "Oak serving tray", 3000)]
    body = ("Morning,\n\nGot the delivery yesterday, here's the damage:\n\n- salad bowl - big chip on the rim\n"
            "- wine glasses - 3 of the 6 smashed\n- serving tray - all fine\n\nCan you refund the broken bits please. Ta, Helen")
    assert_all_pass(tmp_path, [case("PLH-1", body, lines, intents=["damaged_item"], expected={
        "outcome": "resolved", "returns": [], "escalations": [],
        "refunds": [refund(cents(lines, "BWL-SLD", 1), "BWL-SLD", 1), refund(cents(lines, "WG-6", 3), "WG-6", 3)]})])
