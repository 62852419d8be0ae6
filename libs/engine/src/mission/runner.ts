import { drawForKeep, keepOptions, settleKeep, type KeepResume } from './draw-keep';
import { giveOptions, isGiveChoice, nextGive, startGive, type GiveResume } from './give-choice';
import { setRule } from './rule-values';
import { openDecision } from '../rules/core/decisions';
import type { DecisionOption, PendingDecision } from '../rules/core/decision-state';
import type { Json } from '../rules/state/canonical-hash';
import { pickKind, pickOptions, playersPickField, withChosenPlace, type MissionResume, type PausedFrame } from './players-choose';
import type { Board } from '../board/board';
import type { GameState, GameStatus, Unit } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import type { Tx } from '../rules/core/tx';
import { unitById } from '../rules/units/unit-status';
import { setEntry } from '../rules/state/keyed';
import { holds } from './conditions';
import { describeCondition } from './describe-condition';
import { isCoreEffect, runCoreEffect } from './core-effects';
import type { EffectScope, MissionHooks } from './hooks';
import { actorOf, matches, SCHEMA_EVENTS_OF, type MatchEnv, type UnitInfo } from './match';
import { newMissionState, type MissionStartOptions, type MissionState } from './mission-state';
import { cellsOf, heroesOf, unitTypeOf, type PlaceEnv } from './places';
import { FIRINGS_PER_STEP, type MissionPlan } from './plan';
import type { Effect, RulesetEffect, Trigger, Who } from './vocabulary';

const PLAYING: GameStatus = { kind: 'playing' };
const NO_TRIGGERS: readonly Trigger[] = [];
const NO_UNITS: readonly Unit[] = [];

/** What the turn machine calls during one step (see `settle`). */
export interface MissionStep {
  /** Runs the triggers the step's new events set off, then stops. */
  afterStep(tx: Tx): void;
  /** The mission's own victory or defeat condition, asked when the ruleset says "playing". */
  outcome(state: GameState, board: Board): GameStatus;
}

/**
 * Runs a mission plan: after every step it matches the step's new domain events against the triggers
 * (document order), checks their conditions and runs their effects. Effects' events may fire further
 * triggers; a chain deeper than the plan's limit, or more than FIRINGS_PER_STEP firings in one step,
 * stops with a `trigger-cascade-stopped` event naming the trigger.
 */
export class MissionRunner {
  private readonly rosterNeeded: boolean;
  /** The triggers each core event type may set off, in document order (computed once: this runs after every step). */
  private readonly byEngineEvent = new Map<string, readonly Trigger[]>();
  /** The players' choice the trigger being run paused on, if any: its effects stop until the choice is made. */
  private paused: PendingDecision | null = null;

  constructor(
    readonly plan: MissionPlan,
    private readonly hooks: MissionHooks | undefined,
    private readonly rulesetId: string,
  ) {
    // Only kills take a unit out of the state before its triggers run: keep who it was only if a trigger listens.
    this.rosterNeeded =
      ['unit-killed', 'hero-dies'].some((name) => plan.byEvent.has(name)) || JSON.stringify([plan.triggers, plan.victory, plan.defeat]).includes('"heroes-dead"');
    for (const [type, names] of Object.entries(SCHEMA_EVENTS_OF)) {
      const indices = [...new Set(names.flatMap((name) => plan.byEvent.get(name) ?? []))].sort((a, b) => a - b);
      if (indices.length > 0) this.byEngineEvent.set(type, indices.map((i) => plan.triggers[i] as Trigger));
    }
  }

  /** Puts the mission's slice into a state being started (before `game-started`), with the campaign's flags. */
  init(tx: Tx, options: MissionStartOptions = {}): void {
    const disabled = this.plan.triggers.filter((t) => t.enabled === false).map((t) => t.id);
    const party = tx.state.units.filter((u) => u.side === 'heroes').length;
    const mission: MissionState = newMissionState(this.plan.objectives, disabled, party, options);
    tx.w.set(tx.state, 'mission', mission);
    for (const unit of tx.state.units) this.recordHealth(tx, unit.id, unit.kind, unit.health);
  }

