import json
from runs.models import EvalRun, EvalCaseResult, RunEvent, Subtask, Escalation
from django.apps import apps; Refund = apps.get_model("shop", "Refund")
ev = EvalRun.objects.order_by('-id').first()
print("EvalRun", ev.id)
for cr in EvalCaseResult.objects.filter(eval_run=ev).order_by('case_id'):
    r = cr.run
    t = r.ticket
    print("=" * 100)
    print(cr.case_id, "outcome", cr.outcome, "passed", cr.passed, "run", r.id, "status", r.status)
    for d in cr.differences or []:
        print("  DIFF:", d)
    print("SUBJECT:", t.subject)
    print("BODY:", t.body)
    sc = RunEvent.objects.filter(run=r, kind='ticket_screened').first()
    if sc:
        p = sc.payload
        print("SCREEN intents", p.get('intents'), "inj", p.get('injection_suspected'), "lang", (p.get('language') or {}).get('language'))
        rd = p.get('reading') or {}
        print("  orders", rd.get('orders'))
        for s in rd.get('sentences', []):
            extra = {k: v for k, v in s.items() if k not in ('i', 'text')}
            print("  S%s [%s] %s" % (s.get('i'), json.dumps(extra, ensure_ascii=False)[:300], s.get('text')[:200]))
        for k, v in rd.items():
            if k not in ('sentences', 'intents', 'orders'):
                print("  R.%s: %s" % (k, json.dumps(v, ensure_ascii=False)[:400]))
    for e in RunEvent.objects.filter(run=r).exclude(kind__in=['tool_result','model_response','turn_end','transition','walk_started','ticket_screened','effect_requested','guard_check','decision_proposed','plan_admitted','subtask_status','run_created','order_pinned','plan_confirmed','approval_requested']).order_by('seq'):
        print("  EV", e.kind, json.dumps(e.payload, ensure_ascii=False)[:400])
    for s in Subtask.objects.filter(run=r).order_by('number'):
        print("  SUB %d [%s] %s :: %s | deferred=%r | outcome=%r" % (s.number, s.case_type, s.status, s.goal, s.deferred_reason, s.outcome_sentence))
    for x in Escalation.objects.filter(run=r):
        print("  ESC sub=%s item=%r reason=%r" % (x.subtask_id and x.subtask.number, x.open_item, x.reason))
    for f in Refund.objects.filter(idempotency_key__startswith="run-%d-" % r.id):
        print("  REFUND %s %s %s %s %s" % (f.order.ref if hasattr(f.order,'ref') else f.order_id, f.amount_cents, f.source, f.case_type, f.reason))
    rep = RunEvent.objects.filter(run=r, kind='effect_requested', payload__name='send_reply').order_by('-seq').first()
    print("REPLY:", (rep.payload['request'].get('body') if rep else (r.state or {}).get('reply')))
