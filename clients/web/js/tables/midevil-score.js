// How a MidEvil score is made (RULES.md): trophy points, a white skeleton 1, a
// red 2, a blue 3. How the game ended (30 points, or the last round) is the
// result's reason, shown above the scores.

import { msgKey, tKey } from '../i18n/index.js';

const TROPHIES = [
  { colour: 'white', each: 1, label: msgKey('midevil.skeleton.white') },
  { colour: 'red', each: 2, label: msgKey('midevil.skeleton.red') },
  { colour: 'blue', each: 3, label: msgKey('midevil.skeleton.blue') },
];

/** [{label, points}] for one seat; null when the view has no player for it. */
export function scoreBreakdown(game, seat) {
  const players = game?.players;
  const player = Array.isArray(players) ? players.find((p) => p?.seat === seat) ?? players[seat] : players?.[String(seat)];
  const trophies = player?.trophies;
  if (!trophies || typeof trophies !== 'object') return null;
  return TROPHIES
    .map(({ colour, each, label }) => ({ count: Number(trophies[colour] ?? 0), each, label }))
    .filter(({ count }) => count > 0)
    .map(({ count, each, label }) => ({ label: tKey(label, { count }), points: count * each }));
}
