import { cellName, type GameEvent, type PresentContext, type RulesetPresentation } from '@breachline/engine';

/** A unit's display name from its id (ids are what events carry). */
export type NameOf = (unitId: string) => string;

const humanise = (id: string) => id.replace(/[-_#]/g, ' ');
/** A square in words, as the action bar names it ("C4"); units and tokens waiting off the board stand at (-1, -1). */
const cell = (c: { x: number; y: number }) => cellName(c);

/** The ruleset's own phrasing, and what it reads (tile names among it). */
export interface EventWords {
  readonly face: RulesetPresentation;
  readonly ctx: PresentContext;
}

/** "A blip token", "A search token" (not "search token token"), "An objective marker". */
function aToken(label: string): string {
  const noun = /\b(token|marker)$/.test(label) ? label : `${label} token`;
  return `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun}`;
}

/**
 * One line of the event log, in words; undefined for bookkeeping a reader does not need
 * (an activation ending, a reaction window closing without use). The ruleset's face words its own
 * events first (a drawn tile by its name); the rest read the same in every ruleset.
 */
export function describeEvent(event: GameEvent, nameOf: NameOf, words?: EventWords): string | undefined {
  const own = words?.face.describeEvent?.(event, words.ctx);
  if (own !== undefined) return own ?? undefined;
  const token = (kind: string) => aToken(words?.face.token(kind)?.label.toLowerCase() ?? humanise(kind));
  switch (event.type) {
    case 'game-started':
      return 'The mission begins.';
    case 'round-started':
      return `Round ${event.round} begins.`;
    case 'phase-changed':
      return `${humanise(event.phase).replace(/^./, (c) => c.toUpperCase())} phase${event.side ? ` (${event.side})` : ''}.`;
    case 'activated':
      return `${nameOf(event.unit)} acts.`;
    case 'activation-ended':
    case 'reaction-closed':
      return undefined;
    case 'reaction-opened':
      return `The ${event.side} may react (${humanise(event.kind)}).`;
    case 'moved': {
      const end = event.path.at(-1);
      return end ? `${nameOf(event.unit)} moves ${event.path.length - 1 === 1 ? '1 square' : `${Math.max(0, event.path.length - 1)} squares`} to ${cell(end)}.` : undefined;
    }
    case 'dice-rolled':
      return `${event.by ? `${nameOf(event.by)} rolls` : 'Rolled'} for ${humanise(event.purpose)}: ${event.dice.map((d) => d.label).join(' ')}${event.dice.length > 1 ? ` (total ${event.total})` : ''}.`;
    case 'hit':
      return `${nameOf(event.unit)} is hit${event.by ? ` by ${nameOf(event.by)}` : ''} for ${event.damage}${event.health > 0 ? `, ${event.health} left` : ''}.`;
    case 'missed':
      return `${event.by ? `${nameOf(event.by)} misses` : 'A miss on'} ${nameOf(event.unit)}.`;
    case 'killed':
      return `${nameOf(event.unit)} is killed${event.by ? ` by ${nameOf(event.by)}` : ''}.`;
    case 'spawned':
      return event.unit.x < 0 ? `${event.unit.name} waits off the board.` : `${event.unit.name} appears at ${cell(event.unit)}.`;
    case 'token-placed':
      return event.x < 0 ? `${token(event.kind)} waits off the board.` : `${token(event.kind)} is placed at ${cell(event)}.`;
    case 'token-removed':
      return undefined;
    case 'revealed':
      return `${token(event.kind)} is revealed.`;
    case 'noise-placed':
      return `Noise ${event.level} at ${cell(event)}.`;
    case 'door-opened':
      return `A door opens.`;
    case 'door-closed':
      return `A door closes.`;
    case 'tile-placed':
      return `${words ? words.ctx.tileName(event.tile) : 'A new tile'} is revealed at ${cell(event)}.`;
    case 'card-drawn':
      return `A card is drawn from the ${humanise(event.deck)} deck${event.card ? `: ${humanise(event.card)}` : ''}.`;
    case 'card-discarded':
      return undefined;
    case 'deck-reshuffled':
      return `The ${humanise(event.deck)} deck is reshuffled${event.burned ? ` and ${humanise(event.burned)} is burned` : ''}.`;
    case 'counter-changed':
      return `${humanise(event.counter).replace(/^./, (c) => c.toUpperCase())}: ${event.value}.`;
    case 'message':
      return event.title === undefined ? event.text : `${event.title}: ${event.text}`;
    // What mission triggers listen for and do (libs/engine/src/mission).
    case 'round-ended':
    case 'phase-ended':
    case 'trigger-fired':
    case 'flag-set':
      return undefined;
    case 'interacted':
      return `${nameOf(event.unit)} uses ${humanise(event.feature)}.`;
    case 'collected':
      return `${nameOf(event.unit)} picks up ${humanise(event.feature)}.`;
    case 'left-map':
      return `${nameOf(event.unit)} leaves the map.`;
    case 'door-changed':
      return `Door ${humanise(event.door)} is ${event.state}.`;
    case 'feature-destroyed':
      return `${humanise(event.feature).replace(/^./, (c) => c.toUpperCase())} is destroyed.`;
    case 'alarm-raised':
      return 'The alarm is raised!';
    case 'wave-started':
      return `Wave ${event.wave} begins.`;
    case 'wave-ended':
      return `Wave ${event.wave} ends.`;
    case 'objective-changed':
      return `Objective ${event.state === 'open' ? 'reopened' : event.state}: ${event.label}.`;
    case 'side-changed':
      return `${nameOf(event.unit)} now fights for the ${event.side}.`;
    case 'healed':
      return `${nameOf(event.unit)} regains ${event.amount} health.`;
    case 'hero-sheet-changed':
      if (event.stat === 'level') return `${nameOf(event.unit)} is now level ${event.value}.`;
      return `${nameOf(event.unit)} now has ${event.value} ${event.stat === 'injuries' ? (event.value === 1 ? 'injury' : 'injuries') : event.stat === 'xp' ? 'XP' : 'resolve'}.`;
    case 'rule-changed':
      return `The rules change: ${humanise(event.rule)} is now ${event.value}.`;
    case 'decision-opened':
      return `${event.prompt}: ${event.options.map((o) => o.label).join(', ')}.`;
    case 'decision-made':
      return `Chosen: ${event.label}.`;
    case 'test-made':
      return `${event.label ?? 'Test'}: ${event.total} against ${event.atLeast}, ${event.passed ? 'passed' : 'failed'}.`;
    case 'trigger-cascade-stopped':
    case 'trigger-effect-unsupported':
      return event.message;
    case 'game-over':
      return `${event.status.kind === 'won' ? 'Victory' : 'Defeat'}: ${event.status.reason}`;
  }
}
