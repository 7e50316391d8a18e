"""`manage.py issue_api_token USERNAME NAME`: a bearer token for POST /api/tickets.

The key is printed once; only its digest is stored, so a lost key is replaced, not recovered.
"""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from supervisor.models import ApiToken
from supervisor.rules import allowed


class Command(BaseCommand):
    help = "Issue an API token for USERNAME, named NAME (e.g. 'helpdesk bridge'). Prints the key once."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("name")
        parser.add_argument("--days", type=int, default=None,
                            help="Days until the token expires (default: API_TOKEN_TTL_DAYS; 0: never).")

    def handle(self, *args, username: str, name: str, **options):
        try:
            user = get_user_model().objects.get(username=username)
        except get_user_model().DoesNotExist:
            raise CommandError(f"No user {username!r}.") from None
        if not name.strip():
            raise CommandError("Give the token a name that says what uses it.")
        if options["days"] is not None and options["days"] < 0:
            raise CommandError(f"--days must be 0 (never expires) or more, not {options['days']}.")
        token, key = ApiToken.issue(user=user, name=name.strip(), days=options["days"])
        if not allowed(user, "create_ticket"):
            self.stderr.write(self.style.WARNING(f"{username} may not create tickets: the API will answer 403 until they may."))
        self.stdout.write(key)
        if options["verbosity"] > 0:
            expiry = f"expires {token.expires_at:%Y-%m-%d %H:%M} UTC" if token.expires_at else "never expires"
            self.stderr.write(f"Token {token.pk} ({token.name}) for {username}, {expiry}. Store the key now: it is not shown again.")
