// Checks the protocol v1 JSON Schemas (protocol/schemas/), their examples, and the example
// session of protocol/protocol.md.  Run: node --test tests/schemas/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadSchemas, makeAjv, makeValidator, formatErrors, schemaDir, schemaBase, clientTypes, serverTypes,
} from './validator.mjs';

const protocolMd = fileURLToPath(new URL('../../protocol/protocol.md', import.meta.url));
const examplesDir = path.join(schemaDir, 'examples');
const defsId = `${schemaBase}defs.schema.json`;

const ERROR_CODES = [
  'bad_json', 'bad_message', 'unknown_type', 'unknown_game', 'bad_options', 'unknown_room', 'room_full',
  'bad_token', 'replaced', 'not_in_room', 'not_host', 'not_started', 'already_started', 'seats_not_filled',
  'spectators_disabled', 'not_your_turn', 'illegal_action', 'stale_version', 'rate_limited', 'too_many_rooms',
  'too_many_connections', 'chat_disabled', 'already_in_room', 'name_taken', 'unavailable',
];

// The only object schemas allowed to accept properties they do not list. Each must say so
// explicitly (additionalProperties: true or a schema), never by omission.
const OPEN_OBJECTS = new Set([
  'defs.schema.json#/$defs/gameView', // the engine's view: different for every game
  'defs.schema.json#/$defs/gameOptionsInput', // option name -> value, per game
  'defs.schema.json#/$defs/gameOptions', // option name -> value, per game
  'defs.schema.json#/$defs/action', // type + label + game-specific fields
  'defs.schema.json#/$defs/actionInput', // type (+ label) + game-specific fields
  'defs.schema.json#/$defs/logEntry', // text (+ seats) + game-specific fields
  'defs.schema.json#/$defs/scores', // seat number -> score
  'defs.schema.json#/$defs/messageParams', // parameter name -> typed parameter
]);

// In a log text, {i} stands for the player of seats[i]: every placeholder needs its seat.
function placeholderProblems(entries) {
  const problems = [];
  for (const e of entries) {
    for (const [, i] of e.text.matchAll(/\{(\d+)\}/g)) {
      if (!Array.isArray(e.seats) || Number(i) >= e.seats.length) problems.push(`{${i}} without seats[${i}] in ${JSON.stringify(e)}`);
    }
  }
  return problems;
}

const schemas = await loadSchemas();
const ajv = await makeAjv();
const defs = schemas.find((s) => s.rel === 'defs.schema.json').schema;

test('every message type has its schema, and nothing else is there', () => {
  const expected = [
    'client-message.schema.json', 'defs.schema.json', 'server-message.schema.json',
    ...clientTypes.map((t) => `client/${t}.schema.json`),
    ...serverTypes.map((t) => `server/${t}.schema.json`),
  ].sort();
  assert.deepEqual(schemas.map((s) => s.rel).sort(), expected);
});

test('every schema is draft 2020-12, has the $id of its path, and compiles in strict mode', () => {
  for (const { rel, schema } of schemas) {
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', rel);
    assert.equal(schema.$id, schemaBase + rel, rel);
    assert.ok(typeof schema.title === 'string' && schema.title.length > 0, `${rel}: title`);
    assert.equal(typeof ajv.getSchema(schema.$id), 'function', rel);
  }
  for (const name of Object.keys(defs.$defs)) {
    assert.equal(typeof ajv.getSchema(`${defsId}#/$defs/${name}`), 'function', `$defs/${name}`);
  }
});

test('the dispatching schemas cover exactly the message types, each schema fixing its type', () => {
  for (const [side, types] of [['client', clientTypes], ['server', serverTypes]]) {
    const index = schemas.find((s) => s.rel === `${side}-message.schema.json`).schema;
    assert.deepEqual(index.oneOf.map((b) => b.$ref), types.map((t) => `${side}/${t}.schema.json`));
    for (const t of types) {
      const s = schemas.find((x) => x.rel === `${side}/${t}.schema.json`).schema;
      assert.deepEqual(s.properties.type, { const: t }, `${side}/${t}`);
      assert.ok(s.required.includes('type'), `${side}/${t} requires type`);
      if (side === 'client' || !['patch', 'chat'].includes(t)) {
        assert.ok('id' in s.properties, `${side}/${t} accepts an id`);
      }
    }
  }
  const ok = schemas.find((s) => s.rel === 'server/ok.schema.json').schema;
  assert.ok(ok.required.includes('id'), 'ok always carries the id');
});

