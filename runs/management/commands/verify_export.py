"""Check a signed evidence bundle offline: no database, no network.

    manage.py verify_export run-42.evidence.json [--public-key BASE64 ...]

Exit 0 when the signature, every field and the hash chain hold; 1 otherwise, naming each event and
field that differs. The bundle's key is trusted when it is this deployment's (EVIDENCE_SIGNING_KEY)
or one given with --public-key; otherwise the bundle may be intact but signed by someone else.
"""

from __future__ import annotations

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from runs.evidence import deployment_public_key, verify


class Command(BaseCommand):
    help = "Verify a signed evidence bundle written by export_run, offline."
    requires_system_checks: list = []

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--public-key", action="append", default=[], help="A trusted public key (base64, raw 32 bytes)")

    def handle(self, *args, **opts):
        try:
            text = Path(opts["file"]).read_bytes().decode("utf-8", errors="replace")
        except OSError as exc:
            raise CommandError(str(exc)) from None
        trusted = [k for k in [deployment_public_key(), *opts["public_key"]] if k]
        verdict = verify(text, trusted_keys=trusted)
        for fact in verdict.facts:
            self.stdout.write(f"ok: {fact}")
        for problem in verdict.problems:
            self.stdout.write(f"DIFFERS: {problem}")
        self.stdout.write("VERIFIED" if verdict.ok else f"NOT VERIFIED: {len(verdict.problems)} problem(s)")
        if not verdict.ok:
            sys.exit(1)
