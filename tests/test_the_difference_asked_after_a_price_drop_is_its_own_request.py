""""The difference" asked right after a price told as fallen since the purchase is a price adjustment: a request of
kind `other` a person answers, named in the reply. It is not the remedy of a charge taken twice told elsewhere in
the ticket (ver21a V21-23: "1) The rain jacket went down by $15 ... Can you refund me the difference? 2) I was
charged for delivery twice" paid the copy and dropped the $15 without a word).

Near-misses stay the copy's remedy: the difference or the extra asked right after the charge told twice, a price
told but not fallen, a price that went up."""

import pytest

from runs.intents import read_ticket
from runs.intents.price_drops import PRICE_DROP_WHY, price_drop_told
from tests.ver21a_cases import walk
from runs.shop.models import Order, Refund

DROPS = [
    ("1) The rain jacket went down by $15 two days after I bought it.", "Can you refund me the difference?",
     "2) I was charged for delivery twice on SU-21231 ($5.99 and $5.99). Please refund the extra."),
    ("The boots I bought last week are now on sale for $20 less.", "Could I get the difference back?",
     "Also my card shows the delivery charged twice, please refund one."),
    ("hey so the tent dropped to $180 the day after i paid $220, refund the difference pls.", None, "and u charged shipping 2x!!"),
    ("The price of the kettle was cut by £10 a few days after my order.", "I'd like the difference refunded please.",
     "Separately, the $4.99 postage appears twice on my statement - please refund the duplicate."),
    ("Just noticed the lamp is $12 cheaper now than when I bought it.", "Can you refund the difference?",
     "I was also charged twice for it ($64.00 twice)."),
    ("The mixer was marked down by $30 the week after it arrived.", "Please refund me the difference.",
     "Oh and the delivery was billed two times."),
]


@pytest.mark.parametrize("told,ask,dup", DROPS)
def test_the_difference_after_a_price_drop_goes_to_a_person_beside_the_copy(told, ask, dup):
    reading = read_ticket("Two things\n" + " ".join(t for t in (told, ask, dup) if t))
    said = next(s for s in reading.sentences if s.text == (ask or told))
    assert said.role == "request" and said.kinds == ["other"] and said.why == PRICE_DROP_WHY, said
    assert "duplicate_charge" in reading.intents


NEAR_MISSES = [
    "I was charged for delivery twice ($5.99 and $5.99). Please refund the extra.",
    "I was charged twice for the jacket, $89 and $89. It cost $89. Refund the difference please.",
    "The jacket went up by $10 after I bought it, lucky me. I was charged twice for delivery though, please refund the extra.",
    "My card was billed twice for the lamp. Can you refund the difference?",
]


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_the_difference_beside_a_charge_taken_twice_is_the_copys_remedy(body):
    reading = read_ticket(f"Charged twice\n{body}")
    assert reading.intents == ["duplicate_charge"], [(s.text, s.role, s.kinds) for s in reading.sentences]
    assert not any(s.why == PRICE_DROP_WHY for s in reading.sentences)


def test_a_price_that_went_up_or_was_only_told_is_no_drop():
    assert not price_drop_told("The jacket went up by $10 after I bought it.")
    assert not price_drop_told("It cost $89.")
    assert price_drop_told("The rain jacket went down by $15 two days after I bought it.")


@pytest.mark.django_db
def test_v21_23_pays_the_copy_and_names_the_price_drop_for_a_person():
    result, run = walk("V21-23")
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=Order.objects.get(ref=run.order_ref))) == 599
