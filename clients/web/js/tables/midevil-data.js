// MidEvil's names and looks as data: cards, tiles, skeleton colours, pawn
// colours, and what a die was rolled for. The engine names things by key
// (games/midevil/VIEW.md); this is how the table shows them.

export const SKELETONS = {
  white: { name: 'white', points: 1, fill: '#f3f0e6', ink: '#222', stroke: '#5b5648' },
  red: { name: 'red', points: 2, fill: '#c0392b', ink: '#fff', stroke: '#5a120b' },
  blue: { name: 'blue', points: 3, fill: '#2e63b8', ink: '#fff', stroke: '#0f2a57' },
};
export const COLOURS = ['white', 'red', 'blue'];

// Pawn colours by seat (the avatar colours of room.css, brighter for the map).
export const PAWNS = ['#e0533f', '#3d8be0', '#4fb84f', '#e0a42e', '#9b6ee0', '#2ec4c4'];

// kind: weapon / item stay in play; reaction: played outside your turn; event: played on your turn.
export const CARDS = {
  axe: { name: 'Axe', kind: 'weapon', icon: '⚒', text: '+2 to one combat roll per turn' },
  catapult: { name: 'Catapult', kind: 'weapon', icon: '☄', text: 'Pay a red: attack every skeleton on a tile next to yours' },
  crossbow: { name: 'Crossbow', kind: 'weapon', icon: '➹', text: 'Pay a red: attack 3–4 squares away, +2' },
  explosives: { name: 'Explosives', kind: 'weapon', icon: '✹', text: 'Pay a blue: attack every skeleton on a tile next to yours' },
  giveMeThat: { name: 'Give me that before you hurt yourself!', kind: 'event', icon: '☛', text: 'Look at a hand; pay a skeleton per card taken' },
  horse: { name: 'Horse', kind: 'item', icon: '♞', text: 'Two dice for movement' },
  howMany: { name: 'How many did you say there were!?', kind: 'event', icon: '☠', text: 'Place 5 points of skeletons' },
  allAboutMe: { name: "It's all about me!", kind: 'reaction', icon: '♛', text: 'You place the skeletons on a tile just placed' },
  fleshWound: { name: "It's just a flesh wound", kind: 'event', icon: '✚', text: '5 removed skeletons come back' },
  lookNothing: { name: 'Look... nothing in my hand!', kind: 'event', icon: '☜', text: 'Play every card in your hand' },
  lost: { name: 'Lost', kind: 'event', icon: '⚐', text: 'Move a player to an adjacent tile' },
  mace: { name: 'Mace', kind: 'weapon', icon: '⚙', text: '+1 to every combat roll' },
  myPrecious: { name: 'My precious', kind: 'event', icon: '◈', text: "Take a weapon or item from a player on your square" },
  polearm: { name: 'Polearm', kind: 'weapon', icon: '⚔', text: 'Attack a skeleton on an adjacent square' },
  shortBow: { name: 'Short bow', kind: 'weapon', icon: '➶', text: 'Pay a white: attack 1–2 squares away, +1' },
  swingAndMiss: { name: 'Swing and a miss', kind: 'reaction', icon: '↺', text: 'Another player rerolls his combat die' },
  theyreAllMine: { name: "They're all mine!", kind: 'event', icon: '⚖', text: 'Skip your turn; take a skeleton from two players' },
  nevermind: { name: 'Uh... Nevermind', kind: 'reaction', icon: '⊘', text: 'Cancel a card just played' },
  what: { name: 'What!?!?', kind: 'reaction', icon: '⁉', text: 'Reroll a die just rolled' },
  whatAmIGonnaDo: { name: 'What am I gonna do with that!?', kind: 'event', icon: '⟳', text: 'Pay a white: discard your hand, draw 3' },
  yoink: { name: 'Yoink!', kind: 'event', icon: '☝', text: 'Roll; take that many points of skeletons' },
  gotNothin: { name: "You got nothin'!", kind: 'event', icon: '✗', text: 'Roll; a player discards that many points' },
  stayThere: { name: 'You stay there!', kind: 'event', icon: '⚓', text: 'A player in a building must roll 3+ to leave' },
  necronomicon: { name: 'Necronomicon', kind: 'book', icon: '✠', text: 'Bring it to the Altar to win' },
};

export function cardInfo(key) {
  return CARDS[key] ?? { name: String(key ?? 'Card'), kind: 'event', icon: '✦', text: '' };
}

