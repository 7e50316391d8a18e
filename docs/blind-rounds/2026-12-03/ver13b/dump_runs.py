from runs import models as m
import json
for r in m.EvalCaseResult.objects.filter(eval_run_id=3).order_by('case_id'):
    run=r.run
    print("==",r.case_id,"run",run.id,run.outcome)
    for s in run.subtasks.order_by('number'):
        print("   sub",s.number,s.case_type,s.status,"|",s.goal[:110],"|",(s.deferred_reason or '')[:100])
    for e in run.effects.all(): print("   effect",getattr(e,'kind',''),getattr(e,'amount_cents',''),getattr(e,'status',''))
    ev=run.events.filter(kind__in=['reply_sent']).last() if hasattr(m.RunEvent,'kind') else None
    for e in run.events.order_by('seq'):
        k=getattr(e,'kind',None) or getattr(e,'type',None)
        if k in ('reply_sent',):
            print("   reply:", json.dumps(e.payload)[:900])
