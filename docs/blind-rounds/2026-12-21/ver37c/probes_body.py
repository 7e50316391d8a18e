"""The 8 probes of ver37c, aimed at what failed in the first run, in new wording (used by gen.py)."""


def build_probes(case, I, cust, order, ship, dmg):
    H = "S-HH"
    lost_scans = [{"at": "2026-11-06T09:00:00Z", "code": "picked_up", "location": "Fresno CA"},
                  {"at": "2026-11-07T09:00:00Z", "code": "in_transit", "location": "Bakersfield CA"}]

    c = cust(201, "Zed Kappa")
    case("V37C-P1", "probe V37C-01: terse damage told as pieces", "terse", "plate",
         "plate came in 3 bits. bowl ok. SU-71201 money back pls", c[2], "", [c],
         [order("SU-71201", c[0], H, [("PLATE-SR", "Serving plate", 1, 2400), ("BOWL-SR", "Cereal bowl", 1, 1600)], 0)],
         [I("damaged_item", "plate came in 3 bits")], "resolved",
         refunds=[(dmg(2400), "platform", [("PLATE-SR", 1)])], tags=["probe", "terse"])

    c = cust(202, "Wendell Ash")
    case("V37C-P2", "probe V37C-06: damage on the second order must not pay the first order's goods", "business",
         "Orders SU-71202 / SU-71302",
         "Hi team,\n\nRe orders SU-71202 and SU-71302. On 71202 (the cork coasters) we were charged twice for the delivery, "
         "$6.50 two times. 71302 is the wall mirror, which showed up with the glass cracked across one corner.\n\nThanks,\nWendell Ash, Office Manager",
         c[2], "SU-71202", [c],
         [order("SU-71202", c[0], H, [("COAST-CK", "Cork coaster", 8, 500)], 650, dup=("delivery",)),
          order("SU-71302", c[0], H, [("MIRROR-RD", "Round wall mirror", 1, 8500)], 0)],
         [I("duplicate_charge", "we were charged twice for the delivery"), I("damaged_item", "showed up with the glass cracked across one corner")],
         "partial", refunds=[(650, "platform", []), (dmg(8500), "platform", [("MIRROR-RD", 1)])], tags=["probe", "two_orders"])

    c = cust(203, "Leona Marsh")
    case("V37C-P3", "probe V37C-08: a settled past problem, then 'This time though'", "chatty", "Jug",
         "Last year you sent me a new lamp when the first one had a bent neck, and that was the end of it - thank you. This time "
         "though, the ceramic jug in order SU-71203 arrived with a chunk out of the spout. The two cups in the same box are fine.",
         c[2], "SU-71203", [c],
         [order("SU-71203", c[0], H, [("JUG-CR", "Ceramic jug", 1, 3600), ("CUP-CR", "Ceramic cup", 2, 900)], 0)],
         [I("damaged_item", "the ceramic jug in order SU-71203 arrived with a chunk out of the spout")], "resolved",
         refunds=[(dmg(3600), "platform", [("JUG-CR", 1)])], tags=["probe", "settled_past"])

    c = cust(204, "Ravi Menon")
    case("V37C-P4", "probe V37C-14: a delivery fee disputed on a promo, goods praised", "plain", "Delivery charge",
         "Your banner said shipping was free this weekend, but I paid $6.95 delivery for the doormat. The doormat itself arrived "
         "fine, no complaints about it at all. Could someone look at refunding that delivery charge? Order SU-71204.",
         c[2], "SU-71204", [c],
         [order("SU-71204", c[0], H, [("MAT-COIR", "Coir doormat", 1, 3400)], 695)],
         [I("other", "Could someone look at refunding that delivery charge?")], "escalated", escalations=["delivery charge"],
         tags=["probe", "fee_asked"])

    c = cust(205, "Greta Holm")
    case("V37C-P5", "probe V37C-20: too big, own measuring mistake, unopened", "chatty", "Bookcase return",
         "Bit of a silly one: the bookcase is about 10cm too wide for the alcove - I measured wrong, totally my doing. It's "
         "still flat-packed and unopened. Could I return it? Order SU-71205.",
         c[2], "SU-71205", [c],
         [order("SU-71205", c[0], H, [("BOOKC-OAK", "Oak bookcase", 1, 13900)], 0,
                ships=[ship("delivered", "2026-11-14", "2026-11-12T14:00:00Z", trk="TRK71205")])],
         [I("change_of_mind", "Could I return it?")], "resolved", returns=[("return", "BOOKC-OAK")], tags=["probe", "above_ceiling"],
         approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": dmg(13900), "note": "Unopened, inside the window."}]})

    c = cust(206, "Arthur Bell")
    case("V37C-P6", "probe V37C-23: a letter of context around a lost parcel", "elderly", "Electric blanket",
         "Dear Sir,\n\nI am writing about the electric blanket I bought from your company on the 5th of November, order SU-71206. "
         "I have been a customer of yours since 2009. The parcel company have informed me by letter that the parcel was lost in "
         "transit.\n\nPlease could you arrange for my money to be refunded.\n\nKind regards,\nMr Arthur Bell",
         c[2], "", [c],
         [order("SU-71206", c[0], H, [("BLNKT-EL", "Electric blanket", 1, 6900)], 599, placed="2026-11-05T10:00:00Z",
                ships=[ship("lost", "2026-11-12", None, lost_scans, trk="TRK71206")], status="shipped")],
         [I("non_delivery", "the parcel was lost in transit")], "resolved",
         refunds=[(dmg(6900) + 599, "carrier_claim", [])], tags=["probe", "mostly_context"])

    c = cust(207, "Soo-ah Park")
    case("V37C-P7", "probe V37C-29: units missing, 'nothing was damaged'", "plain", "Candles missing SU-71207",
         "The box of tealight holders came today but two of the four were missing - just two empty spaces in the tray. Nothing "
         "was damaged, they simply weren't packed. Please sort it out.",
         c[2], "SU-71207", [c],
         [order("SU-71207", c[0], H, [("TLH-GLS", "Glass tealight holder", 4, 1100)], 499)],
         [I("non_delivery", "two of the four were missing")], "escalated", escalations=["missing"], tags=["probe", "short_delivery"])

    c = cust(208, "Bram de Wit")
    case("V37C-P8", "probe V37C-25: wrong item, the ordered goods still wanted", "plain", "Wrong lamp SU-71208",
         "Ordered the sage green table lamp, got a mustard yellow one instead. I'd still like the green lamp I ordered please - "
         "can you swap it?",
         c[2], "SU-71208", [c],
         [order("SU-71208", c[0], H, [("LAMP-SG", "Table lamp, sage green", 1, 5800)], 0)],
         [I("wrong_item", "got a mustard yellow one instead"), I("other", "I'd still like the green lamp I ordered please")],
         "partial", returns=[("return", "LAMP-SG")], escalations=["green lamp"], tags=["probe"])
