"""A subject line whose every part the body asks is the title of those asks, even when it names two things: "Chipped bowl
and marketing emails" over a body asking the bowl's refund and the opt-out is one request each, no third for a person.
Near-misses: a subject naming something the body does not ask ("... and invoice", "... and marketing emails" over a body
that only praises the emails) stays a request of its own, so nothing it asks is dropped. Blind round ver25c, VER25C-13
(runs/intents/subject_titles.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("subject,body", [
    ("Chipped bowl and marketing emails",
     "The serving bowl arrived with a chip on the rim, could you refund it? And please take my phone number off your marketing list."),
    ("Cracked vase + newsletter",
     "hi the glass vase came cracked down one side, refund pls. also unsubscribe me from the newsletter thanks"),
    ("Dented kettle / address change",
     "My kettle turned up with a big dent in the side - I'd like my money back for it. Could you also change my address to 4 Elm Close?"),
    ("Torn cushion cover & cancel subscription",
     "One cushion cover has a torn seam. Please refund it. And cancel my candle subscription from next month, thank you."),
    ("smashed plate, text messages",
     "a plate was smashed when i opened the box!! refund it please. and stop sending me text messages about offers"),
    ("Broken lamp and email marketing",
     "The lamp base arrived broken. Can I get a refund on it? Please also remove me from your email marketing."),
])
def test_a_subject_naming_two_things_the_body_asks_is_their_title(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-79001")
    assert reading.sentences[0].role == "attached" and reading.sentences[0].why, _shown(reading)
    assert len(reading.requests) == 2, _shown(reading)


@pytest.mark.parametrize("subject,body", [
    # a part the body never says
    ("Chipped bowl and invoice", "The serving bowl arrived with a chip on the rim, could you refund it?"),
    ("Cracked vase + cancel my subscription", "The glass vase came cracked down one side, refund please."),
    ("Dented kettle and please change my address", "My kettle turned up with a dent, refund please."),
    # a part the body says, but does not ask
    ("Chipped bowl and marketing emails", "The serving bowl arrived with a chip on the rim, could you refund it? I do love your marketing emails."),
    ("Torn cover and newsletter", "One cushion cover has a torn seam, refund it please. I saw the covers in your newsletter."),
    ("Broken lamp and stop the texts", "The lamp base arrived broken, refund please. The texts told me it was on its way."),
    ("Cancel subscription and invoice", "Please cancel my candle subscription from next month. The invoice was in the box."),
])
def test_a_subject_naming_something_the_body_does_not_ask_stays_a_request(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-79001")
    # the subject (or its part after a "+") is the one request asking what the body does not
    assert "other" in reading.intents, _shown(reading)
    assert any(s.is_request and s.end <= len(subject) for s in reading.sentences), _shown(reading)
