// The browser client's translation machinery, run in node: the message
// syntax, plural and number forms in English, Italian and Portuguese (as each
// language's own rules have them, through Intl), the choice of language,
// missing keys, and the rendering of messages from engines with their typed
// parameters. Run: node --test tests/i18n/
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import en from '../../clients/web/js/i18n/en.js';
import it from '../../clients/web/js/i18n/it.js';
import pt from '../../clients/web/js/i18n/pt.js';
import { formatToParts, MessageSyntaxError, parseMessage } from '../../clients/web/js/i18n/format.js';
import { dateTime, hasKey, list, number, setCatalogue, t, tKey } from '../../clients/web/js/i18n/index.js';
import { chooseLanguage } from '../../clients/web/js/i18n/languages.js';
import { actionText, fillSeats, logEntryParts, plainText, reasonText, renderMessage } from '../../clients/web/js/i18n/messages.js';
import { messageHooksFor } from '../../clients/web/js/tables/index.js';

afterEach(() => setCatalogue('en', en, 'en'));

function format(source, values, locale) {
  return formatToParts(parseMessage(source), values, locale).join('');
}

// Intl puts a no-break space (or a narrow one) between a number and its unit in some languages.
const spaced = (text) => text.replace(/[\u00a0\u202f]/g, ' ');

test('plural forms follow each language: English and Italian say "0" in the plural, Brazilian Portuguese in the singular', () => {
  const cards = {
    en: '{count, plural, one {# card} other {# cards}}',
    it: '{count, plural, one {# carta} other {# carte}}',
    pt: '{count, plural, one {# carta} other {# cartas}}',
  };
  assert.deepEqual([0, 1, 2].map((count) => format(cards.en, { count }, 'en')), ['0 cards', '1 card', '2 cards']);
  assert.deepEqual([0, 1, 2].map((count) => format(cards.it, { count }, 'it')), ['0 carte', '1 carta', '2 carte']);
  // CLDR: in Brazilian Portuguese 0 and 1 take the singular ("0 carta"); in Portugal only 1 does.
  assert.deepEqual([0, 1, 2].map((count) => format(cards.pt, { count }, 'pt-BR')), ['0 carta', '1 carta', '2 cartas']);
  assert.deepEqual([0, 1, 2].map((count) => format(cards.pt, { count }, 'pt-PT')), ['0 cartas', '1 carta', '2 cartas']);
  // An exact branch wins over the category; # is the number in the reader's format.
  assert.equal(format('{n, plural, =0 {none} one {# card} other {# cards}}', { n: 0 }, 'en'), 'none');
  assert.equal(format('{n, plural, one {# card} other {# cards}}', { n: 1500 }, 'en'), '1,500 cards');
  assert.equal(format('{n, plural, one {# carta} other {# carte}}', { n: 1500000 }, 'it'), '1.500.000 carte');
  // Ordinals: 1st, 2nd, 3rd, 11th.
  const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
  assert.deepEqual([1, 2, 3, 11, 22].map((n) => format(ordinal, { n }, 'en')), ['1st', '2nd', '3rd', '11th', '22nd']);
  assert.equal(format('{c, select, red {rosso} other {altro}}', { c: 'red' }, 'it'), 'rosso');
  assert.equal(format('{c, select, red {rosso} other {altro}}', { c: 'blue' }, 'it'), 'altro');
});

test('the real catalogues count in their own language', () => {
  setCatalogue('it', it, 'it-IT');
  assert.equal(t('deadmansdraw.drawPileLabel', { count: 1 }), 'Mazzo di Pesca: 1 carta');
  assert.equal(t('deadmansdraw.drawPileLabel', { count: 0 }), 'Mazzo di Pesca: 0 carte');
  assert.equal(t('waiting.spectatorCount', { count: 1 }), '1 spettatore guarda');
  assert.equal(t('waiting.spectatorCount', { count: 3 }), '3 spettatori guardano');
  setCatalogue('pt', pt, 'pt-BR');
  assert.equal(t('deadmansdraw.drawPileLabel', { count: 0 }), 'Pilha de Saque: 0 carta');
  assert.equal(t('deadmansdraw.drawPileLabel', { count: 2 }), 'Pilha de Saque: 2 cartas');
  assert.equal(t('midevil.skeleton.red', { count: 2 }), '2 esqueletos vermelhos');
  setCatalogue('en', en, 'en-US');
  assert.equal(t('waiting.fillSeats', { count: 1 }), 'Fill the empty seat with a bot');
  assert.equal(t('waiting.fillSeats', { count: 3 }), 'Fill the 3 empty seats with bots');
});

