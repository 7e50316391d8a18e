"""The dashboard's sockets (supervisor.consumers): who may open them, the snapshot on connect, the
out-of-band swaps a committed event produces, and catch-up proven as zulip's verify_action does:
the pushes applied to the page as it was loaded equal the page fetched afresh.

Each test drives the ASGI application in this process with channels' WebsocketCommunicator; the
runs are walked in this process (one test walks them on a real worker process, on PostgreSQL and
Redis), and their commits announce `{run_id, seq}` on the channel layer as a worker's do.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import re
import types

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.humanize.templatetags import humanize
from django.test import Client
from django.urls import reverse
from django.utils import timesince

from runs import live
from runs.models import Run
from runs.people import actions
from supervisor import partials
from supervisor.asgi import application
from tests import html_tree
from tests.dashboard_world import agent_replanned, finished, pending, plan_waiting, refund_waiting, world  # noqa: F401
from tests.factories import UserFactory
from tests.polling import wait_until_async
from tests.runtime_world import walk_until_pause

pytestmark = pytest.mark.django_db(transaction=True)

QUIET = 0.6  # seconds without a push after which a page is taken to be up to date
PUSH_PARTS_GAP = 0.3  # seconds without a message after which a push's parts have all come


@pytest.fixture(autouse=True)
def quick_pushes(settings):
    settings.LIVE_COALESCE_SECONDS = 0.05
    settings.LIVE_PUSH_INTERVAL_SECONDS = 0  # pushes as soon as the burst is over, unless a test asks for a pace
    settings.LIVE_RUN_PUSH_INTERVAL_SECONDS = 0
    settings.LIVE_RESYNC_SECONDS = 0  # no look for missed changes unless a test asks for it


@pytest.fixture
def frozen_clock(monkeypatch):
    """"3 minutes ago" is rendered relative to one fixed instant, so a region rendered a second
    later reads the same (the comparison is about what changed, not about the wall clock)."""
    now = dt.datetime.now(dt.UTC) + dt.timedelta(days=2, hours=12)

    class _Meta(type):
        def __instancecheck__(cls, obj):
            return isinstance(obj, dt.datetime)

    class Frozen(dt.datetime, metaclass=_Meta):
        @classmethod
        def now(cls, tz=None):
            return now.astimezone(tz) if tz else now.replace(tzinfo=None)

    monkeypatch.setattr(humanize, "datetime", Frozen)
    monkeypatch.setattr(timesince, "datetime", types.SimpleNamespace(**{**vars(dt), "datetime": Frozen}))
    return now


class Page:
    """One person's page as their browser has it: fetched once, then changed only by what its
    socket pushes (applied as the htmx ws extension applies out-of-band swaps)."""

    def __init__(self, user, url: str, socket: str):
        self.client = Client()
        self.client.force_login(user)
        self.url, self.socket_path = url, socket
        response = self.client.get(url)
        assert response.status_code == 200
        self.tree = html_tree.parse(response.content.decode())
        self.messages: list[str] = []

    def fresh(self) -> str:
        """The page's content as a reload would show it now."""
        return html_tree.canonical(html_tree.parse(self.client.get(self.url).content.decode()).by_id("main"))

    def shown(self) -> str:
        return html_tree.canonical(self.tree.by_id("main"))

    def cookie_header(self) -> bytes:
        return "; ".join(f"{k}={m.value}" for k, m in self.client.cookies.items()).encode()

    def communicator(self, path: str | None = None, origin: bytes = b"http://testserver:8000") -> WebsocketCommunicator:
        headers = [(b"origin", origin), (b"host", b"testserver"), (b"cookie", self.cookie_header())]
        return WebsocketCommunicator(application, path or self.socket_path, headers=headers)

    @contextlib.asynccontextmanager
    async def connected(self):
        """Open the socket and apply its snapshot; closed on the way out."""
        communicator = self.communicator()
        connected, _ = await communicator.connect()
        assert connected
        self.socket = communicator
        try:
            snapshot = await communicator.receive_from(timeout=5)
            self.apply(snapshot)
            yield communicator
        finally:
            await communicator.disconnect()

    async def receive_push(self, timeout: float = 5) -> str:
        """One push, applied: a run page's comes in two messages, the new events and, drawn right
        after from the same reading, the regions they touched."""
        parts = [await self.socket.receive_from(timeout=timeout)]
        self.first_message_at = asyncio.get_running_loop().time()  # when the push's first message came
        while not await self.socket.receive_nothing(timeout=PUSH_PARTS_GAP):
            parts.append(await self.socket.receive_from())
        for part in parts:
            self.apply(part)
        return "\n".join(parts)

    def apply(self, message: str) -> list[str]:
        self.messages.append(message)
        return html_tree.apply_swaps(self.tree, message)

    async def catch_up(self, quiet: float = QUIET) -> list[list[str]]:
        """Apply whatever the socket pushes until it has been quiet for `quiet` seconds."""
        swapped = []
        # (receive_from's own timeout would cancel the application: wait with receive_nothing.)
        while not await self.socket.receive_nothing(timeout=quiet):
            swapped.append(self.apply(await self.socket.receive_from()))
        return swapped

    async def settle(self, timeout: float = 20.0) -> None:
        """Apply pushes until the page shows what a reload would (looked at each time the socket has
        been quiet for a moment), then a quiet moment more: a late push that spoils it still shows.
        A whole walk's last render can take seconds on a loaded machine; a fixed quiet would wait
        that long on a quiet one. Fails, naming the page, if the pushes never make it a reload."""

        async def shows_a_reload() -> bool:
            await self.catch_up()
            return await database_sync_to_async(self.fresh)() == self.shown()

        await wait_until_async(shows_a_reload, timeout=timeout,
                               message=lambda: f"{self.url}: after {len(self.messages)} pushes the page still differs from a reload")
        await self.catch_up()


