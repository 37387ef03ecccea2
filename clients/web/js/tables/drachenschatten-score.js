// How a DrachenSchatten score is made (RULES.md, "End"): the number of cards
// in the player's line, told apart as the goals count them: items, creatures
// (dragons and hydras together) and treasures.

import { msgKey, t, tKey } from '../i18n/index.js';

const GROUPS = [
  { kinds: ['item'], label: msgKey('drachenschatten.goalItems') },
  { kinds: ['dragon', 'hydra'], label: msgKey('drachenschatten.goalBeasts') },
  { kinds: ['treasure'], label: msgKey('drachenschatten.goalGold') },
];

/** [{label, points}] for one seat; null when the view has no line for it. */
export function scoreBreakdown(game, seat) {
  const cards = game?.lines?.[String(seat)]?.cards;
  if (!cards || typeof cards !== 'object') return null;
  const all = Object.values(cards);
  const parts = GROUPS.map(({ kinds, label }) => ({ label: tKey(label), points: all.filter((card) => kinds.includes(card?.kind)).length }));
  const counted = parts.reduce((sum, part) => sum + part.points, 0);
  if (counted !== all.length) parts.push({ label: t('gameover.otherCards'), points: all.length - counted });
  return parts.filter((part) => part.points > 0);
}
