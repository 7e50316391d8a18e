"""Another person's own goods gone wrong, told beside the same purchase ("My sister ordered the same vase and hers arrived
broken", "my neighbour got the same kettle and his was dented") are no claim on the customer's order: they were read as a
damage claim, whose refund could be paid for goods nobody claimed for this order (runs/intents/others_goods_theirs.py).
They are told of as another person's (context), never paid. Near-misses keep their claim: goods bought for the person on
this order, the customer's own goods told beside. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

THEIRS = [
    "My sister ordered the same vase and hers arrived broken",
    "my neighbour got the same kettle and his was dented",
    "A friend bought one too and her one came cracked.",
    "my mate orderd the same lamp from you n his arrived smashed lol",
    "My mum said hers came with a crack in the lid.",
    "Our neighbour had the same rug delivered and theirs turned up stained.",
    "Funny thing - my colleague bought the exact same teapot and hers showed up with the spout snapped off.",
]


@pytest.mark.parametrize("body", THEIRS)
def test_another_persons_own_goods_gone_wrong_are_no_claim(body):
    read = reading(body)
    assert not set(read.intents) & {"damaged_item", "wrong_item", "non_delivery"}, shown(read)


@pytest.mark.parametrize("body", [
    "I bought it for my sister and it arrived broken",  # the customer's own purchase, for her
    "I ordered two, one for me and one for my sister, and hers arrived broken",  # her unit is on this order
    "My sister ordered the same vase and hers was fine but mine arrived broken.",  # the customer's own goods
    "My sister ordered the same vase, and both hers and mine arrived broken.",
    "My sister got me the vase as a gift and it arrived broken.",
    "My neighbour got the same kettle and his was dented, and mine is dented too.",
])
def test_near_misses_keep_the_customers_claim(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


def test_the_customers_own_claim_beside_anothers_report_stays():
    read = reading("My vase arrived broken. My sister ordered the same vase and hers arrived broken too.")
    assert read.intents.count("damaged_item") == 1, shown(read)


VASE = [fc.line("VS-9", "Ribbed glass vase, smoke", 4200)]


@pytest.mark.django_db
def test_end_to_end_no_money_moves_for_another_persons_goods(tmp_path):
    bodies = ["My sister ordered the same vase and hers arrived broken",
              "Hi, just so you know, my neighbour got the same vase and his was cracked. Mine's lovely, thanks!"]
    cases = [fc.case(f"THEIRS-{i}", body, VASE, intents=[],
                     expected={"outcome": "resolved", "refunds": [], "returns": [], "escalations": []})
             for i, body in enumerate(bodies)]
    report = fc.run(tmp_path, cases)[""]
    assert report["silent_drops"] == 0 and report["guard_violations"] == 0
    assert not Refund.objects.exists()
