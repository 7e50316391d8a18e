"""cases-clearest.jsonl: the clearest failing tickets of rounds 1-15, expected states per the README's rules."""
import json, glob
from common import write
allc = {}
for f in sorted(glob.glob("round*.jsonl")):
    for line in open(f):
        c = json.loads(line); allc[c["id"]] = c
def q(cid, kind, quote):  # a labelled quote
    return {"kind": kind, "quote": quote}
pick = {}
# (a) a wished part of the money: held for a person, nothing paid
A = {"A1": "id settle for just $5 back", "A18": "I'll accept a refund of $10 towards it", "A22": "A refund of $6 would be enough",
     "A25": "I'm OK keeping it if you refund a third of what I paid", "A35": "if u refund like 40% ill keep it",
     "A61": "Just refund the shipping and we're fine", "A72": "I'll accept $50 towards it", "A81": "I'd take $10 towards it",
     "A83": "A small discount would make it right", "A17": "just refund me a few quid", "MA2": "I'll accept $8 towards it"}
for cid, quote in A.items():
    c = allc[cid]; c["intents"] = [q(cid, "other", quote)]
    c["expected"] = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": quote}]}
    pick[cid] = c
# (b) one damaged good waived, another asked: only the asked one paid
for cid in ["B13", "B32", "B31", "B21", "B51", "B53", "MB1", "B16", "B27", "B42"]:
    pick[cid] = allc[cid]
# (c) counts and goods corrected later
for cid in ["C51", "C53", "C24", "C23", "C43", "M2", "C32", "C22", "C44"]:
    pick[cid] = allc[cid]
# (d) terse claims of goods not on the order
for cid in ["D11", "D21", "D23", "D34", "MD1"]:
    c = allc[cid]; c["expected"] = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "goods not on order"}]}
    pick[cid] = c
# (e) another of the customer's own orders named by number
for cid in ["E41", "E11", "E13", "E22", "E45", "E66", "E64", "ME1", "E72", "E92"]:
    pick[cid] = allc[cid]
# (f) wishes about account/delivery/notifications: an `other` for a person
for cid in ["F2", "F22", "F32", "F44", "F45", "O6", "O7"]:
    pick[cid] = allc[cid]
# (g) refusals to send goods back, withdrawn returns
for cid in ["G25", "G55", "G62", "G64", "G73", "G74", "G33"]:
    c = allc[cid]; c["expected"] = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]}
    pick[cid] = c
for cid in ["G22", "G43", "G51", "G53", "G83"]:
    c = allc[cid]; c["expected"] = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "without the goods back"}]}
    pick[cid] = c
# other: damage told and waived (asks nothing) paid; a waived late fee paid
for cid in ["N21", "N23", "N14", "N5"]:
    c = allc[cid]; c["expected"] = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]}
    pick[cid] = c
for cid in ["W1", "W2"]:
    pick[cid] = allc[cid]
write("cases-clearest.jsonl", list(pick.values()))
