"""`manage.py seed_demo`: the demo marketplace, the demo tickets and one login per role.

Safe to run any number of times: the second run reports everything unchanged. The data lives in
`runs.shop.demo_data` (shared with the eval set); the writing in `runs.shop.demo_seed`.
"""

from collections import Counter

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from runs.money import dollars
from runs.shop.demo_data import CANONICAL_ORDER_REF, CANONICAL_TICKET_REF, DEMO_PASSWORD, build_shop
from runs.shop.demo_seed import load_demo
from runs.shop.models import CaseType, SellerType

ROWS = ["customers", "sellers", "supplements", "policies", "orders", "lines", "charges", "shipments", "scans",
        "tickets", "groups", "users"]


class Command(BaseCommand):
    help = "Load the demo shop, the demo tickets and the demo logins (lead, reviewer, auditor, admin). Idempotent."

    def add_arguments(self, parser):
        parser.add_argument("--no-users", action="store_true", help="Skip the role groups and the demo logins.")
        parser.add_argument("--demo-deployment", action="store_true",
                            help="This deployment is a demo: load the demo data although it looks like production "
                                 "(DATABASE_URL set, HTTPS on, or DEBUG off with its own SECRET_KEY; or neither embedded nor DEBUG).")

    def handle(self, *args, no_users=False, demo_deployment=False, verbosity=1, **options):
        production = settings.LOOKS_LIKE_PRODUCTION or not (settings.DEBUG or settings.SUPERVISOR_EMBEDDED)
        if production and not demo_deployment:
            raise CommandError(
                "This looks like a production deployment (DATABASE_URL set, HTTPS on, DEBUG off with its own SECRET_KEY, "
                "or neither embedded nor DEBUG): the demo shop, its tickets and its logins "
                f"(password {DEMO_PASSWORD!r}, a superuser among them) do not belong here. Create people with "
                "`manage.py createsuperuser` and the admin. If this deployment is a demo, say so: --demo-deployment."
            )
        report = load_demo(users=not no_users)
        data = build_shop()
        for warning in report.warnings:
            self.stderr.write(self.style.WARNING(warning))
        if verbosity == 0:
            return

        self.stdout.write("Demo data (created / updated / unchanged / deleted):")
        for name in ROWS:
            if name not in report.tallies:
                continue
            t = report[name]
            kept = f"  ({t.kept} left as they were)" if t.kept else ""
            self.stdout.write(f"  {name:<12} {t.created:>4} / {t.updated:>4} / {t.unchanged:>4} / {t.deleted:>4}{kept}")

        roles = Counter(o.role for o in data.orders)
        self.stdout.write(
            f"\n{len(data.orders)} orders: {roles['case']} with a problem, {roles['replacement']} replacements, "
            f"{roles['routine']} without a problem. Orders per case type:"
        )
        pairs = Counter((c, o.seller_type) for o in data.orders for c in o.case_types)
        self.stdout.write(f"  {'':<24}{'first_party':>12}{'marketplace':>12}")
        for case in CaseType:
            fp, mp = pairs[(case.value, SellerType.FIRST_PARTY.value)], pairs[(case.value, SellerType.MARKETPLACE.value)]
            self.stdout.write(f"  {case.label:<24}{fp:>12}{mp:>12}")
        over = sum(1 for o in data.orders for c in o.cases if c.fair_refund_cents > settings.REFUND_CEILING_CENTS)
        self.stdout.write(f"  {over} cases are worth more than the {dollars(settings.REFUND_CEILING_CENTS)} refund ceiling.")
        self.stdout.write(
            f"{len(data.tickets)} demo tickets; {CANONICAL_TICKET_REF} is the three-intent ticket on {CANONICAL_ORDER_REF}."
        )

        if not no_users:
            self.stdout.write(f'\nDemo logins (password "{DEMO_PASSWORD}"):')
            for user in data.users:
                extra = " (staff, superuser)" if user.is_superuser else ""
                self.stdout.write(f"  {user.username:<10} {user.group}{extra}")

        if report.changed:
            self.stdout.write(self.style.SUCCESS(f"\nDone: {report.changed} rows written."))
        else:
            self.stdout.write(self.style.SUCCESS("\nDone: already up to date, nothing changed."))
