"""In a real browser, against the product as it runs (daphne, websockets, a real worker): people act
in one tab and watch another follow without a reload; a page shows "reconnecting" while its server
is down and catches up when it is back."""

from __future__ import annotations

import re

import pytest

from runs.models import Run
from runs.people import actions
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, until_paused, wait_live,
)
from tests.dashboard_world import ONE_INTENT, SOFA, next_ref, world  # noqa: F401
from tests.polling import wait_until
from tests.runtime_world import start, ticket

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MARK = "window.__supervisorLoaded"  # set once after load: a reload or navigation would lose it


# The runs the page's table links to are the ones a fresh fetch of the same address links to (a
# fetch is no navigation: the page stays the document it was).
LISTS_WHAT_A_RELOAD_LISTS = """async () => {
  const runs = (doc) => [...doc.querySelectorAll('#runs-table a[href^="/runs/"]')].map((a) => a.getAttribute("href")).join(" ");
  const fresh = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
  return runs(document) === runs(fresh);
}"""


def mark_loaded(page) -> None:
    page.evaluate(f"{MARK} = Math.random()")


def never_reloaded(page, marker: float, url: str) -> None:
    """The page object is the document it was: same marker, one navigation entry, same address."""
    assert page.evaluate(MARK) == marker
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1
    assert page.url == url


def current_phase(page) -> str:
    return page.locator('#run-phases li[aria-current="step"] .phase-name').inner_text()


def run_state(page) -> str:
    return page.locator("#run-header .fact").first.locator(".badge").inner_text()


def test_a_reviewer_confirms_a_plan_and_watches_the_run_move_on_live(world, reviewer, live_site, browser, shots):
    site = live_site()
    run = until_paused(start(ticket(ref=next_ref())))  # the canonical three-intent ticket
    assert run.status == Run.Status.AWAITING_PLAN

    watching = log_in(browser, site, reviewer, shots)
    watching.goto(f"/runs/{run.pk}/")
    wait_live(watching)
    assert current_phase(watching) == "Investigate"
    assert run_state(watching) == "Awaiting plan confirmation"
    mark_loaded(watching)
    marker, url = watching.evaluate(MARK), watching.url
    shots(watching, "run-waiting-for-its-plan")

    queue = watching.context.new_page()
    queue.goto("/plans/")
    wait_live(queue)
    card = queue.locator(f"#plan-run-{run.pk}")
    shots(queue, "plan-queue")
    card.get_by_role("button", name="Confirm plan").click()
    queue.wait_for_url(re.compile(r"/plans/$"))
    assert f"run {run.pk} goes on" in queue.locator(".messages").inner_text()
    queue.locator(f"#plan-run-{run.pk}").wait_for(state="detached")
    shots(queue, "plan-confirmed")

    # The run page was never touched: the phase advances and the run finishes in front of the reviewer.
    watching.bring_to_front()
    watching.wait_for_function(
        "() => document.querySelector('#run-phases li[aria-current=step] .phase-name').textContent.trim() !== 'Investigate'")
    shots(watching, "phase-advanced")
    watching.wait_for_function("() => document.querySelector('#run-header .badge').textContent.trim() === 'Resolved'",
                               timeout=60_000)
    assert current_phase(watching) == "Closed"
    assert watching.locator("#run-timeline").get_by_text("Plan confirmed").count() >= 1
    never_reloaded(watching, marker, url)
    shots(watching, "run-resolved")
    run.refresh_from_db()
    assert (run.status, run.outcome) == (Run.Status.DONE, Run.Outcome.RESOLVED)
    assert browser_errors(watching) == []  # the socket (ws: under connect-src 'self') and the scripts passed the CSP


def create_ticket(page, shots, *, subject: str, body: str, email: str, order_ref: str) -> int:
    """Type a ticket into /tickets/new/ in `page`; the id of the run it started."""
    page.goto("/tickets/new/")
    page.fill("#id_subject", subject)
    page.fill("#id_body", body)
    page.fill("#id_customer_email", email)
    page.fill("#id_order_ref", order_ref)
    shots(page, "new-ticket")
    page.get_by_role("button", name=re.compile("Create")).click()
    page.wait_for_url(re.compile(r"/runs/\d+/$"))
    return int(re.search(r"/runs/(\d+)/$", page.url).group(1))


