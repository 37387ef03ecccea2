// The message syntax of the catalogues: a subset of ICU MessageFormat, parsed
// once per message and formatted with the browser's Intl objects, so that
// plural forms and numbers follow each language's own rules.
//
//   Hello {name}                              an argument
//   {count, number}                           a number in the reader's format
//   {amount, number, dollars}                 a dollar amount ($250, 250 $...)
//   {count, plural, one {# card} other {# cards}}
//                                             the branch Intl.PluralRules picks;
//                                             `=0 {...}` matches exactly; `#` is
//                                             the number, formatted
//   {count, selectordinal, one {#st} other {#th}}
//   {kind, select, red {...} other {...}}     the branch named by a string
//
// Apostrophes are plain text (the catalogues are full of them); `{` and `}`
// always open and close an argument, and `#` is the number only inside a
// plural branch. Pure: no DOM, so that it runs under Node too.

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SELECTOR = /^(=-?\d+(\.\d+)?|[A-Za-z_][A-Za-z0-9_]*)$/;

export class MessageSyntaxError extends Error {}

/**
 * Parses a message into a list of nodes: strings, and
 * {arg, type?: 'number'|'plural'|'selectordinal'|'select', style?, branches?}.
 * Inside plural branches, {pound: true} stands for `#`.
 */
export function parseMessage(source) {
  const text = String(source);
  let pos = 0;

  const fail = (why) => {
    throw new MessageSyntaxError(`${why} at ${pos} in ${JSON.stringify(text)}`);
  };
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos])) pos += 1;
  };
  const word = () => {
    skipSpace();
    const start = pos;
    while (pos < text.length && !/[\s,{}]/.test(text[pos])) pos += 1;
    return text.slice(start, pos);
  };

  function nodes(inPlural, depth) {
    const out = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    while (pos < text.length) {
      const ch = text[pos];
      if (ch === '}') {
        if (depth === 0) fail('an unmatched }');
        break;
      }
      if (ch === '{') {
        flush();
        out.push(argument());
      } else if (ch === '#' && inPlural) {
        flush();
        out.push({ pound: true });
        pos += 1;
      } else {
        literal += ch;
        pos += 1;
      }
    }
    flush();
    return out;
  }

  function argument() {
    pos += 1; // {
    const arg = word();
    if (!NAME.test(arg)) fail(`a bad argument name ${JSON.stringify(arg)}`);
    skipSpace();
    if (text[pos] === '}') {
      pos += 1;
      return { arg };
    }
    if (text[pos] !== ',') fail('a , or } expected');
    pos += 1;
    const type = word();
    skipSpace();
    if (type === 'number') {
      let style;
      if (text[pos] === ',') {
        pos += 1;
        style = word();
        if (!['integer', 'percent', 'dollars'].includes(style)) fail(`an unknown number style ${JSON.stringify(style)}`);
        skipSpace();
      }
      if (text[pos] !== '}') fail('a } expected');
      pos += 1;
      return style ? { arg, type, style } : { arg, type };
    }
    if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') fail(`an unknown argument type ${JSON.stringify(type)}`);
    if (text[pos] !== ',') fail('a , expected');
    pos += 1;
    const branches = {};
    for (;;) {
      skipSpace();
      if (text[pos] === '}') {
        pos += 1;
        break;
      }
      const selector = word();
      if (!SELECTOR.test(selector)) fail(`a bad selector ${JSON.stringify(selector)}`);
      if (type === 'select' && selector.startsWith('=')) fail('an exact selector in a select');
      if (selector in branches) fail(`the selector ${selector} twice`);
      skipSpace();
      if (text[pos] !== '{') fail('a { expected');
      pos += 1;
      branches[selector] = nodes(type !== 'select', 1);
      if (text[pos] !== '}') fail('an unclosed branch');
      pos += 1;
    }
    if (!('other' in branches)) fail(`a ${type} without an "other" branch`);
    return { arg, type, branches };
  }

  const parsed = nodes(false, 0);
  if (pos < text.length) fail('text after the end');
  return parsed;
}

// Intl objects are not cheap to make: one of each per locale and options.
const intlCache = new Map();

