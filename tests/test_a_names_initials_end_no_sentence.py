"""A name's initials never end a sentence: "the account holder is D. Marsh and the lamp arrived cracked" and "sent to J. R.
Smith at my old address" are one sentence each, so the claim is read with its subject (runs/name_initials.py). A lone
letter naming a size, an option or a place, or one before the words a sentence opens with, still ends it. Wording
written for these tests."""

import pytest

from tests.readings import reading, shown

NAMED = [
    ("The account holder is D. Marsh and the lamp arrived cracked.", "Please refund it."),
    ("It was sent to J. R. Smith at my old address.", "The parcel never arrived."),
    ("Card in the name of A. B. Carter, the mug is chipped.", "Refund please."),
    ("Parcel signed for by K. Ames, but it wasnt me.", "Where is my order?"),
    ("hi its P. Okafor here, the kettle leaks from the base.", "pls refund it"),
    ("My neighbour T. O'Neill took the box in and the vase inside was smashed.", "Could you refund the vase?"),
    ("Order placed by Mrs E. J. Thompson for the towels, which came torn.", "I'd like a refund."),
]


@pytest.mark.parametrize("first, second", NAMED)
def test_initials_keep_the_name_in_its_sentence(first, second):
    read = reading(f"{first} {second}")
    texts = [s.text for s in read.sentences]
    assert first in texts and second in texts, shown(read)


CUT = [
    ("I ordered the size M.", "The strap broke on day one, please refund it."),
    ("My lamp came from warehouse C.", "Then it broke."),
    ("I chose option B.", "Sadly it came broken."),
    ("It was in row F.", "The box was crushed and the lamp is broken."),
    ("We live in flat D.", "Please send a new one."),
    ("Ordered the hoodie in M and the joggers in M.", "Joggers are M, great."),
    ("The parcel reached Terminal A.", "It never came to my door."),
    ("Went for the M.", "Received an XXL."),
    ("i ordered an S.", "Got sent a Large instead."),
    ("Picked the L.", "Came as an XS, so not the one I chose."),
    ("Wanted the M.", "Instead it was an S, can I swap it?"),
]


@pytest.mark.parametrize("first, second", CUT)
def test_a_letter_that_is_no_initial_still_ends_its_sentence(first, second):
    read = reading(f"{first} {second}")
    texts = [s.text for s in read.sentences]
    assert first in texts and second in texts, shown(read)
