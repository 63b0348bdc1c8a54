// The lines of a code block that check what it shows are folded by the build
// (practices/folds.py). The button under the block shows or hides them:
// aria-expanded says which, its words come from the build in the page's language.
document.addEventListener("click", (event) => {
  const button = event.target.closest(".checks-toggle");
  if (!button) {
    return;
  }
  const shown = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(shown));
  button.textContent = shown ? button.dataset.hide : button.dataset.show;
  button.closest(".highlight").classList.toggle("checks-folded", !shown);
});
