"""A greeting texted before goods listed damaged together: "hiya the bowl and the plate r both cracked so pls replace the
plate, and refund the bowl" held the bowl's refund, since "hiya the bowl" was read as a clause telling the bowl beside the
damage (runs/listed_broken.py: only list words may stand beside goods that share one predicate). A greeting is such a word,
as "hi" and "hello" were: both goods are told damaged. Near-misses: goods with a predicate of their own told beside the
damage ("I love the bowl and the plate arrived cracked"). Wording written for these tests."""

import pytest

from runs.ticket_lines import lines_in_clauses
from tests import fresh_cases as fc

LINES = [fc.line("BWL-37", "Ceramic bowl", 2400), fc.line("PLT-37", "Ceramic dinner plate", 1800)]
ORDER = {"order_ref": "SU-70001", "lines": LINES, "charges": [], "refunds": []}

GREETED = [
    "hiya the bowl and the plate r both cracked",
    "Hey the bowl and the plate both arrived chipped",
    "heya, the bowl & the plate were both smashed",
    "Morning! the bowl and the plate are both cracked",
    "yo the bowl and the plate came broken",
    "umm the bowl and the plate r both cracked??",
    "Howdy the bowl and the plate arrived in pieces, both of them cracked",
]
BESIDE = [
    "I love the bowl and the plate arrived cracked",  # the bowl praised, the plate damaged
    "hiya I returned the bowl and the plate arrived cracked",  # the bowl sent back
]


def _named(text: str) -> set[str]:
    at = next((text.find(w) for w in ("cracked", "chipped", "smashed", "broken") if w in text), 0)
    return lines_in_clauses(ORDER, text, [(at, at + 7)])


@pytest.mark.parametrize("text", GREETED)
def test_a_greeting_before_the_list_leaves_both_goods_claimed(text):
    assert _named(text) == {"BWL-37", "PLT-37"}


@pytest.mark.parametrize("text", BESIDE)
def test_goods_with_a_predicate_of_their_own_are_told_beside(text):
    assert _named(text) == {"PLT-37"}


@pytest.mark.django_db
def test_end_to_end_both_goods_greeted_are_paid(tmp_path):
    both = [fc.refund(fc.cents(LINES, x["sku"], 1), x["sku"], 1) for x in LINES]
    cases = [fc.case(f"HIYA-{i}", f"{text}, please refund them", LINES, fee_cents=0, ref=f"SU-7300{i}",
                     intents=[{"kind": "damaged_item", "quote": text[:15]}], expected={"outcome": "resolved", "refunds": both, "returns": []})
             for i, text in enumerate(GREETED[:4])]
    fc.assert_money_as_expected(tmp_path, cases)
