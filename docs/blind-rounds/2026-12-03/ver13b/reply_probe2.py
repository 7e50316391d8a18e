import os, django
os.environ.setdefault('DJANGO_SETTINGS_MODULE','supervisor.settings'); django.setup()
from runs.reply_check import unresolved_problems, resolved_problems
D=["You will see the refund on your card.","We're happy to confirm the refund.","Your refund? Done.",
 "The refund is a done deal.","You're all set with the refund for the kettle.","Refund: issued.",
 "The $5.99 is yours again.","Your bank will receive the refund from us.","We won't be keeping your $5.99.",
 "You'll be pleased to know the double charge is no more.","There is no longer a duplicate charge on your account.",
 "Not a cent of the duplicate remains with us.","The accounting department tells me your money is back.",
 "Your receipt for the refund will arrive separately.","The duplicate payment was voided."]
for s in D:
    p=unresolved_problems(s,"escalated"); print("REFUSED" if p else "PASSED ", "|", s, "|", p[:1])
H=["The refund for the duplicate charge has not gone through yet; a colleague in billing has it and will write to you by Friday.",
   "I haven't been able to refund the delivery fee; a support lead will decide and reply to you.",
   "A teammate is checking the duplicate charge with the bank and will get back to you."]
for s in H:
    p=unresolved_problems(s,"escalated"); print("REFUSED" if p else "PASSED ", "|", s, "|", p[:1])
RB=["We've refunded 48.60 USD for the vase.","We've refunded $48.6 for the vase.","We've refunded forty-eight dollars and sixty cents for the vase.",
    "We have refunded $48.60.","The vase: $48.60.","$48.60 for the vase will be refunded."]
for s in RB:
    p=resolved_problems(s,action="refund",amount_cents=4860,kind="damaged_item"); print("resolved", "PROBLEMS" if p else "OK      ", "|", s, "|", p[:1])
