"""Admin for the run record. History rows (events, replans) are read-only here as everywhere."""

from django.contrib import admin

from . import models


class ReadOnlyAdmin(admin.ModelAdmin):
    """The record is append-only: admins can look, never edit or delete."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(models.Ticket)
class TicketAdmin(admin.ModelAdmin):
    list_display = ["ref", "subject", "customer_email", "order_ref", "channel", "created_at"]
    list_filter = ["channel"]
    search_fields = ["ref", "subject", "customer_email", "order_ref"]


@admin.register(models.Run)
class RunAdmin(admin.ModelAdmin):
    list_display = ["id", "ticket", "model_name", "phase", "status", "outcome", "turn", "revision_count", "attempts", "created_at"]
    list_filter = ["status", "phase", "outcome", "model_name"]
    search_fields = ["ticket__ref", "order_ref"]
    list_select_related = ["ticket"]
    readonly_fields = ["next_seq", "lease_owner", "lease_expires_at", "state", "replay_detail"]


@admin.register(models.RunEvent)
class RunEventAdmin(ReadOnlyAdmin):
    list_display = ["run", "seq", "turn", "phase", "kind", "actor", "created_at"]
    list_filter = ["kind", "phase"]
    list_select_related = ["run__ticket"]


@admin.register(models.ReplanEvent)
class ReplanEventAdmin(ReadOnlyAdmin):
    list_display = ["run", "turn", "actor", "trigger", "created_at"]
    list_select_related = ["run__ticket"]


@admin.register(models.Subtask)
class SubtaskAdmin(admin.ModelAdmin):
    list_display = ["run", "number", "goal", "status", "evidence"]
    list_filter = ["status"]
    list_select_related = ["run__ticket"]


@admin.register(models.Step)
class StepAdmin(admin.ModelAdmin):
    list_display = ["subtask", "number", "title", "tool", "effect_class", "status"]
    list_filter = ["effect_class", "status"]
    list_select_related = ["subtask__run__ticket"]


@admin.register(models.Approval)
class ApprovalAdmin(admin.ModelAdmin):
    list_display = ["run", "kind", "status", "requested_by", "decided_by", "created_at", "expires_at"]
    list_filter = ["kind", "status"]
    list_select_related = ["run__ticket", "requested_by", "decided_by"]


@admin.register(models.Escalation)
class EscalationAdmin(admin.ModelAdmin):
    list_display = ["run", "open_item", "status", "resolved_by", "created_at"]
    list_filter = ["status"]
    list_select_related = ["run__ticket", "resolved_by"]


@admin.register(models.DriftAlert)
class DriftAlertAdmin(admin.ModelAdmin):
    list_display = ["run", "turn", "reason", "status", "created_at"]
    list_filter = ["reason", "status"]
    list_select_related = ["run__ticket"]


@admin.register(models.EvalRun)
class EvalRunAdmin(admin.ModelAdmin):
    list_display = ["id", "model_name", "k", "started_at", "finished_at"]


@admin.register(models.EvalCaseResult)
class EvalCaseResultAdmin(admin.ModelAdmin):
    list_display = ["eval_run", "case_id", "trial", "outcome", "passed"]
    list_filter = ["passed", "outcome"]


@admin.register(models.StandingApproval)
class StandingApprovalAdmin(ReadOnlyAdmin):
    """Signed, granted and revoked on /approvals/ (the separation of duties is checked there), read here."""

    list_display = ["id", "seller_type", "case_types", "max_amount_cents", "uses", "max_uses", "expires_at", "requested_by", "signed_at",
                    "granted_by", "granted_at", "revoked_at"]
    list_select_related = ["requested_by", "granted_by"]


@admin.register(models.StandingApprovalUse)
class StandingApprovalUseAdmin(ReadOnlyAdmin):
    list_display = ["standing", "number", "run", "decision", "key", "amount_cents", "created_at"]
