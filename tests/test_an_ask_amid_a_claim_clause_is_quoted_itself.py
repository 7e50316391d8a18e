"""An ask of no known kind told in the middle of a claim's clause (verify38 V-08: the person's subtask quoted "So the
kettle arrived yesterday and I was really excited" and the phone number was never in the plan): the words quoted are the
piece that asks. A clause of no kind that asks already, or a sentence with no such ask, is quoted as before. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.other_clause import other_words


def _quoted(body):
    return [other_words(s) for s in read_ticket(body, order_ref="SU-70001").requests if "other" in s.kinds]


@pytest.mark.parametrize("body, asked", [
    ("So the kettle arrived yesterday and I was really excited, and while I think of it could you update the phone number "
     "on my account to 0412 555 019 as my old one's been cut off, anyway I filled the kettle and water came straight out "
     "of a crack in the base. I'd like a refund for it.", "phone number"),
    ("The lamp turned up yesterday, and by the way can you change the email on my account to jo@example.com, anyway the "
     "shade is cracked right through. Refund please.", "email on my account"),
    ("Mug came today - oh while I remember, please cancel my candle subscription - and it's chipped on the rim. Refund it please.",
     "candle subscription"),
    ("The blender arrived on Tuesday, and before I forget would you email me a VAT invoice for it, sadly the jug has a crack "
     "in it so I need a refund.", "VAT invoice"),
    ("The toaster is come yesterday, and also can you change my phone to 0771 222 333 please, the lever it is broken. "
     "I want money back.", "0771 222 333"),
    ("well the rug got here on monday and honestly i was chuffed, btw could u update my address to 3 Elm Rd Leeds, but "
     "then i unrolled it and theres a big tear down the middle. want a refund", "3 Elm Rd"),
])
def test_the_quote_holds_the_ask(body, asked):
    quoted = _quoted(body)
    assert quoted and all(asked in q for q in quoted), quoted


def test_a_clause_of_no_kind_that_asks_is_quoted_as_before():
    assert _quoted("Please refund the $9.99 delivery charge, and I think an extra $20 for the hassle would be fair too.") \
        == ["I think an extra $20 for the hassle would be fair too."]


def test_a_claim_with_no_other_ask_quotes_nothing():
    assert _quoted("The kettle arrived dented, and the lid is loose too. Refund please.") == []
