// The players' rules pages, in English, Italian and Portuguese: each game's
// page opens from its "Rules" link in the lobby (and has its own address,
// ?rules=<game>), and from the rules button of a table of that game, where it
// follows a change of language. Each page
// has its sections (goal, setup, a turn, the pictures of every card, character,
// symbol or tile kind, examples), every picture drawn and named; an Italian or
// Portuguese page shows no word of the English catalogue (proper names
// allowed); at 390×844 nothing scrolls sideways. The implementers' RULES.md
// is one click further. Screenshots: test-artifacts/screenshots/rules-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, PHONE, screenshot, useBrowserSuite } from './helpers.mjs';
import { assertNoEnglish } from './no-english.mjs';

const suite = useBrowserSuite();

// What each page must hold, from the games' components (games/<id>/RULES.md):
// its sections, and how many pictures each gallery draws.
const PAGES = {
  deadmansdraw: {
    sections: ['goal', 'setup', 'turn', 'suits', 'traits', 'end', 'example'],
    // Ten suits; seventeen pirate traits and the Mermaid variant's Siren.
    pictures: { suits: 10, traits: 18 },
  },
  coltexpress: {
    sections: ['goal', 'setup', 'turn', 'turns', 'cards', 'bandits', 'loot', 'end', 'example'],
    // Four kinds of turn; six actions and the bullet; six bandits; purse, jewel, strongbox.
    pictures: { turns: 4, cards: 7, bandits: 6, loot: 3 },
  },
  drachenschatten: {
    sections: ['goal', 'setup', 'turn', 'battle', 'cards', 'symbols', 'example'],
    // Nineteen item and symbol pairings, the dragon, the hydra and the treasure; eleven symbols.
    pictures: { cards: 22, symbols: 11 },
  },
  midevil: {
    sections: ['goal', 'setup', 'turn', 'combat', 'pieces', 'cards', 'tiles', 'example'],
    // Three skeleton colours, the life token, the Necronomicon; 24 card types; 17 tile kinds.
    pictures: { pieces: 5, cards: 24, tiles: 17 },
  },
};
const LANGUAGES = ['en', 'it', 'pt'];

async function openPage(language, viewport, path = '/') {
  const context = await suite.browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'en-US' });
  await context.addInitScript((code) => localStorage.setItem('tavern.language', code), language);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(new URL(path, suite.server.url).toString());
  return { context, page, errors };
}

/** Checks the open rules dialog: the game's sections in order, each gallery's pictures drawn and named. */
async function checkPage(page, game, what) {
  await page.locator(`#rules-body .rules-page[data-game="${game}"]`).waitFor();
  const found = await page.evaluate(() => {
    const body = document.getElementById('rules-body');
    const sections = [...body.querySelectorAll('.rules-section')].map((section) => ({
      id: section.dataset.section,
      title: section.querySelector('h3')?.textContent.trim() ?? '',
      words: section.textContent.trim().length,
      pictures: [...section.querySelectorAll('.rules-figure')].map((figure) => {
        const art = figure.querySelector('.rules-figure-art > *');
        const box = art?.getBoundingClientRect();
        return { id: figure.dataset.picture, drawn: Boolean(art && box.width >= 20 && box.height >= 20 && (art.querySelector('svg') || art.matches('svg') || art.textContent.trim())), name: figure.querySelector('figcaption strong')?.textContent.trim() ?? '' };
      }),
    }));
    return { sections, dialogOpen: document.querySelector('.rules-dialog').open, title: document.getElementById('rules-title').textContent };
  });
  assert.ok(found.dialogOpen, `${what}: the dialog is open`);
  assert.deepEqual(found.sections.map((section) => section.id), PAGES[game].sections, `${what}: the sections`);
  for (const section of found.sections) {
    assert.ok(section.title && section.words > section.title.length + 20, `${what}: the section ${section.id} has a title and text`);
    assert.equal(section.pictures.length, PAGES[game].pictures[section.id] ?? 0, `${what}: the pictures of ${section.id}`);
    const bad = section.pictures.filter((picture) => !picture.drawn || !picture.name);
    assert.deepEqual(bad, [], `${what}: pictures of ${section.id} not drawn or not named`);
    assert.equal(new Set(section.pictures.map((picture) => picture.name)).size, section.id === 'cards' && game === 'drachenschatten' ? 13 : section.pictures.length,
      `${what}: the pictures of ${section.id} have distinct names`);
  }
  return found;
}

