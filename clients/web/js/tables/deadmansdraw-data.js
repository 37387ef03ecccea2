// Texts about Dead Man's Draw for the table: trait names and effects, suit
// names and abilities, and the prompts for each kind of decision, as keys of
// the catalogues (the names are the printed editions': see it.js and pt.js).

import { msgKey, tKey } from '../i18n/index.js';

export const TRAITS = {
  safeHarbor: { name: msgKey('deadmansdraw.trait.safeHarbor'), suit: 'Anchor', effect: msgKey('deadmansdraw.trait.safeHarbor.effect') },
  masterGunner: { name: msgKey('deadmansdraw.trait.masterGunner'), suit: 'Cannon', effect: msgKey('deadmansdraw.trait.masterGunner.effect') },
  misfire: { name: msgKey('deadmansdraw.trait.misfire'), suit: 'Cannon', effect: msgKey('deadmansdraw.trait.misfire.effect') },
  scavenger: { name: msgKey('deadmansdraw.trait.scavenger'), suit: 'Cannon', effect: msgKey('deadmansdraw.trait.scavenger.effect') },
  captainsHook: { name: msgKey('deadmansdraw.trait.captainsHook'), suit: 'Hook', effect: msgKey('deadmansdraw.trait.captainsHook.effect') },
  miser: { name: msgKey('deadmansdraw.trait.miser'), suit: 'Hook', effect: msgKey('deadmansdraw.trait.miser.effect') },
  plunderer: { name: msgKey('deadmansdraw.trait.plunderer'), suit: 'Key', effect: msgKey('deadmansdraw.trait.plunderer.effect') },
  treasureHunter: { name: msgKey('deadmansdraw.trait.treasureHunter'), suit: 'Chest', effect: msgKey('deadmansdraw.trait.treasureHunter.effect') },
  beastmaster: { name: msgKey('deadmansdraw.trait.beastmaster'), suit: 'Kraken', effect: msgKey('deadmansdraw.trait.beastmaster.effect') },
  fisherman: { name: msgKey('deadmansdraw.trait.fisherman'), suit: 'Kraken', effect: msgKey('deadmansdraw.trait.fisherman.effect') },
  navigator: { name: msgKey('deadmansdraw.trait.navigator'), suit: 'Map', effect: msgKey('deadmansdraw.trait.navigator.effect') },
  casanova: { name: msgKey('deadmansdraw.trait.casanova'), suit: 'Mermaid', effect: msgKey('deadmansdraw.trait.casanova.effect') },
  goldenScales: { name: msgKey('deadmansdraw.trait.goldenScales'), suit: 'Mermaid', effect: msgKey('deadmansdraw.trait.goldenScales.effect') },
  mystic: { name: msgKey('deadmansdraw.trait.mystic'), suit: 'Oracle', effect: msgKey('deadmansdraw.trait.mystic.effect') },
  parry: { name: msgKey('deadmansdraw.trait.parry'), suit: 'Sword', effect: msgKey('deadmansdraw.trait.parry.effect') },
  swordsman: { name: msgKey('deadmansdraw.trait.swordsman'), suit: 'Sword', effect: msgKey('deadmansdraw.trait.swordsman.effect') },
  davyJonesLocker: { name: msgKey('deadmansdraw.trait.davyJonesLocker'), suit: null, effect: msgKey('deadmansdraw.trait.davyJonesLocker.effect') },
  siren: { name: msgKey('deadmansdraw.trait.siren'), suit: 'Mermaid', effect: msgKey('deadmansdraw.trait.siren.effect') },
};

export const ABILITIES = {
  Anchor: msgKey('deadmansdraw.ability.anchor'),
  Cannon: msgKey('deadmansdraw.ability.cannon'),
  Chest: msgKey('deadmansdraw.ability.chest'),
  Hook: msgKey('deadmansdraw.ability.hook'),
  Key: msgKey('deadmansdraw.ability.key'),
  Kraken: msgKey('deadmansdraw.ability.kraken'),
  Map: msgKey('deadmansdraw.ability.map'),
  Mermaid: msgKey('deadmansdraw.ability.mermaid'),
  Oracle: msgKey('deadmansdraw.ability.oracle'),
  Sword: msgKey('deadmansdraw.ability.sword'),
};

/** What the player is asked, by the type of the actions offered. */
export const PROMPTS = {
  trait: msgKey('deadmansdraw.prompt.trait'),
  locker: msgKey('deadmansdraw.prompt.locker'),
  draw: msgKey('deadmansdraw.prompt.draw'),
  hook: msgKey('deadmansdraw.prompt.hook'),
  cannon: msgKey('deadmansdraw.prompt.cannon'),
  misfire: msgKey('deadmansdraw.prompt.misfire'),
  sword: msgKey('deadmansdraw.prompt.sword'),
  map: msgKey('deadmansdraw.prompt.map'),
  mermaid: msgKey('deadmansdraw.prompt.mermaid'),
  plunderFrom: msgKey('deadmansdraw.prompt.plunderFrom'),
  plunder: msgKey('deadmansdraw.prompt.plunder'),
};

/** Known trait key or name -> {key, name, effect} in the reader's language. */
export function traitInfo(trait) {
  if (trait && typeof trait === 'object') return traitInfo(trait.key ?? trait.id ?? trait.trait ?? trait.name);
  const text = String(trait ?? '');
  if (Object.hasOwn(TRAITS, text)) {
    const info = TRAITS[text];
    return { key: text, suit: info.suit, name: tKey(info.name), effect: tKey(info.effect) };
  }
  return { key: text, suit: null, name: text, effect: '' };
}

/** A suit's ability in the reader's language, or ''. */
export function abilityOf(suit) {
  return Object.hasOwn(ABILITIES, suit) ? tKey(ABILITIES[suit]) : '';
}

/** What the others see while a player decides, by the pending decision's kind ({name} is the player). */
export const PENDING_OTHERS = {
  play: msgKey('deadmansdraw.pending.play'),
  hook: msgKey('deadmansdraw.pending.hook'),
  cannon: msgKey('deadmansdraw.pending.cannon'),
  misfire: msgKey('deadmansdraw.pending.misfire'),
  sword: msgKey('deadmansdraw.pending.sword'),
  map: msgKey('deadmansdraw.pending.map'),
  mermaid: msgKey('deadmansdraw.pending.mermaid'),
  plunderFrom: msgKey('deadmansdraw.pending.plunderFrom'),
  plunder: msgKey('deadmansdraw.pending.plunder'),
  locker: msgKey('deadmansdraw.pending.locker'),
};
