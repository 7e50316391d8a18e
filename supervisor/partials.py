"""The live regions of each dashboard page, rendered for one person: what the sockets push.

Each live page names its regions (the `{% partialdef %}`s whose root element carries a stable id)
and builds their context with the same function its view uses, so a region pushed over a socket
is exactly what a reload would show (the run list's and the run page's are here, and their views
import them: views depend on this module, never the other way). Regions are rendered with a stand-in for the page's own
request: the connection's user (role checks decide which buttons show), the page's query string
(the run list's filters) and the connection's CSRF cookie (forms pushed into the page carry a
token the CSRF check accepts).

A push is a list of htmx out-of-band swaps: each region's root element carries
`hx-swap-oob="true"` and replaces the element with its id, so a region sent twice is harmless.
A page's state remembers what its socket already sent and sends only regions that changed. The
run page's timeline goes turn by turn: turns already on the page are replaced by id, new turns
are appended to the list; anything unusual sends the whole timeline again.
"""

from __future__ import annotations

import json
import re
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from django.conf import settings
from django.db.models import Max
from django.http import HttpRequest, QueryDict
from django.middleware.csrf import CSRF_ALLOWED_CHARS, CSRF_SECRET_LENGTH
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone

from runs.evals.cases import INTENTS as CASE_INTENTS
from runs.models import Run, RunEvent
from runs.pinned import pinned_items
from runs.walk.calls import FOREIGN_ORDER, UNNAMED_ORDER
from supervisor.filters import ID_MAX, RunFilter
from supervisor.forms import CounterfactualForm, InterveneForm, WaitFilterForm
from supervisor import person_roles
from supervisor.rules import allowed
from supervisor.selectors import queues, run_pages
from supervisor.selectors.model_calls import model_call_strip
from supervisor.selectors.overview import overview
from supervisor.selectors.waits import assignable_people, waits_inbox

# The query parameter that names the page on /ws/live/ (the run list's own filters ride beside it).
VIEW_PARAM = "view"

_TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="[^"]*"')


def mark_oob(html: str, element_id: str, swap: str = "true") -> str:
    """`html` with `hx-swap-oob` on its root element, which must be the element with `element_id`."""
    html = html.strip()
    end = html.find(">")
    if not html.startswith("<") or end < 0 or f' id="{element_id}"' not in html[:end]:
        raise ValueError(f"a live region must start with its element #{element_id}: {html[:80]!r}")
    return f'{html[:end]} hx-swap-oob="{swap}"{html[end:]}'


def _unmasked(html: str) -> str:
    """The region without its CSRF tokens, which are masked afresh on every render."""
    return _TOKEN.sub("", html)


def page_request(*, user, path: str, query: str = "", cookies: dict[str, str] | None = None,
                 host: str = "") -> HttpRequest:
    """A stand-in for the page's request, for rendering its regions for one connection."""
    request = HttpRequest()
    request.method = "GET"
    request.path = request.path_info = path
    request.GET = QueryDict(query)
    request.META["QUERY_STRING"] = query  # request.get_full_path(): forms pushed into the page come back to it
    request.COOKIES = dict(cookies or {})
    if host:
        request.META["HTTP_HOST"] = host
    secret = request.COOKIES.get(settings.CSRF_COOKIE_NAME, "")
    if len(secret) == CSRF_SECRET_LENGTH and all(c in CSRF_ALLOWED_CHARS for c in secret):
        # get_token() masks this secret for each form, as it does on the page itself.
        request.META["CSRF_COOKIE"] = secret
    request.user = user
    return request


# --- Pages of runs (the overview, the run list, the queues) -------------------------------------


@dataclass(frozen=True)
class LivePage:
    """A page whose regions change with any run: it listens to the `runs` group."""

    key: str
    url_name: str
    template: str
    regions: tuple[str, ...]
    context: Callable[[HttpRequest], dict]
    # Its regions read the same whoever looks (no role check, no form, no CSRF token in them): a
    # process renders them once per newest event for every socket (tests/test_live_shared_context.py).
    same_for_everyone: bool = False
    # Its context depends on who looks, not only on the query string (the waits page's "assigned to
    # me"): kept per person, never handed to another socket.
    per_person: bool = False


