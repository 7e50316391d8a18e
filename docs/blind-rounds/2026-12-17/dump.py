import json, sys
import django; django.setup()
from runs.models import Run, RunEvent, Subtask, Escalation
only = sys.argv[1:]
for run in Run.objects.order_by('id'):
    ref = run.ticket.ref
    if only and not any(o in ref for o in only): continue
    print('='*90); print(ref, run.status, run.outcome, run.order_ref)
    for ev in run.events.filter(kind='ticket_screened'):
        p = ev.payload; rd = p.get('reading', {})
        print('  screened intents', p.get('intents'), 'inj', p.get('injection_suspected'), 'flags', rd.get('flags'))
        for s in rd.get('sentences', []):
            if s['role'] not in ('statement',):
                print(f"    - [{s['role']}{'/'+','.join(s['kinds']) if s['kinds'] else ''}] {s['text'][:110]}  {('('+s.get('why','')[:80]+')') if s.get('why') else ''}")
        for rm in rd.get('removed', []):
            print('    REMOVED:', json.dumps(rm)[:300])
    for st in run.subtasks.all():
        print(f'  ST{st.number} [{st.case_type}] {st.status}: {st.goal[:140]} | defer={st.deferred_reason[:120]}')
    for e in run.escalations.all():
        print(f'  ESC: {e.open_item[:200]}')
    for ev in run.events.filter(kind='effect_requested'):
        rq = ev.payload.get('request', {})
        if ev.payload.get('name') == 'send_reply':
            print('  REPLY:', rq.get('body','').replace('\n',' / ')[:1500])
        else:
            print('  EFFECT:', ev.payload.get('name'), rq.get('amount_cents'), rq.get('sku'), rq.get('order_ref'), rq.get('case_type'))
    for ev in run.events.filter(kind__in=['follow_up_started','escalated']):
        print('  ', ev.kind, json.dumps(ev.payload)[:300])
