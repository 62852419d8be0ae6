// Types of validators.js (generated ahead of time by ajv's standalone code; see scripts/render-validators.mjs).
import type { ErrorObject } from 'ajv';

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateMission: CompiledValidator;
export declare const validateTileSet: CompiledValidator;
