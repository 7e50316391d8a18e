"""The run-row reads every step of a walk makes, with their SQL compiled once per database connection.

Why: a step reads its run row twice (unlocked, to see what to do; then locked, to do it), a few
times a turn. Through the ORM each such read builds a queryset and compiles its SQL again, about
0.6 ms of Python for a statement SQLite answers in 0.03 ms; in an eval that is a tenth of the CPU.
These reads always have one shape and one parameter (the run's id), so the statement can be built
once and run again with the new id.

Nothing here writes SQL by hand: the statement, its columns and their converters come from the
ORM's own compiler for the very queryset the ORM would run (the row lock, FOR UPDATE, only where
the ORM adds it: PostgreSQL), and each row becomes a model through `Model.from_db`, as the ORM does
it. tests/test_hot_reads.py proves the statements and the objects are the ORM's on the database the
suite runs on (SQLite, and PostgreSQL in CI).
"""

from __future__ import annotations

import weakref
from contextlib import contextmanager
from contextvars import ContextVar

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.transaction import TransactionManagementError
from django.db.models.query import DEFAULT_FETCH_MODE, MAX_GET_RESULTS, QuerySet

from django.db.models import Model, Q, prefetch_related_objects
from django.db.models.base import ModelState
from django.db.models.lookups import StartsWith
from django.db.models.query_utils import DeferredAttribute
from django.db.models.signals import post_init, pre_init

from .models import Approval, Escalation, ReplanEvent, Run, RunEvent, Step, Subtask
from .pinned import PINNED_KINDS

# The values a statement is compiled with, one per argument of the read: each is found in the
# compiled parameters, then swapped for the read's own value. Within every integer column's range:
# the ORM drops a comparison with a value out of its column's range (turn > -1 holds for any turn),
# so a read's arguments are ids and turns, never negative or past 2**31.
_ARGS = (1_999_770_013, 1_999_770_029, 1_999_770_031)
# The same for a read whose one argument is a text (an order's ref): a value no ref can be.
_TEXT_ARGS = ("\x1fhot-read-text\x1f",)


class _Model:
    """Where one model's columns lie in a row, and how it is attached to the object it was read with."""

    def __init__(self, info: dict, select: list):
        fields = info["select_fields"]
        self.model, self.start, self.end = info["model"], fields[0], fields[-1] + 1
        self.names = [column[0].target.attname for column in select[self.start:self.end]]
        self.local_setter, self.remote_setter = info.get("local_setter"), info.get("remote_setter")
        self.pk_at = self.start + self.names.index(self.model._meta.pk.attname)
        if any(related.get("from_parent") for related in info.get("related_klass_infos", [])):
            raise ValueError("a hot read reads one model's columns, and those of models joined to it")
        self.related = [_Model(related, select) for related in info.get("related_klass_infos", [])]
        self.plain = _plainly_made(self.model)

    def build(self, alias: str, row: list):
        if self.plain and (not (pre_init.receivers or post_init.receivers) or not creation_heard(self.model)):
            # What from_db's Model.__init__ leaves, made directly: a fresh ModelState, each column read
            # in the instance's __dict__ (a column left unread stays deferred), no per-field setattr.
            obj = self.model.__new__(self.model)
            state = obj._state = ModelState()
            state.adding, state.db, state.fetch_mode = False, alias, DEFAULT_FETCH_MODE
            obj.__dict__.update(zip(self.names, row[self.start:self.end]))
            return obj
        return self.model.from_db(alias, self.names, row[self.start:self.end], fetch_mode=DEFAULT_FETCH_MODE)

    def attach(self, alias: str, row: list, obj) -> None:
        """The models joined to `obj` (and to them, in turn), attached as the ORM's select_related does it (RelatedPopulator)."""
        for related in self.related:
            other = None if row[related.pk_at] is None else related.build(alias, row)
            if other is not None:
                related.attach(alias, row, other)
            related.local_setter(obj, other)
            if other is not None:
                related.remote_setter(other, obj)


