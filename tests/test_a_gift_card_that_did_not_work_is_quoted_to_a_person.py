"""A gift card, voucher or code that did not work, asked to be checked ("My gift card didn't work, can you check it?"), is
an `other` ask and the whole-ticket escalation quotes it; never a damage claim on the goods, never a refund paid to the
card (verify32 P01 read it so on the start code). Pinned here with fresh wording; near-misses keep their reading."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKS = [
    "My gift card didn't work, can you check it?",
    "my e-gift card wont work, can you check?",
    "The gift voucher didn't work at checkout - could someone look at it please?",
    "Hi, my gift card didnt work when I tried to pay. Can you check it for me?",
    "Gift card didn't work at checkout, can someone look into it",
    "My voucher didn't work, can you check it?",
]


@pytest.mark.parametrize("body", ASKS)
def test_it_is_an_other_ask(body):
    read = reading(body)
    assert read.intents == ["other"], shown(read)


def test_goods_that_do_not_work_are_still_damage():
    read = reading("The kettle didn't work, can you check it?")
    assert "damaged_item" in read.intents, shown(read)


KETTLE = [fc.line("KT-1", "Electric kettle", 3900)]


@pytest.mark.django_db
def test_end_to_end_the_escalation_quotes_the_ask(tmp_path):
    cases = [fc.case(f"GIFT-{i}", body, KETTLE, intents=[{"kind": "other", "quote": body}],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": body[:30]}]})
             for i, body in enumerate(ASKS[:3])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
