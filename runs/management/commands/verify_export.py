"""Check a signed evidence bundle offline: no database, no network.

    manage.py verify_export run-42.evidence.json [--public-key BASE64 ...]
    manage.py verify_export --print-public-key        (on the deployment: the key to give verifiers)

Exit 0 only when the bundle's shape, the signature, every field and the hash chain hold AND the
signing key is trusted: this deployment's (EVIDENCE_SIGNING_KEY) or one given with --public-key.
Anyone can make a key and sign, so a bundle signed by any other key fails. Exit 1 otherwise, naming
each event and field that differs; a malformed file is named, never a traceback.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from runs.evidence import EvidenceError, public_key_bytes, deployment_public_key, key_id, public_raw, signing_key, verify_bytes


class Command(BaseCommand):
    help = "Verify a signed evidence bundle written by export_run, offline."
    requires_system_checks: list = []

    def add_arguments(self, parser):
        parser.add_argument("file", nargs="?")
        parser.add_argument("--public-key", action="append", default=[],
                            help="A trusted public key (base64 of the raw 32 bytes), as --print-public-key prints it on the deployment")
        parser.add_argument("--print-public-key", action="store_true",
                            help="Print this deployment's public key (to give to whoever verifies offline) and exit")

    def handle(self, *args, **opts):
        if opts["print_public_key"]:
            try:
                key = base64.b64encode(public_raw(signing_key(create=False))).decode()
            except EvidenceError as exc:
                raise CommandError(str(exc)) from None
            self.stdout.write(key)
            self.stderr.write(f"key id {key_id(public_key_bytes(key))}: verifiers pass it with verify_export FILE --public-key {key}")
            return
        if not opts["file"]:
            raise CommandError("Name the bundle to verify (or --print-public-key).")
        for given in opts["public_key"]:
            if public_key_bytes(given) is None:
                raise CommandError(f"--public-key {given!r} is not the base64 of a 32-byte Ed25519 public key.")
        try:
            data = Path(opts["file"]).read_bytes()
        except OSError as exc:
            raise CommandError(str(exc)) from None
        trusted = [k for k in [deployment_public_key(), *opts["public_key"]] if k]
        verdict = verify_bytes(data, trusted_keys=trusted)
        for fact in verdict.facts:
            self.stdout.write(f"ok: {fact}")
        for problem in verdict.problems:
            self.stdout.write(f"DIFFERS: {problem}")
        self.stdout.write("VERIFIED" if verdict.ok else f"NOT VERIFIED: {len(verdict.problems)} problem(s)")
        if not verdict.ok:
            sys.exit(1)
