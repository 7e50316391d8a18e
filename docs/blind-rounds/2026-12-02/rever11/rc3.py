import os,django
os.environ.setdefault("DJANGO_SETTINGS_MODULE","supervisor.settings"); django.setup()
from runs.reply_check import unresolved_problems, resolved_problems
TAIL="; a colleague will follow up with you."
CL=["You're all square on the delivery fee now","There's nothing left for us to pay back on the delivery fee","You won't be out of pocket for the delivery fee any more",
"The $6.99 delivery fee is yours again","Your statement will no longer show the second payment","The second charge is gone from your card",
"Your money for the mug is safely with you again","The mug has been paid for by us, so you're covered","We've made good on the delivery fee",
"The fee is now settled in your favour","Nothing is owed to you any more for the fee","We've squared the fee away","Your balance with us is now zero after the $6.99 credit",
"The fee has been put right","Sorted the fee for you","Fee: refunded","The fee refund happened this morning","There was no need to wait: the $6.99 is back",
"The refund you asked for is no longer pending","Your delivery fee came back to you this morning"]
n=0
for c in CL:
    s=c+TAIL; p=unresolved_problems(s,"deferred")
    if not any("says or implies" in x or "paid back" in x for x in p): n+=1; print("PASSED!",repr(s),p)
print(n,"of",len(CL),"passed")
for s in ["We've started your return for the jug.","Your return for the jug is set up; the label is in your email.","The jug is all sorted.","I've refunded the jug."]:
    print(repr(s), resolved_problems(s,action="return",amount_cents=None,kind="damaged_item"))