// Walks every subschema. An "object schema" is one whose type is "object". Subschemas of `if`
// are conditions (they select, they do not describe a shape) and are skipped; `then`/`else`
// branches may narrow the properties of the enclosing closed object but never add new ones.
function checkObjectSchemas(rel, root) {
  const problems = [];
  const openSeen = [];
  const inPlace = ['allOf', 'anyOf', 'oneOf', 'then', 'else', 'not'];
  function walk(node, ptr, enclosing, condition) {
    if (typeof node === 'boolean' || node === null || typeof node !== 'object') return;
    const where = `${rel}#${ptr}`;
    const isObject = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));
    if (isObject && !condition) {
      if (!Array.isArray(node.required)) problems.push(`${where}: no "required" list`);
      if (OPEN_OBJECTS.has(where)) {
        openSeen.push(where);
        if (!('additionalProperties' in node) || node.additionalProperties === false) {
          problems.push(`${where}: an open object must say so with additionalProperties`);
        }
      } else if (node.additionalProperties !== false) {
        problems.push(`${where}: additionalProperties is not false`);
      }
      for (const r of node.required ?? []) {
        if (!node.properties || !(r in node.properties)) problems.push(`${where}: required "${r}" is not in properties`);
      }
    }
    if (!isObject && !condition && (node.properties || node.required)) {
      // a narrowing branch: only properties the enclosing closed object already has
      if (!enclosing) problems.push(`${where}: properties/required without type "object"`);
      else {
        for (const k of [...Object.keys(node.properties ?? {}), ...(node.required ?? [])]) {
          if (!enclosing.properties || !(k in enclosing.properties)) problems.push(`${where}: "${k}" is not a property of the enclosing object`);
        }
      }
    }
    const here = isObject ? node : enclosing;
    for (const [k, v] of Object.entries(node)) {
      const p = `${ptr}/${k}`;
      if (['properties', 'patternProperties', '$defs', 'dependentSchemas'].includes(k)) {
        for (const [name, sub] of Object.entries(v)) walk(sub, `${p}/${name}`, null, condition);
      } else if (['items', 'additionalProperties', 'propertyNames', 'contains', 'unevaluatedProperties', 'unevaluatedItems'].includes(k)) {
        walk(v, p, null, condition);
      } else if (k === 'prefixItems') {
        v.forEach((sub, i) => walk(sub, `${p}/${i}`, null, condition));
      } else if (k === 'if') {
        walk(v, p, here, true);
      } else if (inPlace.includes(k)) {
        if (Array.isArray(v)) v.forEach((sub, i) => walk(sub, `${p}/${i}`, here, condition));
        else walk(v, p, here, condition);
      }
    }
  }
  walk(root, '', null, false);
  return { problems, openSeen };
}

test('every object schema lists required and sets additionalProperties: false (open ones explicit)', () => {
  const problems = [];
  const openSeen = new Set();
  for (const { rel, schema } of schemas) {
    const r = checkObjectSchemas(rel, schema);
    problems.push(...r.problems);
    r.openSeen.forEach((o) => openSeen.add(o));
  }
  assert.deepEqual(problems, []);
  assert.deepEqual([...openSeen].sort(), [...OPEN_OBJECTS].sort(), 'every listed open object exists');
});

test('the error codes are the stable list of protocol v1', () => {
  assert.deepEqual(defs.$defs.errorCode.enum, ERROR_CODES);
});

