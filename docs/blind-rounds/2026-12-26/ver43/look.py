import os, sys, django
sys.path.insert(0, str(__import__('pathlib').Path(__file__).resolve().parents[3]))  # the repository
os.environ['DJANGO_SETTINGS_MODULE'] = 'supervisor.settings'
django.setup()
from runs.models import Run
for cid in sys.argv[1:]:
    for run in Run.objects.filter(ticket__ref__contains=f"-{cid}-"):
        print("=====", cid, run.id, run.status, run.outcome)
        for s in run.subtasks.all().order_by("id"):
            print(f"  [{s.case_type or '-'}] {s.status}: {s.goal[:160]} | def={s.deferred_reason[:120]} | out={s.outcome_sentence[:200]}")
        for e in run.events.filter(kind="effect_requested").order_by("id"):
            print("  REPLY:", str(e.payload)[:1500])
