"""A claim the customer was about to make and let go because their own fix took the problem away ("I was all set to ask
for a refund, but a bit of furniture polish and it's vanished completely") asks nothing: a $249.00 table refund was once
proposed for it, held only by the ceiling. A claim still asked after such words is read. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("body", [
    "Table arrived Tuesday. There was a scratch on the top and I was all set to ask for a refund, but a bit of furniture polish and it's vanished completely. Really happy with it.",
    "There was a mark on the lid, I was about to email for a refund but some polish and it's gone.",
    "the desk had a scuff, we were ready to complain but a damp cloth and it came off. love it",
    "Small smudge on the frame - I was going to write in about it but a bit of glass cleaner and it's gone entirely.",
    "i was on the verge of asking for my money back, but a wipe with a sponge and it's disappeared. all good!",
])
def test_a_claim_let_go_after_a_fix_of_ones_own_asks_nothing(body):
    assert read_ticket(f"My order\n{body}").intents == []


@pytest.mark.parametrize("body", [
    "There was a scratch on the top and I was all set to ask for a refund, but the courier said no. Please refund it.",
    "There was a scratch on the top. Please refund it.",
    "I was about to ask for a refund but polish did nothing, the scratch is still there. Refund please.",
])
def test_a_claim_still_asked_is_read(body):
    assert "damaged_item" in read_ticket(f"My order\n{body}").intents
