"""A price the customer states for the goods a refund pays, above the record's, is told back in the reply with the record's
own figures, also when it stands in a sentence asking the claim's remedy beside a claim of another kind: "The brass desk
lamp arrived dented ... Please refund the $89.00 I paid for the lamp. Also the $6.95 delivery ... was charged twice."
(adv27, A27-06) refunded the record's $51.84, rightly, and never said why not $89.00. What is paid does not change
(runs/prices_told_against_the_record.py, runs/stated_amounts.overstated). Wording written for these tests."""

import pytest

from runs.models import Run
from runs.prices_told_against_the_record import record_price_words
from tests.fresh_cases import case, cents, line, refund, run

LAMP = [line("DLP", "Brass desk lamp", 4800)]


def _case(cid: str, body: str, lines: list[dict], owed: list[dict], *, copy: bool = True) -> dict:
    c = case(cid, body, lines, intents=["damaged_item", *(["duplicate_charge"] if copy else [])],
             expected={"outcome": "resolved", "refunds": owed, "returns": [], "escalations": []})
    if copy:
        charges = c["world"]["orders"][0]["charges"]
        charges.append({**[x for x in charges if x["kind"] == "delivery"][0], "charged_at": charges[0]["charged_at"].replace(":00:00", ":01:00")})
        c["expected"]["refunds"] = [*owed, {"amount_cents": 599, "source": "platform", "lines": []}]
    return c


ABOVE = [
    ("The brass desk lamp arrived dented and bent at the neck. Please refund the $89.00 I paid for the lamp. Also the $5.99 delivery was charged twice.",
     "$89.00"),
    ("hi the desk lamp came with a big dent in the shade :( i want my $75 back for it. also u took the delivery fee twice!!", "$75"),
    ("Good morning. Your delivery fee appears twice on my statement. Separately, the brass lamp was dented on arrival; "
     "I would like the $95.50 I paid refunded.", "$95.50"),
    ("The lamp is damaged - dented base. Refund me the $85.00 please. And the delivery charge went through two times.", "$85.00"),
    ("Delivery was billed twice. And the lamp arrived bent, so please refund the $120 it cost me.", "$120"),
    ("My brass desk lamp arrived broken (the neck snapped), please refund the $70 I paid for it. P.S. the shipping fee was charged twice.", "$70"),
]


@pytest.mark.django_db
def test_a_price_above_the_records_is_told_back_with_the_records_figures_and_the_records_amount_is_paid(tmp_path):
    owed = refund(cents(LAMP, "DLP", 1), "DLP", 1)
    cases = [_case(f"ABOVE-{i}", body, LAMP, [owed]) for i, (body, _) in enumerate(ABOVE)]
    results = run(tmp_path, cases)
    for c, (_, said) in zip(cases, ABOVE):
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state["reply"]["body"]
        assert "our record of your order shows the brass desk lamp priced at $48.00, with $3.84 of sales tax on it" in reply, (c["id"], reply)
        assert f"The {said} you mention isn't what our record shows was paid for it" in reply, reply


NOT_TOLD_BACK = [
    # the record's own figure: nothing to explain
    "The brass desk lamp arrived dented. Please refund the $51.84 I paid for the lamp. Also the delivery was charged twice.",
    "The brass desk lamp arrived dented. Please refund the $48.00 lamp. Also the delivery was charged twice.",
    # no figure at all
    "The brass desk lamp arrived dented, please refund it. Also the delivery was charged twice.",
    # the figure is the delivery's, said of the copy
    "The brass desk lamp arrived dented, please refund it. Also the $5.99 delivery was charged twice.",
]


@pytest.mark.django_db
def test_a_figure_the_record_shows_or_none_is_not_told_back(tmp_path):
    owed = refund(cents(LAMP, "DLP", 1), "DLP", 1)
    cases = [_case(f"SAME-{i}", body, LAMP, [owed]) for i, body in enumerate(NOT_TOLD_BACK)]
    results = run(tmp_path, cases)
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state["reply"]["body"]
        assert "you mention" not in reply and "priced at" not in reply, reply


def test_the_records_figures_name_units_price_and_tax_share():
    order = {"lines": [{"sku": "FLT", "description": "Champagne flute", "quantity": 4, "unit_price_cents": 1200},
                       {"sku": "BOX", "description": "Gift box", "quantity": 1, "unit_price_cents": 500}],
             "charges": [{"kind": "items", "amount_cents": 5300}, {"kind": "tax", "amount_cents": 424}]}
    assert record_price_words({"lines": [{"sku": "FLT", "quantity": 4}]}, order) == \
        "4 champagne flutes priced at $12.00 each, with $3.84 of sales tax on them"
    assert record_price_words({"lines": [{"sku": "BOX", "quantity": 1}]}, order) == "the gift box priced at $5.00, with $0.40 of sales tax on it"
    assert record_price_words({"lines": [], "charges": [3]}, order) == ""
