"""The walk-throughs `make demo` prints (supervisor.first_steps), followed as written in a real
browser, on the demo's own tickets and people, at a desktop's 1280 x 800 and a phone's 390 x 844.

Each step's quoted names are the links, buttons and fields the test uses for it (`said` checks
they are in the text), so the printed words and the pages cannot drift apart. The site runs at the
demo's own pace (the offline agent takes a second per turn), so what a visitor watches happen is
seen happening: each result is waited for on a page that is not reloaded (a marker set on the
window survives, and the live region it waits on has been swapped since the page was opened).
Screenshots of every page land in test-artifacts/screenshots/.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from runs.models import Approval, ReplanEvent, Run, Ticket
from runs.shop.demo_seed import load_demo
from runs.shop.models import Refund
from supervisor.first_steps import BOOKCASE_NEW_GOAL, BOOKCASE_TICKET, TV_REFUND, TV_TICKET, Step, walkthrough
from tests.polling import wait_until
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, wait_live,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
DEMO_PACE = "1"  # seconds per offline turn, as in `make demo`
SLOW = 90_000  # ms: a walk at the demo's pace, on a busy machine


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> dict:
    return VIEWPORTS[request.param]


@pytest.fixture
def looks(shots):
    """`looks(page, what)`: a screenshot of the page, which must fit the screen's width (nothing cut
    off on the right, no sideways scrolling of the whole page; a wide table scrolls in its panel)."""

    def look(page, what: str):
        path = shots(page, what)
        widths = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert widths[0] <= widths[1], f"{what}: the page is {widths[0]} px wide on a {widths[1]} px screen ({path.name})"
        return path

    return look


def said(step: Step, *quoted: str) -> Step:
    """The step names each of `quoted` as the visitor reads it ('Inbox', 'Start', ...)."""
    missing = [q for q in quoted if f"'{q}'" not in step.text]
    assert not missing, f"the walk-through does not say {missing}: {step.text}"
    return step


class Visitors:
    """The demo's people, each logged in in a window (browser context) of their own."""

    def __init__(self, browser, site, shots, viewport):
        self.browser, self.site, self.shots, self.viewport = browser, site, shots, viewport
        self.pages = {}

    def __call__(self, username: str):
        if username not in self.pages:
            self.pages[username] = log_in(self.browser, self.site, SimpleNamespace(username=username), self.shots, self.viewport)
        return self.pages[username]

    def errors(self) -> list[str]:
        return browser_errors(*self.pages.values())


def nav(page, name: str) -> None:
    """Follow a link of the site's main navigation (all of it is on the page at both widths)."""
    link = page.get_by_role("navigation", name="Main").get_by_role("link", name=name, exact=True)
    assert link.is_visible()
    link.click()


def watch(page) -> None:
    """From now on, a reload or a navigation of `page` would be seen: the window forgets the marker,
    and the run header loses its own when the live update swaps it."""
    wait_live(page)
    page.evaluate("() => { window.__watched = true; document.querySelector('#run-header').dataset.watched = '1'; }")


def seen_live(page, condition_js: str, timeout: float = SLOW) -> None:
    """`condition_js` (an expression over the run page) comes true on the page being watched, by a live update."""
    page.wait_for_function(f"() => window.__watched && !document.querySelector('#run-header').dataset.watched && ({condition_js})",
                           timeout=timeout)


def settled(run: Run) -> None:
    """Until no worker holds `run` (its walk has paused and said so): the pages have nothing left to swap."""
    wait_until(lambda: not Run.objects.filter(pk=run.pk).exclude(lease_owner="").exists(), timeout=30,
               message=f"run {run.pk} is still being walked")


def within_viewport(page, locator) -> None:
    """The control is all on screen at the page's width (not cut off, no sideways scroll needed)."""
    # One evaluation (it waits for the element): a live swap between scrolling and measuring cannot split them.
    left, right, width = locator.evaluate("""e => { e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
                                                    return [r.left, r.right, document.documentElement.clientWidth]; }""")
    assert 0 <= left and right <= width, (left, right, width)


HEADER = "document.querySelector('#run-header').textContent"


@pytest.fixture
def people(viewport, live_site, browser, looks) -> Visitors:
    """The demo's shop, tickets and logins (as `make demo` seeds them), served at the demo's pace."""
    load_demo()
    return Visitors(browser, live_site(SUPERVISOR_OFFLINE_TURN_SECONDS=DEMO_PACE), looks, viewport)


