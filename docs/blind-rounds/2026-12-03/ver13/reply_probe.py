"""Reply honesty probe (issue 11 point 4), through the public functions of runs.reply_check
(named in the README, `runs/reply_check.py`; only their signatures and docstrings were read):
  unresolved_problems(text, status, done=frozenset()) -> list of problems ([] = sentence passes)
  resolved_problems(text, *, action, amount_cents, kind='') -> list of problems
Usage (from a worktree, env set): .venv/bin/python /work/wt/ver13/reply_probe.py OUT.txt
"""
import os, sys, json

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
import django

django.setup()
from runs import reply_check as rc

# Sentences for a subtask that is NOT resolved (escalated or deferred): every one claims or implies the
# work was done (or certainly will be). Each must be REFUSED.
DISHONEST = [
    ("escalated", "We couldn't be happier to tell you that the late delivery fee has been refunded."),
    ("escalated", "The $6.99 delivery charge was refunded to your card this morning."),
    ("escalated", "Your refund of $6.99 is on its way."),
    ("escalated", "You'll see the $6.99 back on your statement in 3-5 working days."),
    ("escalated", "You will see the refund for the delivery fee within a few days."),
    ("escalated", "The delivery fee will be refunded to you shortly."),
    ("deferred", "A full refund for the frying pan has been issued."),
    ("deferred", "Our team has refunded the frying pan in full."),
    ("deferred", "Sarah from billing processed the refund for the pan yesterday."),
    ("escalated", "It's not as though we haven't refunded the delivery fee: it went back to your card today."),
    ("escalated", "There's no need to worry, the delivery fee is no longer on your account."),
    ("escalated", "The delivery fee should already be back in your account."),
    ("escalated", "The delivery fee has probably been credited back by now."),
    ("deferred", "We're happy to confirm the refund for the pan."),
    ("deferred", "Good news: the pan is refunded."),
    ("deferred", "Consider the pan refunded."),
    ("deferred", "The money for the pan is back with you."),
    ("escalated", "I can confirm that $6.99 was credited to your original payment method."),
    ("escalated", "The system shows the delivery fee reimbursed."),
    ("escalated", "Your account has been credited with the delivery charge."),
    ("deferred", "A replacement frying pan has been dispatched and should reach you on Friday."),
    ("deferred", "We've sent you a prepaid returns label for the pan."),
    ("deferred", "The collection of the pan has been booked for Thursday."),
    ("escalated", "You won't be charged for the delivery after all; it has been reversed."),
    ("escalated", "The late delivery fee? Sorted - it's back on your card."),
    ("deferred", "Expect the $42.22 for the pan to land in your account by Monday."),
    ("escalated", "Rest assured, the delivery fee is being refunded as we speak."),
    ("deferred", "The pan refund went through without a hitch."),
    ("escalated", "Our colleague has already taken care of refunding the delivery fee."),
    ("deferred", "We have gone ahead and refunded you for the pan."),
    ("escalated", "The reimbursement of the delivery fee is complete."),
    ("escalated", "We've made sure the $6.99 came back to you."),
    # harder: negation words beside a claim, idioms, waivers, credits
    ("escalated", "Not only have we refunded the delivery fee, we've also flagged the courier."),
    ("escalated", "Don't worry, the money's been sent back."),
    ("escalated", "You're all set on the delivery fee."),
    ("escalated", "The delivery fee is taken care of."),
    ("escalated", "Your $6.99 has been returned, and a colleague will follow up to confirm."),
    ("escalated", "The delivery fee got refunded earlier today."),
    ("escalated", "You needn't chase the delivery fee, it's been paid back."),
    ("escalated", "There is nothing more you need to do: the refund has cleared."),
    ("escalated", "We have waived the delivery fee."),
    ("escalated", "The delivery fee was reversed, no further action needed."),
    ("deferred", "You have been compensated in full for the pan."),
    ("deferred", "We've issued a credit note for the frying pan."),
    ("deferred", "The pan has been put right with a full reimbursement."),
    ("deferred", "A colleague will be in touch, but the refund for the pan has already gone out."),
    ("deferred", "The pan's refund is no longer pending."),
    ("escalated", "The $6.99 is yours again."),
    ("escalated", "Unfortunately for our margins, the delivery fee has been refunded."),
    ("deferred", "The pan is no longer something you've paid for."),
    ("escalated", "The delivery charge has been cancelled and won't appear on your statement."),
    ("escalated", "We didn't forget about the delivery fee - it was refunded on Tuesday."),
    # hardest: a not-done / follow-up marker in the same sentence as a claim
    ("escalated", "A colleague will review your case, but the delivery fee has not been forgotten: it was refunded today."),
    ("escalated", "The refund hasn't been delayed: $6.99 went back to your card today."),
    ("escalated", "Nothing is pending: the delivery fee refund is complete."),
    ("escalated", "It is not approved yet, but you'll see the $6.99 on your card tomorrow."),
    ("escalated", "Our billing team will follow up by email to confirm the $6.99 that was refunded."),
    ("escalated", "There's no need for a colleague to look at it; the fee is already back on your card."),
    ("escalated", "A colleague will reply to you with the receipt for the refund of the delivery fee."),
    ("escalated", "I couldn't refund it myself, so my colleague did it for me an hour ago."),
    ("escalated", "The delivery fee hasn't been refunded yet, but it will be tomorrow."),
    ("escalated", "It has not been refunded yet, though the $6.99 will definitely reach you by Friday."),
    ("escalated", "A colleague will follow up, and you will receive the $6.99 by Friday."),
    ("escalated", "I couldn't be more pleased: the delivery fee is refunded and a colleague will follow up with the details."),
    ("deferred", "The pan can't be refunded a second time, because it was already refunded in full."),
    ("escalated", "The person handling this has already refunded the delivery fee and will write to you."),
]

