import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import os, django
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings"); django.setup()
from lib import *

C = []
def one(cid, title, subj, body, sku, desc, price, intents, outcome, refunds=(), escalations=(), seller="fp", qty=1, returns=(), **kw):
    email = cid.lower() + "@example.com"
    w = world("K" + cid[-2:], "Customer " + cid, email, [order("SU-87" + cid[-3:], "K" + cid[-2:], [(sku, desc, qty, price)], seller=seller, **kw)],
              sellers=(seller,))
    C.append(case(cid, title, subj, body, email, "SU-87" + cid[-3:], w, intents, outcome, refunds, returns=returns, escalations=escalations))

DUP = {"kind": "duplicate_charge", "quote": "charged twice for delivery"}
one("V48-701", "dup + married name after lead-in", "two things",
    "I was charged twice for delivery on this order. While you're at it, could you also change the name on my account to my married name, Clara Fenwick?",
    "SHEET-Q", "Queen sheet set", 5400, [DUP, {"kind": "other", "quote": "change the name on my account to my married name"}], "partial", [refund(599, lines=[])], escalations=["married name"], dup=1)
one("V48-702", "dup + cancel standing order", "delivery",
    "Looks like I was charged twice for delivery. And one more thing - cancel the standing order for the bird seed, the squirrels are winning.",
    "FEEDER", "Hanging bird feeder", 2100, [DUP, {"kind": "other", "quote": "cancel the standing order for the bird seed"}], "partial", [refund(599, lines=[])], escalations=["bird seed"], dup=1)
one("V48-703", "PS gift message", "gift",
    "Hi, I was charged twice for delivery on my aunt's present. PS: the gift message was missing from the parcel - would you let my aunt know it was from me?",
    "PLANT-PT", "Terracotta plant pot", 2300, [DUP, {"kind": "other", "quote": "would you let my aunt know it was from me?"}], "partial", [refund(599, lines=[])], escalations=["aunt"], dup=1)
one("V48-704", "numbered three asks", "3 things",
    "1) I was charged twice for delivery.\n2) Our address has changed to 3 Mill Row, Kendal.\n3) Please unsubscribe me from the weekly deals email.",
    "CANDLE-S", "Soy candle trio", 3300, [DUP, {"kind": "other", "quote": "Our address has changed to 3 Mill Row, Kendal."},
     {"kind": "other", "quote": "Please unsubscribe me from the weekly deals email."}], "partial", [refund(599, lines=[])], escalations=["Mill Row", "unsubscribe"], dup=1)
one("V48-705", "call me back", "call back",
    "I was charged twice for delivery, which is annoying. I'd appreciate it if someone could call me back on 07700 900123 this afternoon.",
    "KNIFE-BL", "Bread knife", 2700, [DUP, {"kind": "other", "quote": "I'd appreciate it if someone could call me back"}], "partial", [refund(599, lines=[])], escalations=["call me back"], dup=1)
one("V48-706", "mattress take-away promised", "old mattress",
    "The new mattress is great but I was charged twice for delivery. Kindly arrange for the old mattress to be taken away as was promised at checkout.",
    "MATT-D", "Double mattress", 11900, [DUP, {"kind": "other", "quote": "Kindly arrange for the old mattress to be taken away"}], "partial", [refund(599, lines=[])], escalations=["old mattress"], dup=1)
one("V48-707", "refund bowl and close account", "bowl + account",
    "The bowl arrived cracked, please refund the bowl and close my account afterwards, I won't be ordering again.",
    "BOWL-RM", "Ramen bowl", 2000, [{"kind": "damaged_item", "quote": "The bowl arrived cracked"}, {"kind": "other", "quote": "close my account afterwards"}], "partial",
    [refund(2160, lines=[("BOWL-RM", 1)])], escalations=["close my account"])
one("V48-708", "thanks to driver", "driver",
    "I was charged twice for delivery. On a happier note, could you pass on my thanks to the driver, Dev, who carried it all the way upstairs?",
    "SHELF-W", "Wall shelf", 3900, [DUP, {"kind": "other", "quote": "could you pass on my thanks to the driver"}], "partial", [refund(599, lines=[])], escalations=["driver"], dup=1)
one("V48-709", "delivery slot moved", "delivery date",
    "Is there any way to get the delivery moved to next week? We're away until Monday.",
    "SOFA-CV", "Sofa cover", 6200, [{"kind": "other", "quote": "Is there any way to get the delivery moved to next week?"}], "escalated", escalations=["next week"],
    status="shipped", delivered=None, promised="2026-11-24", scans=[{"at": "2026-11-18T18:00:00+00:00", "code": "picked_up", "location": "Reno NV"}])
one("V48-710", "dup + different card", "refund card",
    "I was charged twice for delivery. My old card has been cancelled, so please send the money to my new card ending 4421 instead.",
    "APRON", "Canvas apron", 2500, [DUP, {"kind": "other", "quote": "please send the money to my new card ending 4421 instead"}], "partial", [], escalations=["4421"], dup=1)

write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "round7.jsonl"), C)