def creation_heard(model) -> bool:
    """Whether a receiver of object creation (pre_init, post_init) listens to `model`'s. Callers building a row per
    object look first at whether either signal has any receiver at all (`pre_init.receivers or post_init.receivers`,
    two attribute reads, where asking the signals costs a handful of calls a row): none, and none listens to any model."""
    return pre_init.has_listeners(model) or post_init.has_listeners(model)


def _plainly_made(model) -> bool:
    """Whether from_db makes `model`'s objects only by Model.__init__ setting each column as an
    attribute, and each of those sets merely puts the value in the new object's __dict__: the model
    has its own neither __init__ nor from_db (Run checks its state in from_db), and each column's
    class attribute is Django's deferred-loading descriptor (a foreign key's drops a cached related
    object first, and a new object has none). Signal receivers of object creation are asked per build."""
    if model.__init__ is not Model.__init__ or model.from_db.__func__ is not Model.from_db.__func__ or model._meta.abstract:
        return False
    for field in model._meta.concrete_fields:
        descriptor = model.__dict__.get(field.attname)
        if descriptor is None:
            descriptor = next((klass.__dict__[field.attname] for klass in model.__mro__ if field.attname in klass.__dict__), None)
        if not isinstance(descriptor, DeferredAttribute) or getattr(type(descriptor), "__set__", None) is not _PLAIN_SET.get(type(descriptor), False):
            return False
    return True


# The deferred-loading descriptors whose set, on a new object, is a plain __dict__ write: Django's own, unchanged.
_PLAIN_SET: dict = {DeferredAttribute: None}
try:
    from django.db.models.fields.related_descriptors import ForeignKeyDeferredAttribute

    _PLAIN_SET[ForeignKeyDeferredAttribute] = ForeignKeyDeferredAttribute.__set__
except ImportError:  # pragma: no cover
    pass


class _Compiled:
    """One statement, ready to run on one connection."""

    def __init__(self, queryset: QuerySet, args: tuple, connection, alias: str):
        compiler = queryset.query.get_compiler(using=alias)
        self.sql, params = compiler.as_sql()
        self.params = list(params)
        if any(self.params.count(value) != 1 for value in args) or any(value in self.params for value in (*_ARGS, *_TEXT_ARGS) if value not in args):
            raise ValueError(f"each argument of a hot read is one parameter of its statement, not {params!r}")
        self.at = [self.params.index(value) for value in args]
        info = compiler.klass_info
        if compiler.annotation_col_map:
            raise ValueError("a hot read reads one model's columns, and those of models joined to it")
        self.main = _Model(info, compiler.select)
        if self.main.start != 0:
            raise ValueError("a hot read reads one model's columns, and those of models joined to it")
        self.converters = list(compiler.get_converters([column[0] for column in compiler.select[:compiler.col_count]]).items())
        self.locks = bool(queryset.query.select_for_update and connection.features.has_select_for_update)
        self.connection, self.alias = connection, alias

    def params_of(self, args: tuple) -> list:
        if self.locks and self.connection.get_autocommit():
            raise TransactionManagementError("select_for_update cannot be used outside of a transaction.")
        params = list(self.params)
        for at, value in zip(self.at, args, strict=True):
            params[at] = value
        return params

    def objects(self, params: list) -> list:
        return self.built(self.rows(params))

    def rows(self, params: list) -> list:
        """The statement's rows as the database returns them (built() makes them models)."""
        with self.connection.cursor() as cursor:
            cursor.execute(self.sql, params)
            return cursor.fetchall()

    def built(self, rows: list) -> list:
        """The statement's rows as models, as the ORM makes them."""
        connection = self.connection
        found = []
        for row in rows:
            row = list(row)
            for at, (convert, expression) in self.converters:
                value = row[at]
                for converter in convert:
                    value = converter(value, expression, connection)
                row[at] = value
            obj = self.main.build(self.alias, row)
            self.main.attach(self.alias, row, obj)
            found.append(obj)
        return found


def _int_args(arity: int) -> tuple[int, ...]:
    """`arity` stand-in ints for a statement's compilation: _ARGS, then more of the same kind (ids
    no table of this installation reaches, within every integer column's range)."""
    return (*_ARGS, *(1_999_771_003 + 10 * i for i in range(arity - len(_ARGS))))[:arity]


