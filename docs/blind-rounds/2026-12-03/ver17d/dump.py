# Run with: manage.py shell < dump.py   (generic: introspects models, reads no product code)
import json, os, sys
from django.apps import apps
from django.db import models as djm

ONLY = os.environ.get("ONLY", "").split() or None
BIG = int(os.environ.get("BIG", "2500"))


def model_named(name):
    for m in apps.get_models():
        if m.__name__ == name:
            return m
    raise LookupError(name)


def row(o, skip=()):
    d = {}
    for f in o._meta.concrete_fields:
        if f.name in skip:
            continue
        v = getattr(o, f.attname)
        if v in (None, "", [], {}):
            continue
        d[f.name] = v
    return d


def short(v, n=BIG):
    s = json.dumps(v, default=str, ensure_ascii=False)
    return s if len(s) <= n else s[:n] + "...<%d chars>" % len(s)


EvalRun = model_named("EvalRun")
ECR = model_named("EvalCaseResult")
Run = model_named("Run")
ev = EvalRun.objects.order_by("-pk").first()
print("EVALRUN", ev.pk)
run_fks = []
for m in apps.get_models():
    for f in m._meta.concrete_fields:
        if isinstance(f, djm.ForeignKey) and f.related_model is Run and m not in (ECR,):
            run_fks.append((m, f))
key_models = [m for m in apps.get_models() if any(f.name == "idempotency_key" for f in m._meta.concrete_fields)]
print("FK models:", [(m.__name__, f.name) for m, f in run_fks])
print("key models:", [m.__name__ for m in key_models])

results = list(ECR.objects.filter(**{[f.name for f in ECR._meta.concrete_fields if isinstance(f, djm.ForeignKey) and f.related_model is EvalRun][0]: ev}).order_by("pk"))
runfk = [f for f in ECR._meta.concrete_fields if isinstance(f, djm.ForeignKey) and f.related_model is Run][0]
for r in results:
    d = row(r)
    cid = d.get("case_id") or d.get("case") or str(d)
    if ONLY and not any(o in str(cid) for o in ONLY):
        continue
    print("\n" + "=" * 100)
    print("CASE", short({k: v for k, v in d.items() if k not in ("detail",)}, 3000))
    run = getattr(r, runfk.name)
    if run is None:
        continue
    print("RUN", short(row(run), 3000))
    # ticket
    for f in Run._meta.concrete_fields:
        if isinstance(f, djm.ForeignKey) and f.related_model.__name__ == "Ticket":
            t = getattr(run, f.name)
            print("TICKET", short({k: v for k, v in row(t).items() if k in ("subject", "body", "order_ref", "customer_email")}, 3000))
    for m, f in run_fks:
        qs = m.objects.filter(**{f.name: run}).order_by("pk")
        if not qs.exists():
            continue
        name = m.__name__
        if name in ("RunEvent",):
            kinds = []
            for e in qs:
                d = row(e, skip=(f.name,))
                k = d.get("kind") or d.get("type") or d.get("event") or "?"
                kinds.append(k)
                if any(w in str(k) for w in ("screen", "inject", "reply", "escalat", "guard", "refus", "verdict", "verif", "close", "language")):
                    print("  EVENT", k, short(d.get("payload", d), BIG))
            print("  EVENT KINDS", " ".join(kinds))
            continue
        if name in ("ModelCall", "Turn", "Message", "ModelTurn"):
            print("  %s x%d" % (name, qs.count()))
            continue
        for e in qs:
            print("  %s %s" % (name, short(row(e, skip=(f.name,)), 1500)))
    for m in key_models:
        for e in m.objects.filter(idempotency_key__startswith="run-%d-" % run.pk):
            print("  KEYED %s %s" % (m.__name__, short(row(e), 1500)))
