// A bust is a moment of its own: before the play area clears, the table that
// is still on screen shows the card that busted beside the others, the pair
// of the same suit picked out, the area shaken, and a banner saying which
// two cards clashed ("Bust! Kraken 3 and Kraken 5"). The bust is read from
// the log entry's fields (event "bust", card, kept, lost: game_log / turn.cpp).

import { cardFace, cardName, readCard } from '../cards.js';
import { el } from '../dom.js';
import { list, t } from '../i18n/index.js';
import { cardKey } from './deadmansdraw.js';

export const BUST_MS = 1500;

/** The newest bust among `entries`: {card, pair} (the busting card and the one of its suit it met), or null. */
export function bustOf(entries) {
  const entry = [...entries].reverse().find((candidate) => candidate?.event === 'bust');
  if (!entry) return null;
  const card = readCard(entry.card);
  if (!card) return null;
  const others = [...(Array.isArray(entry.kept) ? entry.kept : []), ...(Array.isArray(entry.lost) ? entry.lost : [])].map(readCard).filter(Boolean);
  const pair = others.find((other) => other.suit === card.suit && other.value !== card.value) ?? null;
  return { card, pair };
}

/** The moment the entries a change added call for, or null: {ms, show(root)}, root holding the table still on screen. */
export function momentOf(entries) {
  const bust = bustOf(entries);
  if (!bust) return null;
  const names = [bust.pair, bust.card].filter(Boolean).map(cardName);
  return {
    ms: BUST_MS,
    show(root) {
      const area = root.querySelector('#table .play-area');
      if (!area) return;
      const cards = area.querySelector('ol.play-cards');
      if (cards && !cards.querySelector(`[data-card-key="${CSS.escape(cardKey(bust.card))}"]`)) {
        const busting = cardFace(bust.card, { size: 'lg', extraClass: 'bust-card' });
        busting.dataset.cardKey = cardKey(bust.card);
        busting.dataset.cardTo = 'discard-pile';
        cards.append(el('li', { class: 'play-slot' }, busting));
      }
      if (bust.pair) area.querySelector(`[data-card-key="${CSS.escape(cardKey(bust.pair))}"]`)?.classList.add('bust-card');
      area.classList.add('bust');
      area.append(el('div', { class: 'bust-banner', id: 'bust-banner', role: 'status' }, t('deadmansdraw.bustBanner', { cards: list(names) })));
    },
  };
}