class HotRead:
    """A read of `model` rows, its queryset made by `build(*args)` (ints; with `text`, one string) and compiled once per connection."""

    def __init__(self, build, arity: int = 1, *, text: bool = False, starts: bool = False):
        if text and arity != 1:
            raise ValueError("a hot read by text has one argument")
        if starts and not text:
            raise ValueError("a hot read by the start of a text has a text argument")
        self.build, self.arity, self.starts = build, arity, starts
        self.sentinels = _TEXT_ARGS if text else _int_args(arity)
        self._compiled: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def compiled(self, alias: str = DEFAULT_DB_ALIAS) -> _Compiled:
        """The statement compiled on `alias`'s connection (once)."""
        connection = connections[alias]
        compiled = self._compiled.get(connection)
        if compiled is None:
            compiled = self._compiled[connection] = _Compiled(self.build(*self.sentinels), self._params(self.sentinels, connection),
                                                              connection, alias)
        return compiled

    def prepared(self, args: tuple, alias: str = DEFAULT_DB_ALIAS) -> tuple[_Compiled, list]:
        """The statement compiled on `alias`'s connection, and its parameters for `args`."""
        compiled = self.compiled(alias)
        return compiled, compiled.params_of(self._params(args, compiled.connection))

    def __call__(self, *args: int | str, alias: str = DEFAULT_DB_ALIAS) -> list:
        found = _served(((self, args),), alias)
        if found is not None:
            return found[0]
        compiled, params = self.prepared(args, alias)
        return compiled.objects(params)

    def _params(self, args: tuple, connection) -> tuple:
        """The arguments as the statement's parameters: with `starts`, the text as a `field__startswith` lookup hands it to
        the database (PatternLookup.process_rhs: LIKE's wildcards escaped, then the pattern's "%" after it)."""
        if not self.starts:
            return args
        out = []
        for value in args:
            param = connection.ops.prep_for_like_query(value)
            out.append(StartsWith.param_pattern % param if connection.features.pattern_lookup_needs_param_pattern else param)
        return tuple(out)


class HotReadIn:
    """A read whose one argument is a list of distinct ids (`field__in=ids`, as a prefetch reads the
    rows of several objects), its queryset made by `build(ids)`, compiled once per connection and per
    number of ids. No ids: no statement and no rows, as the ORM runs none for an empty IN list."""

    def __init__(self, build):
        self.build = build
        self._by_count: dict[int, HotRead] = {}

    def __call__(self, ids: list[int], alias: str = DEFAULT_DB_ALIAS) -> list:
        if not ids:
            return []
        if len(set(ids)) != len(ids):
            raise ValueError("the ids of a hot read by list are distinct (the ORM would drop a repeated one)")
        read = self._by_count.get(len(ids))
        if read is None:
            read = self._by_count[len(ids)] = HotRead(lambda *some: self.build(list(some)), arity=len(ids))
        return read(*ids, alias=alias)


def together(*reads: tuple[HotRead, tuple], alias: str = DEFAULT_DB_ALIAS) -> list[list]:
    """Each (read, args)'s objects, as read(*args) gives them, the statements run in the order given.
    On PostgreSQL they are sent in one pipeline (psycopg's pipeline mode), so the reads cost one
    round trip to the server rather than one each; each is still its own statement, with its own
    snapshot (READ COMMITTED), as when run one after the other. Elsewhere, one after the other.
    A (read, args) given twice runs once, and each gets objects of its own from its rows (_once_each).
    Reads made ahead for the call being carried out (served_ahead) are answered with their rows."""
    found = _served(reads, alias)
    if found is not None:
        return found
    reads, at = _once_each(reads)
    statements = [read.prepared(args, alias) for read, args in reads]
    connection = connections[alias]
    if len(statements) < 2 or not _pipelines(connection):
        return _each(statements, [c.rows(params) for c, params in statements], at)
    cursors, held = [], None
    try:
        try:
            with connection.wrap_database_errors, connection.connection.pipeline():
                held = send_held_first(connection)  # a step's held writes go first, in this pipeline (runs.updates_ride_along)
                for c, params in statements:
                    cursor = connection.cursor()
                    cursors.append(cursor)
                    cursor.execute(c.sql, params)  # sent; every result comes back at the pipeline's end
        except Exception as exc:
            if held is not None:
                held.failed(exc)  # a held write's own error, if its guard is what failed
            raise
        held, finish = None, held
        finish()
        return _each(statements, [cursor.fetchall() for cursor in cursors], at)
    finally:
        if held is not None:
            held.close()
        for cursor in cursors:
            cursor.close()


