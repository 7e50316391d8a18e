"""The dashboard's sockets: live regions pushed as htmx out-of-band swaps (section 7 of the design).

- `ws/runs/<id>/`: the run page, in the group `run-<id>`.
- `ws/live/?view=overview|runs|plans|approvals|escalations|waits[&the page's filters]`: a page of
  runs, in the group `runs`.

The worker announces only `{run_id, seq}` after a commit (runs.live); the consumer re-reads the
database and renders the page's regions for this connection's user (supervisor.partials). On
connect it joins its group first and then sends a full snapshot, so nothing committed between the
two is lost; a reconnect catches up the same way. The channel layer is at-most-once, so a
dropped message is also caught up by a slow check of the newest event (LIVE_RESYNC_SECONDS).
Bursts are coalesced: the first message of a burst is rendered at once, and whatever arrives
within LIVE_COALESCE_SECONDS of that render is rendered once more at the window's end.

A refused socket is accepted and then closed with an application code, because the htmx ws
extension retries a handshake refused before accept forever: 4401 without a login (or once the
session has ended), 4403 without the role, 4404 for a page or run that does not exist, 4400 for a
query string a page would refuse (more fields than DATA_UPLOAD_MAX_NUMBER_FIELDS). Nothing a
person does goes through a socket: actions are ordinary POSTs.
"""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import ThreadPoolExecutor

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends import db as db_sessions
from django.core.exceptions import TooManyFieldsSent
from django.db import close_old_connections
from django.db.models import Exists
from django.http import QueryDict
from django.urls import reverse

from runs.live import RUNS_GROUP, run_group
from runs.models import Run
from supervisor import partials
from supervisor.rules import allowed

log = logging.getLogger(__name__)

BAD_REQUEST = 4400
UNAUTHENTICATED = 4401
FORBIDDEN = 4403
NOT_FOUND = 4404


class Refused(Exception):
    def __init__(self, code: int):
        self.code = code


# Pushes are rendered by LIVE_RENDER_THREADS threads per process, fifty sockets or not: a render is
# Python work, and Python runs one thread at a time, so more render threads only take turns with the
# pages people asked for. What waits meanwhile is coalesced into the socket's next push.
RENDERS = ThreadPoolExecutor(max_workers=settings.LIVE_RENDER_THREADS, thread_name_prefix="live-render")


