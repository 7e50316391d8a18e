"""A damage sentence listing two lines, one of them counted ("two out of the six plates and the serving bowl came broken"),
claims both lines, each with its own count.

A held-back round (issue 11, finding 1) had such a sentence pay only the line nearest the verb: the counted conjunct's
count words ("out of", "outta", "from", "among", "all but", "(out of six)", "the six I ordered") were read as a clause
with a predicate of its own told beside the damage (runs/listed_broken.py), or broke the list (runs/ticket_lines.py
`_joins`); the other line got no subtask and the run closed resolved. The counts are read as before ("all but two of the
six": four; "three from the six": three: runs/unit_counts.py, runs/told_damaged_counts.py). Wording written for these
tests."""

import pytest

from runs.ticket_lines import lines_asked_about
from tests import fresh_cases as fc
from tests.readings import reading

TABLE = [fc.line("PLT-DIN", "Stoneware dinner plate", 1800, 6), fc.line("BWL-SRV", "Stoneware serving bowl", 3400)]
BAR = [fc.line("JUG-GLS", "Glass water jug", 2600), fc.line("TMB-GLS", "Tumbler glass", 900, 6)]


def _asked(lines: list[dict], text: str) -> list[str]:
    order = {"order_ref": "SU-70001", "lines": lines}
    return [x["sku"] for x in lines_asked_about(order, reading(text), "damaged_item")[0]]


BOTH = [
    (TABLE, "Two out of the six plates and the serving bowl came broken."),
    (TABLE, "the serving bowl and two out of the six plates came broken"),
    (TABLE, "hi, 2 outta 6 plates plus the serving bowl arrived smashed!!"),
    (TABLE, "two from the six plates and the serving bowl came broken, gutted"),
    (TABLE, "Two of the plates (out of six) and the serving bowl arrived in pieces."),
    (TABLE, "two plates out of six and the serving bowl came cracked"),
    (TABLE, "Unboxed it last night: two plates out of the six I ordered and the serving bowl came cracked."),
    (TABLE, "Regrettably the serving bowl and all but two of the dinner plates were broken on arrival."),
    (TABLE, "all but two of the plates and the serving bowl came broken"),
    (TABLE, "The serving bowl along with two of the plates came broken."),
    (BAR, "the jug and three out of six glasses were shattered, the rest fine"),
    (BAR, "three among the six tumblers and the jug came smashed"),
]


@pytest.mark.parametrize("lines, text", BOTH)
def test_both_lines_of_the_list_are_asked_about(lines, text):
    assert sorted(_asked(lines, text)) == sorted(x["sku"] for x in lines)


# Near-misses: goods told beside the damage in a clause of their own, or the one ordered before, are still not claimed.
@pytest.mark.parametrize("lines, text, skus", [
    (TABLE, "I ordered the serving bowl and two of the plates came broken", ["PLT-DIN"]),
    (TABLE, "I returned the serving bowl and two out of the six plates came broken", ["PLT-DIN"]),
    (TABLE, "I love the serving bowl and two of the plates arrived cracked", ["PLT-DIN"]),
    (BAR, "The jug is perfect but three of the tumblers were shattered", ["TMB-GLS"]),
])
def test_goods_told_beside_the_damage_are_still_not_claimed(lines, text, skus):
    assert _asked(lines, text) == skus


def _both_paid(cid: str, lines: list[dict], body: str, counted: int, ref: str) -> dict:
    a, b = lines[0]["sku"], lines[1]["sku"]
    na, nb = (counted, 1) if lines is TABLE else (1, counted)
    expected = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, a, na), a, na), fc.refund(fc.cents(lines, b, nb), b, nb)]}
    return fc.case(cid, body, lines, intents=["damaged_item"], expected=expected, ref=ref)


@pytest.mark.django_db
def test_end_to_end_each_line_of_the_list_is_paid_for_its_own_count(tmp_path):
    cases = [
        _both_paid("COUNTED-0", TABLE, "Two out of the six plates and the serving bowl came broken. Refund please.", 2, "SU-71000"),
        _both_paid("COUNTED-1", TABLE, "hi, 2 outta 6 plates plus the serving bowl arrived smashed!! money back pls", 2, "SU-71001"),
        _both_paid("COUNTED-2", TABLE, "Good morning. Regrettably the serving bowl and all but two of the dinner plates were broken on arrival; "
                                       "I would be grateful for a refund.", 4, "SU-71002"),
        _both_paid("COUNTED-3", TABLE, "Unboxed it last night - two plates out of the six I ordered and the serving bowl came cracked. "
                                       "Can you refund them?", 2, "SU-71003"),
        _both_paid("COUNTED-4", TABLE, "Three of the plates (out of six) and the serving bowl arrived in pieces, could I have my money back for those",
                   3, "SU-71004"),
        _both_paid("COUNTED-5", BAR, "The jug along with three of the tumblers were shattered, the rest fine. Please refund.", 3, "SU-71005"),
        _both_paid("COUNTED-6", BAR, "three from the six tumblers and the jug came smashed, refund for the broken ones please", 3, "SU-71006"),
        _both_paid("COUNTED-7", TABLE, "two of the six plates and the serving bowl came broken, could you refund them", 2, "SU-71007"),
    ]
    fc.assert_all_pass(tmp_path, cases)
