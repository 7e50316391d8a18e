import os,django
os.environ.setdefault("DJANGO_SETTINGS_MODULE","supervisor.settings"); django.setup()
from runs.reply_check import unresolved_problems, resolved_problems
TAIL=[", and a colleague will follow up with you if anything else comes up.","; our billing team will write to you to confirm."]
CL=["Your $12.50 refund is on its way back to your card","The money for the mug has gone back to your Visa","The duplicate charge was reversed this morning",
"The late delivery fee is back in your account","You'll find the $5.99 credited to your card within 3-5 days","Expect to see $24.00 on your statement by Friday",
"The refund has been processed","The teapot has been refunded in full","Your refund of $79.00 went through today","A full refund for the rug was issued",
"Our billing team refunded the duplicate payment yesterday","The refund should be showing in your account already","We couldn't be happier to tell you that the late delivery fee has been refunded",
"We were able to refund the $18.00 for the lamp","Your card has been credited with $18.00","You should have received the $6.99 back by now",
"The extra charge was wiped from your account","You have been reimbursed for the delivery fee","The refund will reach you on Monday",
"We're happy to confirm the refund","You will see the refund","Nobody could say the fee wasn't refunded","It is not true that we haven't refunded the fee",
"The fee is no longer outstanding","You no longer owe us anything and the money is yours again","The duplicate charge no longer appears, because we removed it",
"Think of the delivery fee as returned","Your $6.99 is sitting in your account again","The charge has been dropped","We've taken the duplicate off your bill",
"Your replacement mug shipped this morning","The refund? Done","Refund: issued","Your account shows a credit of $6.99 from us now",
"We didn't hesitate to refund the fee","The delivery fee, refunded as of today, will show within 5 days","Without delay, we refunded your fee",
"Luckily the system already paid the fee back","The fee was refunded by my colleague","Your bank will have the $6.99 by tomorrow"]
miss=[]
for c in CL:
  for tail in TAIL:
    s=c+tail
    p=unresolved_problems(s,"deferred")
    if not any("says or implies" in x or "paid back" in x for x in p): miss.append((s,p))
print(len(CL)*len(TAIL),"sentences; passed though claiming done:",len(miss))
for s,p in miss: print("PASSED!",repr(s),p)
