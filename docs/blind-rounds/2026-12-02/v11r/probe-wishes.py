import django,os
os.environ.setdefault("DJANGO_SETTINGS_MODULE","supervisor.settings"); django.setup()
from runs.intents import read_ticket
base="SU-80501. The teapot arrived cracked. "
for x in ["Let me know the status of my warranty claim.","Kindly update my phone number to 555-0101.","Need the invoice re-issued in my company's name.",
"Would appreciate a discount on my next order.","Any chance you could waive the restocking fee?","I'd rather have store credit.",
"Send me the tracking link for my other parcel.","Pls call me back on 07700 900123.","Also hoping you can pass my thanks to the driver.",
"Make sure the next delivery goes to my office.","I expect compensation for the two days I waited at home.","Is the matching sugar bowl coming back in stock?",
"Remove my card details from your system.","I want to speak to a manager.","How do I leave a review?","Keen to hear how you'll stop this happening again.",
"Put a note on my account that I am hard of hearing.","I require a written apology.","It'd be great if someone could ring me.","Tell your courier to stop leaving parcels in the bin."]:
    r=read_ticket(base+x)
    s=[s for s in r.sentences if x[:15] in s.text][0]
    print(("OK   " if s.is_request else "MISS ")+f"[{s.role}/{','.join(s.kinds)}] {x}  {s.why or ''}")