def run_page(user, run) -> Page:
    return Page(user, reverse("run_detail", args=[run.pk]), f"/ws/runs/{run.pk}/")


def queue_page(user, name: str, view: str, query: str = "") -> Page:
    return Page(user, reverse(name) + (f"?{query}" if query else ""), f"/ws/live/?view={view}" + (f"&{query}" if query else ""))


def walk(run) -> Run:
    return walk_until_pause(run, limit=40)


def confirm_and_walk(run, by) -> Run:
    actions.plan_confirm(approval_id=pending(run, "plan").pk, user=by)
    return walk(run)


def sync(fn, *args, **kwargs):
    return database_sync_to_async(fn)(*args, **kwargs)


async def close_code(communicator: WebsocketCommunicator) -> int:
    """Connect; the server accepts (so the browser does not retry) and closes: its code."""
    connected, _ = await communicator.connect()
    assert connected, "a refused socket is accepted first, then closed with a code"
    message = await communicator.receive_output(timeout=5)
    assert message["type"] == "websocket.close", message
    return message["code"]


# --- Who may open a socket ----------------------------------------------------------------------


def test_it_refuses_an_anonymous_socket_with_4401(world):
    run = plan_waiting()

    async def scenario():
        for path in (f"/ws/runs/{run.pk}/", "/ws/live/?view=overview"):
            communicator = WebsocketCommunicator(application, path, headers=[(b"origin", b"http://testserver:8000")])
            assert await close_code(communicator) == 4401, path

    async_to_sync(scenario)()


def test_it_accepts_sockets_only_from_the_exact_origins_allowed(world, reviewer):
    """Scheme, host and port (channels' OriginValidator): a page on another port or scheme of an
    allowed host cannot open a socket and read pushed regions."""
    page = queue_page(reviewer, "overview", "overview")

    async def scenario():
        refused = [b"http://testserver:9999", b"https://testserver:8000", b"https://testserver", b"http://testserver",
                   b"http://evil.example.com:8000", b"null",
                   # ports that cannot be read: refused, not an error (daphne refuses them first; other servers may not)
                   b"http://testserver:abc", b"http://testserver:99999", b"http://testserver:-1", b"http://[::1"]
        for origin in refused:
            connected, code = await page.communicator(origin=origin).connect()
            assert not connected, origin
        async with page.connected():
            pass  # http://testserver:8000: the page's own origin

    async_to_sync(scenario)()


