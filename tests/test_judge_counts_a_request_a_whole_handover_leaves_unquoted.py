"""A handover of the whole ticket that quotes the requests it points a person at stands only for those: wishes-stated
VF-322's "My husband's name should be on the account too" was read as telling beside a seam's damage read as no claim,
the ticket went to a person quoting only the damage sentence, and the judge counted the husband's name handed over (no
silent drop). A handover giving the ticket to read (another language, no request read) still stands for every label,
and so does any handover for a label quoting no words. A request read as another kind (a Spanish passage asking a
charge back, handed to a person as `other`) is spoken for in the reply by the sentence of the subtask quoting it."""

import pytest

from runs.evals.cases import Label
from runs.evals.judge import handed_whole

POINTED = ('answer the ticket "Bath mat and account": "Bath mat from HH-83324 came with a loose seam, a refund would be great."',
           None)
HUSBAND = Label(kind="other", quote="My husband's name should be on the account too")
SEAM = Label(kind="damaged_item", quote="came with a loose seam")


def test_a_request_the_handover_does_not_quote_is_not_handed_over():
    assert not handed_whole(HUSBAND, [POINTED])


def test_a_request_it_quotes_is_handed_over():
    assert handed_whole(SEAM, [POINTED])


@pytest.mark.parametrize("handover", [
    "answer the ticket, written in Spanish",
    'answer the ticket "Lamp": no request was read in it',
    'answer the ticket "Lamp": read as asking nothing, "it came" (settled)',
])
def test_a_handover_giving_the_ticket_to_read_stands_for_every_request(handover):
    assert handed_whole(HUSBAND, [(handover, None)])


def test_a_label_quoting_nothing_is_handed_over_as_before():
    assert handed_whole(Label(kind="change_of_mind"), [POINTED])


def test_a_run_awaiting_a_person_on_its_own_subtasks_is_judged_as_before():
    assert handed_whole(HUSBAND, [('a person answers the request "came with a loose seam"', 7)]) and handed_whole(HUSBAND, [])
