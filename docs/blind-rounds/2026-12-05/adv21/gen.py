"""Writes adv21.jsonl: a word of one line's name in a sentence about another item."""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "adv21.jsonl")
cases = []
def case(cid, title, tags, subject, body, lines, damaged, quote, voice, escalate=None, n=0):
    # lines: [(sku, description, cents)], tax 8% exact
    num = 21100 + n
    ref = f"SU-{num}"
    items = sum(c for _, _, c in lines); tax = items * 8 // 100
    assert items * 8 % 100 == 0
    cust = f"C-A21{n:02d}"
    world = {
        "customers": [{"ref": cust, "name": voice, "email": f"a21.{n}@example.com"}],
        "sellers": [{"ref": "S-HOME", "name": "Supervisor Home", "seller_type": "first_party"}],
        "orders": [{
            "ref": ref, "customer": cust, "seller": "S-HOME", "status": "delivered",
            "placed_at": "2026-11-20T10:00:00Z",
            "lines": [{"sku": s, "description": d, "quantity": 1, "unit_price_cents": c} for s, d, c in lines],
            "charges": [
                {"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-20T10:00:05Z"},
                {"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": "2026-11-20T10:00:05Z"},
                {"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": "2026-11-20T10:00:05Z"}],
            "shipments": [{"carrier": "UPS", "tracking_number": f"1ZA21{n:04d}", "status": "delivered",
                "promised_by": "2026-11-26", "delivered_at": "2026-11-25T14:00:00Z",
                "scans": [{"at": "2026-11-25T14:00:00Z", "code": "delivered", "location": "Porch"}]}]}]}
    exp = {"refunds": [], "escalations": []}
    if damaged:
        s, _, c = next(l for l in lines if l[0] == damaged)
        exp["refunds"] = [{"amount_cents": c + c * 8 // 100, "source": "platform", "lines": [{"sku": s, "quantity": 1}]}]
        exp["outcome"] = "resolved"
    else:
        exp["outcome"] = "escalated"; exp["escalations"] = [{"item": escalate}]
    cases.append({"id": cid, "title": title, "tags": tags,
        "ticket": {"subject": subject.replace("#", ref), "body": body.replace("#", ref),
                   "customer_email": f"a21.{n}@example.com", "order_ref": ref},
        "world": world, "now": "2026-11-27T12:00:00Z",
        "intents": [{"kind": "damaged_item", "quote": quote}], "expected": exp})

case("A21-01", "oak table scratched by customer, oak board on order", ["adv21", "voice:chatty"],
 "Colander dented - #", "Hi there, the enamel colander arrived today with a big dent in the side, it won't sit flat at all. I'd like a refund for it please. Unrelated but I managed to gouge our oak dining table while pulling it out of the box, totally my own fault lol. Thanks, Priya",
 [("OAK-BRD", "Oak serving board", 4000), ("ENM-COL", "Enamel colander", 6000)], "ENM-COL", "enamel colander arrived today with a big dent", "Priya Nair", n=1)
case("A21-02", "glass front door shattered, glass jars on order", ["adv21", "voice:rambling"],
 "order #", "Hello. So the linen tablecloth came and theres a long rip right through the middle of it, looks like the box cutter went through it. Could you refund that one. Also kind of funny timing, the glass panel in our front door got cracked the same day when the wind slammed it, so it's been a week honestly. Regards, Tom",
 [("GLS-JAR", "Glass storage jar", 2500), ("LIN-TAB", "Linen tablecloth", 5000)], "LIN-TAB", "linen tablecloth came and theres a long rip", "Tom Baker", n=2)
case("A21-03", "a fine lamp, another shop's ceramic lamp broke", ["adv21", "voice:polite"],
 "Shade crushed, order #", "Good afternoon, the table lamp itself is perfect, thank you. The linen drum shade, however, came crushed flat on one side. A refund for the shade would be great. Coincidentally the ceramic lamp on my bedside table (bought elsewhere years ago) broke this week too, but that's nothing to do with you. Kind regards, Margaret",
 [("CER-LMP", "Ceramic table lamp", 8000), ("LIN-SHD", "Linen drum shade", 3000)], "LIN-SHD", "linen drum shade, however, came crushed flat", "Margaret Hale", n=3)
case("A21-04", "brand named for an old kettle, brand line on order", ["adv21", "voice:terse"],
 "utensil holder cracked #", "utensil holder arrived cracked down one side. refund pls. btw my old Hartwell kettle finally died and broke this morning after 9 yrs, great brand",
 [("HRT-KNF", "Hartwell chef's knife", 7500), ("BMB-UTN", "Bamboo utensil holder", 2500)], "BMB-UTN", "utensil holder arrived cracked down one side", "Dev Patel", n=4)
case("A21-05", "colour word on a customer's own rug", ["adv21", "voice:typos"],
 "throw blanket", "hiya the mustard throw came with a big hole in it, seam all ripped open. can i get a refund on it. the box was soaking wet and it stained my navy rug a bit but that came out with a cloth so no bother. cheers",
 [("NVY-CUS", "Navy cushion cover", 2000), ("MST-THR", "Mustard throw blanket", 5500)], "MST-THR", "mustard throw came with a big hole in it", "Kerry Doyle", n=5)
case("A21-06", "steel bottle fine, daughter's old steel bottle dented", ["adv21", "voice:chatty"],
 "Chipped carafe #", "Hi! The glass carafe had a chip on the lip when I unpacked it, so please refund it. The steel bottle is great by the way, my daughter loves it - she'd dented her old steel bottle so badly it leaked, that's why we ordered. Thanks!",
 [("STL-BTL", "Steel water bottle", 3000), ("GLS-CRF", "Glass water carafe", 4500)], "GLS-CRF", "glass carafe had a chip on the lip", "Ana Souza", n=6)
case("A21-07", "both lines oak: which one is split cannot be told", ["adv21", "voice:terse"],
 "split wood #", "The oak piece came split along the grain. Please sort out a refund.",
 [("OAK-CHP", "Oak chopping board", 4500), ("OAK-WIN", "Oak wine rack", 5500)], None, "oak piece came split along the grain", "Lee Morgan", escalate="split along the grain", n=7)
case("A21-08", "an enamel kettle broken at home, an enamel pie dish on order", ["adv21", "voice:rambling"],
 "Steamer basket", "Morning. The bamboo steamer basket turned up crushed, the whole rim is caved in and it won't close. I'd like my money back for it please. (P.S. my enamel kettle cracked too this week, but it's ten years old so no complaints there!) Best, June",
 [("ENM-PIE", "Enamel pie dish", 3500), ("BMB-STM", "Bamboo steamer basket", 4000)], "BMB-STM", "bamboo steamer basket turned up crushed", "June Park", n=8)
# near misses: the shared word does name the line
case("A21-N1", "near miss: oak names the damaged board", ["adv21", "near_miss"],
 "Cracked board #", "Hello, the oak board arrived with a crack right across it. Could I have a refund please? The runner is lovely. Sam",
 [("OAK-BRD", "Oak serving board", 4000), ("LIN-RUN", "Linen table runner", 3500)], "OAK-BRD", "oak board arrived with a crack right across it", "Sam Reid", n=9)
case("A21-N2", "near miss: the colour names the torn line", ["adv21", "near_miss", "voice:typos"],
 "torn cushon", "the navy one came torn rite across the front, the grey throw is fine. refund the navy one plz",
 [("NVY-CUS", "Navy cushion cover", 2000), ("GRY-THR", "Grey throw blanket", 5500)], "NVY-CUS", "navy one came torn rite across the front", "Billie Cho", n=10)
case("A21-N3", "near miss: the brand names the dented kettle", ["adv21", "near_miss", "voice:angry"],
 "DENTED kettle #", "The Hartwell arrived DENTED. Badly. The tray is fine. I want a refund for the kettle, today please.",
 [("HRT-KTL", "Hartwell stovetop kettle", 6500), ("BMB-TRY", "Bamboo serving tray", 3000)], "HRT-KTL", "Hartwell arrived DENTED", "Rob Vance", n=11)
case("A21-N4", "near miss: the material tells two bottles apart", ["adv21", "near_miss", "voice:polite"],
 "Carafe #", "Dear team, the steel one is fine but the glass one arrived chipped on the lip. I would be grateful for a refund of the glass carafe. Many thanks, Helen",
 [("STL-BTL", "Steel water bottle", 3000), ("GLS-CRF", "Glass water carafe", 4500)], "GLS-CRF", "glass one arrived chipped on the lip", "Helen Ward", n=12)
with open(OUT, "w") as f:
    for c in cases: f.write(json.dumps(c) + "\n")
print(len(cases))
