"""Money told as come back in plain words ("the double charge was reversed now", "it got paid back now", "they've put it
back on my card since") is a settled past problem: context, never a new duplicate-charge ask, and the "now" closing it
tells the money landed, no turn (runs/intents/money_put_back.py). Chased, asked, wished or denied, it stays asked.
Wording written for these tests."""

import pytest

from runs.intents.settled import settled_in_words
from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body, asked", [
    # plain, "now" closing it, a return asked after
    ("Hello, that second charge was reversed now. I'd like to send the lamp back though, it's too big for the desk.", "change_of_mind"),
    # terse, lower case, the copy named by its number
    ("the 2nd payment is paid back now. pls refund the bowl, came smashed", "damaged_item"),
    # who put it back, "since" closing it
    ("About the payment you took twice - your team has put it back on my card since. The rug arrived torn at one corner, refund please.",
     "damaged_item"),
    # a pronoun for the copy, in the sentence after the charge told
    ("You charged me two times in March. It got paid back now, thanks. But the vase has a crack down the side, can I get a refund?",
     "damaged_item"),
    # "repaid", with the time it took
    ("Got billed twice, the extra one got repaid a couple of days later. Separate thing: the teapot arrived cracked.",
     "damaged_item"),
    # the shop paid them back, a learner's English
    ("I was charge double for order but you already paid me back. Now I only want to return the chair, it is not comfortable.", "change_of_mind"),
    # "fyi", the figure named
    ("fyi the extra $64 was reversed last week so forget that part. the mirror is the wrong size for the hallway, can i return it", "change_of_mind"),
])
def test_money_put_back_is_context_and_the_other_ask_stands(body, asked):
    read = reading(body)
    assert "duplicate_charge" not in read.intents and asked in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "You charged me twice and it still hasn't been paid back.",
    "You charged me twice. Has it been reversed yet?",
    "You charged me twice. It should have been reversed by now.",
    "You charged me twice. Can you put it back on my card?",
    "You charged me twice, please make sure it gets paid back.",
    "It was reversed but now it's been taken twice again.",
    "i was charged double and it was never paid back",
    "They said the extra payment would be reversed but it's still there, charged twice.",
])
def test_money_chased_asked_or_taken_again_is_still_the_duplicate(body):
    read = reading(body)
    assert "duplicate_charge" in read.intents, shown(read)


@pytest.mark.parametrize("sentence, settled", [
    ("The double charge was reversed now.", True),
    ("It got paid back now, thanks.", True),
    ("They've put it back on my card since.", True),
    ("it still hasn't been paid back", False),
    ("has it been reversed yet?", False),
    ("The handles were reversed on the drawer.", False),
])
def test_the_guard_reads_the_same_settling(sentence, settled):
    assert settled_in_words(sentence) is settled


LAMP = [fc.line("LMP-2", "Brass floor lamp", 8900)]


@pytest.mark.django_db
def test_end_to_end_a_copy_put_back_pays_nothing_again_and_a_chased_one_is_paid(tmp_path):
    put_back = fc.charged(fc.case("PUTBACK-1", "You charged me twice for the lamp but they've put it back on my card since. All good.", LAMP,
                                  ref="SU-73001", intents=[], expected={"outcome": "resolved", "refunds": [], "returns": []}), twice=True)
    chased = fc.charged(fc.case("PUTBACK-2", "You charged me twice for the lamp and it still hasn't been paid back. Please refund the copy.", LAMP,
                                ref="SU-73002", intents=["duplicate_charge"],
                                expected={"outcome": "resolved", "refunds": [{"amount_cents": 8900, "source": "platform", "lines": []}]}),
                        twice=True)
    fc.assert_money_as_expected(tmp_path, [put_back, chased])
