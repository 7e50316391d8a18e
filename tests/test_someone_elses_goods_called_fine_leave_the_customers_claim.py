"""Goods of someone else's called fine ("my neighbour ordered the same salad bowls from you and hers came perfectly") say
nothing of the customer's own line: the claim on it still stands and is paid (blind round ver22a, V22A-12, held $37.40 once
the contradiction check read "hers came perfectly" as the customer's bowl called fine). The customer's own goods called
fine and claimed in another sentence still go to a person (runs/contradicted_lines.py)."""

import pytest

from runs.contradicted_lines import contradiction_check, contradictions
from tests.guard_fixtures import decision_on, order_of, requests_read

_ORDER = order_of(("BOWL", "Olive wood salad bowl", 4, 935), ("SERV", "Olive wood salad servers", 1, 1800),
                  ("VASE", "Ribbed glass vase", 1, 3600), ("MUG", "Enamel camp mug", 2, 1400))


def _found(body: str, sku: str) -> list[dict]:
    return contradictions(decision_on(sku), _ORDER, requests_read(body, _ORDER))


SOMEONE_ELSES_FINE = [
    ("My neighbour ordered the same salad bowls from you and hers came perfectly, so I think mine were just packed badly. "
     "Two of my four bowls arrived with chips out of the rim. Could you refund those two?", "BOWL"),
    ("My sister bought the exact same vase last month and hers arrived in perfect condition. Mine came with a crack down the side, refund please.", "VASE"),
    ("my mates camp mugs turned up flawless lol. mine? dented. refund the mugs pls", "MUG"),
    ("A friend of mine has the ribbed vase too and his was pristine. The vase I got is chipped at the rim; I'd like a refund for it.", "VASE"),
    ("Funny thing, my mum's salad bowls came fine, not a scratch on them. But my bowls arrived cracked, all four. Please refund them.", "BOWL"),
]
OWN_FINE_AND_CLAIMED = [
    ("My salad bowls came perfectly, really well packed. P.S. please refund the salad bowls, they arrived chipped.", "BOWL"),
    ("The vase arrived in perfect condition.\n\nPlease refund the vase, it came cracked.", "VASE"),
    # who speaks is not whose the goods are
    ("My wife says the vase arrived in perfect condition, not a mark on it. P.S. refund the vase, it's cracked.", "VASE"),
]


@pytest.mark.parametrize("body, sku", SOMEONE_ELSES_FINE)
def test_someone_elses_goods_called_fine_leave_the_customers_claim_standing(body, sku):
    assert _found(body, sku) == []
    assert contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER))[1]


@pytest.mark.parametrize("body, sku", OWN_FINE_AND_CLAIMED)
def test_the_customers_own_goods_called_fine_and_claimed_are_still_held(body, sku):
    assert [c["sku"] for c in _found(body, sku)] == [sku]
