// Generated from src/schemas/*.schema.json by scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate-types -w @breachline/scenario-schema`.

/**
 * @maxItems 16
 */
export type Tags = string[];
/**
 * A condition of the closed list; "all", "any" and "not" combine others.
 */
export type Condition =
  | AllCondition
  | AnyCondition
  | NotCondition
  | ObjectiveCondition
  | CounterCondition
  | CountCondition
  | DoorCondition
  | FeatureCondition
  | CarryingCondition
  | ActorCondition
  | AllHeroesInCondition
  | UnitHealthCondition
  | RoundCondition
  | PartySizeCondition
  | AlarmCondition
  | FlagCondition
  | HasItemCondition
  | CampaignCondition
  | VehicleCondition;
/**
 * A place on the board: "actor" (where the hero or unit that set the trigger off stands), a feature {"feature":  id}, a placed tile or one of its zones {"tile":  id, "zone":  name}, a cell {"x", "y"}, a place that follows a unit {"near":  unit id, "reach":  steps}, where an enemy of a type stands {"unit":  unit type}, or a pick among places {"pick":  "random" | "players" | "directional", "from":  [places]}.
 */
export type Place = 'actor' | FeaturePlace | TilePlace | CellPlace | UnitPlace | UnitTypePlace | PickPlace;
/**
 * Which heroes: "actor" (the one that set the trigger off), "all-heroes", "heroes-with-actor" (every hero in the actor's zone or cell), "random-hero", {"carrying":  feature id}, {"piloting":  vehicle feature id}, {"in":  place} or {"class":  hero class}, or {"pick":  "players", "from":  [who]} (the players choose one of those heroes).
 */
export type Who =
  | ('actor' | 'all-heroes' | 'heroes-with-actor' | 'random-hero')
  | CarrierWho
  | PilotWho
  | PlaceWho
  | ClassWho
  | PickWho;
/**
 * When a trigger fires: one event of the closed list.
 */
export type TriggerEvent =
  | MissionStartEvent
  | RoundStartEvent
  | RoundEndEvent
  | PhaseStartEvent
  | PhaseEndEvent
  | TurnStartEvent
  | TurnEndEvent
  | InteractEvent
  | CollectEvent
  | EnterEvent
  | SeeEvent
  | LeaveMapEvent
  | DoorChangedEvent
  | DestroyedEvent
  | UnitKilledEvent
  | UnitRevealedEvent
  | UnitDamagedEvent
  | HeroDiesEvent
  | NoiseEvent
  | ObjectiveDoneEvent
  | CounterChangedEvent
  | AlarmEvent
  | WaveStartEvent
  | WaveEndEvent
  | TilePlacedEvent;
/**
 * What a trigger does: one effect of the closed list.
 */
export type Effect =
  | SpawnEffect
  | NoiseEffect
  | UnlockEffect
  | LockEffect
  | OpenEffect
  | CloseEffect
  | SealEffect
  | RevealEffect
  | PlaceEffect
  | RemoveEffect
  | MoveEffect
  | CarryEffect
  | DropEffect
  | GiveEffect
  | TakeEffect
  | SetCounterEffect
  | AddCounterEffect
  | DamageEffect
  | ActionsEffect
  | EnemyStateEffect
  | RollEffect
  | MessageEffect
  | CompleteEffect
  | FailEffect
  | WinEffect
  | LoseEffect
  | EnableEffect
  | DisableEffect
  | SetOptionEffect
  | DeckEffect
  | BossCardEffect
  | AlarmEffect
  | FlagEffect
  | ChangeSideEffect
  | TestEffect
  | ForEachEffect
  | HealEffect
  | UnitFlagEffect
  | InjureEffect
  | GainResolveEffect
  | SetRuleEffect
  | DrawKeepEffect
  | ResolveTestEffect
  | LureEffect
  | PilotEffect;
/**
 * Gives items (from a deck or set-aside pile, if named) to heroes. With `choose` the players pick which of the listed items the first hero named by `to` takes, and the heroes named by `rest` take the others, one each (what is left is lost). With `draw` and `keep` each hero named by `to` in turn draws that many cards from `deck` (cards of the `redraw` kind are discarded and drawn again) and keeps `keep` of them, the players choosing; the rest are discarded.
 */
export type GiveEffect = (
  | {
      item: unknown;
    }
  | {
      choose: unknown;
    }
  | {
      draw: unknown;
      keep: unknown;
      deck: unknown;
    }
) & {
  effect: 'give';
  item?: string;
  /**
   * @minItems 2
   * @maxItems 6
   */
  choose?: string[];
  rest?: Who;
  draw?: number;
  keep?: number;
  /**
   * A card kind drawn again when drawn (derelict: "noise").
   */
  redraw?: string;
  count?: number;
  to?: Who;
  deck?: string;
  /**
   * Give one item picked at random from the deck instead of the item named.
   */
  random?: boolean;
};
/**
 * @minItems 0
 * @maxItems 32
 */
export type Effects = Effect[];

/**
 * The documents of the format: a mission and a built-in tile set.
 */