RUN_LIST_PAGE_SIZE = 25


def run_list_context(request: HttpRequest) -> dict:
    """The run list for the request's filters and page: what the list view renders and its socket pushes.
    Pages go by the run before them (?before=<id>, ?after=<id>), never by an offset or a total count."""
    filters = RunFilter(request.GET or None, queryset=run_pages.run_list_queryset())
    page = run_pages.keyset_page(filters.qs, size=RUN_LIST_PAGE_SIZE, before=_cursor(request.GET.get("before")),
                                 after=_cursor(request.GET.get("after")))
    run_pages.add_subtask_tallies(page.object_list)
    return {"filters": filters, "page": page}


def waits_context(request: HttpRequest) -> dict:
    """The waits page for the request's filters and person: what its view renders and its socket pushes."""
    filters = WaitFilterForm(request.GET or None)
    data = filters.applied()
    mine = None
    if data.get("mine"):
        mine = request.user
        mine.group_names = set(person_roles.role_names(request.user))
    items = waits_inbox(kind=data.get("kind", ""), min_cents=filters.cents("min_amount"), max_cents=filters.cents("max_amount"), mine=mine,
                        overdue_at=timezone.now() if data.get("overdue") else None)
    can_reassign = allowed(request.user, "reassign_waits")
    return {"items": items, "filters": filters, "people": assignable_people() if can_reassign else [], "can_reassign": can_reassign}


def _cursor(value: str | None) -> int | None:
    """A run id from the query string, or None for anything that is not one."""
    try:
        number = int(value or "")
    except ValueError:
        return None
    return number if 1 <= number <= ID_MAX else None


PAGES: dict[str, LivePage] = {
    page.key: page
    for page in [
        LivePage("overview", "overview", "supervisor/overview.html", ("queue-counts", "live-runs", "drift-alerts", "recent-runs"),
                 lambda request: overview(), same_for_everyone=True),
        LivePage("runs", "run_list", "supervisor/runs/list.html", ("runs-table",), run_list_context),
        LivePage("plans", "plan_queue", "supervisor/plans/queue.html", ("plans-queue",),
                 lambda request: {"items": queues.plan_queue()}),
        LivePage("approvals", "approval_queue", "supervisor/approvals/queue.html", ("approvals-queue",),
                 lambda request: {"items": queues.approval_queue()}),
        LivePage("escalations", "escalation_queue", "supervisor/escalations/queue.html", ("escalations-queue",),
                 lambda request: {"escalations": queues.escalation_queue()}),
        LivePage("waits", "waits", "supervisor/waits/inbox.html", ("waits-list",), waits_context, per_person=True),
    ]
}


def live_url(page: str, query: QueryDict | None = None) -> str:
    """The socket a page of runs connects to: /ws/live/?view=<page>[&its own query]."""
    q = query.copy() if query is not None else QueryDict(mutable=True)
    q[VIEW_PARAM] = page
    return f"/ws/live/?{q.urlencode()}"


def latest_event_id() -> int:
    """The newest event in the record: every change a page of runs shows appends one."""
    return RunEvent.objects.aggregate(n=Max("id"))["n"] or 0


@dataclass(frozen=True)
class _Kept:
    version: int  # the newest event when it was read
    read_at: float  # time.monotonic() before `version` was taken: it shows everything committed by then
    value: object


_CONTEXTS: dict[tuple[str, str], _Kept] = {}  # a page's context, by page and query string
_RENDERED: dict[tuple[str, str], _Kept] = {}  # a same-for-everyone page's regions, by page and query string
_CONTEXTS_LOCK = threading.Lock()
_CONTEXTS_KEPT = 64