def _once_each(reads) -> tuple[list, range | list[int]]:
    """`reads` with each (read, args) once, in the order first given, and where each of `reads` is among them.
    Two calls of one segment that read the same (two searches of the policies, two lookups of one order) are
    answered by one statement: the same rows, read at one moment of the same transaction, as they would have been
    had the two statements run a moment closer together."""
    keys = [(read, tuple(args)) for read, args in reads]
    where = dict.fromkeys(keys)
    if len(where) == len(keys):
        return reads, range(len(keys))
    for i, key in enumerate(where):
        where[key] = i
    return list(where), [where[key] for key in keys]


def _each(statements: list, rows: list[list], at) -> list[list]:
    """For each read asked for (`at`: which statement answers it), its own objects, built from its statement's
    `rows`: a read asked twice gets objects of its own each time, as two statements would have given it."""
    return [statements[i][0].built(rows[i]) for i in at]


# The rows of reads made ahead for the one tool call being carried out (runs.walk.reads_ahead), in this thread:
# {(read, args): [rows, ...]}, each served once, in the order read. Never a locking read: those are read fresh.
_AHEAD: ContextVar[dict | None] = ContextVar("hot_reads_ahead", default=None)


@contextmanager
def served_ahead(rows: dict | None):
    """While open, a read (together, or a HotRead called) whose every (read, args) is among `rows` is answered
    with the rows read ahead for it, each once, instead of asking the database again."""
    if not rows:
        yield
        return
    token = _AHEAD.set({key: list(found) for key, found in rows.items()})
    try:
        yield
    finally:
        _AHEAD.reset(token)


def _served(reads, alias: str) -> list | None:
    """The rows read ahead for every one of `reads` (taken, so each serves once), or None if any is missing."""
    ahead = _AHEAD.get()
    if not ahead or alias != DEFAULT_DB_ALIAS:
        return None
    keys = [(read, tuple(args)) for read, args in reads]
    wanted: dict = {}
    for key in keys:
        wanted[key] = wanted.get(key, 0) + 1
    if any(len(ahead.get(key, ())) < n for key, n in wanted.items()):
        return None
    return [ahead[key].pop(0) for key in keys]


def served_only(reads, alias: str = DEFAULT_DB_ALIAS) -> list | None:
    """The rows read ahead for every one of `reads` (taken: each serves once), or None, having read nothing,
    where any was not read ahead (a caller with a way of its own when they were not: runs.shop.room_checked_ahead)."""
    return _served(reads, alias)


def locked_together(lock: tuple[HotRead, tuple], *reads: tuple[HotRead, tuple], alias: str = DEFAULT_DB_ALIAS) -> list[list]:
    """A locking read (SELECT ... FOR UPDATE) and the reads that follow it under its lock, as
    [lock(*args), *together(*reads)] gives them, the statements run in the order given. On PostgreSQL,
    where Django binds parameters on the client, in one round trip: the statements as psycopg would
    send each (`mogrify`: the same text), in one simple query ("SELECT ... FOR UPDATE; SELECT ...;
    ..."), which the server runs one after the other in the transaction, each with its own snapshot
    (READ COMMITTED) taken after the lock is held, as when they are sent one by one; the transaction's
    BEGIN goes with it (runs.begin_with_first_statement). An error in one (a lock timeout) fails the
    transaction as it did. Elsewhere, or with a step's writes held to go first in a pipeline
    (runs.updates_ride_along, which a multi-statement query cannot go in), the lock alone, then the
    reads together. A read given twice with the same arguments runs once, as in together."""
    connection = connections[alias]
    if not reads or not one_query(connection):
        read, args = lock
        return [read(*args, alias=alias), *together(*reads, alias=alias)]
    reads, at = _once_each(reads)
    statements = [read.prepared(args, alias) for read, args in (lock, *reads)]
    rows = []
    with connection.cursor() as cursor:
        raw = cursor.cursor
        cursor.execute("; ".join(raw.mogrify(c.sql, params) for c, params in statements))
        for i in range(len(statements)):
            if i:
                cursor.nextset()
            rows.append(cursor.fetchall())
    return _each(statements, rows, [0, *(i + 1 for i in at)])


