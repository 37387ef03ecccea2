// Finds the catalogue keys the browser client uses, by reading its source.
// The rules it enforces (clients/web/js/i18n/index.js states them too):
//   - t('key', ...) and tParts('key', ...) take a key written out as one
//     single-quoted string;
//   - a key chosen at run time comes from a table whose entries are written
//     out as msgKey('key'), and is looked up with tKey(...);
//   - no key is ever built from pieces: no template literal or string
//     concatenation as the key of t/tParts/tKey/msgKey, and no string in the
//     source that is a key prefix ending with a dot ('error.' + code).
// Anything else is reported as a problem, so that "every key used" can be
// trusted to be every key the client can show.
import fs from 'node:fs';
import path from 'node:path';

const LOOKUPS = ['t', 'tParts', 'tKey', 'msgKey'];
// A lookup and its first argument (a quoted literal, or anything else up to the first , or ),
// read ahead without consuming it, so that a lookup inside that argument is found too).
const CALL = new RegExp(String.raw`(?<![\w$.])(${LOOKUPS.join('|')})\(\s*(?=([^,)]*))`, 'g');
const LITERAL = /^'([^'\\]*)'$/;
const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(js|mjs|html)$/.test(entry.name)) yield full;
  }
}

/** Removes comments (keeping line numbers), so that a key in a comment counts for nothing. */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (match, before) => before + ' '.repeat(match.length - before.length));
}

/**
 * Scans every file under `root` (skipping `skip`, the catalogues' own folder).
 * `namespaces` are the catalogue's first key segments: a string in the source
 * that starts with one of them and ends with a dot is a key being built.
 * Returns {keys: Map(key -> [file:line]), dynamic: [file:line], problems: [string]}.
 */
export function scanSource(root, { skip = [], namespaces = [] } = {}) {
  const keys = new Map();
  const dynamic = [];
  const problems = [];
  for (const file of sourceFiles(root)) {
    if (skip.some((folder) => file.startsWith(folder))) continue;
    const text = withoutComments(fs.readFileSync(file, 'utf8'));
    const where = (index) => `${path.relative(root, file)}:${text.slice(0, index).split('\n').length}`;
    for (const match of text.matchAll(CALL)) {
      const [, fn, rawArg] = match;
      const arg = rawArg.trim();
      const at = where(match.index);
      const literal = LITERAL.exec(arg);
      if (literal) {
        if (!KEY.test(literal[1])) problems.push(`${at}: ${fn}('${literal[1]}') is not a key (namespace.name)`);
        else {
          if (!keys.has(literal[1])) keys.set(literal[1], []);
          keys.get(literal[1]).push(at);
        }
      } else if (fn === 't' || fn === 'tParts' || fn === 'msgKey') {
        problems.push(`${at}: ${fn}(${arg}) must be given a key written out in single quotes`);
      } else if (/[`+]|^"/.test(arg) || arg === '') {
        problems.push(`${at}: tKey(${arg}) builds its key; use a table of msgKey('...') entries`);
      } else {
        dynamic.push(at);
      }
    }
    for (const match of text.matchAll(/'([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)*\.)'|`([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)*\.)\$\{/g)) {
      const prefix = match[1] ?? match[2];
      if (namespaces.includes(prefix.split('.')[0])) problems.push(`${where(match.index)}: "${prefix}" looks like the start of a key built from pieces`);
    }
  }
  return { keys, dynamic, problems };
}