def test_a_socket_is_closed_with_1011_while_the_channel_layer_is_away(world, reviewer, monkeypatch):
    """Redis down: the socket is accepted and closed with 1011 (the browser retries), no traceback."""
    from channels.layers import get_channel_layer

    async def away(*args, **kwargs):
        raise ConnectionError("the channel layer is away")

    monkeypatch.setattr(type(get_channel_layer()), "group_add", away)
    page = queue_page(reviewer, "overview", "overview")
    assert async_to_sync(close_code)(page.communicator()) == 1011


def test_it_refuses_a_person_without_a_role_with_4403(world, role_groups):
    run = plan_waiting()
    nobody = UserFactory(username="newcomer")
    client = Client()
    client.force_login(nobody)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()

    async def scenario():
        for path in (f"/ws/runs/{run.pk}/", "/ws/live/?view=overview", "/ws/live/?view=plans"):
            headers = [(b"origin", b"http://testserver:8000"), (b"cookie", cookie)]
            assert await close_code(WebsocketCommunicator(application, path, headers=headers)) == 4403, path

    async_to_sync(scenario)()


def test_it_refuses_a_run_or_page_that_does_not_exist_with_4404(world, reviewer):
    page = queue_page(reviewer, "overview", "overview")

    async def scenario():
        assert await close_code(page.communicator("/ws/runs/999999/")) == 4404
        assert await close_code(page.communicator("/ws/live/?view=metrics")) == 4404
        assert await close_code(page.communicator("/ws/live/")) == 4404

    async_to_sync(scenario)()


def test_it_refuses_a_socket_with_more_query_fields_than_a_page_accepts_with_4400(world, reviewer, caplog):
    page = queue_page(reviewer, "run_list", "runs")
    path = "/ws/live/?view=runs" + "&status=x" * 2000

    async def scenario():
        assert await close_code(page.communicator(path)) == 4400

    async_to_sync(scenario)()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info], caplog.records


def test_it_refuses_a_socket_from_another_site(world, reviewer):
    page = queue_page(reviewer, "overview", "overview")

    async def scenario():
        communicator = page.communicator(origin=b"https://evil.example")
        connected, _ = await communicator.connect()
        assert not connected  # AllowedHostsOriginValidator: no session is read for a foreign page

    async_to_sync(scenario)()


def test_it_closes_the_socket_once_the_person_logs_out(world, reviewer):
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        async with page.connected() as socket:
            await sync(page.client.logout)
            await sync(live.announce, run.pk, 1)
            message = await socket.receive_output(timeout=5)
            assert message == {"type": "websocket.close", "code": 4401}

    async_to_sync(scenario)()


# --- Snapshot, pushes, catch-up -----------------------------------------------------------------


def test_it_sends_every_region_of_the_run_page_on_connect(world, reviewer, frozen_clock):
    run = plan_waiting()
    page = run_page(reviewer, run)
    before = page.shown()

    async def scenario():
        async with page.connected():
            pass

    async_to_sync(scenario)()
    ids = re.findall(r'<(?:section|li|span|ol)[^>]* id="([^"]+)"[^>]*hx-swap-oob="true"', page.messages[0])
    assert ids == ["run-header", "run-phases", "run-subtasks", "run-replans", "run-model-calls", "run-actions", "run-replay", "run-approvals",
                   "run-escalations", "run-drift", "run-learn", "run-timeline"]
    assert page.shown() == before == page.fresh()  # nothing changed: the snapshot is the page


def test_it_sends_every_region_of_the_overview_and_the_queues_on_connect(world, reviewer, frozen_clock):
    plan_waiting(), refund_waiting()
    for name, view, regions in [
        ("overview", "overview", ["queue-counts", "live-runs", "drift-alerts", "recent-runs"]),
        ("run_list", "runs", ["runs-table"]),
        ("plan_queue", "plans", ["plans-queue"]),
        ("approval_queue", "approvals", ["approvals-queue"]),
        ("escalation_queue", "escalations", ["escalations-queue"]),
        ("waits", "waits", ["waits-list"]),
    ]:
        page = queue_page(reviewer, name, view)

        async def scenario():
            async with page.connected():
                pass

        async_to_sync(scenario)()
        assert re.findall(r' id="([^"]+)"[^>]*hx-swap-oob="true"', page.messages[0]) == regions, view
        assert page.shown() == page.fresh(), view


