"""Part of the money wished beside a claim holds the claim's refund for a person however the passes before read the
sentence: a sum put "towards it" ("I'll accept ten dollars towards it"), a share asked as the condition of keeping the
goods ("If you refund maybe a quarter of the price I'll keep it"), asked as a question ("Could I get 15% back?"), or
closed with "and I'll call it square" (runs/intents/part_money_beside_claims.py). Read as a statement, as the remedy
declined ("... would do me fine and I'll hang on to it"), or as the claim's own money asked again, each had the whole
line paid (issue #11, partmoney A3, A21, A25, A35, A51, A72, A81, A85, MA2: $1,002.72).

Near-misses keep paying whole: the price told ("I paid $30 for it"), the whole price with its tax wished back, and a
duplicate charge's money ("I was charged twice - $30 back would be great": the copy, never a part). Wording written for
this test."""
import pytest

from tests import fresh_cases as fc
from tests.readings import part_or_kept_for_a_price_held as part_money_held, reading, shown

CLAIM = "The oak chopping board has a crack along the grain."
WISHES = [
    "I'll accept ten dollars towards it.",
    "Could I get 15% back for it?",  # a question
    "If you refund maybe a quarter of the price I'll keep it.",  # a condition
    "Honestly 5 bucks back and I'll call it square.",
    "I'd take £8 towards the cost and keep the board.",  # another currency
    "could you give me like $6 back for it",  # texting, no mark
    "if u do 20% off ill hang on to it",
    "We would be content with eight dollars towards the damage.",  # formal
]
NEAR_MISSES = [
    "I paid $30 for it and it's useless now, please refund it.",
    "$32.40 back would be great, that's what I paid with the tax.",
    "It cost me $30, so I'd like a refund.",
]


@pytest.mark.parametrize("wish", WISHES)
def test_part_wished_in_any_reading_holds_the_claims_refund(wish):
    read = reading(f"{CLAIM} {wish}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_the_price_told_or_the_whole_wished_holds_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert not part_money_held(read), shown(read)


def test_a_duplicate_charges_money_is_no_part():
    read = reading("I was charged twice for the chopping board - $30 back would be great.")
    assert not any("refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("BRD-1", "Oak chopping board", 3000)]


@pytest.mark.django_db
def test_nothing_is_paid_for_part_wished_in_any_reading(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("ANYREAD", "SU-7650", LINES, [f"{CLAIM} {w}" for w in WISHES], ["damaged_item", "other"]))


@pytest.mark.django_db
def test_the_whole_line_or_the_copy_is_paid_when_no_part_is_wished(tmp_path):
    cases = fc.damage_claims("ANYREAD-N", "SU-7660", LINES, [f"{CLAIM} {text}" for text in NEAR_MISSES],
                             [fc.refund(fc.cents(LINES, "BRD-1", 1), "BRD-1", 1)])
    copy = fc.charged(fc.case("ANYREAD-DUP", "I was charged twice for the chopping board - $30 back would be great.", LINES,
                              intents=["duplicate_charge"], expected={"outcome": "resolved", "refunds": [{"amount_cents": 3000, "source": "platform"}]},
                              ref="SU-76699"), True)
    fc.assert_money_as_expected(tmp_path, [*cases, copy])
