"""Tokens issued before tokens could expire (no expiry, created before 0002 was applied) expire
API_TOKEN_TTL_DAYS from now, as a token issued today would (nothing changes where that is 0, never). Tokens issued since with `--days 0`
chose to never expire and are left so: 0002's applied time tells the two apart."""

from datetime import timedelta

from django.conf import settings
from django.db import migrations
from django.db.migrations.recorder import MigrationRecorder
from django.utils import timezone


def expire_tokens_issued_without_expiry(apps, schema_editor):
    if settings.API_TOKEN_TTL_DAYS <= 0:  # this deployment's tokens never expire: nothing to catch up
        return
    ApiToken = apps.get_model("supervisor", "ApiToken")
    recorder = MigrationRecorder(schema_editor.connection)
    applied = recorder.migration_qs.filter(app="supervisor", name="0002_api_token_expiry_and_revocation").values_list("applied", flat=True).first()
    now = timezone.now()
    before_expiry_existed = ApiToken.objects.filter(expires_at__isnull=True, created_at__lt=applied or now)
    before_expiry_existed.update(expires_at=now + timedelta(days=settings.API_TOKEN_TTL_DAYS))


class Migration(migrations.Migration):

    dependencies = [
        ("supervisor", "0002_api_token_expiry_and_revocation"),
    ]

    operations = [
        migrations.RunPython(expire_tokens_issued_without_expiry, migrations.RunPython.noop),
    ]
