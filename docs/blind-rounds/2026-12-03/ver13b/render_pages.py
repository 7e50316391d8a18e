import json, re, html
from django.contrib.auth.models import User, Group
from django.test import Client
from runs import models as m
u,_=User.objects.get_or_create(username="ver13b-reviewer")
g,_=Group.objects.get_or_create(name="reviewer"); u.groups.add(g)
c=Client(); c.force_login(u)
for cid in ["V13E-03","V13E-07","V13E-14","V13E-17","V13E-12"]:
    r=m.EvalCaseResult.objects.get(eval_run_id=3,case_id=cid).run
    resp=c.get(f"/runs/{r.id}/", HTTP_HOST="localhost")
    body=resp.content.decode()
    open(f"/work/wt/ver13b/page-{cid}.html","w").write(body)
    text=html.unescape(re.sub(r"<[^>]+>"," ",re.sub(r"(?s)<script.*?</script>|<style.*?</style>","",body)))
    text=re.sub(r"\s+"," ",text)
    open(f"/work/wt/ver13b/page-{cid}.txt","w").write(text)
    scr=r.events.filter(kind="ticket_screened").first()
    inj=list(r.events.filter(kind="injection_removed").values_list("payload",flat=True))
    print("==",cid,"run",r.id,"status",resp.status_code,"len",len(body))
    print("  screened payload keys:", list(scr.payload.keys()) if scr else None)
    print("  injection_removed:", json.dumps(inj)[:600])
    i=text.lower().find("reading"); print("  page around 'reading':", text[max(0,i-200):i+1800] if i>=0 else "NOT FOUND")