def off_the_loop(fn, executor: ThreadPoolExecutor | None = None):
    """`fn` in a worker thread (of `executor`, else the loop's own pool), its database connection
    given back afterwards as a request's is. (channels does that too, but its test communicator
    turns it off for every thread, and a worker thread's connection would then stay out of the pool.)"""

    def run(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        finally:
            close_old_connections()

    return database_sync_to_async(run, thread_sensitive=False, executor=executor)


class LiveConsumer(AsyncWebsocketConsumer):
    """A page of runs (`ws/live/`): its regions, re-rendered whenever any run changes."""

    state: partials.PageState | partials.RunPageState
    group: str

    async def connect(self):
        self.flusher: asyncio.Task | None = None
        self.watcher: asyncio.Task | None = None
        self.dirty = False
        self.joined = False
        self.owed: list[float] = []  # when we were told of changes no push has shown yet (time.monotonic())
        self.coalesce = float(getattr(settings, "LIVE_COALESCE_SECONDS", 0.15))
        self.resync = float(getattr(settings, "LIVE_RESYNC_SECONDS", 10))
        self.interval = self._push_interval()
        self.pushed_at = -self.interval
        # Accepted at once, before anything is read (the person too: supervisor.asgi reads the user on
        # first use): daphne drops a handshake not accepted within its connect timeout (5 s), and a busy
        # server can take that long to look the person up. A refusal closes with its code.
        await self.accept()
        try:
            self.group, self.path, self.query, self.state = await off_the_loop(self._opened)()
        except Refused as refused:
            await self.close(code=refused.code)
            return
        # The group first, then the snapshot: an event committed in between is announced to us.
        try:
            await self.channel_layer.group_add(self.group, self.channel_name)
        except Exception:  # noqa: BLE001 - the channel layer (Redis) is away: 1011, and the browser retries
            log.warning("live: could not join %s (channel layer unavailable)", self.group, exc_info=True)
            await self.close(code=1011)
            return
        self.joined = True
        self.owed = [time.monotonic()]  # the snapshot shows everything committed before we joined
        await self._push(full=True)
        if self.resync > 0:
            self.watcher = asyncio.create_task(self._watch())

    async def disconnect(self, code):
        for task in (self.__dict__.get("flusher"), self.__dict__.get("watcher")):
            if task is not None:
                task.cancel()
        if self.__dict__.get("joined"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        """Sockets only push. A person acts through forms (POST, CSRF), never through the socket."""

    async def run_changed(self, message):
        """`{run_id, seq}` from runs.live: re-render once this burst is over."""
        self.owed.append(time.monotonic())  # committed before now: a reading made after now shows it
        self._schedule()

    # --- opening ------------------------------------------------------------------------------

    def _opened(self):
        self.user_id = self._authenticated_user_id()
        return self._open()

    def _authenticated_user_id(self) -> int:
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            raise Refused(UNAUTHENTICATED)
        return user.pk

    def _open(self):
        """(group, page path, page query, page state) for this socket, or Refused."""
        user = self._current_user()
        try:
            query = QueryDict(self.scope.get("query_string", b""), mutable=True)
        except TooManyFieldsSent:
            raise Refused(BAD_REQUEST) from None
        page = partials.PAGES.get(query.pop(partials.VIEW_PARAM, [""])[0])
        if page is None:
            raise Refused(NOT_FOUND)
        if not allowed(user, "view_dashboard"):
            raise Refused(FORBIDDEN)
        return RUNS_GROUP, reverse(page.url_name), query.urlencode(), partials.PageState(page)

    def _current_user(self):
        """This connection's user, read again (a person whose account was disabled loses the page),
        as long as their session lasts (one logged out, or expired, since the page loaded loses it too)."""
        session = self.scope.get("session")
        users = get_user_model().objects.filter(pk=self.user_id, is_active=True)
        key = session.session_key if session is not None else None
        if key and getattr(session.exists, "__func__", None) is db_sessions.SessionStore.exists:  # (the session is lazy)
            # Sessions in the database (the default): the row and the person in one query, as every push reads them.
            users = users.filter(Exists(session.model.objects.filter(session_key=key)))
        elif key and not settings.SESSION_ENGINE.endswith("signed_cookies") and not session.exists(key):
            raise Refused(UNAUTHENTICATED)
        user = users.first()
        if user is None:
            raise Refused(UNAUTHENTICATED)
        return user

    # --- pushing ------------------------------------------------------------------------------

    def _schedule(self) -> None:
        self.dirty = True
        if self.flusher is None or self.flusher.done():
            self.flusher = asyncio.create_task(self._flush())

    async def _flush(self) -> None:
        """The first message of a burst is rendered at once (or, when this socket's last push began
        less than LIVE_PUSH_INTERVAL_SECONDS ago, as soon as that interval ends); what arrives while that
        render runs or within LIVE_COALESCE_SECONDS of its start rides along in one render at the
        window's end. Under load the interval keeps one busy run from re-rendering every socket's
        page many times a second; a quiet page gets its first change at once."""
        loop = asyncio.get_running_loop()
        while self.dirty:
            early = self.pushed_at + self.interval - loop.time()
            if early > 0:
                await asyncio.sleep(early)
            self.dirty = False
            began = loop.time()
            await self._push(full=False)
            await asyncio.sleep(max(self.coalesce - (loop.time() - began), 0))

    async def _watch(self) -> None:
        """Catch up what a dropped message would have said: look at the newest event now and then."""
        while True:
            await asyncio.sleep(self.resync)
            try:
                current = await off_the_loop(self.state.current_version)()
            except Exception:  # noqa: BLE001 - the next look, or the next message, tries again
                log.warning("live: could not check for missed changes", exc_info=True)
                continue
            if current != self.state.version:
                self.owed.append(time.monotonic())
                self._schedule()

    async def _push(self, *, full: bool) -> None:
        # The interval runs from when a push began reading, not from when its drawing ended: a change
        # committed an interval after the last one is drawn at once, however long that one took.
        began = asyncio.get_running_loop().time()
        try:
            # A snapshot is what a page that just opened waits for: not behind other sockets' pushes.
            executor = None if full else RENDERS
            swaps = await off_the_loop(self._render, executor)(full)
            if self._more_to_draw():
                # Sent now, while the rest of the push is drawn from the same reading (RunConsumer).
                if swaps:
                    await self.send(text_data="\n".join(swaps))
                swaps = await off_the_loop(self._render_rest, executor)()
            self.pushed_at = began
        except Refused as refused:
            await self.close(code=refused.code)
            return
        except Exception:  # noqa: BLE001 - 1011: the browser reconnects and gets a fresh snapshot
            log.exception("live: rendering %s for user %s failed", self.path, self.user_id)
            await self.close(code=1011)
            return
        # What this push showed was read at state.read_at: announcements after that are still owed.
        self.owed = [t for t in self.owed if t > self.state.read_at]
        if self.owed:
            self._schedule()  # pushed again after the interval
        if swaps:
            await self.send(text_data="\n".join(swaps))

    def _render(self, full: bool) -> list[str]:
        user = self._current_user()
        if not self._may_view(user):
            raise Refused(FORBIDDEN)
        cookies = self.scope.get("cookies") or {}
        host = dict(self.scope.get("headers") or []).get(b"host", b"").decode("latin-1")
        request = partials.page_request(user=user, path=self.path, query=self.query, cookies=cookies, host=host)
        return self._draw(request, full)

    def _more_to_draw(self) -> bool:
        """Whether _render drew the first part of a push only (_render_rest draws the others)."""
        return False

    def _render_rest(self) -> list[str]:
        return []

    def _may_view(self, user) -> bool:
        return allowed(user, "view_dashboard")

    def _draw(self, request, full: bool) -> list[str]:
        return self.state.push(request, full=full, fresh_after=self.owed[0] if self.owed else None)

    @staticmethod
    def _push_interval() -> float:
        """A page of runs hears every run's changes: pushed at most once a LIVE_PUSH_INTERVAL_SECONDS."""
        return float(getattr(settings, "LIVE_PUSH_INTERVAL_SECONDS", 1))


class RunConsumer(LiveConsumer):
    """The run page (`ws/runs/<id>/`): its regions, re-rendered when this run changes."""

    def _open(self):
        user = self._current_user()
        run_id = int(self.scope["url_route"]["kwargs"]["run_id"])
        run = Run.objects.filter(pk=run_id).first()
        if run is None:
            raise Refused(NOT_FOUND)
        if not allowed(user, "view_dashboard", run):
            raise Refused(FORBIDDEN)
        self.run = run
        return run_group(run_id), partials.run_page_path(run_id), "", partials.RunPageState(run_id)

    def _may_view(self, user) -> bool:
        return allowed(user, "view_dashboard", self.run)

    def _draw(self, request, full: bool) -> list[str]:
        """A snapshot whole; a push in two parts: the new events first (the timeline, cheap, what a
        person watching waits for), then the regions they touched (the plan card's queries)."""
        if full:
            return self.state.push(request, full=True)
        self.request = request
        return self.state.push_timeline(request)

    def _more_to_draw(self) -> bool:
        return self.state.pending

    def _render_rest(self) -> list[str]:
        try:
            return self.state.push_regions(self.request)
        except Run.DoesNotExist:
            raise Refused(NOT_FOUND) from None

    @staticmethod
    def _push_interval() -> float:
        """A run's page hears only its run, and draws only the regions new events touch."""
        return float(getattr(settings, "LIVE_RUN_PUSH_INTERVAL_SECONDS", 0.25))

    def _render(self, full: bool) -> list[str]:
        try:
            return super()._render(full)
        except Run.DoesNotExist:
            raise Refused(NOT_FOUND) from None


class NoSuchPageConsumer(AsyncWebsocketConsumer):
    """Any socket path no route names: accepted and closed with 4404, like a page that does not exist
    (URLRouter would raise instead, an error in the log and a dropped handshake)."""

    async def connect(self):
        await self.accept()
        await self.close(code=NOT_FOUND)
