// Every message key the engines emit, against the catalogues: the program
// engine_messages (tests/i18n/engine_messages.cpp) plays random games of
// each game that sends messages and lists every key it saw in log entries,
// actions, results and the messages nested in their parameters. A key
// missing from a catalogue fails, and so does a catalogue key under such a
// game's <game>.log/action/result namespace that no game emitted (unused),
// and an English text that is not the engine's own English template.
// A MidEvil game is long, so fewer are played: there a key no random game
// emitted counts as used when the engine's rules name it (a string literal in
// games/midevil/*.cpp outside the template table), and every key the rules
// name must have a text too, so a rare message is never left untranslated.
// Run: node tests/i18n/engine-keys.mjs (TAVERN_MESSAGES_BIN names the
// program; ctest sets it). The games are played in about half a minute.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import en from '../../clients/web/js/i18n/en.js';
import it from '../../clients/web/js/i18n/it.js';
import pt from '../../clients/web/js/i18n/pt.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const program = process.env.TAVERN_MESSAGES_BIN ?? path.join(root, 'build', 'tests', 'engine_messages');
// The games whose engines send messages; the others still send English only.
const CONVERTED = ['coltexpress', 'deadmansdraw', 'drachenschatten', 'midevil'];
const GAMES_PLAYED = { coltexpress: 300, deadmansdraw: 300, drachenschatten: 300, midevil: 25 };
const EVERY_KEY_PLAYED = 300; // below this, the rules' own key literals count as used
const CATALOGUES = { en, it, pt };

function emitted() {
  assert.ok(fs.existsSync(program), `${program} is missing: build the engine_messages target`);
  const out = {};
  for (const game of CONVERTED) {
    const text = execFileSync(program, ['--keys', game, String(GAMES_PLAYED[game])], { encoding: 'utf8', maxBuffer: 1 << 24 });
    Object.assign(out, JSON.parse(text));
  }
  return out;
}

/** The keys a game's rules name as string literals (its template table left out). */
function namedInRules(game) {
  const folder = path.join(root, 'games', game);
  const named = new Set();
  const literal = new RegExp(`"(${game}\\.(?:log|action|result)\\.[a-zA-Z0-9_]+)"`, 'g');
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.cpp'))) {
    for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
      if (line.includes('phrase{')) continue;
      for (const match of line.matchAll(literal)) named.add(match[1]);
    }
  }
  return named;
}

const keysByGame = emitted();
const engineEnglish = JSON.parse(execFileSync(program, ['--english'], { encoding: 'utf8' }));

for (const game of CONVERTED) {
  const keys = keysByGame[game] ?? [];

  test(`${game}: the engine sends messages, each under its own namespace`, () => {
    assert.ok(keys.length > 10, `only ${keys.length} keys seen`);
    const foreign = keys.filter((key) => !new RegExp(`^${game}\\.(log|action|result)\\.[a-zA-Z0-9_]+$`).test(key));
    assert.deepEqual(foreign, []);
  });

  const named = namedInRules(game);
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    test(`${game}: every key the engine sends has a ${language} text`, () => {
      assert.deepEqual(keys.filter((key) => !Object.hasOwn(catalogue, key)), []);
    });
    test(`${game}: every key the rules name has a ${language} text`, () => {
      assert.ok(named.size > 10, `only ${named.size} keys named in games/${game}`);
      assert.deepEqual([...named].filter((key) => !Object.hasOwn(catalogue, key)), []);
    });
  }

  test(`${game}: the English catalogue says what the engine's English says`, () => {
    const differ = keys.filter((key) => en[key] !== engineEnglish[key]).map((key) => `${key}: ${JSON.stringify(en[key])} vs the engine's ${JSON.stringify(engineEnglish[key])}`);
    assert.deepEqual(differ, []);
  });

  test(`${game}: every engine key of the catalogue is sent by the engine`, () => {
    const sent = new Set(GAMES_PLAYED[game] < EVERY_KEY_PLAYED ? [...keys, ...named] : keys);
    const reserved = new RegExp(`^${game}\\.(log|action|result)\\.`);
    const unused = Object.keys(en).filter((key) => reserved.test(key) && !sent.has(key));
    assert.deepEqual(unused, [], `keys no random game of ${GAMES_PLAYED[game]} emitted`);
  });
}
