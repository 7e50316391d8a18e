from runs.models import Run, RunEvent, Subtask, Escalation, Effect, EvalCaseResult
for cr in EvalCaseResult.objects.order_by('case_id'):
    r=cr.run
    print("="*100); print(cr.case_id, "run", r.id, "outcome", r.outcome, r.status, "passed" if cr.passed else "FAILED")
    print("SUBJECT:", r.ticket.subject); print("BODY:", r.ticket.body.replace("\n"," / "))
    sc=RunEvent.objects.filter(run=r,kind='ticket_screened').first()
    if sc:
        p=sc.payload; rd=p.get('reading',{})
        print("SCREEN intents", p.get('intents'), "inj", p.get('injection_suspected'), "lang", p.get('language',{}).get('language'), "orders", rd.get('orders'))
        for s in rd.get('sentences',[]):
            extra={k:v for k,v in s.items() if k not in ('i','text','role','kinds')}
            print("   [%s] %s %s %s" % (s.get('role'), s.get('kinds'), s.get('text')[:140], str(extra)[:200] if extra else ""))
        for k in rd:
            if k not in ('intents','orders','sentences'): print("   reading.%s: %s"%(k,str(rd[k])[:300]))
    for e in RunEvent.objects.filter(run=r,kind='injection_removed'): print("INJ REMOVED", str(e.payload)[:300])
    for s in Subtask.objects.filter(run=r).order_by('number'):
        print("SUB", s.number, s.case_type, s.status, "|", s.goal[:150], "| def:", s.deferred_reason[:120], "| out:", (s.outcome_sentence or "")[:120])
    for e in Escalation.objects.filter(run=r): print("ESC", e.open_item[:200], "| reason:", e.reason[:200])
    for f in Effect.objects.filter(run=r):
        print("EFFECT", f.tool, f.status, f.amount_cents, f.source, f.order_ref, f.sku, str(f.decision)[:200] if f.decision else "")
    for e in RunEvent.objects.filter(run=r,kind='tool_result',payload__name='send_reply'):
        print("REPLY:", e.payload.get('input',{}).get('sentences'), "| verdict", e.payload.get('result',{}).get('verdict') if e.payload.get('result') else e.payload.get('error'))
    for e in RunEvent.objects.filter(run=r,kind='verification'): print("VERIF", str(e.payload)[:300])
    print("DIFF:", cr.differences)