  outcome(state: GameState, board: Board): GameStatus {
    if (!state.mission) return PLAYING;
    const env: PlaceEnv = { state, board: this.boardOf(state, board), hooks: this.hooks, actor: null };
    if (this.plan.defeat && holds(env, this.plan.defeat)) return { kind: 'lost', reason: describeCondition(this.plan.defeat, state.mission.objectives, env) };
    if (this.plan.victory && holds(env, this.plan.victory)) {
      const required = state.mission.objectives.filter((o) => !o.optional).map((o) => o.label);
      return { kind: 'won', reason: required.length > 0 ? required.join('; ') : 'The mission’s victory condition is met' };
    }
    return PLAYING;
  }

  /** A step's bookkeeping: which events are new, who the units were when it began. */
  begin(tx: Tx): MissionStep {
    // The units as the step began (a shallow copy: removal splices the list, never changes a unit's kind).
    const roster: readonly Unit[] = this.rosterNeeded ? tx.state.units.slice() : NO_UNITS;
    let cursor = tx.events.length;
    const depths: number[] = [];
    let firings = 0;
    let stopped = false;
    const unitInfo = (id: string): UnitInfo | undefined => {
      // Units that escaped or died stay in the state (not found by unitById): a trigger on their leaving still knows them.
      const unit = unitById(tx.state, id) ?? tx.state.units.find((u) => u.id === id) ?? roster.find((u) => u.id === id);
      if (!unit) return undefined;
      return { kind: this.hooks?.unitTypeOf ? this.hooks.unitTypeOf(unit.kind) : unit.kind, side: unit.side };
    };
    const afterStep = (stepTx: Tx): void => {
      if (!stepTx.state.mission) return;
      while (cursor < stepTx.events.length && !stopped) {
        const index = cursor++;
        const event = stepTx.events[index] as GameEvent;
        const depth = depths[index] ?? 0;
        this.track(stepTx, event, unitInfo);
        for (const trigger of this.candidates(event)) {
          if (stepTx.state.status.kind !== 'playing' || stopped) break;
          const env: MatchEnv = {
            state: stepTx.state,
            board: this.boardOf(stepTx.state, stepTx.board),
            hooks: this.hooks,
            // An event about no unit in particular (a tile placed, a door opened) was set off by the active unit.
            actor: actorOf(event) ?? stepTx.state.turn.actor,
            unitInfo,
            tileTags: this.plan.tileTags,
          };
          if (!this.ready(stepTx.state.mission, trigger) || !matches(env, trigger.on, event)) continue;
          if (trigger.if && !holds(env, trigger.if)) continue;
          if (depth >= this.plan.cascadeLimit || firings >= FIRINGS_PER_STEP) {
            stopped = true;
            stepTx.emit({
              type: 'trigger-cascade-stopped',
              trigger: trigger.id,
              depth,
              message: `Trigger "${trigger.id}" was stopped: triggers set each other off ${depth >= this.plan.cascadeLimit ? `more than ${this.plan.cascadeLimit} deep` : `more than ${FIRINGS_PER_STEP} times in one step`}.`,
            });
            break;
          }
          firings++;
          const before = stepTx.events.length;
          this.fire(stepTx, trigger, env.actor);
          for (let i = before; i < stepTx.events.length; i++) depths[i] = depth + 1;
        }
      }
      cursor = stepTx.events.length;
    };
    return { afterStep, outcome: (state, board) => this.outcome(state, board) };
  }

  private boardOf(state: GameState, base: Board): Board {
    return this.hooks?.boardOf?.(state, base) ?? base;
  }

  /** One event may stand for several schema events: their triggers in document order, each once. */
  private candidates(event: GameEvent): readonly Trigger[] {
    return this.byEngineEvent.get(event.type) ?? NO_TRIGGERS;
  }

  private ready(mission: MissionState, trigger: Trigger): boolean {
    return !mission.disabled.includes(trigger.id) && !(trigger.once && mission.fired.includes(trigger.id));
  }

