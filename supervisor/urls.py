from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.templatetags.static import static
from django.urls import path
from django.views.generic import RedirectView

from supervisor import converters  # noqa: F401 - registers <id:...>
from supervisor.views import api, approvals, audit, escalations, evals, inbox, metrics, overview, plans, runs, tickets, waits

handler400 = "supervisor.views.access.bad_request"

urlpatterns = [
    path("", overview.overview, name="overview"),
    path("inbox/", inbox.inbox, name="inbox"),
    path("inbox/start-all", inbox.inbox_start_all, name="inbox_start_all"),
    path("inbox/<id:ticket_id>/start", inbox.inbox_start, name="inbox_start"),
    path("runs/", runs.run_list, name="run_list"),
    path("runs/<id:run_id>/", runs.run_detail, name="run_detail"),
    path("runs/<id:run_id>/intervene", runs.run_intervene, name="run_intervene"),
    path("runs/<id:run_id>/order-link", runs.run_order_link, name="run_order_link"),
    path("runs/<id:run_id>/replay", runs.run_replay, name="run_replay"),
    path("runs/<id:run_id>/plan/edit/", plans.plan_edit, name="plan_edit"),
    path("plans/", plans.plan_queue, name="plan_queue"),
    path("plans/<id:approval_id>/confirm", plans.plan_confirm, name="plan_confirm"),
    path("plans/<id:approval_id>/reject", plans.plan_reject, name="plan_reject"),
    path("approvals/", approvals.approval_queue, name="approval_queue"),
    path("approvals/<id:approval_id>/decide", approvals.approval_decide, name="approval_decide"),
    path("escalations/", escalations.escalation_queue, name="escalation_queue"),
    path("escalations/<id:escalation_id>/resolve", escalations.escalation_resolve, name="escalation_resolve"),
    path("waits/", waits.waits_page, name="waits"),
    path("waits/bulk", waits.waits_bulk, name="waits_bulk"),
    path("settings/notifications/", waits.notification_settings, name="notification_settings"),
    path("audit/replans/", audit.replan_list, name="replan_list"),
    path("audit/replans/<id:replan_id>/", audit.replan_detail, name="replan_detail"),
    path("audit/replans/export.csv", audit.replan_export_csv, name="replan_export_csv"),
    path("audit/replans/export.jsonl", audit.replan_export_jsonl, name="replan_export_jsonl"),
    path("metrics/", metrics.metrics, name="metrics"),
    path("evals/", evals.eval_list, name="eval_list"),
    path("evals/<id:eval_id>/", evals.eval_detail, name="eval_detail"),
    path("tickets/new/", tickets.ticket_new, name="ticket_new"),
    path("tickets/new/orders", tickets.ticket_customer_orders, name="ticket_customer_orders"),
    path("api/tickets", api.api_tickets, name="api_tickets"),
    path("favicon.ico", RedirectView.as_view(url=static("favicon.svg"), permanent=True)),
    path("admin/", admin.site.urls),
    # Log in and out only: no password reset by email (no mail is configured); an admin sets a new
    # password in the admin or with `manage.py changepassword`.
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
]
