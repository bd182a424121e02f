import {
  FLOW_NAV_PLACEMENTS,
  GUIDED_FLOWS,
  type FlowNavPlacement,
  type GuidedFlowName,
} from '@tontine/contracts';

export const isFlowName = (name: string | undefined): name is GuidedFlowName =>
  name !== undefined && Object.prototype.hasOwnProperty.call(GUIDED_FLOWS, name);

/** The step's index in its flow, or -1 when the flow has no such step. */
export function stepIndexOf(flow: GuidedFlowName, step: string | undefined): number {
  return (GUIDED_FLOWS[flow] as readonly string[]).indexOf(step ?? '');
}

export const guidePath = (flow: GuidedFlowName, index = 0, preview = false) =>
  `/guide/${flow}/${GUIDED_FLOWS[flow][index]}${preview ? '?preview=1' : ''}`;

const PLACEMENT_KEY = 'tontine.guide.navPlacement';

/** The navigation bar's placement the user chose last, on this device. */
export function readPlacement(): FlowNavPlacement {
  try {
    const stored = localStorage.getItem(PLACEMENT_KEY);
    return (FLOW_NAV_PLACEMENTS as readonly string[]).includes(stored ?? '')
      ? (stored as FlowNavPlacement)
      : 'bottom';
  } catch {
    return 'bottom';
  }
}

export function storePlacement(placement: FlowNavPlacement): void {
  try {
    localStorage.setItem(PLACEMENT_KEY, placement);
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}