test('numbers, money, lists and dates are written the reader\'s way', () => {
  setCatalogue('en', en, 'en-US');
  assert.equal(number(1234567.5), '1,234,567.5');
  assert.equal(number(1250, 'dollars'), '$1,250');
  assert.equal(list(['Anne', 'Jack', 'Mary']), 'Anne, Jack, and Mary');
  setCatalogue('it', it, 'it-IT');
  assert.equal(number(1234567.5), '1.234.567,5');
  assert.equal(spaced(number(12500, 'dollars')), '12.500 $');
  assert.equal(list(['Anne', 'Jack', 'Mary']), 'Anne, Jack e Mary');
  assert.equal(t('coltexpress.gunslinger', { bonus: 1000 }), 'Gunslinger (+1000 $)'.replace(' $', '\u00a0$'));
  setCatalogue('pt', pt, 'pt-BR');
  assert.equal(number(1234567.5), '1.234.567,5');
  assert.equal(spaced(number(1250, 'dollars')), '$ 1.250');
  assert.equal(list(['Anne', 'Jack', 'Mary']), 'Anne, Jack e Mary');
  // A moment: the month's name and the order of the parts are the language's.
  const moment = Date.UTC(2025, 10, 26, 15, 4);
  setCatalogue('en', en, 'en-US');
  assert.match(dateTime(moment, { dateStyle: 'medium', timeZone: 'UTC' }), /^Nov 26, 2025$/);
  setCatalogue('it', it, 'it-IT');
  assert.match(dateTime(moment, { dateStyle: 'medium', timeZone: 'UTC' }), /^26 nov 2025$/);
  setCatalogue('pt', pt, 'pt-BR');
  assert.match(dateTime(moment, { dateStyle: 'medium', timeZone: 'UTC' }), /^26 de nov\. de 2025$/);
  assert.equal(dateTime(Number.NaN), '');
});

test('the language follows the browser, the first one supported, unless the reader chose one', () => {
  assert.deepEqual(chooseLanguage(null, ['de-DE', 'pt-BR', 'it']), { language: 'pt', formatLocale: 'pt-BR' });
  assert.deepEqual(chooseLanguage(null, ['it-CH', 'en']), { language: 'it', formatLocale: 'it-CH' });
  assert.deepEqual(chooseLanguage(null, ['de', 'fr']), { language: 'en', formatLocale: 'en' });
  assert.deepEqual(chooseLanguage(null, []), { language: 'en', formatLocale: 'en' });
  assert.deepEqual(chooseLanguage(null, ['EN_gb']), { language: 'en', formatLocale: 'en-GB' });
  // The reader's choice wins; dates keep the browser's region for that language when it has one.
  assert.deepEqual(chooseLanguage('it', ['pt-BR', 'en-GB']), { language: 'it', formatLocale: 'it' });
  assert.deepEqual(chooseLanguage('pt', ['en-US', 'pt-PT']), { language: 'pt', formatLocale: 'pt-PT' });
  assert.deepEqual(chooseLanguage('xx', ['it-IT']), { language: 'it', formatLocale: 'it-IT' });
});

test('a missing key shows as itself; a key missing from a translation falls back to English', () => {
  assert.equal(hasKey('no.such.key'), false);
  assert.equal(tKey('no.such.key'), 'no.such.key');
  setCatalogue('it', { 'lobby.join': 'Siediti' }, 'it');
  assert.equal(t('lobby.join'), 'Siediti');
  assert.equal(t('lobby.watch'), 'Watch', 'a key the catalogue lacks is not shown in English');
  assert.equal(hasKey('lobby.watch'), true);
  // A parameter not given shows as its name: visible, never silently empty.
  setCatalogue('en', en, 'en');
  assert.equal(t('gameover.wins'), '{name} wins!');
  // A malformed translation shows its key rather than breaking the page.
  setCatalogue('it', { 'lobby.join': 'Siediti {' }, 'it');
  const quiet = console.error;
  console.error = () => {};
  try {
    assert.equal(t('lobby.join'), 'lobby.join');
  } finally {
    console.error = quiet;
  }
});

test('malformed messages are refused by the parser', () => {
  for (const bad of ['{', 'a }', '{count, plural, one {x}}', '{n, plural, one {x} one {y} other {z}}', '{n, frobnicate}', '{1abc}', '{n, number, euros}', '{k, select, =1 {x} other {y}}']) {
    assert.throws(() => parseMessage(bad), MessageSyntaxError, bad);
  }
  assert.deepEqual(parseMessage("Dead Man's Draw: {game}"), ["Dead Man's Draw: ", { arg: 'game' }]);
});

