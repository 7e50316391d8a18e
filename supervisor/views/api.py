"""`POST /api/tickets`: a ticket from another system, as JSON, with a bearer token.

    curl -X POST -H "Authorization: Bearer $KEY" -H "Content-Type: application/json" \
         -d '{"subject": "...", "body": "...", "customer_email": "...", "order_ref": "SU-88421"}' \
         http://127.0.0.1:8000/api/tickets

201 {"ticket": "T-123456", "run_id": 7, "url": "/runs/7/"}; 400 {"errors": {"field": "message"}};
401 without a valid token (unknown, expired or revoked); 403 when the token's owner may not create tickets.
"""

from __future__ import annotations

import json

from django.db import transaction
from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from runs.models import Ticket
from runs.services import run_start
from runs.ticket_intake import TicketInvalid, ticket_create
from supervisor.models import ApiToken
from supervisor.rules import allowed


def _token(request: HttpRequest) -> ApiToken | None:
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        return None
    return ApiToken.objects.usable().select_related("user").filter(digest=ApiToken.digest_of(key.strip())).first()


def _unauthorized() -> JsonResponse:
    response = JsonResponse({"errors": {"__all__": "a valid API token is required: Authorization: Bearer <token>"}}, status=401)
    response["WWW-Authenticate"] = 'Bearer realm="supervisor"'
    return response


@csrf_exempt  # a bearer token, not a cookie: there is no session to forge
@require_POST
def api_tickets(request: HttpRequest) -> JsonResponse:
    token = _token(request)
    if token is None:
        return _unauthorized()
    if not allowed(token.user, "create_ticket"):
        return JsonResponse({"errors": {"__all__": f"{token.user.username} may not create tickets"}}, status=403)
    ApiToken.objects.filter(pk=token.pk).update(last_used_at=timezone.now())
    try:
        data = json.loads(request.body or b"null")
    except (json.JSONDecodeError, UnicodeDecodeError):
        return JsonResponse({"errors": {"__all__": "the body is not valid JSON"}}, status=400)
    except RecursionError:
        return JsonResponse({"errors": {"__all__": "the body is nested too deeply"}}, status=400)
    except ValueError:  # an integer longer than Python converts (sys.get_int_max_str_digits)
        return JsonResponse({"errors": {"__all__": "the body holds a number with too many digits"}}, status=400)
    try:
        with transaction.atomic():
            ticket = ticket_create(data=data, channel=Ticket.Channel.API, created_by=token.user)
            run = run_start(ticket=ticket, actor=token.user.username)
    except TicketInvalid as exc:
        return JsonResponse({"errors": exc.errors}, status=400)
    return JsonResponse({"ticket": ticket.ref, "run_id": run.pk, "url": reverse("run_detail", args=[run.pk])}, status=201)
