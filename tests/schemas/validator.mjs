// Validates tavern protocol v1 frames against the JSON Schemas in protocol/schemas/.
//
//   import { makeValidator } from '../schemas/validator.mjs';
//   const v = await makeValidator();
//   const { ok, errors } = v.validateServer(frame);   // frame: a parsed object or the raw text
//   assert.ok(ok, errors.join('\n'));
//
// `ok` comes from the dispatching schema (server-message / client-message). When the frame
// has a known `type`, `errors` are those of that type's own schema, which read better than
// the errors of a oneOf over every message type.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';

export const schemaDir = fileURLToPath(new URL('../../protocol/schemas/', import.meta.url));
export const schemaBase = 'https://tavern.example/schemas/';

export const clientTypes = ['games', 'rooms', 'create', 'join', 'spectate', 'resume', 'start', 'action', 'sync', 'leave', 'chat', 'ping'];
export const serverTypes = ['games', 'rooms', 'joined', 'state', 'patch', 'error', 'ok', 'pong', 'chat', 'redirect'];

/** Every schema file under protocol/schemas/ (not the examples): [{ file, rel, schema }]. */
export async function loadSchemas(dir = schemaDir) {
  const out = [];
  async function walk(d) {
    for (const entry of await fs.readdir(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'examples') await walk(p);
      } else if (entry.name.endsWith('.schema.json')) {
        const rel = path.relative(dir, p).split(path.sep).join('/');
        out.push({ file: p, rel, schema: JSON.parse(await fs.readFile(p, 'utf8')) });
      }
    }
  }
  await walk(dir);
  out.sort((a, b) => a.rel.localeCompare(b.rel));
  return out;
}

/** An Ajv instance in strict mode holding every schema (compiled lazily by getSchema). */
export async function makeAjv(dir = schemaDir) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  for (const { schema } of await loadSchemas(dir)) ajv.addSchema(schema);
  return ajv;
}

/** Ajv errors as one readable line each. */
export function formatErrors(errors) {
  return (errors ?? []).map((e) => {
    const where = e.instancePath || '(root)';
    let extra = '';
    if (e.keyword === 'additionalProperties') extra = `: ${JSON.stringify(e.params.additionalProperty)}`;
    else if (e.keyword === 'const') extra = `: ${JSON.stringify(e.params.allowedValue)}`;
    else if (e.keyword === 'enum') extra = `: ${JSON.stringify(e.params.allowedValues)}`;
    return `${where} ${e.message}${extra}`;
  });
}

function makeSide(ajv, side, types) {
  const index = ajv.getSchema(`${schemaBase}${side}-message.schema.json`);
  const byType = new Map(types.map((t) => [t, ajv.getSchema(`${schemaBase}${side}/${t}.schema.json`)]));
  return (msg) => {
    if (typeof msg === 'string') {
      try {
        msg = JSON.parse(msg);
      } catch (e) {
        return { ok: false, errors: [`not JSON: ${e.message}`] };
      }
    }
    if (index(msg)) return { ok: true, errors: [] };
    const isObject = msg !== null && typeof msg === 'object' && !Array.isArray(msg);
    if (!isObject) return { ok: false, errors: ['(root) must be an object'] };
    if (typeof msg.type !== 'string') return { ok: false, errors: ['(root) must have a string "type"'] };
    const one = byType.get(msg.type);
    if (!one) return { ok: false, errors: [`/type ${JSON.stringify(msg.type)} is not a ${side} message type (${types.join(', ')})`] };
    one(msg);
    return { ok: false, errors: formatErrors(one.errors) };
  };
}

/**
 * @returns {Promise<{validateServer(msg: object|string): {ok: boolean, errors: string[]},
 *                    validateClient(msg: object|string): {ok: boolean, errors: string[]}}>}
 */
export async function makeValidator(dir = schemaDir) {
  const ajv = await makeAjv(dir);
  return {
    validateServer: makeSide(ajv, 'server', serverTypes),
    validateClient: makeSide(ajv, 'client', clientTypes),
  };
}
