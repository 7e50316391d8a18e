"""A long goods word typed further off than one slip still names its line, when it is close to that line's word and to
no other line's: "caffetierre" is the cafetière, "expresso" the espresso cups, "chopin board" the chopping board,
"saucepen" the saucepan, "tumblr" the tumbler. Only a word of eight letters or more may be two slips off, or one letter
typed for another (runs.typos.near): shorter, two words are that close too often ("planter", "plaster"); "-ing" said
"-in" is read on a word ending "-ing" (runs.typos.ing_said_in). A word close to two lines' words names neither for
sure, and the claim goes to a person. Accents are dropped, so the cafetière is named spelt either way. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about, words_mentioned
from runs.typos import ing_said_in, near
from tests.guard_fixtures import lines_asked, order_of

KITCHEN = order_of(("CAF-8", "Glass cafetière 8-cup", 1, 3200), ("ESP-2", "Espresso cups set of 2", 1, 1800),
                   ("CHB-1", "Bamboo chopping board", 1, 2400), ("SCP-20", "Stainless saucepan 20cm", 1, 3900),
                   ("TMB-1", "Highball tumbler", 1, 900), ref="SU-74100")


@pytest.mark.parametrize("text,sku", [
    ("the caffetierre arrived with a crack down the glass, please refund it", "CAF-8"),
    ("Hi, my cafetiere came smashed in the box. Refund please.", "CAF-8"),
    ("one of the expresso cups came chipped, can I get a refund", "ESP-2"),
    ("the chopin board arrived split right down the middle. refund pls", "CHB-1"),
    ("Saucepen arrived with a big dent in the base, I'd like my money back", "SCP-20"),
    ("tumblr came cracked :( refund?", "TMB-1"),
    ("So the choppin bord has a crack along the grain - please refund.", "CHB-1"),
])
def test_a_long_word_typed_off_names_its_one_line(text, sku):
    assert lines_asked(KITCHEN, text) == [sku]


@pytest.mark.parametrize("said,word", [("caffetierre", "cafetiere"), ("expresso", "espresso"), ("saucepen", "saucepan"),
                                       ("cafettiere", "cafetiere"), ("espreso", "espresso")])
def test_a_long_word_a_slip_or_two_off_is_near(said, word):
    assert near(said, word)


@pytest.mark.parametrize("said,word", [
    ("plaster", "planter"),  # seven letters: another word one letter off
    ("chipp", "chopp"),  # "chipping" stems short: never the chopping board
    ("saucepot", "saucepan"),  # two letters changed
    ("expressed", "espresso"),
    ("pan", "pen"),  # short words never
    ("toasters", "coasters"),  # the first letter is never a slip
])
def test_words_further_off_or_short_are_not_near(said, word):
    assert not near(said, word)


@pytest.mark.parametrize("said,word", [("robin", "robing"), ("chipin", "chopping"), ("begin", "beging")])
def test_a_short_or_other_in_word_is_no_ing_said_in(said, word):
    assert not ing_said_in(said, word)


@pytest.mark.parametrize("text", [
    "the bowl is chipping at the rim",
    "the plaster cracked when I hung it",
    "a cafeteria tray came bent",
])
def test_a_real_word_close_to_a_line_names_no_line(text):
    assert not any(words_mentioned(x, text) for x in KITCHEN["lines"])


def test_a_word_close_to_two_lines_words_goes_to_a_person():
    pans = order_of(("SCP-20", "Stainless saucepan 20cm", 1, 3900), ("SCP-16", "Stainless saucepot 16cm", 1, 2900), ref="SU-74101")
    reading = read_ticket("the saucepon came dented, refund please", order_ref="SU-74101")
    lines, why = lines_asked_about(pans, reading, "damaged_item")
    assert lines == [] and why


def test_a_word_close_to_one_line_only_of_two_look_alikes_names_it():
    pans = order_of(("SCP-20", "Stainless saucepan 20cm", 1, 3900), ("SCP-16", "Stainless saucepot 16cm", 1, 2900), ref="SU-74101")
    assert lines_asked(pans, "the saucepen came dented, refund please") == ["SCP-20"]
