"""Settings, read from the environment.

With nothing set, Supervisor runs embedded: an SQLite file, an in-memory channel layer, Celery
on the in-process `memory://` transport and the offline model. `DATABASE_URL` and `REDIS_URL`
switch to PostgreSQL (psycopg 3 with its pool) and Redis (Celery broker and channel layer).
The README has the full table.
"""

import json
import os
import re
import secrets
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

from runs.local_days import zone_problem
from supervisor.webhook_urls import problem as webhook_url_problem

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value not in (None, "") else default


def _local_secret_key() -> str:
    """Embedded mode only: a random key made on first start and kept in var/ (never in the repo)."""
    path = BASE_DIR / "var" / "secret_key"
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        path.parent.mkdir(exist_ok=True)
        key = secrets.token_urlsafe(50)
        path.write_text(key)
        path.chmod(0o600)
        return key


DEBUG = env_bool("DEBUG")
REDIS_URL = os.environ.get("REDIS_URL", "")
# Embedded mode starts a Celery worker thread inside the web process (`make demo`).
SUPERVISOR_EMBEDDED = env_bool("SUPERVISOR_EMBEDDED", not REDIS_URL)
SECRET_KEY = os.environ.get("SECRET_KEY", "")
# A deployment that looks like production whatever REDIS_URL says: PostgreSQL (DATABASE_URL), HTTPS
# on, or DEBUG off with a SECRET_KEY of its own. `seed_demo` (a superuser whose password is "demo")
# refuses it unless told --demo-deployment; `make demo` and `manage.py demo` say so.
LOOKS_LIKE_PRODUCTION = bool(os.environ.get("DATABASE_URL")) or env_bool("HTTPS") or (not DEBUG and bool(SECRET_KEY))
if not SECRET_KEY:
    if not (DEBUG or SUPERVISOR_EMBEDDED):
        raise ImproperlyConfigured("SECRET_KEY must be set when SUPERVISOR_EMBEDDED is off.")
    SECRET_KEY = _local_secret_key()

# The Ed25519 key that signs evidence exports (runs.evidence): base64 of its 32-byte seed, or a PEM
# private key. Embedded (or DEBUG) with none set, one is made on the first export in var/ (as the
# SECRET_KEY is); a deployment without it refuses to export and says which setting to set.
EVIDENCE_SIGNING_KEY = os.environ.get("EVIDENCE_SIGNING_KEY", "")
EVIDENCE_SIGNING_KEY_FILE = BASE_DIR / "var" / "evidence_signing_key" if (DEBUG or SUPERVISOR_EMBEDDED) else None
# Where reviewers' saved eval cases go (runs.evals.from_run): one JSONL file per named case set.
EVAL_CASE_DIR = BASE_DIR / "var" / "cases"

ALLOWED_HOSTS = [h.strip() for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h.strip()]
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "channels",
    "django_htmx",
    "django_filters",
    "axes",
    "rules.apps.AutodiscoverRulesConfig",
    "runs.shop",
    "runs",
    "supervisor.apps.SupervisorConfig",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",  # last: it turns a lockout into the login page saying so
]

ROOT_URLCONF = "supervisor.urls"
ASGI_APPLICATION = "supervisor.asgi.application"
WSGI_APPLICATION = "supervisor.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.csp",
                "supervisor.context.product",
                "supervisor.context.vocabularies",
            ],
        },
    }
]

# --- Database -------------------------------------------------------------------------------
DATABASE_URL = os.environ.get("DATABASE_URL", "")
if DATABASE_URL:
    _db = dj_database_url.parse(DATABASE_URL)
    if _db["ENGINE"] == "django.db.backends.postgresql":
        # psycopg 3's connection pool; Django manages it (no persistent connections with a pool).
        _db["CONN_MAX_AGE"] = 0
        _db.setdefault("OPTIONS", {})["pool"] = {
            "min_size": env_int("DB_POOL_MIN", 1),
            "max_size": env_int("DB_POOL_MAX", 10),
            "timeout": env_int("DB_POOL_TIMEOUT", 10),
        }
    DATABASES = {"default": _db}
