// The languages of the client and how one is chosen: the reader's own choice
// when they made one, else the first of the browser's languages we have,
// else English. Pure, so that it runs under Node too.

/** Each language's name in that language (the switcher shows these, whatever the page's language). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
];

export const DEFAULT_LANGUAGE = 'en';

export function isSupported(code) {
  return LANGUAGES.some((language) => language.code === code);
}

/** "pt-BR" -> "pt"; anything unreadable -> "". */
export function baseLanguage(tag) {
  return String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
}

/**
 * The language to show and the locale to format numbers and dates with.
 * `stored` is the reader's earlier choice (or null); `preferred` is
 * navigator.languages. The format locale keeps the browser's region for the
 * chosen language ("pt-BR" dates for a Brazilian reader), and is the bare
 * language when the browser does not ask for that language at all.
 */
export function chooseLanguage(stored, preferred) {
  const tags = (Array.isArray(preferred) ? preferred : [preferred]).filter((tag) => typeof tag === 'string' && tag);
  let language = isSupported(stored) ? stored : null;
  if (!language) language = tags.map(baseLanguage).find(isSupported) ?? DEFAULT_LANGUAGE;
  return { language, formatLocale: formatLocaleFor(language, tags) };
}

export function formatLocaleFor(language, preferred) {
  const tag = (preferred ?? []).find((candidate) => baseLanguage(candidate) === language);
  if (!tag) return language;
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0];
  } catch {
    return language;
  }
}
