"""What a visitor of the demo tries first: one walk-through per role, in the order to try them.

`manage.py demo` prints them, the README's first screen says the same in short, and the browser
tests (tests/test_browser_walkthroughs.py) follow each one as written, click by click: every link,
button and field a step names in quotes is one the test clicks or fills, on the demo's own tickets
and people. The names in quotes are the ones on the pages, so a step still reads true when a page
is reworded only if the test still finds them.

Four eyes holds throughout: the lead approves a refund the customer asked for (nobody in the app
requested it); the reviewer who edits a plan cannot confirm it, so reviewer2 does.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings

from runs.money import dollars

# The demo tickets the walk-throughs use (runs.shop.demo_data.tickets), and what is at stake in them.
TV_TICKET = "T-40231"  # a TV stuck in transit: everything charged goes back, above the refund ceiling
TV_REFUND = "$535.04"
BOOKCASE_TICKET = "T-40219"  # a cracked bookcase, a double charge and a question: three things at once
BOOKCASE_NEW_GOAL = "collect the cracked bookcase and refund it"


@dataclass(frozen=True)
class Step:
    who: str  # the demo login that does it
    text: str


@dataclass(frozen=True)
class Walkthrough:
    role: str
    title: str
    steps: tuple[Step, ...]


WALKTHROUGHS: tuple[Walkthrough, ...] = (
    Walkthrough("lead", "A support lead approves a refund over the ceiling", (
        Step("lead", f"Log in as lead, open 'Inbox' and press 'Start' on {TV_TICKET} (a TV stuck in transit, "
                     "sent by email): its run page shows the agent read the order and the carrier's scans, phase by phase."),
        Step("reviewer", f"Everything charged, {TV_REFUND}, is over the {dollars(settings.REFUND_CEILING_CENTS)} ceiling, "
                         "so the plan waits for a reviewer: "
                         f"in a private window log in as reviewer, open 'Plans' and press 'Confirm plan' on {TV_TICKET}."),
        Step("lead", f"Back as lead, the run page has moved on by itself and waits for you: press 'Open the approval queue' "
                     f"and 'Approve {TV_REFUND}' (the customer asked for it, not you, so you may approve it)."),
        Step("lead", "In the message that says it is approved, press 'Watch the run': the refund is paid and the run "
                     "resolves while you watch."),
    )),
    Walkthrough("reviewer", "A reviewer edits a plan; a second reviewer confirms it", (
        Step("reviewer", f"Log in as reviewer, open 'Inbox' and press 'Start' on {BOOKCASE_TICKET} (a cracked bookcase "
                         "and a double charge): the customer asks for three things, so its plan waits for a reviewer."),
        Step("reviewer", f"Open 'Plans' and press 'Edit plan' on {BOOKCASE_TICKET}; change subtask 2's goal to "
                         f"'{BOOKCASE_NEW_GOAL}', write 'Why you change the plan' and press 'Save as a replan'."),
        Step("reviewer", "You edited the plan, so you may not confirm it: in the message that says so, press "
                         "'Watch the run' and keep the page open; it waits for a second reviewer."),
        Step("reviewer2", f"In a private window log in as reviewer2, open 'Plans' and press 'Confirm plan' on {BOOKCASE_TICKET}."),
        Step("reviewer", "Back as reviewer, without reloading: the run page shows the plan approved by reviewer2 and the "
                         "agent carries on to its reply."),
    )),
    Walkthrough("auditor", "An auditor reads the history", (
        Step("auditor", "Log in as auditor: 'Audit' lists every plan change (the reviewer's edit among them, with its "
                        "reason) and 'Export CSV' downloads them; 'Metrics' shows how the runs went."),
    )),
)


def walkthrough(role: str) -> Walkthrough:
    return next(w for w in WALKTHROUGHS if w.role == role)


def printed() -> list[str]:
    """The walk-throughs as `manage.py demo` prints them."""
    lines = ["Try this first (each walk-through on its own, in this order):"]
    for w in WALKTHROUGHS:
        lines.append(f"  {w.title} ({w.role}):")
        lines.extend(f"    {n}. {step.text}" for n, step in enumerate(w.steps, 1))
    return lines
