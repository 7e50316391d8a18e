import os, sys, datetime, django
sys.path.insert(0, "/work/wt/ver10"); os.chdir("/work/wt/ver10")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
import time_machine
days = int(sys.argv[1]); files = sys.argv[2:]
with time_machine.travel(datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=days), tick=True):
    django.setup()
    from django.core.management import call_command
    call_command("migrate", verbosity=0)
    call_command("eval", "--cases", *files, "--model", "scripted", "--json", f"/tmp/ver10/moved{days}.json")