def test_a_committed_event_pushes_the_regions_it_changed_as_out_of_band_swaps(world, reviewer, admin_user, frozen_clock):
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        async with page.connected():
            await sync(actions.plan_confirm, approval_id=(await sync(pending, run, "plan")).pk, user=admin_user)
            return await page.catch_up()

    swapped = async_to_sync(scenario)()
    assert len(swapped) == 2, "one action, one push: its events first, then the regions they touched"
    events, regions = swapped
    # The state and the approval changed, a turn gained an event, and the subtasks no longer wait on a
    # reviewer (the plan card says on whom each subtask waits); the replans did not change.
    assert {"run-header", "run-approvals", "run-subtasks"} <= set(regions)
    assert "run-replans" not in regions
    # The turn the confirmation joined: its head again and the new event appended, not the whole turn;
    # in the first message, before the regions (whose queries cost more) are drawn.
    assert "timeline-count" in events and not set(events) & set(partials.RUN_REGIONS)
    turn = next(re.fullmatch(r"(turn-\d+)-head", i).group(1) for i in events if re.fullmatch(r"turn-\d+-head", i))
    assert f"{turn}-events" in events and turn not in events
    assert "Plan confirmed" in page.messages[-2] and 'hx-swap-oob="true"' in page.messages[-1]
    assert page.shown() == page.fresh()


def test_pushes_applied_to_the_page_as_loaded_equal_a_fresh_fetch(world, reviewer, admin_user, frozen_clock):
    """verify_action: the page loaded while the plan waited, then every push of a whole walk to
    the end (new turns appended, changed ones replaced, regions swapped) equals the page now."""
    run = plan_waiting()
    pages = [run_page(reviewer, run), queue_page(reviewer, "overview", "overview"), queue_page(reviewer, "plan_queue", "plans"),
             queue_page(reviewer, "run_list", "runs")]
    before = [p.shown() for p in pages]

    async def scenario():
        async with contextlib.AsyncExitStack() as stack:
            for p in pages:
                await stack.enter_async_context(p.connected())
            done = await sync(confirm_and_walk, run, admin_user)
            assert done.status == Run.Status.DONE
            for p in pages:
                await p.settle()

    async_to_sync(scenario)()
    for p, old in zip(pages, before):
        assert p.shown() != old, p.url
        assert p.shown() == p.fresh(), p.url
    assert any('hx-swap-oob="beforeend:#timeline-turns"' in m for m in pages[0].messages), "new turns were appended"


def test_after_every_commit_of_a_walk_the_regions_drawn_leave_the_run_page_as_a_fresh_fetch(world, reviewer, admin_user, frozen_clock,
                                                                                            monkeypatch):
    """verify_action at every commit, not only at the end: each announcement of a walk is pushed at
    once (as a lone message is) and the page, with only the regions its events touch drawn again and
    the timeline's new events appended, equals the page fetched afresh. No commit of the walk falls
    back to drawing every region (an event kind whose regions nobody named)."""
    from supervisor import partials

    run = plan_waiting()
    page = run_page(reviewer, run)
    state = partials.RunPageState(run.pk)
    request = partials.page_request(user=reviewer, path=page.url)
    page.apply("\n".join(state.push(request, full=True)))
    drawn, mismatched = [], []

    def announce(run_id: int, seq: int) -> None:
        page.apply("\n".join(state.push(request)))
        drawn.append(state.drawn)
        if page.shown() != page.fresh():
            mismatched.append((seq, state.drawn))

    monkeypatch.setattr(live, "announce", announce)
    assert confirm_and_walk(run, admin_user).status == Run.Status.DONE
    assert len(drawn) > 5, drawn
    assert not mismatched, f"pushed page differs from a fresh fetch after these commits (seq, regions drawn): {mismatched}"
    every = set(partials.RUN_REGIONS) | {partials.TIMELINE}
    assert all(set(d) != every for d in drawn), drawn
    assert any('hx-swap-oob="beforeend:#turn-' in m for m in page.messages), "a turn on the page gained events without a redraw"


