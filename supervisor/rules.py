"""Who may do what, to which object.

The role permissions come from the groups in runs.people.roles. On top of them sit object rules,
such as separation of duties: nobody decides an approval they requested.

Views and templates test these with `rules.test_rule(name, user, obj)` (`{% test_rule %}` in
templates), never with `user.has_perm`, because Django answers every `has_perm` with yes for a
superuser: an admin who requested a refund must still not approve it.
"""

from __future__ import annotations

import rules

from runs.people.roles import SUPPORT_LEAD
from runs.pinned import may_withdraw
from supervisor import person_roles


def role_permission(perm: str) -> rules.Predicate:
    """The person holds `perm` through their role (or is a superuser)."""

    @rules.predicate(name=f"holds {perm}")
    def holds(user) -> bool:
        # As user.has_perm answers it (a superuser holds everything), from the permissions kept
        # between requests: every page asks several of these.
        return bool(user and user.is_authenticated and user.is_active and (user.is_superuser or perm in person_roles.permissions(user)))

    return holds


def in_role(group: str) -> rules.Predicate:
    """The person is an active member of the role's group itself: not answered yes for a superuser
    outside it, as a permission is (the roles kept between requests: supervisor.person_roles)."""

    @rules.predicate(name=f"in the {group} group")
    def member(user) -> bool:
        return bool(user and user.is_authenticated and user.is_active and group in person_roles.role_names(user))

    return member


@rules.predicate
def is_requester(user, approval) -> bool:
    """The person asked for this approval (created the ticket, or edited the plan)."""
    return approval is not None and approval.requested_by_id is not None and approval.requested_by_id == user.pk


@rules.predicate
def signed_standing(user, standing) -> bool:
    """The support lead who asked for this standing approval and signs it."""
    return standing is not None and standing.requested_by_id == user.pk


@rules.predicate
def may_withdraw_pinned(user, item) -> bool:
    """What people said to a run (runs.pinned) is withdrawn by who said it, or another with that role."""
    return item is not None and may_withdraw(user, item)


may_view = role_permission("runs.view_run")
may_confirm_plans = role_permission("runs.confirm_plan")
may_approve_refunds = role_permission("runs.approve_refund")
may_resolve_escalations = role_permission("runs.resolve_escalation")
may_intervene = role_permission("runs.intervene_run")
may_export_audit = role_permission("runs.export_audit")
may_create_tickets = role_permission("runs.create_ticket")
may_view_evals = role_permission("runs.view_evalrun")
may_trigger_replay = role_permission("runs.trigger_replay")
may_export_evidence = role_permission("runs.export_evidence")
may_compensate = role_permission("runs.compensate_effect")
may_label = role_permission("runs.label_run")
may_grant_standing = role_permission("runs.grant_standingapproval")

# Nobody decides what they asked for: a refund they requested, or a plan they edited.
can_decide_approval = may_approve_refunds & ~is_requester
can_decide_plan = may_confirm_plans & ~is_requester
can_decide_compensation = may_compensate & ~is_requester

# A standing approval takes two people: a support lead signs it, an admin who did not sign it grants it.
# Signing is the lead role's own act: an admin or superuser outside the group, who may approve any
# refund, signs none, or two admins could make a rule that pays with no lead involved.
is_support_lead = in_role(SUPPORT_LEAD)
may_sign_standing = is_support_lead
can_grant_standing = may_grant_standing & ~signed_standing
# It is revoked (declined or withdrawn while pending) by an admin, or by the lead who signed it while still a lead.
may_revoke_standing = may_grant_standing | (is_support_lead & signed_standing)

# Giving a wait to someone else: whoever decides that kind of wait (admins decide every kind).
may_reassign_waits = may_confirm_plans | may_approve_refunds | may_resolve_escalations

RULES: dict[str, rules.Predicate] = {
    "view_dashboard": may_view,
    "decide_plan": can_decide_plan,
    "edit_plan": may_confirm_plans,
    "decide_approval": can_decide_approval,
    "resolve_escalation": may_resolve_escalations,
    "intervene_run": may_intervene,
    "export_audit": may_export_audit,
    "create_ticket": may_create_tickets,
    "view_evals": may_view_evals,
    "trigger_replay": may_trigger_replay,
    "export_evidence": may_export_evidence,
    "compensate_effect": may_compensate,
    "decide_compensation": can_decide_compensation,
    "label_run": may_label,
    "reassign_waits": may_reassign_waits,
    "reassign_plan": may_confirm_plans,
    "reassign_refund": may_approve_refunds,
    "reassign_escalation": may_resolve_escalations,
    "sign_standing": may_sign_standing,
    "grant_standing": can_grant_standing,
    "revoke_standing": may_revoke_standing,
    "withdraw_pinned": may_withdraw_pinned,
}

for _name, _predicate in RULES.items():
    rules.set_rule(_name, _predicate)


def allowed(user, rule: str, obj=None) -> bool:
    return rules.test_rule(rule, user, obj)
