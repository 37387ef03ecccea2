// The client's words in the reader's language. Every text the client writes
// is a key of the catalogues (en.js, it.js, pt.js: one per language, with the
// same keys), looked up with t():
//
//   t('lobby.create')                              a fixed text
//   t('waiting.seats', {taken: 2, total: 4})       named parameters
//
// Keys are always written out in full where they are used, so that a test can
// find every key the client uses by reading its source: t() takes a literal
// key; a key chosen at run time (from a table, or a message from the server)
// goes through tKey(), and the tables mark their literal keys with msgKey().
// Never build a key by joining strings.
//
// English is always loaded and is the fallback for a key another catalogue
// lacks; a key no catalogue has shows as itself, so that it is noticed.

import en from './en.js';
import { formatDateTime, formatList, formatNumber, formatToParts, listParts, parseCached } from './format.js';
import { chooseLanguage, DEFAULT_LANGUAGE, formatLocaleFor, isSupported, LANGUAGES } from './languages.js';

export { LANGUAGES } from './languages.js';

const STORAGE_KEY = 'tavern.language';

// The one current language of the page: what every t() call reads.
const current = {
  language: DEFAULT_LANGUAGE,
  formatLocale: DEFAULT_LANGUAGE,
  messages: en,
};
const catalogues = new Map([['en', en]]);
const listeners = new Set();
// Catalogues load one after the other while the reader runs through the
// switcher: only the language asked for last may win.
let lastRequest = 0;

/** The catalogue of a language, loaded on first use. */
async function loadCatalogue(language) {
  if (!catalogues.has(language)) {
    const module = await import(`./${language}.js`);
    catalogues.set(language, module.default);
  }
  return catalogues.get(language);
}

function readStored() {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(language) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered: the browser's language is used again next time.
  }
}

function browserLanguages() {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? [...nav.languages] : [nav.language].filter(Boolean);
}

/** Picks the language at start: the stored choice, else the browser's, else English. */
export async function startLanguage() {
  const { language, formatLocale } = chooseLanguage(readStored(), browserLanguages());
  await useLanguage(language, formatLocale);
}

/** The reader chose a language in the page: remembered, and every screen redrawn. */
export async function chooseLanguageNow(language) {
  if (!isSupported(language)) return;
  writeStored(language);
  await useLanguage(language, formatLocaleFor(language, browserLanguages()));
}

async function useLanguage(language, formatLocale) {
  const request = ++lastRequest;
  let messages;
  try {
    messages = await loadCatalogue(language);
  } catch (error) {
    console.error(`the ${language} texts could not be loaded; staying in ${current.language}`, error);
    return;
  }
  if (request === lastRequest) setCatalogue(language, messages, formatLocale);
}

/**
 * Makes `messages` the current catalogue (the tests call this directly, with
 * any catalogue). Tells every listener.
 */
export function setCatalogue(language, messages, formatLocale = language) {
  const changed = current.language !== language || current.messages !== messages || current.formatLocale !== formatLocale;
  current.language = language;
  current.formatLocale = formatLocale;
  current.messages = messages;
  catalogues.set(language, messages);
  if (globalThis.document?.documentElement) globalThis.document.documentElement.lang = language;
  if (changed) for (const listener of listeners) listener(language);
}

/** Calls `listener(language)` after every change of language; returns a function that stops it. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function language() {
  return current.language;
}

export function formatLocale() {
  return current.formatLocale;
}

export function languageName(code) {
  return LANGUAGES.find((entry) => entry.code === code)?.name ?? code;
}

/** Marks a literal key kept in a table for tKey(); returns it unchanged. */
export function msgKey(key) {
  return key;
}

/** True when the current catalogue (or English) has the key. */
export function hasKey(key) {
  return typeof key === 'string' && (Object.hasOwn(current.messages, key) || Object.hasOwn(en, key));
}

function source(key) {
  if (Object.hasOwn(current.messages, key)) return current.messages[key];
  if (Object.hasOwn(en, key)) return en[key];
  return null;
}

/**
 * A message's parts: strings and the rich values given as parameters (see
 * format.js), in order. Unknown keys give the key itself.
 */
export function tParts(key, params) {
  const text = source(key);
  if (text === null) return [key];
  try {
    return formatToParts(parseCached(text), params, current.formatLocale);
  } catch (error) {
    console.error(`the text ${key} in ${current.language} is not well formed`, error);
    return [key];
  }
}

/** The text of a key chosen at run time. */
export function tKey(key, params) {
  return tParts(key, params).map((part) => (typeof part === 'string' ? part : String(part?.text ?? part))).join('');
}

/** The text of a key written out where it is used: t('lobby.create'). */
export function t(key, params) {
  return tKey(key, params);
}

export function number(value, style) {
  return formatNumber(value, current.formatLocale, style);
}

/** "Anne, Jack and Mary" (or "Anne, Jack or Mary" with type 'disjunction'). */
export function list(items, type) {
  return formatList(items, current.formatLocale, type);
}

/** How a list of `count` items is joined in this language: element and literal parts. */
export function listPieces(count, type) {
  return listParts(count, current.formatLocale, type);
}

/** A moment (ms since the epoch, or a Date) in the reader's format. */
export function dateTime(value, options) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(date, current.formatLocale, options);
}
