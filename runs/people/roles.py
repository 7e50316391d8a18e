"""The four roles as Django groups, and the permissions each one holds.

Leads approve money, reviewers confirm plans and handle escalations and live runs, auditors read
and export everything and change nothing, admins do all of it (and use the Django admin).
Admins alone grant standing approvals (a lead asks for one and signs it). Separation of duties
(nobody decides what they requested) is an object rule in supervisor.rules.
"""

from django.contrib.auth.models import AbstractBaseUser, Group, Permission

# The role that signs standing approvals: held by membership itself, never by a permission a
# superuser holds anyway (runs.people.standing, supervisor.rules).
SUPPORT_LEAD = "support_lead"

VIEW_ALL = [
    "runs.view_run", "runs.view_runevent", "runs.view_subtask", "runs.view_step", "runs.view_replanevent",
    "runs.view_approval", "runs.view_escalation", "runs.view_driftalert", "runs.view_ticket",
    "runs.view_evalrun", "runs.view_evalcaseresult", "runs.view_effect", "runs.view_runlabel", "runs.view_standingapproval",
    "shop.view_order", "shop.view_refund", "shop.view_returnrequest", "shop.view_policydocument",
]

ROLES: dict[str, list[str]] = {
    SUPPORT_LEAD: VIEW_ALL + ["runs.approve_refund", "runs.create_ticket", "runs.compensate_effect"],
    "reviewer": VIEW_ALL + ["runs.confirm_plan", "runs.resolve_escalation", "runs.intervene_run", "runs.create_ticket", "runs.label_run"],
    "auditor": VIEW_ALL + ["runs.export_audit", "runs.trigger_replay", "runs.export_evidence"],
    "admin": VIEW_ALL + [
        "runs.approve_refund", "runs.confirm_plan", "runs.resolve_escalation", "runs.intervene_run",
        "runs.trigger_replay", "runs.export_audit", "runs.create_ticket", "runs.compensate_effect", "runs.export_evidence",
        "runs.label_run", "runs.grant_standingapproval",
    ],
}


def is_support_lead(user: AbstractBaseUser) -> bool:
    """An active member of the support lead group, read from the database. Not `has_perm`: Django
    answers every permission with yes for a superuser, and an admin is not a lead by being one."""
    return bool(user and user.is_active and user.groups.filter(name=SUPPORT_LEAD).exists())


def _permissions(dotted: set[str]) -> dict[str, Permission]:
    """The permissions named "app_label.codename", read in one query; a name with no row raises."""
    codenames = {d.split(".")[1] for d in dotted}
    found = {f"{p.content_type.app_label}.{p.codename}": p
             for p in Permission.objects.filter(codename__in=codenames).select_related("content_type")}
    if missing := sorted(dotted - found.keys()):
        raise Permission.DoesNotExist(f"no permission {', '.join(missing)} (are the migrations applied?)")
    return found


def ensure_role_groups() -> dict[str, Group]:
    """Create the groups and set exactly their permissions. Safe to run any number of times."""
    permissions = _permissions({p for perms in ROLES.values() for p in perms})
    groups = {}
    for name, perms in ROLES.items():
        group, _ = Group.objects.get_or_create(name=name)
        group.permissions.set([permissions[p] for p in perms])
        groups[name] = group
    return groups