def test_a_lead_approves_a_refund_from_a_form_the_socket_brought_and_sees_the_run_resolve(world, lead, reviewer, live_site,
                                                                                          browser, shots):
    site = live_site(PLAN_CONFIRMATION_RULE="never")
    approving = log_in(browser, site, lead, shots)
    approving.goto("/approvals/")
    wait_live(approving)
    assert "No refunds waiting for approval" in approving.locator("#approvals-queue").inner_text()
    mark_loaded(approving)
    marker, url = approving.evaluate(MARK), approving.url
    shots(approving, "approvals-empty")

    # A reviewer types in the lost sofa's ticket; the server's worker walks it to the ceiling.
    typing = log_in(browser, site, reviewer, shots)
    run_id = create_ticket(typing, shots, subject="Sofa never arrived", body=SOFA, email="tom@example.com", order_ref="SU-90001")
    shots(typing, "ticket-created")

    # The refund arrives in the lead's queue with its form, pushed over the socket.
    card = approving.locator(f"#approval-run-{run_id}")
    card.wait_for(timeout=60_000)
    never_reloaded(approving, marker, url)
    assert "$445.00 refund" in card.locator("h2").inner_text()  # the sofa and its delivery
    shots(approving, "refund-arrived-live")

    following = approving.context.new_page()
    following.goto(f"/runs/{run_id}/")
    wait_live(following)
    assert run_state(following) == "Awaiting refund approval"
    shots(following, "run-waiting-for-the-lead")

    approving.bring_to_front()
    card.get_by_role("button", name=re.compile(r"^Approve")).click()  # the pushed form's CSRF token must pass
    approving.wait_for_url(re.compile(r"/approvals/$"))
    assert "approved" in approving.locator(".messages").inner_text()
    shots(approving, "refund-approved")

    following.bring_to_front()
    following.wait_for_function("() => document.querySelector('#run-header .badge').textContent.trim() === 'Resolved'",
                                timeout=60_000)
    shots(following, "run-resolved")
    assert f"by {lead.username}" in following.locator("#run-approvals").inner_text()
    run = Run.objects.get(pk=run_id)
    assert (run.status, run.outcome) == (Run.Status.DONE, Run.Outcome.RESOLVED)
    assert run.approvals.get(kind="refund").decided_by == lead
    assert browser_errors(approving, typing) == []


def test_a_page_says_reconnecting_while_its_server_is_down_and_catches_up_when_it_is_back(world, reviewer, live_site, browser,
                                                                                        shots):
    site = live_site()
    run = until_paused(start(ticket(ref=next_ref())))
    page = log_in(browser, site, reviewer, shots)
    page.goto(f"/runs/{run.pk}/")
    wait_live(page)
    indicator = page.locator("#live")
    assert not indicator.is_visible()
    mark_loaded(page)
    marker, url = page.evaluate(MARK), page.url

    site.stop()  # the socket drops with the server
    page.wait_for_selector('#live[data-state="closed"]', state="visible")
    assert "reconnecting" in indicator.inner_text()
    shots(page, "server-down-reconnecting")

    # While it is down a person acts (through another server of the same deployment, say).
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="instruction", text="Ask the carrier before refunding.")

    site.start()  # back on the same port: the socket reconnects and its snapshot brings the page up to date
    wait_live(page, timeout=30_000)
    assert not indicator.is_visible()
    page.locator("#run-timeline").get_by_text("Ask the carrier before refunding.").wait_for()
    never_reloaded(page, marker, url)
    shots(page, "reconnected-and-caught-up")
    # Only the failed connection attempts while the server was down (and htmx logging its wsError events).
    assert browser_errors(page, expected=r"^WebSocket connection to .* failed|^\[object Event\]$") == []


