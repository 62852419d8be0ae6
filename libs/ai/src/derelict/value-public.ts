// What tools use of derelict's fitted value: the features, the model, and the hand-weighted value it replaced.
export { VALUE_FEATURES, valueFeatures, type ValueFeature } from './value-features';
export { evaluateDerelict, VALUE_SCALE, winChance } from './evaluation';
export { evaluateDerelictByHand } from './evaluation-hand';
