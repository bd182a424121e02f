/** The guided flows: the engine, the home's card, and the pieces the route composes. */
export { FlowShell, type FlowStepContext } from './components/flow-shell';
export { FlowNotFound } from './components/flow-not-found';
export { FlowResume } from './components/flow-resume';
export { GuidesCard } from './components/guides-card';
export { WelcomeStep } from './components/welcome-step';
export { FeedbackBanner } from './components/feedback-banner';
export { useFeedback } from './hooks/use-feedback';
export { useFlowDraft, clearDraft } from './utils/flow-draft';
export { guidePath, isFlowName, stepIndexOf } from './utils/flows';
