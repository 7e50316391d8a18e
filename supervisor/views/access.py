"""Access helpers shared by the pages: role rules, object rules, and where a POST goes back to.

A person without the role gets the 403 page with a sentence saying what they lack. Object rules
(separation of duties) are checked here too; the verbs in runs.people.actions re-check what the
database state allows and raise ActionRefused, which the views turn into a message.
"""

from __future__ import annotations

import ipaddress
from functools import wraps

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme

from supervisor.rules import allowed

DENIED = {
    "view_dashboard": "Your account has no role on this dashboard yet. Ask an admin to add you to a group.",
    "decide_plan": "Confirming and rejecting plans is a reviewer's job.",
    "edit_plan": "Editing plans is a reviewer's job.",
    "decide_approval": "Refunds over the ceiling are decided by a support lead.",
    "resolve_escalation": "Escalations are resolved by a reviewer.",
    "intervene_run": "Intervening in a live run is a reviewer's job.",
    "export_audit": "Exporting the audit history needs the auditor role.",
    "create_ticket": "Your role cannot create tickets.",
    "export_evidence": "Exporting signed evidence needs the auditor role.",
    "compensate_effect": "Compensating or settling an effect is a support lead's job.",
    "decide_compensation": "A compensation is approved by a support lead other than the one who asked for it.",
    "label_run": "Labelling runs and saving them as eval cases is a reviewer's job.",
    "reassign_waits": "Reassigning waits is for the people who decide them.",
    "sign_standing": "A standing approval is signed by a support lead (an admin then grants it).",
    "grant_standing": "A standing approval is granted by an admin other than the lead who signed it.",
    "revoke_standing": "A standing approval is revoked by an admin or by the support lead who signed it.",
    "view_evals": "Your account has no role on this dashboard yet. Ask an admin to add you to a group.",
}


def rule_required(rule: str):
    """Refuse (403) unless the person passes `rule` from supervisor.rules. Put under @login_required."""

    def decorator(view):
        @wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs):
            if not allowed(request.user, rule):
                raise PermissionDenied(DENIED.get(rule, "You are not allowed to do that."))
            return view(request, *args, **kwargs)

        return wrapper

    return decorator


def check_rule(request: HttpRequest, rule: str, obj, message: str | None = None) -> None:
    if not allowed(request.user, rule, obj):
        raise PermissionDenied(message or DENIED.get(rule, "You are not allowed to do that."))


def back(request: HttpRequest, fallback: str) -> HttpResponseRedirect:
    """Redirect to the form's `next` (same site only), else to `fallback`."""
    target = request.POST.get("next") or ""
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        target = fallback
    return HttpResponseRedirect(target)


def form_refused(request: HttpRequest, form) -> None:
    """A form that did not validate, said as one message."""
    problems = [str(e) for errors in form.errors.values() for e in errors]
    messages.error(request, " ".join(problems) or "Check the form and try again.")


def locked_out(request: HttpRequest, credentials: dict | None = None, *args, **kwargs) -> HttpResponse:
    """django-axes' lockout answer: the login page, saying why and for how long (429)."""
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    form = AuthenticationForm(request)
    return render(request, "registration/login.html", {"form": form, "locked_out_minutes": minutes}, status=429)


def client_address(request: HttpRequest) -> str | None:
    """The address login throttling (django-axes) counts failures against. REMOTE_ADDR, unless
    TRUSTED_PROXY_COUNT proxies stand in front: then the address the outermost of them saw, counted
    from the right of X-Forwarded-For (what a client wrote to the left of it is not believed).
    Anything that is not an IP address there falls back to REMOTE_ADDR."""
    remote = request.META.get("REMOTE_ADDR")
    count = settings.TRUSTED_PROXY_COUNT
    if count <= 0:
        return remote
    forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
    if len(forwarded) < count:
        return remote
    try:
        return str(ipaddress.ip_address(forwarded[-count]))
    except ValueError:
        return remote


def bad_request(request: HttpRequest, exception=None) -> HttpResponse:
    """handler400. Django's own is wrapped in requires_csrf_token, which reads request.POST again: a
    form body the request could not parse (a charset other than UTF-8) raised once more inside the
    error page, the 400 escaped as an unhandled exception and the client never got its 400."""
    return HttpResponse("<h1>Bad Request (400)</h1>\n", status=400, content_type="text/html; charset=utf-8")


def posted_text(request: HttpRequest, name: str, *, max_length: int = 2000) -> str:
    """A free-text field of a POST checked as a form's CharField checks it (no NUL character, which
    PostgreSQL cannot store; bounded length; stripped). Raises ValidationError naming the field."""
    from django import forms
    from django.core.exceptions import ValidationError

    try:
        return forms.CharField(required=False, max_length=max_length).clean(request.POST.get(name, ""))
    except ValidationError as exc:
        raise ValidationError(f"{name.capitalize()}: {' '.join(exc.messages)}") from None
