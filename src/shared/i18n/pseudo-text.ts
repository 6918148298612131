// The pseudo-locale's text: every Latin letter accented and the text a third longer, so a test can
// tell a translated message from English left in a page, and a layout meets longer languages.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, i) => [
    letter,
    [..."àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]!,
  ]),
);
const VOWELS = /[aeiouAEIOU]/;

export function pseudoText(text: string): string {
  let out = "";
  for (const char of text) {
    // Vowels doubled: about a third longer, as German and Spanish often run.
    out += VOWELS.test(char) ? ACCENTED[char]!.repeat(2) : (ACCENTED[char] ?? char);
  }
  return out;
}
