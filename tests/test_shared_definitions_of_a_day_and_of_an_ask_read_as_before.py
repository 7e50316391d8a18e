"""remedy_put_off reads a deadline's day by deadline_on_an_ask.WHEN (it had a hand copy of a few days), and
returns_sent_already reads an ask in the sentence by asks._asks (it had a short list of its own). Phrasings of each
behaviour: a deadline on an ask stays another reader's, a customer's own time to decide stays a putting off, and goods
sent back with an ask in the same sentence stay asked. Wording written for these tests."""

import pytest

from runs.intents.remedy_put_off import put_off_span
from runs.intents.returns_sent_already import RETURN_SENT_ALREADY_WHY
from tests.readings import reading, shown


@pytest.mark.parametrize("text", [
    "If it's not here by the weekend I'll ask for a refund.",
    "if it hasnt come by xmas ill be asking for my money back",
    "if nothing comes by the 20th of june I'll ask for a refund",
    "If the leak isn't fixed by the 14th I may want my money back.",
    "IF ITS STILL BROKEN BY TOMORROW I MIGHT ASK FOR A REFUND",
    "Should it not turn up within 5 days I'll want a refund.",
])
def test_a_deadline_on_an_ask_is_no_putting_off(text):
    assert put_off_span(text) is None


@pytest.mark.parametrize("text", [
    "I'm still deciding whether the rug works with the sofa, I'll let you know within the 30 days.",
    "I'll let you know by 5pm whether I want a refund.",
    "Might ask for a refund later, will see how it is by the end of the month.",
    "havent decided yet if i want a refund tbh",
    "I need to speak to my partner first before deciding whether we want a refund.",
    "Kindly allow me to consult my husband; I shall revert in due course.",
])
def test_the_customers_own_time_to_decide_is_a_putting_off(text):
    assert put_off_span(text) is not None


@pytest.mark.parametrize("body", [
    "I posted the shirt back because it was too small, give me the large instead.",
    "I returned the kettle since it was the wrong one, swap it for the 1.7l one.",
    "I returned the lamp last week as it was the wrong colour so refund it now",
    "sent it back, wrong colour, pls send another",
    "I sent the jumper back, it was too big, I need the medium instead",
    "Returned the throw, changed my mind; would you confirm it arrived",
])
def test_goods_sent_back_with_an_ask_in_the_sentence_stay_asked(body):
    read = reading(body)
    assert read.requests, shown(read)
    assert not any(s.why == RETURN_SENT_ALREADY_WHY and s.text.strip() == body for s in read.sentences), shown(read)