def start_from_the_inbox(people: Visitors, step: Step, ref: str, came_by: str):
    """Step 1 of the lead's and the reviewer's walk: 'Inbox', 'Start' on `ref`, and its run page
    watched live until the plan waits for a reviewer. The page and the run."""
    said(step, "Inbox", "Start")
    assert ref in step.text
    page = people(step.who)
    nav(page, "Inbox")
    page.wait_for_url(re.compile(r"/inbox/$"))
    assert came_by in page.locator("tr", has_text=ref).inner_text()  # it arrived as real tickets do
    start = page.get_by_role("button", name=f"Start {ref}")
    within_viewport(page, start)
    people.shots(page, "inbox")
    start.click()
    page.wait_for_url(re.compile(r"/runs/\d+/$"))
    watch(page)
    seen_live(page, f"{HEADER}.includes('Waiting for a reviewer')")
    people.shots(page, "run-waits-for-a-reviewer")
    run = Run.objects.get(ticket__ref=ref)
    settled(run)
    return page, run


def test_the_leads_walkthrough_approves_a_refund_over_the_ceiling_and_sees_it_paid_live(
        people, looks):
    walk = walkthrough("lead")

    # 1. Log in as lead, open 'Inbox' and press 'Start' on the TV ticket (sent by email): the run moves phase by phase.
    lead, run = start_from_the_inbox(people, walk.steps[0], TV_TICKET, "Email")

    # 2. A reviewer confirms the plan, in a window of their own.
    step = said(walk.steps[1], "Plans", "Confirm plan")
    assert TV_REFUND in step.text and TV_TICKET in step.text
    reviewer = people(step.who)
    nav(reviewer, "Plans")
    wait_live(reviewer)
    card = reviewer.locator(f"#plan-run-{run.pk}")
    assert TV_REFUND in card.inner_text()  # the card leads with what is at stake
    confirm = card.get_by_role("button", name="Confirm plan")
    within_viewport(reviewer, confirm)
    looks(reviewer, "plan-queue")
    confirm.click()
    reviewer.wait_for_url(re.compile(r"/plans/$"))
    looks(reviewer, "plan-confirmed")

    # 3. Back as lead: the run page moved on by itself and waits for a support lead.
    step = said(walk.steps[2], "Open the approval queue", f"Approve {TV_REFUND}")
    assert step.who == "lead"
    seen_live(lead, f"{HEADER}.includes('Waiting for a support lead')")
    looks(lead, "run-waits-for-the-lead")
    settled(run)
    lead.get_by_role("link", name="Open the approval queue").click()
    lead.wait_for_url(re.compile(r"/approvals/"))
    wait_live(lead)
    approve = lead.locator(f"#approval-run-{run.pk}").get_by_role("button", name=f"Approve {TV_REFUND}")
    within_viewport(lead, approve)
    looks(lead, "approval-queue")
    approve.click()
    lead.wait_for_url(re.compile(r"/approvals/"))
    message = lead.locator(".messages")
    assert f"Refund of {TV_REFUND} approved" in message.inner_text()
    looks(lead, "refund-approved")
    # Four eyes held: the customer asked for the refund; the lead who approved it requested nothing.
    approval = Approval.objects.get(run=run, kind=Approval.Kind.REFUND)
    assert approval.requested_by is None and approval.decided_by.username == "lead"

    # 4. 'Watch the run': the refund is paid and the run resolves while the lead watches.
    said(walk.steps[3], "Watch the run")
    message.get_by_role("link", name="Watch the run").click()
    lead.wait_for_url(re.compile(rf"/runs/{run.pk}/$"))
    watch(lead)
    seen_live(lead, f"{HEADER}.includes('Refund of {TV_REFUND} paid to the customer') && "
                    "document.querySelector('#run-header .badge').textContent.trim() === 'Resolved'")
    looks(lead, "refund-paid")
    assert Refund.objects.get(order__ref="SU-88269").amount_cents == 53504
    assert len(walk.steps) == 4  # every step followed
    assert people.errors() == []


