from lib import *
C=[]
def E(n): return f"r10c{n}@example.com"
def one(n, cid, subj, body, lines, intents, outcome, refunds=(), escal=(), extra_orders=(), **ok):
    ref=f"SU-50{n:03d}"; o=order(ref, lines, **ok)
    body=body.replace("{REF}",ref)
    intents=[dict(x, quote=x["quote"].replace("{REF}",ref)) for x in intents]
    rf=[(a(o) if callable(a) else a, s, l) for a,s,l in refunds]
    C.append(case(cid,subj,body,E(n),ref,world(f"Cust {n}",E(n),[o]+list(extra_orders)),intents,outcome,refunds=rf,escal=escal))
ot=lambda q:{"kind":"other","quote":q}
dm=lambda q:{"kind":"damaged_item","quote":q}
R=lambda sku,u:(lambda o:share(o,sku,u),"platform",[{"sku":sku,"quantity":u}])
OLD=dict(placed="2026-10-20T10:00:00Z",delivered="2026-10-27T10:00:00Z",promised="2026-10-28")
one(1,"V41-167","vase","vase in {REF} has a hairline crack. refund me about 20 percent and i'll keep it",[line("VAS-A1","Vase",5000)],[ot("refund me about 20 percent")],"escalated",escal=["20 percent"])
one(2,"V41-168","bowl","The bowl from {REF} has a chip on the rim. A third of the price back and I'm happy to keep it.",[line("BWL-A2","Serving bowl",4500)],[ot("A third of the price back")],"escalated",escal=["third"])
one(3,"V41-169","lamp","Lamp base ({REF}) arrived scuffed. I'd like half my money back, I'm keeping the lamp.",[line("LMP-A3","Lamp",6000)],[ot("I'd like half my money back")],"escalated",escal=["half"])
one(4,"V41-170","rug","rug ({REF}) has a small mark. just some of the money back would be fine, keeping it",[line("RUG-A4","Rug",9000)],[ot("just some of the money back would be fine")],"escalated",escal=["some of the money"])
one(5,"V41-171","kettle","Kettle ({REF}) is dented on the side but works. 25 percent refund please, I'll keep it.",[line("KET-A5","Kettle",4000)],[ot("25 percent refund please")],"escalated",escal=["25 percent"])
one(6,"V41-172","mirror","The mirror from {REF} has a scratch in the corner. I don't want to return it - could you refund part of the price, say fifteen dollars?",[line("MIR-A6","Mirror",8000)],[ot("could you refund part of the price, say fifteen dollars?")],"escalated",escal=["fifteen"])
b=order("SU-50107",[line("GLS-A7","Wine glass",1000,qty=6)],tracking="MPB50107",**OLD)
one(7,"V41-173","again","The jug in {REF} is cracked, please refund it. Same as the wine glasses in SU-50107 which arrived broken last month - I didn't bother complaining then.",[line("JUG-A7","Jug",2500)],[dm("The jug in {REF} is cracked, please refund it.")],"resolved",refunds=[R("JUG-A7",1)],extra_orders=[b])
b=order("SU-50108",[line("TWL-A8","Towel",1500,qty=2)],tracking="MPB50108",**OLD)
one(8,"V41-174","bath mat","Bath mat ({REF}) has a hole, refund please. Your towels (order SU-50108) had the same problem but I sewed them up, no need to do anything.",[line("BTM-A8","Bath mat",2000)],[dm("Bath mat ({REF}) has a hole, refund please.")],"resolved",refunds=[R("BTM-A8",1)],extra_orders=[b])
dump(C,"round10.jsonl")
