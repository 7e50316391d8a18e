"""A wrong item told by setting the colour or size that came against the one wanted, without "I ordered": "- Mugs: ordered
cobalt blue, got two green ones." under the subject "Missing + wrong colour - SU-82520" (ver25a VER25A-20) was read as more of
the subject's claim, the subject as a wrong-item request of its own naming no goods, and the ticket went to a person
(runs/intents/colours_set_against.py). Near-misses: the same colour both sides, goods told damaged, the customer's own pick,
a swap asked for. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.colours_set_against import colours_set_against


@pytest.mark.parametrize("text", [
    "- Mugs: ordered cobalt blue, got two green ones.",
    "got terracota planters not white!!",
    "Instead of white planters I received terracotta ones;",
    "they sent me navy instead of black lol",
    "Ordered a medium, got a large.",
    "received the 20cm pan, not the 24cm",
    "Towels: ordered sage, received mustard",
    "we got the charcoal rug, not the cream one",
])
def test_colours_set_against_each_other_are_a_wrong_item(text):
    assert colours_set_against(text), text
    reading = read_ticket(text, order_ref="SU-1")
    assert "wrong_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "ordered blue, got blue ones, love them",
    "I got the green one not long ago",
    "got the mug not white but cracked",
    "Instead of the blue I would like the green",
    "got the navy one not the black - my mistake, I clicked navy",
    "The green vase came chipped, not the white one",
])
def test_no_contrast_or_another_problem_is_no_wrong_item_here(text):
    assert colours_set_against(text) is None, text


@pytest.mark.parametrize("subject", ["Missing + wrong colour - SU-82520", "wrong colour - SU-82520", "Re: wrong colour mugs",
                                     "mugs wrong / sugar bowl missing"])
def test_the_subject_titling_the_list_is_the_body_claim(subject):
    body = ("Hi,\n\n- Sugar bowl: not in the box at all. Packing slip lists it.\n- Mugs: ordered cobalt blue, got two green ones. "
            "I'd like to send these back.\n- Milk jug: fine!\n\nCan you sort? Thanks, Mo")
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-82520")
    wrong = [s for s in reading.requests if "wrong_item" in s.kinds]
    assert len(wrong) == 1 and "cobalt blue" in wrong[0].text, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