export interface SchemaRoots {
  mission?: Mission;
  tileSet?: TileSet;
  trigger?: Trigger;
}
/**
 * A Breachline mission: one self-contained JSON document of data, never code. Limits, part of the format: a mission file is at most 1 MiB (1,048,576 bytes of UTF-8), nests at most 64 levels deep and holds at most 200,000 values; every list and text below states its own maximum. `victory` says when the heroes win (besides a trigger's "win" effect; without it the ruleset's objective rules decide); `defeat` when they lose, besides the ruleset's own defeat (every hero dead) and a trigger's "lose" effect.
 */
export interface Mission {
  $schema?: string;
  format: 'breachline-mission';
  /**
   * The format version this document is written in. Older versions are migrated on load; saving always writes the latest.
   */
  schemaVersion: 1;
  id: string;
  ruleset: 'hive' | 'derelict' | 'boarding' | 'horde' | 'infiltration';
  meta: Meta;
  /**
   * Custom tiles defined by this mission (built-in tiles are placed by "<set id>/<tile id>" and need no definition).
   *
   * @maxItems 128
   */
  tiles?: Tile[];
  /**
   * The tiles on the board at the start. Exploration missions place only their starting tile(s) here.
   *
   * @minItems 1
   * @maxItems 256
   */
  layout: Placement[];
  exploration?: Exploration;
  /**
   * @maxItems 512
   */
  doors?: Door[];
  /**
   * @maxItems 1024
   */
  features?: Feature[];
  /**
   * Enemy miniatures already on the board at setup (ambushes, bosses, captives).
   *
   * @maxItems 256
   */
  units?: Unit[];
  /**
   * @maxItems 32
   */
  enemyPools?: EnemyPool[];
  /**
   * @maxItems 16
   */
  decks?: Deck[];
  /**
   * @maxItems 64
   */
  objectives?: Objective[];
  /**
   * @maxItems 64
   */
  counters?: Counter[];
  victory?: Condition;
  defeat?: Condition;
  /**
   * @maxItems 256
   */
  triggers?: Trigger[];
  /**
   * Ruleset options for this mission, e.g. { "solomonSpawning": false }. A playable ruleset's options are checked against its own schema (ruleset-options.schema.json, generated from the engine): only the options it knows, each with its own type and bounds.
   */
  options?: {
    [k: string]: boolean | number | string;
  };
  /**
   * Named ruleset modifiers: special rules that cannot be data, each offered by the mission's ruleset under an id with its own parameters, e.g. [{ "id": "boarding/door-break", "breakOn": 4 }]. A playable ruleset's modifiers are checked against its own schema (ruleset-options.schema.json, generated from the engine).
   *
   * @maxItems 16
   */
  rules?: {
    id: string;
    [k: string]: boolean | number | string;
  }[];
  /**
   * The heroes the game offers first for this mission, in start-square order.
   *
   * @maxItems 6
   */
  party?: HeroChoice[];
  /**
   * Editor-only data (view, notes, layers); the game ignores it.
   */
  editor?: {
    notes?: string;
    camera?: {
      x?: number;
      y?: number;
      zoom?: number;
      rotation?: number;
    };
  };
}
export interface Meta {
  title: string;
  author: string;
  briefing: string;
  difficulty: 'easy' | 'normal' | 'hard';
  heroes: {
    min: number;
    max: number;
    /**
     * Hero classes that must be in the party, e.g. ["engineer"].
     *
     * @maxItems 6
     */
    required?: string[];
  };
  /**
   * The rulebook's code for the mission, e.g. "CG01".
   */
  code?: string;
  /**
   * Expected playing time.
   */
  minutes?: number;
  campaign?: {
    id: string;
    name?: string;
    order: number;
  };
  tags?: Tags;
}
/**
 * A board tile authored once and placed by missions: rows of cells, the first row being the tile's north edge. Every coordinate here is tile-local (x = column, y = row) and turns with the tile. Limits: at most 64 rows of at most 64 cells.
 */
export interface Tile {
  /**
   * Unique id within the mission (or tile set), referenced by layout entries.
   */
  id: string;
  name?: string;
  description?: string;
  /**
   * Rows of equal length: '.' floor, '#' wall, 'x' impassable obstacle, ' ' void.
   *
   * @minItems 1
   * @maxItems 64
   */
  cells: string[];
  /**
   * Rows like `cells`: a letter per interior cell names the zone it belongs to; '.' (or no zones at all) makes the cell a zone of its own, as grid rulesets count.
   *
   * @maxItems 64
   */
  zones?: string[];
  /**
   * A name for each zone letter, e.g. { "a": "Operating theatre" }.
   */
  zoneNames?: {
    [k: string]: string;
  };
  /**
   * Whether each zone letter is a room or a corridor (zone rulesets search rooms only and spawn only into rooms), or an area inside one (infiltration moves area to area). A letter without a kind is a room, or an area when it has a parent.
   */
  zoneKinds?: {
    [k: string]: 'room' | 'corridor' | 'area';
  };
  /**
   * The room or corridor letter each area letter lies in: area ⊂ room or corridor ⊂ tile. A parent letter need not mark any cell itself; its cells are its areas'.
   */
  zoneParents?: {
    [k: string]: string;
  };
  /**
   * Walls on edges between two cells inside the tile, e.g. between two rooms.
   *
   * @maxItems 1024
   */
  walls?: TileEdge[];
  /**
   * Doors on edges between two cells inside the tile.
   *
   * @maxItems 64
   */
  doors?: TileDoor[];
  /**
   * Border edges that connect to a neighbouring tile. An edge between two tiles is open only when both tiles have an opening there; otherwise it is a wall unless a mission door stands on it.
   *
   * @maxItems 256
   */
  openings?: TileEdge[];
  /**
   * Places the tile offers for mission features (a search token, a spawn or entry point, an objective…).
   *
   * @maxItems 256
   */
  slots?: TileSlot[];
  /**
   * Free labels, e.g. "objective" for the hive's objective chambers, "corridor", "barracks".
   *
   * @maxItems 16
   */
  tags?: string[];
}
/**
 * The edge on `side` of tile cell (x, y).
 */
