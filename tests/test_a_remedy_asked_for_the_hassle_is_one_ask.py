"""A claim's own remedy asked "for the hassle" ("I want the shipping refunded for the hassle." beside a late delivery) is
one ask: the words of trouble say why, they ask no money beyond the remedy. Read as compensation too, one sentence was the
late-delivery claim and a request of kind `other`, and the reply told the same shipping twice, once as nothing to refund
and once as a colleague's (runs/intents/remedy_for_the_trouble.py; blind round ver30c V30C-14). Wording written for these
tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.remedy_for_the_trouble import trouble_is_the_reason
from tests.fresh_cases import assert_all_pass, case, line


def _reading(body: str):
    reading = read_ticket("late order SU-70001\n\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The parcel was due on Monday and came on Thursday. I want the shipping refunded for the hassle.",
    "it arrived 4 days late. refund the delivery charge for all the trouble pls",
    "My order turned up a week after the promised date, so I'd like the postage back for the inconvenience.",
    "Delivery was late by three days. Please refund the shipping fee for the stress it caused.",
    "came late AGAIN. want my delivery money back for the hassle",
    "The blender arrived two days after you promised. Could I have the express delivery charge refunded for the bother, please?",
])
def test_the_fee_asked_for_the_hassle_is_the_late_deliverys_ask_alone(body):
    reading, shown = _reading(body)
    assert reading.intents == ["late_delivery"], shown


@pytest.mark.parametrize("body", [
    "The parcel came three days late. I want the shipping refunded and $20 for the hassle.",
    "The parcel came three days late. Refund the shipping please, and a voucher for the trouble would be nice.",
    "The parcel came three days late. I want compensation for the stress.",
    "The parcel came three days late. I'd like something extra for the hassle on top of the shipping.",
])
def test_money_beyond_the_remedy_still_goes_to_a_person(body):
    reading, shown = _reading(body)
    assert "other" in reading.intents, shown


def test_the_reason_is_read_only_after_a_remedy_named():
    assert trouble_is_the_reason("I want the shipping refunded for the hassle.", ["late_delivery"])
    assert not trouble_is_the_reason("I want a refund for the hassle.", ["late_delivery"])
    assert not trouble_is_the_reason("I want the shipping refunded for the hassle.", [])


BOOK = [line("BK-1", "Hardback atlas", 3900)]


@pytest.mark.django_db
def test_a_free_delivery_is_told_once_and_a_paid_fee_is_refunded(tmp_path):
    free = case("HASSLE-1", "The atlas came three days after the date you promised. I want the shipping refunded for the hassle.", BOOK,
                intents=["late_delivery"], fee_cents=0, expected={"outcome": "partial", "refunds": [], "returns": [], "deferred": [{"item": "late"}]})
    paid = case("HASSLE-2", "The atlas came three days late. Please refund the delivery charge for all the trouble.",
                BOOK, intents=["late_delivery"], ref="SU-70002",
                expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": []})
    for c in (free, paid):  # promised three days before it came
        shipment = c["world"]["orders"][0]["shipments"][0]
        shipment["promised_by"] = shipment["delivered_at"][:10].replace(shipment["delivered_at"][8:10], f"{int(shipment['delivered_at'][8:10]) - 3:02d}")
    assert_all_pass(tmp_path, [free, paid])