def _keep(cache: dict, key: tuple[str, str], kept: _Kept) -> _Kept:
    with _CONTEXTS_LOCK:
        if len(cache) >= _CONTEXTS_KEPT:
            cache.clear()
        cache[key] = kept
    return kept


def _context(page: LivePage, request: HttpRequest, version: int, read_at: float) -> dict:
    key = (page.key, request.GET.urlencode()) + ((request.user.pk,) if page.per_person else ())
    with _CONTEXTS_LOCK:
        kept = _CONTEXTS.get(key)
    if kept is not None and kept.version == version:
        return kept.value
    return _keep(_CONTEXTS, key, _Kept(version, read_at, page.context(request))).value


def shared_context(page: LivePage, request: HttpRequest, version: int) -> dict:
    """The page's context for this query string, read once per process for each newest event: every
    socket open on the same page (fifty people on the overview) is told of the same event at once,
    and these contexts depend on the query string only, not on who looks (the templates check roles
    as they render). Read after `version` was taken, so a kept context is never older than it."""
    return _context(page, request, version, time.monotonic())


def forget_shared_contexts() -> None:
    with _CONTEXTS_LOCK:
        _CONTEXTS.clear()
        _RENDERED.clear()


def page_regions(page: LivePage, request: HttpRequest, *, fresh_after: float | None = None) -> tuple[int, float, dict[str, str]]:
    """(the newest event it shows, when it was read (time.monotonic()), the page's regions rendered
    for this request).

    A page that reads the same for everyone is rendered once per process and its sockets share the
    rendering: while the newest event is still the one it shows, or, for a socket that needs only
    what was committed before `fresh_after` (when it was told of the oldest event it has not shown),
    if it was read after that. Sockets told of the same events (fifty people on the overview) thus
    share readings while workers keep adding events; whatever a reading is too old to show stays
    owed to the socket (see supervisor.consumers), which is pushed again."""
    key = (page.key, request.GET.urlencode())

    def render(version: int, read_at: float) -> dict[str, str]:
        context = _context(page, request, version, read_at)
        return {name: render_to_string(f"{page.template}#{name}", context, request=request) for name in page.regions}

    kept = None
    if page.same_for_everyone:
        with _CONTEXTS_LOCK:
            kept = _RENDERED.get(key)
        if kept is not None and fresh_after is not None and kept.read_at >= fresh_after:
            return kept.version, kept.read_at, kept.value
    read_at = time.monotonic()
    version = latest_event_id()  # before reading: what commits later is pushed again
    if not page.same_for_everyone:
        return version, read_at, render(version, read_at)
    if kept is None or kept.version != version:
        kept = _Kept(version, read_at, render(version, read_at))
    else:  # nothing new since: as fresh as a reading made now
        kept = _Kept(version, read_at, kept.value)
    _keep(_RENDERED, key, kept)
    return kept.version, kept.read_at, kept.value


@dataclass
class PageState:
    """One socket's copy of a page of runs: what it sent last, region by region."""

    page: LivePage
    sent: dict[str, str] = field(default_factory=dict)
    version: int | None = None
    read_at: float | None = None  # when what it sent last was read (time.monotonic())

    def push(self, request: HttpRequest, *, full: bool = False, fresh_after: float | None = None) -> list[str]:
        """The regions that differ from what this socket sent (all of them when `full`), as read now,
        or as read after `fresh_after` (time.monotonic()) if such a reading is kept."""
        self.version, self.read_at, regions = page_regions(self.page, request, fresh_after=fresh_after)
        out = []
        for name, html in regions.items():
            if full or self.sent.get(name) != _unmasked(html):
                self.sent[name] = _unmasked(html)
                out.append(mark_oob(html, name))
        return out

    def current_version(self) -> int:
        return latest_event_id()


# --- The run page -----------------------------------------------------------------------------

RUN_TEMPLATE = "supervisor/runs/detail.html"
RUN_REGIONS = ("run-header", "run-phases", "run-subtasks", "run-replans", "run-model-calls", "run-actions", "run-replay", "run-approvals",
               "run-escalations", "run-drift", "run-learn")
