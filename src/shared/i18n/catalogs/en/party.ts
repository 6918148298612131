// Plus-ones and capacity per time, in heads (decision 0065): the create/edit field, the answer
// form's party size and "Put me on the waitlist", head counts, and the server's messages about them.
export const party = {
  "party.allowedLabel": "Guests may bring up to",
  "party.allowedHint": "Extra guests per answer. 0 hides the question.",
  "party.allowedNone": "0 (no extra guests)",
  "party.bringingLabel": "How many guests are you bringing?",
  "party.bringingHint":
    "{count, plural, one {You can bring 1 guest.} other {You can bring up to {count} guests.}}",
  "party.justMe": "Just me",
  "party.bringing": "{count, plural, one {+1 guest} other {+{count} guests}}",
  "party.guestNamesLegend": "Their names (optional)",
  "party.guestName": "Guest {n}",
  "party.waitlistLabel": "Put me on the waitlist",
  "party.waitlistHint":
    "{count, plural, one {One time is full for your party.} other {{count} times are full for your party.}} On the waitlist, your whole party gets in when enough spots open up, and we'll e-mail you.",
  "party.fullFor": "Full for your party",
  "party.heads": "{heads, plural, one {1 person} other {{heads} people}}",
  "party.headsDetail":
    "{heads, plural, one {1 person} other {{heads} people}}: {answers, plural, one {1 answer} other {{answers} answers}} + {guests, plural, one {1 guest} other {{guests} guests}}",
  "party.withGuests": "{name} +{count}",
  "party.waitingAt": "Waiting #{place}",
  "party.spotsLeftShort": "{count, plural, one {1 spot left} other {{count} spots left}}",
  "party.waitlistOf": "Waitlist for {time}",
  "party.rsvpFor": "For {time}",
  "party.rsvpNote":
    "Per time, yes answers are confirmed in the order they came while the whole party fits ({capacity} spots). A party that does not fit waits whole; when spots open up, the first waiting party that fits is let in and e-mailed.",
  // The server's messages (found by their English, or by id with values).
  "party.spotsLeft":
    "Only {left, plural, one {1 spot is} other {{left} spots are}} left at that time, and your party is {heads}.",
  "party.noPlusOnes": "This hang does not take extra guests: answer for yourself only",
  "party.tooManyPlusOnes":
    "{count, plural, one {You can bring at most 1 guest to this hang} other {You can bring at most {count} guests to this hang}}",
  "party.doesNotFit": "Not enough spots for your party",
  "party.waitlistHintServer": 'Choose "Put me on the waitlist" to wait for a spot at that time.',
  "party.allowedInvalid": "Guests may bring a whole number from 0 to 5",
  "party.plusOnesInvalid": "The number of guests you bring must be a whole number, 0 or more",
  "party.namesTooMany": "Give at most one name for each guest you bring",
  "party.nameTooLong": "Each name can be at most 100 characters",
} as const;
