import ISO6391 from 'iso-639-1';

/**
 * The preferred-language picker: about sixty languages, each with its total number of
 * speakers (first and second language, in millions, rounded; Ethnologue 2024 figures).
 * Names come from ISO 639-1 data; the list order is by speakers.
 */
const SPEAKERS_MILLIONS: Record<string, number> = {
  en: 1500,
  zh: 1140,
  hi: 610,
  es: 560,
  fr: 310,
  ar: 370,
  bn: 270,
  pt: 260,
  ru: 255,
  ur: 230,
  id: 200,
  de: 135,
  ja: 125,
  pa: 150,
  mr: 99,
  te: 96,
  tr: 90,
  ta: 87,
  vi: 86,
  ko: 82,
  sw: 200,
  ha: 90,
  it: 68,
  fa: 80,
  th: 60,
  gu: 62,
  jv: 68,
  pl: 41,
  uk: 39,
  yo: 46,
  ms: 80,
  kn: 59,
  ml: 38,
  or: 40,
  my: 43,
  am: 58,
  ig: 31,
  ro: 25,
  nl: 25,
  om: 37,
  so: 22,
  zu: 28,
  xh: 19,
  rw: 15,
  ln: 40,
  wo: 12,
  ff: 40,
  sn: 15,
  ny: 15,
  mg: 25,
  ti: 9,
  el: 13,
  cs: 11,
  sv: 13,
  hu: 13,
  he: 9,
  af: 18,
  ne: 32,
  si: 17,
  tl: 83,
  lg: 11,
  ki: 8,
  rn: 12,
  tw: 17,
};

export interface LanguageOption {
  code: string;
  name: string;
  nativeName: string;
  speakers: number;
}

export const LANGUAGES: readonly LanguageOption[] = Object.entries(SPEAKERS_MILLIONS)
  .map(([code, speakers]) => ({
    code,
    name: ISO6391.getName(code),
    nativeName: ISO6391.getNativeName(code),
    speakers,
  }))
  .filter((l) => l.name !== '')
  .sort((a, b) => b.speakers - a.speakers);

const languageCodes = new Set(LANGUAGES.map((l) => l.code));

export function isKnownLanguage(code: string): boolean {
  return languageCodes.has(code);
}

/** Languages the interface itself is translated into. */
export const UI_LANGUAGES = ['fr', 'en', 'sw'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export function isUiLanguage(code: string | null | undefined): code is UiLanguage {
  return (UI_LANGUAGES as readonly (string | null | undefined)[]).includes(code);
}

export function toUiLanguage(code: string | null | undefined): UiLanguage {
  const base = (code ?? '').slice(0, 2).toLowerCase();
  return isUiLanguage(base) ? base : 'fr';
}

/**
 * A visitor's interface language before sign-in: the one they chose, else their browser's
 * first when it is fr, en or sw, else French. The web client decides with it, and the server
 * with the same rule when it sends a page already rendered in that language.
 */
export function visitorUiLanguage(
  chosen: string | null | undefined,
  browserLanguage: string | null | undefined,
): UiLanguage {
  return isUiLanguage(chosen) ? chosen : toUiLanguage(browserLanguage);
}
