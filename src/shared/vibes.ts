// The vibe catalogue: value, label and emoji. A vibe outside the list is a custom "Other" text.

export interface Vibe {
  value: string;
  label: string;
  emoji: string;
}

export const VIBES: readonly Vibe[] = [
  { value: "coffee", label: "Coffee", emoji: "☕" },
  { value: "walk", label: "Walk", emoji: "🚶" },
  { value: "picnic", label: "Picnic", emoji: "🧺" },
  { value: "couch-hang", label: "Couch Hang", emoji: "🛋️" },
  { value: "happy-hour", label: "Happy Hour", emoji: "🍻" },
  { value: "takeout-night", label: "Takeout Night", emoji: "🥡" },
  { value: "brunch", label: "Brunch", emoji: "🥞" },
  { value: "bbq", label: "BBQ", emoji: "🍖" },
  { value: "dinner-party", label: "Dinner Party", emoji: "🍽️" },
  { value: "potluck", label: "Potluck", emoji: "🥘" },
  { value: "birthday-party", label: "Birthday Party", emoji: "🎂" },
  { value: "game-day-snacks", label: "Game Day Snacks", emoji: "🏈" },
  { value: "hike", label: "Hike", emoji: "🥾" },
  { value: "yoga", label: "Yoga", emoji: "🧘" },
  { value: "beach-day", label: "Beach Day", emoji: "🏖️" },
  { value: "dog-park", label: "Dog Park", emoji: "🐕" },
  { value: "game-night", label: "Game Night", emoji: "🎲" },
  { value: "movie-night", label: "Movie Night", emoji: "🎬" },
  { value: "trivia", label: "Trivia", emoji: "🧠" },
  { value: "golf", label: "Golf", emoji: "⛳" },
  { value: "bowling", label: "Bowling", emoji: "🎳" },
  { value: "craft-night", label: "Craft Night", emoji: "🎨" },
  { value: "book-club", label: "Book Club Meeting", emoji: "📚" },
  { value: "gallery-museum", label: "Gallery/Museum Trip", emoji: "🖼️" },
  { value: "other", label: "Other", emoji: "✨" },
];

// Names used by older hangs and some views; they keep their own emoji instead of falling back.
const LEGACY_VIBES: Record<string, Omit<Vibe, "value">> = {
  drinks: { label: "Drinks", emoji: "🍹" },
  food: { label: "Food", emoji: "🍕" },
  activity: { label: "Activity", emoji: "🎯" },
  chill: { label: "Chill", emoji: "😎" },
  dinner: { label: "Dinner", emoji: "🍽️" },
  "coffee-chat": { label: "Coffee Chat", emoji: "☕" },
  "study-session": { label: "Study Session", emoji: "📖" },
  workout: { label: "Workout", emoji: "💪" },
  hiking: { label: "Hiking", emoji: "🥾" },
  shopping: { label: "Shopping", emoji: "🛍️" },
  "bar-hopping": { label: "Bar Hopping", emoji: "🍸" },
  "bar-hop": { label: "Bar Hop", emoji: "🍸" },
  karaoke: { label: "Karaoke", emoji: "🎤" },
  dancing: { label: "Dancing", emoji: "💃" },
  "art-gallery": { label: "Art Gallery", emoji: "🖼️" },
  concert: { label: "Concert", emoji: "🎵" },
  "sports-game": { label: "Sports Game", emoji: "🏟️" },
  "sports-viewing": { label: "Sports Viewing", emoji: "📺" },
  cooking: { label: "Cooking", emoji: "👩‍🍳" },
  "board-games": { label: "Board Games", emoji: "🎲" },
  "outdoor-adventure": { label: "Outdoor Adventure", emoji: "🏕️" },
  "creative-time": { label: "Creative Time", emoji: "🎨" },
  "music-jam": { label: "Music Jam", emoji: "🎸" },
  "food-crawl": { label: "Food Crawl", emoji: "🌮" },
  "cultural-event": { label: "Cultural Event", emoji: "🎭" },
};

const OTHER_EMOJI = "✨";

export function isKnownVibe(value: string): boolean {
  return VIBES.some((v) => v.value === value) || value in LEGACY_VIBES;
}

export function vibeEmoji(value: string): string {
  return VIBES.find((v) => v.value === value)?.emoji ?? LEGACY_VIBES[value]?.emoji ?? OTHER_EMOJI;
}

/** The label to show: the catalogue label, or the custom text itself for an "Other" vibe. */
export function vibeLabel(value: string): string {
  return VIBES.find((v) => v.value === value)?.label ?? LEGACY_VIBES[value]?.label ?? value;
}

/** What the hang is: the activity chosen at finalize when there was one, else the vibe proposed. */
export function plannedActivity(hang: { vibe: string; isFinalized: boolean; finalActivity?: string | null }) {
  return hang.isFinalized && hang.finalActivity ? hang.finalActivity : hang.vibe;
}
