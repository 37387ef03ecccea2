// Every message key the engines emit, against the catalogues: the program
// engine_messages (tests/i18n/engine_messages.cpp) plays random games of
// each game that sends messages and lists every key it saw in log entries,
// actions, results and the messages nested in their parameters. A key
// missing from a catalogue fails, and so does a catalogue key under such a
// game's <game>.log/action/result namespace that no game emitted (unused),
// and an English text that is not the engine's own English template.
// Run: node tests/i18n/engine-keys.mjs (TAVERN_MESSAGES_BIN names the
// program; ctest sets it). The games are played in a few seconds.
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
const CONVERTED = ['deadmansdraw', 'drachenschatten', 'midevil'];
const GAMES_PLAYED = 300;
const CATALOGUES = { en, it, pt };

function emitted() {
  assert.ok(fs.existsSync(program), `${program} is missing: build the engine_messages target`);
  const out = execFileSync(program, ['--keys', CONVERTED.join(','), String(GAMES_PLAYED)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out);
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

  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    test(`${game}: every key the engine sends has a ${language} text`, () => {
      assert.deepEqual(keys.filter((key) => !Object.hasOwn(catalogue, key)), []);
    });
  }

  test(`${game}: the English catalogue says what the engine's English says`, () => {
    const differ = keys.filter((key) => en[key] !== engineEnglish[key]).map((key) => `${key}: ${JSON.stringify(en[key])} vs the engine's ${JSON.stringify(engineEnglish[key])}`);
    assert.deepEqual(differ, []);
  });

  test(`${game}: every engine key of the catalogue is sent by the engine`, () => {
    const sent = new Set(keys);
    const reserved = new RegExp(`^${game}\\.(log|action|result)\\.`);
    const unused = Object.keys(en).filter((key) => reserved.test(key) && !sent.has(key));
    assert.deepEqual(unused, [], `keys no random game of ${GAMES_PLAYED} emitted`);
  });
}