  /** Tallies the conditions read (heroes dead or gone, starting health). */
  private track(tx: Tx, event: GameEvent, unitInfo: (id: string) => UnitInfo | undefined): void {
    const mission = tx.state.mission as MissionState;
    if (event.type === 'killed' && unitInfo(event.unit)?.side === 'heroes') {
      tx.w.set(mission, 'heroesDead', mission.heroesDead + 1);
    } else if (event.type === 'left-map') {
      tx.w.set(mission, 'heroesExited', mission.heroesExited + 1);
    } else if (event.type === 'spawned') {
      this.recordHealth(tx, event.unit.id, event.unit.kind, event.unit.health);
    }
  }

  private recordHealth(tx: Tx, id: string, kind: string, health: number): void {
    if (this.plan.healthTracked.has(this.hooks?.unitTypeOf?.(kind) ?? kind) && tx.state.mission) setEntry(tx.w, tx.state.mission.startHealth, id, health);
  }

  private fire(tx: Tx, trigger: Trigger, actor: string | null): void {
    const mission = tx.state.mission as MissionState;
    if (trigger.once) tx.w.push(mission.fired, trigger.id);
    tx.emit({ type: 'trigger-fired', trigger: trigger.id });
    this.runFrames(tx, trigger, [{ actor, effects: trigger.do }]);
  }

  /**
   * Resumes a trigger paused on a players' choice (`decision.owner` 'mission'): the chosen place goes where
   * the pick was, then the effects still to run, innermost list first.
   */
  resume(tx: Tx, decision: PendingDecision, option: DecisionOption): void {
    const data = decision.resume as unknown as MissionResume | KeepResume | GiveResume;
    if (data.kind === 'keep') {
      this.resumeKeep(tx, data, option);
      return;
    }
    if (data.kind === 'give') {
      this.resumeGive(tx, data, option);
      return;
    }
    const resume = data;
    const trigger = this.plan.triggers.find((t) => t.id === resume.trigger);
    const [first, ...outer] = resume.frames;
    if (!trigger || !first) return;
    const [effect, ...rest] = first.effects;
    const frames: PausedFrame[] = effect ? [{ actor: first.actor, effects: [withChosenPlace(effect, resume.field, option.value), ...rest] }, ...outer] : outer;
    this.runFrames(tx, trigger, frames);
  }

  /** Draws the cards of a draw-keep effect and asks which to keep; false when it cannot here (no such deck, or one secret from the heroes). */
  private drawKeep(tx: Tx, trigger: Trigger, actor: string | null, effects: readonly Effect[], index: number): boolean | 'paused' {
    const drawn = drawForKeep(tx, effects[index] as RulesetEffect);
    if (!drawn) return false;
    if (drawn.drawn.length <= drawn.keep) {
      settleKeep(tx, drawn.deck, drawn.drawn, []);
      return true;
    }
    const resume: KeepResume = { kind: 'keep', trigger: trigger.id, deck: drawn.deck, keep: drawn.keep, kept: [], left: drawn.drawn, frames: [{ actor, effects: effects.slice(index + 1) }] };
    this.paused = this.askKeep(tx, trigger, resume);
    return this.paused ? 'paused' : true;
  }

  private askKeep(tx: Tx, trigger: Trigger, resume: KeepResume): PendingDecision | null {
    const still = resume.keep - resume.kept.length;
    return openDecision(tx, {
      side: 'heroes',
      kind: 'card',
      prompt: `${trigger.label ?? trigger.id}: keep ${still === 1 ? 'one card' : `${still} cards`}`,
      options: keepOptions(resume.left),
      owner: 'mission',
      resume: resume as unknown as Json,
    });
  }

