// The catalogues against each other and against what uses them: every
// language has exactly the English catalogue's keys, with the same parameters;
// every key is used by the client (found by reading its source, see
// source-keys.mjs) and every key the client uses exists; every error code the
// server can send, and every option and room setting it describes, has its
// text. Run: node --test tests/i18n/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import en from '../../clients/web/js/i18n/en.js';
import it from '../../clients/web/js/i18n/it.js';
import pt from '../../clients/web/js/i18n/pt.js';
import { argumentNames, parseMessage } from '../../clients/web/js/i18n/format.js';
import { LANGUAGES } from '../../clients/web/js/i18n/languages.js';
import { scanSource } from './source-keys.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const client = path.join(root, 'clients', 'web');
const catalogueDir = path.join(client, 'js', 'i18n');
const TRANSLATIONS = { it, pt };

// Keys the engines will send in messages (protocol.md, "Messages"): they are
// checked against what the engines emit, not against the client's source.
const ENGINE_KEY = /^[a-z]+\.(log|action|result)\./;

function namespaces() {
  return [...new Set(Object.keys(en).map((key) => key.split('.')[0]))];
}

function scan() {
  return scanSource(client, { skip: [catalogueDir], namespaces: namespaces() });
}

test('one catalogue per language of the switcher, and nothing else in the folder', () => {
  const files = fs.readdirSync(catalogueDir).filter((file) => /^[a-z]{2}\.js$/.test(file)).map((file) => file.slice(0, 2)).sort();
  assert.deepEqual(files, LANGUAGES.map((language) => language.code).sort());
});

