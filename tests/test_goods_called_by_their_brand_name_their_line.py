"""Goods called by their brand ("my Kindle", "the Dyson", "the Nespresso") name the line of the kind that brand makes:
on a one-line order, or where one line only is of that kind, that line is the claim's; where several lines are, a
person asks which (runs/brand_names.py, read by runs.ticket_lines.said_stems for the agent and the guard alike). Blind
round, issue #11: "my Kindle ... the screen is cracked" was refused twice as never mentioned, $141.90 held. Wording
written here."""

import pytest

from runs.ticket_lines import mentioned
from tests import fresh_cases as fc

READER = [fc.line("ER-1", "6-inch e-reader with front light", 13139), fc.line("CASE-1", "Fabric sleeve cover", 1800),
          fc.line("LAMP-1", "Clip-on book lamp", 1400)]
CLAIMS = [
    "Hi, my Kindle arrived yesterday and the screen is cracked in the corner. Please refund it.",
    "The Kindle's power button is snapped off, it came like that. Refund please",
    "kindle screen smashed on arrival!!! want my money back",
    "Good afternoon. I'm afraid the Kindle you sent has a cracked display; the box was crushed. I'd like a refund.",
    "My new kindle - the charging port is broken, the cable won't go in. Can you refund me?",
    "Unfortunately the Kindle has a deep crack across the glass. Please could I have a refund for it.",
]


@pytest.mark.parametrize("body", CLAIMS)
def test_the_brand_names_the_one_line_of_its_kind(body):
    assert set(mentioned({"lines": READER}, [body])) == {"ER-1"}


def test_a_brand_of_several_lines_names_each_and_a_person_asks():
    two = {"lines": [fc.line("VAC-1", "Cordless stick vacuum", 13139), fc.line("VAC-2", "Handheld car vacuum", 4500)]}
    assert set(mentioned(two, ["the Dyson arrived with its handle cracked"])) == {"VAC-1", "VAC-2"}


def test_no_brand_names_no_line():
    assert not mentioned({"lines": READER}, ["the parcel was kindly left with a neighbour, the box was crushed"])


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_e_reader_is_refunded(tmp_path):
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("BRAND", "SU-7204", READER, CLAIMS[:4],
                                                             [fc.refund(fc.cents(READER, "ER-1", 1), "ER-1", 1)]))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_a_one_line_order_and_another_brand(tmp_path):
    one = [fc.line("ER-1", "6-inch e-reader with front light", 13139)]
    vac = [fc.line("VAC-1", "Cordless stick vacuum", 13139), fc.line("FIL-1", "Replacement filter pack", 1800)]
    cases = fc.damage_claims("BRAND1", "SU-7205", one, [CLAIMS[0]], [fc.refund(fc.cents(one, "ER-1", 1), "ER-1", 1)]) \
        + fc.damage_claims("DYSON", "SU-7206", vac, ["my dyson came with the handle cracked!! can i get a refund"],
                           [fc.refund(fc.cents(vac, "VAC-1", 1), "VAC-1", 1)])
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_a_brand_of_two_lines_pays_nothing(tmp_path):
    two = [fc.line("VAC-1", "Cordless stick vacuum", 13139), fc.line("VAC-2", "Handheld car vacuum", 4500)]
    c = fc.case("DYSON2-0", "The Dyson arrived with its handle cracked. Refund please.", two, intents=["damaged_item"],
                expected={"outcome": "escalated", "refunds": []}, ref="SU-72070")
    fc.assert_money_as_expected(tmp_path, [c])
