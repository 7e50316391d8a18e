"""A figure the customer gives as a guess at what they paid ("the delivery charge back, which I think was about ten
dollars", "i paid about $60 for it so please refund the $60") does not hold a refund of the record's own figure for
the claim, when the guess is at or above what is paid and less than twice it: the late parcel's fee or the damaged
line's price is paid, never the guess. A fee's figure stated as fact that the record does not show, a guess below what
would be paid, a guess far above it, or any figure for a charge taken twice still holds the refund for a person. (A
price above the record's for goods the claim names, stated or guessed, pays the record's price: runs/overstated_prices.py.)
The figure asked back, said again after the guess ("refund the $60"), is the ask, not a second charge."""

import pytest

from runs.guards import check_amount_stated
from runs.intents import read_ticket
from runs.screening import request_dicts

RUG = {"order_ref": "SU-62001",
       "lines": [{"sku": "RUG", "description": "Jute runner rug", "quantity": 1, "unit_price_cents": 8900}],
       "charges": [{"kind": "items", "description": "Items", "amount_cents": 8900},
                   {"kind": "delivery", "description": "Standard delivery", "amount_cents": 795}],
       "refunds": []}
FEE = {"case_type": "late_delivery", "action": "refund", "amount_cents": 795, "charges": [2]}
KETTLE = {"order_ref": "SU-62001",
          "lines": [{"sku": "KTL", "description": "Stovetop kettle", "quantity": 1, "unit_price_cents": 4499}],
          "charges": [{"kind": "items", "description": "Items", "amount_cents": 4499},
                      {"kind": "delivery", "description": "Standard delivery", "amount_cents": 599}],
          "refunds": []}
KETTLE_REFUND = {"case_type": "damaged_item", "action": "refund", "amount_cents": 4499, "lines": [{"sku": "KTL", "quantity": 1}]}


def _requests(subject: str, body: str) -> list[dict]:
    return request_dicts(read_ticket(f"{subject}\n{body}", order_ref="SU-62001"), "SU-62001")


@pytest.mark.parametrize("body", [
    "The rug was promised for the 5th. It came on the 9th. I want the delivery charge back, which I think was about ten dollars.",
    "parcel was 4 days late, refund the shipping pls, it was around $9 i think",
    "Delivery came a week after the date you gave. I'd like my delivery fee back - roughly $12 or so.",
    "Your courier turned up three days late. Please refund the postage, I believe it was something like eight dollars.",
    "late AGAIN!! give me back the delivery charge, $10-ish if I remember rightly",
    "The delivery was late and I paid about $15 for shipping, so please refund it.",
])
def test_a_guess_at_or_a_little_above_the_fee_lets_the_records_fee_be_paid(body):
    result = check_amount_stated(FEE, RUG, [], _requests("Late delivery", body))
    assert result.passed, result.inputs
    assert result.inputs["stated"], "the guess is still recorded beside the decision"


@pytest.mark.parametrize("body", [
    # stated as fact, not a guess: a charge the record does not show
    "The rug came four days late. Please refund the $10 delivery charge.",
    # a guess below what would be paid: the customer may mean another charge
    "Delivery was late, please refund the delivery fee, it was about $5 I think.",
    # a guess far above what would be paid: not this fee
    "The parcel was late. Refund the delivery charge please, it was around $25.",
    "late delivery!! i want the shipping back, which was roughly forty dollars",
    "Delivery was days late; I believe delivery cost me about $16.50, refund it please.",
])
def test_a_figure_stated_as_fact_below_or_far_above_the_fee_still_holds_it(body):
    result = check_amount_stated(FEE, RUG, [], _requests("Late delivery", body))
    assert not result.passed, result.inputs
    assert result.inputs["unexplained"]


@pytest.mark.parametrize("body", [
    "kettle arrived with the handle snapped off, box was crushed. i paid about $60 for it so please refund the $60.",
    "The stovetop kettle came with a dented base. It cost roughly $50, could I have the $50 back?",
    "Kettle arrived cracked. I think it was around fifty five dollars, please refund it.",
    "the kettle's lid was smashed when it arrived, refund please - it was $45-ish",
    "My kettle arrived broken. It was about $49.99 if I recall correctly. Refund please.",
])
def test_a_guessed_price_above_the_damaged_lines_pays_the_lines_price(body):
    requests = _requests("broken kettle", body)
    assert not any("duplicate_charge" in r["kinds"] for r in requests), requests
    assert check_amount_stated(KETTLE_REFUND, KETTLE, [], requests).passed


@pytest.mark.parametrize("body", [
    "kettle arrived with the handle snapped off. i paid $60 for it so please refund the $60.",
    "The kettle came dented. Please refund the $75 I paid.",
    "kettle arrived smashed, it was about $95, refund please",
])
def test_a_price_stated_as_fact_or_guessed_far_above_the_named_line_pays_the_lines_price(body):
    # the goods tell which line it is; the figure is only what the customer says it cost (runs/overstated_prices.py)
    assert check_amount_stated(KETTLE_REFUND, KETTLE, [], _requests("broken kettle", body)).passed


@pytest.mark.parametrize("body", [
    "kettle arrived with the handle snapped off. i paid $30 for it so please refund the $30.",
    "The kettle came dented. Please refund the $25 I paid.",
])
def test_a_price_stated_below_the_line_still_holds_the_refund(body):
    assert not check_amount_stated(KETTLE_REFUND, KETTLE, [], _requests("broken kettle", body)).passed


def test_a_guess_never_explains_a_figure_for_a_charge_taken_twice():
    twice = dict(RUG, charges=[*RUG["charges"], {"kind": "delivery", "description": "Standard delivery", "amount_cents": 795}])
    copy = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 795, "charges": [3]}
    body = "You charged me for delivery twice, about ten dollars each time I think. Please refund one."
    assert not check_amount_stated(copy, twice, [], _requests("Charged twice", body)).passed


@pytest.mark.parametrize("body, kinds", [
    ("kettle arrived with the handle snapped off. i paid about $60 for it so please refund the $60.", set()),
    ("The lamp came bent. I paid 45.50 for the lamp, can you refund me the 45.50 please", set()),
    ("the mug came chipped. paid $25 for the mug, refund my $25", set()),
    # near misses: one figure seen twice on the card is still a charge taken twice
    ("charged $45.50 on monday and $45.50 again on tuesday, refund the $45.50", {"duplicate_charge"}),
    ("I was charged $30 and $30 on my card, please refund the extra $30", {"duplicate_charge"}),
    ("paid 19.99 and 19.99 for one candle", {"duplicate_charge"}),
])
def test_the_figure_asked_back_is_the_ask_not_a_second_charge(body, kinds):
    requests = _requests("Refund", body)
    read = {k for r in requests for k in r["kinds"]} & {"duplicate_charge"}
    assert read == kinds, requests