test('messages from engines: typed parameters are named in the reader\'s language', () => {
  const names = ['Anne', 'Jack', 'Mary'];
  const catalogue = {
    ...it,
    'deadmansdraw.log.drew': '{player} ha pescato {card}',
    'deadmansdraw.log.banked': '{place}: {player} raccoglie {count, plural, one {# carta} other {# carte}}',
    'deadmansdraw.log.winners': 'Vincono {players}',
    'deadmansdraw.log.because': '{player} sballa: {why}',
    'deadmansdraw.log.repeat': 'un {suit} ripetuto',
  };
  setCatalogue('it', catalogue, 'it-IT');
  const env = { nameOf: (seat) => names[seat], hooks: messageHooksFor('deadmansdraw') };

  const drew = renderMessage({ key: 'deadmansdraw.log.drew', params: { player: { seat: 1 }, card: { card: { suit: 'anchor', value: 3 } } } }, env);
  assert.deepEqual(drew, [{ seat: 1, text: 'Jack' }, ' ha pescato Ancora 3']);
  const banked = renderMessage({ key: 'deadmansdraw.log.banked', params: { player: { seat: 0 }, count: { number: 1 }, place: { place: 'bank' } } }, env);
  assert.equal(plainText(banked), 'la Banca: Anne raccoglie 1 carta');
  const winners = renderMessage({ key: 'deadmansdraw.log.winners', params: { players: { list: [{ seat: 0 }, { seat: 1 }, { seat: 2 }] } } }, env);
  assert.equal(plainText(winners), 'Vincono Anne, Jack e Mary');
  assert.deepEqual(winners.filter((part) => typeof part !== 'string').map((part) => part.seat), [0, 1, 2], 'each player in a list is a name part');
  const nested = renderMessage({ key: 'deadmansdraw.log.because', params: { player: { seat: 2 }, why: { msg: { key: 'deadmansdraw.log.repeat', params: { suit: { card: { suit: 'kraken' } } } } } } }, env);
  assert.equal(plainText(nested), 'Mary sballa: un Kraken ripetuto');

  // Nothing is shown half translated: an unknown key, a card the table cannot name,
  // a seat that is not one, or a parameter of no known type gives null.
  assert.equal(renderMessage({ key: 'deadmansdraw.log.nothing', params: {} }, env), null);
  assert.equal(renderMessage({ key: 'deadmansdraw.log.drew', params: { player: { seat: 1 }, card: { card: { suit: 'teapot', value: 3 } } } }, env), null);
  assert.equal(renderMessage({ key: 'deadmansdraw.log.drew', params: { player: { seat: -1 }, card: { card: { suit: 'anchor', value: 3 } } } }, env), null);
  assert.equal(renderMessage({ key: 'deadmansdraw.log.drew', params: { player: { text: 'Jack' }, card: { card: { suit: 'anchor' } } } }, env), null);
  assert.equal(renderMessage({ key: 'deadmansdraw.log.drew', params: { player: { seat: 1, number: 2 } } }, env), null, 'a parameter with two types');
  assert.equal(renderMessage({ key: 'Not a key', params: {} }, env), null);

  // Then the English text is shown, its {0} filled from `seats`; and the renderer says so.
  const entry = { text: '{0} drew Anchor 3', seats: [1], msg: { key: 'deadmansdraw.log.unknown', params: {} } };
  assert.deepEqual(logEntryParts(entry, env), { parts: [{ seat: 1, text: 'Jack' }, ' drew Anchor 3'], translated: false });
  assert.deepEqual(logEntryParts({ ...entry, msg: { key: 'deadmansdraw.log.drew', params: { player: { seat: 1 }, card: { card: { suit: 'anchor', value: 3 } } } } }, env).translated, true);
  assert.deepEqual(fillSeats('{1} steals from {0}', [0, 2], (seat) => names[seat]).map((part) => (typeof part === 'string' ? part : part.text)), ['Mary', ' steals from ', 'Anne']);
  // Actions: {n} in a label is seat n itself.
  assert.deepEqual(actionText({ type: 'sword', label: 'Steal from {2}' }, env), { text: 'Steal from Mary', translated: false });
  assert.deepEqual(actionText({ type: 'draw', label: 'Draw a card', msg: { key: 'deadmansdraw.log.drew', params: { player: { seat: 0 }, card: { card: { suit: 'map', value: 5 } } } } }, env), { text: 'Anne ha pescato Mappa 5', translated: true });
  assert.deepEqual(reasonText({ reason: 'the draw pile is exhausted' }, env), { text: 'the draw pile is exhausted', translated: false });
});

