// Colt Express names, colours and symbols for the table (games/coltexpress/card_data.hpp).

export const CHARACTERS = {
  belle: { name: 'Belle', color: '#c2417a', ability: 'Cannot be targeted by Fire or Punch if another bandit could be.' },
  cheyenne: { name: 'Cheyenne', color: '#2f8f5b', ability: 'When she punches, she may take the purse that drops.' },
  django: { name: 'Django', color: '#3a3a3a', ability: 'The bandit he shoots is pushed one car further.' },
  doc: { name: 'Doc', color: '#2f5fa8', ability: 'Draws 7 cards instead of 6.' },
  ghost: { name: 'Ghost', color: '#8d8d8d', ability: 'On his first turn of a round, may play his card face down.' },
  tuco: { name: 'Tuco', color: '#c0392b', ability: 'May shoot through the roof.' },
};

export const ACTIONS = {
  move: { name: 'Move', symbol: '⇆' },
  floor: { name: 'Change Floor', symbol: '⇅' },
  marshal: { name: 'Marshal', symbol: '★' },
  fire: { name: 'Fire', symbol: '✹' },
  punch: { name: 'Punch', symbol: '!' },
  rob: { name: 'Robbery', symbol: '$' },
  bullet: { name: 'Bullet', symbol: '•' },
};

export const TURNS = {
  standard: { name: 'Standard turn', short: 'S' },
  tunnel: { name: 'Tunnel: cards face down', short: 'T' },
  speeding: { name: 'Speeding up: two cards in a row', short: '»' },
  switching: { name: 'Switching: counter-clockwise', short: '↺' },
};

export const LOOT = {
  purse: { one: 'purse', many: 'purses', symbol: '$' },
  jewel: { one: 'jewel', many: 'jewels', symbol: '◆' },
  strongbox: { one: 'strongbox', many: 'strongboxes', symbol: '▣' },
};

export const PHASES = {
  choose: 'Choosing characters',
  schemin: "Schemin'",
  keep: 'Keeping cards',
  stealin: "Stealin'",
  station: 'Event',
  finished: 'The end of the line',
};

export const PENDING = {
  move: 'is choosing where to move',
  marshal: 'is moving the Marshal',
  fire: 'is choosing whom to shoot',
  punch: 'is choosing whom to punch',
  punchLoot: 'is choosing the loot to knock loose',
  cheyenne: 'is deciding whether to keep the purse',
  push: 'is choosing where to push',
  rob: 'is choosing what to rob',
  pickpocket: 'is deciding whether to pick a pocket',
};
