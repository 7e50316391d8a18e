"""Handing a subtask about another order of the customer's to a follow-up run (runs.follow_ups says when it may be):
the run is created in the turn's transaction, with the subtask deferred naming it and the `follow_up_started` event,
so a worker dying in the step leaves neither, and the step done again creates it once."""

from __future__ import annotations

from celery import current_app
from django.db import transaction

from .. import record
from ..follow_up_reasons import HANDED_OVER
from ..follow_ups import refusal, scoped_text, working
from ..goods_of_another_order import goods_tied, tied
from ..handed_twin import beside
from ..models import Run, Subtask
from ..sentences import normalise_ref
from ..shop.backend import ShopError
from ..tools import ToolError


def hand_over(ctx, subtask_number: int, order_ref: str, reading, shop) -> dict:
    """Close subtask `subtask_number` as handed over to a follow-up run on `order_ref`, creating that run once (in the
    turn's transaction). Raises ToolError (the model reads why) when it may not be handed over."""
    run = ctx.run
    subtask = ctx.subtask(subtask_number)
    try:
        order = shop.get_order(normalise_ref(order_ref), zone=run.ticket.time_zone)
    except ShopError:
        order = None  # no such order: nothing to hand over
    recorded = order is not None and "handed_subtask" in order  # a replay's shop answers with the hand-over recorded (runs.replay)
    # sentences naming its goods, not its number (runs/goods_of_another_order.py); a replay reads them from the record
    by_goods = sorted(order.get("goods_tied", ()) if recorded else goods_tied(reading, run, order_ref, order, shop))
    reading = tied(reading, set(by_goods), (order or {}).get("order_ref") or order_ref)
    why = refusal(run, subtask, order_ref, order, reading)
    if why:
        raise ToolError(f"Not handed over: {why}.")
    ref = order["order_ref"]
    follow = Run.objects.get(pk=order["run"]) if recorded else working(run, ref)
    created = order["created"] if recorded else follow is None
    if created and not recorded:
        follow = Run.objects.create(ticket=run.ticket, model_name="offline" if run.model_name == "scripted" else run.model_name,
                                    state={"handed_from": {"run": run.pk, "subtask": subtask.number, "order_ref": ref,
                                                           "text": scoped_text(reading, ref),
                                                           "beside": beside(run.state.get("order"))}})  # runs/handed_twin.py
        record.append(record.lock_run(follow.pk), "run_created",
                      {"ticket": run.ticket.ref, "model": follow.model_name, "handed_from": {"run": run.pk, "subtask": subtask.number, "order_ref": ref}},
                      actor="system")
        _walk_on_commit(follow.pk)
    reason = f"{HANDED_OVER} #{follow.pk}, which works order {ref} on its own record with the same checks"
    ctx.set_status(subtask, Subtask.Status.DEFERRED, deferred_reason=reason)
    ctx.append("follow_up_started", {"subtask": subtask.number, "order_ref": ref, "run": follow.pk, "created": created})
    # what the owner check read, kept with the result: a replay is answered with it (the follow-up exists already)
    return {"handed_subtask": subtask.number, "run": follow.pk, "order_ref": ref, "created": created, "goods_tied": by_goods,
            "customer": {"email": (order.get("customer") or {}).get("email", "")}}


WALK_TASK = "runs.walk_run"  # runs.tasks.walk_run, named: the walk never imports the tasks that walk it


def _walk_on_commit(run_id: int) -> None:
    """Enqueue the follow-up's walk once the step that created it commits (as runs.services.enqueue_walk does): a step
    rolled back enqueues nothing."""
    transaction.on_commit(lambda: current_app.send_task(WALK_TASK, args=[run_id]))
