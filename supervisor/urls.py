from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.templatetags.static import static
from django.urls import path
from django.views.generic import RedirectView

from supervisor import converters  # noqa: F401 - registers <id:...>
from supervisor.views import (
    annotate, api, approvals, audit, counterfactuals, escalations, evals, inbox, ledger, metrics, overview, plans, runs, tickets, waits,
)

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
    path("runs/<id:run_id>/pinned/<id:seq>/withdraw", runs.run_pinned_withdraw, name="run_pinned_withdraw"),
    path("runs/<id:run_id>/replay", runs.run_replay, name="run_replay"),
    path("runs/<id:run_id>/counterfactual", counterfactuals.counterfactual_start, name="counterfactual_start"),
    path("audit/counterfactuals/", counterfactuals.counterfactual_list, name="counterfactual_list"),
    path("audit/counterfactuals/start", counterfactuals.counterfactual_start_set, name="counterfactual_start_set"),
    path("audit/counterfactuals/<id:counterfactual_id>/", counterfactuals.counterfactual_detail, name="counterfactual_detail"),
    path("runs/<id:run_id>/evidence", runs.run_export, name="run_export"),
    path("runs/<id:run_id>/save-case", runs.run_save_case, name="run_save_case"),
    path("runs/<id:run_id>/plan/edit/", plans.plan_edit, name="plan_edit"),
    path("plans/", plans.plan_queue, name="plan_queue"),
    path("plans/<id:approval_id>/confirm", plans.plan_confirm, name="plan_confirm"),
    path("plans/<id:approval_id>/reject", plans.plan_reject, name="plan_reject"),
    path("approvals/", approvals.approval_queue, name="approval_queue"),
    path("approvals/<id:approval_id>/decide", approvals.approval_decide, name="approval_decide"),
    path("approvals/standing/sign", approvals.standing_sign, name="standing_sign"),
    path("approvals/standing/<id:standing_id>/grant", approvals.standing_grant, name="standing_grant"),
    path("approvals/standing/<id:standing_id>/revoke", approvals.standing_revoke, name="standing_revoke"),
    path("escalations/", escalations.escalation_queue, name="escalation_queue"),
    path("escalations/<id:escalation_id>/resolve", escalations.escalation_resolve, name="escalation_resolve"),
    path("waits/", waits.waits_page, name="waits"),
    path("waits/bulk", waits.waits_bulk, name="waits_bulk"),
    path("settings/notifications/", waits.notification_settings, name="notification_settings"),
    path("audit/replans/", audit.replan_list, name="replan_list"),
    path("audit/replans/<id:replan_id>/", audit.replan_detail, name="replan_detail"),
    path("audit/replans/export.csv", audit.replan_export_csv, name="replan_export_csv"),
    path("audit/replans/export.jsonl", audit.replan_export_jsonl, name="replan_export_jsonl"),
    path("ledger/", ledger.ledger_list, name="ledger"),
    path("ledger/<id:effect_id>/compensate", ledger.effect_compensate, name="effect_compensate"),
    path("ledger/<id:effect_id>/settle", ledger.effect_settle, name="effect_settle"),
    path("ledger/compensations/<id:approval_id>/decide", ledger.compensation_decide, name="compensation_decide"),
    path("annotate/", annotate.annotation_list, name="annotation_queue"),
    path("annotate/<id:run_id>/label", annotate.run_label, name="run_label"),
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
