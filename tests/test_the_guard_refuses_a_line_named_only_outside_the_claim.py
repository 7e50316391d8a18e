"""The guard pays a line only when the claim's own sentences name it, or name no goods of their own: a line the ticket
names only as having come ("I got the rug yesterday"), or goods told as from elsewhere ("The lamp I bought elsewhere
arrived broken"), never make the claim the line's (issue #11: a rug was paid for a lamp's damage because the rug was
named somewhere in the ticket). The decisions here are deliberately wrong readings, citing the wrong line, as a model
misreading the ticket would propose them; the guard refuses each in words a person reads. Near-misses: a pronoun, a
count or a part after the line's sentence, the line named with its problem, and a line the customer ordered before
naming the goods in their own words still pay. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket, plain_words
from runs.line_named_outside_the_claim import goods_from_elsewhere, told_only_as_received
from tests import fresh_cases as fc
from tests.guard_fixtures import order_of, requests_read

RUG = order_of(("RUG-1", "Jute rug", 1, 4000), ref="SU-74510")
RUG_AND_LAMP = order_of(("RUG-1", "Jute rug", 1, 4000), ("LMP-1", "Table lamp", 1, 3000), ref="SU-74511")


def _refund(sku: str) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "amount_cents": 4000, "source": "platform", "lines": [{"sku": sku, "quantity": 1}]}


ONE_LINE_WRONG = [
    "I got the rug yesterday. The lamp I bought elsewhere arrived broken, refund please.",
    "got the rug yday thx. the lamp from another shop came smashed tho, refund?",
    "Hello, the rug turned up on Monday, thank you. Unfortunately the vase is cracked. Could I please have a refund?",
    "Rug received today. My kettle (not from you) arrived dented, I'd like my money back.",
    "We received the rug this morning. The lamp we bought from a different store was broken when it came, please refund.",
    "i recieved the rug on friday. the mirror i got somewhere else is craked, can i have refund",
]
SEVERAL_LINES_WRONG = [
    "I got the rug yesterday. The vase is cracked, refund please.",
    "The rug came on Tuesday, thanks. The mirror arrived smashed, I'd like a refund.",
    "received the rug today!! the kettle is dented, money back pls",
    "The rug came yesterday, lovely. The lamp arrived broken, please refund it.",
    "I ordered the rug. The lamp from another shop arrived broken, refund please.",
    "Hi, rug arrived this morning. Sadly the clock was in bits. Refund please?",
]


@pytest.mark.parametrize("text", ONE_LINE_WRONG)
def test_a_one_line_orders_line_is_not_paid_for_other_goods_the_claim_names(text):
    result = check_line_in_ticket(_refund("RUG-1"), RUG, requests_read(text, RUG))
    assert not result.passed
    words = " ".join(plain_words("line_in_ticket", result.inputs))
    assert "name other goods" in words and "a person finds which order they are on" in words


@pytest.mark.parametrize("text", SEVERAL_LINES_WRONG)
def test_a_line_named_only_outside_the_claim_of_several_lines_is_not_paid(text):
    result = check_line_in_ticket(_refund("RUG-1"), RUG_AND_LAMP, requests_read(text, RUG_AND_LAMP))
    assert not result.passed
    assert "Jute rug: named by the decision, never mentioned in the ticket's damaged item requests" in plain_words("line_in_ticket", result.inputs)


STILL_PAID = [
    "I got the rug yesterday. It arrived torn, refund please.",
    "The rug came today. It has a big tear down the middle, can I get a refund?",
    "I got the rug yesterday and it's stained. Refund please.",
    "The rug arrived torn, refund please.",
    "I ordered the rug. The mat arrived torn, refund please.",
    "Torn. Refund please.",
]


@pytest.mark.parametrize("text", STILL_PAID)
@pytest.mark.parametrize("order", [RUG, RUG_AND_LAMP])
def test_a_claim_naming_the_line_or_no_goods_of_its_own_still_pays(text, order):
    checked = check_line_in_ticket(_refund("RUG-1"), order, requests_read(text, order))
    # (of two lines, a claim naming nothing names neither: refused, a person asks which, as ever)
    assert checked.passed is not (order is RUG_AND_LAMP and text == "Torn. Refund please.")


def test_a_count_after_goods_told_come_is_theirs():
    bowls = order_of(("BWL-4", "Stoneware bowls, set of 4", 1, 3600), ("MUG-2", "Enamel mug", 1, 1200), ref="SU-74512")
    assert check_line_in_ticket(_refund("BWL-4"), bowls, requests_read("The bowls came today. Two arrived chipped, refund please.", bowls)).passed


@pytest.mark.parametrize("text,only", [("I got the rug yesterday.", True), ("The rug turned up on Monday, thanks!", True),
                                       ("I ordered the rug last week.", False), ("I got the rug yesterday and it's stained.", False),
                                       ("The rug never came.", False)])
def test_told_only_as_received(text, only):
    assert told_only_as_received(text) is only


@pytest.mark.parametrize("text,goods", [("The lamp I bought elsewhere arrived broken", ["lamp"]), ("the lamp from another shop came smashed", ["lamp"]),
                                        ("My kettle (not from you) arrived dented", ["kettle"]), ("The lamp arrived broken", []),
                                        ("I'll buy one elsewhere if you can't replace it", [])])
def test_goods_told_as_from_elsewhere(text, goods):
    assert goods_from_elsewhere(text) == goods


RUGS = [fc.line("RUG-1", "Jute rug", 4000)]


@pytest.mark.django_db
def test_end_to_end_goods_other_than_the_line_told_beside_it_are_never_paid_on_it(tmp_path):
    wrong = fc.none_paid("LOC", "SU-7451", RUGS, ONE_LINE_WRONG[:3], [{"kind": "damaged_item", "quote": "refund"}])
    owed = [fc.refund(fc.cents(RUGS, "RUG-1", 1), "RUG-1", 1)]
    paid = fc.damage_claims("LOP", "SU-7452", RUGS, STILL_PAID[:3], owed)
    fc.assert_money_as_expected(tmp_path, [*wrong, *paid])
