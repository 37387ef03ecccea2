// The parts the game-over screen explains a score with (tables/*-score.js),
// on final views shaped as each game's view documents them: they add up to
// the score, and a breakdown that would not is not shown. No browser needed:
// the whole games of gameover.test.mjs check the same against real games.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scoreBreakdownFor } from '../../clients/web/js/tables/index.js';

const sum = (parts) => parts.reduce((total, part) => total + part.points, 0);

test("Dead Man's Draw: the top card of each suit, and Golden Scales' 5 on a Mermaid stack", () => {
  const game = { banks: { 0: { kraken: [3, 5], mermaid: [4] }, 1: {} }, traits: { 0: 'goldenScales', 1: 'miser' } };
  const parts = scoreBreakdownFor('deadmansdraw', game, 0, 14);
  assert.deepEqual(parts.map((p) => p.points), [5, 4, 5]);
  assert.equal(sum(parts), 14);
  assert.deepEqual(scoreBreakdownFor('deadmansdraw', game, 1, 0), []);
  assert.equal(scoreBreakdownFor('deadmansdraw', game, 0, 9), null, 'parts that do not add up are not shown');
});

test('Colt Express: loot by kind over both bandits of a seat, ransoms and the Gunslinger bonus', () => {
  const game = {
    players: { 0: { bandits: [0, 2] }, 1: { bandits: [1] } },
    bandits: {
      0: { loot: { purse: 2, jewel: 1, strongbox: 0 }, purseValues: [250, 450], ransom: 250 },
      1: { loot: { purse: 0, jewel: 0, strongbox: 1 }, purseValues: [], ransom: 0 },
      2: { loot: { purse: 1, jewel: 0, strongbox: 0 }, purseValues: [300], ransom: 0 },
    },
    final: { gunslingers: [1] },
  };
  assert.deepEqual(scoreBreakdownFor('coltexpress', game, 0, 1750).map((p) => p.points), [1000, 500, 250]);
  assert.deepEqual(scoreBreakdownFor('coltexpress', game, 1, 2000).map((p) => p.points), [1000, 1000]);
});

test('DrachenSchatten: the cards of the line as the goals count them', () => {
  const game = { lines: { 0: { cards: { 3: { kind: 'item' }, 40: { kind: 'dragon' }, 41: { kind: 'hydra' }, 50: { kind: 'treasure' } } } } };
  assert.deepEqual(scoreBreakdownFor('drachenschatten', game, 0, 4).map((p) => p.points), [1, 2, 1]);
});

test('MidEvil: trophies by colour, 1, 2 and 3 points each', () => {
  const game = { players: [{ seat: 0, trophies: { white: 2, red: 1, blue: 3 } }, { seat: 1, trophies: { white: 0, red: 0, blue: 0 } }] };
  assert.deepEqual(scoreBreakdownFor('midevil', game, 0, 13).map((p) => p.points), [2, 2, 9]);
  assert.deepEqual(scoreBreakdownFor('midevil', game, 1, 0), []);
});

test('a game without a breakdown, or a view without the parts, explains nothing', () => {
  assert.equal(scoreBreakdownFor('unknown', {}, 0, 3), null);
  assert.equal(scoreBreakdownFor('deadmansdraw', null, 0, 3), null);
  assert.equal(scoreBreakdownFor('midevil', { players: [] }, 0, 3), null);
});
