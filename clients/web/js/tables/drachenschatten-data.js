// DrachenSchatten: the pictures and words for cards, symbols and prompts.
// Icons are characters common system fonts have (no emoji font needed).
// The engine sends keys (games/drachenschatten/card_data.hpp); these are the
// client's way of drawing them.

export const ITEMS = {
  torch: { name: 'Torch', icon: '☀' },
  boots: { name: 'Boots', icon: '⇧' },
  sword: { name: 'Sword', icon: '⚔' },
  shield: { name: 'Shield', icon: '⬟' },
  helmet: { name: 'Helmet', icon: '♜' },
  potion: { name: 'Magic potion', icon: '⚗' },
  key: { name: 'Key', icon: '⚷' },
  wand: { name: 'Magic wand', icon: '⚚' },
  gem: { name: 'Gem', icon: '◆' },
  book: { name: 'Magic book', icon: '☰' },
};

export const ITEM_ORDER = Object.keys(ITEMS);

export const CREATURES = {
  dragon: { name: 'Dragon', icon: '☄' },
  hydra: { name: 'Hydra', icon: '⚕' },
  treasure: { name: 'Treasure', icon: '⛃' },
};

export const SYMBOLS = {
  look1: { short: '◉ 1', text: 'look at 1 card' },
  look2: { short: '◉ 2', text: 'look at 2 cards' },
  look3: { short: '◉ 3', text: 'look at 3 cards' },
  reveal: { short: '⇧ reveal', text: 'reveal a card' },
  protectDragon: { short: '⬟ dragon', text: 'protects against dragons' },
  protectHydra: { short: '⬟ hydra', text: 'protects against hydras' },
  restore: { short: '↺ restore', text: 'ready a used item' },
  swap: { short: '⇄ swap', text: 'swap a used item' },
  steal: { short: '⇐ steal', text: 'steal a used item' },
  destroy: { short: '✖ destroy', text: 'destroy a used item' },
  decay: { short: '☠ decay', text: 'each opponent loses a used item' },
};

export const PROMPTS = {
  start: 'Take your starting card from a village pile',
  reveal: 'Reveal a card (you may use ready items before and after)',
  peek: 'Choose the pile of the next card to look at, or stop looking',
  fight: 'Battle! Choose the item that slays the creature',
  lose: 'Decay: choose which of your used items is lost',
  endTurn: 'Use ready items, or end your turn',
};

export const PENDING_OTHERS = {
  setup: 'is taking a starting card…',
  turn: 'is playing…',
  look: 'is looking at cards in secret…',
  battle: 'is fighting a creature…',
};
