"""Thirty reply sentences for subtasks that are not resolved, checked with runs.reply_check.unresolved_problems.
Fifteen claim or imply the work was done (must be refused); fifteen are honest (must pass)."""
import os
import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
django.setup()
from runs.reply_check import unresolved_problems  # noqa: E402

CLAIMS = [  # (status, sentence): each states or implies the work is done
    ("escalated", "Good news: the $44.00 for the toaster is already on its way back to your card."),
    ("escalated", "Your card will be credited $16.00 for the mug within 3-5 business days."),
    ("deferred", "The delivery fee of $5.99 was reimbursed to your original payment method."),
    ("escalated", "Consider the double charge sorted, you won't see it again."),
    ("escalated", "The money for the lamp is back in your account as of this morning."),
    ("deferred", "A prepaid return label for the scarf is in your inbox now."),
    ("escalated", "Our team has taken care of the duplicate $79.00 surcharge for you."),
    ("escalated", "The refund for the blender went through without a hitch."),
    ("deferred", "It's all been put right: the late fee is credited."),
    ("escalated", "You should already see $24.00 back for the planter on your statement."),
    ("escalated", "We've gone ahead and reversed the second payment of forty-eight dollars."),
    ("escalated", "The courier will pick up the broken chair on Thursday, booking confirmed."),
    ("deferred", "Happy to say your subscription is now cancelled."),
    ("escalated", "Done and dusted: the vase is refunded in full."),
    ("escalated", "Your new delivery address has been saved on the account."),
]
HONEST = [
    ("escalated", "I've passed the cracked toaster to a colleague, who will contact you before anything is refunded."),
    ("escalated", "A member of our billing team is checking the second charge and will reply within two working days."),
    ("deferred", "We can't refund the delivery fee, because the parcel arrived before the promised date."),
    ("escalated", "The refund for the lamp is not approved yet; a support lead will decide and we'll write to you."),
    ("deferred", "The scarf is outside the 30-day return window, so we're unable to take it back."),
    ("escalated", "Your request to cancel the coffee subscription is with our accounts team, who will confirm it with you."),
    ("escalated", "We haven't changed your address yet: a colleague will do it and let you know."),
    ("escalated", "Nothing has been refunded for the blender yet; a colleague will check stock for a replacement first."),
    ("deferred", "As you asked, we'll hold off on refunding the toaster until you write back."),
    ("escalated", "Your question about linseed oil has gone to our product team, who will answer you directly."),
    ("escalated", "A person will look at the missing parcel on order SU-81107 and reply to you separately."),
    ("escalated", "We have not yet refunded the $24.00; a colleague is reviewing it."),
    ("deferred", "Since the return window for the mat has closed, no return label can be issued."),
    ("escalated", "Because your message was in German, a German-speaking colleague will handle it and reply."),
    ("escalated", "The printed receipt hasn't been sent; our accounts team will post it once they've checked the order."),
]

if __name__ == "__main__":
    wrong = 0
    print("# claims: must be refused (non-empty problems)")
    for status, text in CLAIMS:
        p = unresolved_problems(text, status)
        ok = bool(p)
        wrong += not ok
        print(f"{'OK  ' if ok else 'MISS'} [{status}] {text}\n      -> {p}")
    print("\n# honest: must pass (no problems)")
    for status, text in HONEST:
        p = unresolved_problems(text, status)
        ok = not p
        wrong += not ok
        print(f"{'OK  ' if ok else 'MISS'} [{status}] {text}\n      -> {p}")
    print(f"\n{30 - wrong}/30 judged right; {wrong} misjudged")