function intl(Kind, locale, options = {}) {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options)}`;
  let made = intlCache.get(key);
  if (!made) {
    made = new Kind(locale, options);
    intlCache.set(key, made);
  }
  return made;
}

const NUMBER_STYLES = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
  dollars: { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
};

export function formatNumber(value, locale, style) {
  return intl(Intl.NumberFormat, locale, NUMBER_STYLES[style] ?? {}).format(value);
}

export function pluralCategory(value, locale, type = 'cardinal') {
  return intl(Intl.PluralRules, locale, { type }).select(value);
}

/** "Anne, Jack and Mary" in the reader's language. */
export function formatList(items, locale, type = 'conjunction') {
  return intl(Intl.ListFormat, locale, { style: 'long', type }).format(items.map(String));
}

/** The list's pieces in order: {type: 'element', index} or {type: 'literal', value}. */
export function listParts(count, locale, type = 'conjunction') {
  const placeholders = Array.from({ length: count }, (_, i) => `\u0000${i}\u0000`);
  let index = 0;
  return intl(Intl.ListFormat, locale, { style: 'long', type }).formatToParts(placeholders).map((part) => (
    part.type === 'element' ? { type: 'element', index: index++ } : { type: 'literal', value: part.value }));
}

export function formatDateTime(value, locale, options = { dateStyle: 'medium', timeStyle: 'short' }) {
  return intl(Intl.DateTimeFormat, locale, options).format(value);
}

const parsedCache = new Map();

export function parseCached(source) {
  let parsed = parsedCache.get(source);
  if (!parsed) {
    parsed = parseMessage(source);
    parsedCache.set(source, parsed);
  }
  return parsed;
}

/**
 * Formats a parsed message into parts: strings, and whatever non-string,
 * non-number values the arguments hold (a renderer's rich pieces, e.g. a
 * player's name to be shown in bold), in order. A missing argument shows as
 * its name in braces, so that a mistake is visible and not silent.
 */
export function formatToParts(parsed, values, locale) {
  const out = [];
  const push = (part) => {
    if (typeof part === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] += part;
    else if (part !== '') out.push(part);
  };
  const walk = (list, pound) => {
    for (const node of list) {
      if (typeof node === 'string') {
        push(node);
      } else if (node.pound) {
        push(pound === undefined ? '#' : formatNumber(pound, locale));
      } else if (!node.type) {
        const value = values?.[node.arg];
        if (value === undefined || value === null) push(`{${node.arg}}`);
        else if (typeof value === 'number') push(formatNumber(value, locale));
        else if (Array.isArray(value)) value.forEach(push);
        else if (typeof value === 'object') push(value);
        else push(String(value));
      } else if (node.type === 'number') {
        const value = Number(values?.[node.arg]);
        push(Number.isFinite(value) ? formatNumber(value, locale, node.style) : `{${node.arg}}`);
      } else if (node.type === 'select') {
        const value = String(values?.[node.arg]);
        walk(node.branches[value] ?? node.branches.other, pound);
      } else {
        const value = Number(values?.[node.arg]);
        if (!Number.isFinite(value)) {
          push(`{${node.arg}}`);
          continue;
        }
        const exact = node.branches[`=${value}`];
        const category = pluralCategory(value, locale, node.type === 'selectordinal' ? 'ordinal' : 'cardinal');
        walk(exact ?? node.branches[category] ?? node.branches.other, value);
      }
    }
  };
  walk(parsed, undefined);
  return out;
}

/** The argument names a message uses, for checking translations against the English. */
export function argumentNames(parsed) {
  const names = new Set();
  const walk = (list) => {
    for (const node of list) {
      if (typeof node === 'string' || node.pound) continue;
      names.add(node.arg);
      for (const branch of Object.values(node.branches ?? {})) walk(branch);
    }
  };
  walk(parsed);
  return names;
}

/** The literal text of a message, every branch included (for word lists). */
export function literalTexts(parsed) {
  const texts = [];
  const walk = (list) => {
    for (const node of list) {
      if (typeof node === 'string') texts.push(node);
      else for (const branch of Object.values(node.branches ?? {})) walk(branch);
    }
  };
  walk(parsed);
  return texts;
}
