// The waits page's keyboard shortcuts (documented on the page): j/k move, a approves, r rejects
// with the note focused, x selects for a bulk action, Esc leaves a note and returns to the list.
// The page's socket pushes the list again as waits come and go (supervisor.partials): the list is
// looked up afresh each time, and the selection follows the item it was on, not its place.
(function () {
  "use strict";
  const list = () => document.getElementById("waits-list");
  if (!list()) return;
  const rows = () => Array.from(list().querySelectorAll("li.wait"));
  let current = -1;
  let currentId = null;

  function select(index, focus) {
    const all = rows();
    if (!all.length) { current = -1; currentId = null; return; }
    current = Math.max(0, Math.min(index, all.length - 1));
    currentId = all[current].id;
    all.forEach((row, n) => {
      row.classList.toggle("is-current", n === current);
      row.setAttribute("aria-selected", n === current ? "true" : "false");
    });
    if (focus) all[current].focus();
  }

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target.closest && target.closest("input, textarea, select, [contenteditable]")) {
      if (event.key === "Escape") { target.blur(); select(current, true); }
      return;
    }
    const row = rows()[current];
    if (event.key === "j") select(current + 1, true);
    else if (event.key === "k") select(current < 0 ? 0 : current - 1, true);
    else if (event.key === "a" && row) {
      const button = row.querySelector(".js-approve");
      if (button) button.click(); else { const note = row.querySelector(".js-resolve-note"); if (note) note.focus(); }
    } else if (event.key === "r" && row) {
      const note = row.querySelector(".js-reject-note");
      if (note) note.focus();
    } else if (event.key === "x" && row) {
      const box = row.querySelector('input[type="checkbox"]');
      if (box) box.checked = !box.checked;
    } else return;
    event.preventDefault();
  });

  document.addEventListener("click", (event) => {
    const row = event.target.closest && event.target.closest("#waits-list li.wait");
    if (row) select(rows().indexOf(row), false);
  });

  // Around a push: a selected item still listed stays selected (and focused, if it was); one that
  // went (answered, or reassigned out of "assigned to me") hands the selection to the item now in its place.
  let rowHadFocus = false;
  document.addEventListener("htmx:wsBeforeMessage", () => {
    const focused = document.activeElement;
    rowHadFocus = Boolean(focused && focused.matches && focused.matches("#waits-list li.wait"));
  });
  document.addEventListener("htmx:wsAfterMessage", () => {
    const index = rows().findIndex((row) => row.id === currentId);
    select(index >= 0 ? index : current, rowHadFocus && document.activeElement === document.body);
  });

  select(0, false);
})();
