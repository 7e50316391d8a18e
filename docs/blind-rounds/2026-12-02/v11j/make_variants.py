"""Variants of V11J-36 (two cups refunded for one cracked cup), to find which sentence sets the count.
Not part of the 45; written after the first run to narrow a finding down."""

import json
from pathlib import Path

import make_cases as m

m.CASES.clear()
o = m.order("SU-94137", [("TPT-3", "Porcelain teapot", 3800, 1), ("CUP-2", "Porcelain cup", 1200, 2)])
one_cup = [m.R(o, "damaged_item", "CUP-2", 1)]
m.case("V11J-36a", "no 'the two cups arrived' sentence", [], "tea set",
       "One cup is cracked and the teapot spout is chipped (SU-94137). I don't want a refund for the teapot, I can live with it. "
       "Refund the cracked cup please.", [o], ["damaged_item"], "resolved", refunds=one_cup)
m.case("V11J-36b", "no teapot refusal", [], "tea set",
       "The teapot and the two cups arrived today (SU-94137). One cup is cracked. Refund the cracked cup please.",
       [o], ["damaged_item"], "resolved", refunds=one_cup)
m.case("V11J-36c", "cup alone, count stated once", [], "tea set",
       "The two cups arrived today (SU-94137). One of them is cracked. Please refund that cup.",
       [o], ["damaged_item"], "resolved", refunds=one_cup)
Path(__file__).with_name("variants.jsonl").write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in m.CASES))
print(len(m.CASES), "variants")
