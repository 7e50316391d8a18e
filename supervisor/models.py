import hashlib
import secrets

from django.conf import settings
from django.db import models


class ApiToken(models.Model):
    """A bearer token for `POST /api/tickets`. Only a digest is stored; the key is shown once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=100)
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.name} ({self.user})"

    @staticmethod
    def digest_of(key: str) -> str:
        return hashlib.sha256(key.encode()).hexdigest()

    @classmethod
    def issue(cls, *, user, name: str) -> tuple["ApiToken", str]:
        key = secrets.token_urlsafe(32)
        return cls.objects.create(user=user, name=name, digest=cls.digest_of(key)), key
