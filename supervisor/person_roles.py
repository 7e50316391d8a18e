"""A person's permissions and role names, kept in the cache between requests.

Every page checks roles (the nav, the buttons, `rule_required`) and shows the person's roles in the
header. Django reads the permissions again for every request (two queries joining the permission
and content-type tables) and the header read the groups (a third): about 2 ms of a page's CPU.
They change only when an admin changes a person, a group or a permission, so they are kept in the
cache (Redis when REDIS_URL is set, shared by every process) under a version token: any change to
people, groups or permissions makes a new token (at once, and again when the change commits, so a
request that read the old rows in between kept them under a token nobody asks for any more). A
role change thus takes effect on the next request in every process.

Only what people may see and which buttons show is read from here. The verbs that act
(runs.people) check `has_perm` against the database again.
"""

from __future__ import annotations

import logging
import uuid

from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.models import Group, Permission
from django.core.cache import cache
from django.db import transaction

log = logging.getLogger(__name__)

VERSION_KEY = "person_roles:version"
# Kept this long at most: also bounds how long a change made where no signal reaches (raw SQL, or
# another process with a per-process cache in embedded mode) stays unseen.
KEPT_SECONDS = 60


def _version() -> str:
    token = cache.get(VERSION_KEY)
    if token is None:  # first use, or evicted: a new token, so nothing kept before counts
        cache.add(VERSION_KEY, uuid.uuid4().hex, None)
        token = cache.get(VERSION_KEY)
    return token


def _read(user) -> dict:
    """From the database, as Django's ModelBackend reads them (a superuser holds every permission)."""
    backend = ModelBackend()
    return {"permissions": frozenset(backend.get_all_permissions(user)),
            "roles": tuple(user.groups.values_list("name", flat=True))}


def _entry(user) -> dict:
    entry = getattr(user, "_person_roles", None)
    if entry is not None:
        return entry
    try:
        key = f"person_roles:{_version()}:{user.pk}:{int(user.is_superuser)}:{int(user.is_active)}"
        entry = cache.get(key)
        if entry is None:
            entry = _read(user)
            cache.set(key, entry, KEPT_SECONDS)
    except Exception:  # the cache is down (Redis restarting): pages still work from the database
        log.warning("person_roles: cache unavailable, reading roles from the database", exc_info=True)
        entry = _read(user)
    user._person_roles = entry
    return entry


def permissions(user) -> frozenset[str]:
    """"app_label.codename" of every permission the person holds through their groups or their own
    (every permission for a superuser); none for an inactive or anonymous person."""
    if not (user and user.is_authenticated and user.is_active):
        return frozenset()
    return _entry(user)["permissions"]


def role_names(user) -> tuple[str, ...]:
    """The names of the person's groups, as the database lists them."""
    if not (user and user.is_authenticated):
        return ()
    return _entry(user)["roles"]


def forget_all(**kwargs) -> None:
    """People, groups or permissions changed: every kept entry is stale, now and once it commits."""
    def renew():
        try:
            cache.set(VERSION_KEY, uuid.uuid4().hex, None)
        except Exception:
            log.warning("person_roles: could not renew the version in the cache", exc_info=True)

    renew()
    transaction.on_commit(renew)


def _user_saved(sender, update_fields=None, **kwargs) -> None:
    if update_fields is not None and set(update_fields) <= {"last_login"}:
        return  # a login: nothing kept here changed
    forget_all()


def connect() -> None:
    """Renew the version on every change that can change a person's permissions or roles."""
    from django.contrib.auth import get_user_model
    from django.db.models.signals import m2m_changed, post_delete, post_save

    user_model = get_user_model()
    post_save.connect(_user_saved, sender=user_model, dispatch_uid="person_roles_user_saved")
    post_delete.connect(forget_all, sender=user_model, dispatch_uid="person_roles_user_deleted")
    for model in (Group, Permission):
        post_save.connect(forget_all, sender=model, dispatch_uid=f"person_roles_{model.__name__}_saved")
        post_delete.connect(forget_all, sender=model, dispatch_uid=f"person_roles_{model.__name__}_deleted")
    for through in (user_model.groups.through, user_model.user_permissions.through, Group.permissions.through):
        m2m_changed.connect(forget_all, sender=through, dispatch_uid=f"person_roles_{through.__name__}")
