"""A subject listing two asks ("Mug cracked, and returning the bowl", "wrong colour kettle and toaster return") is read as
a claim; all its words were taken as the claim's goods, so the body's return of the bowl shared the "claim's" words, was
not read as a change of mind, and went to a person as a request of no kind (blind round ver26c, cases 04 and 28). The
clause of a claim's sentence that names a return of its own is the return's, not the claim's: the body's change of mind
stands, and the record decides it (in the window and unopened: a return; a seller taking no returns: declined with the
reason told). Wording written for these tests.

Near-misses: a return of the very goods claimed ("Cracked bowl" over "I'd like to send the bowl back"; "The bowl arrived
cracked and I'd like to return it ... can I send the bowl back?") is the claim's own remedy, no change of mind."""

import pytest

from runs.intents import read_ticket
from tests.readings import shown


@pytest.mark.parametrize("subject,body", [
    ("Mug cracked, and returning the bowl", "One of the two mugs has a hairline crack. Could you refund that one? Also I'd like to return the bowl, it's smaller than I wanted."),
    ("wrong colour kettle and toaster return", "I order the blue kettle but in box is a red kettle. I want send it back please. Also the toaster i not need anymore, "
                                               "my sister give me one, so i want return it also, it is not opened."),
    ("Dented lamp + sending back the rug", "The lamp base came dented. Please refund it. I'd also like to send the rug back, it clashes with the sofa."),
    ("broken vase / return the candles", "the vase arrived in bits!! refund pls. and can i return the candles, changed my mind on them"),
    ("Torn cushion cover; also a return", "The cushion cover has a tear along the seam. Separately, I want to return the throw, it's unused."),
    ("Wrong size boots & returning the scarf", "You sent size 8 boots, I ordered 6. The scarf I'd like to return please, not my colour after all."),
])
def test_the_bodys_change_of_mind_stands_beside_a_subject_listing_it(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-1")
    assert [s for s in reading.requests if s.kinds == ["change_of_mind"]], shown(reading)
    assert not [s for s in reading.requests if s.kinds == ["other"]], shown(reading)


@pytest.mark.parametrize("text", [
    "Cracked bowl\nI'd like to send the bowl back.",
    "The bowl arrived cracked and I'd like to return it. Also the mug is chipped. Can I send the bowl back?",
    "Dented lamp\nThe lamp came dented, can I return the lamp?",
])
def test_near_misses_a_return_of_the_goods_claimed_is_the_claims_remedy(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert not [s for s in reading.requests if "change_of_mind" in s.kinds], shown(reading)
