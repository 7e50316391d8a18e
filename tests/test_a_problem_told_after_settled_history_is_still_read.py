"""A problem told after the customer's settled history is read as the claim it is: what came told by its colour or
size before the verb ("I picked red and a cream one came") set against what was picked is a wrong item, and a sentence
that names what follows as today's problem tells one. The settled history before it stays context, and on its own,
or with a pick that matches what came, asks nothing. Fresh wording throughout."""

import pytest

from runs.intents import read_ticket


def _roles(text):
    return [(s.role, s.kinds) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    # settled history first, then the mismatch told with what came before its verb
    "toaster\nSo last month the kettle came dented and you refunded it, all fine. Today's problem is the toaster - "
    "I picked red on the site and a cream one came.",
    "Hi, the mug set was chipped back in March and your team sorted a refund, cheers. Now: i ordred the navy throw "
    "but a grey one arrived yesterday.",
    "Quick background, the lamp went missing in the post last year and was refunded, no complaints. This time "
    "a size 7 turned up though I'd ordered the 8.",
    "hello. A green one came instead, and I definitely chose the mustard cushion cover. (the earlier chipped bowl "
    "you refunded is fine, all done)",
    "RE the duvet: we went for king size, and a double was delivered this morning.",
    "My earlier problem with the rug was refunded last week, thank you. The issue now: I clicked on oak, the walnut "
    "ones were in the box.",
])
def test_a_colour_or_size_that_came_told_before_its_verb_is_a_wrong_item(text):
    reading = read_ticket(text)
    assert "wrong_item" in reading.intents, reading.as_payload()


def test_the_settled_history_before_it_stays_context():
    reading = read_ticket("toaster\nBit of history: the kettle from this order came dented and you refunded it last week, "
                          "no complaints. Today's problem is the toaster - I picked red and a cream one came.")
    kettle = next(s for s in reading.sentences if "kettle" in s.text)
    assert kettle.role == "context" and kettle.settles == ["damaged_item"]
    assert [s.kinds for s in reading.requests] == [["wrong_item"]]


@pytest.mark.parametrize("text", [
    "hi\nLast month the rug came late and you refunded the fee, cheers for that. Today's problem is the toaster - "
    "the lever keeps popping up on its own.",
    "Morning! The vase was refunded when it broke in May, all good there. My problem this time is with the candle "
    "holder, it rocks about on the table.",
    "The trouble now is the bread bin: the hinge squeaks something awful.",
    "The issue is with the lamp, its base is a totally different shade from the photos.",
    "Old news: the teapot refund came through fine. My complaint today is the tea towels - they shed fluff everywhere.",
])
def test_a_problem_named_as_the_one_now_is_handed_to_a_person(text):
    assert read_ticket(text).requests, read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    # settled history alone
    "Hi\nThe kettle arrived dented last spring and you refunded it, thanks again for that.",
    "hello, just to say the problem with the blender was sorted last week by your team, thank you.",
    "Hi\nNo problem with the order at all, just wanted to say thanks.",
    # a pick that matches what came, and goods of both colours ordered
    "I picked red on the site and a red one came, lovely.",
    "I ordered a red one and a cream one, and the cream one came today; the red is still on its way.",
    "We chose the large and a large arrived on Tuesday, perfect fit.",
])
def test_settled_history_and_a_pick_that_matches_ask_no_wrong_item(text):
    assert "wrong_item" not in read_ticket(text).intents, read_ticket(text).as_payload()


def test_settled_history_alone_asks_nothing():
    reading = read_ticket("Hi\nThe kettle arrived dented last spring and you refunded it, thanks again for that.")
    assert reading.requests == []
