# round 6: confirm shapes
case("Q-01", "refund then scratch that", "bowl", "Refund the bowl please, there's a chip on the rim. Scratch that, I'll keep it, it's only small. SU-74301",
     [], [order("SU-74301", "C-1", [("BWL", 1)])], [], "escalated")
case("Q-02", "on second thought don't bother", "toaster", "Toaster has a dent on top, can I get a refund? On second thought, don't bother, it works fine. SU-74302",
     [], [order("SU-74302", "C-1", [("TST", 1)])], [], "escalated")
case("Q-03", "flickered at first, fine since", "lamp", "The lamp flickered the first evening but it's been fine since I tightened the bulb. Really happy with it. SU-74303",
     [], [order("SU-74303", "C-1", [("LMP", 1)])], [], "escalated")
case("Q-04", "not a complaint, not a refund request", "feedback", "This is not a complaint and not a refund request: the toaster has a light scratch on the side, thought you'd like to know. SU-74304",
     [], [order("SU-74304", "C-1", [("TST", 1)])], [], "escalated")
case("Q-05", "dup on other own order, phrased plainly", "previous order", "This order SU-74305 is fine. My previous order SU-74315 was charged twice for the rug though - please refund the extra one.",
     ["duplicate_charge"], [order("SU-74305", "C-1", [("MUG", 1)]), order("SU-74315", "C-1", [("RUG", 1)], dup=True)], [], "resolved", order_ref="SU-74305")
case("Q-06", "late fee on other own order", "late", "Order SU-74306 arrived fine. But SU-74316 came late - two days after the promised date. Please refund the delivery fee on that one.",
     ["late_delivery"], [order("SU-74306", "C-1", [("MUG", 1)]), order("SU-74316", "C-1", [("LMP", 1)], late=True)], [], "resolved", order_ref="SU-74306")
case("Q-07", "Refund? Don't need one", "vase", "Vase has a crack. Refund? Don't need one - could you just send a new vase. SU-74307",
     [{"kind": "other", "quote": "could you just send a new vase"}], [order("SU-74307", "C-1", [("VAS", 1)])], [], "escalated")
case("Q-08", "not after my money back", "kettle", "The kettle lid is cracked. I'm not after my money back, I'd just like a kettle that works. SU-74308",
     [{"kind": "other", "quote": "I'd just like a kettle that works"}], [order("SU-74308", "C-1", [("KTL", 1)])], [], "escalated")
case("Q-09", "Refund $5 for the chip", "chip", "Bowl has a chip. Refund $5 for the chip and I'll keep it. SU-74309",
     [{"kind": "other", "quote": "Refund $5 for the chip and I'll keep it"}], [order("SU-74309", "C-1", [("BWL", 1)])], [], "escalated")
case("Q-10", "give me 10 dollars back", "rug", "rug has a stain in the corner. give me 10 dollars back and we're good. SU-74310",
     [{"kind": "other", "quote": "give me 10 dollars back and we're good"}], [order("SU-74310", "C-1", [("RUG", 1)])], [], "escalated")
case("Q-11", "two glasses broken - sorry, just one", "glasses", "Two glasses broken. Sorry, just one - the other one was fine once I cleaned it. Refund please. SU-74311",
     ["damaged_item"], [order("SU-74311", "C-1", [("GLS", 2)])], [(900, L("GLS"))], "resolved")
case("Q-12", "one mug chipped, make that three", "mugs", "One mug is chipped. Make that three, I just unpacked the rest. Refund the three please. SU-74312",
     ["damaged_item"], [order("SU-74312", "C-1", [("MUG", 4)])], [(3600, L("MUG", 3))], "resolved")
case("Q-13", "I need a VAT receipt", "lamp", "Lamp arrived with a bent arm, please refund it. I need a VAT receipt for the original purchase as well. SU-74313",
     ["damaged_item", {"kind": "other", "quote": "I need a VAT receipt for the original purchase as well"}], [order("SU-74313", "C-1", [("LMP", 1)])], [(4860, L("LMP"))], "partial")
case("Q-14", "email needs changing", "mug", "Mug arrived cracked, please refund it. My email on the account needs changing to pat.doe@newmail.example too. SU-74314",
     ["damaged_item", {"kind": "other", "quote": "My email on the account needs changing to pat.doe@newmail.example"}], [order("SU-74314", "C-1", [("MUG", 1)])], [(1200, L("MUG"))], "partial")
case("Q-15", "cash isn't what I want", "teapot", "Teapot came cracked. Cash isn't what I want, another teapot is. SU-74317",
     [{"kind": "other", "quote": "another teapot is"}], [order("SU-74317", "C-1", [("TPT", 1)])], [], "escalated")
case("Q-16", "store credit rather than card", "glass", "One wine glass cracked. I'd rather get store credit than money on my card. SU-74318",
     ["damaged_item", {"kind": "other", "quote": "I'd rather get store credit than money on my card"}], [order("SU-74318", "C-1", [("GLS", 2)])], [], "escalated")
case("Q-17", "refund half", "toaster", "Toaster works but the chrome is scratched. Refund me half and I'll keep it. SU-74319",
     [{"kind": "other", "quote": "Refund me half and I'll keep it"}], [order("SU-74319", "C-1", [("TST", 1)])], [], "escalated")
case("Q-18", "refund the late fee and the item", "lamp late", "The lamp came three days late. Refund the delivery charge and the lamp, I don't want to pay for it now. SU-74320",
     ["late_delivery", {"kind": "other", "quote": "the lamp, I don't want to pay for it now"}], [order("SU-74320", "C-1", [("LMP", 1)], late=True)], [(599, [])], "partial")