def test_a_run_page_reads_the_runs_replans_again_only_for_the_push_that_brings_a_replan(world, reviewer, monkeypatch, frozen_clock):
    """Replans are append-only and written with their `replan` event: a socket keeps those it read,
    and the page still equals a fresh fetch once the agent has replanned."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from runs.models import RunEvent
    from supervisor import partials

    opened = {}  # run id: (page, its socket's state, the request it renders for)
    pushes = []  # (a replan among the new events, the push read the replans)

    def announce(run_id: int, seq: int) -> None:
        if run_id not in opened:
            page = run_page(reviewer, Run.objects.get(pk=run_id))
            opened[run_id] = page, partials.RunPageState(run_id), partials.page_request(user=reviewer, path=page.url)
            page.apply("\n".join(opened[run_id][1].push(opened[run_id][2], full=True)))
            return
        page, state, request = opened[run_id]
        replanned = RunEvent.objects.filter(run_id=run_id, seq__gt=state.seq, kind="replan").exists()
        with CaptureQueriesContext(connection) as pushed:
            page.apply("\n".join(state.push(request)))
        pushes.append((replanned, any("runs_replanevent" in q["sql"] for q in pushed.captured_queries)))

    monkeypatch.setattr(live, "announce", announce)
    run = agent_replanned()
    page = opened[run.pk][0]
    assert page.shown() == page.fresh()
    assert (True, True) in pushes, pushes
    assert all(read == replanned for replanned, read in pushes), pushes
    assert len(pushes) > 2, pushes


def test_the_waits_page_gains_a_new_wait_and_loses_an_answered_one_without_a_reload(world, lead, frozen_clock):
    earlier = refund_waiting()
    page = queue_page(lead, "waits", "waits")
    assert earlier.ticket.ref in page.shown()

    async def scenario():
        async with page.connected():
            later = await sync(refund_waiting)
            await page.settle()
            with_both = page.shown()
            answered = await sync(pending, earlier, "refund")
            await sync(actions.refund_decide, approval_id=answered.pk, user=lead, approve=False, note="outside the policy")
            await page.settle()
            return later, with_both

    later, with_both = async_to_sync(scenario)()
    assert earlier.ticket.ref in with_both and later.ticket.ref in with_both, "the new wait arrived"
    assert later.ticket.ref in page.shown() and earlier.ticket.ref not in page.shown(), "the answered one went"
    assert all(re.search(r'<ol id="waits-list"[^>]*hx-swap-oob="true"', m) for m in page.messages)
    assert page.shown() == page.fresh()


def test_each_persons_assigned_to_me_list_is_pushed_with_their_own_waits(world, lead, other_lead, frozen_clock):
    """The same filter, two people: a wait given to one appears on that person's page only."""
    run = refund_waiting()
    given, passed_over = queue_page(other_lead, "waits", "waits", "mine=on"), queue_page(lead, "waits", "waits", "mine=on")

    async def scenario():
        async with given.connected(), passed_over.connected():
            wait = await sync(pending, run, "refund")
            await sync(actions.wait_reassign, kind="refund", wait_id=wait.pk, user=lead, to=other_lead)
            await given.settle()
            await passed_over.settle()

    async_to_sync(scenario)()
    assert run.ticket.ref in given.shown()
    assert run.ticket.ref not in passed_over.shown()
    assert given.shown() == given.fresh() and passed_over.shown() == passed_over.fresh()


def test_the_first_announcement_of_a_burst_is_pushed_at_once_and_the_rest_of_it_once_at_the_windows_end(world, reviewer, settings):
    window = settings.LIVE_COALESCE_SECONDS = 3.0
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        async with page.connected() as socket:
            loop = asyncio.get_running_loop()
            began = loop.time()
            await sync(actions.run_intervene, run_id=run.pk, user=reviewer, kind="instruction", text="Mind the gift wrap.")
            first = await page.receive_push(timeout=window)
            first_after = loop.time() - began
            for text in ("Quote the order date.", "Sign as the support team.", "Mention the tracking link."):
                await sync(actions.run_intervene, run_id=run.pk, user=reviewer, kind="instruction", text=text)
            rest = await page.receive_push(timeout=2 * window)
            rest_after = loop.time() - began
            assert await socket.receive_nothing(timeout=0.6), "the rest of the burst is one push"
            return first, first_after, rest, rest_after

    first, first_after, rest, rest_after = async_to_sync(scenario)()
    assert "Mind the gift wrap." in first and first_after < window / 2, f"the first push came after {first_after:.2f} s"
    assert all(text in rest for text in ("Quote the order date.", "Sign as the support team.", "Mention the tracking link."))
    assert rest_after >= window, f"the rest came after {rest_after:.2f} s, inside the window"


