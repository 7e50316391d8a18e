"""Goods a friend, partner, brother or colleague sent or gave the customer, bought on that person's own order, account or card,
are never paid on the customer's order (runs/intents/gift_from_another.py): the screener passes them on to a person quoted, the
bare ask after them ("Can anything be done for him?") answered with them, and the guard's line_in_ticket refuses a refund on a
line the claim's sentences never name beside them, whatever a model proposes, never the one line left once the customer calls
the others fine. verify46 R2-04: "a friend sent me a table lamp from your shop as a birthday present, ordered on her account.
It arrived with the base cracked. (The lamp from my own order SU-71002 is fine...)" paid $26.40 on the mug. A gift the customer
bought ("I bought this as a gift for my friend"), goods a person only pointed them to ("my sister sent me the link"), or ordered
for them on the customer's own account are the customer's own order and pay as before. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents.doubt import OTHER_PERSONS_ORDER
from runs.intents.gift_from_another import gift_on_anothers_order
from runs.others_lines import lines_of_others
from tests import fresh_cases as fc
from tests.guard_fixtures import decision_on, order_of, requests_read
from tests.readings import reading, shown

LAMP_AND_MUG = [fc.line("MUG-G", "Stoneware mug", 2400), fc.line("LMP-G", "Table lamp", 4800)]
ORDER = order_of(("MUG-G", "Stoneware mug", 1, 2400), ("LMP-G", "Table lamp", 1, 4800), ref="SU-74001")

# another person's gift, told first, its damage after it, the customer's own lamp called fine
THEIRS = [
    # chatty
    "So my partner surprised me with one of your table lamps for our anniversary - she ordered it on her own card from your website. "
    "Sadly it turned up with a big crack in the base! The lamp I bought myself on my order is totally fine. Anything you can do?",
    # learner English
    "My friend is send me a table lamp from your shop like a present, she pay with her card. It is arrive broken on the base. "
    "My lamp from my own order is good. What I can do?",
    # terse
    "Present from my aunt: a table lamp, ordered through her login. The base cracked in transit. Nothing wrong with the lamp on my own order. Help?",
    # by whom it was sent
    "The table lamp that was sent to me by a colleague as a leaving gift came with its base cracked. The lamp I ordered myself is fine. What can you do?",
    # typos, lower case
    "my bro got me a lamp off ur site for xmas (on his acount). it came with the base cracked. mine from my order is fine tho. can u help",
    # posted, a friend of mine, the ask for her
    "A friend of mine posted me a table lamp from you as a housewarming present. It arrived with the base cracked; the lamp on my own "
    "order is fine. Can she get a refund?",
    # the brother's mug, his order and card in brackets, the ask for him
    "Hello, my brother ordered me a stoneware mug as a present (his order, paid on his card) and it came cracked. My own order was fine. "
    "Can anything be done for him?",
]

# the customer's own order, whoever the goods are for or whoever pointed them to it: paid as ever
MINE = [
    "I bought this table lamp as a gift for my friend and it arrived with the base cracked. Refund please.",
    "My sister sent me the link to your shop so I ordered the table lamp, and it came with the base cracked. Refund please.",
    "My partner ordered me the table lamp on my account for my birthday and it came with the base cracked. Could I have a refund?",
    "I got the table lamp as a birthday present for my brother; it came with a cracked base. Refund please.",
    "My husband noticed the table lamp base was cracked when he unpacked my order. Refund please.",
    "My friend recommended your shop and I ordered the table lamp from your site. It arrived with the base cracked. Refund please.",
]


@pytest.mark.parametrize("body", THEIRS)
def test_the_gift_is_told_as_another_persons_order(body):
    assert any(gift_on_anothers_order(s.text) or s.why.startswith(OTHER_PERSONS_ORDER) for s in reading(body).sentences)


@pytest.mark.parametrize("body", MINE)
def test_a_gift_the_customer_bought_or_was_pointed_to_is_not_another_persons(body):
    read = reading(body)
    assert not any(gift_on_anothers_order(s.text) for s in read.sentences), shown(read)
    assert any(s.role == "request" and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", THEIRS)
def test_no_damage_claim_is_read_on_the_customers_order_and_one_request_goes_to_a_person(body):
    read = reading(body)
    assert not any(s.role == "request" and set(s.kinds) - {"other"} for s in read.sentences), shown(read)
    passed_on = [s for s in read.sentences if s.role == "request" and s.why.startswith(OTHER_PERSONS_ORDER)]
    assert passed_on and [s for s in read.sentences if s.role == "request"] == passed_on, shown(read)


def test_a_bare_ask_beside_the_customers_own_claim_is_not_folded_into_the_gift():
    read = reading("My brother ordered me a stoneware mug as a present (his order, paid on his card) and it came cracked. "
                   "Also my own table lamp came with the base cracked, refund please. What else can be done for him?")
    assert any(s.role == "request" and "damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert any(s.role == "request" and s.kinds == ["other"] and "for him" in s.text for s in read.sentences), shown(read)


# --- the guard, whatever a model proposes --------------------------------------------------------

def _claim_beside(gift: str, claim: str, fine: str) -> list[dict]:
    """The claim read as a damage request naming no line, as a screener that missed the gift would hand it over."""
    return [{"text": claim, "kinds": ["damaged_item"], "spans": {"damaged_item": [[0, len(claim)]]}, "told": [gift], "told_after": [fine]}]


GUARDED = [
    ("Hi, a friend sent me a table lamp from your shop as a birthday present, ordered on her account.", "It arrived with the base cracked.",
     "The lamp from my own order is fine, it's in the living room."),
    ("my colleague got me one of ur lamps as a leaving present, paid on his card", "it came with the base snapped",
     "my own lamp is fine"),
    ("It was a present from my gran, she bought it through her own login.", "Unfortunately it arrived with the base in pieces.",
     "The table lamp I bought myself arrived perfect."),
    ("My girlfriend ordered me a table lamp for Christmas on her account.", "When I unboxed it the base had a crack.",
     "My own lamp is fine."),
    ("A table lamp sent to me by my cousin as a wedding gift.", "Base cracked on arrival.", "The lamp on my order is fine."),
    ("My flatmate is buy me a lamp in your shop for birthday, with her card.", "It come with crack in the base.", "My own lamp is fine."),
]


@pytest.mark.parametrize("gift,claim,fine", GUARDED)
def test_the_one_line_left_is_never_paid_beside_another_persons_gift(gift, claim, fine):
    check = check_line_in_ticket(decision_on("MUG-G", cents=2598), ORDER, _claim_beside(gift, claim, fine))
    assert not check.passed and check.inputs["others_goods_told"] == [gift]
    assert check.inputs["named"][0]["words"] == []


@pytest.mark.parametrize("gift,claim,fine", GUARDED)
def test_without_the_gift_the_one_line_left_is_still_the_claims(gift, claim, fine):
    asks = _claim_beside("I ordered a few things from you last week.", claim, fine)
    assert check_line_in_ticket(decision_on("MUG-G", cents=2598), ORDER, asks).passed


def test_a_gift_line_named_in_the_sentence_is_another_persons():
    text = "My brother ordered me a stoneware mug as a present (his order, paid on his card) and it came cracked."
    assert lines_of_others(ORDER, [text]) == {"MUG-G": text}
    assert lines_of_others(ORDER, ["I bought the stoneware mug as a gift for my friend and it came cracked."]) == {}


def test_the_guard_refuses_the_gift_line_in_the_screeners_own_reading_of_a_second_paragraph():
    text = ("Hello, a friend of mine sent me one of your table lamps as a housewarming present - she ordered it on her own account.\n\n"
            "It turned up with the base cracked right through. My own lamp from this order is fine, no complaints. What can be done?")
    for sku in ("MUG-G", "LMP-G"):
        assert not check_line_in_ticket(decision_on(sku, cents=2598), ORDER, requests_read(text, ORDER)).passed


# --- money end to end ------------------------------------------------------------------------------

@pytest.mark.django_db
def test_another_persons_gift_pays_nothing_and_goes_to_a_person(tmp_path):
    fc.assert_settled_as_expected(tmp_path, fc.none_paid("GIFT-T", "SU-7420", LAMP_AND_MUG, THEIRS, ["other"]))


@pytest.mark.django_db
def test_another_persons_gift_beside_the_customers_second_order_pays_neither(tmp_path):
    body = ("A friend of mine sent me a table lamp as a birthday present, ordered on her own account. It came with the base cracked. "
            "My own orders SU-74300 and SU-74301 were both fine. What can be done?")
    c = fc.with_second_order(fc.case("GIFT-2", body, LAMP_AND_MUG, intents=["other"], expected={"outcome": "escalated", "refunds": []},
                                     ref="SU-74300"), "SU-74301", [fc.line("LMP-H", "Table lamp", 4800)])
    fc.assert_money_as_expected(tmp_path, [c])


@pytest.mark.django_db
def test_the_customers_own_gift_or_order_is_paid(tmp_path):
    lamp = fc.refund(fc.cents(LAMP_AND_MUG, "LMP-G", 1), "LMP-G", 1)
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("GIFT-M", "SU-7430", LAMP_AND_MUG, MINE, [lamp]))
