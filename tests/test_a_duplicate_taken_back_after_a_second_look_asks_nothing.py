"""A charge the customer thought was taken twice and, looking again, found was a pending hold that has gone ("I thought
I'd been charged twice for this but I checked again and the second one is just a pending hold that has gone now") is
context: the "again" is the customer's second look, not the problem again (runs/intents/looked_again.py), and "has now
gone" ends the copy (runs/intents/settled.py). Read as a live duplicate it paid the record's $16.00 copy (blind round 33,
P33-04). The guard reads the same words (settled_in_words). A second look that finds the copy still there, taken, or the
problem told again still asks. Wording written for these tests."""

import pytest

from runs.intents import settled_in_words
from tests import fresh_cases as fc
from tests.readings import kind_asked, reading, shown

TAKEN_BACK = [
    "I thought I'd been charged twice for this but I checked again and the second one is just a pending hold that has gone now.",
    "i thought u charged me 2x for the lamp but i checked again and the 2nd was just a pending hold, its gone now.",
    "Ignore what I said about the double payment - I double-checked my statement again and the second one was only a "
    "pre-authorisation that has since dropped off.",
    "Looked at my card once more: the second charge for the rug was only a pending authorisation and it has disappeared. Sorry!",
    "I was sure the kettle was billed twice, but having checked again the extra one was a temporary hold which has now gone.",
    "Earlier I wrote that you took the payment twice. I've checked again and it was just a pending hold, it's gone now.",
    "The second charge for the rug was only a pending authorisation and it has disappeared, I checked again this morning.",
]
STILL_ASKS = [
    "I checked again and I've been charged twice for the vase, please refund one.",
    "I checked my statement again and the second charge is still there, please refund it.",
    "You refunded the double charge last month but I checked and this month I was charged twice again.",
    "I thought the second charge was a pending hold but I checked again and it's gone through, please refund it.",
    "I checked and was charged again, you refunded the first copy but it's there.",
    "The pending hold has now gone through, so I have been charged twice, please refund one.",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_duplicate_taken_back_after_a_second_look_is_context(text):
    read = reading(f"{text} The mug is chipped on the rim though, please refund it.")
    assert not kind_asked(text, "duplicate_charge"), shown(reading(text))
    assert "damaged_item" in read.intents and "duplicate_charge" not in read.intents, shown(read)


@pytest.mark.parametrize("text", STILL_ASKS)
def test_a_second_look_that_finds_the_copy_or_a_charge_again_still_asks(text):
    assert kind_asked(text, "duplicate_charge"), shown(reading(text))


@pytest.mark.parametrize("text", TAKEN_BACK[:3])
def test_the_guard_reads_the_second_look_as_settled(text):
    assert settled_in_words(text)


@pytest.mark.parametrize("text", STILL_ASKS[:3])
def test_the_guard_does_not_read_a_copy_still_asked_as_settled(text):
    assert not settled_in_words(text)


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_only_the_damage_is_paid_when_the_copy_was_taken_back(tmp_path):
    mug = [fc.line("MUG-9", "Speckled stoneware mug", 1600)]
    mug_only = [fc.refund(fc.cents(mug, "MUG-9", 1), "MUG-9", 1)]
    cases = [
        fc.charged(fc.case("LA-1", f"{TAKEN_BACK[0]} The mug is chipped on the rim though.", mug, ref="SU-73101",
                           intents=["damaged_item"], expected={"outcome": "resolved", "refunds": mug_only}), twice=True),
        fc.charged(fc.case("LA-2", f"{TAKEN_BACK[3]} Anyway the mug handle came snapped off, please refund it.", mug, ref="SU-73102",
                           intents=["damaged_item"], expected={"outcome": "resolved", "refunds": mug_only}), twice=True),
    ]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_a_copy_still_there_after_a_second_look_is_paid(tmp_path):
    mug = [fc.line("MUG-9", "Speckled stoneware mug", 1600)]
    c = fc.charged(fc.case("LA-3", STILL_ASKS[1], mug, ref="SU-73103", intents=["duplicate_charge"],
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 1600, "source": "platform", "lines": []}]}), twice=True)
    fc.assert_money_as_expected(tmp_path, [c])