else:
    (BASE_DIR / "var").mkdir(exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.environ.get("SQLITE_PATH", str(BASE_DIR / "var" / "supervisor.sqlite3")),
            # The in-process worker writes while pages read: wait for the lock instead of failing.
            # WAL with synchronous=NORMAL: a commit survives the process being killed (what the
            # crash tests do) and is not fsynced one by one (2 ms each, 8% of an eval's time); a
            # power cut may lose the last commits. Deployments that must survive that use PostgreSQL.
            "OPTIONS": {"timeout": 20, "transaction_mode": "IMMEDIATE",
                        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"},
        }
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis: Celery broker and channel layer -------------------------------------------------
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # redis-py 8 times a read out after 5 s by default, as long as the layer's blocking
            # BZPOPMIN waits: every idle socket's consumer died with "Timeout reading" (channels_redis #422).
            "CONFIG": {"hosts": [{"address": REDIS_URL, "socket_timeout": 15}], "capacity": 200, "expiry": 30},
        }
    }
    CELERY_BROKER_URL = REDIS_URL
else:
    # In memory, and safe to send on from the embedded worker's thread (supervisor.layers).
    CHANNEL_LAYERS = {"default": {"BACKEND": "supervisor.layers.ThreadSafeInMemoryChannelLayer"}}
    CELERY_BROKER_URL = "memory://localhost/"  # in-process; a host named so kombu does not warn
# Django's cache: what pages keep between requests (each person's permissions and roles,
# supervisor.person_roles). Redis when set, shared by every process, so a change is seen by all;
# embedded mode is one process and keeps it in memory.
# "markup" is each process's own: markup that follows from the code and the request's query string
# alone (the filter bars, drawn by the form widgets' templates), so no process can hold a stale one.
CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL, "KEY_PREFIX": "supervisor"}
          if REDIS_URL else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
          "markup": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "markup"}}
# Live pages: the first message of a burst is rendered at once, the rest of it once at the end of a
# LIVE_COALESCE_SECONDS window; a socket also looks for changes a dropped message never announced
# every LIVE_RESYNC_SECONDS.
LIVE_COALESCE_SECONDS = float(os.environ.get("LIVE_COALESCE_SECONDS", "0.15"))
LIVE_RESYNC_SECONDS = float(os.environ.get("LIVE_RESYNC_SECONDS", "10"))
# A socket is pushed to at most once every LIVE_PUSH_INTERVAL_SECONDS (what happens meanwhile rides
# along), and a server process renders at most LIVE_RENDER_THREADS pushes at once: pages come first.
LIVE_PUSH_INTERVAL_SECONDS = float(os.environ.get("LIVE_PUSH_INTERVAL_SECONDS", "1"))
# A run's own page hears only that run, and its pushes draw only the regions the new events touch:
# a shorter interval there, so a person watching a run sees each turn as it lands.
LIVE_RUN_PUSH_INTERVAL_SECONDS = float(os.environ.get("LIVE_RUN_PUSH_INTERVAL_SECONDS", "0.25"))
LIVE_RENDER_THREADS = max(1, env_int("LIVE_RENDER_THREADS", 1))
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 3600)}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True

