// The approval card's Approve button names the amount in its field, so a lead lowering the amount
// sees what the click approves. Delegated from the document: live pushes replace the cards.
(function () {
  "use strict";
  document.addEventListener("input", function (event) {
    const field = event.target;
    if (!field.matches || !field.matches(".amount-input")) return;
    const button = field.form && field.form.querySelector('button[name="decision"][value="approve"]');
    const cents = Math.round(parseFloat(field.value) * 100);
    if (!button || !Number.isFinite(cents)) return;
    button.textContent = "Approve $" + (cents / 100).toLocaleString("en-US", {minimumFractionDigits: 2, maximumFractionDigits: 2});
  });
})();
