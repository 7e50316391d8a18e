"""The run page shows how the screener read an amount it could only guess at: a crown amount with the
crown read, and a price said in words with no currency named."""

from django.urls import reverse
from django.utils.html import escape

from tests.dashboard_world import next_ref, world  # noqa: F401
from tests.runtime_world import start, ticket, walk_until_pause


def test_the_run_page_flags_a_crown_amount_and_a_price_in_words(world, reviewer, client_for, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    body = ("Delivery on SU-88421 was billed twice, 1.250,00 kr each time on my Norwegian card. "
            "In dollars my bank says I was charged forty-two fifty twice.")
    run = walk_until_pause(start(ticket(body, ref=next_ref(), subject="Billing")))
    html = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert escape("'1.250,00 kr' is in NOK, not the shop's currency (USD)") in html
    assert escape("'forty-two fifty' read from words with no currency named, as the shop's dollars ($42.50)") in html
