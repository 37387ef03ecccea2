// The language switcher of the top bar: a native select (keyboard and screen
// readers know it), each language named in its own language and marked as
// such, the control labelled in the page's language. The choice is
// remembered and redraws the page (i18n/index.js tells the app).

import { el, svg } from './dom.js';
import { chooseLanguageNow, language, LANGUAGES, t } from './i18n/index.js';

function globe() {
  return svg('svg', { viewBox: '0 0 24 24', class: 'language-icon', 'aria-hidden': 'true', focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.6 },
    svg('circle', { cx: 12, cy: 12, r: 9 }),
    svg('path', { d: 'M3 12h18 M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9 M12 3c-2.6 2.6-3.8 5.6-3.8 9s1.2 6.4 3.8 9' }));
}

export class LanguagePicker {
  constructor() {
    this.label = el('label', { class: 'visually-hidden', for: 'language-select', id: 'language-label' });
    this.select = el('select', { id: 'language-select', class: 'language-select' },
      LANGUAGES.map(({ code, name }) => el('option', { value: code, lang: code }, name)));
    this.select.addEventListener('change', () => chooseLanguageNow(this.select.value));
    // On a phone the select is drawn as the globe and the language's code, over which it lies unseen.
    this.code = el('span', { class: 'language-code', 'aria-hidden': 'true' });
    this.element = el('div', { class: 'language-picker' },
      globe(), this.code, this.label, this.select);
    this.relabel();
  }

  relabel() {
    this.label.textContent = t('language.label');
    this.select.title = t('language.label');
    this.select.value = language();
    this.code.textContent = language().toUpperCase();
  }
}