  /** One card chosen: ask for the next, or put the kept cards on top, discard the rest and run what follows. */
  private resumeKeep(tx: Tx, resume: KeepResume, option: DecisionOption): void {
    const trigger = this.plan.triggers.find((t) => t.id === resume.trigger);
    if (!trigger) return;
    const chosen = Number(option.id) - 1;
    const kept = [...resume.kept, String(option.value)];
    const left = resume.left.filter((_, i) => i !== chosen);
    if (kept.length < resume.keep && left.length > 0) {
      this.askKeep(tx, trigger, { ...resume, kept, left });
      return;
    }
    settleKeep(tx, resume.deck, kept, left);
    this.runFrames(tx, trigger, resume.frames);
  }

  /** A `give` the players choose (give-choice.ts): false when the ruleset hands out no items. */
  private give(tx: Tx, trigger: Trigger, actor: string | null, effects: readonly Effect[], index: number): boolean | 'paused' {
    if (this.hooks?.effects.has('give') !== true || !this.hooks.perform) return false;
    const scope = this.scope(tx, trigger.id, actor);
    const resume = startGive(tx, effects[index] as RulesetEffect, trigger.id, (who) => scope.heroesOf(who as Who), [{ actor, effects: effects.slice(index + 1) }]);
    return this.offerGive(tx, trigger, resume);
  }

  /** Asks the taker's choice, or hands over what needs no choice and goes on to the next hero; 'paused' while a choice waits. */
  private offerGive(tx: Tx, trigger: Trigger, first: GiveResume | null): true | 'paused' {
    let resume = first;
    while (resume) {
      if (resume.left.length > resume.keep - resume.kept.length) {
        const name = unitById(tx.state, resume.taker)?.name ?? resume.taker;
        this.paused = openDecision(tx, {
          side: 'heroes',
          kind: 'card',
          prompt: `${trigger.label ?? trigger.id}: ${name} takes one`,
          options: giveOptions(resume.left),
          owner: 'mission',
          resume: resume as unknown as Json,
        });
        if (this.paused) return 'paused';
      }
      for (const item of resume.left) this.handOver(tx, trigger, resume.taker, item);
      resume = nextGive(tx, { ...resume, kept: [...resume.kept, ...resume.left], left: [] });
    }
    return true;
  }

  /** One item chosen: the taker gets it; then the next choice, the rest handed on, and what follows the give. */
  private resumeGive(tx: Tx, resume: GiveResume, option: DecisionOption): void {
    const trigger = this.plan.triggers.find((t) => t.id === resume.trigger);
    if (!trigger) return;
    const item = String(option.value);
    this.handOver(tx, trigger, resume.taker, item);
    const chosen = Number(option.id) - 1;
    const left = resume.left.filter((_, i) => i !== chosen);
    if (resume.draw === null) {
      // Choose: the others take what is left, one each, in order; the rest is lost.
      resume.others.forEach((hero, i) => {
        const other = left[i];
        if (other !== undefined) this.handOver(tx, trigger, hero, other);
      });
    } else if (this.offerGive(tx, trigger, nextGive(tx, { ...resume, kept: [...resume.kept, item], left })) === 'paused') return;
    this.runFrames(tx, trigger, resume.frames);
  }

  /** The ruleset's own `give` of one item to one hero. */
  private handOver(tx: Tx, trigger: Trigger, hero: string, item: string): void {
    this.hooks?.perform?.(tx, { effect: 'give', item, to: 'actor' }, this.scope(tx, trigger.id, hero));
  }

  /** Runs effect lists one after the other; a choice opened in one keeps the lists after it for its resume. */
  private runFrames(tx: Tx, trigger: Trigger, frames: readonly PausedFrame[]): void {
    this.paused = null;
    frames.forEach((frame, i) => {
      if (this.paused) return;
      this.runEffects(tx, trigger, frame.actor, frame.effects);
      if (this.paused) this.keepForResume(tx, frames.slice(i + 1));
    });
    this.paused = null;
  }

  /** Adds effect lists to run after the paused trigger's current one (outer lists come after inner ones). */
  private keepForResume(tx: Tx, frames: readonly PausedFrame[]): void {
    if (!this.paused || frames.length === 0) return;
    const resume = this.paused.resume as unknown as MissionResume;
    tx.w.set(this.paused, 'resume', { ...resume, frames: [...resume.frames, ...frames] } as unknown as Json);
  }

