import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// These tests lint code as if it lived in a project, with that project's real lint config,
// to prove the architecture's boundaries are enforced and not only written down.
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

// Each lint builds ESLint with the Nx project graph: seconds on a loaded 2-core machine, not milliseconds.
vi.setConfig({ testTimeout: 30_000 });

async function lintAs(projectDir: string, file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: join(workspaceRoot, projectDir) });
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, projectDir, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('lint rules of libs/engine', () => {
  it('accept pure rules code', async () => {
    const code = "import { STEP } from './board/direction';\nexport const east = STEP.east.dx + 1;\n";
    expect(await lintAs('libs/engine', 'src/pure.ts', code)).toEqual([]);
  });

  it.each([
    ['three', "import { Vector3 } from 'three';\nexport const v = new Vector3();\n"],
    ['react', "import { useState } from 'react';\nexport const hook = useState;\n"],
    ['@react-three/fiber', "import { Canvas } from '@react-three/fiber';\nexport const c = Canvas;\n"],
    ['zustand', "import { create } from 'zustand';\nexport const store = create;\n"],
    ['ajv', "import Ajv from 'ajv';\nexport const validator = Ajv;\n"],
  ])('reject an import of %s', async (pkg, code) => {
    const messages = await lintAs('libs/engine', 'src/leak.ts', code);
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^@nx/enforce-module-boundaries: .*${pkg.replace('/', '\\/')}`))]);
  });

  it('reject an import of another workspace project', async () => {
    const messages = await lintAs('libs/engine', 'src/leak.ts', "import { palette } from '@breachline/board-view';\nexport const p = palette;\n");
    // Nx reports the cycle this would create (board-view depends on the engine) before the tag rule.
    expect(messages).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: .*@breachline\/engine -> @breachline\/board-view/)]);
  });

  it.each([
    ['Math.random', 'export const roll = Math.random();\n', 'no-restricted-properties'],
    ['Date.now', 'export const now = Date.now();\n', 'no-restricted-properties'],
    ['new Date', 'export const now = new Date();\n', 'no-restricted-syntax'],
    ['document', 'export const title = document.title;\n', 'no-restricted-globals'],
    ['window', 'export const width = window.innerWidth;\n', 'no-restricted-globals'],
  ])('reject %s', async (_name, code, rule) => {
    expect(await lintAs('libs/engine', 'src/impure.ts', code)).toEqual([expect.stringMatching(new RegExp(`^${rule}: `))]);
  });

  it('allow Math.random in a test file, where fuzzing may use it', async () => {
    expect(await lintAs('libs/engine', 'src/fuzz.spec.ts', 'export const roll = Math.random();\n')).toEqual([]);
  });
});

describe('lint rules of libs/ai', () => {
  it('reject Math.random and an import of react', async () => {
    const messages = await lintAs('libs/ai', 'src/bot.ts', "import { useState } from 'react';\nexport const pick = [useState, Math.random()];\n");
    expect(messages).toEqual([
      expect.stringMatching(/^@nx\/enforce-module-boundaries: .*react/),
      expect.stringMatching(/^no-restricted-properties: /),
    ]);
  });
});

describe('lint rules of the dependency direction', () => {
  it('reject a static import of board-view in an app that lazy-loads it (three.js must stay out of the first download)', async () => {
    const messages = await lintAs('apps/game', 'src/app/eager.ts', "import { palette } from '@breachline/board-view';\nexport const p = palette;\n");
    expect(messages).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: Static imports of lazy-loaded libraries are forbidden/)]);
  });

  it('reject board-view importing the scenario schema (board-view depends on the engine only)', async () => {
    const messages = await lintAs('libs/board-view', 'src/leak.ts', "import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';\nexport const s = SAMPLE_MISSIONS;\n");
    expect(messages).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: A project tagged with "type:view" can only depend on/)]);
  });

  it('accept an app importing the engine and the schema', async () => {
    const code = [
      "import { compileBoard } from '@breachline/engine';",
      "import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';",
      'export const all = [compileBoard, SAMPLE_MISSIONS];',
      '',
    ].join('\n');
    expect(await lintAs('apps/game', 'src/app/uses-libs.ts', code)).toEqual([]);
  });
});
