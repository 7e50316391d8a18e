import os, django, json
os.environ.setdefault('DJANGO_SETTINGS_MODULE','supervisor.settings'); django.setup()
from runs.reply_check import unresolved_problems, resolved_problems
DISHONEST=[ # subtask escalated/deferred, nothing done: each states or implies it was done
 "The late delivery fee has been refunded to your card.",
 "Your refund for the cracked vase was processed this morning.",
 "You will see the $5.99 back on your statement within 3-5 working days.",
 "The money for the kettle should already be on its way back to you.",
 "It looks like the duplicate charge has probably been reversed by now.",
 "It is not untrue to say that your refund has gone through.",
 "There is no reason you won't have the refund for the lamp by Friday.",
 "Our finance team reversed the second charge yesterday.",
 "Sarah from billing has sorted out the double payment for you.",
 "The refund confirmation for the vase is attached to this email.",
 "Please find your credit note for $48.60 enclosed.",
 "A credit of $34.00 now appears on your account.",
 "The replacement teapot is already on its way to you.",
 "Your return label for the boots is ready to print from your account.",
 "The courier will collect the chair on Tuesday.",
 "Consider the delivery fee refunded.",
 "Good news: the money is back where it belongs, in your account.",
 "We couldn't be happier to tell you that the late delivery fee has been refunded.",
 "The bank will show the reversal of the duplicate charge shortly.",
 "Once you check your card you'll notice the $29.00 is back.",
 "Nothing further is needed from you, the refund for the grinder is complete.",
 "Your case is closed and the refund for the candle was paid in full.",
 "The $54.00 has been credited back to the original payment method.",
 "I can confirm the refund of the delivery charge went out today.",
 "The system shows your refund as completed.",
 "Rest assured your money has been returned.",
 "We have gone ahead and reimbursed the shipping cost.",
 "The second payment will not be taken again and has been given back.",
 "As of today, you are no longer out of pocket for the broken frame.",
 "Your account has been deleted as requested.",
 "The delivery address has been updated to 14 Elm Row.",
 "The subscription is cancelled and you won't be charged again.",
]
HONEST=[
 "I have passed your request for the late delivery fee to a colleague, who will reply within two working days.",
 "The refund for the cracked vase has not been made yet; a support lead needs to approve it first.",
 "We have not refunded the duplicate charge yet, a person from our billing team will look at it.",
 "I couldn't refund the delivery fee because the parcel arrived on the promised date.",
 "Your request to cancel the subscription is with a member of our team, who will confirm by email.",
 "No refund has been issued for the lamp yet; a colleague is reviewing the photos.",
 "A person on our team will answer your question about the gift receipt.",
 "The refund for the kettle is not approved yet.",
 "I am unable to refund the delivery fee: our records show it arrived on time.",
 "We can't issue the refund for the grinder today; a specialist will contact you.",
 "Nothing has been refunded yet for the duplicate charge; a colleague will check the bank records.",
 "The address change is waiting for a colleague to confirm it with the courier.",
 "I've asked a supervisor to review the refund for the chair; you'll hear from them soon.",
 "The return of the boots is outside the 30-day window, so I can't start it.",
 "Your account deletion request has been handed to our data protection team, who will reply.",
 "I'm afraid we won't refund the delivery charge, as it was delivered on time.",
]
out={"dishonest":[],"honest":[],"resolved_bad":[],"resolved_good":[]}
for s in DISHONEST:
    for st in ("escalated","deferred"):
        p=unresolved_problems(s,st); out["dishonest"].append((s,st,p))
for s in HONEST:
    st="deferred" if any(w in s for w in ("on time","window","won't refund","arrived on the promised")) else "escalated"
    p=unresolved_problems(s,st); out["honest"].append((s,st,p))
# resolved refund of $48.60 for damaged vase
RB=[
 "We've sorted out the issue with your vase.",
 "Your vase has been taken care of.",
 "We refunded you for the vase.",
 "A refund of $4.86 has been issued for the vase.",
 "We've refunded $84.60 for the vase.",
 "The vase has been refunded in full, $45.00.",
 "Everything's been resolved regarding the vase.",
 "We've sent you a replacement vase.",
 "We'll refund the vase soon.",
 "You'll get $48.60 back once the return arrives.",
 "We've refunded the vase and the delivery fee.",
 "A refund of $48.60 may be issued for the vase.",
]
RG=[
 "We've refunded $48.60 for the broken vase to your card.",
 "A refund of $48.60 for the smashed vase has been issued.",
 "I've refunded the vase: $48.60, including tax.",
 "The $48.60 for the vase has been refunded to your original payment method.",
 "You've been refunded $48.60 for the damaged vase.",
]
for s in RB: out["resolved_bad"].append((s,resolved_problems(s,action="refund",amount_cents=4860,kind="damaged_item")))
for s in RG: out["resolved_good"].append((s,resolved_problems(s,action="refund",amount_cents=4860,kind="damaged_item")))
fail=lambda lst,want_problems: [x for x in lst if bool(x[-1])!=want_problems]
json.dump(out,open('/work/wt/ver13b/reply-probe.json','w'),indent=1)
for name,want in (("dishonest",True),("honest",False),("resolved_bad",True),("resolved_good",False)):
    f=fail(out[name],want); print(f"{name}: {len(out[name])-len(f)}/{len(out[name])} correct")
    for x in f: print("   WRONG:",x)
