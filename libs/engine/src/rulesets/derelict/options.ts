// The derelict mission options, read by one parser: the mission checks report its issues, setup reads its values.
import { flagOption, roundCountOption, wholeNumberOption, type OptionsSpec } from '../options-parser';

export const DERELICT_OPTIONS = {
  /** derelict.md §8.7.3: roll for a Solomon on GEP reveals (CG08 "A rare breed": false). Default true. */
  solomonSpawning: flagOption('solomonSpawning'),
  /** Proposed (README): the round a game not yet won is lost after. Default 30. */
  roundCap: roundCountOption('The option roundCap'),
  /** derelict.md §9.5: Health a Life Support Failure costs each survivor (CG04 "Bad atmosphere": 2). Default 1. */
  lifeSupportFailureDamage: wholeNumberOption('The option lifeSupportFailureDamage', 1, 3),
  /** G13, CG10/CG11 jammer: false cancels the Solomon's +1 damage and its pull toward other GEPs (§8.10). Default true. */
  solomonEffects: flagOption('solomonEffects'),
  /** G13, CG10/CG11 masking spray (modifiers/masking-spray.ts). Default false. */
  maskingSpray: flagOption('maskingSpray'),
  /** G5, CG03 "Have you lost weight?": Artificial Gravity Failure in effect from setup until `set-option` ends it. Default false. */
  lastingGravityFailure: flagOption('lastingGravityFailure'),
} satisfies OptionsSpec;
