"""An ask after "while I'm at it" (the writer's own lead-in, not only "while you're at it") is still an ask: "And while I'm
at it take me off your mailing list, I get three emails a day from you people." was read as a statement and dropped
(V29C-03). Fresh wordings; near-misses that ask nothing stay unasked."""

import pytest

from runs.intents import read_ticket

ORDER = "SU-70001"


def _reading(body: str):
    return read_ticket(f"Order {ORDER}\n\nMy card shows the $40.00 for the lamp twice, please refund one.\n\n{body}", order_ref=ORDER)


def _sentence(reading, words: str):
    return next(s for s in reading.sentences if words in s.text)


@pytest.mark.parametrize("body,words", [
    ("And while I'm at it take me off your newsletter, it's every single day.", "take me off your newsletter"),
    ("while im at it cancel the monthly soap box thing", "cancel the monthly soap box"),
    ("Whilst I am at it, update my phone number to 0161 555 0192 please.", "update my phone number"),
    ("Oh and while we're at it remove my old card from the account", "remove my old card"),
    ("while I'm at it - delete the old address in Leeds off my profile, we moved", "delete the old address"),
    ("AND WHILE I'M AT IT STOP SENDING ME TEXTS.", "STOP SENDING ME TEXTS"),
])
def test_an_ask_after_while_i_am_at_it_is_an_other_request(body, words):
    s = _sentence(_reading(body), words)
    assert s.role == "request" and "other" in s.kinds, (s.text, s.role, s.kinds, s.why)


@pytest.mark.parametrize("body,words", [
    ("While I'm at it I should say the box was lovely.", "the box was lovely"),
    ("while I'm at it, thanks again for the quick delivery last time.", "thanks again"),
    ("I was at it all weekend putting the shelves up.", "putting the shelves up"),
])
def test_a_remark_after_while_i_am_at_it_asks_nothing(body, words):
    s = _sentence(_reading(body), words)
    assert s.role != "request", (s.text, s.role, s.kinds, s.why)