def test_the_reviewers_walkthrough_takes_an_edited_plan_to_a_second_reviewer_and_the_auditor_reads_it(
        people, looks):
    walk = walkthrough("reviewer")

    # 1. The reviewer starts the three-intent ticket from the inbox; its plan waits for a reviewer.
    reviewer, run = start_from_the_inbox(people, walk.steps[0], BOOKCASE_TICKET, "Email")

    # 2. 'Plans', 'Edit plan', a new goal for subtask 2, 'Why you change the plan', 'Save as a replan'.
    step = said(walk.steps[1], "Plans", "Edit plan", BOOKCASE_NEW_GOAL, "Why you change the plan", "Save as a replan")
    nav(reviewer, "Plans")
    wait_live(reviewer)
    edit = reviewer.locator(f"#plan-run-{run.pk}").get_by_role("link", name="Edit plan")
    within_viewport(reviewer, edit)
    edit.click()
    reviewer.wait_for_url(re.compile(rf"/runs/{run.pk}/plan/edit/$"))
    reviewer.locator("fieldset", has_text="Subtask 2").get_by_label("Goal, in the customer's terms").fill(BOOKCASE_NEW_GOAL)
    reviewer.get_by_label("Why you change the plan").fill("The customer wants the cracked bookcase taken away and her money back")
    looks(reviewer, "plan-edited")
    save = reviewer.get_by_role("button", name="Save as a replan")
    within_viewport(reviewer, save)
    save.click()
    reviewer.wait_for_url(re.compile(r"/plans/$"))
    card = reviewer.locator(f"#plan-run-{run.pk}")
    assert card.get_by_role("button", name="Confirm plan").is_disabled()  # four eyes: not for the one who edited it
    assert "reviewer edited the plan, so another reviewer confirms it" in card.inner_text()
    looks(reviewer, "own-edit-not-confirmable")

    # 3. 'Watch the run' from the message, and keep the page open: it waits for a second reviewer.
    said(walk.steps[2], "Watch the run")
    reviewer.locator(".messages").get_by_role("link", name="Watch the run").click()
    reviewer.wait_for_url(re.compile(rf"/runs/{run.pk}/$"))
    assert "Waiting for a second reviewer: reviewer edited the plan" in reviewer.locator("#run-header").inner_text()
    watch(reviewer)
    looks(reviewer, "run-waits-for-a-second-reviewer")

    # 4. reviewer2 confirms it.
    step = said(walk.steps[3], "Plans", "Confirm plan")
    second = people(step.who)
    nav(second, "Plans")
    wait_live(second)
    confirm = second.locator(f"#plan-run-{run.pk}").get_by_role("button", name="Confirm plan")
    within_viewport(second, confirm)
    assert confirm.is_enabled()
    looks(second, "plan-queue")
    confirm.click()
    second.wait_for_url(re.compile(r"/plans/$"))
    looks(second, "plan-confirmed")

    # 5. On the reviewer's page, without a reload: approved by reviewer2, and the agent carries on to its reply.
    assert walk.steps[4].who == "reviewer"
    seen_live(reviewer, "document.querySelector('#run-approvals').textContent.includes('approved by reviewer2')")
    looks(reviewer, "confirmed-by-the-second-reviewer")
    seen_live(reviewer, "document.querySelector('#run-header .badge').textContent.trim() === 'Resolved'")
    looks(reviewer, "run-resolved")
    approval = Approval.objects.get(run=run, kind=Approval.Kind.PLAN, status=Approval.Status.APPROVED)
    assert approval.requested_by.username == "reviewer" and approval.decided_by.username == "reviewer2"
    assert run.subtasks.get(number=2).goal == BOOKCASE_NEW_GOAL

    # The auditor's walk-through: the reviewer's edit is in the audit with its reason; it exports; metrics.
    step = said(walkthrough("auditor").steps[0], "Audit", "Export CSV", "Metrics")
    auditor = people(step.who)
    nav(auditor, "Audit")
    auditor.wait_for_url(re.compile(r"/audit/replans/$"))
    row = auditor.locator("#replans-table tr", has_text=BOOKCASE_TICKET)
    assert "taken away and her money back" in row.inner_text()
    looks(auditor, "audit")
    with auditor.expect_download() as download:
        auditor.get_by_role("link", name="Export CSV").click()
    assert BOOKCASE_NEW_GOAL in download.value.path().read_text()
    nav(auditor, "Metrics")
    auditor.wait_for_url(re.compile(r"/metrics/$"))
    clipped = auditor.evaluate("""() => [...document.querySelectorAll('svg text')].filter(t =>
        t.getBoundingClientRect().left < t.closest('svg').getBoundingClientRect().left - 1).map(t => t.textContent)""")
    assert clipped == [], f"chart labels cut off on the left: {clipped}"
    looks(auditor, "metrics")
    assert ReplanEvent.objects.filter(run=run, actor="reviewer").count() == 1
    assert Ticket.objects.get(ref=BOOKCASE_TICKET).channel == Ticket.Channel.EMAIL
    assert people.errors() == []
