/**
 * After a refused submit, the first field marked invalid takes focus (and scrolls into view), so
 * the person lands on what to fix. A group (the vibe grid, the calendar) is not focusable itself:
 * its own tab stop is, which for a radio group is the checked or first radio.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  // Wait a frame: the messages and aria-invalid marks render after the submit handler returns.
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!invalid) return;
    const target =
      invalid.matches("input, select, textarea, button") || invalid.tabIndex >= 0
        ? invalid
        : invalid.querySelector<HTMLElement>('[tabindex="0"], input, button:not(:disabled)');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "center" });
  });
}
