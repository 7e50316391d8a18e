"""`manage.py demo` (what `make demo` runs): the whole product in one process, no services.

Migrates the SQLite database, loads the demo data, starts a Celery worker thread on the
in-process `memory://` transport and serves the ASGI app (pages and websockets) with daphne.
Ctrl-C stops the server, then the worker.
"""

import logging
import os
import socket
import sys

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command, get_commands
from django.core.management.base import BaseCommand, CommandError

from supervisor import first_steps

DEMO_LOGINS = [
    ("lead", "support lead: approves refunds over the ceiling"),
    ("reviewer", "reviewer: confirms plans, resolves escalations, intervenes in live runs"),
    ("lead2", "a second support lead: approves what `lead` asked for (nobody decides their own request)"),
    ("reviewer2", "a second reviewer: confirms a plan `reviewer` edited"),
    ("auditor", "auditor: reads and exports the history, changes nothing"),
    ("admin", "admin: all of the above, and the Django admin at /admin/"),
]
DEMO_PASSWORD = "demo"
DEFAULT_PACE_SECONDS = 1.0
def port_free(host: str, port: int) -> bool:
    """Whether a server could listen on host:port now. The server's own bind still decides (the
    port can be taken in between); this only spares a newcomer the migrations and the seed first."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds: a closing socket's port is free
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


class Command(BaseCommand):
    help = "Run Supervisor embedded: migrate, seed the demo, start an in-process worker, serve on 127.0.0.1:PORT."

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8000),
                            help="0 picks a free port (default: $PORT or 8000).")
        parser.add_argument("--no-seed", action="store_true", help="Skip loading the demo data.")
        parser.add_argument("--pace", type=float, default=None,
                            help="Seconds the offline agent takes per turn, so the phases move visibly "
                                 "(default: $SUPERVISOR_OFFLINE_TURN_SECONDS if set, else 1; 0: full speed).")

    def handle(self, *args, host: str, port: int, no_seed: bool, pace: float | None, verbosity: int, **options):
        if pace is None:
            pace = settings.SUPERVISOR_OFFLINE_TURN_SECONDS if os.environ.get("SUPERVISOR_OFFLINE_TURN_SECONDS") else DEFAULT_PACE_SECONDS
        if hasattr(sys.stdout, "reconfigure"):
            sys.stdout.reconfigure(line_buffering=True)  # access log lines appear as they happen
        # memory:// has no host; kombu says so on every connection.
        logging.getLogger("kombu.connection").setLevel(logging.ERROR)
        if not port_free(host, port):  # said before migrating and seeding, not after them
            raise CommandError(f"Could not listen on {host}:{port} (is something else using the port?).")
        self.say(f"Database: {settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]} "
                 f"({settings.DATABASES['default']['NAME']})")
        call_command("migrate", interactive=False, verbosity=max(verbosity - 1, 0))
        self.say("Migrations applied.")

        if no_seed:
            self.say("Demo data: skipped (--no-seed).")
        elif "seed_demo" in get_commands():
            # `demo` says it is one: the demo data even where REDIS_URL makes this look like a production deployment.
            call_command("seed_demo", verbosity=max(verbosity - 1, 0), demo_deployment=True)  # -v 2 shows its full report
            self.say("Demo data loaded (seed_demo).")
        else:
            self.stderr.write(self.style.WARNING("Demo data: the seed_demo command is not available yet; skipping it."))
        self.print_logins()
        settings.SUPERVISOR_OFFLINE_TURN_SECONDS = max(pace, 0.0)
        if settings.SUPERVISOR_MODEL == "offline" and pace > 0:
            self.say(f"Pacing: the offline agent takes {pace:g} s per turn so you can watch the phases (--pace 0: full speed).")
        self.print_try_first()

        workers = []

        def start_worker():  # once the port is ours, so a taken port leaves nothing to clean up
            if settings.SUPERVISOR_EMBEDDED:
                from supervisor.embedded_worker import EmbeddedWorker

                workers.append(EmbeddedWorker(loglevel="WARNING").start())
                self.say(f"Celery worker: in-process thread on {settings.CELERY_BROKER_URL} (solo pool), ready.")
            else:
                self.say(f"Celery worker: not embedded (broker {settings.CELERY_BROKER_URL}); "
                         "start `celery -A supervisor worker -l info` separately.")

        try:
            listening = self.serve(host, port, on_listening=start_worker)
        finally:
            for worker in workers:
                self.say("Stopping the worker...")
                if not worker.stop():
                    self.stderr.write(self.style.WARNING("The worker thread did not stop in time (a task was still running)."))
        if not listening:
            raise CommandError(f"Could not listen on {host}:{port} (is something else using the port?).")
        self.say("Stopped.")

    def serve(self, host: str, port: int, on_listening) -> bool:
        """Serve until SIGINT/SIGTERM, calling `on_listening()` once the port is open. False if it could not be."""
        from daphne.access import AccessLogGenerator
        from daphne.endpoints import build_endpoint_description_strings
        from daphne.server import Server

        # WhiteNoise looks at STATIC_ROOT when the app loads; an absent folder only earns a warning.
        os.makedirs(settings.STATIC_ROOT, exist_ok=True)
        from supervisor.asgi import application

        server = Server(
            application=application,
            endpoints=build_endpoint_description_strings(host=host, port=port),
            signal_handlers=True,
            action_logger=AccessLogGenerator(sys.stdout),
            verbosity=1,
        )

        def ready():
            on_listening()
            # Sockets from pages of this very server only (the port may have been picked just now):
            # the defaults named PORT's origins, which this server does not serve. An explicit
            # WEBSOCKET_ALLOWED_ORIGINS is the operator's and stays as it is. (In place: the
            # origin check holds this list.)
            if not os.environ.get("WEBSOCKET_ALLOWED_ORIGINS", "").strip():
                settings.WEBSOCKET_ALLOWED_ORIGINS[:] = [
                    *(f"http://{name}:{bound_port}" for _, bound_port in server.listening_addresses
                      for name in settings.ALLOWED_HOSTS if name != "*" and not name.startswith(".")),
                    *settings.CSRF_TRUSTED_ORIGINS,
                ]
            for bound_host, bound_port in server.listening_addresses:
                self.say(self.style.SUCCESS(f"Supervisor is running at http://{bound_host}:{bound_port}/  (Ctrl-C to stop)"))
            sys.stdout.flush()

        server.ready_callable = ready
        server.run()
        return bool(server.listening_addresses)

    def print_logins(self) -> None:
        existing = set(get_user_model().objects.filter(username__in=[u for u, _ in DEMO_LOGINS]).values_list("username", flat=True))
        if not existing:
            self.stderr.write(self.style.WARNING("No demo logins exist yet (they come with seed_demo)."))
            return
        self.say(f'Demo logins (password "{DEMO_PASSWORD}"):')
        for username, role in DEMO_LOGINS:
            if username in existing:
                self.say(f"  {username:<9} {role}")

    def print_try_first(self) -> None:
        for line in first_steps.printed():
            self.say(line)

    def say(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()