def one_query(connection) -> bool:
    """Whether several statements may go in one simple query on `connection`: PostgreSQL binding on the
    client (Django's default: psycopg's ClientCursor), no pipeline open, nothing held to go first."""
    if not _pipelines(connection) or connection.connection._pipeline is not None or anything_held(connection):
        return False
    from psycopg import ClientCursor

    return issubclass(connection.connection.cursor_factory, ClientCursor)


def _nothing_held(connection):
    return _NOTHING_HELD


class _NothingHeld:
    def __call__(self) -> None:
        pass

    def failed(self, exc: BaseException) -> None:
        pass

    def close(self) -> None:
        pass


_NOTHING_HELD = _NothingHeld()

# together's hook: what sends a step's held writes first in the pipeline it opens, and returns what checks them once
# it has synced. runs.updates_ride_along (which holds them, and imports this module) sets it when it is imported.
send_held_first = _nothing_held


def _nothing_held_at_all(connection) -> bool:
    return False


# Whether a step's writes are held on `connection` to go first with its next statement (locked_together then
# sends its statements one by one); runs.updates_ride_along sets it when it is imported.
anything_held = _nothing_held_at_all


def _pipelines(connection) -> bool:
    """Whether `connection` can send several statements before reading their results (psycopg 3's pipeline mode)."""
    if connection.vendor != "postgresql":
        return False
    connection.ensure_connection()
    pipeline = getattr(type(connection.connection), "pipeline", None)
    if pipeline is None:
        return False
    global _PIPELINES_SUPPORTED
    if _PIPELINES_SUPPORTED is None:  # libpq's version, the same for the process's life: asked once, not a dozen times a turn
        from psycopg import Pipeline

        _PIPELINES_SUPPORTED = bool(Pipeline.is_supported())
    return _PIPELINES_SUPPORTED


_PIPELINES_SUPPORTED: bool | None = None


def _as_get(queryset: QuerySet, pk: int) -> QuerySet:
    return as_get(queryset, pk=pk)


def as_get(queryset: QuerySet, **lookup) -> QuerySet:
    """`queryset.get(**lookup)`'s statement, as QuerySet.get makes it: no ordering, a limit unless the
    backend cannot limit a locking read."""
    clone = queryset.filter(**lookup).order_by()
    if not clone.query.select_for_update or connections[clone.db].features.supports_select_for_update_with_limit:
        clone.query.set_limits(high=MAX_GET_RESULTS)
    return clone


# The run row locked for a step whose ticket is held already (record.lock_run), its script left unread.
_LOCKED_RUN = HotRead(lambda pk: _as_get(Run.objects.select_for_update().defer("script"), pk))
# The run row as it is now, read without a lock at the start of a step (walker._read_run).
_RUN_NOW = HotRead(lambda pk: Run.objects.filter(pk=pk)[:1])


def locked_run_row(run_id: int) -> Run:
    """Run.objects.select_for_update().defer("script").get(pk=run_id), compiled once."""
    found = _LOCKED_RUN(run_id)
    if not found:
        raise Run.DoesNotExist(f"{Run._meta.object_name} matching query does not exist.")
    return found[0]


def locked_run_and(run_id: int, *reads: tuple[HotRead, tuple], ticket: bool) -> tuple[Run, list[list]]:
    """locked_run_with_ticket(run_id) (with `ticket`; else locked_run_row(run_id)), and the rows of
    `reads` read under its lock, in one round trip on PostgreSQL (locked_together)."""
    found, *rows = locked_together((_LOCKED_RUN_WITH_TICKET if ticket else _LOCKED_RUN, (run_id,)), *reads)
    if not found:
        raise Run.DoesNotExist(f"{Run._meta.object_name} matching query does not exist.")
    return found[0], rows


