import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export interface PixelSummary {
  readonly width: number;
  readonly height: number;
  /** Pixels that differ clearly from the scene's background colour. */
  readonly drawnPixels: number;
  /** Distinct colours after quantising each channel to 16 levels: a blank or one-colour canvas has very few. */
  readonly distinctColours: number;
}

/**
 * Takes a screenshot of the canvas (what a person sees, after compositing), attaches it to the
 * report, and summarises its pixels in the page (the browser decodes the PNG; no extra library).
 */
export async function screenshotCanvas(page: Page, canvas: Locator, testInfo: TestInfo, name: string): Promise<PixelSummary> {
  const png = await canvas.screenshot();
  await testInfo.attach(name, { body: png, contentType: 'image/png' });
  return page.evaluate(async (base64) => {
    // Decoded from bytes, not fetched from a data: URL: the apps' Content-Security-Policy (connect-src 'self') refuses those.
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' });
    const bitmap = await createImageBitmap(blob);
    const scratch = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = scratch.getContext('2d');
    if (!context) throw new Error('no 2D context to read the screenshot');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    // The background is the colour of the top-left corner pixel.
    const [br, bg, bb] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    let drawnPixels = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) > 30) drawnPixels++;
      colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    }
    return { width: bitmap.width, height: bitmap.height, drawnPixels, distinctColours: colours.size };
  }, png.toString('base64'));
}

/** The WebGL renderer the browser uses; fails the test when no WebGL2 context can be made. */
export async function webglRenderer(page: Page): Promise<string> {
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  });
  expect(renderer, 'the browser could not create a WebGL2 context').not.toBeNull();
  return renderer ?? '';
}

/** Waits until the board canvas has rendered a frame with draw calls, and returns their count. */
export async function waitForBoardFrame(canvas: Locator): Promise<number> {
  await expect(canvas).toHaveAttribute('data-draw-calls', /^[1-9]\d*$/);
  return Number(await canvas.getAttribute('data-draw-calls'));
}