// ---------------------------------------------------------------- examples
function listExamples() {
  const out = [];
  const parse = (file, schemaRel, kind, name) => {
    const m = /^(valid|invalid)(?:-(.+))?$/.exec(kind);
    assert.ok(m, `${file}: name must be <schema>.valid[-x].json or <schema>.invalid-<why>.json`);
    if (m[1] === 'invalid') assert.ok(m[2], `${file}: say why an invalid example is invalid`);
    out.push({ file, schemaRel, name, valid: m[1] === 'valid', why: m[2] ?? '' });
  };
  for (const entry of fs.readdirSync(examplesDir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      for (const f of fs.readdirSync(path.join(examplesDir, entry.name))) {
        const [name, kind, ext] = f.split('.');
        assert.equal(ext, 'json', f);
        const schemaRel = entry.name === 'defs' ? 'defs.schema.json' : `${entry.name}/${name}.schema.json`;
        parse(`${entry.name}/${f}`, schemaRel, kind, name);
      }
    } else {
      const [name, kind, ext] = entry.name.split('.');
      assert.equal(ext, 'json', entry.name);
      parse(entry.name, `${name}.schema.json`, kind, name);
    }
  }
  return out;
}
const examples = listExamples();

test('every schema has a valid and a negative example', () => {
  for (const { rel } of schemas) {
    const mine = examples.filter((e) => e.schemaRel === rel);
    assert.ok(mine.some((e) => e.valid), `${rel}: no valid example`);
    assert.ok(mine.some((e) => !e.valid), `${rel}: no negative example`);
  }
  for (const e of examples) assert.ok(schemas.some((s) => s.rel === e.schemaRel), `${e.file}: no schema ${e.schemaRel}`);
});

test('examples', async (t) => {
  for (const e of examples) {
    await t.test(e.file, () => {
      const data = JSON.parse(fs.readFileSync(path.join(examplesDir, e.file), 'utf8'));
      const id = e.schemaRel === 'defs.schema.json' ? `${defsId}#/$defs/${e.name}` : schemaBase + e.schemaRel;
      const validate = ajv.getSchema(id);
      assert.ok(validate, `no schema ${id}`);
      const ok = validate(data);
      const errors = validate.errors ?? [];
      if (e.valid) {
        assert.ok(ok, `${e.file} should be valid:\n${formatErrors(errors).join('\n')}`);
        const entries = e.name === 'logEntry' ? [data] : e.name === 'stateDocument' ? data.log : data?.state?.log ?? [];
        assert.deepEqual(placeholderProblems(entries), [], e.file);
      } else {
        assert.ok(!ok, `${e.file} should be invalid`);
        const missing = /^missing-(.+)$/.exec(e.why);
        const extra = /^extra-(.+)$/.exec(e.why);
        if (missing) {
          assert.ok(errors.some((x) => x.keyword === 'required' && x.params.missingProperty === missing[1]),
            `${e.file} should fail for the missing "${missing[1]}":\n${formatErrors(errors).join('\n')}`);
        }
        if (extra) {
          assert.ok(errors.some((x) => x.keyword === 'additionalProperties' && x.params.additionalProperty === extra[1]),
            `${e.file} should fail for the extra "${extra[1]}":\n${formatErrors(errors).join('\n')}`);
        }
      }
      // a message example gets the same verdict from the dispatching schema
      const side = e.schemaRel.split('/')[0];
      if (side === 'client' || side === 'server') {
        assert.equal(ajv.getSchema(`${schemaBase}${side}-message.schema.json`)(data), e.valid, `${e.file} via ${side}-message`);
      }
    });
  }
});

