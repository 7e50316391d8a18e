"""A hedge is no request. A question mark that only punctuates the customer's doubt about a date or a figure in a
statement ("i got this basket abt 5 wks ago maybe a bit less??", "it came on the 3rd i think?") asks nothing, and
"I'd like" inside a comparison ("a bit more yellow than I'd like", "not as soft as we would like") is no wish for
anything. Near-misses stay requests: a question opened by a question word or an auxiliary, even with a hedge at its
end ("can i still send it back maybe?", "is it too late, it was abt 5 wks ago maybe?"), a hedge in a last clause
that asks ("..., could you refund it maybe?"), an "I'd like" of its own beside the comparison, and a problem told
with a hedge keeps its kind. Fresh wording throughout (blind round adv22 AV-06 and AV-07)."""

import pytest

from runs.intents import read_ticket
from runs.intents.hedged_marks import hedged_mark


@pytest.mark.parametrize("text", [
    "hi so i got this lamp abt 6 wks ago maybe a bit less??",
    "it came on the 3rd i think?",
    "We paid around forty dollars for it or so?",
    "Bought it roughly six weeks back, give or take?",
    "the parcel turned up tuesday-ish?",
    "I ordered it about a month ago I believe??",
    "ordered it for my mums bday, that was like 3 weeks ago prob?",
    "So I ordered this throw in 'sand' and honestly it's nice, it's just a bit more orange than I'd like in the lounge.",
    "The colour is darker than I'd like.",
    "Honestly it's a lot heavier than I would like for carrying about.",
    "The cushions are a touch firmer than we'd like, but they look lovely on the sofa.",
])
def test_a_hedge_or_a_comparison_asks_nothing(text):
    reading = read_ticket(text)
    assert not reading.requests, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text, kind", [
    ("can i still send it back maybe?", "change_of_mind"),
    ("Is it too late to return it, it was abt 5 wks ago maybe?", "change_of_mind"),
    ("The rug is torn, could you refund it maybe?", "damaged_item"),
    ("So when will it come, maybe friday?", "other"),
    ("The throw is not as soft as we would like, so we'd like to send it back.", "change_of_mind"),
    ("order SU-71234 came 5 days late i think?", "late_delivery"),
    ("the lamp arrived cracked, about a week ago maybe?", "damaged_item"),
    ("my order was roughly 40 quid and i was charged twice maybe?", "duplicate_charge"),
])
def test_a_question_or_a_problem_beside_a_hedge_still_asks(text, kind):
    reading = read_ticket(text)
    assert kind in {k for s in reading.requests for k in s.kinds}, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text, hedged", [
    ("i got it 5 wks ago maybe??", True),
    ("it was about 3 weeks back I reckon?", True),
    ("can you check maybe?", False),
    ("where is it, maybe lost?", False),
    ("it came late - did you refund the fee maybe?", False),
    ("the refund?", False),
])
def test_only_a_statements_mark_is_a_hedges(text, hedged):
    assert hedged_mark(text) is hedged
