// The check that a page in Italian or Portuguese shows no word of the English
// catalogue, in its text or in its labels, except proper names and game names
// (ALLOWED_NAMES) and the English sentences the engines still send
// (ENGINE_ENGLISH). Shared by the browser tests that read a page in each language.
import assert from 'node:assert/strict';
import en from '../../clients/web/js/i18n/en.js';
import it from '../../clients/web/js/i18n/it.js';
import pt from '../../clients/web/js/i18n/pt.js';
import { literalTexts, parseMessage } from '../../clients/web/js/i18n/format.js';

const CATALOGUES = { en, it, pt };

// Names that are the same in every language: the players' and bandits' names,
// the games' names as printed, the app's name.
export const ALLOWED_NAMES = [
  'Anne Bonny', 'Calico Jack', 'Mary Read',
  "Dead Man's Draw", 'Colt Express', 'DrachenSchatten', 'MidEvil', 'Tavern',
  'Belle', 'Cheyenne', 'Django', 'Doc', 'Ghost', 'Tuco',
];

// Until the engines send message keys (protocol.md, "Messages"), the log
// entries, action labels and result reasons they send are English sentences.
// The client marks exactly the elements it shows them in (data-engine-text for
// their text, data-engine-label for their aria-label and title): those are left
// out of the check. When every engine sends keys, this goes, and the check
// covers them too.
const ENGINE_ENGLISH = { text: '[data-engine-text]', label: '[data-engine-label]' };

// The switcher names each language in that language ("English" on an Italian
// page) and shows the current one's code ("IT"): by design, not a leak. Its
// label is in the page's language and is checked.
const OWN_LANGUAGE_NAMES = '#language-select option, .language-code';

function words(text) {
  return (text.match(/\p{L}[\p{L}'’]*/gu) ?? [])
    .map((word) => word.replace(/['’]+$/, '').toLowerCase())
    .filter((word) => [...word].length >= 2);
}

function catalogueWords(catalogue) {
  const out = new Set();
  for (const source of Object.values(catalogue)) {
    for (const text of literalTexts(parseMessage(source))) for (const word of words(text)) out.add(word);
  }
  return out;
}

/** The words of the English catalogue that a page in `language` must not show. */
function englishOnlyWords(language, extraNames = []) {
  const theirs = catalogueWords(CATALOGUES[language]);
  const allowed = new Set([...ALLOWED_NAMES, ...extraNames].flatMap(words));
  return new Set([...catalogueWords(en)].filter((word) => !theirs.has(word) && !allowed.has(word)));
}

/** Every piece of text a reader may meet on the page: visible text, labels, titles, placeholders, the tab's title. */
function pageTexts({ engine, ownNames }) {
  const out = [];
  const shown = (node) => node && (typeof node.checkVisibility !== 'function' || node.checkVisibility({ visibilityProperty: true }));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent.trim() || parent.closest('script, style, noscript, title')) continue;
    if (parent.closest(engine.text) || parent.closest(ownNames) || !shown(parent)) continue;
    out.push({ where: `text of <${parent.tagName.toLowerCase()}${parent.id ? `#${parent.id}` : ''} class="${parent.getAttribute('class') ?? ''}">`, text: node.textContent });
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (element.closest(engine.label) || element.closest(engine.text) || element.closest('[hidden]')) continue;
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value) out.push({ where: `${attribute} of <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`, text: value });
    }
  }
  out.push({ where: 'the tab title', text: document.title });
  return out;
}

/** Asserts the page shows no English word; returns how many pieces of text were read. */
export async function assertNoEnglish(page, language, what, extraNames = []) {
  const forbidden = englishOnlyWords(language, extraNames);
  const texts = await page.evaluate(pageTexts, { engine: ENGINE_ENGLISH, ownNames: OWN_LANGUAGE_NAMES });
  const found = [];
  for (const { where, text } of texts) {
    const english = words(text).filter((word) => forbidden.has(word));
    if (english.length) found.push(`${where}: "${text.trim().slice(0, 120)}" (${[...new Set(english)].join(', ')})`);
  }
  assert.deepEqual(found, [], `${what} (${language}) shows English words:\n${found.join('\n')}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), language, `${what}: <html lang>`);
  return texts.length;
}
