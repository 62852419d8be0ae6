import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineScriptRan?: boolean;
  }
}

/** Records every Content-Security-Policy violation of the page from its first script on (read with `cspViolations`). */
export async function recordCspViolations(page: Page): Promise<void> {
  // An init script is injected by the browser itself, before the page's own scripts, and is not subject to the CSP.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => [...(window.__cspViolations ?? [])]);

/** What an attacker's injected markup would try: an inline script and eval. Both must be refused. */
export async function tryInjections(page: Page): Promise<{ inlineRan: boolean; evalResult: string }> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true;';
    document.head.append(script);
    // Violations are reported in a task after the refusal.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let evalResult: string;
    try {
      evalResult = String((0, eval)('"eval ran"'));
    } catch (error) {
      evalResult = error instanceof Error ? error.name : String(error);
    }
    return { inlineRan: window.__inlineScriptRan === true, evalResult };
  });
}
