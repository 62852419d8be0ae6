import { describe, expect, it } from 'vitest';
import type { Board } from '../board/board';
import type { GameView } from '../rules/hidden/view';
import { cellName, type PresentContext, type ShownAction } from '../rules/core/presentation';
import { boardingFixture, room, setCp } from './boarding/fixture';
import { hiveTestGame, HUB_ORIGIN } from './hive/testing/fixture';
import { presentationFor } from './presentations';
import { BLANK_SHEET } from '../rules/heroes/hero-sheet';
import type { HeroSheet } from '../rules/heroes/hero-sheet-state';
import { RULESET_IDS, rulesetFor } from './registry';

const context = (view: GameView, board: Board, tiles: Record<string, string> = {}): PresentContext => ({
  view,
  board,
  nameOf: (id) => view.units.find((u) => u.id === id)?.name ?? id,
  tileName: (id) => tiles[id] ?? id,
});

describe('presentationFor', () => {
  it('finds each ruleset by id, and nothing of Object.prototype for a hostile id', () => {
    expect(presentationFor('boarding').name).toBe('Boarding action');
    expect(presentationFor('hive').name).toBe('Hive crawl');
    const hostile = presentationFor('constructor');
    expect(hostile.name).toBe('Constructor');
    expect(hostile.action('toString')?.target).toBe('none');
  });

  it('is the face each registered ruleset is defined with (one face per ruleset, looked up without loading the rules)', () => {
    for (const id of RULESET_IDS) expect(presentationFor(id), id).toBe(rulesetFor(id)?.presentation);
  });

  it('names squares as players read a board, beyond Z too (boards up to 48 wide)', () => {
    expect(cellName({ x: 0, y: 0 })).toBe('A1');
    expect(cellName({ x: 2, y: 3 })).toBe('C4');
    expect(cellName({ x: 26, y: 4 })).toBe('AA5');
    expect(cellName({ x: 47, y: 47 })).toBe('AV48');
  });
});

describe('boarding presentation', () => {
  const face = presentationFor('boarding');
  const start = () => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 4, facing: 0 }, { id: 'u', x: 1, y: 1, facing: 1 }], bugs: [{ x: 4, y: 1, facing: 2 }] });
    setCp(f, 2);
    f.act({ type: 'activate', side: 'heroes', unit: 't' });
    const ctx = context(f.engine.view(f.state, 'heroes') as GameView, f.board);
    const legal = f.engine.legalActions(f.state) as unknown as ShownAction[];
    return { f, ctx, legal };
  };

  it('says which way each turn goes and what it costs (boarding.md §5.1)', () => {
    const { ctx, legal } = start();
    const turns = legal.filter((a) => a.type === 'turn' && a['unit'] === 't').map((a) => face.action(a.type)?.label(a, ctx));
    expect(turns).toEqual(expect.arrayContaining(['Turn right to face east (1 AP)', 'Turn left to face west (1 AP)', 'Turn about to face south (2 AP)']));
  });

  it("finds a move's destination square in its `to` (a move carries no path), so squares can be clicked (§5.2)", () => {
    const { ctx, legal } = start();
    const move = legal.find((a) => a.type === 'move' && a['unit'] === 't' && (a['to'] as { y: number }).y === 3) as ShownAction;
    const moveFace = face.action('move');
    expect(moveFace?.primary).toBe(true);
    expect(moveFace?.targetOf(move, ctx)).toMatchObject({ kind: 'cell', cell: { x: 4, y: 3 } });
    expect(moveFace?.label(move, ctx)).toBe('Step forward to E4 (1 AP)');
  });

  it('prices another trooper’s action in command points (§5.3)', () => {
    const { ctx, legal } = start();
    const other = legal.find((a) => a.type === 'turn' && a['unit'] === 'u') as ShownAction;
    expect(face.action('turn')?.label(other, ctx)).toMatch(/\(\d CP\)$/);
  });

  it('names the bug a shot aims at, with the kill chance before committing (§7.1: 2D6, a 6 kills)', () => {
    const { ctx, legal } = start();
    const fire = legal.find((a) => a.type === 'fire' && a['unit'] === 't') as ShownAction;
    const fireFace = face.action('fire');
    expect(fireFace?.targetOf(fire, ctx)).toMatchObject({ kind: 'unit', unit: 'bug-x1', cell: { x: 4, y: 1 } });
    expect(fireFace?.label(fire, ctx)).toBe('Fire at Bug 1 at E2 (1 AP)');
    expect(fireFace?.odds?.(fire, ctx)).toBe('kills on 6+ with any of 2 dice (31%)');
  });

  it('shows named stats, never raw codes or internal counters', () => {
    const { f } = start();
    const shown = face.stats(f.unit('t'), f.engine.view(f.state, 'heroes') as GameView).map((s) => `${s.label} ${s.value}`);
    expect(shown).toEqual(expect.arrayContaining(['Facing north', 'Weapon Blaster']));
    expect(shown.join(' ')).not.toMatch(/pair|weapon 0|reloads 0|ammo 0/);
  });

  it('words command points in the log, not by the counter id "cp" (§5.3)', () => {
    const { ctx } = start();
    expect(face.describeEvent?.({ type: 'counter-changed', counter: 'cp', value: 3 }, ctx)).toBe('Command points: 3.');
  });

  it('draws troopers, bugs and blips as themselves', () => {
    const { f } = start();
    expect(face.figure(f.unit('t')).body).toBe('armoured');
    expect(face.figure(f.unit('bug-x1')).body).toBe('stalker');
    expect(face.figure({ ...f.unit('bug-x1'), kind: 'blip' }).body).toBe('blip');
  });
});

