"""The side-effect ledger page: effects (runs.models.Effect, folded from the records by runs.ledger)
with their decision, approval, status and compensation, totals per day and source, and the effects
in doubt a person settles against the shop. A fixed number of queries however many effects."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, QuerySet, Sum
from django.db.models.functions import TruncDate

from runs import ledger, world
from runs.models import Effect
from runs.shop.models import ReturnRequestStatus

TOTAL_DAYS = 31  # days of totals shown, newest first
IN_DOUBT_SHOWN = 50


def effect_queryset() -> QuerySet[Effect]:
    return (Effect.objects.select_related("run__ticket", "approval__decided_by", "compensation_approval__requested_by")
            .order_by("-requested_at", "-id"))


@dataclass
class EffectRow:
    effect: Effect
    in_doubt: bool
    shop: dict | None  # what the shop holds under the key now
    undo: str  # "can", "no longer", "never", "asked", "done"

    @property
    def undo_label(self) -> str:
        e = self.effect
        return {"never": "cannot be undone", "can": "can still be undone",
                "no longer": f"no longer: the shop shows it {(self.shop or {}).get('status', 'missing')}",
                "asked": f"compensation {e.compensation_state}", "done": "undone", "not made": "nothing to undo"}[self.undo]


def _undo(e: Effect, shop: dict | None) -> str:
    if e.status == Effect.Status.COMPENSATED:
        return "done"
    if e.effect_class not in ledger.COMPENSABLE_CLASSES:
        return "never"
    if e.compensation_state in (Effect.CompensationState.REQUESTED, Effect.CompensationState.STARTED):
        return "asked"
    if e.status in (Effect.Status.REFUSED, Effect.Status.NOT_MADE):
        return "not made"
    return "can" if e.status == Effect.Status.DONE and (shop or {}).get("status") == ReturnRequestStatus.STARTED else "no longer"


def rows(effects: list[Effect], in_doubt_ids: set[int]) -> list[EffectRow]:
    """Each effect with what the shop holds under its key (one batch read for all of them)."""
    look = getattr(world.shop(), "effects_in_shop", None)
    held = look([e.key for e in effects]) if look else {}
    return [EffectRow(e, e.pk in in_doubt_ids, held.get(e.key), _undo(e, held.get(e.key))) for e in effects]


def totals(queryset: QuerySet[Effect]) -> list[dict]:
    """Per day (newest first, TOTAL_DAYS of them) and effect class and source: how many, and the cents."""
    grouped = (queryset.order_by().annotate(day=TruncDate("requested_at")).values("day", "effect_class", "source")
               .annotate(n=Count("id"), cents=Sum("amount_cents")).order_by("-day", "effect_class", "source"))
    out, days = [], []
    for g in grouped:
        if g["day"] not in days:
            if len(days) == TOTAL_DAYS:
                break
            days.append(g["day"])
        out.append(g)
    return out


def in_doubt(queryset: QuerySet[Effect]) -> list[Effect]:
    return list(queryset.filter(ledger.in_doubt_q())[:IN_DOUBT_SHOWN])
