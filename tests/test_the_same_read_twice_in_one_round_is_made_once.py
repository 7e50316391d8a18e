"""The same read asked twice in one round (two search_policy calls of one segment, two lookups of one order, read
ahead together or with the step's lock) runs once (issue 13): runs.hot_reads.together and locked_together send each
(read, args) once and give each asking its own objects, built from that statement's rows, as two statements would
have given them. Compared here with the reads made one by one, on SQLite and on PostgreSQL; the walk's counts are
pinned in tests/test_a_turns_round_trips_to_postgresql_are_exact.py and tests/test_turn_round.py."""

import pytest
from django.db import connection, transaction
from django.db.models.signals import post_init
from django.test.utils import CaptureQueriesContext

from runs import hot_reads
from runs.shop.backend import _ORDER_LOCKED, _PINNED_OF
from tests.conftest import on_postgres
from tests.runtime_world import build_world
from tests.turn_counting import round_trips_of

pytestmark = pytest.mark.django_db(transaction=True)

REF = "SU-88421"


def _rows(found):
    return [[(type(o).__name__, o.pk, {k: v for k, v in o.__dict__.items() if k != "_state"}) for o in rows] for rows in found]


def _objects_apart(found):
    every = [id(o) for rows in found for o in rows]
    return len(every) == len(set(every))


def test_a_read_asked_twice_together_runs_once_and_each_gets_its_own_objects():
    build_world()
    first, second = _PINNED_OF[0], _PINNED_OF[1]
    asked = [(first, (REF,)), (second, (REF,)), (first, (REF,)), (first, ("SU-00000",)), (second, (REF,))]
    one_by_one = [read(*args) for read, args in asked]
    with CaptureQueriesContext(connection) as queries:
        found, trips = round_trips_of(lambda: hot_reads.together(*asked))
    assert _rows(found) == _rows(one_by_one) and found[0] and found[1] and found[3] == []
    assert len(queries.captured_queries) == 3  # (first, REF), (second, REF), (first, SU-00000): once each
    assert _objects_apart(found)  # the same rows, never the same objects: a call may change what it was given
    if on_postgres():
        assert sum(trips.values()) == 1  # the three in one pipeline


def test_a_read_asked_twice_with_a_lock_runs_once_after_the_lock():
    build_world()
    asked = [(read, (REF,)) for read in _PINNED_OF] * 2
    with transaction.atomic():
        one_by_one = [_ORDER_LOCKED(REF), *[read(*args) for read, args in asked]]
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        found, trips = round_trips_of(lambda: hot_reads.locked_together((_ORDER_LOCKED, (REF,)), *asked))
    assert _rows(found) == _rows(one_by_one)
    assert _objects_apart(found)
    statements = [q["sql"] for q in queries.captured_queries if q["sql"] not in ("BEGIN",)]
    if on_postgres():
        assert sum(trips.values()) == 1  # the BEGIN, the lock and each read once, in one query
        assert len(statements) == 1 and statements[0].count("; SELECT") == len(_PINNED_OF)  # the lock, then each read once
    else:
        assert len([s for s in statements if s.startswith("SELECT")]) == 1 + len(_PINNED_OF)


def test_a_receiver_of_object_creation_is_still_heard_by_rows_read_together():
    build_world()
    heard = []

    def note(sender, instance, **kwargs):
        heard.append(type(instance).__name__)

    asked = [(read, (REF,)) for read in _PINNED_OF[:2]]
    plain = hot_reads.together(*asked)
    post_init.connect(note, weak=False)
    try:
        found = hot_reads.together(*asked)
    finally:
        post_init.disconnect(note)
    assert _rows(found) == _rows(plain)
    assert found[0] and len(heard) == sum(len(rows) for rows in found)  # each built through Model.__init__, which sends post_init
