"""In a real browser, at 1280 px, each role's first hour: a lead starts incoming tickets from the
Inbox and watches one move live; a reviewer confirms its plan from the queue and reads the run page
(whose side column scrolls with the page); an auditor filters the audit history (the exports follow
the filter) and reads the metrics (the charts' tables are there for screen readers, out of sight).
Screenshots of every step land in test-artifacts/screenshots/."""

from __future__ import annotations

import re

import pytest

from runs.models import Run, Ticket
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, until_paused, wait_live,
)
from tests.dashboard_world import agent_replanned, finished, next_ref, world  # noqa: F401
from tests.runtime_world import start, ticket

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHASE = "() => document.querySelector('#run-phases li[aria-current=step] .phase-name')?.textContent.trim()"


def incoming(subject: str) -> Ticket:
    """The canonical three-intent ticket, arrived by email: nobody typed it, so nobody in the app asked for it."""
    t = ticket(ref=next_ref(), subject=subject)
    Ticket.objects.filter(pk=t.pk).update(channel=Ticket.Channel.API)
    return t


def test_a_lead_starts_an_incoming_ticket_from_the_inbox_and_watches_it_reach_its_plan(world, lead, live_site, browser, shots):
    site = live_site()
    first, second = incoming("Cracked bookcase, charged twice"), incoming("Second ticket in the inbox")

    page = log_in(browser, site, lead, shots)
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Inbox", exact=True).click()
    page.wait_for_url(re.compile(r"/inbox/$"))
    assert page.get_by_role("button", name="Start all 2").is_visible()
    assert page.locator(".site-header").bounding_box()["height"] < 60  # every link of a lead's nav on one line at 1280 px
    shots(page, "inbox")

    page.get_by_role("button", name=f"Start {first.ref}").click()
    page.wait_for_url(re.compile(r"/runs/\d+/$"))
    wait_live(page)
    shots(page, "run-started")
    # The worker walks it while the page watches: the phase reaches Investigate and the plan waits for a reviewer.
    page.wait_for_function("() => document.querySelector('#run-header').textContent.includes('Waiting for a reviewer')",
                           timeout=60_000)
    assert page.evaluate(PHASE) == "Investigate"
    shots(page, "run-waits-for-its-plan")
    run = Run.objects.get(ticket=first)
    assert run.status == Run.Status.AWAITING_PLAN and run.events.filter(kind="run_created", actor=lead.username).exists()

    page.goto("/inbox/")
    assert page.get_by_text(second.ref).is_visible() and page.get_by_text(first.ref).count() == 0
    page.get_by_role("button", name="Start all 1").click()
    page.wait_for_url(re.compile(r"/runs/$"))
    assert "Started 1 run" in page.locator(".messages").inner_text()
    shots(page, "all-started")
    assert Run.objects.filter(ticket=second).count() == 1

    # Typing a ticket: the customer's orders are suggested once the email is typed; an unknown one is refused.
    page.get_by_role("link", name="New ticket").click()
    page.wait_for_url(re.compile(r"/tickets/new/$"))
    page.fill("#id_customer_email", "maya@example.org")
    page.locator("#customer-orders").get_by_text("No customer of the shop has the email maya@example.org.").wait_for()
    shots(page, "unknown-email")
    page.fill("#id_customer_email", "maya@example.com")
    page.locator("#customer-orders").get_by_text("Maya Lindqvist's orders").wait_for()
    assert "SU-88421" in page.locator("#customer-orders").inner_text()
    assert page.locator("#customer-order-refs option[value='SU-88421']").count() == 1
    shots(page, "orders-suggested")
    assert browser_errors(page) == []


def test_a_reviewer_confirms_a_plan_from_the_queue_and_reads_the_run_page_without_an_inner_scroll(
        world, reviewer, live_site, browser, shots):
    site = live_site()
    run = until_paused(start(incoming("Cracked bookcase, charged twice")))
    assert run.status == Run.Status.AWAITING_PLAN

    page = log_in(browser, site, reviewer, shots)
    page.get_by_role("link", name="Plans").click()
    page.wait_for_url(re.compile(r"/plans/$"))
    shots(page, "plan-queue")
    page.locator(f"#plan-run-{run.pk}").get_by_role("button", name="Confirm plan").click()
    page.wait_for_url(re.compile(r"/plans/$"))
    shots(page, "plan-confirmed")

    page.goto(f"/runs/{run.pk}/")
    wait_live(page)
    page.wait_for_function("() => document.querySelector('#run-header .badge').textContent.trim() === 'Resolved'", timeout=60_000)
    shots(page, "run-resolved")
    side = page.evaluate("""() => { const s = document.querySelector('.run-side'), cs = getComputedStyle(s);
        return {overflow: cs.overflowY, position: cs.position, inner: s.scrollHeight - s.clientHeight}; }""")
    assert side == {"overflow": "visible", "position": "static", "inner": 0}, side
    # A refund that follows a collection is not shown as done.
    panel_refund = page.locator(".subtask", has_text="damaged item").locator("tr", has_text="issue the refund")
    if panel_refund.count():
        assert "Not run" in panel_refund.inner_text()
    page.mouse.wheel(0, 4000)
    shots(page, "run-page-scrolled")
    assert browser_errors(page) == []


def test_an_auditor_filters_the_history_and_the_exports_follow_and_reads_the_metrics(world, auditor, live_site, browser, shots):
    agent_replanned(), finished()  # walked here before the site's workers start (on services they would take the same walks)
    site = live_site()

    page = log_in(browser, site, auditor, shots)
    page.get_by_role("link", name="Audit").click()
    page.wait_for_url(re.compile(r"/audit/replans/$"))
    by = page.get_by_label("By")
    fit = by.evaluate("""s => { const cs = getComputedStyle(s), ctx = document.createElement('canvas').getContext('2d');
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const widest = Math.max(...[...s.options].map(o => ctx.measureText(o.text).width));
        const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;  /* the arrow */
        const box = s.getBoundingClientRect();
        return {fits: widest <= room, inside: box.right <= document.documentElement.clientWidth, widest, room}; }""")
    assert fit["fits"] and fit["inside"], fit
    shots(page, "audit-history")

    by.select_option(label="The agent")  # htmx: the table is swapped, the page is not reloaded
    page.wait_for_function("() => document.querySelector('#replan-exports a').getAttribute('href').includes('actor_kind=agent')")
    assert "actor_kind=agent" in page.get_by_role("link", name="Export JSONL").get_attribute("href")
    shots(page, "audit-filtered")

    page.get_by_role("link", name="Metrics").click()
    page.wait_for_url(re.compile(r"/metrics/$"))
    table = page.get_by_role("table", name="Guard failures by check: the numbers")
    assert table.count() == 1  # in the accessibility tree, for screen readers
    box = table.locator("xpath=..").bounding_box()
    assert box["width"] <= 1 and box["height"] <= 1, box  # and out of sight
    shots(page, "metrics")
    assert browser_errors(page) == []
