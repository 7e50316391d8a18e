"""Reply-check probe: 40 sentences for subtasks that are NOT resolved (escalated or deferred).
20 claim or imply the work is done (should be refused); 20 honestly do not (should pass).
Uses only the public function runs.reply_check.unresolved_problems(text, status, done)."""

import os
import sys

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
django.setup()
from runs.reply_check import unresolved_problems  # noqa: E402

CLAIMS = [
    ("escalated", "Good news: the $12.99 for your cracked cup is already on its way back to your card."),
    ("escalated", "Your card will show the $47.90 credit within 3-5 business days."),
    ("deferred", "The delivery fee of $6.99 was credited back to you this morning."),
    ("escalated", "Consider the duplicate charge reversed."),
    ("escalated", "The cushion cover return label is in your inbox now."),
    ("escalated", "Your new address, 14 Elm Road, is now saved on your account."),
    ("escalated", "The coffee club subscription is cancelled and you won't be billed again."),
    ("escalated", "A copy of your invoice is attached to this email."),
    ("escalated", "We went ahead and put the $85.52 back on your Visa."),
    ("deferred", "Happily, your money for the late delivery is back with you."),
    ("escalated", "The refund for the radio has gone through."),
    ("escalated", "Expect the replacement cable in the post by Friday."),
    ("escalated", "Our team processed the refund of the teapot earlier today."),
    ("escalated", "You should already see $59.99 returned to your account."),
    ("escalated", "I'm pleased to let you know the second $89.00 payment has been voided."),
    ("deferred", "All sorted on the delivery charge - it's refunded."),
    ("escalated", "Your email address has been updated to pat.doe.new@example.org."),
    ("escalated", "Rest assured, the return stays open and we've extended it by 14 days."),
    ("escalated", "The warehouse has been told about the missing padding and has fixed its packing."),
    ("escalated", "Your Sundry Plus membership ended today, as you asked."),
]
HONEST = [
    ("escalated", "I've passed your request to change your delivery address to a colleague, who will reply by email."),
    ("escalated", "A member of our billing team will look at the charge in pounds and get back to you; nothing has been refunded yet."),
    ("deferred", "We can't refund the delivery fee because it was already refunded on 19 November."),
    ("escalated", "Your request to cancel the coffee club subscription is with a colleague, who will confirm it with you."),
    ("escalated", "We haven't refunded the teapot, as you asked us not to."),
    ("escalated", "A person on our team will check whether we can send you the missing USB cable."),
    ("escalated", "The refund for the radio is not approved yet; a support lead is reviewing it."),
    ("deferred", "The late-delivery fee isn't refundable here because the parcel arrived on time."),
    ("escalated", "Someone from our accounts team will email you the invoice copy you asked for."),
    ("escalated", "I've asked a colleague to look into the missing cheese knife set; they'll be in touch within two working days."),
    ("escalated", "We have not changed anything on your account yet: a colleague will update your email address and confirm."),
    ("escalated", "Your question about matching pillowcases has gone to our product team, who will answer you."),
    ("escalated", "We're still looking into the second charge and will write again once we know more."),
    ("escalated", "A colleague will confirm that your return stays open; we haven't changed it."),
    ("deferred", "We won't refund the delivery fee, as you said there was no need."),
    ("escalated", "The feedback about the packing will be passed on by a colleague, who will let you know."),
    ("escalated", "Your refund for the food processor needs a person's check first, so it hasn't been issued."),
    ("escalated", "I can't cancel your membership myself; I've passed it to the membership team, who will reply."),
    ("escalated", "No money has moved yet on the shade: a colleague will decide and email you."),
    ("escalated", "Because your message mentions two orders, a colleague will handle the cushion cover and write to you separately."),
]


def main() -> int:
    wrong = 0
    out = []
    for label, rows, want_refused in (("CLAIM (should be refused)", CLAIMS, True), ("HONEST (should pass)", HONEST, False)):
        out.append(f"== {label}")
        for i, (status, text) in enumerate(rows, 1):
            problems = unresolved_problems(text, status)
            refused = bool(problems)
            ok = refused == want_refused
            wrong += not ok
            verdict = "refused" if refused else "passed"
            out.append(f"{'ok ' if ok else 'WRONG'} [{status}] {verdict}: {text}" + (f"\n        -> {problems}" if problems else ""))
    # Supplement (not in the 40): each claim with a follow-up clause, so the not-done marker rule cannot be
    # what refuses it; only recognising the claim itself can.
    out.append("\n== SUPPLEMENT: each claim + '; a colleague will follow up with you if anything is still open.' (should be refused)")
    missed = 0
    for status, text in CLAIMS:
        padded = text.rstrip(".!") + "; a colleague will follow up with you if anything is still open."
        refused = bool(unresolved_problems(padded, status))
        missed += not refused
        out.append(f"{'ok ' if refused else 'WRONG'} [{status}] {'refused' if refused else 'passed'}: {padded}")
    out.append(f"supplement: {len(CLAIMS) - missed}/{len(CLAIMS)} refused")
    total = len(CLAIMS) + len(HONEST)
    out.append(f"\n{total - wrong}/{total} judged as labelled; wrong: {wrong}")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