export interface TileEdge {
  x: number;
  y: number;
  side: 'north' | 'east' | 'south' | 'west';
}
/**
 * A door inside the tile on the edge on `side` of tile cell (x, y).
 */
export interface TileDoor {
  id?: string;
  x: number;
  y: number;
  side: 'north' | 'east' | 'south' | 'west';
}
/**
 * A cell of the tile where a feature of that type fits.
 */
export interface TileSlot {
  type: string;
  x: number;
  y: number;
}
export interface Placement {
  /**
   * Names this placed tile for triggers and places, e.g. "med-bay".
   */
  id?: string;
  /**
   * A custom tile of this mission by id, or a built-in tile as "<set id>/<tile id>".
   */
  tile: string;
  x: number;
  y: number;
  rotation: 0 | 90 | 180 | 270;
}
/**
 * Tiles drawn face down and placed as the heroes explore (the hive).
 */
export interface Exploration {
  /**
   * The board's fixed size in cells.
   */
  bounds: {
    width: number;
    height: number;
  };
  /**
   * @minItems 1
   * @maxItems 128
   */
  deck: {
    /**
     * A custom tile of this mission by id, or a built-in tile as "<set id>/<tile id>".
     */
    tile: string;
    count?: number;
  }[];
  /**
   * Shuffle the deck at setup, or draw it in the order listed.
   */
  order?: 'shuffled' | 'as-listed';
}
export interface Door {
  id?: string;
  x: number;
  y: number;
  side: 'north' | 'east' | 'south' | 'west';
  /**
   * The door's state at setup.
   */
  state?: 'open' | 'closed' | 'locked';
  /**
   * The door's noise value (infiltration).
   */
  noise?: number;
  /**
   * Doors with health can be attacked and destroyed.
   */
  health?: number;
  /**
   * Who can damage a door with health.
   */
  attackableBy?: 'any' | 'melee' | 'ranged' | 'vehicle';
  /**
   * Heroes leave the map through this door.
   */
  exit?: boolean;
  label?: string;
}
export interface Feature {
  id?: string;
  type:
    | 'start'
    | 'exit'
    | 'spawn'
    | 'entry'
    | 'objective'
    | 'search'
    | 'terminal'
    | 'switch'
    | 'radar'
    | 'item'
    | 'barracks'
    | 'guard-point'
    | 'secret-passage'
    | 'room-feature'
    | 'vehicle'
    | 'deployment'
    | 'marker';
  x: number;
  y: number;
  label?: string;
  color?: 'green' | 'blue' | 'red' | 'yellow' | 'white' | 'black';
  /**
   * A printed number, e.g. objective marker 1–5 or barracks letter order.
   */
  number?: number;
  /**
   * A level, e.g. an infiltration spawn token L1–L3.
   */
  level?: number;
  facing?: 'north' | 'east' | 'south' | 'west';
  /**
   * The enemy pool a radar/spawn slot draws from at setup.
   */
  pool?: string;
  /**
   * Features with health (terminals) can be attacked and destroyed.
   */
  health?: number;
  /**
   * Heroes can pick it up and carry it.
   */
  carryable?: boolean;
  /**
   * Heroes can hand it to each other.
   */
  tradeable?: boolean;
  burden?: Burden;
  /**
   * Who may interact with it and what it costs.
   */
  interact?: {
    /**
     * @minItems 1
     * @maxItems 6
     */
    classes?: string[];
    actions?: number;
  };
  /**
   * Used only when the party has at least this many heroes.
   */
  minHeroes?: number;
  /**
   * Not on the board at setup; a "place" effect puts it there.
   */
  hidden?: boolean;
  tags?: Tags;
}
/**
 * What carrying it costs its carrier (derelict): no dual wielding, at most `maxZonesPerTurn` zones moved a turn (doubled under Artificial Gravity Failure), and at most `groupLimit` features of its `group` carried at once.
 */
export interface Burden {
  noDualWield?: boolean;
  maxZonesPerTurn?: number;
  group?: string;
  groupLimit?: number;
}
export interface Unit {
  id?: string;
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  type: string;
  x: number;
  y: number;
  count?: number;
  state?: 'passive' | 'active' | 'inert' | 'offline';
  /**
   * By number of heroes: 3, 4 and 5+ (the last entry covers larger parties), or one value.
   *
   * @minItems 1
   * @maxItems 6
   */
  health?: number[];
  facing?: 'north' | 'east' | 'south' | 'west';
  minHeroes?: number;
}
/**
 * A set of enemy tokens: radar tokens, blips, spawn tokens, a wave roster… `byHeroes` gives a different set per party size. With `from`, the set is drawn at setup from another pool: the first token of each `include`d unit type, then `fill` more at random (CG11 "It's here…I think": the Titan and 2 others); the other pool keeps the rest.
 */
