"""A sentence that tells of the note, not of an order, asks nothing: the writer's own character ("I mention it only so you
know I am not a complainer.", V29C-01) and an outline of what follows ("Hello, two things on two different orders, sorry
to bundle them.", V29C-09) were each read as a problem of no kind and handed to a person. What else such a sentence tells
is still read. Fresh wordings."""

import pytest

from runs.intents import read_ticket

ORDER = "SU-70001"


def _sentence(body: str, words: str):
    reading = read_ticket(f"my order\n{body}\n\nThe teapot on order {ORDER} came with a cracked spout, please refund it.", order_ref=ORDER)
    return next(s for s in reading.sentences if words in s.text), reading


@pytest.mark.parametrize("body,words", [
    ("I mention it only so you know I am not a complainer.", "not a complainer"),
    ("I'm not one to complain, as my husband will tell you.", "not one to complain"),
    ("We are honestly not the complaining type.", "complaining type"),
    ("I never normally write in to companies.", "never normally write in"),
    ("i dont usually moan", "dont usually moan"),
    ("Hello, two things on two different orders, sorry to bundle them.", "two things"),
    ("A couple of quick questions across separate orders, apologies for lumping them together.", "couple of quick questions"),
    ("Three small things, sorry to put them in one email.", "Three small things"),
])
def test_a_sentence_about_the_note_itself_is_no_request(body, words):
    s, reading = _sentence(body, words)
    assert s.role != "request", (s.text, s.role, s.kinds, s.why)
    assert "damaged_item" in reading.intents  # the claim beside it still read


@pytest.mark.parametrize("body,rest", [
    ("I'm not one to complain but the kettle lid came off in my hand.", "the kettle lid came off in my hand."),
    ("I never normally write in, but the lamp shade arrived with a tear.", "the lamp shade arrived with a tear."),
    ("Two things: the mug on order SU-70001 arrived chipped.", "the mug on order SU-70001 arrived chipped."),
    ("I'm not a complainer, honestly, but I still haven't had my refund for the lamp.", "I still haven't had my refund for the lamp."),
])
def test_what_else_such_a_sentence_tells_is_read_as_if_told_alone(body, rest):
    with_it, _ = _sentence(body, rest[:12])
    alone, _ = _sentence(rest, rest[:12])
    assert (with_it.role, with_it.kinds) == (alone.role, alone.kinds), (with_it.text, with_it.role, with_it.kinds, alone.role, alone.kinds)


def test_different_goods_told_is_no_outline():
    s, _ = _sentence("We got two different sizes of the same boot.", "two different sizes")
    assert s.role == "request" and s.kinds == ["other"], (s.text, s.role, s.kinds, s.why)
