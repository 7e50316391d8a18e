"""A figure the customer states in another currency far off every figure on the order ("I paid 900 euros" on a $45
lamp, "£300" for a $30 line) holds the refund for a person, the sentence quoted, never paid on (issue #11 finding: it was
read with its currency and paid past). Near the record ("42 euros", "£38" for the $45 lamp) the record's figure is paid
as before (runs/foreign_figures_far_off.py). Wording written for these tests."""

import pytest

from runs.foreign_figures_far_off import far_off
from runs.stated_amounts import held_words, unexplained
from tests import fresh_cases as fc

LAMP = fc.line("LMP-21", "Table lamp", 4500)
LINES = [LAMP]

FAR = [
    "The lamp arrived broken, please refund it. I paid 900 euros for it.",
    "The lamp I paid €900 for arrived broken, please refund it.",
    "My lamp came smashed. It cost me £300! Refund please.",
    "lamp is cracked, refund pls. paid like 450 quid for it",
    "Hello, the table lamp arrived with a broken base. I paid EUR 1.200 for it. Please refund.",
    "The lamp came broken. I'd like a refund of the 9 euros I paid.",
    "The lamp arrived smashed, please refund. It was ¥45000 on my card.",
]
NEAR = [
    "The lamp arrived broken, please refund it. I paid 42 euros for it.",
    "The lamp I paid €44 for arrived broken, please refund it.",
    "My lamp came smashed. It cost me £38! Refund please.",
    "lamp is cracked, refund pls. paid like 60 CAD for it",
]


@pytest.mark.parametrize("cents,currency,far", [(90000, "EUR", True), (30000, "GBP", True), (4200, "EUR", False), (3800, "GBP", False),
                                                (6000, "CAD", False), (900, "EUR", True), (700000, "JPY", False), (100, "XYZ", True)])
def test_far_off_is_more_than_twice_away_at_a_coarse_rate(cents, currency, far):
    assert far_off(cents, currency, [4500, 4860]) is far


def _case(cid: str, body: str, n: int, held: bool) -> dict:
    paid = [] if held else [fc.refund(fc.cents(LINES, "LMP-21", 1), "LMP-21", 1)]
    return fc.case(cid, body, LINES, intents=["damaged_item"], fee_cents=0, ref=f"SU-7300{n}",
                   expected={"outcome": "escalated" if held else "resolved", "refunds": paid})


@pytest.mark.django_db
def test_end_to_end_a_figure_far_off_holds_and_one_near_pays(tmp_path):
    cases = [_case(f"FX-{n}", body, n, True) for n, body in enumerate(FAR)] + [_case(f"FXN-{n}", body, 10 + n, False) for n, body in enumerate(NEAR)]
    fc.assert_money_as_expected(tmp_path, cases)


def test_the_person_reads_the_figure_and_its_sentence():
    order = {"lines": LINES, "charges": [{"kind": "items", "amount_cents": 4500}, {"kind": "tax", "amount_cents": 360}], "refunds": []}
    requests = [{"text": "The lamp arrived broken, please refund it.", "kinds": ["damaged_item"], "spans": {},
                 "told_after": ["I paid 900 euros for it."]}]
    decision = {"action": "refund", "case_type": "damaged_item", "amount_cents": 4860, "lines": [{"sku": "LMP-21", "quantity": 1}]}
    held, _ = unexplained(decision, order, [], requests)
    assert [a["text"] for a in held] == ["900 euros"]
    words = " ".join(held_words({"stated": [], "unexplained": held, "charges_cents": [4500, 360]}))
    assert "900 euros" in words and "I paid 900 euros for it." in words and "$900" not in words
