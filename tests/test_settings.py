"""Settings come from the environment: each case imports supervisor.settings in a fresh interpreter."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Everything settings.py reads; each case starts from none of them set.
SETTINGS_ENV = [
    "DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "CSRF_TRUSTED_ORIGINS", "DATABASE_URL", "SQLITE_PATH",
    "DB_POOL_MIN", "DB_POOL_MAX", "DB_POOL_TIMEOUT", "REDIS_URL", "CELERY_VISIBILITY_TIMEOUT",
    "SUPERVISOR_MODEL", "ANTHROPIC_API_KEY", "ANTHROPIC_MODEL", "ANTHROPIC_TIMEOUT_SECONDS",
    "ANTHROPIC_MAX_RETRIES", "ANTHROPIC_MAX_TOKENS", "REFUND_CEILING_CENTS", "REVISION_BUDGET",
    "DRIFT_IDLE_TURNS", "MAX_TURNS", "RUN_LEASE_SECONDS", "RUN_MAX_ATTEMPTS", "APPROVAL_TTL_HOURS",
    "PLAN_CONFIRMATION_RULE", "SHOP_TIME_ZONE", "SUPERVISOR_EMBEDDED", "LOG_LEVEL", "HTTPS", "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE",
    "SECURE_SSL_REDIRECT", "SECURE_HSTS_SECONDS", "SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD",
    "SECURE_PROXY_SSL_HEADER", "WEBSOCKET_ALLOWED_ORIGINS", "PORT", "AXES_FAILURE_LIMIT", "AXES_COOLOFF_MINUTES",
    "API_TOKEN_TTL_DAYS", "TRUSTED_PROXY_COUNT",
]

PROBE = """
import json
from supervisor import settings as s
db = s.DATABASES["default"]
print(json.dumps({
    "engine": db["ENGINE"], "name": db["NAME"], "options": db.get("OPTIONS", {}),
    "conn_max_age": db.get("CONN_MAX_AGE"),
    "channel_layer": s.CHANNEL_LAYERS["default"]["BACKEND"],
    "channel_hosts": s.CHANNEL_LAYERS["default"].get("CONFIG", {}).get("hosts"),
    "broker": s.CELERY_BROKER_URL, "embedded": s.SUPERVISOR_EMBEDDED, "debug": s.DEBUG,
    "secret_key": s.SECRET_KEY, "allowed_hosts": s.ALLOWED_HOSTS, "model": s.SUPERVISOR_MODEL,
    "ceiling": s.REFUND_CEILING_CENTS, "password_validators": len(s.AUTH_PASSWORD_VALIDATORS),
    "secure_cookies": [s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE], "ssl_redirect": s.SECURE_SSL_REDIRECT,
    "hsts": s.SECURE_HSTS_SECONDS, "proxy_ssl_header": getattr(s, "SECURE_PROXY_SSL_HEADER", None),
    "websocket_origins": s.WEBSOCKET_ALLOWED_ORIGINS, "looks_like_production": s.LOOKS_LIKE_PRODUCTION,
    "shop_time_zone": s.SHOP_TIME_ZONE, "time_zone": s.TIME_ZONE,
}))
"""


def run_settings(env: dict[str, str]) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in SETTINGS_ENV and k != "DJANGO_SETTINGS_MODULE"}
    return subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env={**clean, **env},
                          capture_output=True, text=True, timeout=60)


def settings_with(**env: str) -> dict:
    result = run_settings(env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_it_uses_sqlite_without_a_database_url():
    s = settings_with()
    assert s["engine"] == "django.db.backends.sqlite3"
    assert s["name"].endswith("var/supervisor.sqlite3")


def test_it_takes_the_sqlite_path_from_the_environment(tmp_path):
    s = settings_with(SQLITE_PATH=str(tmp_path / "x.sqlite3"))
    assert s["name"] == str(tmp_path / "x.sqlite3")


def test_it_uses_postgresql_with_psycopgs_pool_from_a_database_url():
    s = settings_with(DATABASE_URL="postgres://app:secret@db.internal:5433/supervisor", DB_POOL_MAX="20")
    assert s["engine"] == "django.db.backends.postgresql"
    assert s["name"] == "supervisor"
    assert s["options"]["pool"] == {"min_size": 1, "max_size": 20, "timeout": 10}
    assert s["conn_max_age"] == 0  # a pool and persistent connections exclude each other


def test_it_uses_redis_for_channels_and_celery_with_a_redis_url():
    s = settings_with(REDIS_URL="redis://cache.internal:6379/2", SECRET_KEY="k")
    assert s["channel_layer"] == "channels_redis.core.RedisChannelLayer"
    # A read timeout longer than the layer's 5 s blocking pop (redis-py 8's default is 5 s).
    assert s["channel_hosts"] == [{"address": "redis://cache.internal:6379/2", "socket_timeout": 15}]
    assert s["broker"] == "redis://cache.internal:6379/2"
    assert s["embedded"] is False


def test_it_runs_embedded_in_memory_without_a_redis_url():
    s = settings_with()
    assert s["channel_layer"] == "supervisor.layers.ThreadSafeInMemoryChannelLayer"  # the embedded worker thread sends on it
    assert s["broker"] == "memory://localhost/"
    assert s["embedded"] is True


def test_debug_is_off_by_default():
    assert settings_with()["debug"] is False
    assert settings_with(DEBUG="true")["debug"] is True


def test_the_model_is_the_offline_agent_by_default():
    assert settings_with()["model"] == "offline"


def test_it_refuses_the_anthropic_model_without_a_key():
    result = run_settings({"SUPERVISOR_MODEL": "anthropic"})
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "SUPERVISOR_MODEL=anthropic needs ANTHROPIC_API_KEY" in result.stderr


def test_it_accepts_the_anthropic_model_with_a_key():
    assert settings_with(SUPERVISOR_MODEL="anthropic", ANTHROPIC_API_KEY="sk-test")["model"] == "anthropic"


def test_it_refuses_an_unknown_model():
    result = run_settings({"SUPERVISOR_MODEL": "gpt"})
    assert result.returncode != 0
    assert "SUPERVISOR_MODEL must be offline, scripted or anthropic" in result.stderr


def test_it_requires_a_secret_key_outside_embedded_mode():
    result = run_settings({"SUPERVISOR_EMBEDDED": "false"})
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr
    assert settings_with(SUPERVISOR_EMBEDDED="false", SECRET_KEY="s3cret")["secret_key"] == "s3cret"


def test_the_embedded_key_is_random_kept_in_var_and_never_in_the_repo():
    from pathlib import Path

    key = settings_with()["secret_key"]
    assert len(key) >= 50 and settings_with()["secret_key"] == key  # made once, then reused
    stored = Path(__file__).resolve().parent.parent / "var" / "secret_key"
    assert stored.read_text().strip() == key and oct(stored.stat().st_mode)[-3:] == "600"
    assert "var/" in (Path(__file__).resolve().parent.parent / ".gitignore").read_text()


def test_a_deployment_with_redis_needs_a_secret_key():
    result = run_settings({"REDIS_URL": "redis://cache.internal:6379/2"})
    assert result.returncode != 0 and "SECRET_KEY must be set" in result.stderr


def test_it_reads_allowed_hosts_and_the_refund_ceiling():
    s = settings_with(ALLOWED_HOSTS="supervisor.example.com, admin.example.com", REFUND_CEILING_CENTS="20000")
    assert s["allowed_hosts"] == ["supervisor.example.com", "admin.example.com"]
    assert s["ceiling"] == 20000
    assert settings_with()["ceiling"] == 15000


@pytest.mark.parametrize(("embedded", "validators"), [("true", 0), ("false", 2)])
def test_password_rules_apply_outside_embedded_mode(embedded, validators):
    assert settings_with(SUPERVISOR_EMBEDDED=embedded, SECRET_KEY="k")["password_validators"] == validators


# --- deployment: HTTPS, and check --deploy --------------------------------------------------------
PRODUCTION = {"SECRET_KEY": "k" * 20 + "-production-only-a-long-random-secret-key", "REDIS_URL": "redis://cache.internal:6379/0",
              "DATABASE_URL": "postgres://app:secret@db.internal:5432/supervisor", "ALLOWED_HOSTS": "supervisor.example.com",
              "HTTPS": "on", "SECURE_PROXY_SSL_HEADER": "X-Forwarded-Proto"}


def test_without_https_nothing_insists_on_tls():
    s = settings_with()
    assert (s["secure_cookies"], s["ssl_redirect"], s["hsts"], s["proxy_ssl_header"]) == ([False, False], False, 0, None)
    assert s["websocket_origins"] == ["http://127.0.0.1:8000", "http://localhost:8000"]  # no testserver outside tests


def test_https_turns_on_secure_cookies_hsts_the_redirect_and_wss_origins():
    s = settings_with(**PRODUCTION, CSRF_TRUSTED_ORIGINS="https://ops.example.com:8443")
    assert s["secure_cookies"] == [True, True] and s["ssl_redirect"] is True and s["hsts"] == 31536000
    assert s["proxy_ssl_header"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    assert s["websocket_origins"] == ["https://supervisor.example.com", "https://ops.example.com:8443"]


def test_each_https_setting_can_be_set_on_its_own():
    s = settings_with(SESSION_COOKIE_SECURE="on", SECURE_HSTS_SECONDS="60", WEBSOCKET_ALLOWED_ORIGINS="https://a.example.com")
    assert s["secure_cookies"] == [True, False] and s["hsts"] == 60 and s["ssl_redirect"] is False
    assert s["websocket_origins"] == ["https://a.example.com"]


@pytest.mark.parametrize("given,header", [
    ("X-Forwarded-Proto", ["HTTP_X_FORWARDED_PROTO", "https"]),
    ("X-Forwarded-Proto: https", ["HTTP_X_FORWARDED_PROTO", "https"]),
    ("  X-Forwarded-Ssl:on ", ["HTTP_X_FORWARDED_SSL", "on"]),
])
def test_the_proxy_ssl_header_is_a_name_or_a_name_and_its_value(given, header):
    assert settings_with(SECURE_PROXY_SSL_HEADER=given)["proxy_ssl_header"] == header


@pytest.mark.parametrize("given", ["X-Forwarded-Proto:", "X Forwarded Proto", "X-Forwarded-Proto = https", ": https",
                                   "X-Forwarded-Proto: https extra"])
def test_a_proxy_ssl_header_that_is_neither_is_refused_at_startup(given):
    result = run_settings({"SECURE_PROXY_SSL_HEADER": given})
    assert result.returncode != 0 and "SECURE_PROXY_SSL_HEADER=" in result.stderr and "X-Forwarded-Proto: https" in result.stderr


@pytest.mark.parametrize("env,production", [
    ({}, False),
    ({"DEBUG": "on"}, False),
    ({"DEBUG": "on", "SECRET_KEY": "k" * 50}, False),
    ({"SECRET_KEY": "k" * 50}, True),
    ({"HTTPS": "on", "DEBUG": "on"}, True),
    ({"DATABASE_URL": "postgres://u@db.example.com/sup", "DEBUG": "on"}, True),
    ({"DATABASE_URL": "postgres://u@db.example.com/sup", "SECRET_KEY": "k" * 50, "HTTPS": "on"}, True),  # no REDIS_URL: embedded
])
def test_a_deployment_looks_like_production_with_postgresql_https_or_its_own_key_without_debug(env, production):
    assert settings_with(**env)["looks_like_production"] is production


def test_check_deploy_is_clean_in_a_production_environment():
    clean = {k: v for k, v in os.environ.items() if k not in [*SETTINGS_ENV, "DJANGO_SETTINGS_MODULE"]}
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"], cwd=ROOT,
                            env={**clean, **PRODUCTION}, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout, result.stdout
