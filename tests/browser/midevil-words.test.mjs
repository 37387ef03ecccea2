// The words a MidEvil player reads: the log, the prompts, the buttons and the
// map's labels name places by what the map shows, never by grid coordinates
// ("1,-3"), and a card's name breaks only between words. Anne plays against
// an easy bot for some moves; every text of her page is read after each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRoom, DESKTOP, isVisible, openPlayer, rebuildDocuments, screenshot, sleep, tableFallbacks, useBrowserSuite } from './helpers.mjs';
import { playMidEvilMove, seededRandom } from './movers.mjs';

const suite = useBrowserSuite();
const COORDINATES = /-?\d+,-?\d+/;
const MOVES = 40;

// Every text people read on the table and in the log: shown text, labels and tooltips.
function readTexts(page) {
  return page.evaluate(() => {
    const out = [];
    for (const root of document.querySelectorAll('#table, #log')) {
      out.push(...[...root.querySelectorAll('li, p, h2, span, button')].map((e) => e.textContent));
      for (const e of root.querySelectorAll('[aria-label], [title]')) out.push(e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '');
      for (const e of root.querySelectorAll('svg title, svg text')) out.push(e.textContent);
    }
    return out.filter(Boolean);
  });
}

// Each word of each card name sits on one line: a word split over two lines
// has two boxes.
function brokenWords(page) {
  return page.evaluate(() => {
    const broken = [];
    for (const name of document.querySelectorAll('.mev-card-name')) {
      const node = name.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      const text = node.textContent;
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`${match[0]} (in "${text}")`);
      }
      if (name.scrollWidth > name.clientWidth + 1) broken.push(`"${text}" is wider than its card`);
    }
    return broken;
  });
}

// The squares ("x,y") and tiles ("tile:x,y") a log entry's place parameters
// name, read from the engine's values (games/midevil/places.hpp).
function entryPlaces(entry) {
  const found = new Set();
  const walk = (param) => {
    if (!param || typeof param !== 'object') return;
    if (param.place) {
      if (typeof param.place.square === 'string') found.add(param.place.square);
      else if (typeof param.place.at === 'string') found.add(`tile:${param.place.at}`);
    }
    for (const item of param.list ?? []) walk(item);
    for (const inner of Object.values(param.msg?.params ?? {})) walk(inner);
  };
  for (const param of Object.values(entry?.msg?.params ?? {})) walk(param);
  return [...found].sort();
}

/** The map places lit now, by their keys, and where each is drawn. */
function litPlaces(page) {
  return page.evaluate(() => {
    const lit = [...document.querySelectorAll('.place-lit')];
    const boxes = Object.fromEntries(lit.map((node) => {
      const box = node.getBBox();
      return [node.dataset.place, [box.x, box.y, box.width]];
    }));
    return { keys: lit.map((node) => node.dataset.place).sort(), inMap: lit.every((node) => node.closest('#map')), boxes };
  });
}

// Hovering, then focusing, a log line about a square or a tile lights that
// place on the map, and only while the line is hovered or focused.
async function placesLitFromTheLog(player) {
  const { page } = player;
  const log = (await rebuildDocuments(player)).at(-1)?.log ?? [];
  const index = log.findLastIndex((entry) => entryPlaces(entry).length > 0);
  assert.ok(index >= 0, 'no log entry names a place on the map');
  const expected = entryPlaces(log[index]);
  // A finished game's result covers the map: look at the table.
  if (await isVisible(page, '#show-table')) await page.locator('#show-table').click();
  const line = page.locator('#log > li').nth(index);
  assert.equal(await line.getAttribute('tabindex'), '0', 'a log line with a place cannot be reached by the keyboard');
  assert.deepEqual((await litPlaces(page)).keys, [], 'a place is lit before any log line is hovered');
  // The map in sight (the log beside it stays in sight), then the line under the pointer.
  await page.locator('#map').evaluate((map) => map.scrollIntoView({ block: 'center' }));
  await line.scrollIntoViewIfNeeded();
  await line.hover();
  let lit = await litPlaces(page);
  assert.deepEqual(lit.keys, expected, `hovering "${await line.textContent()}" lit other places`);
  assert.ok(lit.inMap, 'a lit place is not on the map');
  // Drawn where the engine says: a square is one map unit at its coordinates, a tile three at its tile's.
  // Each place by its own key: a line may name two squares, lit in the map's order, not the keys'.
  for (const key of expected) {
    const [x, y] = key.replace('tile:', '').split(',').map(Number);
    const [ux, uy, size] = key.startsWith('tile:') ? [x * 3, y * 3, 3] : [x, y, 1];
    const box = lit.boxes[key];
    assert.ok(Math.abs(box[0] - ux) < 0.2 && Math.abs(box[1] - uy) < 0.2 && Math.abs(box[2] - size) < 0.3, `${key} is lit at ${box}`);
  }
  await screenshot(page, 'midevil-log-place-lit');
  await page.locator('#log-heading').hover();
  assert.deepEqual((await litPlaces(page)).keys, [], 'the place stays lit after the pointer left the line');
  await line.focus();
  assert.deepEqual((await litPlaces(page)).keys, expected, 'focusing the line did not light its places');
  await page.locator('#chat-input').focus();
  assert.deepEqual((await litPlaces(page)).keys, [], 'the place stays lit after the line lost the focus');
}

