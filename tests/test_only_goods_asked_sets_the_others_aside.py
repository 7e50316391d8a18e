"""Money asked for some goods ONLY after a claim on several: "I only want a refund for the bowl", "only want my money back
on the bowl", "please only refund the bowl", "refund just the bowl please" (waivers round B32, B43, B51, MB1: every goods
the claim named was paid). The other goods of the claim are set aside (runs/intents/only_goods_asked.py). Near-misses:
"only" of the remedy ("I only want a refund, not a replacement"), the other goods asked a remedy of their own. Wording
written here."""

import pytest

from runs.intents.only_goods_asked import goods_only_asked, only_asked_aside
from tests import fresh_cases as fc

LINES = [fc.line("BWL-92", "Ceramic bowl", 2400), fc.line("PLT-92", "Ceramic dinner plate", 1800)]

ONLY = [
    "The bowl and the plate both came chipped, but I only want a refund for the bowl.",
    "Chipped bowl, cracked plate. Only want my money back on the bowl.",
    "bowl + plate both damaged in the post. i just want a refund for the bowl tbh",
    "The bowl is cracked and the plate has a chip. Please only refund the bowl.",
    "Both the bowl and the plate arrived scratched. Refund just the bowl please.",
    "Bowl and plate chipped. We'd only like a refund on the bowl, thanks.",
]
NOT_ONLY = [
    "I only want a refund, not a replacement.",
    "Only one of the plates is chipped.",
    "I'd like a refund for the bowl only if you can't send a new one.",
]


@pytest.mark.parametrize("text", NOT_ONLY)
def test_only_said_of_no_goods_sets_nothing_aside(text):
    assert goods_only_asked(text) == []


def test_other_goods_asked_a_remedy_of_their_own_are_kept():
    named = lambda x, t: x["description"].split()[-1].lower() in t.lower()  # noqa: E731
    texts = ["I only want a refund for the bowl.", "Please send a new plate."]
    assert only_asked_aside(LINES, texts, named) == set()
    assert only_asked_aside(LINES, texts[:1], named) == {"PLT-92"}


@pytest.mark.django_db
def test_end_to_end_only_the_goods_asked_are_paid(tmp_path):
    bowl = fc.refund(fc.cents(LINES, "BWL-92", 1), "BWL-92", 1)
    cases = fc.damage_claims("ONLY", "SU-7720", LINES, ONLY, [bowl])
    both = [bowl, fc.refund(fc.cents(LINES, "PLT-92", 1), "PLT-92", 1)]
    cases += fc.damage_claims("ONLY-N", "SU-7729", LINES, {9: "The bowl and the plate both came chipped. I only want a refund, "
                                                              "not a replacement, for both of them."}, both)
    fc.assert_money_as_expected(tmp_path, cases)
