"""An order given after a lead-in that only sets it up ("And while you're at it, cancel my subscription",
"By the way, update my address", "One more thing: ...") is still an ask: where no kind covers it, an
`other` request, never a statement dropped. The lead-in alone, before news or praise, asks nothing."""

import pytest

from runs.intents import read_ticket


def _only(text):
    [s] = [s for s in read_ticket("SU-71234.\n" + text).sentences if "SU-71234" not in s.text]
    return s


@pytest.mark.parametrize("text", [
    "And while you're at it, cancel my monthly candle subscription, I'm moving abroad.",
    "whilst ur at it change the phone number on my account to 07700 900123",
    "By the way, update my delivery address to 4 Elm Road, Leeds.",
    "btw - remove me from the marketing emails",
    "One more thing: close my account after this order.",
    "Oh and another thing, send me a VAT invoice for the lamp.",
    "When you get a minute, please switch my card on file to the new one.",
    "On a separate note, unsubscribe me from the text messages.",
    "If you can, add a gift note saying Happy Birthday Gran.",
])
def test_an_order_after_a_lead_in_is_an_ask(text):
    s = _only(text)
    assert s.role == "request" and s.kinds == ["other"], (s.role, s.kinds, s.why)


@pytest.mark.parametrize("text", [
    "By the way, the delivery man was lovely.",
    "One more thing: the candles smell amazing.",
    "While you're at it, the box was a bit squashed but everything inside was fine.",
    "btw my daughter loved the blanket",
    "On a separate note, your new website is much easier to use.",
])
def test_a_lead_in_before_news_asks_nothing(text):
    s = _only(text)
    assert s.role != "request", (s.kinds, s.why)