def test_an_instruction_draws_the_timeline_and_what_is_pinned_and_no_other_region(world, reviewer, frozen_clock, monkeypatch):
    """An instruction to the agent is one more entry in the timeline and in what is pinned: the plan,
    the approvals and the rest are not drawn again (and the page still equals a fresh fetch)."""
    from supervisor import partials

    drawn = []
    render = partials.render_to_string
    monkeypatch.setattr(partials, "render_to_string", lambda name, *a, **k: (drawn.append(name.partition("#")[2]), render(name, *a, **k))[1])
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        async with page.connected():
            drawn.clear()
            await sync(actions.run_intervene, run_id=run.pk, user=reviewer, kind="instruction", text="Keep it under five lines.")
            return await page.catch_up()

    swapped = async_to_sync(scenario)()
    # The instruction joins the timeline (its turn's head, and the one new event appended) and the
    # list of what is pinned for the agent (with its Withdraw button); nothing else is drawn again.
    assert set(drawn) == {"run-actions", "timeline-count", "timeline-turn-head", "timeline-events"}, drawn
    assert "run-subtasks" not in drawn and "run-header" not in drawn
    assert {"timeline-count"} <= set(swapped[0]) and "run-subtasks" not in swapped[0]
    assert page.shown() == page.fresh()


def test_pages_of_runs_and_a_runs_page_each_keep_their_own_push_interval(settings):
    """A page of runs hears every run (pushed at most once a second by default); a run's page hears
    one run and draws only what changed (a quarter of a second by default)."""
    from supervisor.consumers import LiveConsumer, RunConsumer

    settings.LIVE_PUSH_INTERVAL_SECONDS, settings.LIVE_RUN_PUSH_INTERVAL_SECONDS = 1.5, 0.3
    assert (LiveConsumer._push_interval(), RunConsumer._push_interval()) == (1.5, 0.3)


def test_a_socket_is_pushed_to_at_most_once_per_interval_and_still_shown_every_change(world, reviewer, settings, frozen_clock):
    settings.LIVE_RUN_PUSH_INTERVAL_SECONDS = 0.8
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        loop = asyncio.get_running_loop()
        async with page.connected():
            await sync(actions.run_intervene, run_id=run.pk, user=reviewer, kind="instruction", text="Be brief.")
            await sync(live.announce, run.pk, 1)
            await page.receive_push()
            first = page.first_message_at
            await sync(actions.run_intervene, run_id=run.pk, user=reviewer, kind="instruction", text="Mention the tracking number.")
            await sync(live.announce, run.pk, 2)
            await page.receive_push()
            # (The interval runs from when the first push began reading, a moment before its first message.)
            assert loop.time() - first >= 0.6, "the second change waited for the socket's interval"
            await page.settle()

    async_to_sync(scenario)()
    assert page.shown() == page.fresh() and "Mention the tracking number." in page.shown()


def test_regions_are_rendered_for_the_connections_user(world, reviewer, lead, frozen_clock):
    """Role checks decide which buttons a pushed region shows, as on the page."""
    pages = {who: queue_page(user, "plan_queue", "plans") for who, user in (("reviewer", reviewer), ("lead", lead))}

    async def scenario():
        async with pages["reviewer"].connected(), pages["lead"].connected():
            await sync(plan_waiting)
            for p in pages.values():
                await p.settle()

    async_to_sync(scenario)()
    assert "Confirm plan</button>" in pages["reviewer"].messages[-1]
    assert "Confirm plan</button>" not in pages["lead"].messages[-1]
    assert "Reviewers confirm, edit or reject plans." in pages["lead"].messages[-1]
    for p in pages.values():
        assert p.shown() == p.fresh()