# --- Model ----------------------------------------------------------------------------------
# offline (default, deterministic, no network) | scripted | anthropic
SUPERVISOR_MODEL = os.environ.get("SUPERVISOR_MODEL", "offline")
ANTHROPIC_API_KEY = os.environ.get("ANTHROPIC_API_KEY", "")
# A current id from the SDK's own list (anthropic.types.Model); checked below when Claude drives runs.
ANTHROPIC_MODEL = os.environ.get("ANTHROPIC_MODEL", "claude-sonnet-5-5")
# "adaptive": the model decides when to think (the Sonnet 5 family's default; its thinking blocks
# are recorded, never shown to customers, and sent back only under the prefix they were produced
# under); "off": the model's own off type (ANTHROPIC_MODEL_CAPABILITIES' "thinking_off").
ANTHROPIC_THINKING = os.environ.get("ANTHROPIC_THINKING", "adaptive")
ANTHROPIC_TIMEOUT_SECONDS = float(os.environ.get("ANTHROPIC_TIMEOUT_SECONDS", "60"))
ANTHROPIC_MAX_RETRIES = env_int("ANTHROPIC_MAX_RETRIES", 3)
ANTHROPIC_MAX_TOKENS = env_int("ANTHROPIC_MAX_TOKENS", 2048)
# The shortest prefix each model caches, in tokens (a shorter one is silently not cached): the
# adapter puts a breakpoint only where the prefix reaches it. JSON {model id: tokens}; unlisted
# ids get the largest published minimum.
# Sonnet 5.5: 512 ("What's new in Claude Sonnet 5.5" comparison: 1,024 on Sonnet 5, 512 on 5.5).
ANTHROPIC_CACHE_MIN_TOKENS = {
    "claude-sonnet-5-5": 512, "claude-sonnet-5": 1024, "claude-sonnet-4-6": 2048, "claude-sonnet-4-5": 1024,
    "claude-haiku-5-5": 4096, "claude-haiku-4-5": 4096, "claude-opus-5-5": 4096, "claude-opus-5": 4096,
    "claude-opus-4-6": 4096, "claude-opus-4-5": 4096,
    **json.loads(os.environ.get("ANTHROPIC_CACHE_MIN_TOKENS", "{}")),
}
# Dollars per million tokens per model id: input, output, cache_read, cache_write (5-minute).
# JSON {model id: {...}} adds or replaces entries. Costs on the run page and budgets use it.
ANTHROPIC_PRICES = {
    "claude-sonnet-5-5": {"input": 2, "output": 10, "cache_read": 0.2, "cache_write": 2.5},
    "claude-sonnet-4-6": {"input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75},
    "claude-haiku-4-5": {"input": 1, "output": 5, "cache_read": 0.1, "cache_write": 1.25},
    **json.loads(os.environ.get("ANTHROPIC_PRICES", "{}")),
}
# What each model's API refuses, where models differ (runs.agents.model_ids.CAPABILITY_KEYS):
# forced tool_choice (Sonnet 5.5: 400, so the phase's tool is asked for in words and the runtime
# enforces it), and the thinking type that turns thinking off (Sonnet 5.5 refuses "disabled" and
# takes "between_tools"). JSON {model id: {"forced_tool_choice": bool, "thinking_off": type}} adds
# or replaces rows; a run on a model without a row is refused at startup.
ANTHROPIC_MODEL_CAPABILITIES = {
    "claude-sonnet-5-5": {"forced_tool_choice": False, "thinking_off": "between_tools"},
    "claude-sonnet-5": {"forced_tool_choice": True, "thinking_off": "disabled"},
    "claude-sonnet-4-6": {"forced_tool_choice": True, "thinking_off": "disabled"},
    "claude-haiku-4-5": {"forced_tool_choice": True, "thinking_off": "disabled"},
    **json.loads(os.environ.get("ANTHROPIC_MODEL_CAPABILITIES", "{}")),
}
# "code" (default): the verifier is code (runs.verifier). "model": a separate Claude call that sees
# only the ticket, plan, deliverables and reply judges them too; the code checks stay the floor.
SUPERVISOR_VERIFIER = os.environ.get("SUPERVISOR_VERIFIER", "code")
if SUPERVISOR_VERIFIER not in {"code", "model"}:
    raise ImproperlyConfigured(f"SUPERVISOR_VERIFIER must be code or model, not {SUPERVISOR_VERIFIER!r}.")
# Exchanges of the current phase sent back to the model with each request; older ones live on
# only as state in the pinned block, so a request is as big at turn 30 as at turn 5.
CONTEXT_WINDOW_TURNS = env_int("CONTEXT_WINDOW_TURNS", 2)
# Seconds the offline agent takes per answer, as a real model would (0: at once).
SUPERVISOR_OFFLINE_TURN_SECONDS = float(os.environ.get("SUPERVISOR_OFFLINE_TURN_SECONDS", "0"))
if SUPERVISOR_MODEL == "anthropic" and not ANTHROPIC_API_KEY:
    raise ImproperlyConfigured("SUPERVISOR_MODEL=anthropic needs ANTHROPIC_API_KEY.")
if ANTHROPIC_THINKING not in {"adaptive", "off"}:
    raise ImproperlyConfigured(f"ANTHROPIC_THINKING must be adaptive or off, not {ANTHROPIC_THINKING!r}.")
if SUPERVISOR_MODEL not in {"offline", "scripted", "anthropic"}:
    raise ImproperlyConfigured(f"SUPERVISOR_MODEL must be offline, scripted or anthropic, not {SUPERVISOR_MODEL!r}.")

# --- Runtime rules --------------------------------------------------------------------------
REFUND_CEILING_CENTS = env_int("REFUND_CEILING_CENTS", 15000)
REVISION_BUDGET = env_int("REVISION_BUDGET", 3)
DRIFT_IDLE_TURNS = env_int("DRIFT_IDLE_TURNS", 3)
MAX_TURNS = env_int("MAX_TURNS", 40)
# Per-run budgets of model usage (0: none): all tokens of all calls, and their cost in cents from
# ANTHROPIC_PRICES. A run over either escalates, naming the budget, before it calls the model again.
RUN_MAX_TOKENS = env_int("RUN_MAX_TOKENS", 400000)
RUN_MAX_COST_CENTS = env_int("RUN_MAX_COST_CENTS", 200)
# Claude drives the runs or the verifier: its id is current, its capability row well formed, and
# it has a price whenever the cost budget is on (else the budget would silently never bind).
if SUPERVISOR_MODEL == "anthropic" or SUPERVISOR_VERIFIER == "model":
    from runs.agents.model_ids import UnknownModel, check_capability_table, check_model_id, check_model_settings

    try:
        check_capability_table(ANTHROPIC_MODEL_CAPABILITIES)
        check_model_id(ANTHROPIC_MODEL)
        check_model_settings(ANTHROPIC_MODEL, table=ANTHROPIC_MODEL_CAPABILITIES, prices=ANTHROPIC_PRICES, max_cost_cents=RUN_MAX_COST_CENTS)
    except UnknownModel as exc:
        raise ImproperlyConfigured(str(exc)) from None
RUN_LEASE_SECONDS = env_int("RUN_LEASE_SECONDS", 60)
# How often each worker folds the metrics page's totals (supervisor.tallies).
TALLY_FOLD_SECONDS = env_int("TALLY_FOLD_SECONDS", 30)
RUN_MAX_ATTEMPTS = env_int("RUN_MAX_ATTEMPTS", 5)
# Turns one Celery task walks a run before it gives its worker back and queues the run again behind
# the others (0: it walks until the run finishes or waits for a person).
RUN_TURNS_PER_WALK = env_int("RUN_TURNS_PER_WALK", 0)
APPROVAL_TTL_HOURS = env_int("APPROVAL_TTL_HOURS", 72)
# When a plan waits for a reviewer: "multi_intent_or_over_ceiling" (default), "always", "never".
PLAN_CONFIRMATION_RULE = os.environ.get("PLAN_CONFIRMATION_RULE", "multi_intent_or_over_ceiling")
# The tool backend runs act on (runs.world): a dotted path to a function returning one.
SHOP_BACKEND = os.environ.get("SHOP_BACKEND", "runs.shop.backend.shop_backend")

# --- Waits on people: deadlines and notifications (runs.waits, supervisor.notify) -------------
# Hours a plan confirmation, a refund approval and an escalation may wait before people are told;
# a second period later the wait goes to the admin group. Checked every WAIT_CHECK_SECONDS by Celery
# beat (`celery -A supervisor beat`; embedded mode runs the beat in-process).
WAIT_DEADLINE_MAX_HOURS = 8760  # a year: beyond it a deadline means nothing, and dates overflow


def env_hours(name: str, default: float) -> float:
    """A wait's period in hours: positive, finite, at most a year. 0 or less would make every wait
    overdue at once; nan or a huge number breaks every page that shows a deadline."""
    raw = os.environ.get(name) or str(default)
    try:
        hours = float(raw)
    except ValueError:
        hours = float("nan")
    if not 0 < hours <= WAIT_DEADLINE_MAX_HOURS:  # false for nan too
        raise ImproperlyConfigured(f"{name} must be a number of hours above 0 and at most {WAIT_DEADLINE_MAX_HOURS}, not {raw!r}.")
    return hours


WAIT_DEADLINE_PLAN_HOURS = env_hours("WAIT_DEADLINE_PLAN_HOURS", 4)
WAIT_DEADLINE_REFUND_HOURS = env_hours("WAIT_DEADLINE_REFUND_HOURS", 2)
WAIT_DEADLINE_ESCALATION_HOURS = env_hours("WAIT_DEADLINE_ESCALATION_HOURS", 8)
WAIT_CHECK_SECONDS = env_int("WAIT_CHECK_SECONDS", 60)
CELERY_BEAT_SCHEDULE = {
    "check-wait-deadlines": {"task": "supervisor.check_wait_deadlines", "schedule": float(WAIT_CHECK_SECONDS),
                             "options": {"expires": float(WAIT_CHECK_SECONDS)}},
}
# Links in notifications point here (scheme, host and port, no trailing slash).
SITE_URL = os.environ.get("SITE_URL", "").rstrip("/") or f"http://127.0.0.1:{env_int('PORT', 8000)}"
# Email goes through Django's mailer (MAILERS, Django 6.1): SMTP to EMAIL_HOST; in embedded mode
# with no EMAIL_HOST set, printed on the console instead (the demo).
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
MAILERS = {"default": {"BACKEND": "django.core.mail.backends.console.EmailBackend"} if SUPERVISOR_EMBEDDED and not EMAIL_HOST else {
    "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
    "OPTIONS": {"host": EMAIL_HOST or "localhost", "port": env_int("EMAIL_PORT", 587), "username": os.environ.get("EMAIL_HOST_USER", ""),
                "password": os.environ.get("EMAIL_HOST_PASSWORD", ""), "use_tls": env_bool("EMAIL_USE_TLS", True),
                "timeout": env_int("EMAIL_TIMEOUT", 10)},
}}
del EMAIL_HOST  # read into MAILERS; Django 6.1 deprecates the EMAIL_* settings
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "supervisor@localhost")
# Outgoing webhooks: Slack-compatible JSON POSTed to each URL, signed with HMAC-SHA256 of
# NOTIFY_WEBHOOK_SECRET (X-Supervisor-Signature), retried with exponential backoff.
NOTIFY_WEBHOOK_URLS = [u.strip() for u in os.environ.get("NOTIFY_WEBHOOK_URLS", "").split(",") if u.strip()]
NOTIFY_WEBHOOK_SECRET = os.environ.get("NOTIFY_WEBHOOK_SECRET", "")
if NOTIFY_WEBHOOK_URLS and not NOTIFY_WEBHOOK_SECRET:
    raise ImproperlyConfigured("NOTIFY_WEBHOOK_URLS needs NOTIFY_WEBHOOK_SECRET: receivers check each body's signature.")
