"""Work on the account or its papers told as a need, not asked (verify38 V-16 "I am need the invoice with my company
name", W-07 "my billing address needs updating to ...": silent drops): a request of kind `other`, its sentence quoted.
Goods said to need something, a need for the goods told as a circumstance, a need gone by and the customer's own doing
ask nothing new. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _others(body):
    return [s.text for s in read_ticket(body, order_ref="SU-70001").requests if "other" in s.kinds]


@pytest.mark.parametrize("body, asked", [
    ("Hello, the kettle is arrive broken, water is go out from the bottom. I want the money back please. "
     "Also I am need the invoice with my company name (Petrov Trading) for accounting.", "invoice"),
    ("The mug handle came off, it was cracked from the box. Refund please. Oh and by the way my billing address needs "
     "updating to 14 Fern Close, Leeds LS6 2QT.", "billing address"),
    ("The rug arrived with a tear, I'd like a refund. The name on the invoice must be corrected, it says Jon not John.", "name on the invoice"),
    ("Vase came smashed. Refund it please. Also my email address would need updating to pat.new@example.com.", "email address"),
    ("toaster dead on arrival, money back please. me need receipt for my boss.", "receipt"),
    ("Bowl cracked in the post, refund please. We'll be needing a VAT invoice for the company too.", "VAT invoice"),
    ("The chair arrived with a split leg, refund please. An invoice with our company name is needed for our records.", "invoice"),
    ("lamp shade torn!! refund pls. phone number on my account has to be changed to 0771 222 333", "phone number"),
    ("Dear team, the tray came bent and I would like it refunded. Our postcode should be updated to LS6 2QT as we moved.", "postcode"),
])
def test_the_need_is_a_request_for_a_person(body, asked):
    assert any(asked in t for t in _others(body)), read_ticket(body).sentences


@pytest.mark.parametrize("body", [
    "The kettle arrived dented, refund please. The kettle needs descaling often in our hard water area.",
    "The lamp flickers, please refund it. I needed the receipt for my warranty last year but found it.",
    "Mug chipped, refund please. I'll need to check the invoice for the amount.",
    "The rug needs a good hoover after the trip but it's torn too. Refund please.",
    "Refund the broken bowl please. My address is 14 Fern Close if you need it.",
    "The scarf is the wrong colour. Please refund it. I need it for Christmas.",
])
def test_goods_circumstances_and_own_doing_ask_nothing_more(body):
    assert not _others(body), read_ticket(body).sentences