export interface EnemyPool {
  id: string;
  use: 'radar' | 'blips' | 'spawn' | 'wave' | 'reinforcements' | 'patrol';
  label?: string;
  /**
   * @maxItems 64
   */
  tokens?: PoolToken[];
  /**
   * @maxItems 6
   */
  byHeroes?: {
    heroes: HeroRange;
    /**
     * @minItems 1
     * @maxItems 64
     */
    tokens: PoolToken[];
  }[];
  /**
   * The pool this one's tokens are drawn from at setup.
   */
  from?: string;
  /**
   * Unit types whose first token in `from` is always drawn.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: An enemy unit type the ruleset knows (see unit-types.json).
   */
  include?: string[];
  /**
   * How many more tokens are drawn from `from` at random.
   */
  fill?: number;
}
/**
 * One kind of token in a pool: `copies` tokens, each holding `count` enemies of type `unit` (e.g. "4 Swarmer (x2)").
 */
export interface PoolToken {
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit: string;
  count?: number;
  copies?: number;
  /**
   * A boss's health.
   */
  health?: number;
  /**
   * Points, for wave budgets.
   */
  points?: number;
  level?: number;
}
export interface HeroRange {
  min: number;
  max: number;
}
/**
 * A ruleset deck as this mission changes it at setup: cards removed, added, or set aside in a named pile.
 */
export interface Deck {
  id: string;
  /**
   * The ruleset deck it starts from, e.g. "events", "items".
   */
  base: string;
  /**
   * @maxItems 32
   */
  remove?: CardFilter[];
  /**
   * @maxItems 32
   */
  add?: CardCount[];
  /**
   * @maxItems 32
   */
  setAside?: CardCount[];
}
/**
 * Which cards: one card by id, cards of a kind, cards naming a tile (`onTile`, a tile name such as "laboratory"), or cards naming a tile this mission does not use.
 */
export interface CardFilter {
  card?: string;
  kind?: string;
  onTile?: string;
  unusedTiles?: boolean;
}
export interface CardCount {
  card: string;
  count?: number;
}
export interface Objective {
  id: string;
  label: string;
  description?: string;
  kind?:
    | 'reach'
    | 'collect'
    | 'deliver'
    | 'interact'
    | 'destroy'
    | 'kill'
    | 'kill-all'
    | 'escort'
    | 'survive'
    | 'escape'
    | 'seize'
    | 'ruleset'
    | 'custom';
  /**
   * The feature this objective is about, if any.
   */
  feature?: string;
  count?: number;
  optional?: boolean;
}
export interface Counter {
  id: string;
  label?: string;
  initial?: number;
  /**
   * Shown to the players.
   */
  visible?: boolean;
}
/**
 * True when every condition listed is true.
 */
export interface AllCondition {
  test: 'all';
  /**
   * @minItems 1
   * @maxItems 16
   */
  conditions: Condition[];
}
/**
 * True when at least one condition listed is true.
 */
export interface AnyCondition {
  test: 'any';
  /**
   * @minItems 1
   * @maxItems 16
   */
  conditions: Condition[];
}
/**
 * True when the condition is false.
 */
export interface NotCondition {
  test: 'not';
  condition: Condition;
}
/**
 * The objective is in the state named.
 */
export interface ObjectiveCondition {
  test: 'objective';
  objective: string;
  state: 'open' | 'done' | 'failed';
}
/**
 * Compares a counter with a value (with `scale` "party-size": the value times the number of heroes the mission started with).
 */
export interface CounterCondition {
  test: 'counter';
  counter: string;
  /**
   * How to compare: = != < <= > >=.
   */
  op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  value: number;
  /**
   * Multiply `value` by the party size.
   */
  scale?: 'party-size';
}
/**
 * Counts units or heroes (optionally only those in a place, of a unit type or hero class) and compares the count with a value.
 */
export interface CountCondition {
  test: 'count';
  of: 'enemies' | 'enemy-tokens' | 'enemies-and-tokens' | 'heroes' | 'heroes-on-map' | 'heroes-exited' | 'heroes-dead';
  in?: Place;
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
  /**
   * Count those within this many zones or cells of `in`.
   */
  within?: number;
  /**
   * How to compare: = != < <= > >=.
   */
  op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  value: number;
}
/**
 * Where a feature is (or its carrier, when carried).
 */
export interface FeaturePlace {
  feature: string;
}
/**
 * A placed tile (by its layout id), or one zone of it (by zone letter or zone name); `rooms` limits it to its room zones.
 */
export interface TilePlace {
  tile: string;
  zone?: string;
  rooms?: boolean;
}
/**
 * A board cell.
 */
export interface CellPlace {
  x: number;
  y: number;
}
/**
 * A place that follows a unit: the cells within `reach` steps (king's moves; 0, the default, is its own cell) of the unit with this id (a mission unit's id or a hero's party id), wherever it is now; nowhere while it is off the board.
 */
export interface UnitPlace {
  near: string;
  reach?: number;
}
/**
 * Where the first enemy of this type on the board stands now (a zone ruleset: its whole zone), e.g. CG11's Titan; nowhere while none is on the board.
 */
export interface UnitTypePlace {
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit: string;
}
/**
 * One of several places, picked at random, by the players, or with the directional die; removed features are skipped.
 */
