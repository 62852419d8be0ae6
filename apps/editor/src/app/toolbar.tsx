import { useRef, useState } from 'react';

import { RULESETS, type RulesetId } from '../document/rulesets';

export interface ToolbarProps {
  readonly title: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly view: 'top-down' | 'perspective';
  /** The party sizes Playtest may use, the one picked (undefined: the default), and whether the mission suggests a party. */
  readonly playtestParty: { readonly sizes: readonly number[]; readonly size: number | undefined; readonly suggested: boolean };
  onPlaytestParty(size: number | undefined): void;
  onNew(ruleset: RulesetId): void;
  /** Missions a generator makes (a raid), offered in the New menu after the empty ones. */
  readonly generated?: readonly { readonly label: string; create(): void }[];
  onOpenFile(file: File): void;
  onExport(): void;
  onShare(): void;
  onUndo(): void;
  onRedo(): void;
  onPlaytest(): void;
  onToggleView(): void;
}

export function Toolbar(props: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [choosingRuleset, setChoosingRuleset] = useState(false);
  return (
    <header className="toolbar">
      <strong>Breachline Editor</strong>
      <span className="mission-title">{props.title}</span>
      <nav className="tools" aria-label="Mission">
        <span className="new-mission">
          <button type="button" onClick={() => setChoosingRuleset((open) => !open)} aria-expanded={choosingRuleset}>
            New
          </button>
          {choosingRuleset && (
            <span className="menu" role="menu" aria-label="Ruleset of the new mission">
              {RULESETS.map((ruleset) => (
                <button
                  key={ruleset.id}
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setChoosingRuleset(false);
                    props.onNew(ruleset.id);
                  }}
                >
                  {ruleset.name}
                </button>
              ))}
              {props.generated?.map((entry) => (
                <button
                  key={entry.label}
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setChoosingRuleset(false);
                    entry.create();
                  }}
                >
                  {entry.label}
                </button>
              ))}
            </span>
          )}
        </span>
        <button type="button" onClick={() => fileInput.current?.click()}>
          Open…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Mission file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) props.onOpenFile(file);
          }}
        />
        <button type="button" onClick={props.onExport}>
          Export
        </button>
        <button type="button" onClick={props.onShare}>
          Share
        </button>
        <button type="button" onClick={props.onUndo} disabled={!props.canUndo} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" onClick={props.onRedo} disabled={!props.canRedo} title="Redo (Ctrl+Shift+Z or Ctrl+Y)">
          Redo
        </button>
        <button type="button" onClick={props.onToggleView}>
          {props.view === 'top-down' ? '3D view' : 'Top-down view'}
        </button>
        <select
          aria-label="Playtest party"
          title="The heroes Playtest starts with"
          value={props.playtestParty.size ?? ''}
          onChange={(e) => props.onPlaytestParty(e.target.value === '' ? undefined : Number(e.target.value))}
        >
          <option value="">{props.playtestParty.suggested ? "Mission's party" : 'Largest party'}</option>
          {props.playtestParty.sizes.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 hero' : `${n} heroes`}
            </option>
          ))}
        </select>
        <button type="button" className="primary" onClick={props.onPlaytest}>
          Playtest
        </button>
      </nav>
    </header>
  );
}
