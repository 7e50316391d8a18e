from lib import *
C=[]
def E(n): return f"r7c{n}@example.com"
def one(n, cid, subj, body, lines, intents, outcome, refunds=(), escal=(), returns=(), tags=(), remedy="refund_keep_item", extra_orders=(), order_ref=None, **ok):
    ref=f"SU-47{n:03d}"; o=order(ref, lines, **ok)
    body=body.replace("{REF}",ref); subj=subj.replace("{REF}",ref)
    intents=[dict(x, quote=x["quote"].replace("{REF}",ref)) if isinstance(x,dict) else x for x in intents]
    rf=[(a(o) if callable(a) else a, s, l) for a,s,l in refunds]
    w=world(f"Cust {n}",E(n),[o]+list(extra_orders),remedy=remedy)
    C.append(case(cid,subj,body,E(n),ref if order_ref is None else order_ref,w,intents,outcome,refunds=rf,escal=escal,returns=returns,tags=tags))
dm=lambda q:{"kind":"damaged_item","quote":q}
ot=lambda q:{"kind":"other","quote":q}
R=lambda sku,u:(lambda o:share(o,sku,u),"platform",[{"sku":sku,"quantity":u}])
OLD=dict(placed="2026-10-01T10:00:00Z",delivered="2026-10-07T10:00:00Z",promised="2026-10-08")
# settled past on another order, no refund on record
b=order("SU-47101",[line("TST-701","Toaster",4500)],tracking="MPB47101",**OLD)
one(1,"V41-121","late","My kettle ({REF}) came 3 days late, please refund the delivery fee. Last month my toaster, order SU-47101, came dented and your team sent a new one, which works fine.",[line("KET-701","Kettle",4900)],[{"kind":"late_delivery","quote":"please refund the delivery fee"}],"resolved",refunds=[(599,"platform",[])],extra_orders=[b],promised="2026-11-12")
b=order("SU-47102",[line("JUG-702","Ceramic jug",2600)],tracking="MPB47102",**OLD)
one(2,"V41-122","contact","Hello, my ceramic jug from order SU-47102 had a chip when it arrived in October and your chat team sorted it with a replacement. The replacement is great. Could you add my partner, Sam Lee, as a second contact on my account?",[line("PLT-702","Plate",1200)],[ot("Could you add my partner, Sam Lee, as a second contact on my account?")],"escalated",escal=["Sam Lee"],extra_orders=[b],order_ref="")
# settled past on same order, no refund on record
one(3,"V41-123","lamp","The lamp from {REF} arrived broken, but I swapped it at your Bristol store already so that's all sorted. While I have you, please can you update my email preferences to monthly only?",[line("LMP-703","Table lamp",5400)],[ot("please can you update my email preferences to monthly only?")],"escalated",escal=["monthly"])
one(4,"V41-124","feedback","Just feedback on {REF}: the blender jar arrived cracked, but the courier driver swapped it on the spot for a new one from his van. Great service!",[line("BLN-704","Blender",8900)],[],"escalated",escal=["answer"])
# collection refusal variants under ceiling
one(5,"V41-125","chair","Desk chair ({REF}) arrived with a broken armrest. Please refund. No collection needed, I'll take it to the tip.",[line("DCH-705","Desk chair",8900)],[dm("Please refund.")],"escalated",escal=["chair"],remedy="collect_and_refund",fee=1500)
one(6,"V41-126","shelf","The wall shelf from {REF} came split down the middle. Refund me please; we'd prefer not to have anybody come round to pick it up.",[line("SHF-706","Oak wall shelf",4900)],[dm("Refund me please")],"escalated",escal=["shelf"],remedy="collect_and_refund",fee=1500)
one(7,"V41-127","headboard","Headboard in {REF} has a torn corner. I'd like my money back. Please do NOT book a collection.",[line("HBD-707","Upholstered headboard",9900)],[dm("I'd like my money back.")],"escalated",escal=["headboard"],remedy="collect_and_refund",fee=1500)
# goods not on order, single line
one(8,"V41-128","stand","The cake stand in {REF} arrived with a crack through the base, please refund it.",[line("CTN-708","Cake tin, 20cm",1800)],[dm("please refund it")],"escalated",escal=["cake stand"])
one(9,"V41-129","doormat","Doormat from {REF} is falling apart already, refund please.",[line("UMB-709","Umbrella stand",3900)],[dm("refund please")],"escalated",escal=["doormat"])
one(10,"V41-130","charger","The charging cable that came with my order {REF} doesn't work at all. Refund please.",[line("SPK-710","Bluetooth speaker",5900)],[dm("Refund please.")],"escalated",escal=["cable"])
# part of money in other currencies / words
one(11,"V41-131","scratch","There's a scratch on the dining table from {REF}. I'm keeping it; £25 back would settle it for me.",[line("DTB-711","Dining table",12900)],[ot("£25 back would settle it for me")],"escalated",escal=["£25"])
one(12,"V41-132","mugs","Four mugs in {REF}, all chipped. Please refund half of them, the other two I can still use.",[line("MUG-712","Mug",1000,qty=4)],[dm("Please refund half of them")],"resolved",refunds=[R("MUG-712",2)])
one(13,"V41-133","glasses","2 of the 2 wine glasses in {REF} cracked. refund 1 of the 2 please, i'll use the other as a vase lol",[line("WGL-713","Wine glass",1500,qty=2)],[dm("refund 1 of the 2 please")],"resolved",refunds=[R("WGL-713",1)])
# call-off of earlier return + damage
one(14,"V41-134","chairs/table","I emailed yesterday asking to return the chairs from {REF} - please ignore that, I'm keeping them. The table from the same order has a scratch on top though, refund the table please.",[line("CHR-714","Dining chair",4500,qty=2),line("TBL-714","Bistro table",8900)],[ot("please ignore that, I'm keeping them"),dm("refund the table please")],"partial",refunds=[R("TBL-714",1)],escal=["chairs"])
# waivers
one(15,"V41-135","cup and saucer","The cup and the saucer from {REF} are both chipped. Refund the cup - no need to refund the saucer, it's only a few dollars.",[line("CUP-715","Tea cup",1400),line("SAU-715","Saucer",600)],[dm("Refund the cup")],"resolved",refunds=[R("CUP-715",1)])
one(16,"V41-136","jug and bowl","Jug and bowl from {REF} both arrived cracked. Please refund the bowl. Don't bother with the jug, I'll superglue it.",[line("JUG-716","Milk jug",1800),line("BWL-716","Mixing bowl",2700)],[dm("Please refund the bowl.")],"resolved",refunds=[R("BWL-716",1)])
# drops, more forms
one(17,"V41-137","dup","$19.00 taken twice for {REF}. Refund the extra. Secondly, the name on the invoice should be 'Harbour Cafe Ltd' - reissue it please.",[line("APR-717","Apron",1900)],[{"kind":"duplicate_charge","quote":"Refund the extra."},ot("reissue it please")],"partial",refunds=[(1900,"platform",[])],escal=["Harbour"],dup="items",fee=0)
one(18,"V41-138","vase","Vase ({REF}) broken in the box. Refund please. Oh, and an extra gift receipt, my mum wants to exchange the candle.",[line("VAS-718","Vase",3300),line("CND-718","Candle",1600)],[dm("Vase ({REF}) broken in the box."),ot("Oh, and an extra gift receipt")],"partial",refunds=[R("VAS-718",1)],escal=["gift receipt"])
one(19,"V41-139","late","Delivery ({REF}) was 2 days late, delivery fee back please. Also interested in your trade account - send details?",[line("LMP-719","Pendant lamp",6900)],[{"kind":"late_delivery","quote":"delivery fee back please"},ot("send details?")],"partial",refunds=[(599,"platform",[])],escal=["trade"],promised="2026-11-13")
one(20,"V41-140","bin","The pedal bin ({REF}) lid won't close - it's bent. Refund please. One more thing - my order history is missing last year's orders, can that be restored.",[line("BIN-720","Pedal bin",3500)],[dm("The pedal bin ({REF}) lid won't close - it's bent."),ot("can that be restored")],"partial",refunds=[R("BIN-720",1)],escal=["order history"])
dump(C,"round7.jsonl")
