// How a Dead Man's Draw score is made (RULES.md, "Scoring"): the top card of
// each suit stack in the bank, and Golden Scales' 5 on a Mermaid stack. Read
// from the final view, where every bank is public.

import { suitLabel, suitName, SUITS } from '../cards.js';
import { traitInfo } from './deadmansdraw-data.js';

/** [{label, points}] for one seat; null when the view has no bank for it. */
export function scoreBreakdown(game, seat) {
  const bank = game?.banks?.[String(seat)];
  if (!bank || typeof bank !== 'object') return null;
  const parts = Object.entries(bank)
    .map(([suit, values]) => ({ suit: suitName(suit), values: (Array.isArray(values) ? values : []).map(Number) }))
    .filter(({ values }) => values.length > 0)
    .sort((a, b) => SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit))
    .map(({ suit, values }) => ({ label: suitLabel(suit), points: values.at(-1) }));
  const trait = game.traits?.[String(seat)];
  const hasMermaids = Object.entries(bank).some(([suit, values]) => suitName(suit) === 'Mermaid' && values?.length);
  if (traitInfo(trait).key === 'goldenScales' && hasMermaids) parts.push({ label: traitInfo(trait).name, points: 5 });
  return parts;
}