test('validator.mjs: makeValidator validates server and client frames', async () => {
  const v = await makeValidator();
  const read = (f) => fs.readFileSync(path.join(examplesDir, f), 'utf8');
  assert.deepEqual(v.validateServer(JSON.parse(read('server/state.valid.json'))), { ok: true, errors: [] });
  assert.deepEqual(v.validateServer(read('server/patch.valid.json')), { ok: true, errors: [] }, 'raw text is accepted');
  assert.deepEqual(v.validateClient(read('client/create.valid.json')), { ok: true, errors: [] });

  const bad = v.validateServer(JSON.parse(read('server/joined.invalid-spectator-with-token.json')));
  assert.equal(bad.ok, false);
  assert.ok(bad.errors.length > 0 && bad.errors.every((x) => typeof x === 'string'));
  assert.ok(bad.errors.some((x) => x.startsWith('/token')), bad.errors.join('\n'));

  const missing = v.validateClient({ type: 'create', seats: 2, name: 'Ann' });
  assert.equal(missing.ok, false);
  assert.ok(missing.errors.some((x) => x.includes("'game'")), missing.errors.join('\n'));

  assert.equal(v.validateServer({ type: 'hello' }).ok, false);
  assert.match(v.validateServer({ type: 'hello' }).errors[0], /not a server message type/);
  assert.equal(v.validateClient({ type: 'pong' }).ok, false, 'a server type is not a client message');
  assert.equal(v.validateServer('{"type":').ok, false);
  assert.equal(v.validateServer(null).ok, false);
  assert.equal(v.validateClient([]).ok, false);
});

// ---------------------------------------------------------------- protocol.md
const md = fs.readFileSync(protocolMd, 'utf8');

