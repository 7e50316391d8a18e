"""A plan step is done when its acceptance holds on the record (runs.step_checks), checked after
every event that can make a check hold: a tool's result, the guard admitting a decision, a
subtask's status changing. The step keeps the event after which it held."""

from __future__ import annotations

from .. import record
from ..models import Run, RunEvent, Step
from ..step_checks import On, all_hold


def settle_steps(run: Run, event: RunEvent) -> list[Step]:
    """Mark every pending step whose acceptance now holds as done, with `event` as its result.
    In a turn's batch the event has no id yet: the steps are written once it is inserted, and
    remembered on the run meanwhile, so a later event of the turn does not claim them again."""
    settling: set[int] = run.__dict__.setdefault("_steps_settling", set())
    pending = list(Step.objects.filter(subtask__run=run, status=Step.Status.PENDING).select_related("subtask"))
    done = [st for st in pending if st.pk not in settling and all_hold(st.acceptance, On.of(run, st.subtask))]
    if done:
        pks = [st.pk for st in done]
        settling.update(pks)
        record.after_flush(run, lambda: Step.objects.filter(pk__in=pks).update(status=Step.Status.DONE, result_event=event))
    return done