# The run row locked with its ticket, its script left unread (record.lock_run when no ticket is held).
_LOCKED_RUN_WITH_TICKET = HotRead(lambda pk: _as_get(Run.objects.select_for_update().defer("script").select_related("ticket"), pk))


def locked_run_with_ticket(run_id: int) -> Run:
    """Run.objects.select_for_update().defer("script").select_related("ticket").get(pk=run_id), compiled once."""
    found = _LOCKED_RUN_WITH_TICKET(run_id)
    if not found:
        raise Run.DoesNotExist(f"{Run._meta.object_name} matching query does not exist.")
    return found[0]


# The run row with its ticket as it is now (walker._read_run when the walk does not hold the ticket).
_RUN_NOW_WITH_TICKET = HotRead(lambda pk: Run.objects.select_related("ticket").filter(pk=pk)[:1])


def run_and_request_reads(run_id: int, floor: int, *, ticket: bool) -> tuple[Run | None, list[RunEvent], list[Subtask], list[Step]]:
    """The run row as it is now (with its ticket if `ticket`), then request_events(run, floor),
    plan_subtasks(run) and pending_steps(run), in that order, in one round trip (together): (the run
    or None, its events, its plan, its pending steps)."""
    rows, events, plan, steps = together((_RUN_NOW_WITH_TICKET if ticket else _RUN_NOW, (run_id,)), (_REQUEST_EVENTS, (run_id, floor)),
                                         (_PLAN, (run_id,)), (_PENDING_STEPS, (run_id,)))
    if not rows:
        return None, [], [], []
    return rows[0], _holding(rows[0], events), _holding(rows[0], plan), steps


def run_row(run_id: int) -> Run | None:
    """Run.objects.filter(pk=run_id).first() without ordering (None if there is no such run), compiled once."""
    found = _RUN_NOW(run_id)
    return found[0] if found else None



# The run's pending steps, each with its subtask (walk.steps._pending).
_PENDING_STEPS = HotRead(lambda run_id: Step.objects.filter(subtask__run=run_id, status=Step.Status.PENDING).select_related("subtask"))


def pending_steps(run: Run) -> list[Step]:
    """Step.objects.filter(subtask__run=run, status=PENDING).select_related("subtask"), compiled once."""
    return _PENDING_STEPS(run.pk)


def _request_events(run_id: int, floor: int) -> QuerySet:
    return RunEvent.objects.filter(run=run_id).filter(Q(kind__in=PINNED_KINDS) | Q(kind="tool_result")
                                                      | Q(kind__in=("model_response", "turn_end"), turn__gt=floor)).order_by("seq")


# What a turn's request reads of the record (walk.context.request_events).
_REQUEST_EVENTS = HotRead(_request_events, arity=2)


def request_events(run: Run, floor: int) -> list[RunEvent]:
    """run.events: the pinned kinds, every tool result, and the answers and turn ends after turn
    `floor`, in seq order, compiled once; each event holds `run` as its run, as a read through
    run.events gives it."""
    return _holding(run, _REQUEST_EVENTS(run.pk, floor))


def request_events_and_plan(run: Run, floor: int) -> tuple[list[RunEvent], list[Subtask], list[Step]]:
    """request_events(run, floor), plan_subtasks(run) and pending_steps(run), in that order, in one round trip (together)."""
    events, plan, steps = together((_REQUEST_EVENTS, (run.pk, floor)), (_PLAN, (run.pk,)), (_PENDING_STEPS, (run.pk,)))
    return _holding(run, events), _holding(run, plan), steps


# The run's plan, each subtask with its evidence event, in order (walk.request.build_request).
_PLAN = HotRead(lambda run_id: Run(pk=run_id).subtasks.select_related("evidence_event").order_by("number"))


def plan_subtasks(run: Run) -> list[Subtask]:
    """run.subtasks.select_related("evidence_event").order_by("number"), compiled once; each subtask
    holds `run` as its run, as a read through run.subtasks gives it."""
    return _holding(run, _PLAN(run.pk))


