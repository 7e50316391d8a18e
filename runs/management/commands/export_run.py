"""Write a run's signed evidence bundle (runs.evidence).

    manage.py export_run 42 --out run-42.evidence.json [--as auditor]
"""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from runs.evidence import EvidenceError, export_run


class Command(BaseCommand):
    help = "Export a run's record, decisions, approvals, effects and replay verdict as one signed JSON bundle."

    def add_arguments(self, parser):
        parser.add_argument("run_id", type=int)
        parser.add_argument("--out", required=True, help="File to write ('-' for standard output)")
        parser.add_argument("--as", dest="actor", default="export-command", help="Name recorded as the exporter")

    def handle(self, *args, **opts):
        try:
            text = export_run(opts["run_id"], exported_by=opts["actor"])
        except EvidenceError as exc:
            raise CommandError(str(exc)) from None
        if opts["out"] == "-":
            self.stdout.write(text, ending="")
            return
        Path(opts["out"]).write_text(text, encoding="utf-8")
        import json

        bundle = json.loads(text)
        replay = bundle["body"]["replay"]["at_export"]
        self.stderr.write(f"run {opts['run_id']}: {bundle['manifest']['events']} events, chain head {bundle['manifest']['chain_head'][:16]}…, "
                          f"replay {'not run (unfinished)' if replay is None else ('identical' if replay['identical'] else 'DIFFERS')}, "
                          f"signed by key {bundle['signature']['key_id']} -> {opts['out']}")
