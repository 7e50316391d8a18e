"""The simulated approver: a reviewer who confirms plans and a support lead who decides refunds
over the ceiling, answering as the case says, through the same verbs people use
(runs.people.actions), as seeded users of the right role.

- Plans: the case's `approver.plans` answers are used in order (the last one repeats); with none,
  a reviewer confirms.
- Refunds: an answer with `amount_cents` is used for the pending decision of that amount; answers
  without an amount are used in order. `approve_cents` approves less than proposed, through the
  same verb as the approvals page and the inbox (never more, never $0: the guard re-checks it). A decision nobody answered stays waiting, and the case
  ends there (outcome "waiting").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from runs.models import Approval, Run
from runs.people import actions

from .cases import Answer, ApproverIn

DEFAULT_PLAN = Answer(answer="approve", role="reviewer", note="eval: plan confirmed by default")


@dataclass
class Approver:
    spec: ApproverIn
    people: dict
    plans_answered: int = 0
    refunds_used: set[int] = field(default_factory=set)
    log: list[str] = field(default_factory=list)

    def act(self, run: Run) -> bool:
        """Answer what the run waits for. True if something was answered (the run goes on)."""
        if run.status == Run.Status.AWAITING_PLAN:
            return self._plan(run)
        if run.status == Run.Status.AWAITING_APPROVAL:
            return self._refunds(run)
        return False

    def _plan(self, run: Run) -> bool:
        pending = Approval.objects.filter(run=run, kind=Approval.Kind.PLAN, status=Approval.Status.PENDING).order_by("pk").first()
        if pending is None:
            return False
        answers = self.spec.plans or [DEFAULT_PLAN]
        answer = answers[min(self.plans_answered, len(answers) - 1)]
        self.plans_answered += 1
        user = self.people[answer.role]
        try:
            if answer.answer == "approve":
                actions.plan_confirm(approval_id=pending.pk, user=user, note=answer.note)
            else:
                actions.plan_reject(approval_id=pending.pk, user=user, note=answer.note or "rejected")
        except actions.ActionRefused as exc:
            self.log.append(f"plan approval {pending.pk}: refused ({exc})")
            return False
        self.log.append(f"plan {answer.answer}d by {user.username}")
        return True

    def _refunds(self, run: Run) -> bool:
        acted = False
        for pending in Approval.objects.filter(run=run, kind=Approval.Kind.REFUND, status=Approval.Status.PENDING).order_by("pk"):
            index = self._answer_for(pending.decision.get("amount_cents"))
            if index is None:
                self.log.append(f"refund approval for {pending.decision.get('amount_cents')}c: the case gives no answer")
                continue
            answer = self.spec.refunds[index]
            self.refunds_used.add(index)
            user = self.people[answer.role]
            try:
                actions.refund_decide(approval_id=pending.pk, user=user, approve=answer.answer == "approve", note=answer.note,
                                      amount_cents=answer.approve_cents)
            except actions.ActionRefused as exc:
                self.log.append(f"refund approval {pending.pk}: refused ({exc})")
                continue
            lower = f" at {answer.approve_cents}c" if answer.approve_cents else ""
            self.log.append(f"refund of {pending.decision.get('amount_cents')}c {answer.answer}d{lower} by {user.username}")
            acted = True
        return acted

    def _answer_for(self, amount: int | None) -> int | None:
        answers = self.spec.refunds
        for i, a in enumerate(answers):
            if i not in self.refunds_used and a.amount_cents is not None and a.amount_cents == amount:
                return i
        for i, a in enumerate(answers):
            if i not in self.refunds_used and a.amount_cents is None:
                return i
        return None
