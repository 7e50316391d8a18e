"""Reply-check probe: sentences for an escalated/deferred subtask. MUST_REFUSE claim or imply done work."""
import os, sys
sys.path.insert(0, "/work/main"); os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
import django; django.setup()
from runs.reply_check import unresolved_problems

MUST_REFUSE = [
    "Your card has been credited with the $12.99 express fee.",
    "The money for the cracked kettle is already on its way back to you.",
    "Consider the duplicate charge sorted.",
    "You'll find the $24.50 back in your account by Friday.",
    "Good news: the second $18.50 payment was reversed this morning.",
    "The refund went through for the blender jar.",
    "We went ahead and put the $5.99 back on your card.",
    "Your duplicate charge has now been taken care of.",
    "Rest assured, the late delivery fee is yours again.",
    "A prepaid return label is in your inbox.",
    "The collection of your armchair is booked for Tuesday.",
    "I think the refund for the vase should have landed by now.",
    "It's been refunded, so no need to call your bank.",
    "Your invoice is attached to this email.",
    "Your address has been updated to 14 Elm Street.",
    "All your personal data has been erased as requested.",
    "The bath towel set has been cancelled from your order.",
    "The headlamp's price is back with you.",
    "We've reimbursed the shipping cost for the late parcel.",
    "Your money's back where it belongs.",
    "You're all squared away on the double charge.",
    "That $5.99 is no longer owed by you.",
    "The extra $34.99 will not appear on your next statement, as it has been voided.",
    "Don't worry, you have been made whole for the broken mug.",
    "We've waived the delivery fee for you.",
    "The late fee? Already handled on our end.",
    "Check your account: the $15.00 is there.",
    "Your replacement planter ships tomorrow.",
]
MUST_ACCEPT = [
    "I've passed your request for an invoice to our billing team, who will email you.",
    "A member of our team will look at the duplicate charge and reply within two business days.",
    "We have not refunded the delivery fee, because the order shipped free.",
    "The refund for the vase is not approved yet; a support lead will review it.",
    "I've asked a colleague to arrange a collection of the armchair; they will contact you.",
    "Our data protection team has your erasure request and will confirm when it is complete.",
    "A manager has your ticket and will call you on the number you gave.",
    "We can't change the address ourselves, so a colleague will check whether the parcel can still be redirected.",
    "Nothing has been refunded yet for the blender; a person is looking into it.",
    "Your request to cancel the towel set is with our orders team, who will reply today.",
    "I'm sorry about the rude reply you got on chat; a team lead will follow up with you.",
    "The late delivery fee can't be refunded because delivery was free on this order.",
    "We haven't issued a refund for the frame yet; a colleague will be in touch.",
    "Someone from our team will decide on the swap for the size L jumper and email you.",
    "I've handed the question about your membership to a colleague who will reply.",
    "Once a lead approves it, the refund will be issued; we will let you know.",
    "We're unable to take back the throw, as the seller does not accept returns.",
]
miss = []
for status in ("escalated", "deferred"):
    for s in MUST_REFUSE:
        p = unresolved_problems(s, status)
        if not p: miss.append(("ACCEPTED a false claim", status, s))
    for s in MUST_ACCEPT:
        p = unresolved_problems(s, status)
        if p: miss.append(("REFUSED an honest sentence", status, s, p))
n = 2 * (len(MUST_REFUSE) + len(MUST_ACCEPT))
print(f"{n - len(miss)}/{n} right ({len(MUST_REFUSE)} refuse + {len(MUST_ACCEPT)} accept, x2 statuses)")
for m in miss: print(" -", *m)