test('protocol.md documents every message type and every error code', () => {
  const section = (title) => {
    const start = md.indexOf(`\n## ${title}\n`);
    assert.ok(start >= 0, `no section "## ${title}"`);
    const end = md.indexOf('\n## ', start + 1);
    return md.slice(start, end < 0 ? undefined : end);
  };
  const client = section('Client messages');
  for (const t of clientTypes) assert.match(client, new RegExp(`\\n### \`${t}\``), `client ${t}`);
  const server = section('Server messages');
  for (const t of serverTypes) assert.match(server, new RegExp(`\\n### \`${t}\``), `server ${t}`);
  const errors = section('Error codes');
  const rows = [...errors.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(rows, ERROR_CODES, 'the error table lists every code once, in order');
});

test('protocol.md: the JSON examples of the message sections are valid messages', async () => {
  const v = await makeValidator();
  const sections = { 'Messages, ids and replies': 'client', 'Client messages': 'client', 'Server messages': 'server' };
  let count = 0;
  for (const [title, side] of Object.entries(sections)) {
    const start = md.indexOf(`\n## ${title}\n`);
    const text = md.slice(start, md.indexOf('\n## ', start + 1));
    for (const [, block] of text.matchAll(/```json\n([\s\S]*?)\n```/g)) {
      let values;
      try {
        values = [JSON.parse(block)];
      } catch {
        values = block.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
      }
      for (const msg of values) {
        const r = side === 'client' ? v.validateClient(msg) : v.validateServer(msg);
        assert.ok(r.ok, `${title}: ${JSON.stringify(msg)}\n${r.errors.join('\n')}`);
        count++;
      }
    }
  }
  assert.ok(count >= 20, `only ${count} examples found`);
});

test('protocol.md: the examples of the section on messages are valid log entries and actions', () => {
  const start = md.indexOf('\n### Messages\n');
  assert.ok(start >= 0, 'no section "### Messages"');
  const text = md.slice(start, md.indexOf('\n## ', start + 1));
  const validate = { logEntry: ajv.getSchema(`${defsId}#/$defs/logEntry`), action: ajv.getSchema(`${defsId}#/$defs/action`) };
  let count = 0;
  for (const [, block] of text.matchAll(/```json\n([\s\S]*?)\n```/g)) {
    const value = JSON.parse(block);
    const kind = 'type' in value ? 'action' : 'logEntry';
    assert.ok(validate[kind](value), `${JSON.stringify(value)}\n${formatErrors(validate[kind].errors ?? []).join('\n')}`);
    assert.ok(value.msg, `an example without msg: ${block}`);
    assert.deepEqual(placeholderProblems(kind === 'logEntry' ? [value] : []), []);
    count += 1;
  }
  assert.ok(count >= 3, `only ${count} examples`);
  // Every kind of parameter the section lists appears in its examples or table.
  for (const kind of ['seat', 'number', 'card', 'place', 'list', 'msg']) assert.match(text, new RegExp(`\\{"${kind}": `), kind);
});

function unescape(token) {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}
function resolve(doc, pointer) {
  const parts = pointer.split('/').slice(1).map(unescape);
  const last = parts.pop();
  let parent = doc;
  for (const p of parts) {
    assert.ok(parent !== null && typeof parent === 'object' && p in parent, `path ${pointer} does not exist`);
    parent = parent[p];
  }
  assert.ok(parent !== null && typeof parent === 'object', `path ${pointer}: parent is not a container`);
  return { parent, last };
}
function getAt(doc, pointer) {
  const { parent, last } = resolve(doc, pointer);
  assert.ok(last in parent, `path ${pointer} does not exist`);
  return parent[last];
}
function removeAt(doc, pointer) {
  const { parent, last } = resolve(doc, pointer);
  assert.ok(last in parent, `remove: ${pointer} does not exist`);
  const value = parent[last];
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return value;
}
function addAt(doc, pointer, value) {
  const { parent, last } = resolve(doc, pointer);
  if (Array.isArray(parent)) {
    const i = last === '-' ? parent.length : Number(last);
    assert.ok(/^(-|0|[1-9][0-9]*)$/.test(last) && i <= parent.length, `add: bad index ${pointer}`);
    parent.splice(i, 0, value);
  } else parent[last] = value;
}
/** RFC 6902, on a copy. */
function applyPatch(doc, ops) {
  const out = structuredClone(doc);
  for (const op of ops) {
    const v = op.value === undefined ? undefined : structuredClone(op.value);
    if (op.op === 'add') addAt(out, op.path, v);
    else if (op.op === 'remove') removeAt(out, op.path);
    else if (op.op === 'replace') { removeAt(out, op.path); addAt(out, op.path, v); }
    else if (op.op === 'move') addAt(out, op.path, removeAt(out, op.from));
    else if (op.op === 'copy') addAt(out, op.path, structuredClone(getAt(out, op.from)));
    else if (op.op === 'test') assert.deepEqual(getAt(out, op.path), v, `test ${op.path}`);
    else assert.fail(`unknown op ${op.op}`);
  }
  return out;
}

/** JSON with object keys sorted: objects are unordered, so compare this. */
function canonical(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
}

function parseSession() {
  const marker = md.indexOf('<!-- example-session -->');
  assert.ok(marker >= 0, 'protocol.md has an <!-- example-session --> marker');
  const open = md.indexOf('```text\n', marker);
  const close = md.indexOf('\n```', open + 8);
  const frames = [];
  for (const line of md.slice(open + 8, close).split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const closed = /^(\S+)\s+✕/.exec(line);
    if (closed) {
      frames.push({ actor: closed[1], dir: '✕', text: 'null' });
      continue;
    }
    const m = /^(\S+)\s+(→|←) (.*)$/.exec(line);
    if (m) frames.push({ actor: m[1], dir: m[2], text: m[3] });
    else {
      assert.ok(frames.length, `stray line: ${line}`);
      frames.at(-1).text += '\n' + line;
    }
  }
  return frames.map((f) => ({ ...f, msg: JSON.parse(f.text) }));
}

test('protocol.md: the example session is valid, consistent and complete', async () => {
  const v = await makeValidator();
  const validateDoc = ajv.getSchema(`${defsId}#/$defs/stateDocument`);
  const frames = parseSession();
  assert.ok(frames.length > 40);
  const conns = new Map(); // actor -> { cls, version, doc, pending: Map(id -> {type, answered: []}) }
  const classDocs = new Map(); // "cls@version" -> JSON
  const seen = new Set();
  const conn = (a) => {
    if (!conns.has(a)) conns.set(a, { cls: null, version: null, doc: null, pending: new Map() });
    return conns.get(a);
  };
  const record = (c, where) => {
    assert.ok(validateDoc(c.doc), `${where}: document invalid:\n${formatErrors(validateDoc.errors).join('\n')}`);
    assert.deepEqual(placeholderProblems(c.doc.log), [], where);
    const key = `${c.cls}@${c.version}`;
    const json = canonical(c.doc);
    if (classDocs.has(key)) assert.equal(json, classDocs.get(key), `${where}: two documents for ${key}`);
    classDocs.set(key, json);
  };
  const replies = {
    games: ['games'], rooms: ['rooms'], create: ['joined', 'state'], join: ['joined', 'state'],
    spectate: ['joined', 'state'], resume: ['joined', 'state'], start: ['ok'], action: ['ok'],
    sync: ['state'], leave: ['ok'], chat: ['ok'], ping: ['pong'],
  };
  // The room part is the same for every viewer: whenever a client speaks, everything caused
  // earlier has been delivered, so every connection in the room must show the same room.
  const sameRoom = (where) => {
    const live = [...conns].filter(([, c]) => c.doc);
    for (const [a, c] of live) {
      assert.equal(canonical(c.doc.room), canonical(live[0][1].doc.room), `${where}: ${a} and ${live[0][0]} disagree on the room`);
    }
  };
  frames.forEach((f, i) => {
    const where = `frame ${i + 1} (${f.actor} ${f.dir} ${f.msg?.type})`;
    const c = conn(f.actor);
    if (f.dir === '✕') {
      c.doc = null; // the connection closed
      return;
    }
    seen.add(f.msg.type + f.dir);
    if (f.dir === '→') {
      sameRoom(where);
      const r = v.validateClient(f.msg);
      assert.ok(r.ok, `${where}:\n${r.errors.join('\n')}`);
      if ('id' in f.msg) {
        assert.ok(!c.pending.has(f.msg.id), `${where}: id reused while pending`);
        c.pending.set(f.msg.id, { type: f.msg.type, answered: [] });
      }
      return;
    }
    const r = v.validateServer(f.msg);
    assert.ok(r.ok, `${where}:\n${r.errors.join('\n')}`);
    if ('id' in f.msg) {
      const p = c.pending.get(f.msg.id);
      assert.ok(p, `${where}: a reply to no pending request`);
      p.answered.push(f.msg.type);
      const want = f.msg.type === 'error' ? ['error'] : replies[p.type];
      assert.deepEqual(p.answered, want.slice(0, p.answered.length), `${where}: wrong reply to ${p.type}`);
      if (p.answered.length === want.length) c.pending.delete(f.msg.id);
      if (p.type === 'leave' && f.msg.type === 'ok') c.doc = null; // no longer in the room
    }
    if (f.msg.type === 'joined') c.joined = f.msg;
    if (f.msg.type === 'state') {
      const you = f.msg.state.you;
      c.cls = you.role === 'player' ? `seat${you.seat}` : 'spectators';
      if (c.joined) assert.deepEqual([you.role, you.seat], [c.joined.role, c.joined.seat], `${where}: state agrees with joined`);
      if (c.version !== null && c.cls === c.prevCls) assert.ok(f.msg.version >= c.version, `${where}: version went back`);
      c.prevCls = c.cls;
      c.version = f.msg.version;
      c.doc = f.msg.state;
      record(c, where);
    }
    if (f.msg.type === 'patch') {
      assert.ok(c.doc, `${where}: a patch before any state`);
      assert.equal(f.msg.version, c.version + 1, `${where}: versions go up by one`);
      c.doc = applyPatch(c.doc, f.msg.patch);
      c.version = f.msg.version;
      record(c, where);
    }
  });
  sameRoom('at the end');
  for (const [a, c] of conns) assert.deepEqual([...c.pending.keys()], [], `${a}: requests left without a reply`);
  for (const t of clientTypes) assert.ok(seen.has(t + '→'), `the session shows a client ${t}`);
  // A single server never redirects: `redirect` is for cluster mode only.
  for (const t of serverTypes.filter((x) => x !== 'redirect')) assert.ok(seen.has(t + '←'), `the session shows a server ${t}`);
});