TIMELINE = "run-timeline"

# What each region reads besides the run and its events (the parts of run_pages.run_detail).
REGION_PARTS: dict[str, tuple[str, ...]] = {
    "run-header": ("approvals",),  # who asked for the plan that waits
    "run-phases": (),
    "run-subtasks": ("subtasks",),
    "run-replans": ("replans",),
    "run-model-calls": (),
    "run-actions": (),
    "run-replay": (),
    "run-approvals": ("approvals",),
    "run-escalations": ("escalations",),
    "run-drift": ("drift_alerts",),
    "run-learn": (),  # the run and the intents a saved case may carry
    TIMELINE: ("replans",),  # a replan's entry shows its diff
}

# The regions an event of each kind may change, besides the timeline. What a commit changes on the
# run row itself is seen by comparing the columns each region shows (`_row_keys`). A kind not listed
# re-renders every region: a new kind is drawn right before it is drawn fast.
EVENT_REGIONS: dict[str, tuple[str, ...]] = {
    "walk_started": (),
    "turn_end": (),
    "model_response": ("run-model-calls",),
    "model_error": (),
    "intervention": ("run-actions",),  # what is pinned for the agent
    "intervention_applied": (),
    "effect_requested": (),
    "transition": ("run-phases",),
    # Money moved (the header), a step done (the plan), another customer's order refused (the actions).
    "tool_result": ("run-header", "run-subtasks", "run-actions"),
    "guard_check": ("run-subtasks",),
    "drift_alert": ("run-drift",),
    "drift_answered": ("run-drift",),
    "approval_requested": ("run-header", "run-approvals"),
    # A walk's other kinds: what they change on the row (the order pinned, the state the screener and
    # the decisions fold into, the status a close sets) is seen by `_row_keys`; the plan's rows by these.
    "ticket_screened": (),
    "order_pinned": (),
    "plan_rejected": (),
    "run_closed": (),
    "plan_admitted": ("run-subtasks",),
    "subtask_status": ("run-subtasks",),
    "decision_proposed": ("run-subtasks",),
    "verification": ("run-subtasks",),
    "replan": ("run-replans", "run-subtasks"),
    "plan_confirmed": ("run-header", "run-approvals", "run-subtasks"),
    "refund_approved": ("run-header", "run-approvals", "run-subtasks"),
}


# What the walk notes in the run's state as it goes, turn after turn, which no step check, wait or
# screening row reads: a turn that changed only these leaves the plan card as it was.
TURN_BOOKKEEPING = ("phase_started_turn", "applying_turn", "interventions_seen", "last_error", "plan_rejections", "guard_failures",
                    "drift_alert")


def _state_key(state: dict, *, leave_out: tuple[str, ...] = ()) -> str:
    return json.dumps({k: v for k, v in state.items() if k not in leave_out}, sort_keys=True, default=str)


def _row_keys(run: Run) -> dict[str, tuple]:
    """The run row's columns each region shows: a region whose key changed is drawn again."""
    return {
        "run-header": (run.status, run.phase, run.outcome, run.turn, run.order_ref, run.revision_count, run.guard_failures,
                       run.model_name, run.finished_at, run.failure_reason),
        "run-phases": (run.status, run.phase, run.outcome),
        # The step checks and the screener's reading are evaluated on the folded state.
        "run-subtasks": (run.status, run.order_ref, _state_key(run.state, leave_out=TURN_BOOKKEEPING)),
        "run-actions": (run.status, _state_key(run.state.get("order_link") or {})),
        "run-replay": (run.status, run.replay_status, run.replayed_at, _state_key(run.replay_detail or {})),
        "run-learn": (run.status, run.outcome),
    }


