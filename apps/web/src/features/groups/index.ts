/**
 * The groups feature's public face: its pages, the parts of the group page (composed with the
 * rotation and the chat by the route), and the home's group list.
 */
export { ExplorePage } from './components/explore-page';
export { GroupActivityPanel } from './components/group-activity-list';
export { GroupHeader, GroupLoadError } from './components/group-header';
export { GroupMembersList } from './components/group-members-list';
export { GroupRequestsPanel } from './components/group-requests-panel';
export { PersonBadgeProvider, type PersonBadge } from './components/person-badge-slot';
export { GroupSidebar } from './components/group-sidebar';
export { GroupOverview, GroupSummaryCard } from './components/group-summary';
export { GroupRulesCard } from './components/group-rules-card';
export { GroupsHome } from './components/groups-home';
export { JoinRequestsPage } from './components/join-requests-page';
export { MyGroupsPage } from './components/my-groups-page';
export { OnboardingGroupPage } from './components/onboarding-group-page';
export { NonMemberActions } from './components/non-member-actions';
export { MyStatusCard } from './components/payments/my-status-card';
export { PaymentsPanel } from './components/payments/payments-panel';
export { GroupSearchPage } from './components/group-search-page';
export { adminPhoneOf } from './components/group-sidebar';
export { MakePaymentButton } from './components/payments/make-payment-button';
// The pieces the guided flows compose into their steps (app/routes/guide).
export { CreateGroupModal } from './components/create-group-modal';
export { GroupCard } from './components/group-card';
export { useCreateGroup } from './api/create-group';
export { useSearchGroups } from './api/search-groups';
export { flattenPages } from './api/paging';
export { useSendJoinRequest } from './api/send-join-request';
export { useRulesAcceptance } from './hooks/use-rules-acceptance';
export { RulesAcceptanceFields } from './components/rules-acceptance';
export { useUserJoinRequests } from './api/get-user-join-requests';
export { groupFormBody, type GroupFormValues } from './components/group-form-fields';
export { DEFAULT_GROUP_SETTINGS, SETTINGS_FIELD_RENAMES } from './components/group-settings-fields';
