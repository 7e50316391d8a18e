"""Screening: a customer replying to the shop's own message that promised a refund of a delivery fee or of a charge
taken twice, quoted below or above their words ("> We'll refund the $12.00 express delivery fee, you should see it
within 3-5 working days."), and asking for it again ("Please actually refund the $12.00 this time.") chases that
refund: a request of its kind, which the record then decides (the parcel's scans, the charges), never a remedy of no
problem for a person (blind round ver20c, V20C-36). The ask must name the amount promised, or the customer tell the
money never came; a promise of goods, an ask of another amount, or an ask of something else is not read so. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.promised_refunds import QUOTED_PROMISE_WHY

LATE = ("Hi Kofi, sorry your clock arrived late. We'll refund the $12.00 express delivery fee, you should see it\n"
        "> within 3-5 working days.\n> Kind regards, Support")
TWICE = "Hello Ines, you're right that the $23.50 payment went through twice. We will refund the duplicate charge today.\n> Best, Priya"


def _quoted(body, shop, opener="On 14 Nov 2026, Hearth & Hollow Support wrote:"):
    return f"{body}\n\n{opener}\n> {shop}"


def _asks(reading):
    return [s for s in reading.sentences if s.is_request]


@pytest.mark.parametrize("subject, body, shop, kind", [
    ("Re: Your express delivery", "It's been 10 days and nothing has come back to my card. Please actually refund the $12.00 this time.", LATE,
     "late_delivery"),
    ("Re: late parcel", "still nothing on my statement!! pls refund the 12 dollars you promised", LATE, "late_delivery"),
    ("RE: delivery fee", "Two weeks on and the money still is not on my card. Could you kindly sort the $12.00 refund now?", LATE, "late_delivery"),
    ("Re: your order", "Hello again. I'm afraid the refund never came through. Can you refund it please?", LATE, "late_delivery"),
    ("Re: double payment", "Nothing has shown up on my account yet. I'd like the $23.50 back as you said.", TWICE, "duplicate_charge"),
    ("Re: Re: charged twice", "hi, i still havent seen it on my card, refund the 23.50 please", TWICE, "duplicate_charge"),
])
def test_the_promised_refund_chased_is_asked_by_its_kind(subject, body, shop, kind):
    reading = read_ticket(f"{subject}\n{_quoted(body, shop)}")
    assert reading.intents == [kind], [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]
    asked = _asks(reading)
    assert len(asked) == 1 and asked[0].why.startswith(QUOTED_PROMISE_WHY[:40]), [(s.text, s.why) for s in asked]


@pytest.mark.parametrize("body, shop", [
    # another amount than the one promised: which money, a person reads
    ("Nothing has come back to my card. Please refund the $45.00 this time.", LATE),
    # something else asked beside the quote
    ("Thanks for this. Could you change my delivery address for next time?", LATE),
    # a remedy asked with neither the amount nor the money told as not come
    ("Please refund it.", LATE),
    # the money asked paid elsewhere or in another form: a person arranges it, never the card refund the chase would make
    ("Nothing has come back yet. Please refund the $12.00 to my PayPal instead of the card this time.", LATE),
    ("still nothing on my card. could i have the 23.50 as store credit instead?", TWICE),
])
def test_an_ask_that_does_not_chase_the_promise_is_not_read_as_it(body, shop):
    reading = read_ticket(f"Re: Your express delivery\n{_quoted(body, shop)}")
    assert not any(s.why.startswith(QUOTED_PROMISE_WHY[:40]) for s in reading.sentences), [(s.text, s.why) for s in reading.sentences]


def test_a_quote_of_the_customers_own_earlier_ask_promises_nothing():
    text = _quoted("Nothing has come back to my card. Please refund the $12.00 this time.",
                   "Hi, my clock came late, please refund the $12.00 express delivery fee.", opener="On 14 Nov 2026, Kofi wrote:")
    reading = read_ticket(f"Re: Your express delivery\n{text}")
    assert not any(s.why.startswith(QUOTED_PROMISE_WHY[:40]) for s in reading.sentences)


def test_a_problem_the_customer_names_is_read_by_their_own_words():
    text = _quoted("My clock came three days late and nothing has come back to my card. Please refund the $12.00.", LATE)
    reading = read_ticket(f"Re: Your express delivery\n{text}")
    assert "late_delivery" in reading.intents
    assert not any(s.why.startswith(QUOTED_PROMISE_WHY[:40]) for s in reading.sentences)


# The record decides: the fee is paid only where the order's parcel came after its promised date.
from datetime import UTC, date, datetime  # noqa: E402

from runs.models import Run  # noqa: E402
from runs.shop.models import Refund  # noqa: E402
from tests.runtime_world import offline_run  # noqa: E402
from tests.test_a_lost_parcel_is_refunded_while_one_still_due_waits import CAME, _order, lost_parcel_world  # noqa: E402

LATE_PARCEL = {"status": "delivered", "promised": date(2026, 11, 9), "scans": [("2026-11-12T14:00:00", "delivered")],
               "delivered": datetime(2026, 11, 12, 14, tzinfo=UTC)}
CHASE = _quoted("It's been 10 days and nothing has come back to my card. Please actually refund the $5.99 this time.",
                "Hi Maya, sorry your clock arrived late. We'll refund the $5.99 delivery fee, you should see it\n> within 3-5 working days.")


@pytest.fixture
def shop_world(settings, db):
    lost_parcel_world(settings)


@pytest.mark.django_db
def test_the_chased_fee_is_paid_where_the_record_shows_the_parcel_late(shop_world):
    _order("SU-77101", [("CLK", "Station wall clock", 1, 4400)], {"CLK": LATE_PARCEL})
    run = offline_run(CHASE, "SU-77101", ref="T-77101", subject="Re: Your delivery")
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-77101")] == [(599, "late_delivery")]
    assert run.outcome == Run.Outcome.RESOLVED


@pytest.mark.django_db
def test_the_chased_fee_is_not_paid_where_the_record_shows_the_parcel_on_time(shop_world):
    _order("SU-77102", [("CLK", "Station wall clock", 1, 4400)], {"CLK": CAME})
    run = offline_run(CHASE, "SU-77102", ref="T-77102", subject="Re: Your delivery")
    assert not Refund.objects.filter(order__ref="SU-77102").exists()
    assert run.outcome != Run.Outcome.RESOLVED