def run_page_context(run_id: int, *, regions=None, record=None, replans=None) -> dict:
    """What the run page shows, for its view and its socket (raises Run.DoesNotExist): everything,
    or what `regions` (names in RUN_REGIONS, or TIMELINE) read. `record`: the run and its events, if
    read; `replans`: its replans, if read since its last replan (run_pages.run_detail)."""
    parts = run_pages.PARTS if regions is None else {p for r in regions for p in REGION_PARTS[r]}
    context = run_pages.run_detail(run_id, parts=parts, record=record, replans=replans)
    context["intervene_form"] = InterveneForm()
    context["counterfactual_form"] = CounterfactualForm()
    context["foreign_orders"] = _foreign_orders(context["run"], context["events"])
    context["pinned"] = pinned_items(context["events"])  # what rides in the agent's requests, off the events already read
    context["model_calls"] = model_call_strip(context["events"])
    context["case_intents"] = CASE_INTENTS  # the run page's "Save as eval case" (runs.evals.from_run)
    return context


def _foreign_orders(run: Run, events) -> list[tuple[str, str]]:
    """Orders the agent asked for and was refused, not yet confirmed by a person, with why (read off
    the events already loaded: no query of its own): another customer's order, or one of the
    customer's several orders when the ticket names none."""
    refused: dict[str, str] = {}
    for e in events:
        p = e.payload
        error = p.get("error") or "" if e.kind == "tool_result" and p.get("name") == "get_order" else ""
        for marker, why in ((FOREIGN_ORDER, "which belongs to another customer"),
                            (UNNAMED_ORDER, "one of the customer's several orders, while the ticket names none")):
            if marker in error:
                refused[str((p.get("input") or {}).get("order_ref", "")).strip().upper()] = why
    linked = (run.state.get("order_link") or {}).get("order_ref")
    return sorted((ref, why) for ref, why in refused.items() if ref and ref != linked)


