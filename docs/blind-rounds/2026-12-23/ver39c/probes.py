"""Probes: the hardest edge of the first run was the word "fine" (and corrections) inside a real request:
BT-06 "if you could refund the frame that would be fine" was held as a contradiction, BT-11 "Sorry, I meant the
lampshade" held both lines. These push it both ways in new wording."""


def cases(case, order, world, rf):
    P = []
    P.append(case("BT-P1", "fine by me", "cracked bowl SU-70201",
        "Morning. The mixing bowl in SU-70201 turned up with a hairline crack down one side. A refund for the bowl would be perfectly fine by me, no need to post it back.",
        world(order(70201, [("MXB-P1", "Mixing bowl", 1, 2800)])),
        [("damaged_item", "A refund for the bowl would be perfectly fine by me")], "resolved", [rf(2800, "MXB-P1")], order_ref="SU-70201", tags=["probe"]))
    P.append(case("BT-P2", "refunding is fine", "cushion cover torn",
        "The cushion cover from SU-70202 has a rip along the zip. Refunding it is fine, please don't send a new one.",
        world(order(70202, [("CCV-P2", "Velvet cushion cover", 1, 1900)])),
        [("damaged_item", "Refunding it is fine")], "resolved", [rf(1900, "CCV-P2")], order_ref="SU-70202", tags=["probe"]))
    P.append(case("BT-P3", "fine keeping it", "dented tin",
        "Hi, the biscuit tin (SU-70203) arrived dented on the lid. I'm fine keeping it as long as you refund me for it. Cheers, Ali",
        world(order(70203, [("TIN-P3", "Biscuit tin", 1, 1500)])),
        [("damaged_item", "as long as you refund me for it")], "resolved", [rf(1500, "TIN-P3")], order_ref="SU-70203", tags=["probe"]))
    P.append(case("BT-P4", "wrong mug corrected", "chipped mug SU-70204",
        "The blue mug is chipped. Wait, no - it's the green one that's chipped, the blue one is fine, I mixed them up. Please refund the green mug.",
        world(order(70204, [("MUB-P4", "Blue mug", 1, 1400), ("MUG-P4", "Green mug", 1, 1600)])),
        [("damaged_item", "Please refund the green mug")], "resolved", [rf(1600, "MUG-P4")], order_ref="SU-70204", tags=["probe", "correction"]))
    P.append(case("BT-P5", "recount", "glasses broken",
        "Three of the tumblers in SU-70205 were broken when I opened the box - actually I've just recounted and it's only two, the third was just dusty. Refund for the two broken ones please.",
        world(order(70205, [("TMB-P5", "Tumbler", 6, 900)])),
        [("damaged_item", "Refund for the two broken ones please")], "resolved", [rf(1800, "TMB-P5", 2)], order_ref="SU-70205", tags=["probe", "counts", "correction"]))
    P.append(case("BT-P6", "was going to ask", "lamp",
        "The reading lamp from SU-70206 flickered when it arrived so I was going to ask for my money back, but it turns out it was the bulb. All fine now, nothing needed.",
        world(order(70206, [("RLM-P6", "Reading lamp", 1, 4700)])),
        [], "escalated", [], ["answer the ticket"], order_ref="SU-70206", tags=["probe", "asks_nothing"]))
    P.append(case("BT-P7", "settled line + new line", "sugar bowl",
        "The first teapot you sent on SU-70207 was cracked and you replaced it - thank you, the new one is fine. Now the matching sugar bowl from the same order has turned up chipped. A refund for the sugar bowl please.",
        world(order(70207, [("TPT-P7", "Teapot", 1, 4000), ("SGR-P7", "Sugar bowl", 1, 1800)])),
        [("damaged_item", "A refund for the sugar bowl please")], "resolved", [rf(1800, "SGR-P7")], order_ref="SU-70207", tags=["probe", "settled_past"]))
    P.append(case("BT-P8", "fine + dup", "charged twice SU-70208",
        "The milk jug in SU-70208 has a small chip but honestly it's fine, I'll live with it. What isn't fine is that my card was charged twice for the order. Please refund the second charge.",
        world(order(70208, [("JUG-P8", "Milk jug", 1, 2300)], dup=True)),
        [("duplicate_charge", "Please refund the second charge")], "resolved", [rf(2300)], order_ref="SU-70208", tags=["probe", "declined_remedy"]))
    return P