export const KIND_NAMES = { weapon: 'Weapon', item: 'Item', reaction: 'Reaction', event: 'Event', book: 'Artefact' };

// Layouts by tile key, the first of each key in games/midevil/tile_data.cpp
// (R road, G grass, B building, D door, F furnace, W water, = bridge,
// V vegetation, A altar, C graveyard centre). Used only to preview the drawn
// tile when the view gives its key alone.
const GRID_KINDS = { R: 'road', G: 'grass', B: 'building', D: 'door', F: 'furnace', W: 'water', '=': 'bridge', V: 'vegetation', A: 'altar', C: 'grave' };
const LAYOUTS = {
  altar: ['GRG', 'RAR', 'GRG'],
  graveyard: ['GRG', 'GCG', 'GRG'],
  blacksmith: ['BFB', 'BDB', 'GRG'],
  bridge: ['W=W', 'W=W', 'W=W'],
  tavern: ['BBB', 'BDB', 'GRG'],
  chapel: ['GRG', 'BDB', 'BBB'],
  inn: ['BDB', 'RRR', 'GGG'],
  stables: ['GRG', 'RRR', 'BDB'],
  mill: ['BBG', 'DRR', 'GRG'],
  watchtower: ['GRG', 'GRD', 'GRB'],
  guardhouse: ['BBB', 'DRR', 'BBB'],
  apothecary: ['GRG', 'GRR', 'BDG'],
  castleGate: ['BBB', 'BDB', 'BRB'],
  straight: ['GRG', 'GRG', 'GRG'],
  corner: ['GRG', 'GRR', 'GGG'],
  junction: ['GRG', 'RRR', 'GGG'],
  crossroads: ['GRG', 'RRR', 'GRG'],
};

export const TILE_NAMES = {
  altar: 'Altar', graveyard: 'Graveyard', blacksmith: 'Blacksmith', bridge: 'Bridge', tavern: 'Tavern', chapel: 'Chapel',
  inn: 'Inn', stables: 'Stables', mill: 'Mill', watchtower: 'Watchtower', guardhouse: 'Guardhouse', apothecary: 'Apothecary',
  castleGate: 'Castle Gate', straight: 'Road', corner: 'Bend', junction: 'Junction', crossroads: 'Crossroads',
};

// Skeletons / life tokens printed on named tiles (the others roll a die).
export const TILE_POPULATION = {
  graveyard: [4, 0], blacksmith: [2, 1], tavern: [3, 2], chapel: [2, 2], inn: [3, 1], stables: [2, 1], mill: [2, 1],
  watchtower: [2, 1], guardhouse: [3, 1], apothecary: [1, 2], castleGate: [4, 1],
};

/** The 9 square kinds of a tile key at rotation 0 (north row first), or null. */
export function layoutOf(key) {
  const grid = LAYOUTS[key];
  return grid ? grid.join('').split('').map((c) => GRID_KINDS[c] ?? 'grass') : null;
}

/** The squares of a 3×3 tile (row-major) turned `rotation` degrees clockwise. */
export function rotateSquares(squares, rotation) {
  let out = squares.slice();
  for (let turn = 0; turn < ((Math.round(rotation / 90) % 4) + 4) % 4; turn += 1) {
    const next = new Array(9);
    for (let row = 0; row < 3; row += 1) for (let col = 0; col < 3; col += 1) next[row * 3 + col] = out[(2 - col) * 3 + row];
    out = next;
  }
  return out;
}

export const ROLL_FOR = {
  move: 'movement',
  combat: 'combat',
  book: 'the fight for the book',
  skeletons: 'skeletons to place',
  skeletonMove: 'skeletons to move',
  area: 'an attack on a tile',
  yoink: 'Yoink!',
  gotNothin: "You got nothin'!",
  stayThere: 'You stay there!',
};

export const PHASES = {
  start: 'starting the turn',
  place: 'placing a tile',
  populate: 'placing skeletons',
  fight: 'fighting',
  move: 'moving',
  skeletons: 'moving skeletons',
  discard: 'may discard a card',
  handLimit: 'discarding down to 3',
  take: 'taking cards',
  choice: 'choosing skeletons',
  finished: 'game over',
};

export const WINDOW_ABOUT = {
  roll: 'rolled',
  card: 'played a card',
  tile: 'placed a tile',
  kill: 'killed a skeleton',
};

export const WALKABLE = new Set(['road', 'grass', 'building', 'door', 'bridge', 'altar', 'grave']);
export const WALLED = new Set(['building', 'door', 'furnace']);