def test_a_form_pushed_into_the_page_passes_the_csrf_check(world, reviewer, frozen_clock):
    page = queue_page(reviewer, "plan_queue", "plans")
    assert "Confirm plan" not in page.shown()  # nothing waits yet

    async def scenario():
        async with page.connected():
            run = await sync(plan_waiting)
            await page.settle()
            return run

    run = async_to_sync(scenario)()
    form = next(e for e in page.tree.elements() if e.tag == "form" and e.attrs.get("action", "").endswith("/confirm"))
    token = next(e.attrs["value"] for e in form.elements() if e.attrs.get("name") == "csrfmiddlewaretoken")
    strict = Client(enforce_csrf_checks=True)
    strict.cookies = page.client.cookies
    assert strict.post(form.attrs["action"], {"note": ""}).status_code == 403  # no token: refused
    response = strict.post(form.attrs["action"], {"note": "", "csrfmiddlewaretoken": token})
    assert response.status_code == 302
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED  # confirmed: the run goes on


def test_the_run_list_socket_pushes_the_table_for_the_pages_filters(world, reviewer, frozen_clock):
    waiting = plan_waiting()
    page = queue_page(reviewer, "run_list", "runs", "status=done")

    async def scenario():
        async with page.connected():
            done = await sync(finished)
            await page.settle()
            return done

    done = async_to_sync(scenario)()
    table = page.tree.by_id("runs-table")
    links = {e.attrs["href"] for e in table.elements() if e.tag == "a" and "href" in e.attrs}
    assert reverse("run_detail", args=[done.pk]) in links
    assert reverse("run_detail", args=[waiting.pk]) not in links
    assert page.shown() == page.fresh()


def test_new_run_list_filters_come_with_a_socket_for_them(world, reviewer, client_for):
    response = client_for(reviewer).get(reverse("run_list") + "?status=done", headers={"HX-Request": "true"})
    html = response.content.decode()
    assert html.strip().startswith('<section id="runs-table"')
    assert 'id="live"' in html and 'hx-swap-oob="true"' in html
    assert 'ws-connect="/ws/live/?status=done&amp;view=runs"' in html


# --- The channel layer is at-most-once ----------------------------------------------------------


def test_a_reconnect_catches_up_what_dropped_messages_never_said(world, reviewer, admin_user, monkeypatch, frozen_clock):
    run = plan_waiting()
    page = run_page(reviewer, run)
    overview = queue_page(reviewer, "overview", "overview")

    async def scenario():
        async with page.connected(), overview.connected():
            with monkeypatch.context() as lossy:
                lossy.setattr(live, "announce", lambda run_id, seq: None)  # every message lost
                await sync(confirm_and_walk, run, admin_user)
                assert await page.catch_up() == [] and await overview.catch_up() == []
        assert page.shown() != await sync(page.fresh)
        async with page.connected(), overview.connected():  # the browser reconnects: a snapshot
            pass

    async_to_sync(scenario)()
    assert page.shown() == page.fresh()
    assert overview.shown() == overview.fresh()


def test_a_dropped_last_message_is_caught_up_without_a_reconnect(world, reviewer, admin_user, monkeypatch, settings, frozen_clock):
    settings.LIVE_RESYNC_SECONDS = 0.2
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        async with page.connected():
            with monkeypatch.context() as lossy:
                lossy.setattr(live, "announce", lambda run_id, seq: None)
                await sync(confirm_and_walk, run, admin_user)
            await page.settle()  # the resync brings what the dropped message never said

    async_to_sync(scenario)()
    assert page.shown() == page.fresh()


# --- On real worker processes (PostgreSQL + Redis) ----------------------------------------------


@pytest.mark.services
def test_a_walk_on_a_worker_process_reaches_the_page_through_redis(world, reviewer, admin_user, celery_worker, frozen_clock):
    run = plan_waiting()
    page = run_page(reviewer, run)

    async def scenario():
        async with page.connected():
            await sync(actions.plan_confirm, approval_id=(await sync(pending, run, "plan")).pk, user=admin_user)

            async def followed_to_the_end() -> bool:  # the worker walks it; the page follows
                await page.catch_up(quiet=0.5)
                return await sync(Run.objects.values_list("status", flat=True).get, pk=run.pk) == Run.Status.DONE

            await wait_until_async(followed_to_the_end, timeout=60, message="the worker did not finish the run")
            await page.settle()

    async_to_sync(scenario)()
    assert "Resolved" in html_tree.canonical(page.tree.by_id("run-header"))
    assert page.shown() == page.fresh()
