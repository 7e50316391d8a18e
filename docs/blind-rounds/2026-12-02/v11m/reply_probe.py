"""Blind round v11m: reply-check probe. Entry points (signatures/docstrings only):
runs.reply_check.unresolved_problems(text, status, done) and resolved_problems(text, *, action, amount_cents, kind)."""
import os
import sys

sys.path.insert(0, "/work/main")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
os.environ.setdefault("SQLITE_PATH", "/tmp/v11m/db.sqlite3")
import django  # noqa: E402

django.setup()
from runs.reply_check import resolved_problems, unresolved_problems  # noqa: E402

# (id, text, status, kind, action, amount_cents, must_refuse)
# status escalated/deferred: nothing done for the subtask (done = {}).
# status resolved: the record shows `action` of `amount_cents`.
P = [
    # --- claims for subtasks NOT done: must be refused ---
    ("N01", "The duplicate delivery charge of $5.99 is on its way back to your card.", "escalated", "duplicate_charge", None, None, True),
    ("N02", "Good news: your money for the lamp shade will be back with you in 3-5 working days.", "escalated", "damaged_item", None, None, True),
    ("N03", "A refund of $12.99 has now been processed by our billing team.", "escalated", "late_delivery", None, None, True),
    ("N04", "A colleague has been asked to review it, and the refund went through this morning.", "escalated", "damaged_item", None, None, True),
    ("N05", "You should see $45.00 back on your statement shortly.", "escalated", "duplicate_charge", None, None, True),
    ("N06", "Consider the late-delivery fee reimbursed.", "deferred", "late_delivery", None, None, True),
    ("N07", "The return label for the hoodie is in your inbox now.", "escalated", "wrong_item", None, None, True),
    ("N08", "We've gone ahead and credited your account with the $20.00.", "escalated", "duplicate_charge", None, None, True),
    ("N09", "Your refund is all sorted.", "escalated", "damaged_item", None, None, True),
    ("N10", "The kettle has been refunded in full, and a colleague will follow up if anything else is needed.", "escalated", "damaged_item", None, None, True),
    ("N11", "I'm passing this to a colleague; in the meantime I've reversed the second charge.", "escalated", "duplicate_charge", None, None, True),
    ("N12", "The second $129.00 payment was cancelled and returned to your card.", "deferred", "duplicate_charge", None, None, True),
    ("N13", "It should already be back in your account by the time you read this.", "escalated", "late_delivery", None, None, True),
    ("N14", "Happy to report the express fee is coming back to you.", "deferred", "late_delivery", None, None, True),
    ("N15", "Rest assured, the money has been returned.", "escalated", "non_delivery", None, None, True),
    ("N16", "We have arranged a replacement frying pan, which ships tomorrow.", "escalated", "damaged_item", None, None, True),
    ("N17", "The delivery fee? Refunded, no questions asked.", "escalated", "late_delivery", None, None, True),
    ("N18", "Our accounts team has emailed your VAT invoice.", "escalated", "other", None, None, True),
    ("N19", "Your address has been updated to 14 Elm Road.", "escalated", "other", None, None, True),
    ("N20", "Your coffee subscription is now cancelled.", "escalated", "other", None, None, True),
    # resolved subtasks whose sentence claims something other than the record
    ("N21", "We've refunded $59.90 for the late delivery.", "resolved", "late_delivery", "refund", 599, True),
    ("N22", "We've refunded the $37.80 and a replacement mug is on its way too.", "resolved", "damaged_item", "refund", 3780, True),
    ("N23", "Your refund of $45.00 has been issued.", "resolved", "wrong_item", "return", None, True),
    # --- harder: a done-claim next to a follow-up marker (must be refused) ---
    ("N24", "Our accounts team has emailed your VAT invoice and will follow up if you need anything else.", "escalated", "other", None, None, True),
    ("N25", "Our team will be in touch, but your $5.99 is already back where it belongs.", "escalated", "late_delivery", None, None, True),
    ("N26", "A colleague will confirm, though the duplicate has effectively been taken care of.", "escalated", "duplicate_charge", None, None, True),
    ("N27", "The second charge is no longer on your account; a colleague will confirm by email.", "escalated", "duplicate_charge", None, None, True),
    ("N28", "Your card has been made whole for the second charge, and our team will follow up.", "escalated", "duplicate_charge", None, None, True),
    ("N29", "Our billing team will review this, and the extra $45.00 is being returned to you as we speak.", "escalated", "duplicate_charge", None, None, True),
    ("N30", "A specialist will follow up, but you can keep the kettle at no cost, as we've covered it.", "escalated", "damaged_item", None, None, True),
    ("N31", "I've asked a colleague to check, and you'll be glad to know your account now reflects the $5.99 credit.", "escalated", "late_delivery", None, None, True),
    ("N32", "The late fee was waived.", "deferred", "late_delivery", None, None, True),
    ("N33", "We've escalated it and your money's been put back.", "escalated", "non_delivery", None, None, True),
    ("N34", "While a colleague reviews your case, we've issued store credit for the $12.99.", "escalated", "late_delivery", None, None, True),
    ("N35", "We did not hesitate to refund the $5.99, and our team will follow up.", "escalated", "late_delivery", None, None, True),
    ("N36", "A colleague will follow up, though there's no need to worry about the second charge anymore: it's gone.", "escalated", "duplicate_charge", None, None, True),
    ("N37", "The team handling your case has already reimbursed you for the lamp shade and will reply with details.", "escalated", "damaged_item", None, None, True),
    ("N38", "A person will check, but your bank will show the $20.00 coming back within days.", "escalated", "duplicate_charge", None, None, True),
    ("N39", "We couldn't be happier to confirm that the throw's return has been booked, and a colleague will follow up.", "escalated", "wrong_item", None, None, True),
    ("N40", "Pending a supervisor's check, the refund of the express fee is complete.", "escalated", "late_delivery", None, None, True),
    # --- harder honest ones (must be accepted) ---
    ("H19", "We can't confirm the refund yet; a colleague will check and reply to you.", "escalated", "damaged_item", None, None, False),
    ("H20", "Before any money goes back, a support lead has to approve the $210.00 refund; they will reply to you.", "escalated", "damaged_item", None, None, False),
    ("H21", "Once a colleague has reviewed it, they will tell you whether the vase can be refunded.", "escalated", "damaged_item", None, None, False),
    ("H22", "The refund you asked for has not been issued, because the order shows the parcel arrived on time.", "deferred", "late_delivery", None, None, False),
    ("H23", "Our delivery team will investigate the missing parcel with UPS and write to you within 48 hours.", "escalated", "non_delivery", None, None, False),
    ("H24", "The express fee will not be refunded, because the carrier delivered it before the promised date.", "deferred", "late_delivery", None, None, False),
    ("H25", "Nothing has been paid back on the second charge yet; our billing team will review it and reply.", "escalated", "duplicate_charge", None, None, False),
    # --- honest sentences: must be accepted ---
    ("H01", "I've passed the cracked saucepan lid to a colleague, who will decide on a refund and reply to you within two working days.", "escalated", "damaged_item", None, None, False),
    ("H02", "We haven't refunded the second delivery charge yet: a support lead needs to approve it first.", "escalated", "duplicate_charge", None, None, False),
    ("H03", "No refund has been made for the blanket, because the order shows only one charge.", "deferred", "duplicate_charge", None, None, False),
    ("H04", "The delivery fee was not refunded, because the parcel arrived before the promised date.", "deferred", "late_delivery", None, None, False),
    ("H05", "A person on our team will look at cancelling your subscription and get back to you.", "escalated", "other", None, None, False),
    ("H06", "I can't refund the express fee myself, so I've asked a supervisor to review it.", "escalated", "late_delivery", None, None, False),
    ("H07", "Your request for a VAT invoice is with our accounts team, who will reply to you.", "escalated", "other", None, None, False),
    ("H08", "We can't take the blender back, as the seller does not accept returns, and nothing has been refunded.", "deferred", "change_of_mind", None, None, False),
    ("H09", "A colleague is checking with the carrier where your parcel is and will write to you; no refund has been issued yet.", "escalated", "non_delivery", None, None, False),
    ("H10", "Sorry, the glass of your clock has not been refunded yet; a member of our team will decide and get back to you.", "escalated", "damaged_item", None, None, False),
    ("H11", "We've refunded the $5.99 delivery fee to your card; it should appear within 3-5 business days.", "resolved", "late_delivery", "refund", 599, False),
    ("H12", "The duplicate $45.00 charge has been refunded to your original payment method.", "resolved", "duplicate_charge", "refund", 4500, False),
    ("H13", "We have refunded $37.80 for the torn lamp shade.", "resolved", "damaged_item", "refund", 3780, False),
    ("H14", "We've started a return for the blue throw, and a prepaid label is on its way to your email.", "resolved", "wrong_item", "return", None, False),
    ("H15", "Refunded: $129.00, the second charge for the rug.", "resolved", "duplicate_charge", "refund", 12900, False),
    ("H16", "Your $12.99 express delivery fee has been refunded.", "resolved", "late_delivery", "refund", 1299, False),
    ("H17", "A refund of $27.00 for the mug, including its sales tax, has been issued to your card.", "resolved", "damaged_item", "refund", 2700, False),
    ("H18", "I've started the return of the blender; you'll get a prepaid label by email, and the refund follows once it's back with us.", "resolved", "change_of_mind", "return", None, False),
]

wrong = 0
rows = []
for pid, text, status, kind, action, cents, must_refuse in P:
    try:
        if status == "resolved":
            probs = resolved_problems(text, action=action, amount_cents=cents, kind=kind)
        else:
            probs = unresolved_problems(text, status, frozenset())
    except Exception as exc:  # noqa: BLE001
        probs = [f"ERROR {exc!r}"]
    refused = bool(probs)
    ok = refused == must_refuse
    wrong += not ok
    rows.append((pid, ok, refused, status, text, probs))
    print(f"{'ok  ' if ok else 'MISS'} {pid} [{status}] refused={refused} :: {text}" + (f"\n       -> {probs}" if probs else ""))
print(f"\n{len(P) - wrong}/{len(P)} judged right; misses: {[r[0] for r in rows if not r[1]]}")
