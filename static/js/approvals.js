// The approval card's Approve button names the amount in its field, so a lead lowering the amount
// sees what the click approves. Delegated from the document, and done again after every swap: a
// live push redraws the cards (the typed amount survives it, hx-preserve; the button does not).
(function () {
  "use strict";
  function label(field) {
    const button = field.form && field.form.querySelector('button[name="decision"][value="approve"]');
    const cents = Math.round(parseFloat(field.value) * 100);
    if (!button || !Number.isFinite(cents)) return;
    button.textContent = "Approve $" + (cents / 100).toLocaleString("en-US", {minimumFractionDigits: 2, maximumFractionDigits: 2});
  }
  document.addEventListener("input", function (event) {
    if (event.target.matches && event.target.matches(".amount-input")) label(event.target);
  });
  document.addEventListener("htmx:afterSettle", function () {
    document.querySelectorAll(".amount-input").forEach(label);
  });
  document.addEventListener("htmx:oobAfterSwap", function () {
    document.querySelectorAll(".amount-input").forEach(label);
  });
})();
