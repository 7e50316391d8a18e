"""A sentence striking one named line and saying it will do ("leave out the mug - its fine really", "skip the jug, I
can live with it") lets go of that line only: the claim on the other goods told beside it stands. Struck goods that
were the whole claim are let go. A subject naming an account detail the body's ask does not ("Change email address"
over "change my address to 3 Pine Rd") is an ask of its own. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("body", [
    "jug chipped, vase has a crack down the side. leave out the jug - its fine really.",
    "The teapot has a chip and the sugar bowl a big crack. On reflection skip the teapot, I can live with it.",
    "plate cracked, saucer chipped. actually forget the saucer, it's ok.",
    "The lamp base is dented and the shade torn. Hmm, scratch the shade, I'll keep it.",
    "Frame cracked; glass smashed. Sorry, leave out the frame, that's fine.",
])
def test_a_line_struck_by_name_leaves_the_other_goods_claimed(body):
    reading = read_ticket(f"My order\n{body}")
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The jug is chipped. Actually leave out the jug - it's fine really.",
    "the teapot has a chip. skip the teapot, I can live with it.",
])
def test_struck_goods_that_were_the_whole_claim_are_let_go(body):
    assert "damaged_item" not in read_ticket(f"My order\n{body}").intents


def test_a_subject_naming_a_detail_the_body_does_not_is_its_own_ask():
    reading = read_ticket("Change email address\nAlso could you change my address to 3 Pine Rd?")
    assert reading.sentences[0].role == "request"
