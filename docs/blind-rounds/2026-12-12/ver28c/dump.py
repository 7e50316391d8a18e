from runs.models import *
from collections import Counter
er = EvalRun.objects.order_by('-id').first()
kinds = Counter()
for res in er.results.order_by('case_id'):
    r = res.run
    print("="*100); print(res.case_id, "outcome", r.outcome, r.status, "pinned", r.order_ref, "passed", res.passed)
    for s in r.subtasks.all():
        print(f"  ST{s.number} [{s.case_type}] {s.status}: {s.goal}")
        if s.deferred_reason: print("      deferred:", s.deferred_reason)
        if s.outcome_sentence: print("      outcome:", s.outcome_sentence)
    for e in r.escalations.all():
        print(f"  ESC (st={e.subtask_id and e.subtask.number}): {e.open_item} | {e.reason[:300]}")
    for ef in r.effects.all().order_by('requested_seq'):
        print(f"  EFFECT {ef.effect_class} {ef.tool} {ef.status} {ef.amount_cents} {ef.source} {ef.order_ref} {ef.sku} {ef.note}")
    for ev in r.events.all():
        kinds[ev.kind]+=1
    # reply
    for ev in r.events.filter(kind='effect_requested'):
        q = ev.payload.get('request',{})
        if ev.payload.get('name')=='send_reply': print("  REPLY:", q.get('body','').replace("\n"," / "))
    for ev in r.events.filter(kind__in=['injection_removed','guard_check']):
        if ev.kind=='injection_removed': print("  INJ:", str(ev.payload)[:400])
        elif not ev.payload.get('passed', ev.payload.get('ok', True)): print("  GUARD:", str(ev.payload)[:600])
print(kinds.most_common())
