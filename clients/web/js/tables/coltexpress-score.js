// How a Colt Express score is made (RULES.md, "End and scoring"): the loot of
// the seat's bandits by kind (every purse is turned over at the end), the
// Hostage-Taking ransoms, and the Gunslinger bonus.

import { msgKey, t, tKey } from '../i18n/index.js';

const PRICED = [
  { kind: 'jewel', value: 500, label: msgKey('coltexpress.loot.jewel') },
  { kind: 'strongbox', value: 1000, label: msgKey('coltexpress.loot.strongbox') },
];
const GUNSLINGER_BONUS = 1000;

/** [{label, points}] for one seat; null when the final view lacks its bandits. */
export function scoreBreakdown(game, seat) {
  const player = game?.players?.[String(seat)];
  const ids = Array.isArray(player?.bandits) ? player.bandits : null;
  if (!ids || !game.bandits) return null;
  const count = { purse: 0, jewel: 0, strongbox: 0 };
  let purses = 0;
  let ransom = 0;
  for (const id of ids) {
    const bandit = game.bandits[String(id)];
    if (!bandit) return null;
    for (const kind of Object.keys(count)) count[kind] += Number(bandit.loot?.[kind] ?? 0);
    const values = bandit.purseValues ?? [];
    if (values.some((value) => typeof value !== 'number')) return null; // a purse still face down
    purses += values.reduce((sum, value) => sum + value, 0);
    ransom += Number(bandit.ransom ?? 0);
  }
  const parts = [];
  if (count.purse) parts.push({ label: t('coltexpress.loot.purse', { count: count.purse }), points: purses });
  for (const { kind, value, label } of PRICED) {
    if (count[kind]) parts.push({ label: tKey(label, { count: count[kind] }), points: count[kind] * value });
  }
  if (ransom) parts.push({ label: t('gameover.coltexpress.ransom'), points: ransom });
  if ((game.final?.gunslingers ?? []).includes(seat)) parts.push({ label: t('gameover.coltexpress.gunslinger'), points: GUNSLINGER_BONUS });
  return parts;
}
