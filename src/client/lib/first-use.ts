// The first time the person touches, clicks or types on the page. Code that only follows an action
// (the toaster, a form's lower part) is fetched then, so a visit that only reads loads none of it
// and someone who acts has it a moment later, while their action is still on its way. A focus
// change is not a use: the page moves the focus itself (a dialog opening, a view's heading), and
// a screen reader's activation arrives as a click.
const FIRST_USE = ["pointerdown", "keydown", "click"] as const;

/** Calls `run` once, on the first use; the returned function stops listening. */
export function onFirstUse(run: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_USE) document.removeEventListener(type, used, { capture: true });
  };
  function used() {
    stop();
    run();
  }
  for (const type of FIRST_USE) document.addEventListener(type, used, { capture: true, passive: true });
  return stop;
}