# A URL nothing can be POSTed to (the scheme left off, an easy typo) would fail every alert sent to
# chat, each one only on the notification's row: stop here and name it.
_webhook_url_problems = [p for p in map(webhook_url_problem, NOTIFY_WEBHOOK_URLS) if p]
if _webhook_url_problems:
    raise ImproperlyConfigured(f"NOTIFY_WEBHOOK_URLS: {'; '.join(_webhook_url_problems)}. Each is a full http:// or https:// URL.")
NOTIFY_WEBHOOK_TIMEOUT_SECONDS = float(os.environ.get("NOTIFY_WEBHOOK_TIMEOUT_SECONDS", "10"))
NOTIFY_MAX_RETRIES = env_int("NOTIFY_MAX_RETRIES", 6)

# --- Auth, i18n, static ---------------------------------------------------------------------
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked-out login before any password is checked
    "rules.permissions.ObjectPermissionBackend",
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "overview"
LOGOUT_REDIRECT_URL = "login"
AUTH_PASSWORD_VALIDATORS = [] if SUPERVISOR_EMBEDDED else [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

# Login throttling (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one username from one
# address, that pair is locked out for AXES_COOLOFF_MINUTES, and the login page says so (429).
AXES_FAILURE_LIMIT = env_int("AXES_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("AXES_COOLOFF_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "supervisor.views.access.locked_out"
AXES_VERBOSE = False
# Behind a proxy every client arrives from the proxy's address, and one person's failures would
# lock everyone out. TRUSTED_PROXY_COUNT=N (the proxies in front that append to X-Forwarded-For)
# makes the address counted the one the outermost proxy saw; 0 (the default) ignores the header,
# which a client could otherwise fill with a new address per attempt.
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0)
AXES_CLIENT_IP_CALLABLE = "supervisor.views.access.client_address"

# API tokens (supervisor.models.ApiToken) are valid this long after they are issued; 0: no expiry.
API_TOKEN_TTL_DAYS = env_int("API_TOKEN_TTL_DAYS", 90)


LANGUAGE_CODE = "en-us"
# The shop's time zone (an IANA name): the calendar its promised-by dates, return and damage windows
# and every "today" are counted in (runs.local_days), and the clock its pages show. Datetimes are
# stored in UTC whatever it says. UTC by default, the day the shop had before it could be named.
SHOP_TIME_ZONE = os.environ.get("SHOP_TIME_ZONE", "UTC")
if zone_problem(SHOP_TIME_ZONE):
    raise ImproperlyConfigured(f"SHOP_TIME_ZONE: {zone_problem(SHOP_TIME_ZONE)}.")
TIME_ZONE = SHOP_TIME_ZONE
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "var" / "static"
WHITENOISE_USE_FINDERS = True

SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False
SECURE_CONTENT_TYPE_NOSNIFF = True

# --- HTTPS: behind a TLS proxy in production (README, "Running it for real") --------------------
# HTTPS=on: Secure cookies, a redirect of plain HTTP to https, and HSTS. Each can be set on its own.
HTTPS = env_bool("HTTPS")
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", HTTPS)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", HTTPS)
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", HTTPS)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000 if HTTPS else 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", HTTPS)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", HTTPS)
# "X-Forwarded-Proto" (value "https") or "Header: value": the header the proxy sets on requests that
# came in over TLS. Only set it when the proxy always sets or strips that header; otherwise a client
# could claim https. Anything else is refused at startup rather than matched against no header.
_proxy_header = os.environ.get("SECURE_PROXY_SSL_HEADER", "").strip()
if _proxy_header:
    _name, _colon, _value = (part.strip() for part in _proxy_header.partition(":"))
    if not re.fullmatch(r"[A-Za-z0-9-]+", _name) or (_colon and not _value) or any(c.isspace() for c in _value):
        raise ImproperlyConfigured(
            f"SECURE_PROXY_SSL_HEADER={_proxy_header!r}: give a header name (X-Forwarded-Proto), or a name and the value "
            "it has over TLS (X-Forwarded-Proto: https)."
        )
    SECURE_PROXY_SSL_HEADER = ("HTTP_" + _name.upper().replace("-", "_"), _value or "https")
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"

# Websockets accept exactly these origins (scheme, host and port; channels' OriginValidator): by
# default each allowed host at https:// when HTTPS is on, else at http://host:PORT, plus
# CSRF_TRUSTED_ORIGINS. `manage.py demo` puts the port it actually listens on in place of PORT's
# (unless WEBSOCKET_ALLOWED_ORIGINS is set): only origins this server serves.
WEBSOCKET_ALLOWED_ORIGINS = [o.strip() for o in os.environ.get("WEBSOCKET_ALLOWED_ORIGINS", "").split(",") if o.strip()] or [
    *(f"https://{h}" if HTTPS else f"http://{h}:{env_int('PORT', 8000)}" for h in ALLOWED_HOSTS if h != "*" and not h.startswith(".")),
    *CSRF_TRUSTED_ORIGINS,
]
X_FRAME_OPTIONS = "DENY"
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],  # 'self' covers ws:/wss: to this host (CSP 3): the live pages' sockets
    "frame-ancestors": [CSP.NONE],
    "form-action": [CSP.SELF],
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"run": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "run"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
    "loggers": {"runs": {"level": os.environ.get("LOG_LEVEL", "INFO"), "propagate": True}},
}
