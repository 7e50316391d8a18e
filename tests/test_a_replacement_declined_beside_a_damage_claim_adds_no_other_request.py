"""A new unit declined beside a damage claim ("Please refund it, no need to send a new one.") asks no request of no kind:
the claim's money is paid and nothing goes to a person as `other` (issue #11 finding 4, reproduced in these wordings: no
`other` request was read; the decline is a `question` answered from the record, "no replacement order exists"). One
wording went wrong: "Please don't bother sending a new one, a refund is fine." was read as declining money and goods
alike and the claim deferred unpaid: the money accepted after the goods turned down is still asked
(every_remedy_declined._STILL_ASKED). Near-miss: both declined ("I don't want a refund or a new one") stays deferred."""

import pytest

from runs.every_remedy_declined import declines_every_remedy
from runs.intents import read_ticket
from tests import fresh_cases as fc

MUG = fc.line("MUG-41", "Stoneware mug", 2000)
LINES = [MUG]

DECLINES = [
    "The mug arrived with a chipped rim. Please refund it, no need to send a new one.",
    "The mug arrived chipped - refund please, there's no need to send a new one.",
    "mug came cracked. no need to send a replacement, just the money back",
    "The mug arrived smashed. I'd like a refund; no need to send another.",
    "The mug is dented. Please don't bother sending a new one, a refund is fine.",
    "The mug arrived broken. No need to send a new one.",
    "Mug handle cracked in transit. Refund please. No need to replace it.",
    "hi the mug has a big crack. dont send me another one, refund's fine thanks",
]


@pytest.mark.parametrize("body", DECLINES)
def test_no_other_request_beside_the_decline(body):
    reading = read_ticket(f"my mug\n{body}", order_ref="SU-70001")
    assert not any("other" in s.kinds for s in reading.sentences if s.role == "request"), [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Please don't bother sending a new one, a refund is fine.",
    "dont send me another one, refund's fine thanks",
    "No replacement please, a refund will do.",
])
def test_the_money_accepted_after_the_goods_turned_down_is_no_decline_of_both(text):
    assert not declines_every_remedy(text)


@pytest.mark.parametrize("text", [
    "I don't want a refund or a new one, just wanted you to know.",
    "no refund and no replacement needed",
    "I don't need a refund or another one, thanks.",
])
def test_both_declined_still_declines_both(text):
    assert declines_every_remedy(text)


@pytest.mark.django_db
def test_end_to_end_the_mug_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "MUG-41", 1), "MUG-41", 1)]
    cases = [fc.case(f"DCL-{n}", body, LINES, intents=["damaged_item"], fee_cents=0, ref=f"SU-7500{n}",
                     expected={"outcome": "resolved", "refunds": paid}) for n, body in enumerate(DECLINES)]
    fc.assert_settled_as_expected(tmp_path, cases)
