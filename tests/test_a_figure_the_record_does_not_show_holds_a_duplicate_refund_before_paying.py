"""A duplicate charge stated at a figure the order's record does not show is held for a person before any money moves,
and the guard and the reply's verifier read the figure alike, so nothing the guard lets through fails verification after
the money moved.

The order: a $42.80 bread bin, $4.95 delivery, and the $42.80 items charge taken again two minutes later (the copy).
Its total as it should have been is $47.75; as charged, $90.55. A customer who says "two payments of $47.75" names a
total the record does not show taken twice: held, whatever the wording. The copy's own figure, rounded to the dollar or
off by a cent, both copies together, or both totals side by side let the refund through, and the verifier agrees."""

import pytest

from runs.guards import check_amount_stated, plain_words
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.verifier import verify

ORDER = {"order_ref": "SU-70110",
         "lines": [{"sku": "BIN", "description": "Enamel bread bin", "quantity": 1, "unit_price_cents": 4280, "tax_exempt": True}],
         "charges": [{"kind": "items", "description": "Items", "amount_cents": 4280, "charged_at": "2026-11-05T10:00:00Z"},
                     {"kind": "delivery", "description": "Delivery", "amount_cents": 495, "charged_at": "2026-11-05T10:00:00Z"},
                     {"kind": "items", "description": "Items", "amount_cents": 4280, "charged_at": "2026-11-05T10:02:00Z"}],
         "refunds": []}
COPY = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 4280}

DISAGREE = [
    # the order's total as it should have been, said as the amount taken twice: digits, words, slang
    "My card shows two payments of $47.75 for SU-70110, can you refund one?",
    "you took forty-seven dollars and seventy-five cents off me twice for the bread bin",
    "my card got hit twice for 48 bucks, i only bought 1 bread bin",
    # a charge on the order, but not the copy the refund would pay
    "you billed me $4.95 twice for SU-70110, fix it please",
    # off by more than rounding
    "I was charged twice for the bin - $42.70 and $42.70 - please refund one",
    "Double charge on the bread bin?? I see $51.30 on my statement two times. Refund please",
]

AGREE = [
    "$42.80 taken twice for SU-70110, please refund one",
    "the bread bin was charged $43 both times, refund the extra",  # whole dollars: the dollar is the rounding
    "two payments of $42.79 on my statement for the bin, one should go back",  # a cent off: rounding
    "you charged me forty-two dollars and eighty cents twice for the bread bin",
    "I was charged $85.60 for one bread bin, that's it twice over.",  # both copies together
    "charged twice for the bin, total came to $90.55 instead of $47.75",  # the total as it should have been, beside the total charged
    "I paid $90.55 in total for one bread bin, you charged it twice",
]


def _requests(body: str) -> list[dict]:
    return request_dicts(read_ticket(f"Charges\n{body}", order_ref="SU-70110"), "SU-70110")


def _verified(body: str, *, order: dict | None = ORDER):
    ticket = {"subject": "Charges", "body": body, "order_ref": "SU-70110"}
    plan = [{"number": 1, "goal": "refund the duplicate charge", "kind": "duplicate_charge", "status": "resolved"}]
    return verify(ticket=ticket, plan=plan, deliverables={"refunds": [{"type": "refund", "amount_cents": 4280, "subtask": 1}], "returns": []},
                  sentences={1: "I've refunded $42.80 for the duplicate charge."}, order=order)


@pytest.mark.parametrize("body", DISAGREE)
def test_a_figure_the_record_does_not_show_holds_the_refund_before_any_money_moves(body):
    result = check_amount_stated(COPY, ORDER, [], _requests(body))
    assert not result.passed, result.inputs
    words = plain_words("amount_stated_in_ticket", result.inputs)
    held = result.inputs["unexplained"][0]
    # both figures, side by side, for the person who decides
    assert words[0].startswith(f"the customer states {held['text']}") and "the record shows $42.80 charged twice" in words[0]
    assert words[-1] == "a person decides which charge the customer means before any money moves"


@pytest.mark.parametrize("body", AGREE)
def test_the_copys_figure_rounded_or_with_the_orders_totals_lets_the_refund_through(body):
    result = check_amount_stated(COPY, ORDER, [], _requests(body))
    assert result.passed, result.inputs
    assert result.inputs["stated"], "the figure was read and compared"


@pytest.mark.parametrize("body", AGREE)
def test_what_the_guard_lets_through_passes_the_verifiers_amount_check_after_paying(body):
    assert not [f for f in _verified(body).findings if f["check"] == "amount_stated"]


@pytest.mark.parametrize("body", DISAGREE)
def test_a_figure_the_record_does_not_show_still_fails_the_verifier_if_anything_paid_the_copy(body):
    """The verifier stays the backstop: a refund paid past a held figure is never told as done."""
    assert [f for f in _verified(body).findings if f["check"] == "amount_stated"]


def test_the_order_total_said_as_the_amount_taken_twice_is_named_as_the_total_not_as_an_unknown_charge():
    result = check_amount_stated(COPY, ORDER, [], _requests("My bank statement lists two identical payments of $47.75 for SU-70110."))
    words = plain_words("amount_stated_in_ticket", result.inputs)
    assert words[0].endswith("; the record shows $42.80 charged twice; $47.75 is the order's total as it should have been, "
                             "not a charge the record shows taken twice")
    assert "the order's charges: $42.80, $4.95, $42.80" in words


def test_a_figure_in_words_is_shown_with_its_dollars():
    result = check_amount_stated(COPY, ORDER, [], _requests("you took forty-seven dollars and seventy-five cents off me twice"))
    assert plain_words("amount_stated_in_ticket", result.inputs)[0].startswith(
        "the customer states forty-seven dollars and seventy-five cents ($47.75)")


def test_a_delivery_fee_said_of_an_items_copy_is_a_charge_on_the_order_but_not_the_one_paid_back():
    result = check_amount_stated(COPY, ORDER, [], _requests("you billed me $4.95 twice for SU-70110, fix it please"))
    assert "$4.95 is a charge on the order, but not the one this refund would pay back" in plain_words("amount_stated_in_ticket", result.inputs)[0]


def test_a_figure_in_another_currency_is_flagged_not_compared_and_the_records_copy_is_paid():
    """No rate the shop could apply checks a pound figure to the cent (runs/stated_amounts.py): flagged, never held."""
    result = check_amount_stated(COPY, ORDER, [], _requests("Hi, I live in Leeds and my bank shows two debits of £33.60 for the bread bin. "
                                                              "Refund one please."))
    assert result.passed
    assert any(w.startswith("flag: the ticket states £33.60, in GBP") for w in plain_words("amount_stated_in_ticket", result.inputs))


def test_without_the_order_the_verifier_compares_the_figure_with_what_was_paid_alone():
    assert not [f for f in _verified("$42.80 taken twice for SU-70110", order=None).findings if f["check"] == "amount_stated"]
    assert [f for f in _verified("I was charged $85.60 for one bread bin, that's it twice over.", order=None).findings
            if f["check"] == "amount_stated"]
