from django.contrib import admin
from django.utils import timezone

from .models import ApiToken


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    """Tokens are issued with `manage.py issue_api_token` (the key is printed once); here they are
    seen (last use, expiry) and revoked."""

    list_display = ["name", "user", "state", "created_at", "last_used_at", "expires_at", "revoked_at"]
    list_filter = ["revoked_at", "expires_at"]
    readonly_fields = ["user", "digest", "created_at", "last_used_at", "revoked_at"]
    fields = ["name", "user", "digest", "created_at", "last_used_at", "expires_at", "revoked_at"]
    list_select_related = ["user"]
    actions = ["revoke"]

    def has_add_permission(self, request) -> bool:
        return False  # a key made here could not be shown: issue_api_token prints it once

    @admin.display(description="state")
    def state(self, token: ApiToken) -> str:
        return token.state

    @admin.action(description="Revoke the selected tokens (they stop working at once)")
    def revoke(self, request, queryset):
        count = queryset.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
        self.message_user(request, f"{count} token(s) revoked.")
