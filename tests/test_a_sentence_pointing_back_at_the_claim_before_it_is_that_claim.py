"""A request naming no goods that points straight back at the claim told just before it ("Finally, the bookends: I ordered
matte black and you sent polished brass ones. They are not what I ordered and I'd like to send them back.") is about the
lines read from that claim: no second subtask for a person (ver24a V24-05: the return was started AND a colleague was to
follow up on the same bookends). A sentence bringing in another thing, or one in a paragraph of its own, still goes to a
person."""

import pytest

from tests.guard_fixtures import lines_asked, order_of, requests_left_unread

ORDER = order_of(("LMP-DSK-1", "Brass desk lamp", 1, 6500), ("SHF-OAK-5", "Oak bookshelf, 5 tier", 1, 8900),
                 ("BKE-BLK-2", "Bookends, matte black (pair)", 1, 2400))
LAMP_KEPT = "Last week I started a return for the brass desk lamp. Please cancel that return, I've decided to keep the lamp after all.\n\n"
CLAIMS = ["Finally, the bookends: I ordered matte black and you sent polished brass ones.",
          "As for the bookends, you sent polished brass instead of matte black.",
          "The bookends you sent are polished brass, I ordered matte black.",
          "bookends: i ordered matte black and u sent brass."]
POINTING_BACK = ["They are not what I ordered and I'd like to send them back.",
                 "These are the wrong ones, please arrange to take them back.",
                 "they r not what i ordered, want to send them back",
                 "They aren't what I ordered - please tell me how to send them back."]


@pytest.mark.parametrize("claim", CLAIMS)
@pytest.mark.parametrize("back", POINTING_BACK)
def test_the_sentence_pointing_back_is_the_claims_own(claim, back):
    text = f"About my order\n{LAMP_KEPT}{claim} {back}"
    assert requests_left_unread(ORDER, text, "wrong_item") == []
    assert lines_asked(ORDER, text, "wrong_item") == ["BKE-BLK-2"]


@pytest.mark.parametrize("after", [
    " Also the other thing you sent is the wrong one too.",
    "\n\nThey are not what I ordered either, send them back.",
])
def test_another_thing_or_another_paragraph_still_goes_to_a_person(after):  # near misses
    text = f"About my order\n{LAMP_KEPT}{CLAIMS[0]}{after}"
    assert requests_left_unread(ORDER, text, "wrong_item") == [after.strip()]
