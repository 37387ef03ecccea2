// The client's RFC 6902 implementation (clients/web/js/patch.js), run in node.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPatch, parsePointer, PatchError } from '../../clients/web/js/patch.js';

test('pointers unescape ~1 and ~0 (RFC 6901)', () => {
  assert.deepEqual(parsePointer(''), []);
  assert.deepEqual(parsePointer('/a~1b/m~0n/0'), ['a/b', 'm~n', '0']);
  assert.throws(() => parsePointer('a'), PatchError);
});

test('add, remove and replace on objects and arrays', () => {
  const doc = { room: { seats: [{ name: 'Ann' }, { name: null }] }, log: [] };
  const next = applyPatch(doc, [
    { op: 'replace', path: '/room/seats/1/name', value: 'Bob' },
    { op: 'add', path: '/log/-', value: { text: '{0} drew Kraken 5', seats: [0] } },
    { op: 'add', path: '/log/0', value: { text: 'first' } },
    { op: 'add', path: '/game', value: { banks: { 0: {} } } },
    { op: 'remove', path: '/room/seats/0' },
  ]);
  assert.deepEqual(next, {
    room: { seats: [{ name: 'Bob' }] },
    log: [{ text: 'first' }, { text: '{0} drew Kraken 5', seats: [0] }],
    game: { banks: { 0: {} } },
  });
  assert.equal(doc.room.seats[1].name, null, 'the original document was changed');
});

test('move, copy and test', () => {
  const doc = { a: { b: [1, 2] }, c: null };
  const next = applyPatch(doc, [
    { op: 'test', path: '/a/b', value: [1, 2] },
    { op: 'copy', from: '/a/b', path: '/c' },
    { op: 'move', from: '/a/b/0', path: '/a/first' },
  ]);
  assert.deepEqual(next, { a: { b: [2], first: 1 }, c: [1, 2] });
  assert.throws(() => applyPatch(doc, [{ op: 'test', path: '/c', value: 1 }]), PatchError);
  assert.throws(() => applyPatch(doc, [{ op: 'move', from: '/a', path: '/a/b/x' }]), PatchError);
});

test('a replaced root, and patches that do not fit, are handled', () => {
  assert.deepEqual(applyPatch({ a: 1 }, [{ op: 'replace', path: '', value: [1] }]), [1]);
  assert.throws(() => applyPatch({ a: [] }, [{ op: 'replace', path: '/a/0', value: 1 }]), PatchError);
  assert.throws(() => applyPatch({ a: [] }, [{ op: 'add', path: '/a/2', value: 1 }]), PatchError);
  assert.throws(() => applyPatch({ a: [] }, [{ op: 'add', path: '/a/01', value: 1 }]), PatchError);
  assert.throws(() => applyPatch({}, [{ op: 'remove', path: '/missing' }]), PatchError);
  assert.throws(() => applyPatch({}, [{ op: 'add', path: '/x/y', value: 1 }]), PatchError);
  assert.throws(() => applyPatch({}, [{ op: 'jump', path: '/x' }]), PatchError);
  assert.throws(() => applyPatch({}, { op: 'add' }), PatchError);
});
