"""Another person's goods told across two sentences: "My neighbour ordered the same lamp. Hers came with a broken shade."
The person's own purchase is told in one sentence and their goods ("hers", "his", "theirs", "my sister's") go wrong in the
next: passed on for that person, quoted, never the customer's own claim paid (runs/intents/others_goods_theirs.py).
The customer's own goods told after a person ("My neighbour helped me unpack it. The shade was broken.", "Mine arrived
broken") keep their claim. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "My neighbour ordered the same lamp. Hers came with a broken shade.",
    "my sister bought one from you too. her one arrived cracked down the side, can u sort it",
    "Our friend got the exact same kettle as well! His was dented.",
    "My mum ordered the same rug. My mum's came stained.",
    "A colleague of mine also bought the same desk. Theirs turned up with a split leg.",
    "My brother just ordered the same headphones too.  His arrived with the left earcup snapped off.",
    "Hi there, my flatmate had ordered the same mirror as well. Hers was smashed when she opened it.",
])
def test_a_named_persons_goods_gone_wrong_after_their_purchase_go_to_a_person_unpaid(body):
    read = reading(body)
    asked = [s for s in read.sentences if s.role == "request"]
    assert asked and all(s.kinds == ["other"] for s in asked), shown(read)
    assert not set(read.intents) & {"damaged_item", "wrong_item", "non_delivery"}, shown(read)


@pytest.mark.parametrize("body", [
    "My neighbour helped me unpack it. The shade was broken.",
    "My sister ordered the same vase. Mine arrived broken.",
    "My friend bought one too. Hers was fine but mine came with a cracked base.",
    "My neighbour ordered the same lamp. The shade on mine is broken.",
    "I bought the lamp for my neighbour. It came with a broken shade.",
    "My mum said it looked lovely. The shade was cracked though.",
])
def test_the_customers_own_goods_told_after_a_person_are_still_their_claim(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


LAMP = [fc.line("LMP-1", "Table lamp with linen shade", 5900)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_for_the_neighbours_lamp(tmp_path):
    c = fc.case("NBR-1", "My neighbour ordered the same lamp. Hers came with a broken shade.", LAMP, intents=["other"],
                expected={"outcome": "escalated", "refunds": []})
    got = fc.run(tmp_path, [c])
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    assert not [d for d in got["NBR-1"]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome"))], got["NBR-1"]["differences"]