test('each table names its cards and places in the reader\'s language', () => {
  setCatalogue('pt', pt, 'pt-BR');
  assert.equal(messageHooksFor('deadmansdraw').card({ suit: 'chest', value: 7 }), 'Baú 7');
  assert.equal(messageHooksFor('deadmansdraw').card({ trait: 'miser' }), 'Mendigo');
  assert.equal(messageHooksFor('deadmansdraw').place('discardPile'), 'a Pilha de Descarte');
  assert.equal(messageHooksFor('coltexpress').card({ kind: 'rob' }), 'Roubo');
  assert.equal(messageHooksFor('coltexpress').card({ character: 'belle' }), 'Belle');
  assert.equal(messageHooksFor('coltexpress').card({ loot: 'jewel', count: 2 }), '2 joias');
  assert.equal(messageHooksFor('coltexpress').place({ car: 2, cars: 5, roof: true }), 'Teto: Vagão 2');
  // A car the engine names sits in a sentence, which says inside or on the roof.
  assert.equal(messageHooksFor('coltexpress').place({ car: 4, cars: 5 }), 'último vagão');
  assert.equal(messageHooksFor('coltexpress').place({ car: 2, cars: 5 }), 'vagão 2');
  assert.equal(messageHooksFor('coltexpress').card({ loot: 'jewel' }), 'uma joia');
  assert.equal(messageHooksFor('coltexpress').card({ round: 'braking' }), 'Frenagem');
  assert.equal(messageHooksFor('coltexpress').card({ event: 'hostage' }), 'Cada bandido dentro ou em cima da locomotiva recebe $\u00a0250.');
  assert.equal(messageHooksFor('coltexpress').card({ ability: 'doc' }), 'Compra 7 cartas em vez de 6.');
  assert.equal(messageHooksFor('drachenschatten').card({ kind: 'hydra' }), 'Hidra');
  assert.equal(messageHooksFor('drachenschatten').place('c3'), 'Pilha da caverna 3');
  assert.equal(messageHooksFor('midevil').card({ card: 'nevermind' }), 'Hã... Deixa pra lá');
  assert.equal(messageHooksFor('midevil').card({ tile: 'graveyard' }), 'Cemitério');
  assert.equal(messageHooksFor('midevil').card({ skeleton: 'blue', count: 3 }), '3 esqueletos azuis');
  // A MidEvil place is said by what the map shows, never by its coordinates.
  assert.equal(messageHooksFor('midevil').place({ square: '4,-2', part: 'ne', kind: 'straight', near: 'altar', dx: 1, dy: -1 }), 'casa nordeste da peça Estrada a nordeste da peça Altar');
  assert.equal(messageHooksFor('midevil').place({ square: '1,1', part: 'c', kind: 'altar', near: 'altar', dx: 0, dy: 0 }), 'casa central da peça Altar');
  assert.equal(messageHooksFor('midevil').place({ at: '2,-3', near: 'tavern', dx: 1, dy: -2 }), '2 peças ao norte e 1 peça a leste da peça Taverna');
  assert.equal(messageHooksFor('midevil').place({ at: '0,-3', kind: 'corner', near: 'altar', dx: 0, dy: -3 }), 'peça Curva 3 peças ao norte da peça Altar');
  assert.equal(messageHooksFor('midevil').place('4,-2'), null);
  setCatalogue('it', it, 'it-IT');
  assert.equal(messageHooksFor('deadmansdraw').card({ suit: 'chest', value: 7 }), 'Forziere 7');
  assert.equal(messageHooksFor('midevil').card({ card: 'polearm' }), 'Arma con asta');
  assert.equal(messageHooksFor('midevil').place({ square: '7,-2', part: 'door', kind: 'tavern', near: 'tavern', dx: 0, dy: 0 }), 'casella della porta del tassello Taverna');
  setCatalogue('en', en, 'en-GB');
  assert.equal(messageHooksFor('midevil').place({ square: '2,-3', part: 'ne', kind: 'straight', near: 'altar', dx: 0, dy: -1 }), 'the north-east corner of the Road north of the Altar');
  assert.equal(messageHooksFor('midevil').place({ at: '2,-3', near: 'tavern', dx: 1, dy: -2 }), '2 tiles north and 1 tile east of the Tavern');
  setCatalogue('it', it, 'it-IT');
  // What a table does not know, it does not name: the message falls back to English.
  for (const game of ['deadmansdraw', 'coltexpress', 'drachenschatten', 'midevil']) {
    assert.equal(messageHooksFor(game).card({ nonsense: true }), null, game);
    assert.equal(messageHooksFor(game).place({ nonsense: true }), null, game);
  }
  assert.deepEqual(messageHooksFor('nosuchgame'), {});
});
