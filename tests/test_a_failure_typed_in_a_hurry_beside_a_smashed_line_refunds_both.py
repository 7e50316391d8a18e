""""the wall clok stoped workng" is the clock failing, typed in a hurry (runs/intents/failure_typos.py), so a sentence
telling the frame smashed and the clock dead tells one damage per clause and both lines are claimed, each refunded as
policy allows. Blind round ver37c, V37C-28: "the pictur frame glass is smahsed all over and the wall clok stoped workng
after 1 day ... pls refund both" went to a person as naming two lines without saying which, $64.80 held. Near-misses:
a line called fine beside the other's failure pays only the other; stops that are no failure. Wording written here."""

import pytest

from runs import ticket_lines
from tests import fresh_cases as fc
from tests.readings import reading, shown

LINES = [fc.line("FRAME-A4", "Oak picture frame A4", 2500), fc.line("CLOCK-W", "Wall clock", 3500)]
ORDER = {"order_ref": "SU-70001", "lines": LINES}

BOTH = [
    "hi my ordr came yday - the pictur frame glass is smahsed all over and the wall clok stoped workng after 1 day (new batery, still nothing). pls refund both ty",
    "the frame glass is cracked and the clock stoped working on day one. refund both pls",
    "Frame arrived with the glass smashed and the wall clock stopd working straight away, can I have my money back for both?",
    "the picture frame is smashed, the clock stoped workin after a day. refund the two of them please",
    "Hello - the picture frame's glass was broken when I opened it and the wall clock stoped working within a day. Please refund both items.",
    "the pictur frame is smashd and wall clok stoped workng. pls refund both",
]
ONE = [
    ("the frame arrived fine but the clock stoped workng after 1 day, refund pls", ["CLOCK-W"]),
    ("the clock is great, but the frame glass is smahsed, refund that one please", ["FRAME-A4"]),
]
NO_FAILURE = [
    "the courier stopped by twice before he found us, frame and clock both lovely",
    "I stoped worrying once it all came, the frame and the clock are perfect",
]


@pytest.mark.parametrize("body", BOTH)
def test_both_lines_told_failing_one_clause_each_are_both_claimed(body):
    read = reading(body)
    got, why = ticket_lines.lines_asked_about(ORDER, read, "damaged_item")
    assert [x["sku"] for x in got] == ["FRAME-A4", "CLOCK-W"], (why, shown(read))


@pytest.mark.parametrize("body,skus", ONE)
def test_a_line_called_fine_or_not_asked_is_left_out(body, skus):
    got, why = ticket_lines.lines_asked_about(ORDER, reading(body), "damaged_item")
    assert [x["sku"] for x in got] == skus, why


@pytest.mark.parametrize("body", NO_FAILURE)
def test_stops_that_are_no_failure_ask_nothing(body):
    read = reading(body)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_frame_and_the_clock_are_both_refunded(tmp_path):
    refunds = [fc.refund(fc.cents(LINES, "FRAME-A4", 1), "FRAME-A4", 1), fc.refund(fc.cents(LINES, "CLOCK-W", 1), "CLOCK-W", 1)]
    fc.assert_all_pass(tmp_path, fc.damage_claims("FRAMECLOCK", "SU-7104", LINES, {0: BOTH[0], 3: BOTH[3], 5: BOTH[5]}, refunds))
