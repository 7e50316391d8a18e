"""A step's end dumps the run's state to JSON once: the text lease.save_run makes to see whether the state
changed is the text the run row's UPDATE sends (hot_writes.json_made), not a second json.dumps in psycopg.
The row holds the state the step left; a state holding a value that is no JSON value keeps no text (its write
fails as it always did), and a text is sent once, for the very state it was made of."""

from datetime import datetime, timezone

import pytest

from runs import hot_writes
from runs.models import Run
from runs.walk import lease
from tests.conftest import on_postgres
from tests.turn_counting import walk_canonical_counting


def test_a_state_with_a_value_that_is_no_json_value_keeps_no_text():
    plain: set = set()
    lease._snapshot({"order": {"placed": datetime(2026, 11, 2, tzinfo=timezone.utc)}}, plain, "state")
    lease._snapshot({"order": {"placed": "2026-11-02"}, "n": [1, 2.5, None, True, "ü"]}, plain, "replay_detail")
    assert plain == {"replay_detail"}


def test_the_text_goes_once_with_the_state_it_was_made_of():
    if hot_writes._Jsonb is None:
        pytest.skip("no psycopg 3")
    run = Run(state={"screened": True})
    hot_writes.json_made(run, "state", '{"screened":true}')
    sent = hot_writes._with_json_made(run, "state", hot_writes._Jsonb(run.state))
    assert sent.dumps(sent.obj) == '{"screened":true}'
    again = hot_writes._Jsonb(run.state)
    assert hot_writes._with_json_made(run, "state", again) is again  # used once: a later write dumps the state anew


@pytest.mark.django_db(transaction=True)
def test_a_walk_writes_each_state_it_changed_from_the_text_it_compared(announced, monkeypatch):
    sent, written = [], []
    original, save_run = hot_writes._with_json_made, lease.save_run

    def counted(obj, attname, value):
        out = original(obj, attname, value)
        if isinstance(obj, Run):
            sent.append(out is not value)
        return out

    def noted(run, owner):
        save_run(run, owner)
        written.append((run.pk, dict(run.state)))

    monkeypatch.setattr(hot_writes, "_with_json_made", counted)
    monkeypatch.setattr("runs.walk.walker.save_run", noted)
    run, _ = walk_canonical_counting(announced)
    assert Run.objects.get(pk=run.pk).state == written[-1][1]  # the row holds the state the last step left
    if on_postgres():
        assert len(sent) >= 7 and all(sent)  # every step that changed the state sent the text it compared
    else:
        assert sent == []