describe('hive presentation', () => {
  const face = presentationFor('hive');

  it('names which bug an attack aims at and its chance, so twenty attacks are twenty different buttons (hive.md §7.1)', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: HUB_ORIGIN.x + 2, y: HUB_ORIGIN.y + 2 } }],
      bugs: [
        { kind: 'small', at: { x: HUB_ORIGIN.x + 1, y: HUB_ORIGIN.y + 2 } },
        { kind: 'small', at: { x: HUB_ORIGIN.x + 3, y: HUB_ORIGIN.y + 2 } },
      ],
    });
    const view = game.engine.view(game.state, 'heroes') as GameView;
    const ctx = context(view, game.view().board);
    const attacks = (game.engine.legalActions(game.state) as unknown as ShownAction[]).filter((a) => a.type === 'attack');
    const labels = attacks.map((a) => face.action('attack')?.label(a, ctx));
    expect(new Set(labels).size).toBe(2);
    expect(labels).toEqual(expect.arrayContaining([`Attack Small bug at ${cellName({ x: HUB_ORIGIN.x + 1, y: HUB_ORIGIN.y + 2 })}`]));
    expect(face.action('attack')?.odds?.(attacks[0] as ShownAction, ctx)).toBe('hits on 4+ (50%)');
  });

  it('logs a drawn tile by the name the editor shows, not its id', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: HUB_ORIGIN.x + 2, y: HUB_ORIGIN.y + 2 } }] });
    const view = game.engine.view(game.state, 'heroes') as GameView;
    const ctx = context(view, game.view().board, { 'hive/hive-straight-ribbed': 'Ribbed straight' });
    const line = face.describeEvent?.({ type: 'card-drawn', deck: 'tiles', card: 'hive/hive-straight-ribbed', secretFrom: null }, ctx);
    expect(line).toBe('A tile is drawn: Ribbed straight.');
  });

  it('shows health out of its maximum and hides the bookkeeping counters', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: HUB_ORIGIN.x + 2, y: HUB_ORIGIN.y + 2 } }] });
    const jane = game.state.units.find((u) => u.id === 'jane');
    if (!jane) throw new Error('no Jane');
    const shown = face.stats(jane, game.engine.view(game.state, 'heroes') as GameView).map((s) => `${s.label} ${s.value}`);
    expect(shown).toContain('Health 6/6');
    expect(shown.join(' ')).not.toMatch(/maxHealth|ljUsed|healed|moved|Items/);
  });

  it("lists the items on the hero's sheet, read from the side's view (hive.md §5: a search adds an item card to the inventory)", () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: HUB_ORIGIN.x + 2, y: HUB_ORIGIN.y + 2 } }] });
    const jane = game.state.units.find((u) => u.id === 'jane');
    if (!jane) throw new Error('no Jane');
    const view = game.engine.view(game.state, 'heroes') as GameView;
    const sheets = Object.assign(Object.create(null) as Record<string, HeroSheet>, { jane: { ...BLANK_SHEET, items: ['medkit', 'extra-magazine'] } });
    const shown = face.stats(jane, { ...view, heroSheets: sheets }).map((s) => `${s.label} ${s.value}`);
    expect(shown).toContain('Items medkit, extra magazine');
  });
});
