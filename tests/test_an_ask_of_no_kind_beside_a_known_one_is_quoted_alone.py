"""An ask of no known kind in a clause of its own, beside a clause asking a known kind, is quoted alone
(runs/intents/other_clause.py): "Please refund the $9.99 delivery charge, and I think an extra $20 for the hassle would be
fair too." was handed to a person quoting the whole sentence, and the reply said it couldn't sort out "Please refund the
$9.99 delivery charge, ..." right after saying the $9.99 was refunded. The person's subtask now quotes the clause of no
kind, and the plan check covers the request by that clause. With no join mark, no known kind in the sentence, or every
clause holding one, the whole sentence is quoted as before."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.intents.other_clause import other_words
from runs.shop.models import CustomerReply, Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc


def _asked(body: str) -> list[str]:
    return [other_words(s) for s in read_ticket("my order\n" + body).requests if "other" in s.kinds]


@pytest.mark.parametrize("body, other, known", [
    ("The lamp turned up five days late. Refund the delivery fee please, and I'd also like a $15 voucher for the trouble.",
     "$15 voucher for the trouble", "Refund the delivery fee"),
    ("parcel was a week late!! want my shipping back - also pls take me off ur mailing list", "mailing list", "shipping back"),
    ("My order was 5 days late. I want the delivery charge refunded, and honestly a little something for the inconvenience "
     "would be nice.", "something for the inconvenience", "delivery charge"),
    ("The teapot came chipped, please refund it, and also could you send me a VAT invoice for the order?", "VAT invoice", "chipped"),
    ("You charged me twice for the candles - refund the second payment, plus add a note to my account that my card changed.",
     "add a note to my account", "charged me twice"),
    ("Got the rug 4 days after the promised date. Please give me the postage back, and I want a written apology from your courier too.",
     "written apology", "postage back"),
])
def test_the_ask_of_no_kind_is_quoted_without_the_clause_of_a_known_kind(body, other, known):
    asked = _asked(body)
    assert len(asked) == 1 and other in asked[0] and known not in asked[0], asked


@pytest.mark.parametrize("body", [
    "The mug arrived cracked and I'd like a refund and a written apology.",  # no join mark between them
    "Please send me a VAT invoice and a copy of the receipt.",  # no known kind in the sentence
    "Could you update my address to 4 Elm Row, and take me off the mailing list?",  # two asks of no kind, one sentence
])
def test_a_sentence_with_no_clause_of_a_known_kind_apart_is_quoted_whole(body):
    sentence = next(s for s in read_ticket("my order\n" + body).requests if "other" in s.kinds)
    assert other_words(sentence) == sentence.text


@pytest.mark.django_db
def test_the_reply_never_quotes_the_refunded_clause_as_open(settings):
    maya, house = small_shop(settings)
    more_policies("late_delivery")
    delivered_order("SU-77052", maya, house, [("LMP-1", "Linen table lamp", 1, 6500)], delivered_at=datetime(2026, 11, 11, 14, tzinfo=UTC),
                    delivery_cents=799)
    body = "The lamp turned up five days late. Refund the delivery fee please, and I'd also like a $15 voucher for the trouble."
    run = offline_run(body, "SU-77052", subject="late lamp")
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-77052")] == [(799, "late_delivery")]
    other = run.subtasks.get(case_type="other")
    assert "$15 voucher for the trouble" in other.goal and "Refund the delivery fee" not in other.goal
    reply = " ".join(CustomerReply.objects.filter(order__ref="SU-77052").values_list("body", flat=True))
    assert "$7.99" in reply and "$15 voucher" in reply and "Refund the delivery fee please" not in reply, reply
