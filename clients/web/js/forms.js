// Form fields built from option descriptors ({name, type, values, min, max,
// default, help}), shared by the game options and the room settings.

import { el } from './dom.js';

/** "mermaidVariant" -> "Mermaid variant", "turnSeconds" -> "Turn seconds". */
export function humanize(name) {
  const words = String(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function intRange(descriptor) {
  const range = descriptor.values && typeof descriptor.values === 'object' && !Array.isArray(descriptor.values) ? descriptor.values : descriptor;
  return { min: range.min, max: range.max };
}

/**
 * One labelled field. `value` is the current value; `onChange(value)` gets the
 * typed value (string, boolean or integer). `texts` names the field for
 * people ({label, help, value(v)}, from option-texts.js).
 */
export function optionField(descriptor, value, onChange, idPrefix, texts) {
  const id = `${idPrefix}-${descriptor.name}`;
  const label = texts?.label ?? humanize(descriptor.name);
  const helpText = texts ? texts.help : descriptor.help;
  const help = helpText ? el('small', { class: 'field-help', id: `${id}-help` }, helpText) : null;
  const describedBy = help ? `${id}-help` : undefined;

  if (descriptor.type === 'bool') {
    const input = el('input', { type: 'checkbox', id, name: descriptor.name, checked: Boolean(value), 'aria-describedby': describedBy });
    input.addEventListener('change', () => onChange(input.checked));
    return el('div', { class: 'field field-check' }, el('label', { for: id }, input, el('span', {}, label)), help);
  }

  let input;
  if (descriptor.type === 'enum') {
    input = el(
      'select',
      { id, name: descriptor.name, 'aria-describedby': describedBy },
      (descriptor.values ?? []).map((choice) => el('option', { value: String(choice), selected: choice === value }, texts ? texts.value(choice) : humanize(choice))),
    );
    input.addEventListener('change', () => onChange(input.value));
  } else {
    const { min, max } = intRange(descriptor);
    input = el('input', { type: 'number', id, name: descriptor.name, min, max, step: 1, value: String(value ?? ''), inputmode: 'numeric', 'aria-describedby': describedBy });
    input.addEventListener('change', () => {
      let number = Math.round(Number(input.value));
      if (!Number.isFinite(number)) number = descriptor.default ?? 0;
      if (min !== undefined) number = Math.max(min, number);
      if (max !== undefined) number = Math.min(max, number);
      input.value = String(number);
      onChange(number);
    });
  }
  return el('div', { class: 'field' }, el('label', { for: id }, label), input, help);
}

/** The default values of a list of descriptors, as an object. */
export function defaultsOf(descriptors) {
  return Object.fromEntries((descriptors ?? []).map((d) => [d.name, d.default]));
}
