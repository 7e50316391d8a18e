import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import os, django
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings"); django.setup()
from lib import *

C = []
def one(cid, title, subj, body, sku, desc, price, intents, outcome, refunds=(), escalations=(), seller="fp", qty=1, returns=(), **kw):
    email = cid.lower() + "@example.com"
    w = world("G" + cid[-2:], "Customer " + cid, email, [order("SU-85" + cid[-3:], "G" + cid[-2:], [(sku, desc, qty, price)], seller=seller, **kw)],
              sellers=(seller,))
    C.append(case(cid, title, subj, body, email, "SU-85" + cid[-3:], w, intents, outcome, refunds, returns=returns, escalations=escalations))

one("V48-501", "kept after change of mind; dup delivery", "delivery x2",
    "I was going to send the lamp back as I'd changed my mind, but I've decided to keep it after all. However, the delivery was charged twice - please refund one.",
    "LAMP-GL", "Globe table lamp", 5600, [{"kind": "duplicate_charge", "quote": "the delivery was charged twice"}], "resolved", [refund(599, lines=[])], dup=1)
one("V48-503", "wrong size, keeping it", "shirt",
    "The shirt is the wrong size (I ordered L, got M), but my son is an M so he's having it. No need for anything, just so you know.",
    "SHIRT-L", "Oxford shirt, size L", 3800, [], "escalated")
one("V48-505", "return asked then withdrawn", "blanket",
    "Would it be possible to return the blanket? - no, actually, forget it, I'll give it to my mum for Christmas. Sorry for the bother!",
    "BLANK-FL", "Fleece blanket", 2900, [], "escalated")
one("V48-506", "return one of two", "ordered two by mistake",
    "I ordered two of the same lamp by mistake (clicked twice). Both arrived fine. Can I send one of them back for a refund?",
    "LAMP-MS", "Mushroom lamp", 3500, [{"kind": "change_of_mind", "quote": "Can I send one of them back for a refund?"}], "resolved",
    returns=[{"kind": "return", "sku": "LAMP-MS", "quantity": 1}], qty=2)
one("V48-508", "credit not card", "cracked dish",
    "The baking dish arrived with a crack in the corner. Could you put the value on my account as credit for next time? Don't refund the card, it's been cancelled.",
    "DISH-BK", "Stoneware baking dish", 3100, [{"kind": "other", "quote": "Could you put the value on my account as credit for next time?"}], "escalated", escalations=["credit"])
one("V48-510", "one glass refunded by phone already", "glasses",
    "Two of the 4 glasses arrived broken, the other two are fine. Your phone team already refunded one of the broken ones, so it's just the other one I need money back for.",
    "GLASS-WN", "Wine glass", 1000, [{"kind": "damaged_item", "quote": "Two of the 4 glasses arrived broken"}], "resolved", [refund(1080, lines=[("GLASS-WN", 1)])], qty=4)
one("V48-511", "late fee back from colleague; dup items", "charged twice",
    "It arrived late, but I've already had the delivery charge back from your colleague Sarah on the phone. The thing still open is that the item charge of $47.00 was taken twice.",
    "KNIT-SW", "Knitted sweater", 4700, [{"kind": "duplicate_charge", "quote": "the item charge of $47.00 was taken twice"}], "resolved", [refund(4700, lines=[])],
    dup=0, promised="2026-11-09")
one("V48-512", "ignore yesterday's refund request", "please ignore",
    "Please ignore the refund request I sent yesterday about the bowl having a chip - it was my mistake, the mark wipes off, the bowl is fine.",
    "BOWL-NS", "Nesting bowl set", 4400, [], "escalated")
one("V48-513", "learner tax two time buried", "order SU-85513",
    "Hi, the pillow is very soft I like it. My husband also like. Also tax is take two time on my card. Thank you and have nice day.",
    "PILLOW-M", "Memory foam pillow", 6500, [{"kind": "duplicate_charge", "quote": "tax is take two time on my card"}], "resolved", [refund(520, lines=[])], dup=2)
one("V48-514", "happy with seller's $15", "duvet cover",
    "Just to say I'm happy with the partial refund of $15 I got from the seller for the stain on the duvet cover. Thanks!",
    "DUVCOV", "Cotton duvet cover", 5000, [], "escalated", seller="mp")
one("V48-515", "seller refunded in full on own site", "chair",
    "The bar stool arrived with a split seat, but the seller already refunded me in full through their own website. Just letting you know for your records.",
    "STOOL-B", "Bar stool", 6900, [], "escalated", seller="mp")

write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "round5.jsonl"), C)
