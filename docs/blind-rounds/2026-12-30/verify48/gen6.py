import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import os, django
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings"); django.setup()
from lib import *

C = []
def one(cid, title, subj, body, sku, desc, price, intents, outcome, refunds=(), escalations=(), seller="fp", qty=1, returns=(), **kw):
    email = cid.lower() + "@example.com"
    w = world("H" + cid[-2:], "Customer " + cid, email, [order("SU-86" + cid[-3:], "H" + cid[-2:], [(sku, desc, qty, price)], seller=seller, **kw)],
              sellers=(seller,))
    C.append(case(cid, title, subj, body, email, "SU-86" + cid[-3:], w, intents, outcome, refunds, returns=returns, escalations=escalations))

one("V48-601", "wrong colour, nicer, keeping", "mug colour",
    "Got the wrong colour mug (blue, not the green I picked) but honestly the blue is nicer, so I'm keeping it. Just thought you should know.",
    "MUG-GRN", "Ceramic mug, green", 1400, [], "escalated")
one("V48-602", "smaller bottle, it'll do", "bottle",
    "You sent me the 500ml bottle instead of the 750ml one I ordered. It'll do for the kids' lunchboxes, don't worry about it.",
    "BOTTLE-750", "Steel water bottle 750ml", 2600, [], "escalated")
one("V48-603", "gave jumper away; postage twice", "postage",
    "The jumper didn't suit me after all but I've given it to my sister, so no return needed. What I would like sorted is the postage, which was taken twice.",
    "JUMP-RB", "Ribbed jumper", 4400, [{"kind": "duplicate_charge", "quote": "the postage, which was taken twice"}], "resolved", [refund(599, lines=[])], dup=1)
one("V48-605", "size 10 not 9, fit fine", "shoe size",
    "I ordered size 9 but you sent 10. They fit fine with thick socks so I'll keep them, but please let your warehouse know so it doesn't happen to someone else.",
    "SHOE-9", "Canvas trainers, size 9", 5200, [{"kind": "other", "quote": "please let your warehouse know"}], "escalated", escalations=["warehouse"])
one("V48-606", "learner: money go out two times", "payment",
    "Hello, for order SU-86606 the money go out two times, same amount 39.00. Please check, I want one back.",
    "HEADPH", "Wired headphones", 3900, [{"kind": "duplicate_charge", "quote": "the money go out two times"}], "resolved", [refund(3900, lines=[])], dup=0)
one("V48-607", "learner: charged double delivery", "delivery fee",
    "Dear sir, I am charged double for delivery fee on my order. Please make return of the extra one. Best regard",
    "NOTEBK", "Leather notebook", 2400, [{"kind": "duplicate_charge", "quote": "I am charged double for delivery fee"}], "resolved", [refund(599, lines=[])], dup=1)
one("V48-609", "rattle fine now", "kettle noise",
    "The kettle had a rattle when it arrived but after the first few boils it's fine now. Love the colour!",
    "KET-RT", "Retro kettle", 4900, [], "escalated")
one("V48-610", "husband swapped wrong lamp in store", "lamp",
    "You sent the wrong lamp, but my husband already took it back to your store on Saturday and came home with the right one. All sorted, thanks.",
    "LAMP-BS", "Bankers desk lamp", 5800, [], "escalated")
one("V48-611", "wrong item kept, subject says wrong item", "Wrong item sent",
    "Hi - you sent the walnut board instead of the oak one. It's actually lovely and matches our table better, so we'll hang on to it.",
    "BOARD-OK", "Oak chopping board", 3600, [], "escalated")
one("V48-612", "change of mind, no longer", "Return request",
    "I wanted to return the throw pillow because the colour clashed with our sofa, but we've since bought a new sofa and now it works. Keeping it!",
    "PILLOW-TR", "Terracotta throw pillow", 2800, [], "escalated")

write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "round6.jsonl"), C)