def test_the_run_list_follows_its_filters_live(world, reviewer, live_site, browser, shots):
    """New filters bring a new socket for them: the table it pushes is the filtered one."""
    site = live_site(PLAN_CONFIRMATION_RULE="never")
    page = log_in(browser, site, reviewer, shots)
    page.goto("/runs/")
    wait_live(page)
    page.select_option("#id_status", "awaiting_approval")  # htmx swaps the table and the socket, and pushes the URL
    page.wait_for_url(re.compile(r"/runs/\?.*status=awaiting_approval"))
    page.wait_for_selector('#live[ws-connect*="status=awaiting_approval"][data-state="open"]', state="attached")
    mark_loaded(page)
    marker, url = page.evaluate(MARK), page.url
    shots(page, "runs-filtered-empty")

    typing = page.context.new_page()
    waits = create_ticket(typing, shots, subject="Sofa never arrived", body=SOFA, email="tom@example.com", order_ref="SU-90001")
    resolves = create_ticket(typing, shots, subject="Charged twice", body=ONE_INTENT, email="maya@example.com", order_ref="SU-88421")
    shots(typing, "second-ticket-created")

    page.bring_to_front()
    page.locator(f'#runs-table a[href="/runs/{waits}/"]').first.wait_for(timeout=60_000)
    wait_until(lambda: Run.objects.get(pk=resolves).status == Run.Status.DONE, timeout=60, message="the one-intent run did not finish")
    # An absence: the finished run's last pushes leave the filtered table as it was, so wait until
    # the page lists the runs a fresh fetch of its address lists (a socket pushing the unfiltered
    # table would have shown the run since it started, and the two would never agree).
    wait_until(lambda: page.evaluate(LISTS_WHAT_A_RELOAD_LISTS), timeout=15,
               message=lambda: f"the live table lists {page.locator('#runs-table').inner_text()!r}, not what a reload lists")
    assert page.locator(f'#runs-table a[href="/runs/{resolves}/"]').count() == 0
    never_reloaded(page, marker, url)
    shots(page, "runs-filtered-live")
    assert browser_errors(page, typing) == []


def test_a_swapped_region_carries_no_inline_style_over_from_the_old_one(world, auditor, live_site, browser, shots):
    """When a region is swapped, htmx settles the old element's attributes onto the new one with the
    same id. A style set on an input through the CSSOM (what a resize, a screenshot tool hiding the
    caret or a browser extension does, and the CSP allows) must not be copied as a style attribute,
    which the CSP refuses: htmx is told to settle no `style` (templates/base.html)."""
    from tests.dashboard_world import finished

    run = finished()
    site = live_site()
    page = log_in(browser, site, auditor, shots)
    page.goto(f"/runs/{run.pk}/")
    wait_live(page)
    box = page.locator("#run-replay #replay-title")  # an element with an id, which htmx settles, and not kept by hx-preserve
    box.evaluate("element => { element.style.caretColor = 'transparent'; element.style.width = '9rem'; element.dataset.old = 'yes'; }")
    assert browser_errors(page) == []  # the CSSOM itself is allowed
    # The region swapped as a push swaps it (an out-of-band swap by id), rendered afresh by the server.
    page.evaluate("""async () => {
        const fresh = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
        const region = fresh.getElementById('run-replay');
        region.setAttribute('hx-swap-oob', 'true');
        htmx.swap(document.getElementById('live'), region.outerHTML, {swapStyle: 'none'});
    }""")
    page.wait_for_function("() => document.querySelector('#replay-title') && !document.querySelector('#replay-title[data-old]')"
                           " && !document.querySelector('.htmx-settling, .htmx-swapping')")
    assert box.get_attribute("style") is None, "a new element from the server has no inline style"
    shots(page, "region-swapped")
    assert browser_errors(page) == []


def test_a_push_keeps_the_what_if_form_a_person_has_opened_and_typed_in(world, auditor, live_site, browser, shots):
    """The page's socket sends a fresh snapshot when it connects and a region whenever it changes:
    the swap must not close the counterfactual form under an auditor's hands or lose what they typed."""
    from tests.dashboard_world import finished

    run = finished()
    site = live_site()
    page = log_in(browser, site, auditor, shots)
    page.goto(f"/runs/{run.pk}/")
    page.get_by_text("What if? Walk it again under another model or setting").click()
    page.get_by_label("Refund ceiling ($)").fill("7.50")
    wait_live(page)
    page.evaluate("""async () => {
        const fresh = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
        const region = fresh.getElementById('run-replay');
        region.querySelector('#replay-title').dataset.fresh = 'yes';
        region.setAttribute('hx-swap-oob', 'true');
        htmx.swap(document.getElementById('live'), region.outerHTML, {swapStyle: 'none'});
    }""")
    page.wait_for_function("() => document.querySelector('#replay-title[data-fresh]') && !document.querySelector('.htmx-settling, .htmx-swapping')")
    assert page.locator("#counterfactual").evaluate("element => element.open"), "the form stays open"
    assert page.get_by_label("Refund ceiling ($)").input_value() == "7.50"
    shots(page, "what-if-kept")
    assert browser_errors(page) == []