@dataclass
class RunPageState:
    """One socket's copy of a run page: the regions it sent, and the timeline up to `seq`."""

    run_id: int
    sent: dict[str, str] = field(default_factory=dict)
    seq: int | None = None  # the last event the timeline on the page shows
    turns: list[int] = field(default_factory=list)  # the turns on the page, in order
    # The run's last event when the last push read it: the events are read before the run row, so
    # whatever committed after this is pushed again, even if no announcement reaches us.
    version: int | None = None
    read_at: float | None = None  # when the last push began reading (time.monotonic())
    row: dict[str, tuple] = field(default_factory=dict)  # the run row's columns each region showed
    drawn: tuple[str, ...] = ()  # the regions the last push rendered (whether or not they had changed)
    events: list[RunEvent] = field(default_factory=list, repr=False)  # the run's events read so far (never change)
    _pending: tuple | None = field(default=None, repr=False)  # push_timeline's reading, for push_regions
    # The run's replans as last read: append-only and written with a `replan` event, so they are read
    # again only when one is among the new events (a push of an ordinary turn saves the query).
    replans: list | None = field(default=None, repr=False)

    def current_version(self) -> int:
        return RunEvent.objects.filter(run_id=self.run_id).aggregate(n=Max("seq"))["n"] or 0

    def push(self, request: HttpRequest, *, full: bool = False, fresh_after: float | None = None) -> list[str]:
        """The regions that differ from what this socket sent (all of them when `full`), having drawn
        only those the events since the last push (and the run row's changes) may have touched.

        `fresh_after` is for pages of runs, which share readings; a run page reads its own.

        Raises Run.DoesNotExist if the run is gone."""
        timeline = self.push_timeline(request, full=full)
        return self.push_regions(request) + timeline

    def push_timeline(self, request: HttpRequest, *, full: bool = False) -> list[str]:
        """A push in two parts, the first: read the events the run added since the last push and draw
        them in the timeline (what a person watching waits for). push_regions then reads the run row
        and draws the regions those events (and the row's changes) touched: the socket sends the
        events while the plan card and its queries, the costly part, are still being drawn."""
        self.read_at = time.monotonic()
        whole = full or self.seq is None
        # The events before the run row (push_regions): the row is then at least as new as the newest
        # event shown, and whatever committed after this is pushed again, announced or not.
        events = run_pages.events_after(self.run_id, () if whole else self.events)
        self.events = events
        self.version = events[-1].seq if events else 0
        if whole:
            regions = set(RUN_REGIONS)
            replans = None
        else:
            kinds = {e.kind for e in events if e.seq > self.seq}
            regions = {name for kind in kinds for name in EVENT_REGIONS.get(kind, RUN_REGIONS)}
            replans = None if "replan" in kinds else self.replans
        out: list[str] = []
        timeline = whole or self.version != self.seq
        if timeline:
            context = run_pages.run_events(self.run_id, events, replans)
            replans = context["replan_rows"]
            out = self._timeline(context, request, full=full)
        self.replans = replans
        self._pending = (events, regions, replans, full, timeline)
        return out

    @property
    def pending(self) -> bool:
        """Whether push_timeline has read what push_regions is still to draw."""
        return self._pending is not None

    def push_regions(self, request: HttpRequest) -> list[str]:
        """The second part of a push (after push_timeline): the regions its events, and the changes
        of the run row read now, may have changed. Raises Run.DoesNotExist if the run is gone."""
        events, regions, replans, full, timeline = self._pending
        self._pending = None
        run = run_pages.run_row(self.run_id)
        row = _row_keys(run)
        regions |= {name for name, key in row.items() if self.row.get(name) != key}
        self.row = row
        drawn = [name for name in RUN_REGIONS if name in regions]
        out = []
        if drawn:
            context = run_page_context(self.run_id, regions=regions, record=(run, events), replans=replans)
            self.replans = context.get("replan_rows", replans)
            for name in drawn:
                html = render_to_string(f"{RUN_TEMPLATE}#{name}", context, request=request)
                if full or self.sent.get(name) != _unmasked(html):
                    self.sent[name] = _unmasked(html)
                    out.append(mark_oob(html, name))
        self.drawn = (*drawn, TIMELINE) if timeline else tuple(drawn)
        return out

    def _timeline(self, context: dict, request: HttpRequest, *, full: bool) -> list[str]:
        turns, last = context["turns"], context["last_seq"]
        if not full and self.seq is not None and last == self.seq:
            return []
        changed = [t for t in turns if self.seq is not None and any(e["seq"] > self.seq for e in t.entries)]
        on_page = set(self.turns)
        new = [t for t in changed if t.number not in on_page]
        whole = full or self.seq is None or not self.turns or (new and new[0].number < self.turns[-1])
        seen, self.seq = self.seq, last
        self.turns = [t.number for t in turns]
        if whole:
            html = render_to_string(f"{RUN_TEMPLATE}#run-timeline", context, request=request)
            return [mark_oob(html, "run-timeline")]
        out = [mark_oob(render_to_string(f"{RUN_TEMPLATE}#timeline-count", context, request=request), "timeline-count")]
        for turn in changed:
            if turn.number in on_page:
                # Its head (phases, tool calls) again and only its new events after those shown: a
                # turn's earlier entries never change, and a long turn would cost a redraw per event.
                head = render_to_string(f"{RUN_TEMPLATE}#timeline-turn-head", {**context, "turn": turn}, request=request)
                out.append(mark_oob(head, f"{turn.anchor}-head"))
                entries = [e for e in turn.entries if e["seq"] > seen]
                html = render_to_string(f"{RUN_TEMPLATE}#timeline-events", {**context, "entries": entries}, request=request).strip()
                out.append(f'<ol hx-swap-oob="beforeend:#{turn.anchor}-events">{html}</ol>')
        if new:
            appended = "".join(render_to_string(f"{RUN_TEMPLATE}#timeline-turn", {**context, "turn": t}, request=request).strip()
                               for t in new)
            out.append(f'<ol hx-swap-oob="beforeend:#timeline-turns">{appended}</ol>')
        return out


def run_page_path(run_id: int) -> str:
    return reverse("run_detail", args=[run_id])


def run_exists(run_id: int) -> bool:
    return Run.objects.filter(pk=run_id).exists()
