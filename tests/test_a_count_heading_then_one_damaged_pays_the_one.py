"""A line written as a heading with its count, then a colon, then how many of it were damaged ("The four tumblers: one
had a crack down the side") claims the units the clause after the colon counts, not the heading's count: one is paid.
Near-misses: a heading whose clause claims them all ("all four were cracked") pays all four."""

import pytest

from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

LINES = [line("TMB-4", "Ribbed glass tumbler", 1200, 4), line("BKT-1", "Steel ice bucket", 3500, 1)]
ONE = [refund(cents(LINES, "TMB-4", 1), "TMB-4", 1)]
ALL = [refund(cents(LINES, "TMB-4", 4), "TMB-4", 4)]

ONE_BODIES = [
    "The four tumblers: one had a crack down the side. Please refund it.",
    "Hi, the 4 tumblers: one of them had a chip on the rim. Can I get a refund for that one?",
    "Tumblers (4): one came with a crack down the side, refund please.",
    "Re the four glass tumblers I ordered: one arrived cracked right down the side. I'd like my money back for it.",
    "the 4 tumblrs : one had a crack down the side!! refund pls",
    "Good afternoon. The four tumblers - one had a hairline crack down the side. Kindly refund the damaged one. Regards, Ines",
]
ALL_BODIES = [
    "The four tumblers: all four had cracks down the side. Please refund them.",
    "The 4 tumblers: every one of them came cracked. Refund please.",
]


@pytest.mark.django_db(transaction=True)
def test_a_count_heading_then_one_damaged_pays_one(tmp_path):
    cases = [case(f"HEAD-{n}", body, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": ONE}, ref=f"SU-7110{n}")
             for n, body in enumerate(ONE_BODIES)]
    cases += [case(f"HEAD-ALL-{n}", body, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": ALL}, ref=f"SU-7120{n}")
              for n, body in enumerate(ALL_BODIES)]
    assert_money_as_expected(tmp_path, cases)
