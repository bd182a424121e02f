/** The guided flows: the engine and the pieces the route composes (the home's card: home.ts). */
export { FlowShell, type FlowStepContext } from './components/flow-shell';
export { FlowNotFound } from './components/flow-not-found';
export { FlowResume } from './components/flow-resume';
export { WelcomeStep } from './components/welcome-step';
export { useFlowDraft, clearDraft } from './utils/flow-draft';
export { guidePath, isFlowName, stepIndexOf } from './utils/flows';
