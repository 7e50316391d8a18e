"""Part of the money asked without a figure beside a claim ("refund me a little bit for it", "a couple of quid back would be
nice", "a token refund would sort it", "some discount on this one would be appreciated", "just a little something for the
hassle") asks less than the line and leaves the amount open: the claim's whole refund is held for the person who decides
it, the ask quoted in an `other` subtask, nothing paid (runs/intents/part_money_unnamed.py, part_money_wishes.py,
part_money_beside_claims.py). Read as the claim's own refund or as a remark, such asks had the whole line paid (issue #11,
partmoney: "Refund me a bit for it", "a few quid", "a small goodwill refund", "A discount on this order").

Near-misses keep paying the line whole: the whole asked, a discount had at checkout, money off a later order, goods told
"a bit off" (how they look, no money), something sent back, and compensation on top of a refund asked ("please refund it,
and something for the trouble would be nice" asks the refund whole). Wording written for this test."""
import pytest

from tests import fresh_cases as fc
from tests.readings import part_or_kept_for_a_price_held as part_money_held, reading, shown

CLAIM = "The ceramic planter arrived with a chip on the rim."
OPEN_AMOUNTS = [
    "could you refund me a little bit for it? i'll keep it anyway",  # texting
    "A couple of quid back would be nice, honestly.",  # British, chatty
    "I'd be happy with a few bucks back for the chip.",
    "A token refund would sort it for me.",  # terse
    "Just a little something for the hassle and we're good.",
    "Some discount on this one would be appreciated.",  # formal
    "pls give me some money back, not the full refund",  # the whole set aside after it
    "Me I accept small amount back, the planter still good.",  # non-native: "a" left out
    "I'll keep it if you can take a bit off.",  # keeping it for a price
    "Would a small goodwill credit be possible?",  # a question
]
NEAR_MISSES = [
    "A full refund would be appreciated.",
    "I got a discount when I bought it, but I'd like my money back please.",
    "Please refund it, the colour was a bit off anyway.",
    "I can send something back to show you if needed, but please refund it.",
    "Refund it please - I paid $36 for it.",
]
# ...nor part of this line's money: money off a later order is goodwill for a person beside the refund
NOT_PART = [
    "Please refund it, and a discount on my next order would be nice.",
    "Please refund it, and something for the trouble would be nice.",
]


@pytest.mark.parametrize("ask", OPEN_AMOUNTS)
def test_an_amount_left_open_holds_the_claims_refund(ask):
    read = reading(f"{CLAIM} {ask}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES + NOT_PART)
def test_no_amount_left_open_holds_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert not part_money_held(read), shown(read)


LINES = [fc.line("PLN-1", "Ceramic planter", 3600)]


@pytest.mark.django_db
def test_nothing_is_paid_for_an_amount_left_open(tmp_path):
    cases = fc.none_paid("OPEN", "SU-7610", LINES, [f"{CLAIM} {ask}" for ask in OPEN_AMOUNTS], ["damaged_item", "other"])
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_whole_line_is_paid_when_no_part_is_asked(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("OPEN-N", "SU-7620", LINES, [f"{CLAIM} {text}" for text in NEAR_MISSES],
                                                           [fc.refund(fc.cents(LINES, "PLN-1", 1), "PLN-1", 1)]))
