"""A line that names the list after it as what the customer needs ("Quick list of what I need:", "Here's what I need -") asks
nothing of its own: each item is read on its own (runs/intents/list_openers.py; adv25 ADV25-20 handed "Quick list of what
I need:" to a person). Near-misses: such a line with no request after it, and one naming what it needs. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.list_openers import LIST_OPENER_WHY

LIST = "\n- the milk jug came chipped, please refund it\n- please take me off the weekly newsletter"
OPENERS = [
    "Quick list of what I need:",
    "Here's what I need:",
    "What we'd like sorted -",
    "a short list of what i want:",
    "Summary of what I'm asking for:",
    "So, here is everything we need help with:",
    "Hi team, a brief rundown of what I need:",
]


@pytest.mark.parametrize("opener", OPENERS)
def test_a_list_of_what_is_needed_asks_nothing_of_its_own(opener):
    read = read_ticket(f"SU-61207\n{opener}{LIST}", order_ref="SU-61207")
    said = next(s for s in read.sentences if s.text == opener)
    assert said.role == "courtesy" and not said.kinds, said
    assert sorted(read.intents) == ["damaged_item", "other"], read.intents


@pytest.mark.parametrize("opener", ["Here's what I need:", "Quick list of what I need:"])
def test_with_no_request_after_it_it_is_still_asked(opener):
    read = read_ticket(f"SU-61207\n{opener}\nthanks", order_ref="SU-61207")
    said = next(s for s in read.sentences if s.text == opener)
    assert said.why != LIST_OPENER_WHY, said


@pytest.mark.parametrize("line", ["What I need is a refund:", "Here's what I need: a new lid for the jug"])
def test_a_line_naming_what_it_needs_is_no_bare_opener(line):
    read = read_ticket(f"SU-61207\n{line}{LIST}", order_ref="SU-61207")
    said = next(s for s in read.sentences if s.text.startswith(line[:12]))
    assert said.why != LIST_OPENER_WHY, said
