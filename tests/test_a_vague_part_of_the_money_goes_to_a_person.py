"""Part of the money said vaguely is part of the money all the same: a hedged figure ("refund me something like 30
percent and we're good", "somewhere around a third back would do") or a part named by the money's own noun ("just some
of the money back would be fine", "could you refund part of the price, say fifteen dollars?"). The claim's whole refund
waits for the person who sets the amount and the ask is quoted (runs/intents/part_money_wishes.py, part_money_unnamed.py,
part_money_forms.py HEDGE). Read as statements, three such tickets had the whole line paid ($231.12 where about $29 was
asked or a person should set it: verify41 V41-162, V41-170, V41-172).

Near-misses keep paying the whole line: "some" and "part" of the goods rather than of the money ("part of the set arrived
broken", "I sent some of them back"), the whole price hedged ("refund me the full price, something like $45"), and
"some of the money" told rather than wished. Wording written for this test."""
import pytest

from tests import fresh_cases as fc
from tests.readings import part_money_held, reading, shown

CLAIM = "The oak picture frame has a scratch down one side."
VAGUE = [
    "refund me something like 25 percent and we're square",  # texting, hedged percent
    "Could I get part of the cost refunded? I will keep the frame.",  # polite question
    "honestly id take some of the money back n keep it",  # lower case, "n"
    "Refund me somewhere around a third and we can call it even.",
    "can u refund like part of what i paid, say $10",
    "Just some of the price back would be fine, keeping it anyway.",
    "Would you refund a small part of the price? Something like ten dollars.",  # formal
    "I'd be happy with some of the money back - it still hangs fine.",
]
NEAR_MISSES = [
    "Please refund the frame.",
    "Part of the set arrived broken, refund please.",
    "Refund me the full price, something like $45.",
    "Some of the money went on postage, but please refund the frame.",
    "A full refund would be fair.",
]


@pytest.mark.parametrize("wish", VAGUE)
def test_a_vague_part_of_the_money_holds_the_claims_refund(wish):
    read = reading(f"{CLAIM} {wish}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_no_part_of_the_money_holds_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert not part_money_held(read), shown(read)


# --- end to end: what is paid ----------------------------------------------------------------------

LINES = [fc.line("FRM-1", "Oak picture frame", 4500)]


@pytest.mark.django_db
def test_no_money_is_paid_for_a_vague_part(tmp_path):
    cases = fc.none_paid("VAGUE", "SU-7620", LINES, [f"{CLAIM} {wish}" for wish in VAGUE], ["damaged_item", "other"])
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_whole_line_is_paid_when_no_part_is_asked(tmp_path):
    bodies = [NEAR_MISSES[0], NEAR_MISSES[2], NEAR_MISSES[4]]
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("VAGUE-N", "SU-7621", LINES, [f"{CLAIM} {text}" for text in bodies],
                                                           [fc.refund(fc.cents(LINES, "FRM-1", 1), "FRM-1", 1)]))
