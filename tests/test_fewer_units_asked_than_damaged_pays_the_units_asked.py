"""Fewer units asked refunded than were told damaged pays the units asked; a count told before (on the phone, to a
colleague) and corrected after a "but" pays the corrected count, never opening a hunt for units missing from the parcel;
"All four came scratched. Well, three of them - the fourth is fine" pays three (held-back round verify41: V41-22, -41,
-61, -90, -91, -108, -147, -148 paid every damaged unit; V41-66, -150 paid the first count and escalated made-up
missing units; V41-15 paid one chair of three). Modules: runs/units_asked_fewer.py (the asks, read also where the
screener reads them as telling after the claim: runs.ticket_lines.refund_count_texts), runs/intents/count_corrections.py,
runs/own_choice_words.py ("only 2 in the end" is no short delivery). Wording written for these tests.

Near-misses: "refund them both", "refund the one that broke", "refund the cracked ones", money asked, a count that came
short ("only 2 in the box, I ordered 4")."""

import pytest

from runs.intents.count_corrections import corrected_count
from runs.own_choice_words import SHORT_DELIVERY
from runs.units_asked_fewer import asked_fewer
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

ONE_LINE = {"lines": [{"description": "Soup bowl"}]}
TWO_LINES = {"lines": [{"description": "Soup bowl"}, {"description": "Tea towel"}]}


@pytest.mark.parametrize("text, n", [
    ("both soup bowls came chipped, but just refund the one please, the other chip is tiny", 1),
    ("One's barely marked so just refund the price of one bowl, that's fair.", 1),
    ("i only want my money back for the worst one, the other i can live with", 1),
    ("Refund a single bowl and I'll glue the other one.", 1),
    ("I'd only like to be refunded for two of them, the third is fine for the cat.", 2),
    ("I'll only ask for 3 to be refunded, the rest were spares anyway.", 3),
    ("Kindly refund the biggest crack only.", 1),
    ("refund 1 of the 2 pls", 1),
    ("Honestly I only need a refund on one.", 1),
])
def test_a_lower_count_asked_is_read(text, n):
    assert asked_fewer(ONE_LINE, ONE_LINE["lines"][0], [text]) == n


@pytest.mark.parametrize("text", [
    "Both bowls cracked, refund them both please.",
    "refund the one that broke",
    "Refund the cracked ones please.",
    "I only want to be refunded for 20 dollars",
    "only want a refund for the one order",
    "refund the one bowl and send a new one of the other",
])
def test_no_lower_count_asked(text):
    assert asked_fewer(ONE_LINE, ONE_LINE["lines"][0], [text]) is None


def test_on_an_order_of_several_lines_one_asked_counts_only_where_the_goods_are_named():
    bowl = TWO_LINES["lines"][0]
    assert asked_fewer(TWO_LINES, bowl, ["just refund the one please"]) is None
    assert asked_fewer(TWO_LINES, bowl, ["Two bowls cracked, just refund the one bowl please"]) == 1


@pytest.mark.parametrize("text, ordered, n", [
    ("I reported all 4 bowls as cracked on the phone yesterday, but it was only 2 in the end.", 4, 2),
    ("told ur colleague 3 were smashed but its actually just the 1", 4, 1),
    ("I said in my last email five bowls were chipped, but there were only three, sorry.", 6, 3),
    ("Well, three of them - the fourth is absolutely fine now I look in daylight.", 4, 3),
    ("ok, two of them, the third was only dusty", 4, 2),
])
def test_a_count_told_before_and_corrected_is_read(text, ordered, n):
    assert corrected_count(text, ordered)[0] == n


@pytest.mark.parametrize("text", [
    "I said on the phone it was urgent, but it was only two days ago.",
    "Well, the bowls are lovely otherwise.",
    "I told you three bowls cracked.",
    "correction to my phone number: it's 0771 two",
])
def test_no_correction_in_a_count_told_beside(text):
    assert corrected_count(text, 4) is None


def test_a_count_settled_in_the_end_is_no_short_delivery():
    assert not SHORT_DELIVERY.search("I reported 3 as cracked on the phone, but it was only 2 in the end.")
    assert SHORT_DELIVERY.search("only 2 in the box, I ordered 4")


BOWLS = [line("BWL-9", "Soup bowl", 1500, quantity=4)]


@pytest.mark.django_db
def test_the_refund_pays_the_units_asked_or_corrected(tmp_path):
    def paid(n):
        return {"outcome": "resolved", "refunds": [refund(cents(BOWLS, "BWL-9", n), "BWL-9", n)], "returns": []}
    cases = [
        case("FW-1", "Two of the soup bowls came cracked. I only want money back for the worse one, the other is fine to use.", BOWLS,
             intents=["damaged_item"], ref="SU-71041", expected=paid(1)),
        case("FW-2", "3 soup bowls arrived smashed. I'll only ask for 2 to be refunded, the third was a spare.", BOWLS,
             intents=["damaged_item"], ref="SU-71042", expected=paid(2)),
        case("FW-3", "Hi, I told your colleague all four soup bowls were cracked but it was only two in the end. Please refund the cracked bowls.",
             BOWLS, intents=["damaged_item"], ref="SU-71043", expected=paid(2)),
        case("FW-4", "All four soup bowls came chipped. Well, three of them - the fourth is fine after all. Refund the chipped ones please.",
             BOWLS, intents=["damaged_item"], ref="SU-71044", expected=paid(3)),
        # near-misses: every damaged unit asked
        case("FW-5", "Both soup bowls I unpacked were cracked, refund them both please.", BOWLS, intents=["damaged_item"],
             ref="SU-71045", expected=paid(2)),
        case("FW-6", "Only one soup bowl came cracked, the rest are fine. Refund the one that broke please.", BOWLS,
             intents=["damaged_item"], ref="SU-71046", expected=paid(1)),
    ]
    assert_money_as_expected(tmp_path, cases)
