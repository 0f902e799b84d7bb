// The NLU modules the nlu bench reads, loaded as one module graph: a model swapped in with
// useIntentModel (leave one batch out) is the one understand() reads too.
export * from '../packages/shared/src/nlu/intents';
export * from '../packages/shared/src/nlu/intent-corpus';
export * from '../packages/shared/src/nlu/intent-model';
export * from '../packages/shared/src/nlu/understand';