export interface PickPlace {
  pick: 'random' | 'players' | 'directional';
  /**
   * @minItems 1
   * @maxItems 12
   */
  from: Place[];
}
/**
 * The door is in the state named.
 */
export interface DoorCondition {
  test: 'door';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
  state: 'open' | 'closed' | 'locked' | 'sealed' | 'destroyed';
}
/**
 * The feature is in the state named.
 */
export interface FeatureCondition {
  test: 'feature';
  feature: string;
  state: 'present' | 'hidden' | 'carried' | 'removed' | 'destroyed' | 'revealed';
}
/**
 * The hero named by `who` (default: the actor) carries the feature.
 */
export interface CarryingCondition {
  test: 'carrying';
  feature: string;
  who?: Who;
}
/**
 * The hero carrying the feature.
 */
export interface CarrierWho {
  carrying: string;
}
/**
 * The hero piloting the vehicle (a feature of type "vehicle", e.g. derelict's Exo Loader).
 */
export interface PilotWho {
  piloting: string;
}
/**
 * Every hero in the place.
 */
export interface PlaceWho {
  in: Place;
}
/**
 * Every hero of the class.
 */
export interface ClassWho {
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class: string;
}
/**
 * The players choose one hero among those `from` names (a decision in the middle of the trigger; with one hero there is nothing to choose).
 */
export interface PickWho {
  pick: 'players';
  /**
   * @minItems 1
   * @maxItems 8
   */
  from: Who[];
}
/**
 * The hero or unit that set the trigger off is of the class named and/or stands in the place.
 */
export interface ActorCondition {
  test: 'actor';
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
  in?: Place;
}
/**
 * Every living hero still on the map stands in the place.
 */
export interface AllHeroesInCondition {
  test: 'all-heroes-in';
  place: Place;
}
/**
 * An enemy unit of that type is below the fraction of its starting health.
 */
export interface UnitHealthCondition {
  test: 'unit-health';
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit: string;
  below: number;
}
/**
 * Compares the round number with a value.
 */
export interface RoundCondition {
  test: 'round';
  /**
   * How to compare: = != < <= > >=.
   */
  op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  value: number;
}
/**
 * Compares the number of heroes the mission started with with a value.
 */
export interface PartySizeCondition {
  test: 'party-size';
  /**
   * How to compare: = != < <= > >=.
   */
  op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  value: number;
}
/**
 * Whether the alarm has been raised (infiltration).
 */
export interface AlarmCondition {
  test: 'alarm';
  raised: boolean;
}
/**
 * A flag (set by a "flag" effect, or by an earlier mission of the campaign) has the value named; an unset flag is false.
 */
export interface FlagCondition {
  test: 'flag';
  /**
   * A flag's name.
   */
  flag: string;
  /**
   * "mission" (the default): this mission only; "campaign": kept for the missions that follow.
   */
  scope?: 'mission' | 'campaign';
  is: boolean | number | string;
}
/**
 * A hero named by `who` (default: the actor) holds the item (an item card id, e.g. "med-kit"), so an action can require it.
 */
export interface HasItemCondition {
  test: 'has-item';
  item: string;
  who?: Who;
}
/**
 * Whether the game is a mission of a campaign (`is: true`) or played standalone (`is: false`), e.g. ROP18's "when not playing a campaign".
 */
export interface CampaignCondition {
  test: 'campaign';
  is: boolean;
}
/**
 * A vehicle feature (derelict's Exo Loader) has a pilot or not (`piloted`), is powered or not (`powered`), and stands in a place (`in`: its pilot, or the empty vehicle); each part given must hold.
 */
export interface VehicleCondition {
  test: 'vehicle';
  feature: string;
  piloted?: boolean;
  powered?: boolean;
  in?: Place;
}
/**
 * A mission trigger: on an event, if a condition holds, do effects. A closed vocabulary of data, never code.
 */
export interface Trigger {
  id: string;
  label?: string;
  on: TriggerEvent;
  if?: Condition;
  /**
   * @minItems 1
   * @maxItems 32
   */
  do: Effect[];
  /**
   * Fire at most once per mission.
   */
  once?: boolean;
  /**
   * A disabled trigger waits for an "enable" effect.
   */
  enabled?: boolean;
}
/**
 * Once, when the mission is set up, before the first round.
 */
export interface MissionStartEvent {
  event: 'mission-start';
}
/**
 * At the start of every round (or only of round `round`).
 */
export interface RoundStartEvent {
  event: 'round-start';
  round?: number;
}
/**
 * At the end of every round (or only of round `round`).
 */
export interface RoundEndEvent {
  event: 'round-end';
  round?: number;
}
/**
 * When a phase of the round begins.
 */
export interface PhaseStartEvent {
  event: 'phase-start';
  /**
   * A phase of the round; each ruleset names which of these it has.
   */
  phase: 'heroes' | 'enemies' | 'resolution' | 'events' | 'end';
}
/**
 * When a phase of the round ends.
 */
export interface PhaseEndEvent {
  event: 'phase-end';
  /**
   * A phase of the round; each ruleset names which of these it has.
   */
  phase: 'heroes' | 'enemies' | 'resolution' | 'events' | 'end';
}
/**
 * At the start of a hero's turn; `carrying` limits it to the carrier of that feature, `class` to heroes of that class.
 */