  /** Asks the players to pick the place of `effect` (its `field`); false when there is nothing to ask (one place or none). */
  private askPlayers(tx: Tx, trigger: Trigger, actor: string | null, effects: readonly Effect[], index: number, field: string): boolean {
    const effect = effects[index] as Effect;
    const env: PlaceEnv = { state: tx.state, board: this.boardOf(tx.state, tx.board), hooks: this.hooks, actor };
    const options = pickOptions(env, effect, field);
    if (options.length < 2) return false;
    const resume: MissionResume = { trigger: trigger.id, field, frames: [{ actor, effects: effects.slice(index) }] };
    this.paused = openDecision(tx, {
      side: 'heroes',
      kind: pickKind(field),
      prompt: `${trigger.label ?? trigger.id}: ${pickKind(field) === 'place' ? 'choose where' : pickKind(field) === 'hero' ? 'choose who' : 'choose which enemy'}`,
      options,
      owner: 'mission',
      resume: resume as unknown as Json,
    });
    return this.paused !== null;
  }

  private runEffects(tx: Tx, trigger: Trigger, actor: string | null, effects: readonly Effect[]): void {
    const label = trigger.label ?? trigger.id;
    for (let index = 0; index < effects.length; index++) {
      const effect = effects[index] as Effect;
      if (tx.state.status.kind !== 'playing' || this.paused) return;
      const field = playersPickField(effect);
      if (field !== undefined && this.askPlayers(tx, trigger, actor, effects, index, field)) return;
      const scope = this.scope(tx, trigger.id, actor);
      // A ruleset may carry out a core word with its own pieces (derelict's noise tokens, injuries).
      if (isCoreEffect(effect) && this.hooks?.effects.has(effect.effect) !== true) {
        runCoreEffect(tx, effect, { ...scope, label, ...(this.hooks?.doorRules ? { doorRules: this.hooks.doorRules } : {}), nested: (nested, who = actor) => this.runEffects(tx, trigger, who, nested) });
        // A choice opened inside a roll's or test's branch: this list's remaining effects run after it.
        if (this.paused) this.keepForResume(tx, [{ actor, effects: effects.slice(index + 1) }]);
        continue;
      }
      // Past here: a ruleset's own word, or a core word the ruleset performs itself (as the hook receives it).
      const own = effect as RulesetEffect;
      let done: boolean;
      if (own.effect === 'draw-keep') {
        const outcome = this.drawKeep(tx, trigger, actor, effects, index);
        if (outcome === 'paused') return;
        done = outcome;
      } else if (isGiveChoice(own)) {
        const outcome = this.give(tx, trigger, actor, effects, index);
        if (outcome === 'paused') return;
        done = outcome;
      } else if (own.effect === 'set-rule') done = setRule(tx, this.hooks?.numericRules, own);
      else done = this.hooks?.effects.has(own.effect) === true && this.hooks.perform?.(tx, own, scope) === true;
      if (!done) {
        tx.emit({
          type: 'trigger-effect-unsupported',
          trigger: trigger.id,
          effect: effect.effect,
          ruleset: this.rulesetId,
          message:
            effect.effect === 'set-rule'
              ? `Trigger "${trigger.id}": the ${this.rulesetId} rules have no number "${String(effect['rule'])}" a trigger may change, so "set-rule" does nothing.`
              : `Trigger "${trigger.id}": the "${effect.effect}" effect is not supported by the ${this.rulesetId} rules here, so it does nothing.`,
        });
      }
    }
  }

  private scope(tx: Tx, trigger: string, actor: string | null): EffectScope {
    const env: PlaceEnv = { state: tx.state, board: this.boardOf(tx.state, tx.board), hooks: this.hooks, actor, pick: (items) => tx.random.pick(items) };
    return {
      trigger,
      actor,
      cellsOf: (place) => cellsOf(env, place),
      heroesOf: (who) => heroesOf(env, who).map((u) => u.id),
      unitTypeOf: (kind) => unitTypeOf(env, kind),
    };
  }
}
