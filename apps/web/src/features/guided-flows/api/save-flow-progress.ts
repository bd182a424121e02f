import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlowProgressDto, FlowProgressInput, GuidedFlowName } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { flowsQueryKey } from './get-flows';

export interface SaveFlowProgressInput extends FlowProgressInput {
  flow: GuidedFlowName;
}

/** PUT /api/users/me/flows/:flow: the step reached, so the flow resumes on another device. */
export function saveFlowProgress({
  flow,
  ...body
}: SaveFlowProgressInput): Promise<FlowProgressDto> {
  return apiRequest<FlowProgressDto>(`/users/me/flows/${encodeURIComponent(flow)}`, {
    method: 'PUT',
    body,
  });
}

export function useSaveFlowProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlowProgress,
    // One save at a time, in order: quick steps must not reach the server out of order and
    // leave an older step as the last one written.
    scope: { id: 'guided-flow-progress' },
    onSuccess: (saved) =>
      queryClient.setQueryData<FlowProgressDto[]>(flowsQueryKey, (list) =>
        list ? [...list.filter((p) => p.flow !== saved.flow), saved] : [saved],
      ),
  });
}
