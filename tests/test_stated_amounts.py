"""A dollar amount the customer states for a charge is held against the order's record before any
money moves: explained by a charge, a sum of charges, a line's units (with their tax) or an earlier
refund, to the cent, or to the dollar when stated in whole dollars; anything else is refused."""

import pytest

from runs.guards import check_amount_stated, plain_words
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.stated_amounts import explained, record_figures

ORDER = {"order_ref": "SU-61020",
         "lines": [{"sku": "TRAY", "description": "Walnut serving tray", "quantity": 2, "unit_price_cents": 2450},
                   {"sku": "JUG", "description": "Stoneware jug", "quantity": 1, "unit_price_cents": 3100}],
         "charges": [{"kind": "items", "description": "Items", "amount_cents": 8000}, {"kind": "tax", "description": "Sales tax", "amount_cents": 640},
                     {"kind": "delivery", "description": "Delivery", "amount_cents": 695},
                     {"kind": "delivery", "description": "Delivery", "amount_cents": 695}],
         "refunds": []}
DUP = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 695}


def _requests(body: str) -> list[dict]:
    return request_dicts(read_ticket(f"Charges\n{body}", order_ref="SU-61020"), "SU-61020")


@pytest.mark.parametrize("body", [
    "my card shows the $6.95 delivery twice, pls refund one",
    "The delivery fee of $6.95 was taken two times from my account.",
    "I was billed $13.90 for delivery, that's the fee twice over.",
    "Looks like postage got charged again - $6.95 x2 on my statement",
    "Delivery went through twice ($7 each time), could you put one back?",
    "charged twice for shipping, total came to $100.30 instead of $93.35",
])
def test_a_stated_amount_the_order_shows_lets_the_refund_through(body):
    result = check_amount_stated(DUP, ORDER, [], _requests(body))
    assert result.passed, result.inputs


@pytest.mark.parametrize("body", [
    "I was charged twice for delivery, the second charge of $84.10 should not be there.",
    "Delivery billed two times, the extra one was $12.40, please refund it",
    "There's a duplicate delivery payment on my card for $6.59, can you refund it?",
    "you charged me again for postage, nineteen dollars and fifty cents, refund please",
])
def test_a_stated_amount_no_figure_on_the_order_explains_is_refused_with_what_was_compared(body):
    result = check_amount_stated(DUP, ORDER, [], _requests(body))
    assert not result.passed
    assert result.inputs["unexplained"] and result.inputs["charges_cents"] == [8000, 640, 695, 695]
    words = plain_words("amount_stated_in_ticket", result.inputs)
    assert any("no charge, line or refund on the order is" in w for w in words)
    assert any("a person decides" in w for w in words)


def test_an_amount_said_of_another_problem_does_not_hold_the_duplicate_refund():
    body = "Delivery was charged twice. Separately the $45.00 jug arrived with a crack in the spout."
    assert check_amount_stated(DUP, ORDER, [], _requests(body)).passed


def test_a_return_moves_no_money_when_it_starts_so_no_amount_holds_it():
    body = "I was charged twice for delivery, the second charge of $84.10 should not be there."
    assert check_amount_stated({**DUP, "action": "return"}, ORDER, [], _requests(body)).passed


def test_whole_dollars_match_to_the_dollar_and_cents_to_the_cent():
    figures = record_figures(ORDER, [])
    assert explained(2400, figures) and explained(2500, figures)  # a $24.50 tray said as "$24" or "$25"
    assert explained(2451, figures) and not explained(2453, figures)
    assert explained(2600, figures) and not explained(2800, figures)  # a tray with its tax is $26.46
    assert 4900 in figures and 9335 in figures  # two trays; every charge together


def test_money_asked_on_top_of_the_remedy_is_a_request_of_its_own_not_a_figure_for_the_charge():
    body = "Postage was taken twice, so I want the $6.95 back and $25 extra for the hassle of chasing it."
    result = check_amount_stated(DUP, ORDER, [], _requests(body))
    assert result.passed and [a["text"] for a in result.inputs["stated"]] == ["$6.95"]


FOREIGN = ["Living in Manchester, my statement has two debits of £5.60 for delivery on order SU-61020, please refund the second.",
           "Hallo, the postage was charged 2x 6,40 € for SU-61020. Can you give one back?",
           "charged twice for shipping, 9.50 CAD both times, pls refund one",
           "The delivery was billed twice to my card, each time five pounds, refund one please."]


def test_an_amount_in_another_currency_is_recorded_and_flagged_never_compared_as_dollars():
    # the record's copy is the evidence (POL-BILL-001); "£5.60" is no dollar figure to hold it against
    for body in FOREIGN:
        result = check_amount_stated(DUP, ORDER, [], _requests(body))
        foreign = [a for a in result.inputs["stated"] if a.get("currency")]
        words = plain_words("amount_stated_in_ticket", result.inputs)
        assert result.passed and foreign and all(a["currency"] != "USD" for a in foreign), (body, result.inputs)
        assert any(w.startswith("flag:") and "not the shop's currency (USD)" in w for w in words), words


def test_a_dollar_amount_beside_a_foreign_one_is_still_compared():
    body = "Delivery was taken twice, £5.60 each on my UK card, and the second one shows as $12.40, please refund it."
    result = check_amount_stated(DUP, ORDER, [], _requests(body))
    assert not result.passed and [a["text"] for a in result.inputs["unexplained"]] == ["$12.40"]


def test_dollar_words_are_read_and_compared_and_a_foreign_amount_said_of_another_matter_flags_nothing():
    assert check_amount_stated(DUP, ORDER, [], _requests("Delivery came out of my account twice, six dollars ninety-five each.")).passed
    result = check_amount_stated(DUP, ORDER, [], _requests("I was charged twice for delivery, the second was seventy-nine dollars."))
    assert not result.passed and result.inputs["unexplained"][0]["cents"] == 7900
    body = ("Delivery was charged twice on my card, please refund the copy. Separately, is the £20 gift voucher from my aunt "
            "usable on your site?")
    result = check_amount_stated(DUP, ORDER, [], _requests(body))
    assert result.passed and not any(a.get("currency") for a in result.inputs["stated"])
