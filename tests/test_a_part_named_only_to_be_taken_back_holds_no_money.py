"""A part the customer names only to take it back ("Please ignore my email from this morning about the missing lid, it
was at the bottom of the box", under a reply's subject "Re: missing lid") is claimed by nobody: the damage told beside it
is the whole item's (ver30a V30-29 sent the saucepan's $38.88 to a person as "a part of one unit"). A part still
claimed, or named after the withdrawal turns to a new problem, still holds the unit for a person. Wording written for these tests."""

import pytest

from runs.withdrawn_parts import without_withdrawn_words
from tests import fresh_cases as fc

WITHDRAWN = [
    ("Please disregard my last message about the missing lid - found it wrapped in the tissue.", "lid"),
    ("Forget what I said earlier about the knob being missing, my husband had put it in the drawer.", "knob"),
    ("ignore my earlier email re the missing plug, it was taped under the base!", "plug"),
    ("Scratch what I wrote this morning about the missing strap, it was in the side pocket.", "strap"),
    ("Never mind my previous email about the missing handle, it was tucked under the insert.", "handle"),
    ("please ignore the bit about the lid being missing, my mistake", "lid"),
]
STILL_CLAIMED = [
    ("Ignore my earlier email about the missing lid, but the handle is cracked.", "handle"),
    ("The lid is missing from the box.", "lid"),
    ("I emailed this morning about the missing lid and it still hasn't turned up.", "lid"),
]


@pytest.mark.parametrize("text, part", WITHDRAWN)
def test_the_withdrawn_part_is_blanked(text, part):
    assert part not in without_withdrawn_words([text])[0].lower()


@pytest.mark.parametrize("text, part", STILL_CLAIMED)
def test_a_part_still_claimed_is_read(text, part):
    assert part in without_withdrawn_words([text])[0].lower()


def test_a_subject_saying_only_what_was_taken_back_is_blanked_too():
    texts = ["Re: missing lid", "Please ignore my email about the missing lid, it was under the paper.", "The handle came loose."]
    out = without_withdrawn_words(texts)
    assert not out[0].strip() and "handle" in out[2]
    assert without_withdrawn_words(["Re: cracked handle", "Ignore my email about the missing lid, it turned up."])[0].strip()


@pytest.mark.django_db
def test_the_whole_item_is_refunded_beside_a_part_taken_back(tmp_path):
    pan = [fc.line("PN-1", "Enamel casserole dish with lid", 5200)]
    bodies = [("Re: missing lid", "Sorry, please ignore my message from earlier about the missing lid, it was under the cardboard insert. "
                                  "However the casserole itself has a big crack down one side, it came like that. Please refund it."),
              ("Lid", "Disregard my last email about the lid being missing - found it! The dish arrived cracked across the base though, "
                      "can I get a refund?")]
    cases = [fc.case(f"WP-{i}", body, pan, subject=subject, ref=f"SU-7170{i}", intents=["damaged_item"],
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(pan, "PN-1", 1), "PN-1", 1)]})
             for i, (subject, body) in enumerate(bodies, start=1)]
    fc.assert_money_as_expected(tmp_path, cases)
