/**
 * L2-regularised logistic regression, fitted by Newton's method (IRLS): deterministic (no random
 * start, no sampling), and on a few thousand rows of a few dozen columns it converges in a handful of
 * steps. Columns are standardised for the fit and the weights returned on the raw scale.
 */
export interface LogisticFit {
  readonly bias: number;
  readonly weights: readonly number[];
}

export interface LogisticOptions {
  /** L2 penalty on the standardised weights (not on the bias). */
  readonly l2?: number;
  readonly iterations?: number;
  /** Columns whose weights go unpenalised (intercepts of a group, say). */
  readonly unpenalised?: ReadonlySet<number>;
}

export function fitLogistic(rows: readonly (readonly number[])[], outcomes: readonly number[], options: LogisticOptions = {}): LogisticFit {
  const n = rows.length;
  const width = rows[0]?.length ?? 0;
  if (n === 0 || n !== outcomes.length) throw new Error(`fitLogistic: ${n} rows against ${outcomes.length} outcomes`);
  const l2 = options.l2 ?? 1;
  const { mean, scale } = standardisation(rows, width);
  const x = rows.map((r) => [1, ...r.map((v, j) => (v - (mean[j] ?? 0)) / (scale[j] ?? 1))]);
  const beta = new Array<number>(width + 1).fill(0);
  for (let it = 0; it < (options.iterations ?? 50); it++) {
    const gradient = new Array<number>(width + 1).fill(0);
    const hessian = Array.from({ length: width + 1 }, () => new Array<number>(width + 1).fill(0));
    for (const [i, xi] of x.entries()) {
      const p = sigmoid(dot(beta, xi));
      const w = Math.max(p * (1 - p), 1e-9);
      const residual = (outcomes[i] ?? 0) - p;
      for (let a = 0; a <= width; a++) {
        gradient[a] = (gradient[a] ?? 0) + residual * (xi[a] ?? 0);
        const row = hessian[a] as number[];
        for (let b = a; b <= width; b++) row[b] = (row[b] ?? 0) + w * (xi[a] ?? 0) * (xi[b] ?? 0);
      }
    }
    for (let a = 1; a <= width; a++) {
      if (options.unpenalised?.has(a - 1)) continue;
      gradient[a] = (gradient[a] ?? 0) - l2 * (beta[a] ?? 0);
      (hessian[a] as number[])[a] = ((hessian[a] as number[])[a] ?? 0) + l2;
    }
    for (let a = 0; a <= width; a++) for (let b = 0; b < a; b++) (hessian[a] as number[])[b] = (hessian[b] as number[])[a] ?? 0;
    const step = solve(hessian, gradient);
    let biggest = 0;
    for (let a = 0; a <= width; a++) {
      beta[a] = (beta[a] ?? 0) + (step[a] ?? 0);
      biggest = Math.max(biggest, Math.abs(step[a] ?? 0));
    }
    if (biggest < 1e-9) break;
  }
  // Back to the raw scale: w_j = β_j / s_j, bias = β_0 − Σ β_j m_j / s_j.
  const weights = Array.from({ length: width }, (_, j) => (beta[j + 1] ?? 0) / (scale[j] ?? 1));
  const bias = (beta[0] ?? 0) - weights.reduce((sum, w, j) => sum + w * (mean[j] ?? 0), 0);
  return { bias, weights };
}

export function predictLogistic(fit: LogisticFit, row: readonly number[]): number {
  return sigmoid(fit.bias + dot(fit.weights, row));
}

/** Mean negative log-likelihood of the outcomes (natural log; 0.693 is a coin flip). */
export function logLoss(predicted: readonly number[], outcomes: readonly number[]): number {
  let sum = 0;
  for (const [i, p] of predicted.entries()) {
    const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
    sum -= (outcomes[i] ?? 0) > 0.5 ? Math.log(q) : Math.log(1 - q);
  }
  return sum / Math.max(1, predicted.length);
}

/** The chance a won row outranks a lost one (ties count half): the rank agreement (AUC) of a score with the outcome. */
export function rankAgreement(scores: readonly number[], outcomes: readonly number[]): number {
  const order = scores.map((s, i) => [s, (outcomes[i] ?? 0) > 0.5 ? 1 : 0] as const).sort((a, b) => a[0] - b[0]);
  let [lostBelow, agree, won] = [0, 0, 0];
  // Blocks of equal scores: each won row beats the lost rows below the block and ties those in it.
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && order[j]?.[0] === order[i]?.[0]) j++;
    const blockWon = order.slice(i, j).filter(([, o]) => o === 1).length;
    const blockLost = j - i - blockWon;
    agree += blockWon * lostBelow + 0.5 * blockWon * blockLost;
    [lostBelow, won, i] = [lostBelow + blockLost, won + blockWon, j];
  }
  const pairs = won * (order.length - won);
  return pairs === 0 ? 0.5 : agree / pairs;
}

function standardisation(rows: readonly (readonly number[])[], width: number): { mean: number[]; scale: number[] } {
  const mean = new Array<number>(width).fill(0);
  const scale = new Array<number>(width).fill(0);
  for (const r of rows) for (let j = 0; j < width; j++) mean[j] = (mean[j] ?? 0) + (r[j] ?? 0) / rows.length;
  for (const r of rows) for (let j = 0; j < width; j++) scale[j] = (scale[j] ?? 0) + ((r[j] ?? 0) - (mean[j] ?? 0)) ** 2 / rows.length;
  // A constant column stays as it is (scale 1): its weight then only meets the penalty.
  return { mean, scale: scale.map((v) => (v > 1e-12 ? Math.sqrt(v) : 1)) };
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Gaussian elimination with partial pivoting (the Hessian plus the penalty is positive definite). */
function solve(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const top = a[col] as number[];
    const p = top[col] ?? 0;
    if (Math.abs(p) < 1e-15) continue;
    for (let r = col + 1; r < n; r++) {
      const row = a[r] as number[];
      const f = (row[col] ?? 0) / p;
      if (f !== 0) for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - f * (top[c] ?? 0);
    }
  }
  const out = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = a[r] as number[];
    let s = row[n] ?? 0;
    for (let c = r + 1; c < n; c++) s -= (row[c] ?? 0) * (out[c] ?? 0);
    out[r] = Math.abs(row[r] ?? 0) < 1e-15 ? 0 : s / (row[r] ?? 1);
  }
  return out;
}

/** The bias that best fits the outcomes when each row's logit is its `offset` plus the bias (Newton on one unknown). */
export function fitBias(offsets: readonly number[], outcomes: readonly number[]): number {
  let bias = 0;
  for (let it = 0; it < 100; it++) {
    let [gradient, curvature] = [0, 0];
    for (const [i, offset] of offsets.entries()) {
      const p = sigmoid(offset + bias);
      gradient += (outcomes[i] ?? 0) - p;
      curvature += Math.max(p * (1 - p), 1e-9);
    }
    const step = gradient / curvature;
    bias += step;
    if (Math.abs(step) < 1e-10) break;
  }
  return bias;
}
