"""In a real browser: the waits page's keyboard shortcuts, as documented on the page. j/k move
between items, r puts the cursor in the item's reject note (Enter sends it), a approves. And the
list is live: a wait answered elsewhere leaves it and a new one joins it without a reload, while
the note being typed and the selected item stay as they were."""

from __future__ import annotations

import pytest

from runs.models import Approval
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, wait_live,
)
from tests.dashboard_world import pending, refund_waiting, world  # noqa: F401
from tests.polling import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def current_item(page) -> str:
    return page.locator("#waits-list li.wait.is-current").get_attribute("id")


def test_a_lead_works_the_waits_from_the_keyboard(world, lead, live_site, browser, shots):
    first, second = refund_waiting(), refund_waiting()
    a1, a2 = pending(first, "refund"), pending(second, "refund")
    site = live_site()
    page = log_in(browser, site, lead, shots)
    page.goto("/waits/")
    assert page.locator(".keyboard-help").inner_text().count("reject") >= 1  # the shortcuts are documented on the page
    assert current_item(page) == f"wait-refund-{a1.pk}"  # the first item is current from the start
    page.keyboard.press("j")
    assert current_item(page) == f"wait-refund-{a2.pk}"
    page.keyboard.press("k")
    assert current_item(page) == f"wait-refund-{a1.pk}"
    page.keyboard.press("j")
    shots(page, "second-item-current")

    page.keyboard.press("r")
    assert page.evaluate("document.activeElement.id") == f"reject-refund-{a2.pk}"
    page.keyboard.type("jk are letters here, not shortcuts: the carrier still has it")
    assert current_item(page) == f"wait-refund-{a2.pk}"  # typing in the note moved nothing
    shots(page, "reject-note-focused")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    a2.refresh_from_db()
    assert a2.status == Approval.Status.REJECTED and a2.note == "jk are letters here, not shortcuts: the carrier still has it"

    # The rejected refund is gone (its run now waits on an escalation, further down); the other is current.
    assert current_item(page) == f"wait-refund-{a1.pk}"
    with page.expect_navigation():
        page.keyboard.press("a")
    wait_until(lambda: Approval.objects.get(pk=a1.pk).status in (Approval.Status.APPROVED, Approval.Status.USED),
               message="the refund was not approved")
    page.wait_for_selector(".message--success")
    shots(page, "both-decided")
    assert page.locator('#waits-list li.wait[data-kind="refund"]').count() == 0
    assert browser_errors(page) == []


def test_the_waits_list_follows_answers_made_elsewhere_and_keeps_a_note_being_typed(world, lead, other_lead, live_site, browser, shots):
    first, second = refund_waiting(), refund_waiting()
    a1, a2 = pending(first, "refund"), pending(second, "refund")
    site = live_site()
    page = log_in(browser, site, lead, shots)
    page.goto("/waits/")
    wait_live(page)
    page.evaluate("window.__waitsLoaded = 'the same document'")
    page.keyboard.press("j")
    page.keyboard.press("r")
    page.keyboard.type("half a sentence, still being wri")
    shots(page, "typing-a-note")

    # Another lead rejects the first refund on the approvals page.
    elsewhere = log_in(browser, site, other_lead)
    elsewhere.goto("/approvals/")
    elsewhere.fill(f"#note-{a1.pk}", "the carrier found it")
    with elsewhere.expect_navigation():
        elsewhere.locator(f"#approval-run-{first.pk}").get_by_role("button", name="Reject").click()

    page.locator(f"#wait-refund-{a1.pk}").wait_for(state="detached")
    # Its run goes on to hand the case to a person: that new wait joins the list too.
    page.locator("#waits-list li.wait[data-kind='escalation']").wait_for(state="attached", timeout=30_000)
    shots(page, "answered-elsewhere")
    assert page.evaluate("window.__waitsLoaded") == "the same document"  # never reloaded
    assert page.evaluate("document.activeElement.id") == f"reject-refund-{a2.pk}"
    assert page.input_value(f"#reject-refund-{a2.pk}") == "half a sentence, still being wri"
    assert current_item(page) == f"wait-refund-{a2.pk}"
    assert browser_errors(page, elsewhere) == []
