"""An ask to be left alone by the shop's mail listed after another ask in one sentence ("please change the email on my
account to ..., and take me off the marketing newsletter") is a request of its own, quoted on its own: a person handed the
ticket sees each. The eval judge reads the escalation that hands a ticket over as a whole as naming every request it
quotes. Near-misses: goods taken away or a walk-through asked beside a claim are not cut off as an ask of their own."""

import pytest

from runs.evals.judge import _match_named
from runs.intents.read import read_ticket

LISTED = [
    ("account stuff\nHello! The candles smell amazing. Two admin things: please change the email on my account to jess.k.new@example.com, "
     "and take me off the marketing newsletter. That's all!", "take me off the marketing newsletter"),
    ("phone\nPlease update my phone number to 07700 900123 and opt me out of the text alerts.", "opt me out of the text alerts"),
    ("address\ncould u change my billing address to 9 Mill Lane, then stop emailing me the weekly offers", "stop emailing me the weekly offers"),
    ("subs\nKindly cancel my subscription and strike me off your catalogue mailing list.", "strike me off your catalogue mailing list"),
    ("name\nPlease correct the name on my account to Sam Ortiz, also take us off the newsletter, thanks", "take us off the newsletter"),
    ("marketing\nCan you delete my saved card, plus stop sending me the promo texts?", "stop sending me the promo texts"),
]


@pytest.mark.parametrize("text,second", LISTED)
def test_the_second_ask_is_a_request_of_its_own(text, second):
    reading = read_ticket(text)
    asked = [s.text for s in reading.requests]
    assert len(asked) == 2, asked
    assert any(t.lower().startswith(second.lower()) for t in asked), asked
    assert reading.intents == ["other"]


NOT_CUT = [
    "sofa\nPlease collect the broken sofa and take it away. It arrived with a split seam.",
    "mug\nPlease refund the cracked mug, and take me through how the return works.",
    "lamp\nCould you send a new shade and stop the old one being charged? The shade came dented.",
]


@pytest.mark.parametrize("text", NOT_CUT)
def test_goods_taken_away_or_a_walk_through_stay_in_their_sentence(text):
    reading = read_ticket(text)
    assert not any(s.text.lower().startswith(("take it", "take me through", "stop the old")) for s in reading.sentences)


def test_a_whole_ticket_handover_names_every_request_it_quotes():
    whole = ('answer the ticket "account stuff": "please change the email on my account"; "take me off the marketing newsletter."',) * 2
    assert _match_named("escalation", ["email", "newsletter"], [whole], whole) == []
    # without the hand-over, one escalation names one expected item
    assert _match_named("escalation", ["email", "newsletter"], [whole]) == ["escalation naming 'newsletter' expected; there is no escalation"]
    # an item it does not quote is still missing
    assert _match_named("escalation", ["email", "password"], [whole], whole) == ["escalation naming 'password' expected; there is no escalation"]
