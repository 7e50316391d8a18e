"""Small template filters for the dashboard: money, model labels, status colours."""

from __future__ import annotations

import re

from django import template
from django.utils.html import format_html

from runs import step_checks
from runs.models import Run
from supervisor import person_roles
from supervisor.money import cents

register = template.Library()

# Who drives a run (SUPERVISOR_MODEL), as the pages name it.
MODEL_LABELS = {
    "offline": "Offline agent",
    "scripted": "Scripted agent",
    "anthropic": "Claude",
}

# One colour per meaning, everywhere: green done well, amber partial, red escalated or failed,
# blue waiting for a person, violet moving, grey quiet.
TONES = {
    "resolved": "ok", "done": "ok", "approved": "ok", "used": "ok", "answered": "ok", "pass": "ok", "passed": "ok",
    "partial": "warn", "deferred": "warn", "stopped": "warn", "void": "warn", "in_progress": "run",
    "escalated": "bad", "failed": "bad", "rejected": "bad", "fail": "bad", "awaiting_escalation": "bad",
    "awaiting_plan": "wait", "awaiting_approval": "wait", "pending": "wait", "open": "wait",
    "running": "run", "queued": "quiet", "skipped": "quiet",
    "read": "quiet", "internal_write": "info", "external_effect": "bad",
}


@register.filter
def tone(value) -> str:
    return TONES.get(str(value).lower(), "quiet")


register.filter("cents", cents)  # 12900 -> $129.00


@register.simple_tag
def run_state(run) -> str:
    """A run's state badge: how it ended once done, else its status. A tag, not an included
    template: lists draw one a row, and an include costs several times the badge itself."""
    if run.status == Run.Status.DONE:
        return format_html('<span class="badge tone-{}">{}</span>', tone(run.outcome), run.get_outcome_display())
    return format_html('<span class="badge tone-{}">{}</span>', tone(run.status), run.get_status_display())


@register.filter
def cents_input(value) -> str:
    """12900 -> 129.00: an amount field's value in dollars, without the sign."""
    try:
        amount = int(value)
    except (TypeError, ValueError):
        return ""
    return f"{amount // 100}.{amount % 100:02d}"


@register.filter
def model_label(name: str) -> str:
    return MODEL_LABELS.get(name, name or "?")


@register.filter
def checks_in_words(names) -> str:
    """A step's checks (runs.step_checks names) as a reviewer reads them: "the seller's terms are read and ..."."""
    return " and ".join(step_checks.plain(n) for n in names or [])


@register.filter
def humanize_key(value) -> str:
    return str(value).replace("_", " ")


@register.filter
def role_names(user) -> tuple[str, ...]:
    """The person's groups (the header's role chips), kept between requests (supervisor.person_roles)."""
    return person_roles.role_names(user)


@register.filter
def get(mapping, key):
    try:
        return mapping.get(key)
    except AttributeError:
        return None


@register.filter
def join_if_list(value) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) or "none"
    return str(value)


@register.filter
def make_list_words(value: str) -> list[str]:
    return value.split()


@register.filter
def diff_side(row, side: str):
    """A DiffRow's old or new subtask."""
    return row.old if side == "old" else row.new


@register.simple_tag
def live_socket_url(view: str, query=None) -> str:
    """The socket of a page of runs (/ws/live/?view=...), with the page's own query (the run list's filters)."""
    from supervisor.partials import live_url

    return live_url(view, query or None)


@register.filter
def basename(path) -> str:
    return str(path).rstrip("/").rsplit("/", 1)[-1]


MUST_BE_ZERO = [("silent_drops", "Silent drops"), ("double_refunds", "Double refunds"), ("guard_violations", "Guard violations"),
                ("over_refunds", "Over-refunds")]


@register.filter
def must_be_zero(summary: dict) -> list[tuple[str, int]]:
    """An eval summary's figures that must be 0, labelled as the eval command prints them."""
    return [(label, (summary or {}).get(key, 0)) for key, label in MUST_BE_ZERO]


@register.filter
def nonzero(pairs) -> bool:
    """Whether any (label, value) pair has a value."""
    return any(value for _, value in pairs)


@register.filter
def waited(since) -> str:
    """How long something has waited, never "0 minutes": under a minute says so."""
    from django.utils.timesince import timesince

    if since is None:
        return ""
    text = timesince(since)
    return "under a minute" if text.replace("\xa0", " ") == "0 minutes" else text


@register.inclusion_tag("supervisor/_deadline.html")
def deadline(kind: str, started, assigned_group: str = ""):
    """A wait's time left as a badge: green with time to spare, amber in its last quarter, red past
    due (and past the second deadline, with whom it went to). runs.waits has the periods."""
    from django.utils import timezone
    from django.utils.timesince import timeuntil, timesince

    from runs.waits import due_at, period

    if started is None:
        return {}
    now = timezone.now()
    due = due_at(kind, started)
    left = due - now
    # Two units ("1 hour, 50 minutes"): one alone rounds 1 h 50 min down to "1 hour", which reads
    # as twice as urgent as it is, and hides the minutes that matter in the last hours.
    if left.total_seconds() <= 0:
        tone, text = "bad", f"overdue by {timesince(due, now, depth=2)}"
    else:
        tone = "warn" if left < period(kind) / 4 else "ok"
        text = f"{timeuntil(due, now, depth=2)} left"
    text = re.sub(r"\b0 minutes\b", "under a minute", text.replace("\xa0", " "))
    return {"tone": tone, "text": text, "due": due, "kind": kind, "group": assigned_group}