test('MidEvil names places in words and never breaks a card name inside a word', { timeout: 240000 }, async () => {
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  await createRoom(ann.page, { name: 'Anne', game: 'midevil' });
  await ann.page.locator('#fill-bots').check();
  await ann.page.locator('#bot-level').selectOption('easy');
  await ann.page.locator('#start-game').click();
  await ann.page.locator('#table.mev #map').waitFor();

  const random = seededRandom(4242);
  const stats = { rotations: 0, keyboard: 0, phoneReactions: 0 };
  const seen = new Set();
  let moves = 0;
  for (let step = 0; moves < MOVES && step < MOVES * 6 && !(await isVisible(ann.page, '#game-over')); step += 1) {
    assert.deepEqual(tableFallbacks(ann), [], 'the table could not draw a view');
    for (const text of await readTexts(ann.page)) {
      assert.doesNotMatch(text, COORDINATES, `a text with grid coordinates after ${moves} moves`);
      seen.add(text);
    }
    assert.deepEqual(await brokenWords(ann.page), [], `a card name broken inside a word after ${moves} moves`);
    if (await playMidEvilMove(ann.page, stats, random)) moves += 1;
    else await sleep(150);
  }
  assert.ok(moves >= 10, `only ${moves} moves were played`);
  // The places are there, in words: the log tells where tiles went and pieces stand.
  const logLines = await ann.page.locator('#log li').allTextContents();
  assert.ok(logLines.some((line) => / of the (Altar|[A-Z][a-z]+)/.test(line) || /the (centre|door|[a-z-]+ (side|corner)) of the /.test(line)), `no log line names a place in words:\n${logLines.join('\n')}`);
  await screenshot(ann.page, 'midevil-words-desktop');
  await placesLitFromTheLog(ann);
  // Every card of the game, in the table's own card faces, large and small,
  // in each language: no name is broken inside a word ("Neverm" over "ind").
  for (const language of ['en', 'it', 'pt']) {
    await ann.page.evaluate(async (lang) => {
      const i18n = await import('/js/i18n/index.js');
      const catalogue = (await import(`/js/i18n/${lang}.js`)).default;
      i18n.setCatalogue(lang, catalogue, lang);
      const { cardFace } = await import('/js/tables/midevil-players.js');
      const keys = Object.keys(catalogue).filter((k) => /^midevil\.card\.[a-zA-Z]+$/.test(k)).map((k) => k.slice('midevil.card.'.length));
      document.querySelector('#mev-all-cards')?.remove();
      const list = document.createElement('ul');
      list.id = 'mev-all-cards';
      list.className = 'mev-cards panel';
      for (const small of [false, true]) {
        for (const card of keys) {
          const item = document.createElement('li');
          item.append(cardFace({ card }, { small }));
          list.append(item);
        }
      }
      document.body.prepend(list);
    }, language);
    assert.ok((await ann.page.locator('#mev-all-cards .mev-card-name').count()) >= 40, 'the cards were not drawn');
    await ann.page.locator('#mev-all-cards').screenshot({ path: `test-artifacts/screenshots/midevil-words-cards-${language}.png` });
    assert.deepEqual(await brokenWords(ann.page), [], `a card name broken inside a word (${language})`);
  }
});
