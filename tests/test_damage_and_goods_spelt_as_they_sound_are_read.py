"""Damage and goods a hurried customer spells as they sound are read (runs/typos.py, sound slips): "a big crak down
one side", "the seramic planter", "scrached" are a crack, the ceramic planter, scratched, so the claim is a damage
claim on that line (V20A-04 went to a person as `other` and the $38.88 owed was not paid). Real words that only look
or sound alike stay what they are: the floor "creaked", a "crank", the "track", "licking", a "sensor"."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about, words_mentioned
from runs.typos import misspelt

PLANTER = {"order_ref": "SU-91401", "lines": [
    {"sku": "PLT-CER", "description": "Ceramic planter, large", "quantity": 1, "unit_price_cents": 3600},
    {"sku": "HNG-JUT", "description": "Jute plant hanger", "quantity": 2, "unit_price_cents": 1100},
]}


@pytest.mark.parametrize("said, word", [("crak", "crack"), ("seramic", "ceramic"), ("scrached", "scratched"), ("chek", "check"),
                                        ("sement", "cement"), ("jaket", "jacket"), ("kichen", "kitchen")])
def test_a_sound_spelt_the_plain_way_is_the_word(said, word):
    assert misspelt(said, word)


@pytest.mark.parametrize("said, word", [("creaked", "cracked"), ("crank", "crack"), ("track", "crack"), ("licking", "liking"),
                                        ("sensor", "censor"), ("crack", "crack"), ("sell", "cell"), ("craks", "crack")])
def test_a_word_of_its_own_is_no_sound_slip(said, word):
    assert not misspelt(said, word)


@pytest.mark.parametrize("body", [
    "Hi there the seramic planter arived with a big crak down one side, soil would fall out of it. Refund for the planter pls",
    "the planter came with a crak in it",
    "Hello. I am sorry to report that the large planter has a crak running from the rim to the base. I would like a refund.",
    "PLANTER HAS A CRAK!!! refund",
    "my seramic pot got here yesterday with a hairline crak, would like my money back",
    "planter is all scrached and there's a crak at the bottom, refund please",
])
def test_a_crack_spelt_as_it_sounds_is_a_damage_claim_on_the_planter(body):
    reading = read_ticket(f"planter\n{body}", order_ref=PLANTER["order_ref"])
    assert "damaged_item" in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert "other" not in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    lines, why = lines_asked_about(PLANTER, reading, "damaged_item")
    assert [x["sku"] for x in lines] == ["PLT-CER"], why


def test_the_ceramic_line_is_named_by_its_sound():
    assert words_mentioned(PLANTER["lines"][0], "the seramic one is the problem") == ["ceramic"]
    assert words_mentioned(PLANTER["lines"][0], "the sensor light came on") == []


@pytest.mark.parametrize("body", [
    "The floor creaked when the courier came in, the planter is lovely.",
    "The crank on the pasta machine turns smoothly, love it.",
    "the track says delivered and it is here, thanks",
    "I had a chek of the parcel and everything is there, thanks!",
    "He was licking the envelope shut when the parcel came, all fine.",
    "the motion sensor on the lamp works great",
])
def test_words_that_only_look_alike_are_no_damage(body):
    assert "damaged_item" not in read_ticket(f"thanks\n{body}", order_ref="SU-91402").intents