# The run's subtasks in number order, without their evidence events (walk.steps.plan_of).
_SUBTASKS = HotRead(lambda run_id: Run(pk=run_id).subtasks.order_by("number"))


# Every step of the run's plan, as prefetch_related("steps") reads them for its subtasks (Step's own ordering).
_PLAN_STEPS = HotRead(lambda run_id: Step.objects.filter(subtask__run=run_id))


def plan_as_written(run: Run) -> tuple[list[Subtask], list[Step], list[Step], list[Subtask]]:
    """What a turn reads of a plan it has just written (walk.planning.admit_plan), in one round trip
    (together): plan_subtasks(run) and every step of them (prefetch_related("steps")'s rows, for the
    caller to attach), pending_steps(run), subtasks_in_order(run); the same statements' rows, read
    at the same point of the same transaction."""
    plan, steps, pending, subtasks = together((_PLAN, (run.pk,)), (_PLAN_STEPS, (run.pk,)), (_PENDING_STEPS, (run.pk,)), (_SUBTASKS, (run.pk,)))
    return _holding(run, plan), steps, pending, _holding(run, subtasks)


def plan_with_steps(run: Run) -> list[Subtask]:
    """plan_subtasks(run), each subtask with its steps as prefetch_related_objects(plan, "steps")
    leaves them (walk.context.TurnContext.subtasks): on PostgreSQL the plan and every step of it in
    one round trip (together); elsewhere the two statements the ORM runs, the steps' only when there is a plan."""
    if not _pipelines(connections[DEFAULT_DB_ALIAS]):
        plan = plan_subtasks(run)
        prefetch_related_objects(plan, "steps")
        return plan
    plan, steps = together((_PLAN, (run.pk,)), (_PLAN_STEPS, (run.pk,)))
    return attach_steps(_holding(run, plan), steps)


def plan_with_steps_and(run: Run, *also: tuple[HotRead, tuple]) -> tuple[list[Subtask], list[list]]:
    """plan_with_steps(run), and the rows of the reads `also` ((a hot read, its args) each) read after
    it: on PostgreSQL all in one round trip (together); elsewhere one after the other, in that order."""
    if not _pipelines(connections[DEFAULT_DB_ALIAS]):
        plan = plan_with_steps(run)
        return plan, [read(*args) for read, args in also]
    plan, steps, *rows = together((_PLAN, (run.pk,)), (_PLAN_STEPS, (run.pk,)), *also)
    return attach_steps(_holding(run, plan), steps), rows


def attach_steps(plan: list[Subtask], steps: list[Step]) -> list[Subtask]:
    """`plan`, each subtask holding its rows of `steps` (every step of the plan, in Step's order) as
    prefetch_related_objects(plan, "steps") leaves them: its steps.all() reads nothing more."""
    by_subtask: dict[int, list[Step]] = {}
    for st in steps:
        by_subtask.setdefault(st.subtask_id, []).append(st)
    for subtask in plan:
        found = by_subtask.get(subtask.pk, [])
        for st in found:
            Step.subtask.field.set_cached_value(st, subtask)
        cached = subtask.steps.get_queryset()
        cached._result_cache, cached._prefetch_done = found, True
        subtask.__dict__.setdefault("_prefetched_objects_cache", {})["steps"] = cached
    return plan


def subtasks_in_order(run: Run) -> list[Subtask]:
    """run.subtasks.order_by("number"), compiled once; each subtask holds `run` as its run."""
    return _holding(run, _SUBTASKS(run.pk))


# One turn's events in seq order (walk.walker._unfinished).
_TURN_EVENTS = HotRead(lambda run_id, turn: Run(pk=run_id).events.filter(turn=turn).order_by("seq"), arity=2)


def turn_events(run: Run, turn: int) -> list[RunEvent]:
    """run.events.filter(turn=turn).order_by("seq"), compiled once; each event holds `run` as its run."""
    return _holding(run, _TURN_EVENTS(run.pk, turn))


# People's interventions after seq `seen`, in order (walk.context.pending_interventions).
INTERVENTIONS = HotRead(lambda run_id, seen: Run(pk=run_id).events.filter(kind="intervention", seq__gt=seen).order_by("seq"), arity=2)


