// A small, polite line at the bottom of the page: never takes focus, never covers the form's
// buttons for long, and is read out by screen readers without interrupting.
export function LiveNotice({ text }: { text: string | undefined }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {text && (
        <p className="rounded-full bg-stone-900 px-4 py-2 text-sm font-medium text-white shadow-lg">{text}</p>
      )}
    </div>
  );
}
