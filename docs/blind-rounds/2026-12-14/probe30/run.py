import django,os,sys,json
os.environ.setdefault('DJANGO_SETTINGS_MODULE','supervisor.settings');django.setup()
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # from the project root: python docs/blind-rounds/2026-12-14/probe30/run.py probes
from runs.intents import read_ticket
mod = __import__(sys.argv[1] if len(sys.argv)>1 else 'probes')
sel = sys.argv[2] if len(sys.argv)>2 else ''
for i,(cat,text,exp) in enumerate(mod.P):
    if sel and cat not in sel: continue
    r = read_ticket(text)
    print(f"=== {cat}{i:03d} expect: {exp}  | orders={r.orders} intents={r.intents} flags={r.flags}")
    for s in r.sentences:
        extra = []
        for n in ('forbids','forbid_kinds','also','kinds_by_order','doubted','restates','alternative'):
            v=getattr(s,n)
            if v: extra.append(f"{n}={v}")
        if s.amounts: extra.append("amt="+str([a.as_payload() for a in s.amounts]))
        print(f"  [{s.role}] {s.kinds} {s.text!r} ord={s.order} why={s.why!r} {' '.join(extra)}")
    for rm in r.removed: print("  REMOVED:", repr(rm.get('text')))
