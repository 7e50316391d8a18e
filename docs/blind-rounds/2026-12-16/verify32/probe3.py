import os,sys,django
sys.path.insert(0, os.getcwd());   os.environ['DJANGO_SETTINGS_MODULE']='supervisor.settings'; django.setup()
from runs.intents import read_ticket
T=["Hi\nMy gift card didn't work when I tried to pay, can you check it?",
"Hi\nThe tracking link you emailed doesn't work, can you resend it?",
"Hi\nYour website didn't work so I had to order by phone. Please make sure my order SU-71001 went through.",
"Hi\nThe promo code WELCOME10 is broken, please honour it.",
"Hi\nThe password reset link is broken, please help.",
"Hi\nThe coupon failed at checkout, please refund the 10% difference.",
"Hi\nMy login doesn't work anymore. Can you fix it?",
"Hi\nThe link to download the manual is broken.",
"Hi\nThe app crashed when I tried to leave a review, can you look at it?",
"Hi\nThe invoice you sent is damaged / unreadable, please resend it.",
"Hi\nThe courier damaged my gate when delivering, please pass this on.",
"Hi\nThe box the mug came in was torn, I need it for a gift - can you send a new box?",
"Hi\nI ordered a second mug as a gift for my sister and her old one was cracked, so she'll be happy. Can you add a gift note?",
"Hi\nWe broke the mug ourselves by dropping it, totally our fault. Can I order another one at a discount?",
"Hi\nThe mug isn't damaged, don't worry. Could you send me the receipt?",
]
for i,t in enumerate(T):
    r=read_ticket(t, order_ref='SU-71001')
    print('=====',i, t.replace('\n',' | '))
    for s in r.sentences:
        print('  [%s] %s why=%r :: %s'%(s.role,s.kinds,s.why[:100],s.text[:80]))
    if r.removed: print('  REMOVED:',[x['text'] for x in r.removed])
    print('  INTENTS:',r.intents)
