// A game's rules in a dialog: the players' page (rules-pages.js), in the
// reader's language, and from it the full rules as implemented (its RULES.md,
// served at rules/<gameId>.md, in English). The markdown is turned into
// elements by a small renderer that only ever sets text: headings,
// paragraphs, lists, tables, code blocks, **bold**, *italic* and `code`.
// Anything else shows as plain text.

import { el } from './dom.js';
import { t } from './i18n/index.js';
import { hasRulesPage, renderRulesPage, RULES_PAGES } from './rules-pages.js';

/** Inline markup: `code`, **bold**, *italic*; everything else is text. */
export function renderInline(text) {
  const parts = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    parts.push(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push(el('code', {}, match[1]));
    else if (match[2] !== undefined) parts.push(el('strong', {}, match[2]));
    else parts.push(el('em', {}, match[3] ?? match[4]));
    last = pattern.lastIndex;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

function tableCells(line) {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

function isTableSeparator(line) {
  return /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);
}

/** Converts markdown text to a list of elements. */
export function renderMarkdown(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (/^\s*$/.test(line)) {
      i += 1;
    } else if (/^```/.test(line)) {
      const code = [];
      for (i += 1; i < lines.length && !/^```/.test(lines[i]); i += 1) code.push(lines[i]);
      i += 1;
      blocks.push(el('pre', {}, el('code', {}, code.join('\n'))));
    } else if (/^#{1,6}\s/.test(line)) {
      const level = Math.min(6, line.match(/^#+/)[0].length + 1); // The dialog's own title is the h2.
      blocks.push(el(`h${Math.max(3, level)}`, {}, renderInline(line.replace(/^#+\s*/, ''))));
      i += 1;
    } else if (/^\s*\|/.test(line) && i + 1 < lines.length && isTableSeparator(lines[i + 1])) {
      const head = tableCells(line);
      const rows = [];
      for (i += 2; i < lines.length && /^\s*\|/.test(lines[i]); i += 1) rows.push(tableCells(lines[i]));
      blocks.push(el('div', { class: 'table-scroll' }, el('table', {},
        el('thead', {}, el('tr', {}, head.map((cell) => el('th', { scope: 'col' }, renderInline(cell))))),
        el('tbody', {}, rows.map((row) => el('tr', {}, row.map((cell) => el('td', {}, renderInline(cell)))))))));
    } else if (/^\s*([-*+]|\d+[.)])\s/.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items = [];
      while (i < lines.length && /^\s*([-*+]|\d+[.)])\s/.test(lines[i])) {
        let item = lines[i].replace(/^\s*([-*+]|\d+[.)])\s+/, '');
        // Continuation lines are indented.
        for (i += 1; i < lines.length && /^\s{2,}\S/.test(lines[i]) && !/^\s*([-*+]|\d+[.)])\s/.test(lines[i]); i += 1) item += ` ${lines[i].trim()}`;
        items.push(el('li', {}, renderInline(item)));
      }
      blocks.push(el(ordered ? 'ol' : 'ul', {}, items));
    } else if (/^>\s?/.test(line)) {
      const quote = [];
      for (; i < lines.length && /^>\s?/.test(lines[i]); i += 1) quote.push(lines[i].replace(/^>\s?/, ''));
      blocks.push(el('blockquote', {}, renderInline(quote.join(' '))));
    } else {
      const paragraph = [];
      for (; i < lines.length && !/^\s*$/.test(lines[i]) && !/^(#{1,6}\s|```|\s*\||\s*([-*+]|\d+[.)])\s|>)/.test(lines[i]); i += 1) paragraph.push(lines[i].trim());
      if (paragraph.length === 0) {
        paragraph.push(lines[i]);
        i += 1;
      }
      blocks.push(el('p', {}, renderInline(paragraph.join(' '))));
    }
  }
  return blocks;
}

export class RulesDialog {
  /** onClose: called when the reader closes the dialog (the page drops ?rules= from its address). */
  constructor({ onClose } = {}) {
    this.body = el('div', { class: 'rules-body', id: 'rules-body' });
    this.title = el('h2', { id: 'rules-title' }, t('rules.title'));
    this.closeButton = el('button', { type: 'button', class: 'button ghost', 'aria-label': t('rules.closeLabel') }, t('rules.close'));
    const close = this.closeButton;
    close.addEventListener('click', () => this.element.close());
    this.element = el('dialog', { class: 'rules-dialog', 'aria-labelledby': 'rules-title' }, el('div', { class: 'dialog-head' }, this.title, close), this.body);
    this.element.addEventListener('click', (event) => {
      if (event.target === this.element) this.element.close(); // A click on the backdrop.
    });
    this.element.addEventListener('close', () => onClose?.());
    this.cache = new Map();
    this.gameId = null;
    this.gameName = null;
    // 'players' (the players' page) or 'full' (the game's RULES.md).
    this.mode = 'players';
  }

  /** Writes the dialog again in the current language: its own texts, and the players' page if it shows. */
  relabel() {
    this.title.textContent = this.gameName ? t('rules.ofGame', { game: this.gameName }) : t('rules.title');
    this.closeButton.textContent = t('rules.close');
    this.closeButton.setAttribute('aria-label', t('rules.closeLabel'));
    if (this.element.open && this.mode === 'players') this.showPlayersPage();
  }

  /** Opens a game's players' page (or its full rules when it has none). */
  open(gameId, gameName) {
    this.gameId = gameId;
    this.gameName = gameName ?? RULES_PAGES[gameId]?.name ?? gameId;
    this.mode = hasRulesPage(gameId) ? 'players' : 'full';
    this.relabel();
    if (!this.element.open) this.element.showModal();
    if (this.mode === 'players') this.showPlayersPage();
    else this.showFullRules();
    this.body.scrollTop = 0;
  }

  showPlayersPage() {
    this.mode = 'players';
    const full = el('button', { type: 'button', class: 'button small ghost rules-switch', id: 'rules-full' }, t('rules.fullRules'));
    full.addEventListener('click', () => this.showFullRules());
    this.body.replaceChildren(el('div', { class: 'rules-page', dataset: { game: this.gameId } }, renderRulesPage(this.gameId)), el('p', { class: 'rules-more' }, full));
  }

  async showFullRules() {
    this.mode = 'full';
    const gameId = this.gameId;
    const back = hasRulesPage(gameId) ? el('button', { type: 'button', class: 'button small ghost rules-switch', id: 'rules-players' }, t('rules.playersRules')) : null;
    back?.addEventListener('click', () => {
      this.showPlayersPage();
      this.body.scrollTop = 0;
    });
    this.body.replaceChildren(back ?? '', el('p', { class: 'muted' }, t('rules.loading')));
    this.body.scrollTop = 0;
    try {
      let text = this.cache.get(gameId);
      if (text === undefined) {
        const response = await fetch(new URL(`rules/${encodeURIComponent(gameId)}.md`, document.baseURI));
        if (!response.ok) throw new Error(t('rules.httpStatus', { status: response.status }));
        text = await response.text();
        this.cache.set(gameId, text);
      }
      if (this.mode !== 'full' || this.gameId !== gameId) return;
      this.body.replaceChildren(back ?? '', el('div', { class: 'rules-full', lang: 'en' }, renderMarkdown(text)));
    } catch (error) {
      if (this.mode !== 'full' || this.gameId !== gameId) return;
      this.body.replaceChildren(back ?? '', el('p', { class: 'field-error' }, t('rules.failed', { why: error.message })));
    }
  }
}
