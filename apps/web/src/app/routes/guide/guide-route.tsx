import { GUIDED_FLOWS } from '@tontine/contracts';
import { useParams, useSearchParams } from 'react-router';
import {
  FlowNotFound,
  FlowResume,
  FlowShell,
  isFlowName,
  stepIndexOf,
} from '../../../features/guided-flows';
import { useSession } from '../../../lib/session';
import { MemberShell } from '../../shell/member-shell';
import { GroupCreationStep, finishGroupCreation } from './group-creation-steps';
import { JoinRequestStep, finishJoinRequest } from './join-request-steps';
import { OnboardingStep } from './onboarding-steps';

/**
 * `/guide/:flow/:step` (and `/guide/:flow`, which resumes at the step saved on the server): the
 * guided flows, each step a screen of the product, composed here because they come
 * from several features (onboarding, groups).
 */
export function GuideRoute() {
  const { flow = '', step } = useParams();
  const [params] = useSearchParams();
  const user = useSession()?.user;
  if (!user) return null;

  let content;
  if (!isFlowName(flow)) {
    content = <FlowNotFound flow={flow} />;
  } else if (step === undefined) {
    content = <FlowResume flow={flow} />;
  } else {
    const index = stepIndexOf(flow, step);
    const preview = params.get('preview') === '1';
    content =
      index < 0 ? (
        <FlowNotFound flow={`${flow} → ${step}`} />
      ) : (
        <FlowShell
          key={flow}
          flow={flow}
          index={index}
          preview={preview}
          onFinished={
            flow === 'groupCreation'
              ? finishGroupCreation
              : flow === 'joinRequest'
                ? finishJoinRequest
                : undefined
          }
        >
          {(context) =>
            flow === 'onboarding' ? (
              <OnboardingStep
                user={user}
                step={GUIDED_FLOWS.onboarding[index]!}
                context={context}
              />
            ) : flow === 'groupCreation' ? (
              <GroupCreationStep step={GUIDED_FLOWS.groupCreation[index]!} context={context} />
            ) : (
              <JoinRequestStep
                user={user}
                step={GUIDED_FLOWS.joinRequest[index]!}
                context={context}
              />
            )
          }
        </FlowShell>
      );
  }
  return <MemberShell user={user}>{content}</MemberShell>;
}