def interventions_after(run: Run, seen: int) -> list[RunEvent]:
    """run.events.filter(kind="intervention", seq__gt=seen).order_by("seq"), compiled once; each event holds `run` as its run."""
    return _holding(run, INTERVENTIONS(run.pk, seen))


# The run's plan edits in the order of their events (walk.planning.kinds_set_by_people).
_REPLANS = HotRead(lambda run_id: Run(pk=run_id).replans.order_by("event__seq"))


def refund_rejections_and_replans(run: Run, approvals: bool) -> tuple[list[RunEvent], list[ReplanEvent], list[Approval]]:
    """What the guard reads before it checks a pass of decisions (walk.exits.guard_decisions), in one
    round trip (together): run.events.filter(kind="refund_rejected").order_by("seq"),
    replans_in_order(run), and with `approvals` the run's approvals a lead has said yes or no on, newest
    first (none read without), each compiled once: the guard picks its pass's decisions' from them."""
    kept = run.__dict__.pop(GUARD_READS, None)  # read with the step's lock (guard_reads), if the step guessed the guard would ask
    if kept is not None:
        found = kept
    else:
        found = together(*[(_REFUND_REJECTIONS, (run.pk,)), (_REPLANS, (run.pk,)), *([(_DECIDED_APPROVALS, (run.pk,))] if approvals else [])])
    return _holding(run, found[0]), _holding(run, found[1]), (_holding(run, found[2]) if approvals else [])


def guard_reads(run_id: int) -> tuple:
    """refund_rejections_and_replans' three reads (with the approvals), as (hot read, args) pairs, for the step's row lock to
    send with it (runs.walk.lease.locked_run's guard_ahead; kept on the run by keep_guard_reads)."""
    return (_REFUND_REJECTIONS, (run_id,)), (_REPLANS, (run_id,)), (_DECIDED_APPROVALS, (run_id,))


# Where the run locked for a step keeps the rows of guard_reads read with its lock, until the guard takes them.
GUARD_READS = "_guard_reads"


def keep_guard_reads(run: Run, rows: list[list]) -> None:
    """Keep the rows of guard_reads, read under `run`'s lock, for the step's guard (refund_rejections_and_replans).
    Why they are the guard's: every writer of those rows but the step's own replan (people's verbs: runs.people.actions'
    locking rule) takes the run's row lock first, and the step holds it until it commits; a replan drops them (forget_guard_reads)."""
    run.__dict__[GUARD_READS] = rows


def forget_guard_reads(run: Run) -> None:
    """The step wrote a plan edit the guard reads: the rows read with its lock are not the guard's any more."""
    run.__dict__.pop(GUARD_READS, None)


# The run's approvals a lead said yes or no on, newest first (walk.exits.guard_decisions picks its decisions' from them).
_DECIDED_APPROVALS = HotRead(lambda run_id: Approval.objects.filter(
    run=run_id, status__in=(Approval.Status.APPROVED, Approval.Status.REJECTED)).order_by("-created_at", "-pk"))


# A lead's rejections of refunds on the run, in order (walk.exits.guard_decisions).
_REFUND_REJECTIONS = HotRead(lambda run_id: Run(pk=run_id).events.filter(kind="refund_rejected").order_by("seq"))


def replans_in_order(run: Run) -> list[ReplanEvent]:
    """run.replans.order_by("event__seq"), compiled once; each holds `run` as its run."""
    return _holding(run, _REPLANS(run.pk))


# The run's escalations in the order they were made (the eval's judge).
_ESCALATIONS = HotRead(lambda run_id: Run(pk=run_id).escalations.order_by("pk"))


def escalations_in_order(run: Run) -> list[Escalation]:
    """run.escalations.order_by("pk"), compiled once; each holds `run` as its run."""
    return _holding(run, _ESCALATIONS(run.pk))


def _holding(run: Run, found: list) -> list:
    """`found`, each row holding `run` as its run (what the ORM does for rows read through a run's related manager)."""
    for row in found:
        row.run = run
    return found