for (const [language, catalogue] of Object.entries(TRANSLATIONS)) {
  test(`the ${language} catalogue has exactly the English keys`, () => {
    const missing = Object.keys(en).filter((key) => !Object.hasOwn(catalogue, key));
    const extra = Object.keys(catalogue).filter((key) => !Object.hasOwn(en, key));
    assert.deepEqual(missing, [], `${language} lacks these keys`);
    assert.deepEqual(extra, [], `${language} has keys English does not`);
  });

  test(`the ${language} texts are well formed and use the English texts' parameters`, () => {
    const problems = [];
    for (const [key, source] of Object.entries(catalogue)) {
      if (typeof source !== 'string' || source.trim() === '') {
        problems.push(`${key}: empty`);
        continue;
      }
      try {
        const mine = [...argumentNames(parseMessage(source))].sort();
        const english = [...argumentNames(parseMessage(en[key] ?? ''))].sort();
        if (mine.join() !== english.join()) problems.push(`${key}: parameters {${mine}} instead of {${english}}`);
      } catch (error) {
        problems.push(`${key}: ${error.message}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

test('the English texts are well formed', () => {
  const problems = [];
  for (const [key, source] of Object.entries(en)) {
    try {
      parseMessage(source);
    } catch (error) {
      problems.push(`${key}: ${error.message}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the client\'s source names its keys in a way that can be read', () => {
  const { problems } = scan();
  assert.deepEqual(problems, []);
});

test('every key the client uses exists, and every key of the catalogue is used', () => {
  const { keys } = scan();
  const used = [...keys.keys()];
  const missing = used.filter((key) => !Object.hasOwn(en, key)).map((key) => `${key} (${keys.get(key).join(', ')})`);
  assert.deepEqual(missing, [], 'keys used by the client but missing from en.js');
  const unused = Object.keys(en).filter((key) => !keys.has(key) && !ENGINE_KEY.test(key));
  assert.deepEqual(unused, [], 'keys of en.js the client never uses');
  assert.ok(used.length > 500, `only ${used.length} keys found: the scanner missed the source`);
});

test('the scanner finds keys only where they are written out, and refuses keys built from pieces', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-scan-'));
  try {
    fs.mkdirSync(path.join(dir, 'js'));
    fs.writeFileSync(path.join(dir, 'js', 'good.js'), [
      "t('lobby.join');",
      "const x = t('waiting.seats', { taken: 1, total: t('lobby.watch') });",
      "const TABLE = { a: msgKey('error.bad_json') };",
      'tKey(TABLE[code], { n: 1 });',
      "// t('comment.only') is not a use",
      "/* nor is msgKey('block.comment') */",
      "const prefix = 'tavern.seat.';",
    ].join('\n'));
    fs.writeFileSync(path.join(dir, 'js', 'bad.js'), [
      't(`error.${code}`);',
      "t('error.' + code);",
      'tKey(`lobby.${name}`);',
      't(name);',
      'msgKey(name);',
      "t('NotAKey');",
      "const start = 'error.';",
    ].join('\n'));
    const { keys, dynamic, problems } = scanSource(dir, { namespaces: ['error', 'lobby'] });
    assert.deepEqual([...keys.keys()].sort(), ['error.bad_json', 'lobby.join', 'lobby.watch', 'waiting.seats']);
    assert.equal(dynamic.length, 1, 'the tKey(TABLE[code]) call');
    const badLines = problems.map((problem) => /bad\.js:(\d+)/.exec(problem)?.[1]).filter(Boolean).map(Number);
    assert.deepEqual([...new Set(badLines)].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7], problems.join('\n'));
    assert.ok(problems.every((problem) => problem.includes('bad.js')), problems.join('\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('every error code the server can send has its text', () => {
  const header = fs.readFileSync(path.join(root, 'protocol', 'error_code.hpp'), 'utf8');
  const list = /error_code_names\s*=\s*\{([^}]*)\}/.exec(header)[1];
  const protocolCodes = [...list.matchAll(/"([a-z_]+)"/g)].map((match) => match[1]);
  assert.ok(protocolCodes.length >= 20, 'the codes were not read from error_code.hpp');
  const api = fs.readFileSync(path.join(root, 'server', 'storage', 'replay_api.cpp'), 'utf8');
  const apiCodes = [...api.matchAll(/error_response\(\s*[^,]+,\s*"([a-z_]+)"/g)].map((match) => match[1]);
  assert.ok(apiCodes.includes('no_storage') && apiCodes.includes('unknown_replay'), 'the replay API\'s codes were not read');
  const toast = fs.readFileSync(path.join(client, 'js', 'toast.js'), 'utf8');
  for (const code of [...protocolCodes, ...apiCodes]) {
    assert.ok(Object.hasOwn(en, `error.${code}`), `no text for the error code ${code}`);
    assert.match(toast, new RegExp(`\\b${code}: msgKey\\('error\\.${code}'\\)`), `toast.js does not name the code ${code}`);
  }
});

test('every game option and room setting the server describes has its name and help', () => {
  const options = [];
  for (const game of fs.readdirSync(path.join(root, 'games'))) {
    const file = path.join(root, 'games', game, 'game.cpp');
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    // A game's id is its folder's name (games/engine.hpp).
    const id = game;
    assert.ok(source.includes(`"${id}"`), `${game}/game.cpp does not name its id`);
    for (const match of source.matchAll(/\{\s*"(\w+)",\s*"(enum|bool|int)",\s*(json::array\(\{([^}]*)\}\))?/g)) {
      options.push({ owner: `option.${id}.${match[1]}`, values: [...(match[4] ?? '').matchAll(/"(\w+)"/g)].map((value) => value[1]) });
    }
  }
  const settings = fs.readFileSync(path.join(root, 'server', 'rooms', 'room_settings.cpp'), 'utf8');
  for (const match of settings.matchAll(/\{\s*"(\w+)",\s*"(enum|bool|int)",\s*(json::array\(\{([^}]*)\}\))?/g)) {
    options.push({ owner: `setting.${match[1]}`, values: [...(match[4] ?? '').matchAll(/"(\w+)"/g)].map((value) => value[1]) });
  }
  assert.ok(options.some((option) => option.owner === 'option.deadmansdraw.edition'), 'the options were not read from the games');
  assert.ok(options.filter((option) => option.owner.startsWith('setting.')).length === 7, 'the seven room settings were not read');
  for (const { owner, values } of options) {
    assert.ok(Object.hasOwn(en, owner), `no name for ${owner}`);
    assert.ok(Object.hasOwn(en, `${owner}.help`), `no help for ${owner}`);
    for (const value of values) assert.ok(Object.hasOwn(en, `${owner}.${value}`), `no name for the value ${value} of ${owner}`);
  }
});