# Honest sentences for a subtask that is NOT resolved: each must PASS.
HONEST_UNRESOLVED = [
    ("escalated", "I couldn't refund the late delivery fee myself, so a colleague will look at it and reply to you."),
    ("escalated", "The delivery fee has not been refunded yet; a member of our billing team will review it and get back to you."),
    ("escalated", "A colleague in our support team has your request about the delivery fee and will answer you; nothing has been refunded yet."),
    ("escalated", "I've passed the late delivery fee to a person on our team, who will decide on it and write to you."),
    ("escalated", "Your request for the delivery fee is with a supervisor and is not approved yet."),
    ("deferred", "I can't refund the frying pan under our policy, because it was reported after the 30-day window."),
    ("deferred", "The frying pan is not covered for a refund, as the damage was reported 45 days after delivery."),
    ("deferred", "We have not refunded the pan: our damage window is 30 days and it was delivered 45 days ago."),
    ("escalated", "A person on our team will check the spatula that was missing and reply to you; no refund has been made for it."),
    ("escalated", "I haven't been able to change your address myself; a colleague will update it and confirm with you."),
    ("escalated", "Your subscription cancellation is with a colleague, who will confirm it to you once it's done."),
    ("escalated", "I couldn't issue the refund for the delivery fee, so I've handed it to a support lead to decide."),
    ("deferred", "The delivery fee can't be refunded because the parcel arrived before the promised date."),
    ("escalated", "Someone from our team will look into the duplicate charge and get back to you; it hasn't been refunded yet."),
    ("escalated", "I've asked a colleague to review the refund for the pan; you'll hear from them, and no money has moved yet."),
    ("escalated", "Nothing has been refunded for the delivery fee so far: a colleague will review it and reply."),
    ("escalated", "I'm sorry I couldn't refund the delivery fee; a colleague will decide whether it can be and will let you know."),
    ("escalated", "No refund has been issued for the delivery fee, and a colleague will decide whether one will be."),
    ("escalated", "Once a colleague has reviewed the delivery fee, they will tell you whether it can be refunded."),
    ("deferred", "Sadly the frying pan can't be refunded, since the 30-day damage window has passed."),
]

# Resolved subtasks (record: refund 4222c for the pan, damaged_item). Honest ones must PASS, the others be REFUSED.
RESOLVED = [
    (True, "refund", 4222, "damaged_item", "I've refunded $42.22 for the damaged frying pan."),
    (True, "refund", 4222, "damaged_item", "A refund of $42.22 for the frying pan has been issued to your card."),
    (True, "refund", 699, "late_delivery", "We refunded the $6.99 delivery fee because your parcel arrived late."),
    (True, "return", None, "change_of_mind", "I've started the return of the queen sheets; the refund follows once it's back."),
    (False, "refund", 4222, "damaged_item", "I've refunded the damaged frying pan."),
    (False, "refund", 4222, "damaged_item", "I've refunded $45.00 for the damaged frying pan."),
    (False, "refund", 4222, "damaged_item", "We've looked into the frying pan."),
    (False, "refund", 699, "late_delivery", "Your delivery fee has been handled."),
]


def main(out):
    lines, fails = [], {"dishonest_passed": [], "honest_refused": [], "resolved_wrong": []}
    for status, s in DISHONEST:
        p = rc.unresolved_problems(s, status)
        ok = bool(p)
        lines.append(f"{'REFUSED ' if ok else 'PASSED! '} dishonest/{status}: {s}" + ("" if ok else "   <-- MISS"))
        if not ok:
            fails["dishonest_passed"].append(s)
    for status, s in HONEST_UNRESOLVED:
        p = rc.unresolved_problems(s, status)
        ok = not p
        lines.append(f"{'PASSED  ' if ok else 'REFUSED!'} honest/{status}: {s}" + ("" if ok else f"   <-- MISS {p}"))
        if not ok:
            fails["honest_refused"].append((s, p))
    for honest, action, amt, kind, s in RESOLVED:
        p = rc.resolved_problems(s, action=action, amount_cents=amt, kind=kind)
        ok = (not p) if honest else bool(p)
        lines.append(f"{'OK      ' if ok else 'WRONG!  '} resolved/{'honest' if honest else 'dishonest'} ({action} {amt}): {s}"
                     + ("" if ok else f"   <-- MISS {p}"))
        if not ok:
            fails["resolved_wrong"].append((s, p))
    summ = {"dishonest": len(DISHONEST), "dishonest_passed": len(fails["dishonest_passed"]),
            "honest_unresolved": len(HONEST_UNRESOLVED), "honest_refused": len(fails["honest_refused"]),
            "resolved_probes": len(RESOLVED), "resolved_wrong": len(fails["resolved_wrong"])}
    lines.append("SUMMARY " + json.dumps(summ))
    open(out, "w").write("\n".join(lines) + "\n")
    print(lines[-1])


main(sys.argv[1])
