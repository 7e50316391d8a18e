"""In a real browser: a support lead lowers the amount on an approval card (the button says what
it approves as they type), approves it, and the run pays the lower amount; a second card is sent
back to the agent with instructions. No console error and no CSP refusal on the way."""

from __future__ import annotations

import pytest

from runs.models import Approval
from runs.shop.models import Refund
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, until_paused, wait_live,
)
from tests.dashboard_world import pending, refund_waiting, world  # noqa: F401
from tests.polling import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_lead_approves_less_from_the_card_and_sends_another_back_with_instructions(world, lead, live_site, browser, shots):
    lowered, sent_back = refund_waiting(), refund_waiting()
    a1, a2 = pending(lowered, "refund"), pending(sent_back, "refund")
    site = live_site(PLAN_CONFIRMATION_RULE="never")
    page = log_in(browser, site, lead, shots)
    page.goto("/approvals/")
    wait_live(page)  # the socket's first push redraws the cards: type after it
    card = page.locator(f"#approval-run-{lowered.pk}")
    amount = card.locator(f"#amount-{a1.pk}")
    assert amount.input_value() == "445.00"  # prefilled with the proposal
    amount.fill("399.50")
    # static/js/approvals.js: the button names what it approves (again after any push redraws the card).
    approve = card.get_by_role("button", name="Approve $399.50")
    approve.wait_for()
    shots(page, "amount-lowered")
    with page.expect_navigation():
        approve.click()
    assert "approved at $399.50" in page.locator(".messages").inner_text()
    a1.refresh_from_db()
    # Approved, or already used: the server's own worker may have walked the run on to pay it.
    assert a1.status in (Approval.Status.APPROVED, Approval.Status.USED) and a1.approved_amount_cents == 39950

    other = page.locator(f"#approval-run-{sent_back.pk}")
    other.locator(f"#instructions-{a2.pk}").fill("Wait until the carrier answers the claim before refunding.")
    with page.expect_navigation():
        other.get_by_role("button", name="Reject").click()
    assert "decides again with your instructions pinned" in page.locator(".messages").inner_text()
    shots(page, "sent-back")

    until_paused(lowered)
    wait_until(lambda: Refund.objects.filter(amount_cents=39950).exists(), message="the lower refund was not paid")
    assert browser_errors(page) == []
