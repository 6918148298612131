// English messages for the installable app offline (features/offline): the banner over a hang shown
// from this device's copy, and answers given offline.
export const offline = {
  "offline.banner": "You're offline. This is what the hang looked like when you last opened it.",
  "offline.savedAt": "Saved on this device: {when}",
  "offline.answerWaiting": "Your answer will be sent when you're back online.",
  "offline.answerNotSent": "Your answer wasn't sent",
  "offline.unreachableHeading": "You're offline",
  "offline.unreachableText":
    "This hang hasn't been saved on this device yet. It will show as soon as you're back online.",
  "offline.tryAgain": "Try again",
} satisfies Record<string, string>;
