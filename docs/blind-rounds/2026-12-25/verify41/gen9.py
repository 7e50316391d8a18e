from lib import *
C=[]
def E(n): return f"r9c{n}@example.com"
def one(n, cid, subj, body, lines, intents, outcome, refunds=(), escal=(), returns=(), tags=(), remedy="refund_keep_item", extra_orders=(), order_ref=None, **ok):
    ref=f"SU-49{n:03d}"; o=order(ref, lines, **ok)
    body=body.replace("{REF}",ref); subj=subj.replace("{REF}",ref)
    intents=[dict(x, quote=x["quote"].replace("{REF}",ref)) if isinstance(x,dict) else x for x in intents]
    rf=[(a(o) if callable(a) else a, s, l) for a,s,l in refunds]
    w=world(f"Cust {n}",E(n),[o]+list(extra_orders),remedy=remedy)
    C.append(case(cid,subj,body,E(n),ref if order_ref is None else order_ref,w,intents,outcome,refunds=rf,escal=escal,returns=returns,tags=tags))
dm=lambda q:{"kind":"damaged_item","quote":q}
ot=lambda q:{"kind":"other","quote":q}
R=lambda sku,u:(lambda o:share(o,sku,u),"platform",[{"sku":sku,"quantity":u}])
OLD=dict(placed="2026-10-20T10:00:00Z",delivered="2026-10-27T10:00:00Z",promised="2026-10-28")
# another order: damage on B settled via chat, no record; A late
b=order("SU-49101",[line("VAS-901","Vase",3900)],tracking="MPB49101",**OLD)
one(1,"V41-157","late","Hi, {REF} was four days late, refund the delivery please. For what it's worth the vase on SU-49101 also came cracked, but your chat team already sent me a voucher for it so nothing to do there.",[line("MAT-901","Door mat",2500)],[{"kind":"late_delivery","quote":"refund the delivery please"}],"resolved",refunds=[(599,"platform",[])],extra_orders=[b],promised="2026-11-11")
# another order: B's line named in a past-tense story, no request
b=order("SU-49102",[line("PLT-902","Dinner plate",1500,qty=4)],tracking="MPB49102",**OLD)
one(2,"V41-158","bowl","The salad bowl from {REF} is cracked, refund please. This happens a lot - the plates in SU-49102 came cracked too, I just binned them at the time.",[line("SLB-902","Salad bowl",3200)],[dm("The salad bowl from {REF} is cracked, refund please.")],"resolved",refunds=[R("SLB-902",1)],extra_orders=[b])
# call-off of a refund request in the same mail
one(3,"V41-159","never mind","The toaster in {REF} looked dented when I unboxed it, so I was going to ask for a refund - but it popped back out, it's fine now, please cancel my refund request.",[line("TST-903","Toaster",3900)],[],"escalated",escal=["answer"])
one(4,"V41-160","charge","I thought I'd been charged twice for {REF} but the second one was a pending hold and it has dropped off now. No refund needed. Could you confirm my order will still ship this week though?",[line("RUG-904","Rug",8900)],[ot("Could you confirm my order will still ship this week though?")],"escalated",escal=["ship"],dup="items",status="shipped",shipstatus="in_transit")
# amounts in words partial
one(5,"V41-161","frame","Photo frame ({REF}) has a small scratch. Keeping it. Would five pounds off be possible?",[line("FRM-905","Photo frame",2900)],[ot("Would five pounds off be possible?")],"escalated",escal=["five pounds"])
one(6,"V41-162","pot","the plant pot in {REF} has a chip on the rim, not a big deal. refund me something like 30 percent and we're good",[line("POT-906","Plant pot",4400)],[ot("refund me something like 30 percent and we're good")],"escalated",escal=["30 percent"])
# refuse return on wrong item under collect seller
one(7,"V41-163","wrong desk","Wrong colour desk in {REF}: white instead of oak. We'll keep it, it fits the room after all, so please don't arrange a collection. A partial refund would be nice though.",[line("DSK-907","Desk, oak",12900)],[ot("A partial refund would be nice though.")],"escalated",escal=["partial refund"],remedy="collect_and_refund",fee=1500)
# dropped: wishes as noun phrases after a comma
one(8,"V41-164","jug","Milk jug ({REF}) arrived chipped, refund please, and also an email confirmation of the refund to my work address jo@work.example.",[line("JUG-908","Milk jug",1900)],[dm("Milk jug ({REF}) arrived chipped, refund please"),ot("an email confirmation of the refund to my work address")],"partial",refunds=[R("JUG-908",1)],escal=["work address"])
one(9,"V41-165","dup","You charged my card twice for {REF} ($48.00 each). Refund one. Further to that, a statement of all my orders this year for my accountant.",[line("LMP-909","Lamp",4800)],[{"kind":"duplicate_charge","quote":"Refund one."},ot("a statement of all my orders this year for my accountant")],"partial",refunds=[(4800,"platform",[])],escal=["accountant"],dup="items",fee=0)
one(10,"V41-166","kettle late","Kettle from {REF} came 3 days late - delivery fee back please. Oh, and my loyalty card number added to the order, it's 5521-0099.",[line("KET-910","Kettle",4900)],[{"kind":"late_delivery","quote":"delivery fee back please"},ot("my loyalty card number added to the order")],"partial",refunds=[(599,"platform",[])],escal=["5521"],promised="2026-11-12")
dump(C,"round9.jsonl")