export interface TurnStartEvent {
  event: 'turn-start';
  carrying?: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * At the end of a hero's turn.
 */
export interface TurnEndEvent {
  event: 'turn-end';
  carrying?: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * A hero spends an Interact action on the feature (switch, terminal, objective…).
 */
export interface InteractEvent {
  event: 'interact';
  feature: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * A hero picks the feature up.
 */
export interface CollectEvent {
  event: 'collect';
  feature: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * A hero (or enemy, or anyone) enters the place.
 */
export interface EnterEvent {
  event: 'enter';
  place: Place;
  who?: 'hero' | 'enemy' | 'any';
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * A hero first gets line of sight to the place.
 */
export interface SeeEvent {
  event: 'see';
  place: Place;
}
/**
 * A hero leaves the map through an exit (any exit, or the exit feature named).
 */
export interface LeaveMapEvent {
  event: 'leave-map';
  feature?: string;
  carrying?: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * The door changes to the state named.
 */
export interface DoorChangedEvent {
  event: 'door-changed';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
  state: 'open' | 'closed' | 'locked' | 'sealed' | 'destroyed';
}
/**
 * A door or feature with health is reduced to 0 health.
 */
export interface DestroyedEvent {
  event: 'destroyed';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door?: string;
  feature?: string;
  by?: 'melee' | 'ranged' | 'vehicle' | 'any';
}
/**
 * An enemy unit (of type `unit`, if given) is killed.
 */
export interface UnitKilledEvent {
  event: 'unit-killed';
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
  /**
   * How a unit was killed: by an attack of a kind, or taken apart by a ruleset's procedure ("salvage": derelict's derelict/salvage modifier, CO14).
   */
  by?: 'melee' | 'ranged' | 'vehicle' | 'salvage' | 'any';
}
/**
 * A hidden enemy token (radar token, blip, spawn token) is revealed.
 */
export interface UnitRevealedEvent {
  event: 'unit-revealed';
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
}
/**
 * An enemy unit of type `unit` drops below `below` (a fraction of its starting health, e.g. 0.5).
 */
export interface UnitDamagedEvent {
  event: 'unit-damaged';
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit: string;
  below?: number;
}
/**
 * A hero dies; `carrying` limits it to the carrier of that feature.
 */
export interface HeroDiesEvent {
  event: 'hero-dies';
  carrying?: string;
  /**
   * A hero class or kind, e.g. "engineer".
   */
  class?: string;
}
/**
 * A noise of at least `atLeast` is made.
 */
export interface NoiseEvent {
  event: 'noise';
  /**
   * A noise level.
   */
  atLeast: number;
}
/**
 * The objective is completed.
 */
export interface ObjectiveDoneEvent {
  event: 'objective-done';
  objective: string;
}
/**
 * The counter changes value.
 */
export interface CounterChangedEvent {
  event: 'counter-changed';
  counter: string;
}
/**
 * The alarm is raised (infiltration).
 */
export interface AlarmEvent {
  event: 'alarm';
}
/**
 * A wave begins (horde); `wave` limits it to one wave.
 */
export interface WaveStartEvent {
  event: 'wave-start';
  wave?: number;
}
/**
 * A wave ends (horde).
 */
export interface WaveEndEvent {
  event: 'wave-end';
  wave?: number;
}
/**
 * An exploration tile is placed (only tiles with tag `tag`, if given).
 */
export interface TilePlacedEvent {
  event: 'tile-placed';
  tag?: string;
}
/**
 * Puts enemies on the board: a token drawn from a pool (hidden unless `revealed`), or the units listed.
 */
export interface SpawnEffect {
  effect: 'spawn';
  at: Place;
  pool?: string;
  /**
   * @minItems 1
   * @maxItems 16
   */
  units?: UnitCount[];
  revealed?: boolean;
  state?: 'passive' | 'active';
  /**
   * The spawned enemies act in the current enemy phase.
   */
  actsNow?: boolean;
}
/**
 * A number of enemies of one type.
 */
export interface UnitCount {
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit: string;
  count?: number;
  /**
   * Their health by party size: 3, 4 and 5+ heroes (the last entry covers larger parties), or one value (a boss that spawns in play, derelict).
   *
   * @minItems 1
   * @maxItems 6
   */
  health?: number[];
}
/**
 * Places a noise token; a permanent one is never cleared and, with `follows`, moves with that feature or its carrier, or with the unit of that type (CG11's Titan).
 */
export interface NoiseEffect {
  effect: 'noise';
  at: Place;
  /**
   * A noise level.
   */
  level: number;
  permanent?: boolean;
  /**
   * A feature id (its carrier) or an enemy unit type.
   */
  follows?: string;
}
/**
 * Unlocks the door (it becomes closed, or open where the ruleset has no closed doors).
 */
export interface UnlockEffect {
  effect: 'unlock';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
}
/**
 * Locks the door.
 */
export interface LockEffect {
  effect: 'lock';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
}
/**
 * Opens the door.
 */
export interface OpenEffect {
  effect: 'open';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
}
/**
 * Closes the door.
 */
export interface CloseEffect {
  effect: 'close';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
}
/**
 * Seals the door for good: it becomes a wall.
 */
export interface SealEffect {
  effect: 'seal';
  /**
   * A door: a mission door's id, or a tile's door as "<placed tile id>.<door id>", e.g. "side-room.side-room-door".
   */
  door: string;
}
/**
 * Reveals a hidden feature, or every hidden enemy token in a place.
 */
export interface RevealEffect {
  effect: 'reveal';
  feature?: string;
  in?: Place;
}
/**
 * Puts a hidden feature (one with "hidden":  true) on the board.
 */
export interface PlaceEffect {
  effect: 'place';
  feature: string;
}
/**
 * Removes a feature from the game, or the enemies and/or hidden enemy tokens in a place.
 */
export interface RemoveEffect {
  effect: 'remove';
  feature?: string;
  in?: Place;
  what?: 'enemies' | 'tokens' | 'enemies-and-tokens';
}
/**
 * Moves a feature token to a place, or a number of steps in a random direction (the directional die).
 */
export interface MoveEffect {
  effect: 'move';
  feature: string;
  to?: Place;
  steps?: number;
}
/**
 * The hero named by `who` (default: the actor) now carries the feature; it moves with them.
 */
export interface CarryEffect {
  effect: 'carry';
  feature: string;
  who?: Who;
}
/**
 * The carried feature is put down where its carrier stands.
 */
export interface DropEffect {
  effect: 'drop';
  feature: string;
}
/**
 * Takes items away from heroes.
 */
export interface TakeEffect {
  effect: 'take';
  item: string;
  count?: number;
  from?: Who;
}
/**
 * Sets a counter to a value.
 */
export interface SetCounterEffect {
  effect: 'set';
  counter: string;
  value: number;
}
/**
 * Adds a value (negative to subtract) to a counter.
 */
export interface AddCounterEffect {
  effect: 'add';
  counter: string;
  value: number;
}
/**
 * Heroes lose health and/or resolve; `attack` makes it an attack (armour saves and injuries apply).
 */
export interface DamageEffect {
  effect: 'damage';
  who: Who;
  health?: number;
  resolve?: number;
  attack?: boolean;
}
/**
 * Sets or changes the number of actions heroes have this turn.
 */
export interface ActionsEffect {
  effect: 'actions';
  who: Who;
  set?: number;
  add?: number;
}
/**
 * Changes the state of enemies (in a place and/or of a type).
 */
export interface EnemyStateEffect {
  effect: 'enemy-state';
  in?: Place;
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
  /**
   * "shut-down": stunned until it next activates, through the next Survivor Phase (derelict CO12/CO14 A little rusty).
   */
  state: 'passive' | 'active' | 'stunned' | 'shut-down' | 'inert';
}
/**
 * Rolls dice and applies the effects of the first outcome whose range holds the result.
 */
export interface RollEffect {
  effect: 'roll';
  dice: 'd3' | 'd6' | '2d6' | 'd66' | 'directional';
  /**
   * @minItems 1
   * @maxItems 12
   */
  outcomes: RollOutcome[];
}
/**
 * The effects applied when the roll is between `min` and `max` (inclusive).
 */
export interface RollOutcome {
  min: number;
  max: number;
  do: Effects;
}
/**
 * Shows a message to the players.
 */
export interface MessageEffect {
  effect: 'message';
  title?: string;
  text: string;
}
/**
 * Marks the objective as done.
 */
export interface CompleteEffect {
  effect: 'complete';
  objective: string;
}
/**
 * Marks the objective as failed.
 */
export interface FailEffect {
  effect: 'fail';
  objective: string;
}
/**
 * The heroes win the mission.
 */
export interface WinEffect {
  effect: 'win';
  text?: string;
}
/**
 * The heroes lose the mission.
 */
export interface LoseEffect {
  effect: 'lose';
  text?: string;
}
/**
 * Enables a trigger.
 */
export interface EnableEffect {
  effect: 'enable';
  trigger: string;
}
/**
 * Disables a trigger.
 */
export interface DisableEffect {
  effect: 'disable';
  trigger: string;
}
/**
 * Changes a ruleset option for the rest of the mission (for example to end a lasting event).
 */
export interface SetOptionEffect {
  effect: 'set-option';
  option: string;
  value: boolean | number | string;
}
/**
 * Removes matching cards from a deck, adds cards and/or shuffles it. On a starting deal (derelict's "starting-items"), a hero dealt a removed card takes the next added one instead (ROP18 "Lock and Load": swap the Pistol for the Shotgun).
 */
export interface DeckEffect {
  effect: 'deck';
  deck: string;
  remove?: CardFilter;
  /**
   * @minItems 1
   * @maxItems 16
   */
  add?: {
    card: string;
    count?: number;
  }[];
  shuffle?: boolean;
}
/**
 * Puts a named card from a boss's deck into play on that boss.
 */
export interface BossCardEffect {
  effect: 'boss-card';
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit: string;
  card: string;
}
/**
 * Raises the alarm (infiltration).
 */
export interface AlarmEffect {
  effect: 'alarm';
}
/**
 * Sets a flag, for this mission or for the campaign (true unless a value is given).
 */
export interface FlagEffect {
  effect: 'flag';
  /**
   * A flag's name.
   */
  flag: string;
  /**
   * "mission" (the default): this mission only; "campaign": kept for the missions that follow.
   */
  scope?: 'mission' | 'campaign';
  value?: boolean | number | string;
}
/**
 * Units change side (a turncoat, a freed prisoner): the heroes named by `who`, and/or the enemies of type `unit` (in a place, if given).
 */
export interface ChangeSideEffect {
  effect: 'change-side';
  who?: Who;
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
  in?: Place;
  side: 'heroes' | 'enemies';
}
/**
 * A test: roll `count` dice; a total of at least `atLeast` passes and applies `pass`, anything less applies `fail`.
 */
export interface TestEffect {
  effect: 'test';
  label?: string;
  dice: 'd3' | 'd6';
  count?: number;
  atLeast: number;
  pass?: Effects;
  fail?: Effects;
}
/**
 * Applies the effects once for each hero named by `heroes`, or for each enemy picked by `enemies`, each in turn as the actor. `enemies` may be {"pick":  "players", "from":  [enemy selector]}: the players choose one of the enemies those name (a decision in the middle of the trigger; with one enemy there is nothing to choose).
 */
export interface ForEachEffect {
  effect: 'for-each';
  heroes?: Who;
  enemies?: EnemySelector | PickEnemy;
  do: Effects;
}
/**
 * Enemies on the board: all of them, or those of type `unit` and/or in a place.
 */
export interface EnemySelector {
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
  in?: Place;
}
export interface PickEnemy {
  pick: 'players';
  /**
   * @minItems 1
   * @maxItems 8
   */
  from: EnemySelector[];
}
/**
 * Heroes regain health, up to what they started with.
 */
export interface HealEffect {
  effect: 'heal';
  who: Who;
  health: number;
}
/**
 * Gives units a behaviour flag (or takes it away with `value` false): "unkillable" units are hurt down to 1 health but never removed; "must-move-toward" units may only take steps that bring them nearer the `toward` place (by path; walls and closed doors block); "guarded" units cannot be targeted while another, unguarded enemy shares their zone (derelict). The heroes named by `who`, and/or the enemies of type `unit` (in a place).
 */
export interface UnitFlagEffect {
  effect: 'unit-flag';
  flag: 'unkillable' | 'must-move-toward' | 'guarded';
  toward?: Place;
  value?: boolean;
  who?: Who;
  /**
   * An enemy unit type the ruleset knows (see unit-types.json).
   */
  unit?: string;
  in?: Place;
}
/**
 * Heroes suffer lasting injuries (a hero-sheet value; kept in the unit's "injuries" stat until the core has a hero sheet).
 */
export interface InjureEffect {
  effect: 'injure';
  who: Who;
  injuries?: number;
  /**
   * Where the injury is (derelict's dashboard: head, body, leg) instead of a roll of the injury die.
   */
  location?: 'head' | 'body' | 'leg';
  /**
   * No Med Kit or Medic heals it this mission (CG07's wound).
   */
  unhealable?: boolean;
}
/**
 * Heroes gain (or, negative, lose) resolve, never below 0 (a hero-sheet value; kept in the unit's "resolve" stat until the core has a hero sheet).
 */
export interface GainResolveEffect {
  effect: 'gain-resolve';
  who: Who;
  resolve: number;
}
/**
 * Changes a number of the ruleset's rules for the rest of the mission: an action's cost or a roll's threshold. The rule must be one the mission's ruleset declares (boarding: "door-ap", the AP to open or close a door; "door-break", the close-assault roll that breaks one); `value` sets it, else `add` changes it (neither: it stays), kept within the ruleset's bounds.
 */
export interface SetRuleEffect {
  effect: 'set-rule';
  rule: string;
  value?: number;
  add?: number;
}
/**
 * Draws `draw` cards from one of the game's decks; the players keep `keep` of them, choosing one at a time, and the rest are discarded. Kept cards go back on top of the draw pile, the first kept on top, so the next draws take them. A deck whose draws are secret from the heroes cannot be used.
 */
export interface DrawKeepEffect {
  effect: 'draw-keep';
  deck: string;
  draw: number;
  keep: number;
}
/**
 * Each hero named makes a Resolve test (derelict.md §7.10: 2d6 at or above the hero's Resolve fails and costs 1 Resolve; at Resolve 0 it costs 1 Health instead).
 */
export interface ResolveTestEffect {
  effect: 'resolve-test';
  who: Who;
}
/**
 * In the next enemy phase every passive enemy and passive radar token steps 1 zone toward the (first) hero named instead of wandering; active ones act as usual (derelict).
 */
export interface LureEffect {
  effect: 'lure';
  toward: Who;
}
/**
 * Puts the (first) hero named into the vehicle as its pilot (CG11 "Lock and Loader"); the vehicle moves to where its pilot stands.
 */
export interface PilotEffect {
  effect: 'pilot';
  vehicle: string;
  who: Who;
}
export interface HeroChoice {
  id: string;
  kind: string;
  name: string;
}
/**
 * A built-in set of tiles for one ruleset. Missions place its tiles as "<set id>/<tile id>". Limits: at most 128 tiles.
 */
export interface TileSet {
  $schema?: string;
  format: 'breachline-tileset';
  schemaVersion: 1;
  id: string;
  ruleset: 'hive' | 'derelict' | 'boarding' | 'horde' | 'infiltration';
  name: string;
  description?: string;
  /**
   * @minItems 1
   * @maxItems 128
   */
  tiles: Tile[];
}
