// The mail's words for who is coming, in heads (decision 0065), in each language. Spread into
// en.ts, es.ts and de.ts, so they stay the one list of the server's texts.
export const partyMailEn = {
  "mail.party.coming": "Who's coming:",
  "mail.party.people": "{heads, plural, one {1 person} other {{heads} people}}",
  "mail.party.peopleDetail":
    "{heads, plural, one {1 person} other {{heads} people}} ({answers, plural, one {1 answer} other {{answers} answers}} + {guests, plural, one {1 guest} other {{guests} guests}})",
  "mail.party.yours": "Your party:",
  "mail.party.youPlus": "you + {count}",
  "mail.party.youPlusNames": "you + {count} ({names})",
} as const;

export const partyMailEs: Record<keyof typeof partyMailEn, string> = {
  "mail.party.coming": "Quién viene:",
  "mail.party.people": "{heads, plural, one {1 persona} other {{heads} personas}}",
  "mail.party.peopleDetail":
    "{heads, plural, one {1 persona} other {{heads} personas}} ({answers, plural, one {1 respuesta} other {{answers} respuestas}} + {guests, plural, one {1 acompañante} other {{guests} acompañantes}})",
  "mail.party.yours": "Tu grupo:",
  "mail.party.youPlus": "tú + {count}",
  "mail.party.youPlusNames": "tú + {count} ({names})",
};

export const partyMailDe: Record<keyof typeof partyMailEn, string> = {
  "mail.party.coming": "Wer kommt:",
  "mail.party.people": "{heads, plural, one {1 Person} other {{heads} Personen}}",
  "mail.party.peopleDetail":
    "{heads, plural, one {1 Person} other {{heads} Personen}} ({answers, plural, one {1 Antwort} other {{answers} Antworten}} + {guests, plural, one {1 Begleitung} other {{guests} Begleitungen}})",
  "mail.party.yours": "Deine Gruppe:",
  "mail.party.youPlus": "du + {count}",
  "mail.party.youPlusNames": "du + {count} ({names})",
};
