// RFC 6902 JSON Patch, applied to a copy of the document. A patch that does
// not fit the document (a missing path, a failed test) throws PatchError, and
// the caller asks the server for the whole state again instead of showing a
// document that differs from the server's.

export class PatchError extends Error {}

/** Parses an RFC 6901 JSON Pointer into its reference tokens. */
export function parsePointer(pointer) {
  if (pointer === '') return [];
  if (typeof pointer !== 'string' || !pointer.startsWith('/')) {
    throw new PatchError(`bad JSON pointer: ${JSON.stringify(pointer)}`);
  }
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function isContainer(value) {
  return value !== null && typeof value === 'object';
}

function arrayIndex(array, token, allowEnd) {
  if (allowEnd && token === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError(`bad array index "${token}"`);
  const index = Number(token);
  const limit = allowEnd ? array.length : array.length - 1;
  if (index > limit) throw new PatchError(`array index ${index} out of range`);
  return index;
}

function hasOwn(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** The container holding the last token of `tokens`, which must exist. */
function parentOf(root, tokens) {
  let node = root;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(node)) node = node[arrayIndex(node, token, false)];
    else if (isContainer(node) && hasOwn(node, token)) node = node[token];
    else throw new PatchError(`path not found at "${token}"`);
  }
  if (!isContainer(node)) throw new PatchError('path does not lead into an object or array');
  return node;
}

function getValue(root, tokens) {
  if (tokens.length === 0) return root;
  const parent = parentOf(root, tokens);
  const key = tokens[tokens.length - 1];
  if (Array.isArray(parent)) return parent[arrayIndex(parent, key, false)];
  if (!hasOwn(parent, key)) throw new PatchError(`path not found at "${key}"`);
  return parent[key];
}

// Each operation returns the (possibly new) root.
function addValue(root, tokens, value) {
  if (tokens.length === 0) return value;
  const parent = parentOf(root, tokens);
  const key = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true), 0, value);
  else parent[key] = value;
  return root;
}

function removeValue(root, tokens) {
  if (tokens.length === 0) throw new PatchError('cannot remove the whole document');
  const parent = parentOf(root, tokens);
  const key = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, false), 1);
  else if (hasOwn(parent, key)) delete parent[key];
  else throw new PatchError(`path not found at "${key}"`);
  return root;
}

function replaceValue(root, tokens, value) {
  if (tokens.length === 0) return value;
  const parent = parentOf(root, tokens);
  const key = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent[arrayIndex(parent, key, false)] = value;
  else if (hasOwn(parent, key)) parent[key] = value;
  else throw new PatchError(`path not found at "${key}"`);
  return root;
}

export function deepEqual(a, b) {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => hasOwn(b, key) && deepEqual(a[key], b[key]));
}

function applyOperation(root, op) {
  if (!isContainer(op) || typeof op.op !== 'string') throw new PatchError('bad patch operation');
  const path = parsePointer(op.path);
  switch (op.op) {
    case 'add':
      if (!('value' in op)) throw new PatchError('add without value');
      return addValue(root, path, structuredClone(op.value));
    case 'remove':
      return removeValue(root, path);
    case 'replace':
      if (!('value' in op)) throw new PatchError('replace without value');
      return replaceValue(root, path, structuredClone(op.value));
    case 'move': {
      if (op.path === op.from) return root;
      if (op.path.startsWith(`${op.from}/`)) throw new PatchError('cannot move a value into itself');
      const from = parsePointer(op.from);
      const value = getValue(root, from);
      return addValue(removeValue(root, from), path, value);
    }
    case 'copy':
      return addValue(root, path, structuredClone(getValue(root, parsePointer(op.from))));
    case 'test':
      if (!deepEqual(getValue(root, path), op.value)) throw new PatchError(`test failed at ${op.path}`);
      return root;
    default:
      throw new PatchError(`unknown patch operation "${op.op}"`);
  }
}

/** Returns a new document: `document` with every operation of `patch` applied. */
/**
 * Applies `patch` to `document` itself, for a caller that keeps no other
 * reference to it (a test client following a large document): no copy.
 */
export function applyPatchInPlace(document, patch) {
  if (!Array.isArray(patch)) throw new PatchError('a patch must be an array');
  let root = document;
  for (const op of patch) root = applyOperation(root, op);
  return root;
}

export function applyPatch(document, patch) {
  if (!Array.isArray(patch)) throw new PatchError('a patch must be an array');
  let root = structuredClone(document);
  for (const op of patch) root = applyOperation(root, op);
  return root;
}