async function noSidewaysScroll(page, what) {
  const widths = await page.evaluate(() => {
    const dialog = document.querySelector('.rules-dialog');
    const body = document.getElementById('rules-body');
    return { page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth, dialog: dialog.scrollWidth, dialogView: dialog.clientWidth, body: body.scrollWidth, bodyView: body.clientWidth };
  });
  assert.ok(widths.page <= widths.view, `${what}: the page scrolls sideways (${widths.page} > ${widths.view})`);
  assert.ok(widths.dialog <= widths.dialogView + 1 && widths.body <= widths.bodyView + 1, `${what}: the rules scroll sideways (${JSON.stringify(widths)})`);
  assert.ok(widths.dialogView <= 390, `${what}: the dialog fits the phone`);
}

for (const language of LANGUAGES) {
  test(`the players' rules pages in ${language}: from the lobby, and by their address on a phone`, async () => {
    // From the lobby, at desktop size: each game's "Rules" link.
    const desk = await openPage(language, DESKTOP);
    const { page } = desk;
    for (const game of Object.keys(PAGES)) {
      const link = page.locator(`.game-rules-link[data-game="${game}"]`);
      await link.click();
      await checkPage(page, game, `${game} from the lobby (${language})`);
      assert.equal(new URL(page.url()).searchParams.get('rules'), game, 'the page has its own address');
      if (language !== 'en') await assertNoEnglish(page, language, `the rules of ${game}`);
      await screenshot(page, `rules-${game}-${language}-desktop`);
      await page.locator('#rules-body .rules-gallery').first().evaluate((gallery) => gallery.closest('section').scrollIntoView({ block: 'start' }));
      await screenshot(page, `rules-${game}-${language}-pictures`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.rules-dialog').open && !new URLSearchParams(window.location.search).has('rules'), null, { timeout: 3000 });
    }

    // The implementers' rules are one click away, and back.
    await page.locator('.game-rules-link[data-game="deadmansdraw"]').click();
    await page.locator('#rules-full').click();
    await page.locator('#rules-body .rules-full').waitFor();
    assert.match(await page.locator('#rules-body .rules-full').innerText(), /Kraken/);
    await page.locator('#rules-players').click();
    await checkPage(page, 'deadmansdraw', `back to the players' page (${language})`);
    await page.keyboard.press('Escape');

    assert.deepEqual(desk.errors, []);
    await desk.context.close();

    // On a phone, each page by its address: nothing scrolls sideways.
    const phone = await openPage(language, PHONE, '/?rules=deadmansdraw');
    for (const game of Object.keys(PAGES)) {
      if (game !== 'deadmansdraw') await phone.page.goto(new URL(`/?rules=${game}`, suite.server.url).toString());
      await checkPage(phone.page, game, `${game} on a phone (${language})`);
      await noSidewaysScroll(phone.page, `${game} on a phone (${language})`);
      await phone.page.locator('#rules-body .rules-gallery').last().evaluate((gallery) => gallery.closest('section').scrollIntoView({ block: 'start' }));
      await screenshot(phone.page, `rules-${game}-${language}-phone`);
    }
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
  });
}

test('from a table, in each language, the rules button opens that game\'s players\' page; an open page follows a change of language', async () => {
  const desk = await openPage('en', DESKTOP);
  const { page } = desk;
  for (const game of Object.keys(PAGES)) {
    await page.goto(suite.server.url);
    await page.locator(`#game-${game}`).check();
    await page.locator('#player-name').fill('Anne');
    await page.locator('#create-room').click();
    await page.locator('#fill-bots').check();
    await page.locator('#start-game').click();
    await page.locator('#table').waitFor();
    const code = (await page.locator('#room-code-chip').innerText()).trim();
    for (const language of LANGUAGES) {
      await page.evaluate(async (code) => (await import('./js/i18n/index.js')).chooseLanguageNow(code), language);
      await page.waitForFunction((code) => document.documentElement.lang === code, language);
      await page.locator('#rules-button').click();
      await checkPage(page, game, `${game} from its table (${language})`);
      if (language !== 'en') await assertNoEnglish(page, language, `the rules of ${game} at its table`, [code]);
      await screenshot(page, `rules-${game}-${language}-table`);
      if (language !== 'pt' || game !== 'deadmansdraw') await page.keyboard.press('Escape');
    }
    if (game === 'deadmansdraw') {
      // The open page is redrawn in the new language (the switcher is behind the modal dialog).
      await page.evaluate(async () => (await import('./js/i18n/index.js')).chooseLanguageNow('en'));
      await page.locator('#rules-body h3', { hasText: 'Goal of the game' }).waitFor();
      await checkPage(page, game, `${game} after a change of language`);
      await page.keyboard.press('Escape');
    }
    await page.evaluate(async () => (await import('./js/i18n/index.js')).chooseLanguageNow('en'));
  }
  assert.deepEqual(desk.errors, []);
  await desk.context.close();
});
