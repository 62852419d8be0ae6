import { describe, expect, it } from 'vitest';
import type { PresentContext } from '../../rules/core/presentation';
import { presentationFor } from '../presentations';
import { INJURY } from './content';
import { addEnemies, given, setInjuriesIn, setResolveIn, stripGame, ZONE } from './fixture';
import { derelictPresentation } from './presentation';

// The presentation face (libs/engine/README.md step 7): zone targets, Health/Resolve/actions, figures, tokens.

describe('derelict presentation', () => {
  const game = stripGame({ party: ['captain', 'medic'] });
  const view = game.engine.view(game.state, 'heroes');
  const ctx: PresentContext = { view, board: game.engine.board, nameOf: (id) => id, tileName: (id) => id };

  it('is the registry\'s face for "derelict"', () => {
    expect(presentationFor('derelict')).toBe(derelictPresentation);
  });

  it('moves and attacks point at a zone on the board, worded with the zone\'s name (derelict.md §5.1, §5.2)', () => {
    const move = derelictPresentation.action('move');
    const attack = derelictPresentation.action('attack');
    const action = { type: 'move', side: 'heroes', unit: 'captain', zone: ZONE.b };
    expect(move?.target).toBe('zone');
    expect(move?.targetOf(action, ctx)).toEqual({ kind: 'zone', zone: ZONE.b, cell: { x: 2, y: 0 } });
    expect(move?.label(action, ctx)).toBe('Move to B (1 action)');
    const shot = { type: 'attack', side: 'heroes', unit: 'captain', weapon: 'pistol', zone: ZONE.b };
    expect(attack?.label(shot, ctx)).toBe('Attack B with the Pistol (1 action)');
    expect(attack?.odds?.(shot, ctx)).toBe('hits on 4+ with any of 2 dice (75%)');
  });

  it('names a door by the zones it joins, in the log and on the smash button (derelict.md §6.3)', () => {
    const line = derelictPresentation.describeEvent?.({ type: 'door-changed', door: 'door-ae', state: 'locked' }, ctx);
    expect(line).toBe('The door between A and E is locked.');
    expect(derelictPresentation.action('smash')?.label({ type: 'smash', side: 'heroes', unit: 'captain', door: 'door-df' }, ctx)).toBe('Smash the door between D and F (1 action, 0 damage so far)');
  });

  it('shows a survivor\'s Health, Resolve and actions left, and an enemy\'s Health and damage', () => {
    const captain = view.units.find((u) => u.id === 'captain');
    if (!captain) throw new Error('no captain');
    expect(derelictPresentation.stats(captain, view).map((s) => s.label).slice(0, 3)).toEqual(['Health', 'Resolve', 'Actions left']);
    expect(derelictPresentation.stats(captain, view)[1]?.value).toBe('10');
    const withJaeger = given(game.state, (d) => addEnemies(d, 'jaeger', ZONE.d));
    const jaeger = withJaeger.units.find((u) => u.kind === 'jaeger');
    if (!jaeger) throw new Error('no jaeger');
    expect(derelictPresentation.stats(jaeger)).toEqual([
      { label: 'Health', value: '2' },
      { label: 'Damage', value: '2' },
      { label: 'Actions', value: '2' },
    ]);
    expect(derelictPresentation.figure(jaeger).body).toBe('stalker');
    expect(derelictPresentation.figure(captain).body).toBe('humanoid');
  });

  it('reads Resolve and injuries from the core hero sheet the view carries (derelict.md §7.9.3, §7.10)', () => {
    const hurt = given(game.state, (d) => {
      setResolveIn(d, 'captain', 4);
      setInjuriesIn(d, 'captain', INJURY.head | INJURY.body);
    });
    const seen = game.engine.view(hurt, 'heroes');
    const captain = seen.units.find((u) => u.id === 'captain');
    if (!captain) throw new Error('no captain');
    const shown = derelictPresentation.stats(captain, seen);
    expect(shown.find((s) => s.label === 'Resolve')?.value).toBe('4');
    expect(shown.find((s) => s.label === 'Injuries')?.value).toBe('head, chest');
  });

  it('shows the survivor\'s sheet beside the unit when given the view: items, armour, Resolve cards by number only (derelict.md §3.2, §7.10)', () => {
    const dealt = stripGame({ party: ['captain'], resolveCards: true });
    const state = given(dealt.state, (d) => {
      const sheet = d.ext.sheets[0];
      if (sheet) Object.assign(sheet, { items: ['pistol', 'med-kit'], body: 'bastion-armour' });
    });
    const seen = dealt.engine.view(state, 'heroes');
    const captain = seen.units.find((u) => u.id === 'captain');
    if (!captain) throw new Error('no captain');
    const shown = derelictPresentation.stats(captain, seen);
    expect(shown.find((s) => s.label === 'Items')?.value).toBe('Pistol, Med Kit');
    expect(shown.find((s) => s.label === 'Body')?.value).toBe('Bastion Armour');
    const numbers = (state.ext.sheets[0]?.resolveCards ?? []).map((r) => r.at).join(', ');
    expect(shown.find((s) => s.label === 'Resolve cards')?.value).toBe(`${numbers} face down`);
  });

  it('shows the objectives a survivor carries on its card (derelict.md §3.8 Proposed: they take no space), and none when it carries none', () => {
    const state = given(game.state, (d) => {
      const sheet = d.ext.sheets.find((s) => s.unit === 'medic');
      if (sheet) Object.assign(sheet, { carrying: ['specimen', 'data-core'] });
    });
    const seen = game.engine.view(state, 'heroes');
    const medic = seen.units.find((u) => u.id === 'medic');
    const captain = seen.units.find((u) => u.id === 'captain');
    if (!medic || !captain) throw new Error('no survivors');
    expect(derelictPresentation.stats(medic, seen).find((s) => s.label === 'Carrying')?.value).toBe('Specimen, Data core');
    expect(derelictPresentation.stats(captain, seen).map((s) => s.label)).not.toContain('Carrying');
  });

  it('names its tokens and tracks the round, the event in play and the radar contacts', () => {
    expect(derelictPresentation.token('radar')?.label).toBe('Radar contact');
    expect(derelictPresentation.token('noise')?.label).toBe('Noise');
    expect(derelictPresentation.token('constructor')).toBeUndefined();
    expect(derelictPresentation.trackers(view).map((t) => t.label)).toEqual(['Round', 'Event', 'First player', 'Radar contacts', 'Noise tokens']);
  });

  it('words the log for players: zones by name, not squares; the First Player by name; the event card by name', () => {
    const describe = (event: Parameters<NonNullable<typeof derelictPresentation.describeEvent>>[0]) => derelictPresentation.describeEvent?.(event, ctx);
    expect(describe({ type: 'moved', unit: 'captain', path: [{ x: 0, y: 0 }, { x: 4, y: 1 }] })).toBe('captain moves to C.');
    expect(describe({ type: 'counter-changed', counter: 'firstPlayer', value: 23 })).toBe('medic takes the First Player token.');
    expect(describe({ type: 'card-drawn', deck: 'events', card: 'artificial-gravity-failure', secretFrom: null })).toBe('Event: Artificial Gravity Failure.');
    expect(describe({ type: 'card-drawn', deck: 'resolve', card: null, secretFrom: 'heroes' })).toBeNull();
    // A Resolve reward raises it and a treatment heals: the line says where the number stands (derelict.md §3.11, §7.9.3).
    expect(describe({ type: 'hero-sheet-changed', unit: 'captain', stat: 'resolve', value: 10 })).toBe("captain's Resolve is now 10.");
    expect(describe({ type: 'hero-sheet-changed', unit: 'captain', stat: 'injuries', value: 0 })).toBe('captain now bears 0 injuries.');
    // derelict.md §3.11: an Accomplishment is dealt face up, named as its card reads (the log said "strength in numbers").
    expect(describe({ type: 'card-drawn', deck: 'accomplishments', card: 'strength-in-numbers', secretFrom: null })).toBe('Accomplishment dealt: Strength in Numbers.');
  });

  it('previews from the view what the selected survivor sees and which enemies can strike it next Enemy Phase (sightPreview)', () => {
    const state = given(game.state, (d) => {
      addEnemies(d, 'jaeger', ZONE.b); // 1 zone away: moves in and attacks
      addEnemies(d, 'jaeger', ZONE.c); // 2 away: 2 actions are a move and an attack, not two moves
      addEnemies(d, 'icarus', ZONE.c); // 2 away: a move, then its acid from 1 zone away
    });
    const seenBy = game.engine.view(state, 'heroes');
    const preview = derelictPresentation.sightPreview?.(seenBy, game.engine.board, 'captain');
    const zonesSeen = new Set(preview?.seen.map((c) => game.engine.board.zones[game.engine.board.zoneOf[c.y * 8 + c.x] ?? -1]?.id));
    expect([...zonesSeen].sort()).toEqual([ZONE.b, ZONE.c, ZONE.d, ZONE.e]);
    const kindOf = (id: string) => state.units.find((u) => u.id === id);
    expect(preview?.threats.map((id) => `${kindOf(id)?.kind}@${kindOf(id)?.x}`).sort()).toEqual(['icarus@5', 'jaeger@2']);
  });
});
