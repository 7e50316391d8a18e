"""A ticket whose first line is whole sentences ("Morning! The lampshade is crushed flat.") over a body about other goods
keeps the claim told there: it is no subject cut in two, whose later piece is only the title of the body's claim. A subject
cut in two by "+", "/" or "-" ("STILL WAITING + DAMAGED AGAIN") still names the body's claim once."""

from __future__ import annotations

import pytest

from runs.intents.read import read_ticket

FIRST_LINE_SENTENCES = [
    "Morning! The lampshade from SU-81500 is crushed flat.\n\nAlso, the bulb holder on the same lamp is cracked and I'd like a new bulb holder posted out.",
    "Hi there! The lampshade is crushed flat.\nAlso the bulb holder on the same lamp is cracked, please send a new one.",
    "hello. teh shade on my lamp came dented\nand the base of the lamp is cracked too, refund pls",
    "Good afternoon, hope you're well. The vase from SU-81500 arrived chipped.\nThe matching bowl is cracked as well, I'd like a refund for it.",
    "Ugh!! my mug came smashed\nalso the saucer has a chip in it. money back please",
]

SUBJECTS_CUT_IN_TWO = [
    "still waiting / damaged again\nthe kettle from SU-83220 is dented, refund pls",
    "Late - and broken!\nThe kettle from SU-83220 came two days late and the lid is cracked. Refund the lid please.",
    "STILL WAITING + DAMAGED AGAIN\nThe replacement you sent on SU-83220 has a deep scratch right across the glass. Refund it.",
]


@pytest.mark.parametrize("text", FIRST_LINE_SENTENCES)
def test_a_claim_in_a_first_line_of_sentences_is_a_request_of_its_own(text):
    reading = read_ticket(text)
    first_line = text.split("\n", 1)[0]
    damage = [s for s in reading.requests if "damaged_item" in s.kinds]
    assert any(s.end <= len(first_line) for s in damage), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert any(s.start > len(first_line) for s in damage), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", SUBJECTS_CUT_IN_TWO)
def test_a_subject_cut_in_two_names_the_body_claim_once(text):
    reading = read_ticket(text)
    subject_end = text.find("\n")
    assert not [s for s in reading.requests if s.end <= subject_end], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert [s.order for s in reading.requests if "damaged_item" in s.kinds] == ["SU-83220"]
